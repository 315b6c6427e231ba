# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character window driven like a user: award XP, pick points, undo/redo, gear, export, conflicts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox

from gui.app_context import AppContext
from gui.character.option_dialog import OptionDialog
from gui.gravedust import operations as ops
from gui.gravedust.character_window import GravedustWindow
from gui.widgets import error_dialog
from model.character_session import CharacterSession
from model.document import new_document

SRC = '{book: "homebrew: test pack", section: Fixtures}'
PACK = f"""\
format: sheetwright-pack
format_version: 1
id: test-pack
name: Test pack
system: gravedust
version: "1"
homebrew: true
content:
  race:
    - {{id: dwarf, name: Dwarf, source: {SRC}, adjustments: {{end: 2, agi: -1}}, leveling_bonus: str}}
  gear:
    - {{id: iron-sword, name: Iron Sword, source: {SRC}, slot: hand, type: Sword, weapon: true,
       bonuses: {{ma: 2}}, drawbacks: {{vis: 1}}, boxes: [enhancement, strike]}}
    - {{id: example-sword, name: Example Sword, source: {SRC}, slot: hand, type: Sword,
       weapon: true, level: 5, bonuses: {{ma: 4}}}}
  item:
    - {{id: whetstone, name: Whetstone, source: {SRC}, type: enhancement, bonuses: {{ma: 1}}}}
"""
OK = QDialogButtonBox.StandardButton.Ok


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """Refusal messages the window showed (instead of modal message boxes)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_refusal", lambda _p, a, r: shown.append((a, r)))
    return shown


def make_character(context: AppContext, packs: list[dict[str, str]] | None = None) -> str:
    """Vex, a new Gravedust character using the test pack."""
    if packs is None:
        context.library.add_pack("test-pack", "gravedust", "Test pack", "1", PACK)
        packs = [{"id": "test-pack", "version": "1"}]
    document = new_document("gravedust", "Vex") | {"packs": packs}
    return context.library.add_character(document).id


@pytest.fixture
def window(context: AppContext, qtbot: Any, refusals: list[Any]) -> GravedustWindow:
    """Vex's window, a dwarf at level 1."""
    session = CharacterSession(context.library, make_character(context))
    win = GravedustWindow(context, session)
    win.open_after_export = False
    qtbot.addWidget(win)
    win.show()
    assert win.apply(ops.choose_race(win.build.content, "dwarf"))
    return win


def tile(win: GravedustWindow, key: str) -> str:
    """The text of a combat stat tile."""
    return win.sheet.stats.tiles[key].value.text()


def attribute(win: GravedustWindow, key: str) -> str:
    """The text of an attribute on the attribute line."""
    return win.sheet.attributes.values[key].text()


def award_through_dialog(win: GravedustWindow, amount: int) -> None:
    """Open Award XP, type an amount and a note, press Award."""
    dialog = win.actions.award_xp()
    dialog.amount.setValue(amount)
    dialog.note.setText("Ratlin nest")
    assert "level 3 with 2 XP" in dialog.result.text()
    dialog.buttons.button(OK).click()


def test_award_xp_past_two_levels_then_pick_points_and_undo_redo(window: GravedustWindow) -> None:
    award_through_dialog(window, 32)  # gravedust.txt, XP Gain: 10 + 20 to reach level 3
    assert tile(window, "level") == "3"
    assert tile(window, "xp") == "2 / 30"
    banner = window.sheet.banner
    assert not banner.isHidden()
    assert banner.text.text() == "2 attribute points to choose"
    codes = [i.code for i in window.build.issues]
    assert "unspent-attribute-points" in codes
    assert any("attribute point" in r.message for r in window.issues.model.rows)
    banner.buttons["int"].click()
    banner.buttons["end"].click()
    assert banner.text.text().startswith("No attribute points to choose")  # stays: nothing moves
    assert not any(button.isVisible() for button in banner.buttons.values())
    assert attribute(window, "end") == "END  4"  # 1 + 2 (Dwarf) + 1
    assert attribute(window, "int") == "INT  2"
    assert tile(window, "hp") == "25"  # 5 + 5 × END 4
    assert window.undo_action.text() == "&Undo Raise Endurance"
    window.undo_action.trigger()
    assert attribute(window, "end") == "END  3"
    assert tile(window, "hp") == "20"
    assert window.sheet.banner.text.text() == "1 attribute point to choose"
    assert window.undo_action.text() == "&Undo Raise Intelligence"
    assert window.redo_action.text() == "&Redo Raise Endurance"
    window.redo_action.trigger()
    assert attribute(window, "end") == "END  4"
    assert window.undo_action.text() == "&Undo Raise Endurance"
    reopened = CharacterSession(window.session.library, window.session.record.id)
    assert reopened.built.build.sheet.value("end") == 4  # every edit was saved at once


