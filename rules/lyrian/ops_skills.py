# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skill points into main skills and expertises, within the caps (Skills — Skill cap)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import Skill, WeaponGroup
from rules.lyrian.experience import spirit_core
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import started
from rules.lyrian.skills_rules import (
    artisan_class_check,
    expertise_cap,
    expertise_points,
    skill_cap,
)
from rules.lyrian.state import LyrianState, bumped, expertise_key

Step_ = Step[LyrianState]
SkillPoints = Annotated[int, Field(ge=1, le=100)]


class BuySkill(OpFields):
    """Fields of `buy-skill`."""

    skill: str
    points: SkillPoints = 1


class BuyExpertise(OpFields):
    """Fields of `buy-expertise`: the main skill and the expertise's name (`Forests`)."""

    skill: str
    expertise: str = Field(min_length=1, max_length=80)
    points: SkillPoints = 1


def _skill(step: Step_, skill_id: str) -> tuple[Skill | None, Check]:
    skill = step.content.typed("skill", skill_id, Skill)
    if skill is None:
        return None, refuse(f"There is no skill '{skill_id}'.", n.SKILLS_SRC)
    return skill, all_of(
        [started(step.state), artisan_class_check(step.state, step.content, skill)]
    )


@OPS.op("buy-skill", BuySkill)
def buy_skill(step: Step_, f: BuySkill) -> Outcome[LyrianState]:
    """Put skill points into a skill, up to its cap (15; +5 at Skybound; none at 10k Spirit Core)."""
    skill, check = _skill(step, f.skill)
    if skill is None or not check:
        return step.refuse(check.reason, check.source)
    core = spirit_core(step.state, step.ledger)
    cap = skill_cap(skill, core, step.state.tier_lifts_artisan_caps)
    have = step.state.skills.get(skill.id, 0)
    if cap is not None and have + f.points > cap:
        return step.refuse(
            f"{skill.name} is capped at {cap} skill points (has {have}).", n.SKILL_CAP_SRC
        )
    state = replace(step.state, skills=bumped(step.state.skills, skill.id, f.points))
    return step.done(state, step.debit("skill-points", f.points, f"{skill.name} +{f.points}"))


def expertise_choice(content: Ruleset, skill: Skill, name: str) -> Check:
    """Artisan skills allow only their listed expertises (and weapon groups for Blacksmith)."""
    if skill.expertise_cap is None:
        return refuse(f"{skill.name} has no expertises.", n.GATHERING_SRC)
    allowed = {c.lower() for c in skill.expertise_choices}
    if skill.expertise_weapon_groups:
        allowed |= {
            g.name.lower() for g in content.entries("weapon-group") if isinstance(g, WeaponGroup)
        }
    if not allowed or name.lower() in allowed:
        return ALLOWED
    return refuse(
        f"{skill.name} expertises are only: {', '.join(skill.expertise_choices)}.", n.ARTISAN_SRC
    )


@OPS.op("buy-expertise", BuyExpertise)
def buy_expertise(step: Step_, f: BuyExpertise) -> Outcome[LyrianState]:
    """Put skill points into an expertise: 2 expertise points each, up to its cap (15)."""
    skill, check = _skill(step, f.skill)
    if skill is None or not check:
        return step.refuse(check.reason, check.source)
    choice = expertise_choice(step.content, skill, f.expertise)
    if not choice:
        return step.refuse(choice.reason, choice.source)
    core = spirit_core(step.state, step.ledger)
    cap = expertise_cap(skill, core, step.state.tier_lifts_artisan_caps)
    key = expertise_key(skill.id, f.expertise)
    spent = step.state.expertise.get(key, 0)
    if expertise_points(spent + f.points - 1, cap) == cap:
        have = expertise_points(spent, cap)
        return step.refuse(
            f"{skill.name}, {f.expertise} is capped at {cap} expertise points (has {have}): "
            "that many points would be wasted.",
            n.SKILL_CAP_SRC,
        )
    state = replace(step.state, expertise=bumped(step.state.expertise, key, f.points))
    note = f"{skill.name}, {f.expertise} +{f.points} (expertise)"
    return step.done(state, step.debit("skill-points", f.points, note))
