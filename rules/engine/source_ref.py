# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where a rule or a piece of content comes from: a rulebook and a section of it."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class Source(BaseModel):
    """A rulebook (or homebrew pack) and the section a rule or entry comes from."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    book: str = Field(min_length=1, max_length=120)
    section: str | None = Field(default=None, max_length=200)

    def cite(self) -> str:
        """The citation as a user reads it: `gravedust.txt, Gear Slots`."""
        return f"{self.book}, {self.section}" if self.section else self.book


def cite(book: str, section: str) -> Source:
    """Shorthand for a rulebook citation used by rules code."""
    return Source(book=book, section=section)
