# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Keeps the keyboard in a group of controls when the focused one is disabled or hidden.

Qt then moves the focus to the next widget of the window's focus chain, which on a wizard page is
often < Back: a player who pressed + until the maximum would press Back next. Here the focus goes
to the row's other control (the matching −), else to the nearest row below, else above."""

from __future__ import annotations

from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer, SignalInstance
from PySide6.QtWidgets import QApplication, QWidget

Rows = Sequence[Sequence[QWidget]]


def _usable(widget: QWidget) -> bool:
    return (
        widget.isEnabled() and widget.isVisible() and widget.focusPolicy() != Qt.FocusPolicy.NoFocus
    )


class FocusKeeper(QObject):
    """Watches rows of controls (say `+` and `−` of each attribute); when the focused one can no
    longer take the focus, the focus moves to the nearest one that can, once the change is over."""

    def __init__(self, rows: Rows, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: list[list[QWidget]] = []
        self._lost: QWidget | None = None
        """The control the player was on, while its new home waits for the refresh to end."""
        for row in rows:
            self.add_row(row)

    def add_row(self, row: Sequence[QWidget]) -> None:
        """Watch one more row of controls (rows are searched in the order they were added)."""
        self._rows.append(list(row))
        for widget in row:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A watched control lost the focus because it was disabled or hidden: find it a home.
        Qt may pass the focus on through several controls the same refresh disables; the first
        one is where the player was."""
        if (
            event.type() == QEvent.Type.FocusOut
            and isinstance(watched, QWidget)
            and not (watched.isEnabled() and watched.isVisible())
            and self._lost is None
        ):
            self._lost = watched
            QTimer.singleShot(0, self, self._rehome)
        return False

    def _rehome(self) -> None:
        """After the refresh that disabled the control: the focus goes back to it if it is usable
        once more, else to its nearest usable neighbour (nowhere when the whole group is gone)."""
        lost, self._lost = self._lost, None
        if lost is None or not shiboken6.isValid(lost):
            return
        target = lost if _usable(lost) else self.neighbour(lost)
        if target is not None and target is not QApplication.focusWidget():
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def neighbour(self, lost: QWidget) -> QWidget | None:
        """The usable control nearest to `lost`: in its row, then the rows below, then above."""
        index = next((i for i, row in enumerate(self._rows) if lost in row), None)
        if index is None:
            return None
        row = self._rows[index]
        position = row.index(lost)
        same = sorted((w for w in row if w is not lost), key=lambda w: abs(row.index(w) - position))
        below = [w for r in self._rows[index + 1 :] for w in r]
        above = [w for r in reversed(self._rows[:index]) for w in r]
        return next((w for w in [*same, *below, *above] if _usable(w)), None)


def focus_changes() -> SignalInstance:
    """The application's signal that the keyboard focus moved (old widget, new widget)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    return app.focusChanged


def keep_focus(rows: Rows, parent: QObject) -> FocusKeeper:
    """Keep the focus among these rows of controls (see `FocusKeeper`)."""
    return FocusKeeper(rows, parent)
