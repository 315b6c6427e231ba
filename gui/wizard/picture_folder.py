# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where a picture file chooser starts: the folder last used (remembered in the settings), else
the user's Pictures folder, else the home folder — never the folder the program was started in."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

FOLDER_KEY = "portrait_folder"


def pictures_folder() -> str:
    """The user's Pictures folder when it exists, else the home folder."""
    location = QStandardPaths.StandardLocation.PicturesLocation
    pictures = QStandardPaths.writableLocation(location)
    return pictures if pictures and Path(pictures).is_dir() else str(Path.home())


def start_folder(settings: QSettings | None) -> str:
    """The folder last used for a picture (while it exists), else `pictures_folder()`."""
    last = str(settings.value(FOLDER_KEY, "") or "") if settings is not None else ""
    return last if last and Path(last).is_dir() else pictures_folder()


def remember_folder(settings: QSettings | None, chosen_file: str) -> None:
    """Keep the folder of a chosen picture for the next choice."""
    if settings is not None and chosen_file:
        settings.setValue(FOLDER_KEY, str(Path(chosen_file).parent))
