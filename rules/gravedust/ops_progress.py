# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Race, XP, levels, attribute points and gold (gravedust.txt, Character Stats)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from rules.engine.evolve import evolve
from rules.engine.ledger import Entry
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.gravedust.attributes import NAMES
from rules.gravedust.content import Attribute, Race
from rules.gravedust.numbers import ATTRIBUTES_SRC, LEVELING_SRC, XP_PER_LEVEL
from rules.gravedust.op_table import OPS
from rules.gravedust.state import GravedustState

Step_ = Step[GravedustState]
XpAmount = Annotated[int, Field(ge=0, le=10_000_000)]
GoldAmount = Annotated[int, Field(ge=1, le=1_000_000_000)]


class ChooseRace(OpFields):
    """Fields of `choose-race`."""

    race: str


class AwardXp(OpFields):
    """Fields of `award-xp`."""

    amount: XpAmount


class Kill(OpFields):
    """Fields of `kill`: the XP a defeated creature is worth, and how many were defeated."""

    worth: XpAmount
    count: Annotated[int, Field(ge=1, le=1000)] = 1


class RaiseAttribute(OpFields):
    """Fields of `raise-attribute`."""

    attribute: Attribute


class Gold(OpFields):
    """Fields of `gain-gold` and `spend-gold`."""

    amount: GoldAmount


@OPS.op("choose-race", ChooseRace)
def choose_race(step: Step_, f: ChooseRace) -> Outcome[GravedustState]:
    """Choose the character's race (once); its adjustments apply to the attributes."""
    race = step.content.typed("race", f.race, Race)
    if race is None:
        return step.refuse(_unknown_race(step, f.race), ATTRIBUTES_SRC)
    if step.state.race is not None:
        return step.refuse(
            "The race is already chosen; remove that choice from the history to change it."
        )
    return step.done(evolve(step.state, race=race.id))


def _unknown_race(step: Step_, race_id: str) -> str:
    races = step.content.entries("race")
    if not races:
        return (
            f"There is no race '{race_id}': the Gravedust rulebook defines no races, "
            "so add them with a content pack (ask your GM)."
        )
    return f"There is no race '{race_id}' (known: {', '.join(r.id for r in races)})."


def gain_xp(
    step: Step_, state: GravedustState, xp: int, amount: int, note: str
) -> tuple[GravedustState, int, list[Entry]]:
    """Add XP to `xp` and level up each time it reaches 10 × level, carrying the rest over."""
    entries = [step.credit("xp", amount, note)]
    xp += amount
    while xp >= XP_PER_LEVEL * state.level:
        cost = XP_PER_LEVEL * state.level
        xp -= cost
        entries.append(step.debit("xp", cost, f"level {state.level} → {state.level + 1}"))
        entries.append(step.credit("attribute-points", 1, f"reached level {state.level + 1}"))
        state = evolve(state, level=state.level + 1)
    return state, xp, entries


@OPS.op("award-xp", AwardXp)
def award_xp(step: Step_, f: AwardXp) -> Outcome[GravedustState]:
    """Award XP (quests, GM rewards); levels up automatically at 10 × level XP."""
    note = step.event.note or "XP award"
    state, _, entries = gain_xp(step, step.state, step.balance("xp"), f.amount, note)
    return step.done(state, *entries)


def kill_xp(worth: int, level: int) -> int:
    """XP for a kill: the creature's worth minus the character's level, never below 0."""
    return max(0, worth - level)


@OPS.op("kill", Kill)
def kill(step: Step_, f: Kill) -> Outcome[GravedustState]:
    """Award kill XP: creature worth − level per kill, never negative."""
    state, xp, entries = step.state, step.balance("xp"), []
    for _ in range(f.count):
        earned = kill_xp(f.worth, state.level)
        note = f"kill worth {f.worth} − level {state.level} = {earned}"
        state, xp, gained = gain_xp(step, state, xp, earned, note)
        entries.extend(gained)
    return step.done(state, *entries)


@OPS.op("raise-attribute", RaiseAttribute)
def raise_attribute(step: Step_, f: RaiseAttribute) -> Outcome[GravedustState]:
    """Spend a level-up point on one attribute of the player's choice."""
    if step.balance("attribute-points") < 1:
        return step.refuse(
            f"No attribute point to spend on {NAMES[f.attribute]}: you get one each time you level up.",
            LEVELING_SRC,
        )
    entry = step.debit("attribute-points", 1, f"+1 {NAMES[f.attribute]}")
    return step.done(step.state.with_raised(f.attribute), entry)


@OPS.op("gain-gold", Gold)
def gain_gold(step: Step_, f: Gold) -> Outcome[GravedustState]:
    """Add gold (loot, quest rewards, selling items)."""
    return step.done(step.state, step.credit("gold", f.amount, step.event.note or "gold gained"))


@OPS.op("spend-gold", Gold)
def spend_gold(step: Step_, f: Gold) -> Outcome[GravedustState]:
    """Spend gold; refused when the character does not have that much."""
    return step.done(step.state, step.debit("gold", f.amount, step.event.note or "gold spent"))
