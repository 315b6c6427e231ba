# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The property panel's homes, facilities, mounts and animals, and the sheet's property boxes:
each step previews, refuses with the rules' words, and applies (undoable)."""

from __future__ import annotations

from typing import Any

import pytest

from gui.app_context import AppContext
from gui.character.operation import single
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.property_panel import PropertyPanel
from tests.gui.lyrian import test_window as created


@pytest.fixture
def window(context: AppContext, qtbot: Any) -> LyrianWindow:
    """A character made in the wizard, opened in its window, arc 1 started."""
    opened = created.opened_character(context, qtbot)
    assert opened.session_view.run("arc")
    return opened


_choose = created.choose


def _panel(window: LyrianWindow) -> PropertyPanel:
    """The window's property panel."""
    panel = window.property_panel
    assert isinstance(panel, PropertyPanel)
    return panel


def _run(panel: PropertyPanel, key: str) -> None:
    """Run a step that must be allowed (a refused one would open the refusal dialog)."""
    step = panel.steps[key]
    assert step.button.isEnabled(), step.result.text()
    assert panel.run(key)


def _result(panel: PropertyPanel, key: str) -> str:
    return panel.steps[key].result.text()


def _undo(window: LyrianWindow, label: str) -> None:
    assert window.undo_action.text().replace("&", "") == f"Undo {label}"
    window.undo_action.trigger()


def _texts(window: LyrianWindow, key: str) -> str:
    return " ".join(window.sheet.section_texts(key))


def _clim(window: LyrianWindow, amount: int) -> None:
    view = window.session_view
    view.clim_amount.setValue(amount)
    assert view.run("clim")


def _interlude(window: LyrianWindow, ip: int) -> None:
    view = window.session_view
    assert view.run("interlude")
    view.ip_amount.setValue(ip)
    assert view.run("grant")


def test_a_mount_with_the_gms_numbers_is_gained_moved_and_lost(window: LyrianWindow) -> None:
    panel = _panel(window)
    assert panel.steps["gain-mount"].result.text() == "Name the mount first."
    assert not panel.steps["gain-mount"].button.isEnabled()
    panel.mount_name.setText("Thunder")
    _choose(panel.mount_type, "horse")
    # lyrian-chronicles.txt l. 868: the Riding points a mount needs are in the Items section,
    # which the rulebook does not include: the field takes the GM's number
    assert panel.mount_riding.isEnabled()
    assert "gives no Riding requirement or speed for a Horse" in panel.mount_gm_note.text()
    panel.mount_riding.setValue(3)
    panel.mount_speed.setValue(60)
    panel.mount_price.setValue(500)
    assert "Clim 3000 → 2500" in _result(panel, "gain-mount")
    _run(panel, "gain-mount")
    assert "Thunder</b> (Horse): with you, speed 60 ft (the GM's)" in _texts(window, "mounts")
    # l. 868: "needs 3 points in Riding" — the character has none: below that, a Riding check
    # (DC 25) at the end of each turn or be thrown off
    warnings = [i.message for i in window.build.warnings]
    assert any("needs 3 points in Riding" in w and "DC 25" in w for w in warnings), warnings
    assert panel.mount_owned.currentData() == "Thunder"
    assert "no Stable" in _result(panel, "stable-mount")
    panel.mount_lost_how.setText("sold")
    _run(panel, "lose-mount")
    assert not window.build.state.mounts
    _undo(window, "Lose Mount Thunder")
    assert window.build.state.mounts[0].riding_points == 3


def test_a_name_taken_is_refused_in_the_rules_words(window: LyrianWindow) -> None:
    panel = _panel(window)
    panel.mount_name.setText("Thunder")
    _choose(panel.mount_type, "wolf")
    _run(panel, "gain-mount")
    panel.mount_name.setText("thunder")
    assert "You already have a mount named 'thunder'." in _result(panel, "gain-mount")
    assert not panel.steps["gain-mount"].button.isEnabled()


def _gain(window: LyrianWindow, kind: str, material: str, units: int) -> None:
    event = {"kind": kind, "material": material, "units": units}
    assert window.apply(single(f"Gain {units} {material}", "gain-material", **event))


def _tiny_house(window: LyrianWindow, name: str = "Riverside") -> PropertyPanel:
    """A tiny plot bought and its house built with the GM's numbers (10 points, 100 of each)."""
    panel = _panel(window)
    _clim(window, 5000)
    panel.home_name.setText(name)
    _choose(panel.home_size, "tiny")
    _run(panel, "buy-plot")
    _choose(panel.home_owned, name)
    for part, value in (("crafting-points", 10), ("lumber", 100), ("metal", 100), ("alchemy", 100)):
        panel.home_gm[part].setValue(value)
    _run(panel, "build-house")
    _gain(window, "wood", "Pine", 100)
    _gain(window, "ore", "Iron", 100)
    _gain(window, "alchemy", "Moonpetal", 100)
    for key in ("wood/Pine", "ore/Iron", "alchemy/Moonpetal"):
        _choose(panel.home_material, key)
        panel.home_units.setValue(100)
        _run(panel, "house-progress")
    panel.home_units.setValue(0)
    panel.home_points.setValue(10)
    _run(panel, "house-progress")
    panel.home_points.setValue(0)
    return panel


