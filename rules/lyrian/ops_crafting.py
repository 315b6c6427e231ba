# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Crafting interlude action: a craft begun with its materials paid, and how it ended
(Crafting & Gathering — Crafting, l. 1137-1190)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Literal

from pydantic import Field

from rules.engine.check import all_of
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Term
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import Facility, Hands, InterludeAction, Skill, SkillCategory, WeaponGroup
from rules.lyrian.event_words import Fields, Words
from rules.lyrian.experience import spirit_core
from rules.lyrian.homes import facility_level, find_home, level_value, take_use, use_key
from rules.lyrian.materials import logged_line, spend_all
from rules.lyrian.op_fields import Units
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import interlude_phase, started
from rules.lyrian.property_crafting import craft_bonus, find_expertise
from rules.lyrian.state import Craft, LyrianState, Weapon

Step_ = Step[LyrianState]
CRAFTING_ACTION = "crafting"
Points = Annotated[int, Field(ge=0, le=1_000_000)]
Materials = dict[str, Units]


class StartCraft(OpFields):
    """Fields of `start-craft`: the item, its artisan skill and crafting HP, the materials paid,
    and what adds to the bonus (an expertise, a home's workshop, a modifier)."""

    item: Annotated[str, Field(min_length=1, max_length=80)]
    skill: str
    crafting_hp: Annotated[int, Field(ge=1, le=1_000_000)]
    materials: Materials
    expertise: str | None = None
    facility: str | None = None
    modifier: Annotated[int, Field(ge=-999, le=999)] = 0
    weapon_group: str | None = None
    hands: Literal["one-handed", "two-handed"] | None = None


class FinishCraft(OpFields):
    """Fields of `finish-craft`: the crafting points reached, the mods put on and their points,
    and any material spent during the craft."""

    points: Points
    mods: list[Annotated[str, Field(min_length=1, max_length=80)]] = Field(
        default_factory=list, max_length=20
    )
    mod_points: Points = 0
    extra_materials: Materials = Field(default_factory=dict)


def open_craft(state: LyrianState) -> Craft | None:
    """The craft begun and not yet ended (at most one at a time)."""
    return next((c for c in state.crafts if c.status == "open"), None)


def _workshop(content: Ruleset, skill: Skill, facilities: dict[str, int]) -> Facility | None:
    for entry in content.entries("facility"):
        if isinstance(entry, Facility) and entry.bonus_skill == skill.id and entry.id in facilities:
            return entry
    return None


def _facility(
    step: Step_, state: LyrianState, skill: Skill, home_name: str
) -> tuple[LyrianState, Term | None, str, str]:
    """One use of the home's workshop for the skill: the state, its bonus term, its key, or why not."""
    home = find_home(state, home_name)
    entry = _workshop(step.content, skill, dict(home.facilities)) if home else None
    if home is not None and entry is None:
        return state, None, "", f"{home.name} has no workshop for {skill.name}."
    state, found, problem = take_use(state, step.content, home_name, entry.id if entry else "")
    if found is None or entry is None:
        return state, None, "", problem
    bonus = level_value(entry.bonus, facility_level(found, entry.id))
    label = f"{entry.name} level {facility_level(found, entry.id)} ({found.name})"
    return state, Term(label, bonus, n.FACILITIES_SRC), use_key(found.name, entry.id), ""


def _weapon(step: Step_, f: StartCraft) -> tuple[str | None, str]:
    """The crafted weapon's hands, or why it cannot be one."""
    if f.weapon_group is None:
        return None, "Hands are given only for a crafted weapon." if f.hands else ""
    group = step.content.typed("weapon-group", f.weapon_group, WeaponGroup)
    if group is None:
        return None, f"There is no weapon group '{f.weapon_group}'."
    if any(w.name == f.item for w in step.state.weapons):
        return None, f"You already have a weapon named '{f.item}'."
    fixed = {Hands.ONE: "one-handed", Hands.TWO: "two-handed"}.get(group.hands or Hands.EITHER)
    if fixed and f.hands not in (None, fixed):
        return None, f"{group.name} weapons are {fixed}."
    if fixed is None and f.hands is None:
        return None, f"{group.name} weapons are One- or Two-Handed: choose one for the craft."
    return fixed or f.hands, ""


def _expertise_name(state: LyrianState, skill: Skill, name: str | None) -> str | None:
    found = find_expertise(state, skill, name) if name else None
    return found[0] if found else name


def _begin_problem(step: Step_, f: StartCraft, skill: Skill | None) -> str:
    check = all_of([started(step.state), interlude_phase(step.state)])
    if not check:
        return check.reason
    if skill is None or skill.category is not SkillCategory.ARTISAN:
        return f"'{f.skill}' is not an artisan skill."
    craft = open_craft(step.state)
    if craft is not None:
        return f"{craft.item} is still being crafted: finish it first (one craft at a time)."
    return ""


