# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Property panel's materials, crafting and gathering steps (issue 17): each previews what it
costs and gives, refuses with the rules' words, and applies (undoable)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QTabBar

from gui.app_context import AppContext
from gui.character.operation import Operation, event
from gui.lyrian import operations, property_craft_boxes
from gui.lyrian.character_window import LyrianWindow
from tests.gui.lyrian import test_window as created


@pytest.fixture
def window(context: AppContext, qtbot: Any) -> LyrianWindow:
    """A character made in the wizard with the Tinker (example) class, 2 points in Artificer and
    its Basic Artifice expertise, in an interlude with 3 IP."""
    opened = created.opened_character(context, qtbot)
    content = opened.build.content
    assert opened.apply(operations.unlock_class(content, "example-tinker"))
    assert opened.apply(operations.buy_skill(content, "artificer", 2))
    assert opened.apply(operations.buy_expertise(content, "artificer", "Basic Artifice"))
    view = opened.session_view
    assert view.run("arc")
    assert view.run("interlude")
    view.ip_amount.setValue(3)
    assert view.run("grant")
    return opened


_choose = created.choose


def _undo(window: LyrianWindow, label: str) -> None:
    assert window.undo_action.text().replace("&", "") == f"Undo {label}"
    window.undo_action.trigger()


def _text(panel: Any, key: str) -> str:
    return str(panel.steps[key].result.text())


def _panel(window: LyrianWindow) -> Any:
    """The Property panel (its widgets are attributes set by its parts)."""
    return window.property_panel


def _current_tab(window: LyrianWindow) -> str:
    """The raised tab of the dock tabs the Property dock is in."""
    bars = [b for b in window.findChildren(QTabBar) if "Property" in _tabs(b)]
    assert len(bars) == 1
    return bars[0].tabText(bars[0].currentIndex())


def _tabs(bar: QTabBar) -> list[str]:
    return [bar.tabText(i) for i in range(bar.count())]


def _gain(panel: Any, kind: str, material: str, units: int) -> None:
    _choose(panel.craft_kind, kind)
    panel.craft_material.setText(material)
    panel.craft_units.setValue(units)
    assert panel.run("gain-material"), _text(panel, "gain-material")


def test_materials_gain_sell_spend_preview_refuse_and_undo(window: LyrianWindow) -> None:
    panel = _panel(window)
    clim = int(window.sheet.text_of("clim"))
    _choose(panel.craft_kind, "ore")
    panel.craft_material.setText("Dark Iron")
    panel.craft_units.setValue(500)
    _choose(panel.craft_how, "bought")
    panel.craft_price.setValue(40)
    assert panel.craft_price.isEnabled()
    preview = _text(panel, "gain-material")
    assert f"Clim {clim} → {clim - 40}" in preview
    assert "Dark Iron (Ore) 0 → 500" in preview
    assert panel.run("gain-material")
    assert int(window.sheet.text_of("clim")) == clim - 40
    assert "Dark Iron" in panel.craft_material_offer.stringList()  # the carried one is offered
    # lyrian-chronicles.txt l. 1192: "2 units for every 1 Clim": 301 units sell for 150 Clim
    panel.craft_units.setValue(301)
    preview = _text(panel, "sell-material")
    assert f"Clim {clim - 40} → {clim - 40 + 150}" in preview
    assert "Dark Iron (Ore) 500 → 199" in preview
    # l. 1203: "A player cannot carry more than 1000 units of the same material"
    _choose(panel.craft_how, "found")
    panel.craft_units.setValue(600)
    assert not panel.steps["gain-material"].button.isEnabled()
    assert "cannot carry more than 1,000 units" in _text(panel, "gain-material")
    panel.craft_units.setValue(501)
    assert "Not enough Dark Iron (Ore)" in _text(panel, "spend-material")
    panel.craft_units.setValue(200)
    panel.craft_material_note.setText("repairs")
    assert panel.run("spend-material")
    assert window.build.state.materials == {"ore/Dark Iron": 300}
    _undo(window, "Spend 200 Dark Iron")
    _undo(window, "Gain 500 Dark Iron")
    assert window.build.state.materials == {}
    assert int(window.sheet.text_of("clim")) == clim


def _begin(panel: Any, item: str, hp: int, units: int) -> None:
    _gain(panel, "ore", "Dark Iron", 500)
    panel.craft_item.setText(item)
    _choose(panel.craft_skill, "artificer")
    panel.craft_hp.setValue(hp)
    _choose(panel.craft_pay, "ore/Dark Iron")
    panel.craft_pay_units.setValue(units)
    panel.craft_pay_add.click()


