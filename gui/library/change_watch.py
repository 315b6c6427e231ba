# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Seeing others' changes: every few seconds the app takes the library's change mark (a count
and newest version per table, one small query) and, when someone else changed something, tells
every window (`AppContext.library_changed`): the library list refreshes, keeping selection and
scroll, and an open character whose version moved is read again ("Updated with changes made
elsewhere."). An edit that still starts from an old version is refused with the "changed
elsewhere" message, which offers to reload.

Our own changes emit `library_changed` themselves; the watch then takes the mark again, so they
do not wake the windows twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer

if TYPE_CHECKING:
    from gui.app_context import AppContext
    from model.change_mark import Mark

INTERVAL_MS = 4000  # often enough to see a GM's award before the next edit; one tiny query


class ChangeWatch(QObject):
    """Polls the library's change mark while the app runs; `poll()` takes one look now."""

    def __init__(self, context: AppContext, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(context)
        self._context = context
        self._mark: Mark | None = None
        self._waking = False
        self.timer = QTimer(self, interval=interval_ms)
        self.timer.timeout.connect(self.poll)
        context.library_changed.connect(self._our_change)

    def start(self) -> None:
        """Take the first mark and look again every interval."""
        self._mark = self._read()
        self.timer.start()

    def poll(self) -> bool:
        """Whether someone else changed the library since the last look (then windows follow)."""
        mark = self._read()
        if mark is None or mark == self._mark:
            return False
        changed = self._mark is not None
        self._mark = mark
        if changed:
            self._waking = True
            try:
                self._context.library_changed.emit()
            finally:
                self._waking = False
        return changed

    def _our_change(self) -> None:
        """A change made here (or the database switched): its mark is the new baseline."""
        if not self._waking and self.timer.isActive():
            self._mark = self._read()

    def _read(self) -> Mark | None:
        """The mark now, or None while the library is not open or cannot be reached."""
        if not self._context.library_opened:
            return None
        from sqlalchemy.exc import SQLAlchemyError

        from model.change_mark import change_mark

        try:
            return change_mark(self._context.library.engine)
        except (SQLAlchemyError, OSError):
            return None  # unreachable for now: the next edit says so; the next look retries


def watch_library(context: AppContext) -> ChangeWatch:
    """Start watching the context's library for others' changes (once it has loaded); the one
    watch of the context if it has one already."""
    watch = context.findChild(ChangeWatch)
    if watch is None:
        watch = ChangeWatch(context)
        watch.start()
    return watch
