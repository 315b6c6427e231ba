# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Problems found while loading content packs, worded so a user can find and fix them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ContentProblem:
    """One problem in a content file: where it is (file, 1-based line, entry, field) and what."""

    file: str
    line: int | None
    entry_id: str | None
    field: str | None
    message: str

    def describe(self) -> str:
        """`gear.yaml, line 14, entry 'iron-sword', field 'bonuses.hp': must be a whole number`."""
        where = [self.file]
        if self.line is not None:
            where.append(f"line {self.line}")
        if self.entry_id is not None:
            where.append(f"entry {self.entry_id!r}")
        if self.field:
            where.append(f"field {self.field!r}")
        return f"{', '.join(where)}: {self.message}"


def problem(
    file: str, message: str, line: int | None = None, field: str | None = None
) -> ContentProblem:
    """A problem that is not about one entry (a whole file, or its header)."""
    return ContentProblem(file=file, line=line, entry_id=None, field=field, message=message)


class ContentError(Exception):
    """Content could not be loaded; `problems` lists everything that was found wrong."""

    def __init__(self, problems: Sequence[ContentProblem], source: str | None = None) -> None:
        self.problems: list[ContentProblem] = list(problems)
        self.source = source
        super().__init__(self.summary())

    def summary(self) -> str:
        """All problems, one per line."""
        if not self.problems:
            return "content could not be loaded"
        return "\n".join(p.describe() for p in self.problems)