def test_undo_shortcuts(window: GravedustWindow) -> None:
    assert QKeySequence(QKeySequence.StandardKey.Undo) in window.undo_action.shortcuts()
    assert QKeySequence("Ctrl+Shift+Z") in window.redo_action.shortcuts()


def test_kill_xp_calculator_uses_the_rules(window: GravedustWindow) -> None:
    dialog = window.actions.award_xp()
    dialog.tabs.setCurrentIndex(1)
    dialog.worth.setValue(5)
    dialog.count.setValue(2)
    assert "Each kill gives 4 XP (worth 5 − level 1" in dialog.kill_each.text()
    assert "8 XP in all" in dialog.kill_each.text()
    dialog.worth.setValue(0)
    assert "Each kill gives 0 XP" in dialog.kill_each.text()  # never negative
    dialog.worth.setValue(6)
    dialog.count.setValue(1)
    dialog.buttons.button(OK).click()
    assert tile(window, "xp") == "5 / 10"
    assert window.history.events.rowCount() == 2


def test_too_high_gear_is_disabled_with_the_reason(
    window: GravedustWindow, refusals: list[tuple[str, str]]
) -> None:
    dialog = window.gear_actions.equip("hand-1")
    row = dialog.list.row_named("[5]Example Sword")
    assert row is not None
    assert not row.flags() & Qt.ItemFlag.ItemIsSelectable  # listed, reachable, not choosable
    assert "requires level 5" in row.toolTip()
    dialog.list.setCurrentItem(dialog.list.row_named("Iron Sword"))
    dialog.buttons.button(OK).click()
    assert window.sheet.gear.boxes["hand-1"].name.text() == "Iron Sword"
    assert window.undo_action.text() == "&Undo Equip Iron Sword"
    refused = ops.gain_gear(window.build.content, "example-sword", "example", "hand-2")
    assert not window.apply(refused)
    assert refusals
    assert refusals[0][0] == "Equip Example Sword"
    assert "requires level 5" in refusals[0][1]
    assert window.history.events.rowCount() == 2  # nothing was kept


def test_enhancement_is_confirmed_as_permanent(window: GravedustWindow) -> None:
    window.apply(ops.gain_gear(window.build.content, "iron-sword", "sword", "hand-1"))
    assert tile(window, "ma") == "3"
    add = window.actions.add_item()
    add.list.setCurrentItem(add.list.row_named("Whetstone"))
    add.buttons.button(OK).click()
    assert window.sheet.items.buttons[0].text().startswith("Whetstone")
    choose = window.gear_actions.enhance("hand-1", 1)
    assert choose.chosen() == "whetstone"
    choose.buttons.button(OK).click()
    box = window.gear_actions.confirmation
    assert box is not None
    assert "permanent" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    assert tile(window, "ma") == "4"
    assert "Whetstone" in window.sheet.gear.boxes["hand-1"].filled.text()
    assert window.undo_action.text() == "&Undo Apply Whetstone to Iron Sword"


def test_breakdown_tooltips_cite_the_rulebook(window: GravedustWindow) -> None:
    hp = window.sheet.stats.tiles["hp"].toolTip()
    assert "HP 20 = 5 (base) + 15 (END 3 × 5)" in hp
    # gravedust.txt, Combat Stats: Hit Points (l. 183-186): the tooltip gives the lines
    assert "<i>Gravedust rulebook, Combat Stats: Hit Points (lines 183-186)</i>" in hp
    assert "race Dwarf" in window.sheet.attributes.values["end"].toolTip()


def test_history_and_issue_models(window: GravedustWindow, qtmodeltester: Any) -> None:
    award_through_dialog(window, 32)
    window.apply(ops.gain_gold(12, "quest reward"))
    events = window.history.events
    assert events.rowCount() == 3
    assert events.index(1, 2).data() == "Award 32 XP"
    assert events.index(1, 3).data() == "Ratlin nest"
    pools = [window.history.pool.itemData(i) for i in range(window.history.pool.count())]
    assert pools == ["xp", "attribute-points", "gold"]
    assert window.history.ledger.rowCount() == 3  # +32, −10, −20
    for model in (events, window.history.ledger, window.issues.model):
        qtmodeltester.check(model)


def test_refused_events_are_marked_in_the_history(window: GravedustWindow) -> None:
    refused = ops.gain_gear(window.build.content, "example-sword", "example", "hand-1")
    window.session.insert(len(window.session.events), list(refused.events))
    window.refresh()
    row = window.history.events.rowCount() - 1
    assert window.history.events.is_refused(row)
    assert "requires level 5" in window.history.events.index(row, 4).data()
    assert window.issues.model.rows[0].severity == "Error"


def test_missing_pack_is_an_issue_not_a_crash(context: AppContext, qtbot: Any) -> None:
    character = make_character(context, packs=[{"id": "lost-pack", "version": "1"}])
    win = GravedustWindow(context, CharacterSession(context.library, character))
    qtbot.addWidget(win)
    content = [r for r in win.issues.model.rows if r.severity == "Content"]
    assert "lost-pack" in content[0].message


def test_export_pdf(
    window: GravedustWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def save_name(*args: Any) -> tuple[str, str]:
        asked.append(args[4])
        return str(tmp_path / "vex"), args[4]

    monkeypatch.setattr("gui.character.export.QFileDialog.getSaveFileName", save_name)
    assert window.export_pdf()
    assert asked == ["PDF, A4 paper (*.pdf)"]  # the settings' paper is the default
    assert (tmp_path / "vex.pdf").read_bytes().startswith(b"%PDF")
    assert window.export_pdf_to(tmp_path / "letter.pdf", "letter")
    assert (tmp_path / "letter.pdf").read_bytes().startswith(b"%PDF")


def test_conflict_offers_reload(window: GravedustWindow, qtbot: Any) -> None:
    other = CharacterSession(window.session.library, window.session.record.id)
    assert other.append(ops.award_xp(7, "other window").events) is None
    assert not window.apply(ops.gain_gold(5))
    box = window.conflict_box
    assert box is not None
    assert "changed elsewhere" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    assert tile(window, "xp") == "7 / 10"  # the other side's change, kept
    assert window.undo_action.text().startswith("&Undo Added event 2: Award xp")  # theirs
    assert window.apply(ops.gain_gold(5))
    assert tile(window, "gold") == "5"


def test_conflict_while_undoing_offers_reload(window: GravedustWindow, qtbot: Any) -> None:
    assert window.apply(ops.gain_gold(5))
    other = CharacterSession(window.session.library, window.session.record.id)
    assert other.append(ops.gain_gold(3, "other window").events) is None
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: window.conflict_box is not None)
    assert window.conflict_box is not None
    window.conflict_box.button(QMessageBox.StandardButton.Ok).click()
    assert tile(window, "gold") == "8"  # both saves, nothing lost
    assert window.undo_action.text().startswith("&Undo Added event 3: Gain gold")  # theirs
    window.undo_action.trigger()
    assert tile(window, "gold") == "5"


