# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Settings: paper size, where the library is kept (tried before it is saved), house rules."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from gui.settings.database import DatabaseCheck
from gui.settings.location import LocationBox

if TYPE_CHECKING:
    from gui.app_context import AppContext

PAPERS = (("A4", "a4"), ("Letter (US)", "letter"))


class SettingsDialog(QDialog):
    """Changes apply when OK is pressed; a database that does not work is refused, kept as it was."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.setWindowTitle("Settings")
        self.paper = QComboBox(self)
        for label, value in PAPERS:
            self.paper.addItem(label, value)
        self.paper.setCurrentIndex(self.paper.findData(context.paper()))
        self.location = LocationBox(context.database_url, self)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._printing_group())
        layout.addWidget(self.location)
        layout.addWidget(_house_rules_group(self))
        layout.addWidget(self.status)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 80)

    def _printing_group(self) -> QGroupBox:
        group = QGroupBox("Printing", self)
        form = QFormLayout(group)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        label = QLabel("&Paper size:", group)
        label.setBuddy(self.paper)
        form.addRow(label, self.paper)
        return group

    def accept(self) -> None:
        """Save the settings, unless the chosen database does not work."""
        if self.apply():
            super().accept()

    def apply(self) -> bool:
        """Save the settings; False (with the reason shown) if the new database was refused."""
        self.context.settings.setValue("paper", self.paper.currentData())
        url = self.location.url()
        if url == self.context.database_url:
            return True
        reason = self._try(url) if url else "Choose a library file, or type a PostgreSQL address."
        if reason is not None:
            self.status.setText("")
            from gui.widgets.error_dialog import show_error

            show_error(self, "Cannot use that library", f"{reason}\n\nThe library was not changed.")
            return False
        self.context.settings.setValue("database_url", self._without_password(url))
        self.context.use_database(url)
        return True

    def _without_password(self, url: str) -> str:
        """The address to save: a PostgreSQL password goes to libpq's password file instead."""
        from model.errors import SaveFailed
        from model.pgpass import has_password, move_password, password_file

        if not has_password(url):
            return url
        try:
            return move_password(url)
        except (OSError, SaveFailed) as error:
            from gui.widgets.error_dialog import show_error

            show_error(
                self,
                "Password kept in the settings",
                f"The password could not be stored in {password_file()}, so it is saved with the "
                "library address in Sheetwright's settings file.",
                error,
            )
            return url

    def _try(self, url: str) -> str | None:
        self.status.setText("Trying the database…")
        self.buttons.setEnabled(False)
        QApplication.setOverrideCursor(Qt.CursorShape.BusyCursor)
        try:
            return DatabaseCheck().run(url)
        finally:
            QApplication.restoreOverrideCursor()
            self.buttons.setEnabled(True)
            self.status.setText("")


def _house_rules_group(parent: QWidget) -> QGroupBox:
    """Each ruleset's house-rule settings, or why it has none."""
    from rules.systems import SystemUnavailable, all_parts, get_system

    group = QGroupBox("House rules", parent)
    form = QFormLayout(group)
    for parts in all_parts():
        title = QLabel(f"{parts.title}:", group)
        bold = title.font()
        bold.setBold(True)
        title.setFont(bold)
        try:
            system = get_system(parts.id)
            said = _house_rules_text(system.title, system.settings.model_fields)
        except SystemUnavailable as error:
            said = f"Not available: {error}."
        text = QLabel(said, group)
        text.setTextFormat(Qt.TextFormat.PlainText)
        form.addRow(title, text)
    return group


def _house_rules_text(title: str, fields: dict[str, Any]) -> str:
    """One line per house-rule setting (set per character), or why there is none."""
    if not fields:
        return f"The {title} rulebook leaves nothing open\nthat needs a house rule."
    from rules.engine.setting_words import setting_title, value_words

    lines = [
        f"{setting_title(n, f)} (default: {value_words(f.default)})" for n, f in fields.items()
    ]
    return "Set per character:\n" + "\n".join(lines)
