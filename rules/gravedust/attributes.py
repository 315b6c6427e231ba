# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Attribute values: start at 1, plus race, plus level-up points, plus the leveling bonus."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.gravedust.content import ATTRIBUTES, Race
from rules.gravedust.numbers import ATTRIBUTE_START, ATTRIBUTES_SRC, LEVEL_BONUS_EVERY, LEVELING_SRC
from rules.gravedust.state import GravedustState

LABELS = {"str": "STR", "dex": "DEX", "agi": "AGI", "end": "END", "mag": "MAG", "int": "INT"}
NAMES = {
    "str": "Strength",
    "dex": "Dexterity",
    "agi": "Agility",
    "end": "Endurance",
    "mag": "Magic",
    "int": "Intelligence",
}


def race_of(state: GravedustState, content: Ruleset) -> Race | None:
    """The chosen race entry, if any."""
    return content.typed("race", state.race, Race) if state.race else None


def leveling_bonus(level: int) -> int:
    """Bonus points a Leveling Attribute Bonus has given by a level: one every 5 levels."""
    return level // LEVEL_BONUS_EVERY


def attribute_terms(state: GravedustState, content: Ruleset, attribute: str) -> list[Term]:
    """The contributions to one attribute, in the order the rulebook lists them."""
    terms = [Term("start", ATTRIBUTE_START, ATTRIBUTES_SRC)]
    race = race_of(state, content)
    if race and race.adjustment(attribute):
        terms.append(Term(f"race {race.name}", race.adjustment(attribute), race.source))
    if state.raised.get(attribute):
        terms.append(Term("level-up points", state.raised[attribute], LEVELING_SRC))
    if race and race.leveling_bonus == attribute and leveling_bonus(state.level):
        terms.append(Term("leveling bonus", leveling_bonus(state.level), LEVELING_SRC))
    return terms


def attribute(state: GravedustState, content: Ruleset, attribute: str) -> SheetValue:
    """One attribute with its breakdown."""
    terms = attribute_terms(state, content, attribute)
    return total(attribute, LABELS[attribute], terms, ATTRIBUTES_SRC)


def attributes(state: GravedustState, content: Ruleset) -> dict[str, SheetValue]:
    """All six attributes, STR DEX AGI END MAG INT."""
    return {a: attribute(state, content, a) for a in ATTRIBUTES}
