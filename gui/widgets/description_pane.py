# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Beside a list of races, classes or breakthroughs: the entry on the current row — its name,
the rulebook's flavour text, its description and its source in a player's words (the line
numbers only in the tooltip)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QTextBrowser, QWidget

from rules.engine.source_words import without_lines

NO_DESCRIPTION = "No description in this content pack."
NOTHING_CHOSEN = "Move to an entry in the list to read about it here."

Describe = Callable[[str | None], tuple[Any, Sequence[str]]]
"""From a row's id: the content entry (or None) and a few facts to show under its description."""


def paragraphs(text: str) -> list[str]:
    """The text's paragraphs (split at blank lines), line references taken out."""
    parts = (without_lines(" ".join(p.split())) for p in text.split("\n\n"))
    return [p for p in parts if p]


def source_text(entry: Any) -> str:
    """`Source: Miridon rulebook, Chapter 2: Classes — Basic Classes` ('' without a source)."""
    source = getattr(entry, "source", None)
    return f"Source: {source.cite()}" if source is not None else ""


def entry_html(entry: Any, facts: Sequence[str] = ()) -> str:
    """The entry as rich text: name, flavour quote, description (or that it has none), facts, source."""
    quote = getattr(entry, "quote", "")
    parts = [f"<h3>{html.escape(entry.name)}</h3>"]
    if quote:
        parts.append(f"<p><i>“{html.escape(quote.strip())}”</i></p>")
    described = paragraphs(getattr(entry, "description", "") or "")
    parts += [f"<p>{html.escape(p)}</p>" for p in described] or [f"<p><i>{NO_DESCRIPTION}</i></p>"]
    parts += [f"<p>{html.escape(fact)}</p>" for fact in facts if fact]
    cited = source_text(entry)
    if cited:
        parts.append(f"<p><small>{html.escape(cited)}</small></p>")
    return "".join(parts)


class DescriptionPane(QTextBrowser):
    """Read-only; shows one entry at a time. Tab moves on (it never swallows the key)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Description")
        self.setOpenLinks(False)
        self.setTabChangesFocus(True)
        self.show_entry(None)

    def show_entry(self, entry: Any, facts: Sequence[str] = ()) -> None:
        """Show an entry (None: say how to choose one); the source's lines go in the tooltip."""
        if entry is None:
            self.setHtml(f"<p><i>{NOTHING_CHOSEN}</i></p>")
            self.setToolTip("")
            return
        self.setHtml(entry_html(entry, facts))
        source = getattr(entry, "source", None)
        self.setToolTip(source.detail() if source is not None else "")

    def follow(self, changed: Any, describe: Describe) -> None:
        """Show the entry of each id `changed` emits (a list's current row)."""
        changed.connect(lambda entry_id: self.show_entry(*describe(entry_id)))
