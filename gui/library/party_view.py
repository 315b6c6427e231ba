# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The party of a campaign side by side, and printing it: the summary, all sheets or all cards."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.library.export import file_stem
from gui.widgets.table_model import Index, TitledTableModel

if TYPE_CHECKING:
    from collections.abc import Callable

    from gui.library.window import LibraryWindow
    from model.party import Party, PartyMember
    from model.pdf.sheet_meta import Paper

WAITING = "Waiting for review"
UNSPENT = 3  # the column that takes the room left, its long lists wrapped


class PartyModel(TitledTableModel):
    """One row per character of the party, game after game, by name."""

    HEADERS = ("Name", "Game", "Headline", "Unspent points", "Errors and warnings", WAITING)

    def __init__(self, party: Party, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.members = party.members

    def row_total(self) -> int:
        """How many characters the party has."""
        return len(self.members)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """A cell's text."""
        if not index.isValid() or role != Qt.ItemDataRole.DisplayRole:
            return None
        return cells(self.members[index.row()])[index.column()]


def cells(member: PartyMember) -> tuple[str, ...]:
    """A party member's row as the table shows it."""
    return (
        member.name,
        member.game,
        member.headline or "—",
        member.unspent_words(),
        member.issue_words(),
        "Yes" if member.waiting_for_review else "No",
    )


class PartyDialog(QDialog):
    """The party table, with buttons that print the summary, every sheet or every card."""

    def __init__(self, party: Party, paper: Paper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.party, self.paper = party, paper
        self.setWindowTitle(f"Party of {party.campaign.name}")
        self.table = QTableView(self)
        self.table.setAccessibleName(f"The characters of {party.campaign.name}")
        self.table.setModel(PartyModel(party, self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(UNSPENT, QHeaderView.ResizeMode.Stretch)  # wraps
        label = QLabel("&Characters (not those in the trash):", self)
        label.setBuddy(self.table)
        empty = "" if party.members else "No characters in this campaign yet."
        self.said = QLabel(empty, self)
        self.said.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.buttons.rejected.connect(self.reject)
        self.summary_button = self._button("Print &Summary…", lambda: self.print_pdf("summary"))
        self.sheets_button = self._button("Print S&heets…", lambda: self.print_pdf("sheets"))
        self.cards_button = self._button("Print C&ards…", lambda: self.print_pdf("cards"))
        for button in (self.summary_button, self.sheets_button, self.cards_button):
            button.setEnabled(bool(self.party.members))
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.said)
        layout.addWidget(self.buttons)
        self.resize(900, 360)

    def _button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        button = self.buttons.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def print_pdf(self, kind: str) -> Path | None:
        """Ask where to save, then write the party summary, or it followed by every sheet or card."""
        default = f"{file_stem(self.party.campaign.name)} {_WORDS[kind]}.pdf"
        path, _filter = QFileDialog.getSaveFileName(
            self, f"Print the Party's {_WORDS[kind].title()}", default, "PDF files (*.pdf)"
        )
        if not path:
            return None
        target = Path(path) if path.lower().endswith(".pdf") else Path(f"{path}.pdf")
        data = self._render(kind)
        if data is None or not self._write(target, data):
            return None
        self.said.setText(f"Wrote the {_WORDS[kind]} of {self.party.campaign.name} to {target}.")
        return target

    def _render(self, kind: str) -> bytes | None:
        from gui.widgets.error_dialog import show_error
        from model.pdf.party_pdf import render_party, render_party_summary

        try:
            if kind == "summary":
                return render_party_summary(self.party, self.paper)
            return render_party(self.party, self.paper, cards=kind == "cards")
        except ValueError as error:
            show_error(self, "Cannot print the party", f"Cannot print the party: {error}.")
            return None

    def _write(self, target: Path, data: bytes) -> bool:
        from gui.widgets.error_dialog import show_error
        from model.atomic_file import write_atomic
        from model.errors import LibraryError

        try:
            write_atomic(target, data)
        except LibraryError as error:
            show_error(self, "Cannot save the PDF", str(error))
            return False
        return True


_WORDS = {"summary": "party summary", "sheets": "sheets", "cards": "cards"}


def show_party(window: LibraryWindow) -> PartyDialog | None:
    """Open the party view of the campaign chosen in the library window."""
    from gui.library.commands import attempt
    from model.party import party_of
    from model.pdf.sheet_meta import paper_of

    campaign_id = window.campaign_for_new()
    if campaign_id is None:
        return None
    party = attempt(window, "Cannot show the party", lambda lib: party_of(lib, campaign_id))
    if party is None:
        return None
    dialog = PartyDialog(party, paper_of(window.context.paper()), window)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog


__all__ = ["PartyDialog", "PartyModel", "cells", "show_party"]
