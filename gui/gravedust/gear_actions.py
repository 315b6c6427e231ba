# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The gear actions of the character window: equip, unequip, slot boxes (spellstones, enhancements)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QMessageBox

from gui.character.operation import Operation
from gui.character.option_dialog import OptionDialog
from gui.gravedust import operations as ops
from gui.gravedust.gear_define_dialog import DefineGearDialog
from gui.gravedust.gear_dialog import GearDialog
from gui.widgets.popups import open_dialog, popup
from rules.engine.change import Append
from rules.engine.check import ALLOWED
from rules.engine.option import Option
from rules.gravedust.numbers import SLOTS_SRC

if TYPE_CHECKING:
    from gui.gravedust.character_window import GravedustWindow


class GearActions:
    """Gear actions on one character window; every change goes through `window.apply`."""

    def __init__(self, window: GravedustWindow) -> None:
        self.window = window
        self.confirmation: QMessageBox | None = None
        """The last "apply permanently?" question asked (for tests)."""
        self.definition: DefineGearDialog | None = None
        """The last "define a new piece" dialog opened (for tests)."""

    def piece(self, slot: str) -> dict[str, Any] | None:
        """The sheet's piece in a slot, or None."""
        for box in self.window.build.sheet.sections.get("gear") or []:
            if box.get("slot") == slot:
                return box.get("piece")
        return None

    def equip(self, slot: str | None = None) -> GearDialog:
        """Open the gear chooser for a slot; it offers what the content editor saves meanwhile."""
        window = self.window
        dialog = GearDialog(window.build, slot, window)
        dialog.follow(window.refreshed, lambda: window.build)
        dialog.accepted.connect(lambda: self._apply_gear(dialog))
        dialog.define_button.clicked.connect(lambda: self._define_instead(dialog, slot))
        dialog.editor_button.clicked.connect(
            lambda: window.context.open_content_editor(window, "gravedust", "gear")
        )
        open_dialog(dialog)
        return dialog

    def _define_instead(self, chooser: GearDialog, slot: str | None) -> None:
        chooser.reject()
        self.define(chooser.slot.currentData() or slot)

    def define(self, slot: str | None = None) -> DefineGearDialog:
        """Define a new piece of gear on the character and equip it (or carry it): one step."""
        window = self.window
        dialog = DefineGearDialog(window.build, self.refusal, window.apply, slot, window)
        dialog.follow(window.refreshed, lambda: window.build)
        dialog.addActions([window.undo_action, window.redo_action])  # Ctrl+Z there too
        open_dialog(dialog)
        self.definition = dialog
        return dialog

    def refusal(self, operation: Operation) -> str:
        """Why the rules would refuse an operation now ("" when they allow it): the first reason,
        as the later ones usually follow from it."""
        refused = self.window.session.preview_change(Append(operation.events)).refusal()
        return refused.issues[0].message if refused and refused.issues else ""

    def _apply_gear(self, dialog: GearDialog) -> None:
        operation = dialog.operation()
        if operation is not None:
            self.window.apply(operation)

    def unequip(self, slot: str) -> bool:
        """Take the piece in a slot off into the items."""
        piece = self.piece(slot)
        if piece is None:
            return False
        return self.window.apply(ops.unequip(piece["name"], piece["instance"]))

    def box_menu(self, slot: str, index: int) -> QMenu | None:
        """The menu of one slot box: socket, swap or unsocket a spellstone, apply an enhancement."""
        piece = self.piece(slot)
        if piece is None:
            return None
        box = piece["boxes"][index - 1]
        menu = QMenu(self.window)
        if box.get("kind") == "enhancement":
            apply = menu.addAction("&Apply enhancement…", lambda: self.enhance(slot, index))
            if box.get("filled"):
                apply.setEnabled(False)
                menu.addAction(f"{box['filled']} is applied for good").setEnabled(False)
        else:
            verb = "&Swap spellstone…" if box.get("filled") else "&Socket spellstone…"
            menu.addAction(verb, lambda: self.socket(slot, index))
            unsocket = menu.addAction("&Unsocket", lambda: self.unsocket(slot, index))
            unsocket.setEnabled(bool(box.get("filled")))
        return popup(menu)

    def carried_items(self, item_type: str) -> list[Option]:
        """Items in the item boxes of one type (spellstone, enhancement) as choices."""
        build = self.window.build
        out = []
        for box in build.sheet.sections.get("items") or []:
            content = box.get("content")
            if not content or content.get("kind") != "item":
                continue
            entry = build.content.get("item", content["id"])
            if entry is not None and str(getattr(entry, "type", "")) == item_type:
                detail = getattr(entry, "description", "") or f"{content.get('count', 1)} carried"
                out.append(Option(content["id"], content["name"], ALLOWED, detail=detail))
        return out

    def socket(self, slot: str, index: int) -> OptionDialog:
        """Choose a carried spellstone for a box (a stone already there goes back to the items)."""
        piece = self.piece(slot) or {}
        dialog = OptionDialog(
            "Socket Spellstone",
            f"Which spellstone goes into box {index} of {piece.get('name', '')}?",
            self.carried_items("spellstone"),
            self.window,
            empty="No spellstone in the items: add one first (Add item…).",
        )
        dialog.accepted.connect(lambda: self._socket(piece, index, dialog.chosen()))
        open_dialog(dialog)
        return dialog

    def _socket(self, piece: dict[str, Any], index: int, item: object) -> None:
        if isinstance(item, str):
            content = self.window.build.content
            self.window.apply(
                ops.socket_spellstone(content, piece["name"], piece["instance"], index, item)
            )

    def unsocket(self, slot: str, index: int) -> bool:
        """Return a socketed spellstone to the items."""
        piece = self.piece(slot) or {}
        return self.window.apply(ops.unsocket_spellstone(piece["name"], piece["instance"], index))

    def enhance(self, slot: str, index: int) -> OptionDialog:
        """Choose a carried enhancement item for a box; a confirmation follows."""
        piece = self.piece(slot) or {}
        dialog = OptionDialog(
            "Apply Enhancement",
            f"Which enhancement goes into box {index} of {piece.get('name', '')}?",
            self.carried_items("enhancement"),
            self.window,
            empty="No enhancement item in the items: add one first (Add item…).",
        )
        dialog.accepted.connect(lambda: self.confirm_enhancement(piece, index, dialog.chosen()))
        open_dialog(dialog)
        return dialog

    def confirm_enhancement(self, piece: dict[str, Any], index: int, item: object) -> QMessageBox:
        """Ask before applying: an enhancement is permanent."""
        content = self.window.build.content
        operation = ops.apply_enhancement(
            content, piece["name"], piece["instance"], index, str(item)
        )
        box = QMessageBox(
            QMessageBox.Icon.Question,
            "Apply Enhancement Permanently?",
            f"{operation.label}?\n\nAn enhancement is permanent: once applied it cannot be "
            f"removed or exchanged ({SLOTS_SRC.cite()}). You can still undo it right now "
            "with Edit ▸ Undo.",
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self.window,
        )
        box.button(QMessageBox.StandardButton.Yes).setText("&Apply Permanently")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(lambda _: box.clickedButton() is yes and self.window.apply(operation))
        self.confirmation = box
        box.open()
        return box

    def drop(self, instance: str, name: str) -> bool:
        """Get rid of a carried piece."""
        return self.window.apply(ops.drop_gear(name, instance))
