# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Rules that depend on the moment of play, stated in words with the character's own numbers.

A sheet value answers "what is my DEF?"; a play rule answers "how do I make a melee attack?":
`Roll 1d10 + 7 (MA) against the target's DEF; a natural 1 always misses, a natural 10 always
hits.` Each system's derivation puts its play rules in the sheet section `AT_THE_TABLE`, and the
text sheet, `sheet --json`, the PDF, the cards and the character window all print that section."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from rules.engine.memo import same_reads
from rules.engine.source_ref import Source

AT_THE_TABLE = "at_the_table"
"""The sheet section that holds a character's play rules (a list of `PlayRule.as_json()`)."""


@dataclass(frozen=True, slots=True)
class PlayRule:
    """One rule of play in words: a stable key, a short title and a sentence or two."""

    key: str
    title: str
    text: str
    source: Source | None = None

    def as_json(self) -> dict[str, Any]:
        """The rule as plain JSON data, the way sheet sections are stored."""
        return {
            "key": self.key,
            "title": self.title,
            "text": self.text,
            "source": self.source.cite() if self.source else None,
            "source_line": self.source.line() if self.source else None,
        }


def play_section(rules: Iterable[PlayRule]) -> list[dict[str, Any]]:
    """The `AT_THE_TABLE` section's content: each rule as JSON, in the order given."""
    return [rule.as_json() for rule in rules]


def section_from(
    rules_of: Callable[..., Iterable[PlayRule]],
) -> Callable[..., list[dict[str, Any]]]:
    """A system's `AT_THE_TABLE` section, made by `rules_of(values, …)` from a sheet's values:
    said again from memory while every value it read is the same (`rules.engine.memo.same_reads`),
    as after most events."""

    def section(values: Mapping[str, Any], *rest: Any) -> list[dict[str, Any]]:
        return play_section(rules_of(values, *rest))

    return same_reads(section)


def play_rules(sections: dict[str, object]) -> list[dict[str, Any]]:
    """A sheet's play rules read defensively from its sections ([] when there are none)."""
    found = sections.get(AT_THE_TABLE)
    if not isinstance(found, list | tuple):
        return []
    return [r for r in found if isinstance(r, dict) and r.get("title") and r.get("text")]
