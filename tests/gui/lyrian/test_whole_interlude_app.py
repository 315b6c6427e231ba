# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The whole Lyrian interlude in the app, as a player clicks through it: gather, craft, a house
built and upgraded with two facilities, a rest in it with the doubled effect, and an egg raised
into a mount — each step through the Property panel or the session view, each number on the sheet
as the rulebook gives it."""

from __future__ import annotations

from typing import Any

from gui.app_context import AppContext
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.property_panel import PropertyPanel
from tests.gui.lyrian import test_window as created
from tests.gui.lyrian.test_property_home import _clim, _gain, _interlude, _run, _tiny_house

_choose = created.choose


def _upgrade_to_small(window: LyrianWindow, panel: PropertyPanel) -> None:
    """Tiny → small: the land is 7000 − 3000 = 4000 Clim (l. 1572); a tiny house has no costs in
    the rulebook, so the upgrade's four numbers are the GM's (entered: 10 points, 100 of each)."""
    _choose(panel.home_owned, "Riverside")
    _choose(panel.home_upgrade_to, "small")
    assert "additional land costs 4,000 Clim" in panel.home_upgrade_note.text()
    for part, value in (("crafting-points", 10), ("lumber", 100), ("metal", 100), ("alchemy", 100)):
        panel.home_gm[part].setValue(value)
    _run(panel, "upgrade-house")
    for kind, material in (("wood", "Oak"), ("ore", "Iron"), ("alchemy", "Moonpetal")):
        _gain(window, kind, material, 100)
        _choose(panel.home_material, f"{kind}/{material}")
        panel.home_units.setValue(100)
        _run(panel, "house-progress")
    panel.home_units.setValue(0)
    panel.home_points.setValue(10)
    _run(panel, "house-progress")
    panel.home_points.setValue(0)


def test_the_whole_interlude_in_the_app(context: AppContext, qtbot: Any) -> None:
    window = created.opened_character(context, qtbot)
    assert window.session_view.run("arc")
    _interlude(window, 8)
    panel = _tiny_house(window)  # its crafting points are a Crafting action: 1 IP (l. 1554)
    _choose(panel.facility_home, "Riverside")
    _choose(panel.facility_id, "stable")
    _run(panel, "add-facility")
    _clim(window, 5000)
    _upgrade_to_small(window, panel)
    home = window.build.state.homes[0]
    assert (home.size, home.building) == ("small", None)
    _choose(panel.facility_id, "sauna")  # l. 1561: a small house has a second slot
    _run(panel, "add-facility")

    hp = window.build.sheet.value("hp")
    view = window.session_view
    _choose(view.action, "rest")
    _choose(view.facility, "Riverside/sauna")
    assert view.run("action"), view.steps["action"].result.text()
    # l. 1099: 20 % of HP as temporary HP; l. 1595: the Sauna doubles it
    assert window.build.sheet.value("temporary-hp") == 2 * (hp * 20 // 100)

    _choose(panel.craft_activity, "woodcutting")
    panel.craft_gather_material.setText("Pine")
    _run(panel, "gather")  # l. 1080: 600 units
    assert window.build.state.materials["wood/Pine"] == 600
    panel.craft_item.setText("Recurve Bow")
    _choose(panel.craft_skill, "carpenter")
    panel.craft_hp.setValue(30)
    _choose(panel.craft_pay, "wood/Pine")
    panel.craft_pay_units.setValue(200)
    panel.craft_pay_add.click()
    panel.craft_modifier.setValue(5)
    _run(panel, "start-craft")
    # l. 1179-1190: 50 points reached, 20 spent on the Recurve mod: 30 ≥ 30, crafted
    panel.craft_points.setValue(50)
    panel.craft_mods.setText("Recurve")
    panel.craft_mod_points.setValue(20)
    _run(panel, "finish-craft")
    assert window.build.state.crafts[-1].status == "crafted"
    assert window.build.state.materials["wood/Pine"] == 400

    panel.animal_name.setText("Skye")
    _choose(panel.animal_becomes, "wyvern")
    _choose(panel.animal_stable, "Riverside")
    _run(panel, "gain-animal")
    _choose(panel.animal_owned, "Skye")
    panel.animal_success.setChecked(True)
    for key in ("hatch", "grow", "train"):  # l. 1119-1131: 1 IP each
        _run(panel, key)
    assert [(m.name, m.mount) for m in window.build.state.mounts] == [("Skye", "wyvern")]
    # 8 IP: the tiny house's crafting 1 (the upgrade's too: 1), Rest 1 and Gather 1 (the house
    # rule for actions printed without a cost), the bow's Crafting 1, hatch, grow, train 1 each
    assert window.build.sheet.value("ip") == 0
    assert window.build.valid, [i.message for i in window.build.errors]
    texts = " ".join(window.sheet.section_texts("homes"))
    assert "Riverside</b>: Small house, 2 of 2 facility slots used" in texts
