# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The named Glorious Heretics user actions; each label is the undo text ("Raise Stealth to 2")."""

from __future__ import annotations

from collections.abc import Sequence

from gui.character.operation import Operation, single
from rules.engine.ruleset import Ruleset
from rules.heretics.numbers import EXP_PER_HIT_POINT


def award_exp(amount: int, note: str = "") -> Operation:
    """The GM awards Exp; the note says why."""
    return single(f"Award {amount} Exp", "award-exp", note.strip() or None, amount=amount)


def choose_proficiencies(skills: Sequence[str]) -> Operation:
    """The five skills a new character is proficient in (l. 53)."""
    return single("Choose Proficiencies", "choose-proficiencies", skills=list(skills))


def raise_skill(content: Ruleset, skill: str, rank_now: int) -> Operation:
    """One rank of a skill (rank r → r + 1 costs r + 1 Exp)."""
    label = f"Raise {content.name_of('skill', skill)} to {rank_now + 1}"
    return single(label, "raise-skill", skill=skill)


def buy_feat_rank(
    content: Ruleset, feat: str, rank_now: int, choice: str | None = None, detail: str = ""
) -> Operation:
    """The next rank of a feat (a Specialization names its skill or debuff and a detail)."""
    fields: dict[str, str] = {}
    if choice:
        fields["choice"] = choice
    if detail.strip():
        fields["detail"] = detail.strip()
    name = content.name_of("feat", feat)
    label = f"Buy {name}" if rank_now == 0 else f"Buy {name} Rank {rank_now + 1}"
    return single(label, "buy-feat-rank", feat=feat, **fields)


def buy_hit_points(exp: int) -> Operation:
    """Hit points for Exp: +1 per 2 Exp."""
    points = exp // EXP_PER_HIT_POINT
    return single(f"Buy {points} Hit Point{'s' * (points != 1)}", "buy-hit-points", exp=exp)


def spend_resources(amount: int, note: str) -> Operation:
    """Resource points spent to have had an item all along (the note names it)."""
    what = note.strip()
    label = f"Spend {amount} Resources" + (f" on {what}" if what else "")
    return single(label, "spend-resources", what or None, amount=amount)


def restock() -> Operation:
    """Obtained items are gone and resources fill to the maximum."""
    return single("Restock", "restock")


def add_equipment(text: str) -> Operation:
    """A line of equipment notes."""
    return single(f"Add Equipment {text.strip()}", "add-equipment", text=text.strip())


def remove_equipment(text: str) -> Operation:
    """Take a line off the equipment notes."""
    return single(f"Remove Equipment {text}", "remove-equipment", text=text)
