# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tinyquest's character window and sheet, made only of the shared bases and widgets."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from gui.character.operation import single
from gui.character.option_dialog import OptionDialog
from gui.character.sheet_page import SheetPage, clear_layout
from gui.character.undo_actions import add_undo_actions
from gui.character.window import CharacterWindow
from gui.widgets.popups import open_dialog
from gui.widgets.sheet_style import caption, scaled_font
from gui.widgets.value_tile import ValueTile
from rules.engine.build import Build

TINT = "#c4d8c2"


class TinyquestSheet(SheetPage):
    """Name, every value as a tile, the knacks, the notes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLabel(self)
        self.name.setFont(scaled_font(self.name, 1.6, bold=True))
        self.tiles: dict[str, ValueTile] = {}
        self.knacks = QLabel(self)
        self.knacks.setObjectName("knacks")
        column = QVBoxLayout(self)
        column.addWidget(self.name)
        column.addWidget(self.sections)
        column.addWidget(caption("Knacks"))
        column.addWidget(self.knacks)
        column.addWidget(caption("Notes"))
        column.addWidget(self.notes, 1)

    def hide_actions(self) -> None:
        """A read-only sheet (the wizard's review)."""
        self.notes.setReadOnly(True)

    def show_build(self, name: str, build: Build[Any], portrait: bytes | None = None) -> None:
        """Show a build."""
        self.name.setText(name or "Unnamed")
        clear_layout(self._sections)
        self.tiles = {}
        for index, value in enumerate(build.sheet.values.values()):
            self.tiles[value.key] = ValueTile(value, TINT, self.sections)
            self._sections.addWidget(self.tiles[value.key], 0, index)
        knacks = build.sheet.sections.get("knacks") or []
        self.knacks.setText(", ".join(str(k["name"]) for k in knacks) or "None yet.")


class TinyquestWindow(CharacterWindow):
    """A Tinyquest character: the sheet, Choose Calling and Learn Knack, and everything shared."""

    def _make_parts(self) -> None:
        self.sheet = TinyquestSheet()
        self.dialog: OptionDialog | None = None

    def _install(self) -> None:
        bar = self.menuBar()
        file = bar.addMenu("&File")
        file.addAction("&Export PDF…", QKeySequence("Ctrl+E"), self.export_pdf)
        file.addAction("&Close", QKeySequence(QKeySequence.StandardKey.Close), self.close)
        edit = bar.addMenu("&Edit")
        self.undo_action, self.redo_action = add_undo_actions(edit, self.stack, self)
        edit.addAction("Re&name…", QKeySequence("F2"), self.ask_rename)
        character = bar.addMenu("&Character")
        character.addAction("Choose &Calling…", lambda: self.choose("calling", "choose-calling"))
        character.addAction("Learn &Knack…", lambda: self.choose("knack", "learn-knack"))
        view = bar.addMenu("&View")
        for dock in (self.history_dock, self.issues_dock):
            view.addAction(dock.toggleViewAction())

    def choose(self, kind: str, op: str) -> OptionDialog:
        """Offer the rules' options of a kind; the chosen one is applied (undoable)."""
        options = self.build.options(kind)
        dialog = OptionDialog(
            f"Choose {kind.capitalize()}", f"&{kind.capitalize()}:", options, self
        )
        names = {o.id: o.name for o in options}

        def chosen() -> None:
            picked = str(dialog.chosen())
            self.apply(
                single(f"{op.replace('-', ' ').capitalize()} {names[picked]}", op, **{kind: picked})
            )

        dialog.accepted.connect(chosen)
        self.dialog = dialog
        open_dialog(dialog)
        return dialog
