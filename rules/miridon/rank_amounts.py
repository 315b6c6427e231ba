# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Amounts a special, talent or skill gives per rank (Teleport: up to 5 ft per rank), as values.

The amounts are content data (`per_rank` on the entry, with the rulebook line); an amount another
sheet value already counts (Dodge Boost in Active Evasion, Redouble in its threshold) has none.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term
from rules.miridon.content import RankAmount, Skill, Special, Talent
from rules.miridon.state import MiridonState


@dataclass(frozen=True, slots=True)
class RankValue:
    """One per-rank amount of an entry the character has: the sheet value and how it reads."""

    value: SheetValue
    text: str
    """Beside the entry's name: `up to 15 ft`."""

    def as_json(self) -> dict[str, Any]:
        """The value's key, label and amount and how it reads, for a section's list."""
        return {
            "key": self.value.key,
            "label": self.value.label,
            "value": self.value.value,
            "text": self.text,
        }


def per_rank_words(amount: RankAmount) -> str:
    """The amount per rank with its unit: `5 ft`, `1d6`, `3`."""
    if not amount.unit:
        return str(amount.amount)
    if amount.unit.startswith("d"):
        return f"{amount.amount}{amount.unit}"
    return f"{amount.amount} {amount.unit}"


def rank_values(kind: str, entry: Special | Talent | Skill, rank: int) -> list[RankValue]:
    """Each per-rank amount of the entry at this rank, keyed `kind:id:key`; none at rank 0."""
    if rank <= 0:
        return []
    out = []
    for amount in entry.per_rank:
        key = f"{kind}:{entry.id}:{amount.key}"
        source = amount.source or entry.source
        total = amount.amount * rank
        term = Term(f"{per_rank_words(amount)} × {entry.name} rank {rank}", total, source)
        value = SheetValue(key, amount.label, total, (term,), source, amount.note)
        out.append(RankValue(value, amount.reads.format(amount=total)))
    return out


def talent_rank_values(state: MiridonState, content: Ruleset) -> dict[str, list[RankValue]]:
    """The per-rank amounts of each talent bought, by talent id (only talents that give some)."""
    out = {}
    for talent_id, rank in state.talents.items():
        entry = content.typed("talent", talent_id, Talent)
        found = rank_values("talent", entry, rank) if entry else []
        if found:
            out[talent_id] = found
    return out


def skill_rank_values(state: MiridonState, content: Ruleset) -> dict[str, list[RankValue]]:
    """The per-rank amounts of each skill bought, by skill id (only skills that give some)."""
    out = {}
    for skill_id, rank in state.skills.items():
        entry = content.typed("skill", skill_id, Skill)
        found = rank_values("skill", entry, rank) if entry else []
        if found:
            out[skill_id] = found
    return out


def by_key(found: dict[str, list[RankValue]]) -> dict[str, SheetValue]:
    """The sheet values of the amounts, in entry order."""
    return {r.value.key: r.value for amounts in found.values() for r in amounts}
