# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The History panel: every event (refused ones with their reason) and the ledger of each pool."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QStyle,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gui.widgets.table_model import TitledTableModel
from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.event_words import summary
from rules.engine.ledger import Entry
from rules.engine.ruleset import Ruleset
from rules.engine.system import System

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
TOOLTIP = Qt.ItemDataRole.ToolTipRole


def when(at: str | None) -> str:
    """An event's time as the user reads it (local time, to the minute)."""
    if not at:
        return ""
    try:
        moment = datetime.fromisoformat(at)
    except ValueError:
        return at
    if len(at) <= 10:
        return moment.date().isoformat()
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


class EventTableModel(TitledTableModel):
    """Every event of the history: number, date, what it did, note, and whether it was refused."""

    HEADERS = ("#", "Date", "Event", "Note", "Status")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._events: tuple[Event, ...] = ()
        self._content: Ruleset | None = None
        self._system: System[Any] | None = None
        self._problems: dict[int, str] = {}
        self._refused: frozenset[int] = frozenset()

    def set_build(self, build: Build[Any]) -> None:
        """Show a build's events and which of them were refused, and why."""
        self.beginResetModel()
        self._events = build.events
        self._content = build.content
        self._system = build.system
        self._refused = build.skipped
        self._problems = {}
        for issue in build.issues:
            if issue.event_index is not None:
                before = self._problems.get(issue.event_index)
                self._problems[issue.event_index] = "; ".join(filter(None, (before, issue.message)))
        self.endResetModel()

    def row_total(self) -> int:
        """One row per event."""
        return len(self._events)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """The cell text, the refusal reason as tooltip and a warning icon on refused events."""
        if not index.isValid() or not 0 <= index.row() < len(self._events):
            return None
        row, column = index.row(), index.column()
        if role in (DISPLAY, TOOLTIP):
            text = self._text(row, column)
            return text if role == DISPLAY or text else None
        if role == Qt.ItemDataRole.DecorationRole and column == 4 and row in self._refused:
            return QApplication.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        return None

    def _text(self, row: int, column: int) -> str:
        event = self._events[row]
        if column == 0:
            return str(row + 1)
        if column == 1:
            return when(event.at)
        if column == 2:
            return summary(event, self._content, self._system)
        if column == 3:
            return event.note or ""
        if row in self._refused:
            return f"Refused: {self._problems.get(row, 'not allowed')}"
        return self._problems.get(row, "")

    def is_refused(self, row: int) -> bool:
        """Whether the rules refused (and skipped) the event of a row."""
        return row in self._refused


class LedgerTableModel(TitledTableModel):
    """One pool's entries: the event that made each, amount, running balance, note."""

    HEADERS = ("Event", "Amount", "Balance", "Note")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Entry, int, str]] = []

    def set_entries(self, entries: tuple[Entry, ...], build: Build[Any]) -> None:
        """Show a pool's entries (of a build's ledger) with the running balance after each."""
        self.beginResetModel()
        self._rows, balance = [], 0
        for entry in entries:
            balance += entry.amount
            index = entry.event_index
            event = (
                f"#{index + 1} {summary(build.events[index], build.content, build.system)}"
                if index is not None
                else "—"
            )
            self._rows.append((entry, balance, event))
        self.endResetModel()

    def row_total(self) -> int:
        """One row per entry."""
        return len(self._rows)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """The cell text; amounts signed and right-aligned."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        entry, balance, event = self._rows[index.row()]
        column = index.column()
        if role in (DISPLAY, TOOLTIP):
            return (event, f"{entry.amount:+d}", str(balance), entry.note)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (1, 2):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


def table(
    model: QAbstractTableModel, name: str, stretch: int, fit: tuple[int, ...] = ()
) -> QTableView:
    """A read-only, row-selecting table; `fit` columns fit their text, `stretch` takes the rest."""
    view = QTableView()
    view.setModel(model)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setWordWrap(False)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setDefaultSectionSize(view.fontMetrics().horizontalAdvance("M") * 12)
    for column in fit:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class HistoryPanel(QTabWidget):
    """Events and Ledger tabs; under the events, a row for the buttons that change them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.events = EventTableModel(self)
        self.ledger = LedgerTableModel(self)
        self.events_view = table(self.events, "Events", 2, fit=(0, 1))
        narrow = self.events_view.fontMetrics().horizontalAdvance("M") * 8
        for column in (3, 4):  # note and status are mostly short or empty: room for the event
            self.events_view.horizontalHeader().resizeSection(column, narrow)
        self.events_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.event_buttons = QHBoxLayout()
        """Where the window puts Edit…, Remove, Insert Before…, Move Up and Move Down."""
        events = QWidget()
        rows = QVBoxLayout(events)
        rows.addWidget(self.events_view, 1)
        rows.addLayout(self.event_buttons)
        self.pool = QComboBox()
        self.pool.setAccessibleName("Pool")
        self.pool.currentIndexChanged.connect(self._show_pool)
        self.ledger_view = table(self.ledger, "Ledger", 0, fit=(1, 2))
        ledger = QWidget()
        column = QVBoxLayout(ledger)
        label = QLabel("&Pool:")
        label.setBuddy(self.pool)
        column.addWidget(label)
        column.addWidget(self.pool)
        column.addWidget(self.ledger_view, 1)
        self.addTab(events, "&Events")
        self.addTab(ledger, "Le&dger")
        self._build: Build[Any] | None = None

    def set_build(self, build: Build[Any]) -> None:
        """Show a build's events and its pools (keeping the chosen pool)."""
        self._build = build
        self.events.set_build(build)
        self.events_view.scrollToBottom()
        chosen = self.pool.currentData()
        self.pool.blockSignals(True)
        self.pool.clear()
        for pool in build.ledger.pools():
            name = build.system.pool_label(pool)
            label = f"{name[:1].upper()}{name[1:]} — balance {build.ledger.balance(pool)}"
            self.pool.addItem(label, pool)
        found = self.pool.findData(chosen)
        self.pool.setCurrentIndex(max(found, 0))
        self.pool.blockSignals(False)
        self._show_pool()

    def selected_row(self) -> int | None:
        """The row (0-based event index) of the selected event, or None."""
        rows = self.events_view.selectionModel().selectedRows()
        return rows[0].row() if rows else None

    def select_row(self, row: int) -> None:
        """Select an event's row (if the history has it) and scroll to it."""
        if 0 <= row < self.events.rowCount():
            self.events_view.selectRow(row)
            self.events_view.scrollTo(self.events.index(row, 0))

    def _show_pool(self) -> None:
        if self._build is None:
            return
        pool = self.pool.currentData()
        entries = self._build.ledger.pool(pool) if pool else ()
        self.ledger.set_entries(entries, self._build)
