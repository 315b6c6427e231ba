# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Keeps the library table's selection and scroll position when its rows are replaced.

Before a reset of the model (a save, a change from elsewhere, a new filter or order) it notes the
selected characters and an anchor: the current character if it is on screen, else the top row
on screen, and how far down the viewport it is. After, it selects the characters still shown and
scrolls the anchor back to the same height; when the anchor is gone the scroll bar keeps its
value. Only the rows needed for that are fetched."""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QObject
from PySide6.QtWidgets import QTableView

from gui.library.model import LibraryTableModel


class ViewState(NamedTuple):
    """The selected characters (the current one first), the anchor and the scroll bar value."""

    selected: tuple[str, ...]
    current: str | None
    anchor: str | None
    anchor_y: int
    scroll: int


class ViewKeeper(QObject):
    """Watches one table over a LibraryTableModel; see the module's note."""

    def __init__(self, table: QTableView, model: LibraryTableModel) -> None:
        super().__init__(table)
        self.table, self.model = table, model
        self._state: ViewState | None = None
        model.modelAboutToBeReset.connect(self._note)
        model.modelReset.connect(self._restore)

    def state(self) -> ViewState:
        """Where the table is now."""
        model, table = self.model, self.table
        selected = sorted(table.selectionModel().selectedRows(), key=lambda i: i.row())
        ids = [model.record(index.row()).id for index in selected]
        current = table.currentIndex()
        current_id = model.record(current.row()).id if current.isValid() else None
        anchor_row = current.row() if current.isValid() and self._on_screen(current.row()) else -1
        if anchor_row < 0:
            anchor_row = table.rowAt(0)
        anchor = model.record(anchor_row).id if anchor_row >= 0 else None
        anchor_y = table.rowViewportPosition(anchor_row) if anchor_row >= 0 else 0
        scroll = table.verticalScrollBar().value()
        return ViewState(tuple(ids), current_id, anchor, anchor_y, scroll)

    def _on_screen(self, row: int) -> bool:
        top = self.table.rowViewportPosition(row)
        return 0 <= top < self.table.viewport().height()

    def _note(self) -> None:
        # No rows: nothing selected or scrolled to keep (and nothing asked of the table yet).
        self._state = self.state() if self.model.rowCount() else None

    def _restore(self) -> None:
        state, self._state = self._state, None
        if state is not None:
            self.restore(state)

    def restore(self, state: ViewState) -> None:
        """Select the noted characters still shown and bring the anchor back to its height."""
        model, table = self.model, self.table
        anchor = model.row_of(state.anchor) if state.anchor else -1
        rows = [model.row_of(i) for i in state.selected]
        page = max(
            1, table.viewport().height() // max(1, table.verticalHeader().defaultSectionSize())
        )
        model.fetch_through(max([anchor, *rows]) + page)
        table.doItemsLayout()  # the scroll range of the new rows, before scrolling
        bar = table.verticalScrollBar()
        if anchor >= 0:
            bar.setValue(bar.value() + table.rowViewportPosition(anchor) - state.anchor_y)
        else:
            bar.setValue(state.scroll)
        self.select(list(state.selected), state.current)

    def select(self, ids: list[str], current: str | None = None) -> None:
        """Select these characters (those still shown, fetching them), `current` or the first
        of them current."""
        model = self.model
        rows = sorted(r for r in (model.row_of(i) for i in ids) if r >= 0)
        current_row = model.row_of(current) if current else (model.row_of(ids[0]) if ids else -1)
        model.fetch_through(max([current_row, *rows], default=-1))
        selection = QItemSelection()
        last = model.columnCount() - 1
        for first, end in _runs(rows):
            selection.select(model.index(first, 0), model.index(end, last))
        chosen = self.table.selectionModel()
        flags = QItemSelectionModel.SelectionFlag
        chosen.select(selection, flags.ClearAndSelect | flags.Rows)
        if current_row >= 0:
            chosen.setCurrentIndex(model.index(current_row, 0), flags.NoUpdate)


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Sorted rows as (first, last) runs of neighbours: one selection range each."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and runs[-1][1] == row - 1:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs
