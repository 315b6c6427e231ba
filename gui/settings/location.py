# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where the library is kept: an SQLite file on this computer or a PostgreSQL server."""

from __future__ import annotations

import os

from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from gui.settings.database import POSTGRES_EXAMPLE, sqlite_path, sqlite_url

SQLITE_FILTER = "Sheetwright library (*.sqlite3 *.db);;All files (*)"


class LocationBox(QGroupBox):
    """Two choices, each with its field; url() is what they say."""

    def __init__(self, current_url: str, parent: QWidget | None = None) -> None:
        super().__init__("Where the library is kept", parent)
        self.use_file = QRadioButton("A &file on this computer (SQLite):", self)
        self.use_server = QRadioButton("A shared Post&greSQL server (address):", self)
        self.file = QLineEdit(self)
        self.file.setAccessibleName("SQLite library file")
        self.browse = QPushButton("&Browse…", self)
        self.browse.clicked.connect(self._browse)
        self.server = QLineEdit(self)
        self.server.setAccessibleName("PostgreSQL address")
        self.server.setPlaceholderText(POSTGRES_EXAMPLE)
        path = sqlite_path(current_url)
        (self.use_file if path is not None else self.use_server).setChecked(True)
        (self.file if path is not None else self.server).setText(path or current_url)
        for choice in (self.use_file, self.use_server):
            choice.toggled.connect(self._enable)
        self._lay_out()
        self._enable()

    def _lay_out(self) -> None:
        indent = self.style().pixelMetric(self.style().PixelMetric.PM_IndicatorWidth) + 8
        note = QLabel(_note(), self)  # short lines, not word wrap: wrapped labels clip at 200 %
        layout = QVBoxLayout(self)
        layout.addWidget(self.use_file)
        layout.addLayout(_indented(indent, self.file, self.browse))
        layout.addWidget(self.use_server)
        layout.addLayout(_indented(indent, self.server))
        layout.addWidget(note)

    def _enable(self) -> None:
        on_file = self.use_file.isChecked()
        self.file.setEnabled(on_file)
        self.browse.setEnabled(on_file)
        self.server.setEnabled(not on_file)
        why = "Choose this kind of library first."
        self.file.setToolTip("" if on_file else why)
        self.server.setToolTip(f"For example {POSTGRES_EXAMPLE}" if not on_file else why)

    def _browse(self) -> None:
        path, _filter = QFileDialog.getSaveFileName(
            self, "Library File", self.file.text(), SQLITE_FILTER,
            options=QFileDialog.Option.DontConfirmOverwrite,
        )  # fmt: skip
        if path:
            self.file.setText(path)

    def url(self) -> str:
        """The chosen database's URL ("" when its field is empty)."""
        if self.use_file.isChecked():
            path = self.file.text().strip()
            return sqlite_url(path) if path else ""
        return self.server.text().strip()


def _indented(indent: int, *widgets: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addSpacing(indent)
    for n, widget in enumerate(widgets):
        row.addWidget(widget, 1 if n == 0 else 0)
    return row


def _note() -> str:
    text = "A new file becomes an empty library; an existing one is opened.\n"
    text += "The library is tried before it is used."
    if os.environ.get("SHEETWRIGHT_DATABASE_URL"):
        text += "\nSHEETWRIGHT_DATABASE_URL is set: at the next start, it chooses the library."
    return text
