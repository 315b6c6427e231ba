# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Errors shown in plain words, with details expandable and logged to a file — never a traceback."""

from __future__ import annotations

import logging
import traceback
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from model.data_paths import data_dir

_log = logging.getLogger("sheetwright")
Role = QMessageBox.ButtonRole
SHOW_DETAILS = "Show &Details…"
HIDE_DETAILS = "Hide &Details…"


def log_file() -> Path:
    """The error log in the data directory."""
    return data_dir() / "sheetwright.log"


def _ensure_logging() -> None:
    if _log.handlers:
        return
    try:
        handler: logging.Handler = logging.FileHandler(log_file(), encoding="utf-8")
    except OSError:
        handler = logging.NullHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    _log.addHandler(handler)
    _log.setLevel(logging.INFO)


def show_error(
    parent: QWidget | None, title: str, message: str, error: BaseException | None = None
) -> None:
    """A modal message in the user's words; technical details (if any) are expandable and logged."""
    error_box(parent, title, message, error).exec()


def error_box(
    parent: QWidget | None, title: str, message: str, error: BaseException | None = None
) -> QMessageBox:
    """The message `show_error` shows (the error logged): details behind Alt+D."""
    _ensure_logging()
    details = "".join(traceback.format_exception(error)) if error is not None else ""
    _log.error("%s: %s\n%s", title, message, details)
    box = QMessageBox(
        QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Ok, parent
    )
    if details:
        box.setDetailedText(f"{details}\n(also written to {log_file()})")
        _give_details_a_letter(box)
    return box


def _give_details_a_letter(box: QMessageBox) -> None:
    """Qt names the button "Show Details..." (and "Hide Details..." when open) with no Alt letter;
    each press opens or closes the details."""
    button = next(b for b in box.buttons() if box.buttonRole(b) == Role.ActionRole)
    button.setText(SHOW_DETAILS)
    shown = [False]

    def name_it() -> None:  # after Qt's own relabelling
        shown[0] = not shown[0]
        button.setText(HIDE_DETAILS if shown[0] else SHOW_DETAILS)

    button.clicked.connect(name_it)


def library_unreachable(error: BaseException) -> bool:
    """Whether an error says the library database went away (its file or folder unwritable, the
    disk full, the server stopped) rather than refusing the change itself: retrying can work."""
    from sqlalchemy.exc import DisconnectionError, InterfaceError, OperationalError
    from sqlalchemy.exc import TimeoutError as PoolTimeout

    gone = (OperationalError, InterfaceError, DisconnectionError, PoolTimeout, OSError)
    seen: BaseException | None = error
    for _ in range(8):  # the library's own error wraps the driver's as its cause
        if seen is None:
            return False
        if isinstance(seen, gone):
            return True
        seen = seen.__cause__ or seen.__context__
    return False


def reason(error: BaseException) -> str:
    """The first line of what the database (or the library) said, for a tooltip or the details."""
    text = str(getattr(error, "message", None) or getattr(error, "orig", None) or error)
    return text.strip().splitlines()[0] if text.strip() else type(error).__name__


def show_refusal(parent: QWidget | None, action: str, reasons: str) -> None:
    """The rules did not allow an action: say which and why."""
    QMessageBox.information(parent, f"Cannot {action}", f"{action} is not allowed:\n\n{reasons}")
