# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library table on many characters: rows fetched as they scroll into view, sorting and
filtering over all of them, and the selection and scroll position kept across refreshes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from PySide6.QtCore import Qt

from gui.app_context import AppContext
from gui.library.filter import LibraryFilter
from gui.library.model import BATCH, NAME, LibraryTableModel
from gui.library.window import LibraryWindow
from model.identifiers import CampaignId, CharacterId
from model.records import CharacterRecord
from tests.gui.library.helpers import add, open_window, press

MANY = 3 * BATCH + 50
START = datetime(2026, 1, 1, tzinfo=UTC)


def _unread() -> dict[str, Any]:
    pytest.fail("the table read a character's document")


def summary(number: int, name: str | None = None, campaign: str | None = None) -> CharacterRecord:
    """A listed character (summary only); reading its document fails the test."""
    return CharacterRecord(
        id=CharacterId(f"c{number:05d}"),
        name=name or f"Hero {number:05d}",
        system="gravedust",
        ruleset_version="1",
        campaign_id=CampaignId(campaign) if campaign else None,
        version=1,
        created_at=START,
        updated_at=START + timedelta(minutes=number),
        deleted_at=None,
        headline="Level 1",
        issue_count=0,
        load_document=_unread,
    )


def many(count: int = MANY) -> list[CharacterRecord]:
    """Characters newest first, as the library lists them."""
    return [summary(n) for n in reversed(range(count))]


def test_rows_are_fetched_a_batch_at_a_time(qtmodeltester: Any) -> None:
    model = LibraryTableModel()
    inserted: list[tuple[int, int]] = []
    model.rowsInserted.connect(lambda _parent, first, last: inserted.append((first, last)))
    model.set_records(many(), {})
    assert model.rowCount() == BATCH
    assert model.shown_total() == MANY
    assert model.canFetchMore()
    model.fetchMore()
    assert inserted == [(BATCH, 2 * BATCH - 1)]
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == MANY
    qtmodeltester.check(model)


def test_scrolling_to_the_bottom_fetches_the_rest(qtbot: Any, context: AppContext) -> None:
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    window.model.set_records(many(), {})
    table = window.pane.table
    assert window.model.rowCount() < MANY  # not every row laid out at once
    for _ in range(MANY // BATCH + 1):
        table.scrollToBottom()
        qtbot.wait(1)
    assert window.model.rowCount() == MANY
    assert table.indexAt(table.viewport().rect().bottomLeft()).row() > MANY - 30


def test_sorting_and_filtering_see_the_rows_not_yet_fetched() -> None:
    model = LibraryTableModel()
    records = many()
    records[-1] = summary(0, "Aaron the First")  # the oldest: last of the newest-first order
    model.set_records(records, {})
    model.sort(NAME, Qt.SortOrder.AscendingOrder)
    assert model.index(0, NAME).data() == "Aaron the First"
    model.sort(NAME, Qt.SortOrder.DescendingOrder)
    assert model.index(0, NAME).data() == f"Hero {MANY - 1:05d}"
    model.set_filter(LibraryFilter().searching("aaron"))
    assert [model.index(r, NAME).data() for r in range(model.rowCount())] == ["Aaron the First"]
    model.set_filter(LibraryFilter().searching("Hero 0000"))
    assert model.shown_total() == 9  # Hero 00001 … 00009


def test_a_refresh_keeps_the_selection_and_the_scroll_position(
    qtbot: Any, context: AppContext
) -> None:
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    records = many()
    window.model.set_records(records, {})
    table = window.pane.table
    window.select_ids([records[2 * BATCH + 10].id])  # fetches down to it, scrolls it into view
    top = table.indexAt(table.viewport().rect().topLeft()).row()
    assert top > BATCH
    scroll = table.verticalScrollBar().value()
    newer = [summary(MANY + 1, "Newly Made"), *records]  # a change from elsewhere: a new row on top
    window.model.set_records(newer, {})
    assert window.selected_ids() == [records[2 * BATCH + 10].id]
    selected = table.currentIndex()
    assert selected.row() == 2 * BATCH + 11
    assert table.indexAt(table.viewport().rect().topLeft()).row() == top + 1  # rows stay put
    assert table.verticalScrollBar().value() == scroll + table.rowHeight(0)


def test_a_filter_that_keeps_the_selected_character_keeps_it_selected_in_view(
    qtbot: Any, context: AppContext
) -> None:
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    records = many()
    chosen = records[BATCH + 5]
    window.model.set_records(records, {})
    window.select_ids([chosen.id])
    table = window.pane.table
    before = table.visualRect(table.currentIndex()).top()
    window.pane.search.setText("Hero 00")  # most still match; the chosen one among them
    row = window.model.row_of(chosen.id)
    assert window.selected_ids() == [chosen.id]
    assert table.visualRect(window.model.index(row, 0)).top() == before


def test_a_save_keeps_the_selection_and_scroll_of_the_library_window(
    qtbot: Any, context: AppContext
) -> None:
    ids = [add(context, f"Hero {n:03d}") for n in range(BATCH + 60)]
    window = open_window(qtbot, context)
    table = window.pane.table
    window.select_ids([ids[5]])  # near the bottom of the newest-first list
    scroll = table.verticalScrollBar().value()
    assert scroll > 0
    context.library.rename_character(ids[5], "Hero Renamed")  # a save: it moves to the top
    context.library_changed.emit()
    assert window.selected_ids() == [ids[5]]
    assert [r.name for r in window.selected_records()] == ["Hero Renamed"]
    assert table.currentIndex().row() == 0
    context.library.rename_character(ids[200], "Hero Also Renamed")  # one that is not selected
    anchor_top = table.visualRect(table.currentIndex()).top()
    context.library_changed.emit()
    assert window.selected_ids() == [ids[5]]
    assert table.visualRect(table.currentIndex()).top() == anchor_top


def test_end_and_select_all_reach_the_characters_not_yet_fetched(
    qtbot: Any, context: AppContext
) -> None:
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    records = many()
    window.model.set_records(records, {})
    table = window.pane.table
    window.select_ids([records[0].id])
    press(qtbot, window, table, Qt.Key.Key_End)
    assert window.selected_ids() == [records[-1].id]
    table.selectAll()
    assert len(window.selected_records()) == MANY


def test_a_large_library_filters_when_typing_pauses(qtbot: Any, context: AppContext) -> None:
    """Each key in a large library's search stays quick: the filter runs once typing pauses (or
    at Enter); a small library filters at every key (test_window)."""
    from gui.library.panes import SEARCH_PAUSE_FROM

    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    window.model.set_records(many(SEARCH_PAUSE_FROM), {})
    shown = window.model.shown_total()
    qtbot.keyClicks(window.pane.search, "Hero 0001")
    assert window.model.shown_total() == shown  # not yet: still typing
    qtbot.waitUntil(lambda: window.model.shown_total() == 10, timeout=3000)
    window.pane.search.setText("Hero 00002")
    qtbot.keyClick(window.pane.search, Qt.Key.Key_Return)
    assert window.model.shown_total() == 1