def test_notes_rename_title_and_geometry(window: GravedustWindow, context: AppContext) -> None:
    assert window.windowTitle() == "Vex — Gravedust — Sheetwright"
    window.sheet.notes.setPlainText("Owes the miller 5 gold.")
    window.commit_notes()
    assert window.session.document["notes"] == "Owes the miller 5 gold."
    assert window.undo_action.text() == "&Undo Edit Notes"
    window.rename("Vexa")
    assert window.windowTitle() == "Vexa — Gravedust — Sheetwright"
    assert context.library.get_character(window.session.record.id).name == "Vexa"
    window.undo_action.trigger()
    assert window.windowTitle() == "Vex — Gravedust — Sheetwright"
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # qtbot closes it again
    window.close()
    assert context.settings.value("character_window/geometry") is not None


def test_skills_items_and_buffs(window: GravedustWindow) -> None:
    learn = window.actions.learn()
    learn.list.setCurrentItem(learn.list.row_named("Quick Focus"))
    learn.buttons.button(OK).click()
    equip = window.actions.equip_ability()
    equip.list.setCurrentItem(equip.list.row_named("Quick Focus"))
    equip.buttons.button(OK).click()
    assert window.sheet.skills.buttons[0].text().startswith("Quick Focus")
    assert not window.sheet.skills.buttons[1].isEnabled()  # INT 1: one slot, the rest locked
    menu = window.actions.ability_menu("skill", "quick-focus")
    menu.actions()[0].trigger()
    assert window.sheet.skills.buttons[0].text().startswith("empty")
    buff = window.actions.add_buff()
    buff.name.setText("Haste")
    buff.effect.setText("+2 MOVE")
    buff.duration.setValue(3)
    buff.modifiers["move"].setValue(2)
    buff.buttons.button(OK).click()
    assert tile(window, "move") == "12"
    window.sheet.buffs.remove_buttons["Haste"].click()
    assert tile(window, "move") == "10"
    assert window.undo_action.text() == "&Undo Remove Haste"


def test_spellstone_socket_and_unsocket_from_the_slot_box(window: GravedustWindow) -> None:
    window.apply(ops.define("gear", FOCUS))
    window.apply(ops.gain_gear(window.build.content, "focus-rod", "rod", "hand-2"))
    window.apply(ops.add_item(window.build.content, "reknit-spellstone"))
    menu = window.gear_actions.box_menu("hand-2", 1)
    assert menu is not None
    menu.actions()[0].trigger()  # Socket spellstone…
    dialog = window.findChild(OptionDialog)
    assert dialog.chosen() == "reknit-spellstone"
    dialog.buttons.button(OK).click()
    assert "Reknit spellstone" in window.sheet.gear.boxes["hand-2"].filled.text()
    assert window.gear_actions.unsocket("hand-2", 1)
    assert "Reknit" not in window.sheet.gear.boxes["hand-2"].filled.text()


FOCUS = {
    "id": "focus-rod",
    "name": "Focus Rod",
    "source": {"book": "homebrew: test", "section": "Fixtures"},
    "slot": "hand",
    "type": "Caster focus",
    "boxes": ["spellstone"],
}


def test_opened_through_the_app_context(context: AppContext, qtbot: Any) -> None:
    character = make_character(context)
    win = context.open_character(character)
    qtbot.addWidget(win)
    assert win.windowTitle() == "Vex — Gravedust — Sheetwright"
    assert context.open_character(character) is win  # raised, not opened twice
    assert context.recent()[0] == character


def test_rename_in_the_library_is_followed_without_a_conflict(window: GravedustWindow) -> None:
    window.context.library.rename_character(window.session.record.id, "Vex the Bold")
    window.context.library_changed.emit()
    assert window.windowTitle().startswith("Vex the Bold — Gravedust")
    assert window.apply(ops.award_xp(3))
    assert (
        window.context.library.get_character(window.session.record.id).document["name"]
        == "Vex the Bold"
    )
