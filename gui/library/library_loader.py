# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening the library off the UI thread, so the window paints and stays live meanwhile.

`read_listing` opens the database (migrating it if needed) and reads what the window lists; it
touches no Qt object, so it can run on a worker thread. `ListingLoader.start` runs it there and
hands the listing — or the exception it raised — back to the UI thread by a queued signal.
Before that, `quick_listing` may hand over the same rows read with stdlib sqlite3 (see
`model.quick_listing`), so that the rows show without waiting for SQLAlchemy to import.
"""

from __future__ import annotations

import threading
from contextlib import suppress
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal

if TYPE_CHECKING:
    from collections.abc import Callable

    from gui.app_context import AppContext
    from model.records import CampaignRecord, CharacterRecord
    from rules.systems import SystemParts

# How long the worker waits for the quick rows to go in before it imports the library's code.
QUICK_SHOW_WAIT_S = 1.0


@dataclass(frozen=True)
class Listing:
    """What the library window shows: the characters' summaries, the campaigns, the systems."""

    characters: list[CharacterRecord]
    campaigns: list[CampaignRecord]
    systems: tuple[SystemParts, ...] = ()
    quick: bool = False
    """Read before the library was opened (the library's own listing follows)."""
    confirms: bool = False
    """The library's listing, the same as the quick one already shown."""


def read_listing(context: AppContext, with_systems: bool = False) -> Listing:
    """Open the library if it is not yet open and read its listing (any thread); raises what the
    library raises (LibraryError when it cannot be opened)."""
    library = context.library
    systems: tuple[SystemParts, ...] = ()
    if with_systems:
        from rules.systems import all_parts

        systems = all_parts()
    return Listing(library.list_characters(), library.list_campaigns(), systems)


def quick_listing(context: AppContext) -> Listing | None:
    """The listing of an up-to-date SQLite library read without opening it (any thread), or None
    when the library must be opened first (see `model.quick_listing`)."""
    from model.quick_listing import read_quick_listing
    from rules.systems import all_parts

    if context.library_opened:
        return None
    found = read_quick_listing(context.database_url, partial(_document, context))
    if found is None:
        return None
    return Listing(found.characters, found.campaigns, all_parts(), quick=True)


def _document(context: AppContext, character_id: str) -> dict[str, Any]:
    """A character's document, read through the real library (opened by then, or waited for)."""
    return context.library.get_character(character_id).document


def confirmed(quick: Listing, full: Listing) -> Listing:
    """The library's listing, marked when it lists the same as the quick one."""
    same = full.characters == quick.characters and full.campaigns == quick.campaigns
    return replace(full, confirms=same)


class ListingLoader(QObject):
    """Runs a read on a worker thread; `done` carries its result (or exception) to the UI thread,
    after the quick listing when there is one."""

    done = Signal(object)
    """A Listing, or the Exception the read raised; a quick Listing may come first."""

    def __init__(self, parent: QObject, receive: Callable[[object], None]) -> None:
        super().__init__(parent)
        self.done.connect(receive, Qt.ConnectionType.QueuedConnection)
        self.worker: threading.Thread | None = None
        self._shown = threading.Event()

    def start(
        self, read: Callable[[], Listing], quick: Callable[[], Listing | None] | None = None
    ) -> None:
        """Run `quick` (if given; its listing, if any, is handed over first), then `read`, on a
        new worker thread (a daemon: quitting does not wait for it)."""
        self.worker = threading.Thread(
            target=self._run, args=(read, quick), name="library-open", daemon=True
        )
        self.worker.start()

    def quick_shown(self) -> None:
        """The UI thread has put the quick listing in: the worker may go on opening the library."""
        self._shown.set()

    def _run(self, read: Callable[[], Listing], quick: Callable[[], Listing | None] | None) -> None:
        first = _quietly(quick)
        if first is not None:
            self._emit(first)
            # Importing SQLAlchemy holds the GIL most of the time: let the rows go in first.
            self._shown.wait(QUICK_SHOW_WAIT_S)
        result: object
        try:
            result = read()
        except Exception as error:  # handed to the UI thread, which says what went wrong
            result = error
        if first is not None and isinstance(result, Listing):
            result = confirmed(first, result)
        self._emit(result)

    def _emit(self, result: object) -> None:
        with suppress(RuntimeError):  # the window closed meanwhile: nobody to tell
            self.done.emit(result)


def _quietly(quick: Callable[[], Listing | None] | None) -> Listing | None:
    """The quick listing, or None: whatever goes wrong there, the normal open says it."""
    if quick is None:
        return None
    try:
        return quick()
    except Exception:
        return None