def test_start_craft_shows_bonus_breakdown_and_ip_then_finishes(window: LyrianWindow) -> None:
    panel = _panel(window)
    _begin(panel, "Clockwork Pistol", 25, 300)
    assert panel.craft_skill_bonus.text() == "crafting bonus +2"
    assert "Artificer skill points" in panel.craft_skill_bonus.toolTip()
    _choose(panel.craft_expertise, "Basic Artifice")
    panel.craft_modifier.setValue(1)
    words = panel.craft_breakdown.text()
    assert words.startswith("Crafting bonus ")
    assert "expertise Basic Artifice" in words
    assert "modifier" in words
    assert "costs 1 IP" in words
    preview = _text(panel, "start-craft")
    assert "Interlude Points 3 → 2" in preview
    assert "Dark Iron (Ore) 500 → 200" in preview
    assert panel.run("start-craft")
    assert panel.craft_item.text() == ""
    assert panel.craft_paying == {}
    panel.craft_item.setText("Spare Gear")
    assert not panel.steps["start-craft"].button.isEnabled()  # one craft at a time
    assert "finish it first" in _text(panel, "start-craft")
    craft = property_craft_boxes.open_craft(window.build)
    assert craft is not None
    assert craft["item"] == "Clockwork Pistol"
    assert "Clockwork Pistol" in panel.craft_open.text()
    # lyrian-chronicles.txt l. 1175: below the crafting HP "the craft fails. You lose all
    # materials used for crafting"
    panel.craft_points.setValue(30)
    panel.craft_mods.setText("Long Barrel")
    panel.craft_mod_points.setValue(10)
    assert "fails (20 of 25 crafting points)" in panel.craft_outcome.text()
    assert "300 Dark Iron" in panel.craft_outcome.text()
    panel.craft_mod_points.setValue(5)
    assert "is crafted (25 of 25 crafting points, with Long Barrel)" in panel.craft_outcome.text()
    panel.craft_mod_points.setValue(40)
    assert not panel.steps["finish-craft"].button.isEnabled()
    assert "reached only 30" in _text(panel, "finish-craft")
    panel.craft_mod_points.setValue(5)
    assert panel.run("finish-craft")
    assert window.build.state.crafts[-1].status == "crafted"
    assert property_craft_boxes.open_craft(window.build) is None
    assert not panel.craft_dice_button.isEnabled()
    assert panel.craft_points.value() == 0
    assert panel.craft_mods.text() == ""
    _undo(window, "Finish Craft Clockwork Pistol")
    _undo(window, "Start Craft Clockwork Pistol")
    assert window.build.state.materials == {"ore/Dark Iron": 500}


def test_a_home_workshop_adds_its_level_bonus(window: LyrianWindow) -> None:
    # lyrian-chronicles.txt l. 1604-1608 (Crafting Workshop/Atelier): +2/+4/+6 facility bonus;
    # the tiny house's numbers are the GM's (the rulebook gives none), entered as 1 each.
    stuff = {"wood/Pine": 1, "ore/Iron": 1, "alchemy/Herb": 1}
    events = [
        *(
            event("gain-material", kind=k.split("/")[0], material=k.split("/")[1], units=1)
            for k in stuff
        ),
        event("buy-plot", name="Riverside", size="tiny"),
        event("build-house", home="Riverside", crafting_points=1, lumber=1, metal=1, alchemy=1),
        event("house-progress", home="Riverside", crafting_points=1, hired=True, materials=stuff),
        event("add-facility", home="Riverside", facility="artificer-atelier"),
    ]
    assert window.apply(Operation("A tiny house with an Artificer Atelier", tuple(events)))
    panel = _panel(window)
    _choose(panel.craft_skill, "blacksmith")
    assert not panel.craft_workshop.isEnabled()  # no Blacksmith Workshop at home
    _choose(panel.craft_skill, "artificer")
    assert panel.craft_workshop.isEnabled()
    _choose(panel.craft_workshop, "Riverside")
    assert "Artificer Atelier level 1 (+2)" in panel.craft_workshop.currentText()
    assert "Crafting bonus 4 = 2 (Artificer skill points) + 2 (Artificer Atelier level 1)" in (
        panel.craft_breakdown.text()
    )
    panel.craft_item.setText("Gear")
    assert panel.run("start-craft")
    assert window.build.state.crafts[-1].bonus == 4


def test_the_dice_helper_fills_the_finish_fields(window: LyrianWindow) -> None:
    panel = _panel(window)
    _begin(panel, "Gear", 10, 100)
    assert panel.run("start-craft")
    dialog = property_craft_boxes.open_dice(panel)
    assert dialog is not None
    assert dialog.bonus == 2
    dialog.first.setValue(7)
    assert dialog.act("basic-craft") == ""  # l. 1165: Basic Craft, d10 + bonus: 7 + 2 = 9
    assert dialog.session.points == 9
    assert dialog.session.dice == 4
    assert dialog.act("steady-craft") == ""  # l. 1171: "automatically is a 5": 9 + 5 + 2 = 16
    assert dialog.session.points == 16
    assert not dialog.action_rows["steady-craft"][
        0
    ].isEnabled()  # l. 1161: once per craft unless Rapid
    assert "already used" in dialog.action_rows["steady-craft"][1].text()
    dialog.mod_name.setText("Oiled")
    dialog.mod_cost.setValue(4)
    assert dialog.add_mod() == ""
    assert not dialog.action_rows["standard-finish"][0].isEnabled()  # l. 1169: not once modified
    assert "once the item has been modified" in dialog.action_rows["standard-finish"][1].text()
    assert "12 of 10 crafting points: crafted" in dialog.outcome.text()
    dialog.accept()
    assert panel.craft_points.value() == 16
    assert panel.craft_mods.text() == "Oiled"
    assert panel.craft_mod_points.value() == 4
    assert "is crafted (12 of 10" in panel.craft_outcome.text()
    assert panel.run("finish-craft")
    assert window.build.state.crafts[-1].mods == ("Oiled",)


def test_points_rolled_at_the_table_are_typed_without_the_helper(window: LyrianWindow) -> None:
    panel = _panel(window)
    _begin(panel, "Gear", 40, 100)
    assert panel.run("start-craft")
    panel.craft_points.setValue(12)
    assert "fails (12 of 40" in panel.craft_outcome.text()
    assert panel.run("finish-craft")
    assert window.build.state.crafts[-1].status == "failed"
    assert window.build.state.materials == {"ore/Dark Iron": 400}


def test_gather_gives_600_units_for_its_ip_and_outcrops_need_cleared_nodes(
    window: LyrianWindow,
) -> None:
    panel = _panel(window)
    _choose(panel.craft_activity, "woodcutting")
    assert panel.craft_gather_kind.currentData() == "wood"  # the skill's kind first (l. 1258)
    assert panel.craft_activity_bonus.text() == "gathering check +0"
    assert (
        "costs 1 IP (a house rule: the rulebook prints no cost)" in panel.craft_gather_note.text()
    )
    panel.craft_gather_material.setText("Pine")
    preview = _text(panel, "gather")  # lyrian-chronicles.txt l. 1080: "Gain 600 units"
    assert "Pine (Wood) 0 → 600" in preview
    assert "Interlude Points 3 → 2" in preview
    panel.craft_half_as.setText("Ironwood")
    assert "tier 2 gathering class" in _text(panel, "gather")
    panel.craft_half_as.clear()
    assert panel.run("gather")
    panel.craft_outcrop.setText("Iron Vein")
    _choose(panel.craft_yield_kind, "ore")
    panel.craft_yield_material.setText("Iron")
    panel.craft_yield_units.setValue(500)
    panel.craft_lucky_material.setText("Dark Iron")
    panel.craft_lucky_units.setValue(50)
    assert _text(panel, "gather-outcrop") == "Before → after: No pool changes."
    panel.craft_node_cleared.setChecked(True)
    assert "Iron (Ore) 0 → 500" in _text(panel, "gather-outcrop")
    assert "Dark Iron" not in _text(panel, "gather-outcrop")
    panel.craft_lucky_cleared.setChecked(True)  # l. 1280: "If you also cleared the Lucky Points"
    assert "Dark Iron (Ore) 0 → 50" in _text(panel, "gather-outcrop")
    assert panel.run("gather-outcrop")
    assert window.build.state.materials["ore/Dark Iron"] == 50
    _undo(window, "Gather at Iron Vein")
    _undo(window, "Gather Pine")
    assert window.build.state.materials == {}


def test_crafting_in_the_action_list_points_to_the_property_panel(
    window: LyrianWindow, qtbot: Any
) -> None:
    window.show()
    qtbot.waitExposed(window)
    window.session_dock.raise_()
    assert _current_tab(window) == "Session"  # the Property dock is tabbed behind it
    view = window.session_view
    _choose(view.action, "crafting")
    step = view.steps["action"]
    assert not step.button.isEnabled()  # never the bare action
    assert "recorded in the Property panel" in step.result.text()
    assert "It costs 1 IP." in step.result.text()
    assert view.property_link.isVisibleTo(view)
    _choose(view.action, "gather")
    assert "Gather is recorded in the Property panel" in step.result.text()
    assert "It costs 1 IP (a house rule)." in step.result.text()  # l. 1080 prints no cost
    for raising in ("hatch-egg", "grow-animal", "train-animal"):  # l. 1119-1131: 1 IP each
        _choose(view.action, raising)
        assert not step.button.isEnabled()
        assert "in Raising animals" in step.result.text()
        assert "It costs 1 IP." in step.result.text()
    view.property_link.click()
    assert _current_tab(window) == "Property"  # its tab is raised
    _choose(view.action, "train")
    assert not view.property_link.isVisibleTo(view)
