# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lists and tables of content (prerequisites, spell boosts, table rows) edited as YAML lines."""

from __future__ import annotations

import io
from typing import Any

from PySide6.QtWidgets import QPlainTextEdit, QSizePolicy, QWidget
from ruamel.yaml import YAML

from gui.content_editor.field_widgets import FieldEditor
from gui.content_editor.schema_fields import FieldSpec
from rules.engine.content_error import ContentError
from rules.engine.content_yaml import load_yaml, to_plain

EXAMPLES = {
    "requires": "- {flair: parry}\n- {talent: redouble, at_least: 1}\n- {special: riposte}",
    "boosts": "- {talent: offensive-spell-boost, per_rank: 2d6, text: Each rank adds 2d6 damage.}",
    "classes": "[duelist, vessel]",
    "class_skills": "[stealth, taunt]",
    "columns": "{Block Bonus: '+1', Range: 5 ft}",
    "headers": "[Insanity Roll, Effect]",
    "rows": "- ['10 or less', None]",
}


class StructuredEditor(FieldEditor):
    """A list or mapping written the way content files write it (YAML), checked as it is typed."""

    def __init__(self, spec: FieldSpec, parent: QWidget | None = None) -> None:
        super().__init__(spec, parent)
        self.edit = QPlainTextEdit()
        self.edit.setTabChangesFocus(True)
        self.edit.setPlaceholderText(EXAMPLES.get(spec.name, "- one item per line"))
        self.edit.setToolTip(
            f"Written as in a content file (YAML). For example:\n{EXAMPLES.get(spec.name, '- item')}"
        )
        lines = self.edit.fontMetrics().lineSpacing()
        self.edit.setMinimumHeight(lines * 3)
        self.edit.setMaximumHeight(lines * 7 + 12)
        self.edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.edit.textChanged.connect(self.changed)
        self._add(self.edit)

    def value(self) -> Any:
        """The parsed list or mapping; the raw text when it does not parse (validation says why)."""
        text = self.edit.toPlainText()
        if not text.strip():
            return self.spec.default
        try:
            return to_plain(load_yaml(text, self.spec.label), self.spec.label)
        except ContentError as err:
            return f"(not readable: {err.problems[0].message})"

    def set_value(self, value: Any) -> None:
        """Show a list or mapping in block YAML (empty for nothing)."""
        self.edit.setPlainText(dump(value) if value not in (None, [], {}) else "")

    def focus_target(self) -> QWidget:
        """The text box."""
        return self.edit


def dump(value: Any) -> str:
    """Plain data as YAML, flow style inside each item so prerequisites read one per line."""
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = None
    yaml.width = 200
    out = io.StringIO()
    yaml.dump(value, out)
    return out.getvalue().rstrip("\n")
