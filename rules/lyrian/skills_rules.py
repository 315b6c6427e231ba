# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Skill and expertise caps by category and Spirit Core tier, and skill values (Skills)."""

from __future__ import annotations

from rules.engine.check import ALLOWED, Check, refuse
from rules.engine.memo import same_arguments
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.lyrian.class_progress import class_of, passives
from rules.lyrian.content import Skill, SkillCategory
from rules.lyrian.numbers import (
    ARTISAN_SRC,
    EXPERTISE_PER_POINT,
    SKILL_CAP_SRC,
    SKILLS_SRC,
    SKYBOUND_CAP_BONUS,
    SKYBOUND_CORE,
    UNCAPPED_CORE,
)
from rules.lyrian.state import LyrianState


def raised_cap(cap: int, core: int) -> int | None:
    """A cap at a Spirit Core: +5 from Skybound (5000), none from 10000."""
    if core >= UNCAPPED_CORE:
        return None
    return cap + SKYBOUND_CAP_BONUS if core >= SKYBOUND_CORE else cap


def _tier_lifts(skill: Skill, lift_artisan: bool) -> bool:
    """Skill cap (l. 287-293) lifts the main-skill limits; the artisan (l. 357) and gathering
    (l. 377) limits are given apart with no tier change: lifted only under the house rule."""
    return skill.category is SkillCategory.MAIN or lift_artisan


def skill_cap(skill: Skill, core: int, lift_artisan: bool = False) -> int | None:
    """The most skill points a skill can take (None: no cap)."""
    return raised_cap(skill.cap, core) if _tier_lifts(skill, lift_artisan) else skill.cap


def expertise_cap(skill: Skill, core: int, lift_artisan: bool = False) -> int | None:
    """The most expertise points an expertise of this skill can reach (None: no cap)."""
    cap = skill.expertise_cap or 0
    return raised_cap(cap, core) if _tier_lifts(skill, lift_artisan) else cap


def expertise_points(spent: int, cap: int | None) -> int:
    """Each skill point gives 2 expertise points, up to the cap (so the 8th of 15 adds 1)."""
    value = spent * EXPERTISE_PER_POINT
    return value if cap is None else min(value, cap)


def artisan_class_check(state: LyrianState, content: Ruleset, skill: Skill) -> Check:
    """Artisan and gathering skills only through a class that names them (Artisan Skills)."""
    if skill.category is SkillCategory.MAIN:
        return ALLOWED
    for class_id in state.classes:
        cls = class_of(content, class_id)
        if cls is not None and cls.artisan_skill == skill.id:
            return ALLOWED
    return refuse(
        f"{skill.name} is an {skill.category} skill: it cannot be picked with skill points "
        "unless a class you have names it.",
        ARTISAN_SRC,
    )


@same_arguments
def _passive_skill_terms(state: LyrianState, content: Ruleset) -> dict[str, tuple[Term, ...]]:
    """The skill points passive increases add, by skill, in the order they were learned."""
    found: dict[str, list[Term]] = {}
    for passive in passives(state, content):
        if passive.increase.skill:
            term = Term(passive.label, passive.increase.amount, SKILL_CAP_SRC)
            found.setdefault(passive.increase.skill, []).append(term)
    return {skill: tuple(terms) for skill, terms in found.items()}


def skill_value(state: LyrianState, content: Ruleset, skill: Skill, sub: int) -> SheetValue:
    """The skill check bonus: sub stat + main skill (+ the highest expertise, on the roll)."""
    terms = []
    if skill.sub_stat:
        terms.append(Term(skill.sub_stat.title(), sub, SKILLS_SRC))
    terms.append(Term("skill points", state.skills.get(skill.id, 0), SKILL_CAP_SRC))
    terms.extend(_passive_skill_terms(state, content).get(skill.id, ()))
    formula = "d20 + sub stat + main skill + highest expertise" if skill.sub_stat else ""
    return total(f"skill:{skill.id}", skill.name, terms, SKILLS_SRC, formula)
