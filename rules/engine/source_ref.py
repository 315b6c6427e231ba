# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where a rule or a piece of content comes from: a rulebook and a section of it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from rules.engine.source_words import citation, line_numbers, line_reference, section_words


class Source(BaseModel):
    """A rulebook (or homebrew pack) and the section a rule or entry comes from.

    The stored text may name the rulebook file and lines (`gravedust.txt`, `(l. 50)`); `cite`
    words it for a player, `detail` adds the line numbers for a tooltip."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    book: str = Field(min_length=1, max_length=120)
    section: str | None = Field(default=None, max_length=200)
    house_rule: str | None = Field(default=None, max_length=200)
    """A house rule the GM sets, and what it is about (the section is then empty)."""
    ruling: str | None = Field(default=None, max_length=200)
    """Sheetwright's ruling where the rulebook leaves a question open ("" when the section says
    it all), on top of the section or in its place."""

    def cite(self) -> str:
        """The citation as a player reads it: `Gravedust rulebook, Gear Slots`."""
        return citation(self.book, self.section, self.house_rule, self.ruling)

    def lines(self) -> str:
        """The rulebook lines the section gives, in words: `lines 1068-1101` ('' if none)."""
        return line_numbers(self.section or "")

    def line(self) -> str | None:
        """The rulebook lines of the section as numbers, for data: `1068-1101` (None if none)."""
        return line_reference(self.section or "")

    def detail(self) -> str:
        """The citation with its line numbers, for a tooltip: `… Interlude Actions (lines 1068-1101)`."""
        lines = self.lines()
        return f"{self.cite()} ({lines})" if lines else self.cite()

    def heading(self) -> str:
        """The section as a heading (no book, no lines): `Derived Stats`; the book if none."""
        if self.section is None and self.house_rule is None and self.ruling is None:
            return self.cite()
        return section_words(self.section or "", self.house_rule, self.ruling)


def cite(book: str, section: str) -> Source:
    """Shorthand for a rulebook citation used by rules code."""
    return Source(book=book, section=section)


def house_rule(book: str, topic: str) -> Source:
    """A house rule of the game whose rulebook is `book`: `Miridon house rule (topic)`."""
    return Source(book=book, house_rule=topic)


def ruling(book: str, topic: str = "", section: str | None = None) -> Source:
    """Sheetwright's ruling on what the rulebook leaves open, after `section` if it has one."""
    return Source(book=book, section=section, ruling=topic)
