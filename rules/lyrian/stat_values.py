# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Main and sub stats: the creation array, plus race, plus passive increases."""

from __future__ import annotations

from rules.engine.memo import same_arguments, same_content_and
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.lyrian.class_progress import passives, race_entries
from rules.lyrian.content import MAIN_STATS, SUB_STATS
from rules.lyrian.numbers import ABILITY_SRC, STATS_SRC
from rules.lyrian.state import LyrianState

STAT_LABELS = {s: s.replace("_", " ").title() for s in (*MAIN_STATS, *SUB_STATS)}


def bonus_terms(state: LyrianState, content: Ruleset, name: str) -> list[Term]:
    """Race, subrace and passive-increase contributions to a stat or derived value."""
    return list(_bonuses(state, content).get(name, ()))


@same_arguments
def _bonuses(state: LyrianState, content: Ruleset) -> dict[str, tuple[Term, ...]]:
    """Every race, subrace and passive-increase contribution, by the name it raises: race entries
    first, then passives in the order they were learned (a sheet asks for twenty names)."""
    found: dict[str, list[Term]] = {}
    for entry in race_entries(state, content):
        for key, amount in entry.stats.items():
            if amount:
                found.setdefault(str(key), []).append(Term(entry.name, amount, entry.source))
    for passive in passives(state, content):
        for name, amount in passive.increase.stats().items():
            found.setdefault(name, []).append(Term(passive.label, amount, ABILITY_SRC))
    return {key: tuple(terms) for key, terms in found.items()}


def stat_value(state: LyrianState, content: Ruleset, name: str) -> SheetValue:
    """One main or sub stat with its breakdown."""
    chosen = {**state.main, **state.sub}
    terms = [Term("array", chosen.get(name, 0), STATS_SRC), *bonus_terms(state, content, name)]
    return total(name, STAT_LABELS[name], terms, STATS_SRC)


def _stats_part(state: LyrianState) -> tuple[object, ...]:
    """What the stats read of a state: the array, the race and subrace, and the classes (whose
    passive increases raise stats)."""
    return state.main, state.sub, state.race, state.subrace, state.classes


@same_content_and(_stats_part)
def stat_values(state: LyrianState, content: Ruleset) -> dict[str, SheetValue]:
    """All nine stats, main then sub."""
    return {n: stat_value(state, content, n) for n in (*MAIN_STATS, *SUB_STATS)}
