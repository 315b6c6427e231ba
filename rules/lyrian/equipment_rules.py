# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Armor and shield effects with proficiency, and the burden tally (Items & Equipment; Burden)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.memo import same_arguments
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.lyrian.class_progress import granted_proficiencies
from rules.lyrian.content import BurdenValue, Protection
from rules.lyrian.numbers import (
    ARMOR_SRC,
    BURDEN_LIMIT,
    BURDEN_SRC,
    NON_PROFICIENT_EVASION,
    NON_PROFICIENT_GUARD,
    PROFICIENCY_SRC,
)
from rules.lyrian.state import LyrianState, Weapon

WEAPON_BURDEN = {"one-handed": "one-handed-weapon", "two-handed": "two-handed-weapon"}
LONGSWORD_GROUP = "longsword"


@dataclass(frozen=True, slots=True)
class Worn:
    """One worn armor or shield and what it does once proficiency is applied."""

    entry: Protection
    proficient: bool

    @property
    def guard(self) -> int:
        """Guard always added (−1 without proficiency, never below 0)."""
        return max(0, self.entry.guard - (0 if self.proficient else NON_PROFICIENT_GUARD))

    @property
    def block_guard(self) -> int:
        """Guard while blocking (−1 without proficiency, never below 0)."""
        return max(0, self.entry.block_guard - (0 if self.proficient else NON_PROFICIENT_GUARD))

    @property
    def evasion_penalty(self) -> int:
        """Evasion and Dodge penalty (+1 without proficiency)."""
        return self.entry.evasion_penalty + (0 if self.proficient else NON_PROFICIENT_EVASION)


@same_arguments
def worn(state: LyrianState, content: Ruleset) -> list[tuple[str, Worn]]:
    """The worn armor and shield as (kind, effects)."""
    profs = granted_proficiencies(state, content)
    out = []
    for kind, entry_id in (("armor", state.armor), ("shield", state.shield)):
        entry = content.typed(kind, entry_id, Protection) if entry_id else None
        if entry is not None:
            out.append((kind, Worn(entry, entry.id in profs)))
    return out


def worn_terms(state: LyrianState, content: Ruleset, attr: str, sign: int = 1) -> list[Term]:
    """One term per worn piece for an attribute of `Worn` (guard, block_guard, …)."""
    out = []
    for _, piece in worn(state, content):
        amount = (
            getattr(piece, attr) if attr != "initiative_penalty" else piece.entry.initiative_penalty
        )
        label = piece.entry.name + ("" if piece.proficient else " (not proficient)")
        if amount:
            out.append(
                Term(label, sign * amount, ARMOR_SRC if piece.proficient else PROFICIENCY_SRC)
            )
    return out


def weapon_burden_id(weapon: Weapon) -> str:
    """The Burden values line of a weapon: the longsword has its own."""
    return LONGSWORD_GROUP if weapon.group == LONGSWORD_GROUP else WEAPON_BURDEN[weapon.hands]


def _burden_of(content: Ruleset, burden_id: str) -> int:
    entry = content.typed("burden", burden_id, BurdenValue)
    return entry.value if entry else 0


def burden(state: LyrianState, content: Ruleset) -> SheetValue:
    """The burden of every combat item carried; over 10 the character is Rooted."""
    terms = [
        Term(w.name, _burden_of(content, weapon_burden_id(w)), BURDEN_SRC) for w in state.weapons
    ]
    terms += [Term(p.entry.name, p.entry.burden, BURDEN_SRC) for _, p in worn(state, content)]
    for item_id, count in state.items.items():
        entry = content.typed("burden", item_id, BurdenValue)
        name = entry.name if entry else item_id
        terms.append(Term(f"{name} × {count}", _burden_of(content, item_id) * count, BURDEN_SRC))
    value = total("burden", "Burden", terms, BURDEN_SRC)
    rooted = value.value > BURDEN_LIMIT
    note = f"over {BURDEN_LIMIT}: Rooted" if rooted else f"limit {BURDEN_LIMIT}"
    return SheetValue(value.key, value.label, value.value, value.terms, BURDEN_SRC, note)
