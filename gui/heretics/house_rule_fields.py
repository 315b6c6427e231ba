# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The two values the GM sets for a Heretics character (house rules, not the rulebook's):
starting Exp and the resource maximum, as spin boxes that edit `document["settings"]`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QSpinBox, QWidget

NOT_SET = -1
LIMIT = 1_000_000
GM_NOTE = (
    "House rules: the GM sets these for this character; the rulebook leaves them open "
    '(it gives no starting Exp, and restocking fills resources "to the maximum" without '
    "giving that number)."
)


def with_setting(document: dict[str, Any], key: str, value: int | None) -> dict[str, Any]:
    """The document's settings with one value changed (a None value is left out: the default)."""
    settings = {k: v for k, v in (document.get("settings") or {}).items() if k != key}
    if value is not None:
        settings[key] = value
    return settings


class HouseRuleFields(QGroupBox):
    """Starting Exp and resource maximum, each labelled as the GM's value; `edit` gets new settings."""

    def __init__(
        self,
        document: Callable[[], dict[str, Any]],
        edit: Callable[[dict[str, Any]], None],
        parent: QWidget | None = None,
        starting: bool = True,
    ) -> None:
        super().__init__("House rules (set by the GM)", parent)
        self._document, self._edit = document, edit
        self.starting_exp = QSpinBox(self)
        self.starting_exp.setRange(0, LIMIT)
        self.starting_exp.setSuffix(" Exp")
        self.starting_exp.setAccessibleName("Starting Exp (GM house rule)")
        self.resource_max = QSpinBox(self)
        self.resource_max.setRange(NOT_SET, LIMIT)
        self.resource_max.setSpecialValueText("Not set yet")
        self.resource_max.setAccessibleName("Resource maximum (GM house rule)")
        note = QLabel(GM_NOTE, self)
        note.setWordWrap(True)
        form = QFormLayout(self)
        form.addRow(note)
        if starting:
            form.addRow("Starting &Exp (GM):", self.starting_exp)
        else:
            self.starting_exp.hide()
        form.addRow("Resource ma&ximum (GM):", self.resource_max)
        self.starting_exp.valueChanged.connect(lambda v: self._changed("starting_exp", v))
        self.resource_max.valueChanged.connect(
            lambda v: self._changed("resource_max", None if v == NOT_SET else v)
        )

    def refresh(self) -> None:
        """Show the document's settings (without editing anything)."""
        settings = self._document().get("settings") or {}
        maximum = settings.get("resource_max")
        for spin, value in (
            (self.starting_exp, int(settings.get("starting_exp") or 0)),
            (self.resource_max, NOT_SET if maximum is None else int(maximum)),
        ):
            spin.blockSignals(True)
            spin.setValue(value)
            spin.blockSignals(False)

    def _changed(self, key: str, value: int | None) -> None:
        document = self._document()
        settings = with_setting(document, key, value)
        if settings != (document.get("settings") or {}):
            self._edit(settings)