@OPS.op("start-craft", StartCraft)
def start_craft(step: Step_, f: StartCraft) -> Outcome[LyrianState]:
    """Begin crafting an item (the Crafting action's IP): its materials are paid now (l. 1141)."""
    action = step.content.typed("interlude-action", CRAFTING_ACTION, InterludeAction)
    skill = step.content.typed("skill", f.skill, Skill)
    problem = _begin_problem(step, f, skill) or (
        "" if action else "The Crafting action is missing."
    )
    hands, weapon_problem = _weapon(step, f)
    if problem or weapon_problem or skill is None or action is None:
        return step.refuse(problem or weapon_problem, n.CRAFTING_SRC)
    state, extra, facility = step.state, [], None
    if f.facility is not None:
        state, term, facility, problem = _facility(step, state, skill, f.facility)
        extra = [term] if term else []
    if f.modifier:
        extra.append(Term("modifier", f.modifier, n.CRAFTING_SRC))
    core = spirit_core(step.state, step.ledger)
    bonus, bonus_problem = craft_bonus(state, step.content, skill, core, extra, f.expertise)
    if not problem and not bonus_problem:
        state, problem = spend_all(step.content, state, dict(f.materials))
    if problem or bonus_problem:
        return step.refuse(problem or bonus_problem, n.CRAFTING_SRC)
    craft = Craft(
        item=f.item,
        skill=skill.id,
        expertise=_expertise_name(state, skill, f.expertise),
        crafting_hp=f.crafting_hp,
        materials=dict(f.materials),
        bonus=bonus.value,
        facility=facility,
        modifier=f.modifier,
        weapon_group=f.weapon_group,
        hands=hands,
    )
    state = state.with_owned(crafts=(*state.crafts, craft))
    line = f"{action.name}: began {f.item} ({bonus.breakdown()})"
    cost = state.unpriced_action_ip if action.ip_cost is None else action.ip_cost
    debits = (step.debit("ip", cost, f"{action.name}: {f.item}"),) if cost else ()
    return step.done(logged_line(state, line, step.event.note), *debits)


def _ended(craft: Craft, f: FinishCraft, materials: dict[str, int]) -> Craft:
    crafted = f.points - f.mod_points >= craft.crafting_hp
    return replace(
        craft,
        status="crafted" if crafted else "failed",
        points=f.points,
        mods=tuple(f.mods),
        mod_points=f.mod_points,
        materials=materials,
    )


def _finish_problem(step: Step_, f: FinishCraft, craft: Craft | None) -> str:
    check = all_of([started(step.state), interlude_phase(step.state)])
    if not check:
        return check.reason
    if craft is None:
        return "No craft is being crafted: begin one with the Crafting action."
    if f.mod_points > f.points:
        return f"Mods cost {f.mod_points} points but the craft reached only {f.points}."
    if f.mod_points and not f.mods:
        return "Name the mods the points were spent on."
    if craft.weapon_group and any(w.name == craft.item for w in step.state.weapons):
        return f"You already have a weapon named '{craft.item}': rename or drop it first."
    return ""


@OPS.op("finish-craft", FinishCraft)
def finish_craft(step: Step_, f: FinishCraft) -> Outcome[LyrianState]:
    """End the craft: crafted when the points left after mods reach its crafting HP; otherwise
    it fails and "You lose all materials used for crafting" (l. 1175)."""
    craft = open_craft(step.state)
    problem = _finish_problem(step, f, craft)
    state = step.state
    if not problem:
        state, problem = spend_all(step.content, state, dict(f.extra_materials))
    if problem or craft is None:
        return step.refuse(problem, n.CRAFTING_SRC)
    materials = dict(craft.materials)
    for key, units in f.extra_materials.items():
        materials[key] = materials.get(key, 0) + units
    ended = _ended(craft, f, materials)
    crafts = tuple(ended if c is craft else c for c in state.crafts)
    state = state.with_owned(crafts=crafts)
    if ended.status == "crafted" and ended.weapon_group and ended.hands:
        state = replace(
            state, weapons=(*state.weapons, Weapon(ended.item, ended.weapon_group, ended.hands))
        )
    final = f.points - f.mod_points
    result = (
        f"crafted ({final} of {craft.crafting_hp} crafting points)"
        if ended.status == "crafted"
        else f"failed ({final} of {craft.crafting_hp} crafting points): the materials are lost"
    )
    return step.done(logged_line(state, f"{craft.item} {result}", step.event.note))


def _start(f: Fields, _c: Ruleset) -> str:
    return f"Begin Crafting {f.get('item', '?')}"


WORDS: dict[str, Words] = {
    "start-craft": _start,
    "finish-craft": lambda f, _c: f"Finish Crafting ({f.get('points', '?')} points)",
}
"""Each op of this module in a player's words, as the undo labels say them."""
