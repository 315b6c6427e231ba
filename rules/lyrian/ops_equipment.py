# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Weapons, armor, shields and combat items bought with Clim; proficiencies (Items & Equipment)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Literal

from pydantic import Field

from rules.engine.article_words import with_article
from rules.engine.ledger import Entry
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import BurdenValue, Hands, Protection, WeaponGroup
from rules.lyrian.op_fields import Price
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import started
from rules.lyrian.state import LyrianState, Weapon, bumped

Step_ = Step[LyrianState]


class BuyWeapon(OpFields):
    """Fields of `buy-weapon`: your name for it, its group, its hands (fixed now) and its price."""

    name: str = Field(min_length=1, max_length=80)
    group: str
    hands: Literal["one-handed", "two-handed"] | None = None
    price: Price = 0


class BuyArmor(OpFields):
    """Fields of `buy-armor`: the armor and its price."""

    armor: str
    price: Price = 0


class BuyShield(OpFields):
    """Fields of `buy-shield`: the shield or greatshield and its price."""

    shield: str
    price: Price = 0


class BuyItem(OpFields):
    """Fields of `buy-item`: a combat item from the Burden values (potion, tools)."""

    item: str
    count: Annotated[int, Field(ge=1, le=99)] = 1
    price: Price = 0


class Drop(OpFields):
    """Fields of `drop`: a weapon's name, or an armor, shield or item id."""

    item: str


class GainProficiency(OpFields):
    """Fields of `gain-proficiency`: a weapon group, armor or shield id."""

    proficiency: str


def _pay(step: Step_, price: int, what: str) -> tuple[Entry, ...]:
    return (step.debit("clim", price, what),) if price else ()


def _hands(group: WeaponGroup, chosen: str | None) -> tuple[str | None, str]:
    fixed = {Hands.ONE: "one-handed", Hands.TWO: "two-handed", Hands.VERSATILE: "one-handed"}
    if group.hands in fixed:
        want = fixed[group.hands]
        if chosen not in (None, want) and group.hands is not Hands.VERSATILE:
            return None, f"{group.name} weapons are {want}."
        return want, ""
    if chosen is None:
        return None, f"{group.name} weapons are One- or Two-Handed: choose one at purchase."
    return chosen, ""


@OPS.op("buy-weapon", BuyWeapon)
def buy_weapon(step: Step_, f: BuyWeapon) -> Outcome[LyrianState]:
    """Buy a weapon of a group; one- or two-handed is fixed at purchase (the price is your GM's)."""
    group = step.content.typed("weapon-group", f.group, WeaponGroup)
    if group is None:
        return step.refuse(f"There is no weapon group '{f.group}'.", n.WEAPONS_SRC)
    hands, problem = _hands(group, f.hands)
    check = started(step.state)
    if any(w.name == f.name for w in step.state.weapons):
        problem = f"You already have a weapon named '{f.name}'."
    if hands is None or problem or not check:
        return step.refuse(problem or check.reason, n.WEAPONS_SRC)
    state = replace(step.state, weapons=(*step.state.weapons, Weapon(f.name, group.id, hands)))
    return step.done(state, *_pay(step, f.price, f"{f.name} ({group.name}, {hands})"))


def _protection(
    step: Step_, kind: str, entry_id: str, current: str | None
) -> tuple[Protection | None, str]:
    entry = step.content.typed(kind, entry_id, Protection)
    if entry is None:
        return None, f"There is no {kind} '{entry_id}'."
    if current is not None:
        return (
            None,
            f"You already have {with_article(kind)} ({current}): drop it first (one at a time).",
        )
    return entry, "" if step.state.started else started(step.state).reason


@OPS.op("buy-armor", BuyArmor)
def buy_armor(step: Step_, f: BuyArmor) -> Outcome[LyrianState]:
    """Buy and wear an armor (one at a time); without proficiency: guard −1, Evasion penalty +1."""
    entry, problem = _protection(step, "armor", f.armor, step.state.armor)
    if entry is None or problem:
        return step.refuse(problem, n.ARMOR_SRC)
    return step.done(replace(step.state, armor=entry.id), *_pay(step, f.price, entry.name))


@OPS.op("buy-shield", BuyShield)
def buy_shield(step: Step_, f: BuyShield) -> Outcome[LyrianState]:
    """Buy a shield or greatshield (one at a time)."""
    entry, problem = _protection(step, "shield", f.shield, step.state.shield)
    if entry is None or problem:
        return step.refuse(problem, n.ARMOR_SRC)
    return step.done(replace(step.state, shield=entry.id), *_pay(step, f.price, entry.name))


@OPS.op("buy-item", BuyItem)
def buy_item(step: Step_, f: BuyItem) -> Outcome[LyrianState]:
    """Buy combat items counted in the burden (potions, elixirs, flasks, tools)."""
    entry = step.content.typed("burden", f.item, BurdenValue)
    if entry is None or not step.state.started:
        return step.refuse(
            f"There is no burden item '{f.item}'." if entry is None else started(step.state).reason,
            n.BURDEN_SRC,
        )
    state = replace(step.state, items=bumped(step.state.items, entry.id, f.count))
    return step.done(state, *_pay(step, f.price, f"{entry.name} × {f.count}"))


@OPS.op("drop", Drop)
def drop(step: Step_, f: Drop) -> Outcome[LyrianState]:
    """Get rid of a weapon (by name), the armor, the shield or one combat item (sold, lost)."""
    s = step.state
    if any(w.name == f.item for w in s.weapons):
        return step.done(replace(s, weapons=tuple(w for w in s.weapons if w.name != f.item)))
    if f.item == s.armor:
        return step.done(replace(s, armor=None))
    if f.item == s.shield:
        return step.done(replace(s, shield=None))
    if f.item in s.items:
        return step.done(replace(s, items=bumped(s.items, f.item, -1)))
    return step.refuse(f"The character has no '{f.item}' to drop.", n.BURDEN_SRC)


@OPS.op("gain-proficiency", GainProficiency)
def gain_proficiency(step: Step_, f: GainProficiency) -> Outcome[LyrianState]:
    """Record a proficiency given by the race or a class whose content is not filled in yet."""
    known = any(step.content.get(k, f.proficiency) for k in ("weapon-group", "armor", "shield"))
    if not known:
        return step.refuse(
            f"'{f.proficiency}' is not a weapon group, armor or shield.", n.PROFICIENCY_SRC
        )
    if f.proficiency in step.state.proficiencies:
        return step.refuse("That proficiency is already recorded.", n.PROFICIENCY_SRC)
    return step.done(replace(step.state, proficiencies=(*step.state.proficiencies, f.proficiency)))
