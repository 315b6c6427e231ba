# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skills (5 proficiencies, rank r → r + 1 costs r + 1) and feats (cost per rank, maximum)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.heretics.content import Feat, Skill
from rules.heretics.modifier_checks import choice_check
from rules.heretics.numbers import FEATS_SRC, PROFICIENCIES, SKILLS_SRC
from rules.heretics.op_table import OPS
from rules.heretics.ops_exp import pay
from rules.heretics.state import HereticsState, bump

Step_ = Step[HereticsState]


class ChooseProficiencies(OpFields):
    """Fields of `choose-proficiencies`: the skill ids a new character is proficient in."""

    skills: list[str] = Field(max_length=50)


class RaiseSkill(OpFields):
    """Fields of `raise-skill`."""

    skill: str


class BuyFeatRank(OpFields):
    """Fields of `buy-feat-rank`: for a feat that names a skill or debuff, the choice and detail."""

    feat: str
    choice: str | None = Field(default=None, max_length=80)
    detail: str = Field(default="", max_length=200)


def skill_price(rank: int) -> int:
    """Exp to raise a skill from `rank` to `rank + 1` (l. 53)."""
    return rank + 1


@OPS.op("choose-proficiencies", ChooseProficiencies)
def choose_proficiencies(step: Step_, f: ChooseProficiencies) -> Outcome[HereticsState]:
    """Choose the 5 skills a new character is proficient in."""
    if step.state.proficiencies:
        return step.refuse("Proficiencies are chosen once, at creation.", SKILLS_SRC)
    if len(f.skills) != PROFICIENCIES or len(set(f.skills)) != PROFICIENCIES:
        return step.refuse(
            f"Choose exactly {PROFICIENCIES} different skills (got {len(set(f.skills))}).",
            SKILLS_SRC,
        )
    unknown = [s for s in f.skills if step.content.typed("skill", s, Skill) is None]
    if unknown:
        return step.refuse(f"There is no skill '{unknown[0]}'.", SKILLS_SRC)
    return step.done(replace(step.state, proficiencies=tuple(f.skills)))


@OPS.op("raise-skill", RaiseSkill)
def raise_skill(step: Step_, f: RaiseSkill) -> Outcome[HereticsState]:
    """Raise a skill one rank; it costs the new rank in Exp."""
    entry = step.content.typed("skill", f.skill, Skill)
    if entry is None:
        return step.refuse(f"There is no skill '{f.skill}'.", SKILLS_SRC)
    rank = step.state.skills.get(entry.id, 0)
    debit = pay(step, skill_price(rank), f"{entry.name} {rank} → {rank + 1}")
    if isinstance(debit, Refused):
        return debit
    return step.done(replace(step.state, skills=bump(step.state.skills, entry.id)), debit)


@OPS.op("buy-feat-rank", BuyFeatRank)
def buy_feat_rank(step: Step_, f: BuyFeatRank) -> Outcome[HereticsState]:
    """Buy a feat, or one more rank of it, at its listed cost."""
    feat = step.content.typed("feat", f.feat, Feat)
    if feat is None:
        return step.refuse(f"There is no feat '{f.feat}'.", FEATS_SRC)
    rank = step.state.feats.get(feat.id, 0)
    most = feat.max_rank if feat.per_rank else 1
    if most is not None and rank >= most:
        return step.refuse(f"{feat.name} is already at its maximum rank {most}.", feat.source)
    choices = dict(step.state.feat_choices)
    if feat.names is not None:
        earlier = choices.get(feat.id)
        choice = f.choice or (earlier[0] if earlier else None)
        check = choice_check(feat.names, choice, step.content)
        if not check:
            return step.refuse(f"{feat.name} {check.reason}.", feat.source)
        if earlier and earlier[0] != choice:
            return step.refuse(f"{feat.name} names {earlier[0]}; later ranks keep it.", feat.source)
        choices[feat.id] = (choice, f.detail or (earlier[1] if earlier else ""))
    debit = pay(step, feat.cost, f"{feat.name} rank {rank + 1}")
    if isinstance(debit, Refused):
        return debit
    state = replace(step.state, feats=bump(step.state.feats, feat.id),
                    feat_choices=MappingProxyType(choices))  # fmt: skip
    return step.done(state, debit)
