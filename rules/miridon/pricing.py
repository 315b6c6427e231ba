# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What buying costs: skill ranks, talent ranks and flairs (Chapters 3–5, RULINGS.md)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.miridon.content import MiridonClass, Talent
from rules.miridon.numbers import CROSS_CLASS_FACTOR, FLAIR_PRICE_STEP
from rules.miridon.state import MiridonState


def class_skills(state: MiridonState, content: Ruleset) -> set[str]:
    """Skills that are class skills of any of the character's classes."""
    out: set[str] = set()
    for class_id in state.classes:
        entry = content.typed("class", class_id, MiridonClass)
        if entry is not None:
            out.update(entry.class_skills)
    return out


def skill_rank_cost(state: MiridonState, content: Ruleset, skill: str, rank: int) -> int:
    """Raising a skill to `rank` costs `rank`, or twice that for a cross-class skill."""
    return rank if skill in class_skills(state, content) else CROSS_CLASS_FACTOR * rank


def talent_rank_cost(talent: Talent, rank: int) -> int:
    """Raising a talent to `rank` costs cost_per_rank × rank (Melee Boost: 5, 10, 15 …), or its flat cost."""
    if talent.flat_cost is not None:
        return talent.flat_cost
    assert talent.cost_per_rank is not None
    return talent.cost_per_rank * rank


def flair_cost(owned: int) -> int:
    """The next flair costs 10 × the number of flairs already owned."""
    return FLAIR_PRICE_STEP * owned


def refund_for(rank: int) -> int:
    """What a skill at `rank` refunds when it becomes a class skill: r(r+1)/2 (Dual-Class Rules)."""
    return rank * (rank + 1) // 2
