# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homebrew reaches an open character window (issue 13, point 5): an entry saved in the content
editor is offered at once by Equip, Buy and Spend, without closing the window; a changed entry
waits for the review; Gravedust gear is defined after creation from the window."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gui.app_context import AppContext
from gui.cli.main import main
from gui.content_editor.editor_window import ContentEditorWindow
from gui.content_editor.pack_text import PackDraft, pack_text
from gui.gravedust.character_window import GravedustWindow
from gui.gravedust.gear_define_dialog import DefineGearDialog
from gui.gravedust.operations import define
from model.character_build import check_pack_text
from model.content_pins import pack_pins, with_pack
from model.content_versions import pack_fingerprint
from model.document import dump_document, new_document
from tests.gui.character.conftest import Windows

SOURCE = {"book": "homebrew: Grim Gear", "section": "Gear"}
SWORD = {"id": "iron-sword", "name": "Iron Sword", "source": SOURCE, "slot": "hand",
         "weapon": True, "bonuses": {"ma": 2}}  # fmt: skip
CLUB = {"id": "bone-club", "name": "Bone Club", "source": SOURCE, "slot": "hand",
        "weapon": True, "bonuses": {"ma": 1}}  # fmt: skip
PICK = {"id": "war-pick", "name": "War Pick", "source": SOURCE, "category": "hammer",
        "table": "Homebrew", "weight": 3, "damage": "1d8", "to_hit": 0}  # fmt: skip
NET = {"id": "throwing-net", "name": "Throwing Net", "source": SOURCE, "value": 1}
FEAT = {"id": "iron-will", "name": "Iron Will", "source": SOURCE, "cost": 10, "per_rank": False,
        "effect": "Shrug off one debuff a scene."}  # fmt: skip


@pytest.fixture
def editor(context: AppContext, qtbot: Any) -> ContentEditorWindow:
    """The content editor of the same application; errors collected, questions answered Yes."""
    window = ContentEditorWindow(context)
    qtbot.addWidget(window)
    window.errors = []  # type: ignore[attr-defined]
    window.report_error = lambda _title, message: window.errors.append(message)  # type: ignore[attr-defined,method-assign]
    window.confirm = lambda _title, _question: True  # type: ignore[method-assign]
    window.show()
    return window


def pinned_character(windows: Windows, system: str, kind: str, entry: dict[str, Any]) -> str:
    """A character using the pack Grim Gear 1 (one entry), pinned to it as the wizard pins."""
    library = windows.context.library
    text = pack_text(PackDraft("grim-gear", system, "Grim Gear", "1", "", {kind: [entry]}))
    check_pack_text(text, "grim-gear.yaml", system)  # a fixture the loader takes
    pack = library.add_pack("grim-gear", system, "Grim Gear", "1", text)
    document = with_pack(new_document(system, "Vex"), "grim-gear", "1", pack_fingerprint(pack.text))
    return library.add_character(document).id


def save_entry(editor: ContentEditorWindow, system: str, kind: str, entry: dict[str, Any]) -> None:
    """Add an entry to Grim Gear the way the editor's Save does (the pack stored at once)."""
    editor.show_kind(system, kind)
    editor.reload()  # the pack was added behind its back, by the test
    editor.show_pack("grim-gear")
    editor.new_entry()
    assert editor.save_entry(entry), editor.errors  # type: ignore[attr-defined]


def change_entry(
    editor: ContentEditorWindow, system: str, kind: str, entry: dict[str, Any]
) -> None:
    """Save a changed version of the first entry of a kind in Grim Gear."""
    editor.show_kind(system, kind)
    editor.reload()  # the pack was added behind its back, by the test
    editor.show_pack("grim-gear")
    editor.show_row(0)
    assert editor.save_entry(entry), editor.errors  # type: ignore[attr-defined]


def gravedust_window(windows: Windows) -> GravedustWindow:
    window = windows.open(pinned_character(windows, "gravedust", "gear", SWORD))
    assert isinstance(window, GravedustWindow)
    return window


