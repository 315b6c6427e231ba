# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Main and sub stats: the creation array, plus race, plus passive increases."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.lyrian.class_progress import passives, race_entries
from rules.lyrian.content import DERIVED_STATS, MAIN_STATS, SUB_STATS
from rules.lyrian.numbers import ABILITY_SRC, STATS_SRC
from rules.lyrian.state import LyrianState

INCREASED = frozenset((*MAIN_STATS, *SUB_STATS, *DERIVED_STATS))
"""The names a passive increase can raise (`Increase.stats`), read straight off it."""
STAT_LABELS = {s: s.replace("_", " ").title() for s in (*MAIN_STATS, *SUB_STATS)}


def bonus_terms(state: LyrianState, content: Ruleset, name: str) -> list[Term]:
    """Race, subrace and passive-increase contributions to a stat or derived value."""
    terms = []
    for entry in race_entries(state, content):
        amount = {str(k): v for k, v in entry.stats.items()}.get(name, 0)
        if amount:
            terms.append(Term(entry.name, amount, entry.source))
    for passive in passives(state, content):
        amount = getattr(passive.increase, name, 0) if name in INCREASED else 0
        if amount:
            terms.append(Term(passive.label, amount, ABILITY_SRC))
    return terms


def stat_value(state: LyrianState, content: Ruleset, name: str) -> SheetValue:
    """One main or sub stat with its breakdown."""
    chosen = {**state.main, **state.sub}
    terms = [Term("array", chosen.get(name, 0), STATS_SRC), *bonus_terms(state, content, name)]
    return total(name, STAT_LABELS[name], terms, STATS_SRC)


def stat_values(state: LyrianState, content: Ruleset) -> dict[str, SheetValue]:
    """All nine stats, main then sub."""
    return {n: stat_value(state, content, n) for n in (*MAIN_STATS, *SUB_STATS)}
