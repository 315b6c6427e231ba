# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Qt's own texts (standard buttons, file dialogs) in the user's language, when Qt ships them."""

from __future__ import annotations

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication


def install_translations(app: QApplication) -> QTranslator | None:
    """Load qtbase's translation for the system locale; None when there is none (English)."""
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(QLocale.system(), "qtbase", "_", folder) and app.installTranslator(
        translator
    ):
        return translator
    return None