def test_gravedust_equip_offers_gear_saved_in_the_editor(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    window = gravedust_window(windows)
    chooser = window.gear_actions.equip("hand-1")
    assert chooser.list.row_named("Bone Club") is None
    save_entry(editor, "gravedust", "gear", CLUB)
    assert chooser.list.row_named("Bone Club") is not None  # the open dialog follows
    assert chooser.list.row_named("Iron Sword") is not None
    assert not window.review_banner.isVisible()  # only added: nothing to review
    chooser.list.setCurrentItem(chooser.list.row_named("Bone Club"))
    chooser.accept()
    assert window.build.sheet.sections["gear"][0]["piece"]["name"] == "Bone Club"
    stored = windows.context.library.get_character(window.session.record.id).document
    current = windows.context.library.get_pack("grim-gear").text
    assert pack_pins(stored)["grim-gear"] == pack_fingerprint(current)  # pinned with the equip


def test_a_pack_followed_without_a_pin_reaches_the_open_window(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    """An older character records only the pack's version, no pin: it follows the pack as is."""
    character = pinned_character(windows, "gravedust", "gear", SWORD)
    library = windows.context.library
    record = library.get_character(character)
    unpinned = record.document | {"packs": [{"id": "grim-gear", "version": "1"}]}
    library.save_character(character, unpinned, record.version, "Unpin")
    window = windows.open(character)
    assert isinstance(window, GravedustWindow)
    save_entry(editor, "gravedust", "gear", CLUB)
    assert window.gear_actions.equip().list.row_named("Bone Club") is not None


def test_a_changed_entry_the_character_uses_waits_for_the_review(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    window = gravedust_window(windows)
    chooser = window.gear_actions.equip("hand-1")
    chooser.list.setCurrentItem(chooser.list.row_named("Iron Sword"))
    chooser.accept()
    before = window.build.sheet.value("ma")
    change_entry(editor, "gravedust", "gear", {**SWORD, "bonuses": {"ma": 5}})
    assert window.review_banner.isVisible()
    assert window.review_banner.text.text() == "Rules updated: 1 value changes —"
    assert window.build.sheet.value("ma") == before  # still the version it was built from
    dialog = window.review_banner.review()
    assert dialog is not None
    dialog.apply_button.click()
    assert window.build.sheet.value("ma") == before + 3


def test_an_addition_that_takes_a_used_id_waits_for_the_review(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    """A new pack entry overriding content the character has is a change, not an addition."""
    window = gravedust_window(windows)
    assert window.apply(define("gear", SWORD | {"id": "bone-club", "name": "Old Club"}))
    save_entry(editor, "gravedust", "gear", CLUB)
    assert window.review_banner.isVisible()
    assert window.gear_actions.equip().list.row_named("Old Club") is not None


def test_miridon_equipment_offers_a_weapon_saved_in_the_editor(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    sword = {**PICK, "id": "saber", "name": "Saber", "category": "sword"}
    window = windows.open(pinned_character(windows, "miridon", "weapon", sword))
    dialog = window.commands.editor("equipment")  # type: ignore[attr-defined]
    panel = dialog.panel
    panel.select_weapon("saber")
    save_entry(editor, "miridon", "weapon", PICK)
    names = [panel.model.weapon_id(row) for row in range(panel.model.row_total())]
    assert "war-pick" in names
    assert panel.selected_weapon() == "saber"  # the choice survives the refresh
    panel.select_weapon("war-pick")
    assert panel.wield_selected()
    assert "war-pick" in window.build.state.wielded


def test_lyrian_equipment_offers_an_item_saved_in_the_editor(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    rope = {**NET, "id": "rope", "name": "Rope"}
    window = windows.open(pinned_character(windows, "lyrian", "burden", rope))
    items = window.equipment.item  # type: ignore[attr-defined]
    assert items.findData("throwing-net") < 0
    save_entry(editor, "lyrian", "burden", NET)
    assert items.findData("throwing-net") >= 0


def test_heretics_spend_offers_a_feat_saved_in_the_editor(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    grit = {**FEAT, "id": "grit", "name": "Grit"}
    window = windows.open(pinned_character(windows, "heretics", "feat", grit))
    spend = window.spend_exp("feats")  # type: ignore[attr-defined]
    assert spend.feats.model.row_of("iron-will") < 0
    save_entry(editor, "heretics", "feat", FEAT)
    assert spend.feats.model.row_of("iron-will") >= 0  # listed (needs 10 Exp, as the row says)


def test_a_window_of_another_game_or_pack_is_not_rebuilt(
    windows: Windows, editor: ContentEditorWindow
) -> None:
    window = gravedust_window(windows)
    built = window.session.built
    window.follow_content("miridon", "grim-gear")
    window.follow_content("gravedust", "some-other-pack")
    assert window.session.built is built


# — Gravedust: a new piece of gear after creation —————————————————————————————


def new_gravedust(windows: Windows) -> GravedustWindow:
    """The window of Vex, a new Gravedust character without packs."""
    window = windows.open(
        windows.context.library.add_character(new_document("gravedust", "Vex")).id
    )
    assert isinstance(window, GravedustWindow)
    return window


def define_sword(window: GravedustWindow, qtbot: Any, level: int = 0) -> DefineGearDialog:
    """Character ▸ Define a New Piece of Gear…, typed as a player would."""
    action = next(a for a in window.menuBar().actions()[2].menu().actions() if "Define" in a.text())
    assert action.text() == "&Define a New Piece of Gear…"
    action.trigger()
    dialog = window.gear_actions.definition
    assert dialog is not None
    qtbot.keyClicks(dialog.form.name, "Rune Blade")
    dialog.form.weapon.setChecked(True)
    dialog.form.bonus["ma"].setValue(3)
    dialog.form.level.setValue(level)
    return dialog


def test_gravedust_gear_is_defined_after_creation_equipped_and_undone(
    windows: Windows, qtbot: Any, tmp_path: Path
) -> None:
    window = new_gravedust(windows)
    dialog = define_sword(window, qtbot)
    assert dialog.ok.isEnabled()
    assert dialog.define()
    hand = window.build.sheet.sections["gear"][0]
    assert hand["slot"] == "hand-1"
    assert hand["piece"]["name"] == "Rune Blade"
    assert window.undo_action.text() == "&Undo Add Rune Blade"
    events = window.session.events
    assert [e["op"] for e in events] == ["define", "gain-gear"]
    file = tmp_path / "vex.sheetwright.json"
    file.write_text(dump_document(window.session.document), encoding="utf-8")
    assert main(["check", str(file)]) == 0
    window.undo_action.trigger()  # one step takes back the definition and the equip
    assert window.session.events == []
    assert window.build.sheet.sections["gear"][0].get("piece") is None
    window.redo_action.trigger()
    assert window.build.sheet.sections["gear"][0]["piece"]["name"] == "Rune Blade"


def test_a_piece_the_rules_refuse_keeps_the_dialog_open_and_says_why(
    windows: Windows, qtbot: Any
) -> None:
    window = new_gravedust(windows)
    dialog = define_sword(window, qtbot, level=5)
    assert not dialog.ok.isEnabled()
    assert "level" in dialog.problem.text().lower()
    dialog.equip_it.setChecked(False)  # carried in the items, a level-5 piece is fine
    assert dialog.ok.isEnabled(), dialog.problem.text()
    assert dialog.define()
    carried = window.build.sheet.sections["known"]["carried_gear"]
    assert [p["name"] for p in carried] == ["Rune Blade"]


def test_a_name_comes_first(windows: Windows) -> None:
    window = new_gravedust(windows)
    dialog = window.gear_actions.define()
    assert not dialog.ok.isEnabled()
    assert dialog.problem.text() == "Give the piece a name first."
    assert not dialog.define()


def test_equip_offers_to_define_a_piece_when_there_is_no_gear(windows: Windows) -> None:
    window = new_gravedust(windows)
    chooser = window.gear_actions.equip("body")
    assert chooser.prompt.text().startswith("No gear is defined yet: define a piece")
    chooser.define_button.click()
    dialog = window.gear_actions.definition
    assert dialog is not None
    assert dialog.form.slot.currentData() == "body"


def test_the_first_reason_is_shown_when_the_definition_itself_is_refused(
    windows: Windows, qtbot: Any
) -> None:
    """The rules' own check of the entry (a strike box needs a weapon), not its consequence."""
    dialog = define_sword(new_gravedust(windows), qtbot)
    dialog.form.weapon.setChecked(False)
    dialog.form.boxes[0].setCurrentIndex(dialog.form.boxes[0].findData("strike"))
    assert "strike slots are found only on weapons: mark the gear as a weapon" in (
        dialog.problem.text()
    )
    assert "weapon: true" not in dialog.problem.text()
    assert not dialog.ok.isEnabled()


def test_equip_opens_the_content_editor_on_gear_and_keeps_the_choice(
    windows: Windows, qtbot: Any
) -> None:
    window = gravedust_window(windows)
    chooser = window.gear_actions.equip("hand-1")
    chooser.editor_button.click()
    editor = windows.context._editor
    assert isinstance(editor, ContentEditorWindow)
    qtbot.addWidget(editor)
    assert (editor.system_id(), editor.state.kind) == ("gravedust", "gear")
    chooser.list.setCurrentItem(chooser.list.row_named("Iron Sword"))
    save_entry(editor, "gravedust", "gear", CLUB)
    assert chooser.chosen() == "content:iron-sword"  # the new list keeps what was chosen
