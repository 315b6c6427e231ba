# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Materials found, bought, sold and spent, and gathered (Material, l. 1192-1203; Gather, l. 1080;
Gathering, l. 1205-1305)."""

from __future__ import annotations

from typing import Literal

from rules.engine.check import all_of
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import InterludeAction, Skill, SkillCategory
from rules.lyrian.event_words import Fields, Words
from rules.lyrian.materials import (
    gain,
    gather_yield,
    kind_problem,
    logged_line,
    material_key,
    material_words,
    sells_for,
    spend,
)
from rules.lyrian.op_fields import Name, Price, Units
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import interlude_phase, started
from rules.lyrian.state import LyrianState

Step_ = Step[LyrianState]
GATHER_ACTION = "gather"
HOW = {
    "gathered": "Gathered",
    "found": "Found",
    "bought": "Bought",
    "monster-parts": "Took from monsters",
}


class Material(OpFields):
    """Fields of `sell-material` and `spend-material`: the material kind, exact type and units."""

    kind: str
    material: Name
    units: Units


class GainMaterial(Material):
    """Fields of `gain-material`: how it was had, and its price when bought."""

    how: Literal["gathered", "found", "bought", "monster-parts"] = "found"
    price: Price = 0


class Gather(OpFields):
    """Fields of `gather`: the gathering skill, the exact material, its kind, and the tier-2 half."""

    activity: str
    material: Name
    kind: str | None = None
    half_as: Name | None = None
    split_with: Name | None = None
    """Another basic material of the activity: half of the yield is that (so a doubled 1,200
    fits the 1,000-unit carrying limit)."""
    split_kind: str | None = None
    """The kind of `split_with` (default: the kind gathered); one the activity gathers."""


class GatherOutcrop(OpFields):
    """Fields of `gather-outcrop`: the outcrop, its yield and lucky yield, and what was cleared."""

    outcrop: Name
    kind: str
    material: Name
    units: Units
    lucky_kind: str | None = None
    lucky_material: Name | None = None
    lucky_units: Units | None = None
    node_cleared: bool
    lucky_cleared: bool = False


def _key(step: Step_, kind: str, material: str) -> tuple[str, str]:
    problem = kind_problem(step.content, kind, material) or started(step.state).reason
    return material_key(kind, material), problem


@OPS.op("gain-material", GainMaterial)
def gain_material(step: Step_, f: GainMaterial) -> Outcome[LyrianState]:
    """Units of an exact material found, bought, gathered or taken from monsters (up to 1,000)."""
    key, problem = _key(step, f.kind, f.material)
    if f.price and f.how != "bought":
        problem = problem or "A price is paid only for bought materials."
    state, problem = (
        (step.state, problem) if problem else gain(step.content, step.state, key, f.units)
    )
    if problem:
        return step.refuse(problem, n.MATERIAL_SRC)
    what = f"{f.units:,} {material_words(step.content, key)}"
    paid = (step.debit("clim", f.price, what),) if f.price else ()
    line = f"{HOW[f.how]} {what}"
    return step.done(logged_line(state, line, step.event.note), *paid)


@OPS.op("sell-material", Material)
def sell_material(step: Step_, f: Material) -> Outcome[LyrianState]:
    """Sell units on the market: 2 units for 1 Clim, junk 4, rounded down (l. 1192)."""
    key, problem = _key(step, f.kind, f.material)
    state, problem = (
        (step.state, problem) if problem else spend(step.content, step.state, key, f.units)
    )
    if problem:
        return step.refuse(problem, n.MATERIAL_SRC)
    clim = sells_for(step.content, key, f.units)
    what = f"Sold {f.units:,} {material_words(step.content, key)}"
    paid = (step.credit("clim", clim, what),) if clim else ()
    return step.done(logged_line(state, f"{what} for {clim:,} Clim", step.event.note), *paid)


@OPS.op("spend-material", Material)
def spend_material(step: Step_, f: Material) -> Outcome[LyrianState]:
    """Use up units of a material (what it was for goes in the note)."""
    key, problem = _key(step, f.kind, f.material)
    state, problem = (
        (step.state, problem) if problem else spend(step.content, step.state, key, f.units)
    )
    if problem:
        return step.refuse(problem, n.MATERIAL_SRC)
    line = f"Spent {f.units:,} {material_words(step.content, key)}"
    return step.done(logged_line(state, line, step.event.note))


def _gather_kind(step: Step_, f: Gather) -> tuple[Skill | None, str, str]:
    skill = step.content.typed("skill", f.activity, Skill)
    if skill is None or skill.category is not SkillCategory.GATHERING:
        return None, "", f"'{f.activity}' is not a gathering skill."
    kind = f.kind or (skill.gathers[0] if skill.gathers else "")
    if not kind:
        return None, "", f"{skill.name} names no material kind: choose the kind gathered."
    problem = kind_problem(step.content, kind, f.material)
    if f.half_as is not None:
        problem = problem or kind_problem(step.content, kind, f.half_as)
    if f.split_with is not None:
        problem = problem or _split_problem(step, skill, kind, f)
    return skill, kind, problem


def _split_problem(step: Step_, skill: Skill, kind: str, f: Gather) -> str:
    split_kind = f.split_kind or kind
    if f.half_as is not None:
        return "A Gather is split either as the tier 1.5 material (half_as) or with another basic material (split_with), not both."
    if skill.gathers and split_kind not in skill.gathers:
        kinds = ", ".join(step.content.name_of("material-kind", k) for k in skill.gathers)
        return f"{skill.name} gathers {kinds}: the second material is one of those."
    if material_key(split_kind, f.split_with or "") == material_key(kind, f.material):
        return "The second basic material is a different material from the first."
    return kind_problem(step.content, split_kind, f.split_with or "")


@OPS.op("gather", Gather)
def gather(step: Step_, f: Gather) -> Outcome[LyrianState]:
    """The Gather interlude action: 600 units, 1,200 with the tier 1 gathering class mastered."""
    action = step.content.typed("interlude-action", GATHER_ACTION, InterludeAction)
    skill, kind, problem = _gather_kind(step, f)
    check = all_of([started(step.state), interlude_phase(step.state)])
    if action is None or skill is None or problem or not check:
        return step.refuse(
            check.reason or problem or "The Gather action is missing.", check.source or n.GATHER_SRC
        )
    yields, problem = gather_yield(step.state, step.content, skill, kind, f.material, f.half_as)
    if f.split_with is not None and not problem:
        yields = _split(yields, material_key(f.split_kind or kind, f.split_with))
    state = step.state
    for key, units in yields.items():
        if not problem:
            state, problem = gain(step.content, state, key, units)
            if problem and len(yields) == 1:
                problem += " Half of a Gather can be a second basic material of the activity."
    if problem:
        return step.refuse(problem, n.GATHER_SRC)
    cost = step.state.unpriced_action_ip if action.ip_cost is None else action.ip_cost
    what = " and ".join(f"{u:,} {material_words(step.content, k)}" for k, u in yields.items())
    state = logged_line(state, f"{action.name} ({skill.name}): {what}", step.event.note)
    return step.done(state, *((step.debit("ip", cost, action.name),) if cost else ()))


def _split(yields: dict[str, int], second: str) -> dict[str, int]:
    """The yield with half (rounded down) as a second basic material."""
    (first, units), *_ = yields.items()
    half = units // 2
    return {first: units - half, second: half}


def _lucky(step: Step_, f: GatherOutcrop) -> tuple[str | None, str]:
    given = (f.lucky_material, f.lucky_units)
    if all(v is None for v in (f.lucky_kind, *given)):
        return None, "A lucky yield was cleared but none is entered." if f.lucky_cleared else ""
    if any(v is None for v in given):
        return None, "A lucky yield names its material and units."
    kind = f.lucky_kind or f.kind
    return material_key(kind, f.lucky_material or ""), kind_problem(
        step.content, kind, f.lucky_material or ""
    )


@OPS.op("gather-outcrop", GatherOutcrop)
def gather_outcrop(step: Step_, f: GatherOutcrop) -> Outcome[LyrianState]:
    """A gathering session at an outcrop: its yield when the Node Points were cleared, and the
    Lucky Yield when the Lucky Points were too (l. 1280)."""
    key, problem = _key(step, f.kind, f.material)
    lucky, lucky_problem = _lucky(step, f)
    if problem or lucky_problem:
        return step.refuse(problem or lucky_problem, n.GATHERING_SRC)
    state, got = step.state, []
    if f.node_cleared:
        state, problem = gain(step.content, state, key, f.units)
        got.append(f"{f.units:,} {material_words(step.content, key)}")
    if f.node_cleared and f.lucky_cleared and lucky and f.lucky_units and not problem:
        state, problem = gain(step.content, state, lucky, f.lucky_units)
        got.append(f"{f.lucky_units:,} {material_words(step.content, lucky)} (lucky yield)")
    if problem:
        return step.refuse(problem, n.GATHERING_SRC)
    what = " and ".join(got) if got else "no yield (Node Points not cleared)"
    return step.done(logged_line(state, f"Gathered at {f.outcrop}: {what}", step.event.note))


def _units(verb: str) -> Words:
    def words(f: Fields, c: Ruleset) -> str:
        kind = c.name_of("material-kind", str(f.get("kind", "")))
        return f"{verb} {f.get('units', '?')} {f.get('material', '?')} ({kind})"

    return words


def _gather(f: Fields, c: Ruleset) -> str:
    return f"Gather {f.get('material', '?')} ({c.name_of('skill', str(f.get('activity', '')))})"


WORDS: dict[str, Words] = {
    "gain-material": _units("Gain"),
    "sell-material": _units("Sell"),
    "spend-material": _units("Spend"),
    "gather": _gather,
    "gather-outcrop": lambda f, _c: f"Gather at {f.get('outcrop', '?')}",
}
"""Each op of this module in a player's words, as the undo labels say them."""
