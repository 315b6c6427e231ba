# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The desktop application: paint the library window first, then open the database."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from contextlib import suppress
from types import TracebackType
from urllib.parse import urlsplit

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from gui.app_context import AppContext
from gui.app_identity import APP_ID, APP_NAME
from gui.library.window import CAMPAIGN_SUFFIX, LibraryWindow
from gui.open_files import open_character_files, set_windows_app_id, watch_file_open_events
from gui.startup_probe import PROBE_ENV, install_probe
from gui.translations import install_translations
from gui.widgets.wheel_guard import install_wheel_guard
from gui.xcb_probe import check_xcb

DATABASE_URL_ENV = "SHEETWRIGHT_DATABASE_URL"


def configured_database(settings: QSettings) -> str | None:
    """The database to open: the environment variable wins, then the one chosen in Settings."""
    if os.environ.get(DATABASE_URL_ENV):
        return None  # model.data_paths reads the variable itself
    value = str(settings.value("database_url", "") or "")
    if value.startswith("postgresql") and urlsplit(value).password:
        _move_password_out(settings, value)  # saved by an older version
    return value or None


def _move_password_out(settings: QSettings, url: str) -> None:
    """Keep the password in libpq's password file, not in the settings (if it can be written)."""
    from model.errors import SaveFailed
    from model.pgpass import move_password

    with suppress(OSError, SaveFailed):
        settings.setValue("database_url", move_password(url))


def install_error_hook() -> None:
    """Unexpected errors become a plain-words dialog (details logged), never a terminal traceback."""

    def hook(kind: type[BaseException], error: BaseException, tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        from gui.widgets.error_dialog import show_error

        show_error(
            QApplication.activeWindow(),
            "Something went wrong",
            "Sheetwright hit an unexpected problem. Your characters are saved after every change, "
            "so nothing already saved is lost. The details below are also in the log file.",
            error.with_traceback(tb),
        )

    sys.excepthook = hook


def _open_later(window: LibraryWindow, waiting: list[str], path: str) -> None:
    """A file the system hands over (macOS Finder): open it now, or once the library has loaded."""
    if window.library_ok:
        _open_given(window, [path])
    else:
        waiting.append(path)


def _open_given(window: LibraryWindow, paths: Sequence[str]) -> None:
    """Open the files the app was started with: each character in its window, each campaign
    file in the campaign import's preview (nothing is written before it is answered)."""
    campaigns = [p for p in paths if p.lower().endswith(CAMPAIGN_SUFFIX)]
    if campaigns:
        window.import_paths(campaigns)
    open_character_files(window.context, window, [p for p in paths if p not in campaigns])


def _watch(context: AppContext) -> None:
    """See others' changes to the library from now on (a shared database, another process)."""
    from gui.library.change_watch import watch_library

    watch_library(context)


def run(argv: list[str] | None = None, open_files: Sequence[str] = ()) -> int:
    """Start the app with the library window (then open any character files); the exit code."""
    os.environ.setdefault("RESOURCE_NAME", APP_ID)  # X11 window class = StartupWMClass
    set_windows_app_id()
    if QApplication.instance() is None and (code := check_xcb()) is not None:
        return code  # Qt would abort on the missing X11 libraries; the packages are named
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(APP_ID)  # Wayland app id: the .desktop file's name
    install_translations(app)
    install_error_hook()
    settings = QSettings()
    context = AppContext(settings, configured_database(settings))
    window = LibraryWindow(context)
    # Python event filters on the whole application wait for the first paint: the first event
    # they see from some of Qt's own objects makes PySide build a Python type for every QObject
    # class it knows, a tenth of a second or more before anything would be on the screen.
    window.painted.connect(lambda: install_wheel_guard(app))  # combo boxes: wheel when focused
    window.show()
    files = list(open_files)
    window.loaded.connect(lambda: _open_given(window, files))
    window.loaded.connect(lambda: QTimer.singleShot(0, lambda: _watch(context)))  # after rows
    watch_file_open_events(app, lambda path: _open_later(window, files, path))
    if os.environ.get(PROBE_ENV):
        install_probe(app, window)
    window.load_after_first_paint()  # painted first; the database opens after
    return int(app.exec())
