# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Spending skill points: skill ranks, talent ranks and flairs (Chapters 3–5)."""

from __future__ import annotations

from dataclasses import replace

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.miridon.content import Flair, Skill, Talent
from rules.miridon.dual_class import locked_dual_skill
from rules.miridon.numbers import DUAL_CLASS, FLAIRS_SRC, SKILLS_SRC, TALENTS_SRC
from rules.miridon.op_table import OPS
from rules.miridon.prereq import requirements_check
from rules.miridon.pricing import flair_cost, skill_rank_cost, talent_rank_cost
from rules.miridon.state import MiridonState

Step_ = Step[MiridonState]


class SkillRef(OpFields):
    """Fields of `buy-skill-rank`."""

    skill: str


class TalentRef(OpFields):
    """Fields of `buy-talent-rank`."""

    talent: str


class FlairRef(OpFields):
    """Fields of `buy-flair`."""

    flair: str


@OPS.op("buy-skill-rank", SkillRef)
def buy_skill_rank(step: Step_, f: SkillRef) -> Outcome[MiridonState]:
    """Raise a skill one rank: r points for a class skill, 2r for a cross-class skill."""
    skill = step.content.typed("skill", f.skill, Skill)
    if skill is None:
        return step.refuse(f"There is no skill '{f.skill}'.", SKILLS_SRC)
    if not step.state.classes:
        return step.refuse(
            "Choose a class first: whether a skill is a class skill decides its price.", SKILLS_SRC
        )
    if locked_dual_skill(step.state, step.content) == skill.id:
        return step.refuse(
            f"{skill.name} is the dual-class skill of your classes: it cannot receive bought ranks.",
            SKILLS_SRC,
        )
    rank = step.state.rank("skill", skill.id) + 1
    cost = skill_rank_cost(step.state, step.content, skill.id, rank)
    entry = step.debit("skill-points", cost, f"{skill.name} rank {rank}")
    return step.done(step.state.with_rank("skill", skill.id, rank), entry)


@OPS.op("buy-talent-rank", TalentRef)
def buy_talent_rank(step: Step_, f: TalentRef) -> Outcome[MiridonState]:
    """Raise a talent one rank: 5 × the new rank points (Melee Boost 0→3 costs 5+10+15)."""
    talent = step.content.typed("talent", f.talent, Talent)
    if talent is None:
        return step.refuse(f"There is no talent '{f.talent}'.", TALENTS_SRC)
    if talent.id == DUAL_CLASS:
        return step.refuse(
            "Dual-Class is taken together with the second class: use take-dual-class.", TALENTS_SRC
        )
    rank = step.state.rank("talent", talent.id) + 1
    if talent.max_rank is not None and rank > talent.max_rank:
        return step.refuse(f"{talent.name} has at most {talent.max_rank} rank(s).", TALENTS_SRC)
    check = requirements_check(talent.requires, step.state, step.content)
    if not check:
        return step.refuse(f"{talent.name} {check.reason}.", TALENTS_SRC)
    entry = step.debit("skill-points", talent_rank_cost(talent, rank), f"{talent.name} rank {rank}")
    return step.done(step.state.with_rank("talent", talent.id, rank), entry)


@OPS.op("buy-flair", FlairRef)
def buy_flair(step: Step_, f: FlairRef) -> Outcome[MiridonState]:
    """Buy a flair: 0, 10, 20 … points by the number already owned; prerequisites checked."""
    flair = step.content.typed("flair", f.flair, Flair)
    if flair is None:
        return step.refuse(f"There is no flair '{f.flair}'.", FLAIRS_SRC)
    if flair.id in step.state.flairs:
        return step.refuse(f"The character already has {flair.name}.", FLAIRS_SRC)
    check = requirements_check(flair.requires, step.state, step.content)
    if not check:
        return step.refuse(f"{flair.name} {check.reason}.", FLAIRS_SRC)
    cost = flair_cost(len(step.state.flairs))
    entry = step.debit(
        "skill-points", cost, f"flair {flair.name} (flair {len(step.state.flairs) + 1})"
    )
    return step.done(replace(step.state, flairs=(*step.state.flairs, flair.id)), entry)