def test_a_plot_is_bought_built_on_and_its_progress_previewed(window: LyrianWindow) -> None:
    panel = _panel(window)
    panel.home_name.setText("Riverside")
    _choose(panel.home_size, "tiny")
    # lyrian-chronicles.txt l. 1572: "a tiny plot of land in the middle of nowhere" costs 3000 Clim
    assert not panel.home_plot_price.isEnabled()
    assert "3,000 Clim in the rulebook's example" in panel.home_plot_note.text()
    assert "Clim 3000 → 0" in _result(panel, "buy-plot")
    _choose(panel.home_size, "large")  # l. 1550-1552: the plot cost table is empty
    assert panel.home_plot_price.isEnabled()
    assert "gives no plot cost for a Large plot" in _result(panel, "buy-plot")
    _choose(panel.home_size, "tiny")
    _run(panel, "buy-plot")
    _undo(window, "Buy Plot Riverside")
    _run(panel, "buy-plot")
    _choose(panel.home_owned, "Riverside")
    # a tiny house's crafting points and materials are not given: the GM's numbers
    assert all(box.isEnabled() for box in panel.home_gm.values())
    assert "gives no crafting points, lumber" in panel.home_gm_note.text()
    assert "enter the GM's number" in _result(panel, "build-house")
    for part, value in (("crafting-points", 10), ("lumber", 100), ("metal", 100), ("alchemy", 100)):
        panel.home_gm[part].setValue(value)
    _run(panel, "build-house")
    assert "lumber 0 / 100" in panel.home_progress.text()
    _gain(window, "wood", "Pine", 150)
    _gain(window, "botany", "Sage", 10)
    _choose(panel.home_material, "wood/Pine")
    assert panel.home_material.findData("botany/Sage") < 0  # not a house material
    panel.home_units.setValue(150)
    assert "still needs 100 lumber" in _result(panel, "house-progress")
    panel.home_units.setValue(100)
    preview = _result(panel, "house-progress")
    assert "Riverside: lumber 0 → 100" in preview
    assert "Pine (Wood) 150 → 50" in preview
    _run(panel, "house-progress")
    panel.home_units.setValue(0)
    _interlude(window, 3)
    panel.home_points.setValue(10)
    # l. 1554: "you cannot complete all crafting points on a house until you finish collecting
    # all materials"
    assert "cannot complete all crafting points" in _result(panel, "house-progress")
    panel.home_points.setValue(9)
    assert "Interlude Points 3 → 2" in _result(panel, "house-progress")  # the Crafting action


def test_facilities_upgrade_and_the_house_upgrade_say_what_they_need(window: LyrianWindow) -> None:
    _interlude(window, 5)
    panel = _tiny_house(window)
    assert "a Tiny house on a Tiny plot." in panel.home_progress.text()
    _choose(panel.facility_home, "Riverside")
    _choose(panel.facility_id, "stable")
    assert "1 of 1 facility slots free" in panel.facility_note.text()
    assert "price is the GM's" in panel.facility_note.text()
    panel.facility_price.setValue(200)
    assert "Clim 5000 → 4800" in _result(panel, "add-facility")
    _run(panel, "add-facility")
    _choose(panel.facility_id, "stable")
    # l. 1580: "A house must be at least small size to fit a level 2 facility"
    assert "Level 2 needs at least a Small house." in panel.facility_note.text()
    assert "cannot fit a level 2 facility" in _result(panel, "upgrade-facility")
    _choose(panel.facility_id, "sauna")
    assert "none is free" in _result(panel, "add-facility")  # l. 1560: a tiny house has 1 slot
    # l. 1572: from a tiny plot to a small one: 7000 - 3000 = 4000 Clim
    _choose(panel.home_upgrade_to, "small")
    assert "additional land costs 4,000 Clim" in panel.home_upgrade_note.text()
    assert "the GM's crafting points" in panel.home_upgrade_note.text()
    assert all(box.isEnabled() for box in panel.home_gm.values())
    assert all(box.value() == -1 for box in panel.home_gm.values())  # not the first build's


