# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The History panel: every event (refused ones with their reason) and the ledger of each pool."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
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
Selection = QItemSelectionModel.SelectionFlag


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
    """One pool's entries: the number and words of the event that made each, amount, running
    balance, note (the number in a column of its own, so it is never cut to "#1…")."""

    HEADERS = ("#", "Event", "Amount", "Balance", "Note")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._rows: list[tuple[Entry, int, str, str]] = []

    def set_entries(self, entries: tuple[Entry, ...], build: Build[Any]) -> None:
        """Show a pool's entries (of a build's ledger) with the running balance after each."""
        self.beginResetModel()
        self._rows, balance = [], 0
        for entry in entries:
            balance += entry.amount
            index = entry.event_index
            if index is None:
                self._rows.append((entry, balance, "", "—"))
                continue
            event = summary(build.events[index], build.content, build.system)
            self._rows.append((entry, balance, str(index + 1), event))
        self.endResetModel()

    def row_total(self) -> int:
        """One row per entry."""
        return len(self._rows)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """The cell text; amounts signed and right-aligned."""
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        entry, balance, number, event = self._rows[index.row()]
        column = index.column()
        if role in (DISPLAY, TOOLTIP):
            return (number, event, f"{entry.amount:+d}", str(balance), entry.note)[column]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (2, 3):
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
    view.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
    view.setWordWrap(False)
    view.verticalHeader().hide()
    header = view.horizontalHeader()
    header.setDefaultSectionSize(view.fontMetrics().horizontalAdvance("M") * 12)
    for column in fit:
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return view


class EventColumnFit(QObject):
    """Keeps the Event column as wide as its longest text, within what the view leaves after the
    number, date and status and a Note column as wide as its header: the Note elides first."""

    def __init__(self, view: QTableView) -> None:
        super().__init__(view)
        self._view = view
        header = view.horizontalHeader()
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        view.viewport().installEventFilter(self)
        view.model().modelReset.connect(self.fit)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Refit when the view changes width."""
        if event.type() == QEvent.Type.Resize:
            self.fit()
        return False

    def fit(self) -> None:
        """Give the Event column its text's width, as far as the room allows."""
        view, header = self._view, self._view.horizontalHeader()
        others = sum(header.sectionSize(c) for c in (0, 1, 4))
        note = header.sectionSizeFromContents(3).width()
        room = view.viewport().width() - others - note
        wanted = max(view.sizeHintForColumn(2), header.sectionSizeFromContents(2).width())
        header.resizeSection(2, max(header.minimumSectionSize(), min(wanted, room)))


class HistoryPanel(QTabWidget):
    """Events and Ledger tabs; under the events, a row for the buttons that change them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.events = EventTableModel(self)
        self.ledger = LedgerTableModel(self)
        self.events_view = table(self.events, "Events", 3, fit=(0, 1))
        narrow = self.events_view.fontMetrics().horizontalAdvance("M") * 8
        self.events_view.horizontalHeader().resizeSection(4, narrow)  # mostly empty
        self.event_fit = EventColumnFit(self.events_view)  # the event first; the note elides
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
        self.ledger_view = table(self.ledger, "Ledger", 4, fit=(0, 1, 2, 3))  # the note elides
        ledger = QWidget()
        column = QVBoxLayout(ledger)
        label = QLabel("Pool:")  # no Alt+letter: the busiest window has none to spare
        label.setBuddy(self.pool)
        column.addWidget(label)
        column.addWidget(self.pool)
        column.addWidget(self.ledger_view, 1)
        self.addTab(events, "Eve&nts")
        self.addTab(ledger, "Le&dger")
        self._build: Build[Any] | None = None

    def set_build(self, build: Build[Any]) -> None:
        """Show a build's events and its pools (keeping the chosen pool)."""
        self._build = build
        self.events.set_build(build)
        self.events_view.scrollToBottom()
        if not self.events_view.selectionModel().hasSelection():  # Tab lands on a row it shows
            newest = self.events.index(self.events.rowCount() - 1, 0)
            self.events_view.selectionModel().setCurrentIndex(newest, Selection.NoUpdate)
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
