# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "At the Table" panel: the rules of play in words, with the character's own numbers.

Each rule is a bold title, its sentence and, in grey, the rulebook section it states (its lines
in a tooltip over the section). The same section prints on the PDF's "At the
table" page and cards, and in `sheet` and `sheet --json`."""

from __future__ import annotations

from html import escape
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QTextBrowser, QToolTip, QVBoxLayout, QWidget

from rules.engine.build import Build
from rules.engine.play_rule import play_rules

EMPTY = "No rules of play for this character yet."
STYLE = ".source, a { color: gray; font-size: small; text-decoration: none; }"
FOCUS_FRAME = (
    "#table-rules { border: 1px solid palette(mid); }"
    " #table-rules:focus { border: 2px solid palette(highlight); }"
)
"""A frame that shows where the keyboard is (a read-only text shows no cursor of its own)."""


def table_rules_html(build: Build[Any]) -> str:
    """The panel's text: every rule as a small paragraph (an empty-state line when none)."""
    rules = play_rules(build.sheet.sections)
    if not rules:
        return f"<p style='color: palette(mid)'>{escape(EMPTY)}</p>"
    parts = []
    for rule in rules:
        source = str(rule.get("source") or "")
        lines = rule.get("source_line")
        link = f"<a href='lines:{escape(str(lines))}'>{escape(source)}</a>" if lines else ""
        cite = f"<br><span class='source'>{link or escape(source)}</span>" if source else ""
        parts.append(
            f"<p style='margin-bottom: 6px'><b>{escape(str(rule['title']))}</b><br>"
            f"{escape(str(rule['text']))}{cite}</p>"
        )
    return "".join(parts)


class TableRulesPanel(QWidget):
    """A read-only, selectable list of the character's rules of play."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = QTextBrowser(self)
        self.view.setObjectName("table-rules")
        self.view.setOpenLinks(False)
        self.view.setStyleSheet(FOCUS_FRAME)
        self.view.document().setDefaultStyleSheet(STYLE)
        self.view.highlighted.connect(self._show_lines)
        self.view.setAccessibleName("At the table: the rules of play with this character's numbers")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        self._shown = ""

    def set_build(self, build: Build[Any]) -> None:
        """Show the build's rules of play, keeping the scroll position when nothing changed."""
        text = table_rules_html(build)
        if text == self._shown:
            return
        bar = self.view.verticalScrollBar()
        where = bar.value()
        self.view.setHtml(text)
        bar.setValue(min(where, bar.maximum()))
        self._shown = text

    def _show_lines(self, url: QUrl) -> None:
        """Over a rule's source, its rulebook lines in a tooltip."""
        text = url.toString()
        if text.startswith("lines:"):
            numbers = text.removeprefix("lines:")
            word = "line" if numbers.isdigit() else "lines"
            QToolTip.showText(QCursor.pos(), f"Rulebook {word} {numbers}", self.view)
        else:
            QToolTip.hideText()