def test_an_animal_is_raised_in_the_stable_into_a_mount(window: LyrianWindow) -> None:
    _interlude(window, 5)
    panel = _tiny_house(window)
    _choose(panel.facility_home, "Riverside")
    _choose(panel.facility_id, "stable")
    _run(panel, "add-facility")
    panel.animal_name.setText("Ember")
    _choose(panel.animal_becomes, "wyvern")
    _choose(panel.animal_stable, "Riverside")
    _run(panel, "gain-animal")
    _choose(panel.animal_owned, "Ember")
    # l. 1117-1133: hatch (1 IP, a check), Growth potion (1 IP), train (1 IP, a check)
    assert panel.steps["hatch"].button.text() == "Hatch Egg (1 IP)"
    assert "is still an egg" in _result(panel, "grow")
    panel.animal_success.setChecked(False)
    ip = window.build.sheet.value("ip")
    assert f"Interlude Points {ip} → {ip - 1}" in _result(panel, "hatch")
    _run(panel, "hatch")
    _undo(window, "Hatch Ember (failed)")
    panel.animal_success.setChecked(True)
    _run(panel, "hatch")
    _run(panel, "grow")
    _run(panel, "train")
    assert [m.name for m in window.build.state.mounts] == ["Ember"]
    assert window.build.state.mounts[0].stable == "Riverside"
    assert "Riverside's Stable</b> (level 1): 1 of 2 slots taken — Ember" in _texts(
        window, "stables"
    )  # l. 1648: a level 1 Stable has 2 slots
    _choose(panel.mount_owned, "Ember")
    _choose(panel.mount_move_to, "")
    assert panel.mount_move_to.currentText() == "Take it along"
    _run(panel, "stable-mount")
    assert window.build.state.mounts[0].stable is None


def test_a_guest_use_and_a_sauna_rest_take_the_facilitys_uses(window: LyrianWindow) -> None:
    _interlude(window, 5)
    panel = _tiny_house(window, "Hut")
    _choose(panel.facility_home, "Hut")
    _choose(panel.facility_id, "sauna")
    _run(panel, "add-facility")
    _choose(panel.facility_id, "sauna")
    # l. 1628-1632: a level 1 Sauna has 5 uses per interlude
    assert "5 of 5 uses left this interlude" in panel.facility_note.text()
    panel.facility_guest.setText("Mira")
    _run(panel, "use-facility")
    assert "4 of 5 uses left" in panel.facility_note.text()
    homes = _texts(window, "homes")
    assert "Hut</b>: Tiny house, 1 of 1 facility slots used" in homes
    assert "level 1 — 4 of 5 uses left this interlude" in homes
    assert "The GM's numbers (the rulebook gives none): crafting points 10" in homes
    view = window.session_view
    _choose(view.action, "rest")
    _choose(view.facility, "Hut/sauna")
    assert "4 uses left" in view.facility.currentText()
    assert view.run("action"), view.steps["action"].result.text()
    assert window.build.state.rest_doubled == "hp"
    assert "3 uses left" in view.facility.currentText()


def _property(state: Any, rules: Any) -> dict[str, Any]:
    """The property section as the rules' section functions write it."""
    from rules.lyrian.property_crafting import crafts_section, materials_section
    from rules.lyrian.property_mounts import animals_section, mounts_section

    return {
        "materials": materials_section(state, rules),
        "crafts": crafts_section(state, rules),
        "homes": [],
        "mounts": mounts_section(state, rules),
        "animals": animals_section(state, rules),
    }


def test_the_sheet_shows_mounts_animals_and_materials_and_nothing_when_none(qtbot: Any) -> None:

    from gui.lyrian.sheet_view import LyrianSheetView
    from rules.lyrian.state import Animal, OwnedMount, frozen
    from tests.rules.lyrian import builders, mount_steps

    build = builders.build(*builders.created())
    sheet = LyrianSheetView()
    qtbot.addWidget(sheet)
    build.sheet.sections["property"] = _property(build.state, build.content)
    sheet.show_build("Ashe", build)
    for key in ("materials", "crafts", "homes", "mounts", "animals"):
        assert sheet.section_texts(key) == [], key  # owns nothing: no property boxes at all
    state = mount_steps.state(mount_steps.home()).with_owned(
        mounts=(OwnedMount("Thunder", "horse", riding_points=3, speed=60),),
        animals=(Animal("Ember", "wyvern", "egg", "Riverside"),),
        materials=frozen({"ore/Dark Iron": 500}),
    )
    build.sheet.sections["property"] = _property(state, build.content)
    sheet.show_build("Ashe", build)
    mounts = " ".join(sheet.section_texts("mounts"))
    assert "Thunder" in mounts
    assert "(Horse)" in mounts
    assert "speed 60 ft (the GM's)" in mounts
    assert "needs 3 Riding (the GM's)" in mounts
    # lyrian-chronicles.txt l. 868: below the Riding points, a Riding check (DC 25) each turn
    assert "DC 25" in mounts
    animals = " ".join(sheet.section_texts("animals"))
    assert "Ember" in animals
    assert "egg Wyvern" in animals
    assert "Riverside's Stable" in animals
    assert "Hatch it: 1 IP" in animals  # l. 1117-1123
    # l. 1192: materials sell at 2 units per Clim (ore): 500 units → 250 Clim
    assert "Dark Iron" in " ".join(sheet.section_texts("materials"))
    assert "sells for 250 Clim" in " ".join(sheet.section_texts("materials"))
