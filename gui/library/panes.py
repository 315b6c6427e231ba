# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The two halves of the library window: the campaign list, and the searchable character table."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, Qt, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from gui.library.campaigns import CampaignList
from gui.library.model import CHANGED, NAME, LibraryTableModel
from gui.library.notice import LibraryNotice
from gui.library.view_keeper import ViewKeeper

if TYPE_CHECKING:
    from collections.abc import Sequence

    from rules.systems import SystemParts

SORTS = (
    ("Last change", CHANGED, Qt.SortOrder.DescendingOrder),
    ("Name", NAME, Qt.SortOrder.AscendingOrder),
)
EMPTY_LIBRARY = (
    "Your library is empty.\n\nCreate a character with File ▸ New Character… (Ctrl+N), "
    "or drop .sheetwright.json files here to import them."
)

OPENING = "Opening the library…"
NO_LIBRARY = "No library is open.\n\nChoose one in File ▸ Settings… (Ctrl+,)."


class CharacterTable(QTableView):
    """The characters' table: End and Select All reach every character, not just those fetched."""

    def moveCursor(
        self, action: QAbstractItemView.CursorAction, modifiers: Qt.KeyboardModifier
    ) -> QModelIndex:
        """Move as Qt does; to the very last character on End and Ctrl+End."""
        model = self.model()
        end = action == QAbstractItemView.CursorAction.MoveEnd
        if end and isinstance(model, LibraryTableModel) and model.shown_total():
            model.fetch_through(model.shown_total() - 1)  # Qt's End would stop at the fetched
            return model.index(model.shown_total() - 1, max(0, self.currentIndex().column()))
        return super().moveCursor(action, modifiers)

    def selectAll(self) -> None:
        """Select every character that passes the filter (fetching the rest first)."""
        model = self.model()
        if isinstance(model, LibraryTableModel):
            model.fetch_through(model.shown_total() - 1)
        super().selectAll()


def campaign_pane(parent: QWidget) -> tuple[CampaignList, QWidget]:
    """The campaign list under its label."""
    pane = QWidget(parent)
    campaigns = CampaignList(pane)
    label = QLabel("Ca&mpaigns", pane)
    label.setBuddy(campaigns)
    layout = QVBoxLayout(pane)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(label)
    layout.addWidget(campaigns)
    return campaigns, pane


RESIZE_PRECISION = 200
SEARCH_PAUSE_MS = 200
SEARCH_PAUSE_FROM = 2000
"""With at least this many characters, the search waits SEARCH_PAUSE_MS after the last key."""


class CharacterPane(QWidget):
    """Search, system filter and sort above the character table (or a note when it is empty);
    the table model filters and sorts, and the keeper holds the selection and scroll across."""

    def __init__(self, model: LibraryTableModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.search = QLineEdit(self)
        self.search.setPlaceholderText("Name")
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName("Search characters by name")
        # A large library filters once typing pauses, so each key stays quick; a small one at once.
        self._search_pause = QTimer(self)
        self._search_pause.setSingleShot(True)
        self._search_pause.setInterval(SEARCH_PAUSE_MS)
        self._search_pause.timeout.connect(self._apply_search)
        self.search.textChanged.connect(self._search_typed)
        self.search.returnPressed.connect(self._apply_search)
        self.system = self._system_choice()
        self.sort = QComboBox(self)
        self.sort.addItems([label for label, _, _ in SORTS])
        self.sort.currentIndexChanged.connect(self._sort_chosen)
        self.notice = LibraryNotice(self)
        self.table = self._table()
        self.keeper = ViewKeeper(self.table, model)
        self.empty = QLabel(self)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.empty.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        self.stack = QStackedWidget(self)
        self.stack.addWidget(self.table)
        self.stack.addWidget(self.empty)
        self._lay_out()
        self._total: int | None = None  # None until the library has been read
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self._show_table_or_note)
        self._sort_chosen(0)
        self._show_table_or_note()

    def _search_typed(self, _text: str) -> None:
        if self.model.record_total() >= SEARCH_PAUSE_FROM:
            self._search_pause.start()
        else:
            self._apply_search()

    def _apply_search(self) -> None:
        self._search_pause.stop()
        self.model.set_filter(self.model.filter.searching(self.search.text()))

    def _system_choice(self) -> QComboBox:
        from rules.systems import SHIPPED

        box = QComboBox(self)
        box.addItem("All systems", "")
        for parts in SHIPPED:  # installed packages' systems join once the library loads
            box.addItem(parts.title, parts.id)
        box.currentIndexChanged.connect(
            lambda _i: self.model.set_filter(self.model.filter.of_system(box.currentData()))
        )
        return box

    def offer_systems(self, systems: Sequence[SystemParts]) -> None:
        """Add the systems the filter does not offer yet (those of installed packages)."""
        offered = {self.system.itemData(i) for i in range(self.system.count())}
        for parts in systems:
            if parts.id not in offered:
                self.system.addItem(parts.title, parts.id)

    def _table(self) -> CharacterTable:
        table = CharacterTable(self)
        table.setModel(self.model)  # it filters and sorts itself, over every character
        table.setAccessibleName("Characters")
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
        table.setSortingEnabled(True)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setWordWrap(False)
        table.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        # Columns fit the rows on screen and a few hundred more, not a thousand of 10,000.
        header.setResizeContentsPrecision(RESIZE_PRECISION)
        header.setSectionResizeMode(NAME, QHeaderView.ResizeMode.Stretch)
        header.setHighlightSections(False)
        return table

    def _lay_out(self) -> None:
        bar = QHBoxLayout()
        for text, widget, stretch in (
            ("&Search:", self.search, 1),
            ("S&ystem:", self.system, 0),
            ("S&ort by:", self.sort, 0),
        ):
            label = QLabel(text, self)
            label.setBuddy(widget)
            bar.addWidget(label)
            bar.addWidget(widget, stretch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(bar)
        layout.addWidget(self.notice)
        layout.addWidget(self.stack, 1)

    def _sort_chosen(self, choice: int) -> None:
        _label, column, order = SORTS[choice]
        self.table.sortByColumn(column, order)

    def show_count(self, total: int) -> None:
        """How many characters the library has (-1: no library), to say why the table is empty."""
        self._total = total
        for control in (self.search, self.system, self.sort):
            control.setEnabled(total >= 0)
        self._show_table_or_note()

    def _show_table_or_note(self) -> None:
        if self.model.shown_total() > 0:
            self.stack.setCurrentWidget(self.table)
            return
        if self._total is None:
            self.empty.setText(OPENING)
        elif self._total < 0:
            self.empty.setText(NO_LIBRARY)
        else:
            self.empty.setText(EMPTY_LIBRARY if self._total == 0 else "No character matches.")
        self.stack.setCurrentWidget(self.empty)
