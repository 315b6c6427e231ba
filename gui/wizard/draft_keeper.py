# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Keeps a wizard's draft on disk: written a moment after every change, so it survives a crash;
removed when the character is created or discarded."""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from gui.wizard.draft_file import (
    SavedDraft,
    claim,
    drafts_dir,
    release,
    remove_draft,
    write_draft,
)
from model.errors import SaveFailed

DELAY_MS = 500
_log = logging.getLogger("sheetwright")


class DraftKeeper(QObject):
    """Writes `snapshot()` (or removes the file while it is None) after changes settle."""

    def __init__(
        self,
        draft_id: Callable[[], str],
        snapshot: Callable[[], SavedDraft | None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._draft_id, self._snapshot = draft_id, snapshot
        self._folder = drafts_dir()  # the data directory as the wizard opened
        self._claimed = {draft_id()}  # the drafts this wizard edits; released if it is destroyed
        claim(draft_id())
        self.destroyed.connect(lambda *_, claimed=self._claimed: _release_all(claimed))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DELAY_MS)
        self._timer.timeout.connect(self.save_now)
        self._stopped = False

    def schedule(self) -> None:
        """Something changed: save soon (once for a burst of changes)."""
        if not self._stopped:
            self._timer.start()

    def reclaim(self) -> None:
        """The draft now has another id (a saved draft was continued)."""
        _release_all(self._claimed)
        self._claimed.add(self._draft_id())
        claim(self._draft_id())

    def save_now(self) -> None:
        """Write the draft now (or remove its file when there is nothing in it)."""
        self._timer.stop()
        saved = self._snapshot()
        try:
            if saved is None:
                remove_draft(self._draft_id(), self._folder)
            else:
                write_draft(saved, self._folder)
        except (SaveFailed, OSError) as error:
            _log.warning("Could not keep the wizard draft: %s", error)

    def keep(self) -> None:
        """The player keeps the draft for later: write it and stop following changes."""
        self.save_now()
        self.stop()

    def forget(self) -> None:
        """The character was created or discarded: stop and remove the file."""
        self.stop()
        try:
            remove_draft(self._draft_id(), self._folder)
        except OSError as error:
            _log.warning("Could not remove the wizard draft: %s", error)

    def stop(self) -> None:
        """Stop following changes and let another wizard offer the draft."""
        self._timer.stop()
        self._stopped = True
        _release_all(self._claimed)


def _release_all(claimed: set[str]) -> None:
    for draft_id in claimed:
        release(draft_id)
    claimed.clear()
