# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks for wearing gear: slot kind and level requirement (gravedust.txt, GEAR)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.article_words import with_article
from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ruleset import Ruleset
from rules.gravedust.attributes import NAMES, attributes
from rules.gravedust.content import ATTRIBUTES, Gear
from rules.gravedust.numbers import GEAR_SLOTS, GEAR_SRC, LEVEL_REQ_SRC
from rules.gravedust.state import GravedustState

if TYPE_CHECKING:  # the expression stack loads with the first gear prerequisite: replay needs none
    from rules.engine.expression import MappingEnvironment
    from rules.engine.expression_words import Vocabulary


def display_name(gear: Gear) -> str:
    """The name as the rulebook prints it, level requirement first: `[5]Example Sword`."""
    return f"[{gear.level}]{gear.name}" if gear.level else gear.name


def level_check(gear: Gear, level: int) -> Check:
    """Refuses gear whose level requirement is above the character's level."""
    if gear.level <= level:
        return ALLOWED
    return refuse(
        f"{gear.name} requires level {gear.level}; the character is level {level}.", LEVEL_REQ_SRC
    )


def slot_check(gear: Gear, slot: str) -> Check:
    """Refuses a slot that does not take this kind of gear."""
    kind = GEAR_SLOTS.get(slot)
    if kind is None:
        return refuse(f"'{slot}' is not a gear slot (slots: {', '.join(GEAR_SLOTS)}).", GEAR_SRC)
    if kind != gear.slot:
        where = with_article(f"{gear.slot} slot")
        return refuse(f"{gear.name} goes in {where}, not in {slot}.", GEAR_SRC)
    return ALLOWED


def environment(state: GravedustState, content: Ruleset) -> MappingEnvironment:
    """What a gear prerequisite can ask about: attributes, level, and owned race/skills/spells."""
    from rules.engine.expression import MappingEnvironment

    values: dict[str, int] = {k: v.value for k, v in attributes(state, content).items()}
    values["level"] = state.level
    owned = dict.fromkeys([*state.known_skills, *state.known_spells], 1)
    if state.race:
        owned[state.race] = 1
    return MappingEnvironment(values, owned)


def requirement_check(gear: Gear, state: GravedustState, content: Ruleset) -> Check:
    """Refuses gear whose content prerequisite (`requires:`) is not met."""
    if gear.requires is None:
        return ALLOWED
    from rules.engine.expression import ExpressionError, parse
    from rules.engine.expression_words import requirement_words

    try:
        expression = parse(gear.requires, [*ATTRIBUTES, "level"])
        met = expression.truth(environment(state, content))
    except ExpressionError as err:
        return refuse(
            f"{gear.name}'s prerequisite '{gear.requires}' cannot be worked out: {err}.",
            gear.source,
        )
    if met:
        return ALLOWED
    needs = requirement_words(expression, vocabulary(content))
    return refuse(f"{gear.name} needs {needs}.", gear.source)


def vocabulary(content: Ruleset) -> Vocabulary:
    """Attributes by name (`Strength`), `level`, and owned entries as `the Dwarf race`."""
    from rules.engine.expression_words import Vocabulary

    def kind_of(entry_id: str) -> str | None:
        return next((k for k in ("race", "skill", "spell") if content.get(k, entry_id)), None)

    def entry(entry_id: str) -> str:
        kind = kind_of(entry_id)
        return content.name_of(kind, entry_id) if kind else entry_id

    def owned(entry_id: str) -> str:
        kind = kind_of(entry_id)
        return f"the {entry(entry_id)} {kind}" if kind else entry_id

    return Vocabulary(lambda name: NAMES.get(name, name), entry, owned)


def can_wear(gear: Gear, slot: str, state: GravedustState, content: Ruleset) -> Check:
    """Whether this gear can go in that slot now, with every reason it cannot."""
    return all_of(
        [
            slot_check(gear, slot),
            level_check(gear, state.level),
            requirement_check(gear, state, content),
        ]
    )


def free_slot(state: GravedustState, gear: Gear) -> str | None:
    """The first empty equipment slot that takes this gear, if any."""
    for slot, kind in GEAR_SLOTS.items():
        if kind == gear.slot and slot not in state.equipped:
            return slot
    return None


def first_slot(gear: Gear) -> str:
    """The first equipment slot of this gear's kind (to swap with when all are full)."""
    return next(slot for slot, kind in GEAR_SLOTS.items() if kind == gear.slot)


def gear_of(content: Ruleset, gear_id: str) -> Gear | None:
    """The gear entry with that id."""
    return content.typed("gear", gear_id, Gear)
