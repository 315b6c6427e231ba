# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon sheet: points, specials with ranks, talents, skills, flairs, evasion, reductions."""

from __future__ import annotations

from typing import Any

from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, SheetValue, Term, total
from rules.engine.source_ref import cite
from rules.miridon.numbers import BOOK, SPECIALS_SRC, TALENTS_SRC
from rules.miridon.prereq import name_of
from rules.miridon.pricing import flair_cost
from rules.miridon.specials import held_specials
from rules.miridon.state import MiridonState

_TERMS = cite(BOOK, "Chapter 6: Battle Terms")
_AWARDS = cite(BOOK, "RULINGS.md: starting stats and skill points are GM awards")


def _talent_term(state: MiridonState, content: Ruleset, talent: str, per_rank: int) -> list[Term]:
    rank = state.talents.get(talent, 0)
    if not rank:
        return []
    return [
        Term(
            f"{name_of(content, 'talent', talent)} {rank} × {per_rank}",
            rank * per_rank,
            TALENTS_SRC,
        )
    ]


def points(state: MiridonState, ledger: Ledger) -> dict[str, SheetValue]:
    """Maximum Strength and Speed Points (GM awards) and unspent skill points."""
    return {
        "max-strength": SheetValue(
            "max-strength",
            "Maximum Strength Points",
            state.max_strength,
            (Term("GM awards", state.max_strength, _AWARDS),),
            _AWARDS,
        ),
        "max-speed": SheetValue(
            "max-speed",
            "Maximum Speed Points",
            state.max_speed,
            (Term("GM awards", state.max_speed, _AWARDS),),
            _AWARDS,
        ),
        "skill-points": SheetValue(
            "skill-points", "Skill points", ledger.balance("skill-points"), (), TALENTS_SRC
        ),
    }


def defenses(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """Evasion, damage reductions and restore amounts from the talents (Chapters 4 and 6)."""
    restore_str = [
        Term("base", 5, TALENTS_SRC),
        *_talent_term(state, content, "restore-strength-points-boost", 1),
    ]
    restore_spd = [
        Term("base", 5, TALENTS_SRC),
        *_talent_term(state, content, "restore-speed-points-boost", 1),
    ]
    return {
        "passive-evasion": total(
            "passive-evasion", "Passive Evasion", [Term("unarmored", 7, _TERMS)], _TERMS
        ),
        "active-evasion": total(
            "active-evasion",
            "Active Evasion",
            [Term("base", 7, _TERMS), *_talent_term(state, content, "dodge-boost", 2)],
            _TERMS,
        ),
        "physical-damage-reduction": total(
            "physical-damage-reduction",
            "Physical Damage Reduction",
            _talent_term(state, content, "physical-damage-reduction-boost", 3),
            TALENTS_SRC,
        ),
        "spell-damage-reduction": total(
            "spell-damage-reduction",
            "Spell Damage Reduction",
            _talent_term(state, content, "spell-damage-reduction-boost", 5),
            TALENTS_SRC,
        ),
        "restore-strength": total(
            "restore-strength", "Restore Strength Points", restore_str, TALENTS_SRC
        ),
        "restore-speed": total("restore-speed", "Restore Speed Points", restore_spd, TALENTS_SRC),
    }


def special_values(
    state: MiridonState, content: Ruleset
) -> tuple[dict[str, SheetValue], list[dict[str, Any]]]:
    """Each held special's rank as a value, and its effect with the rank filled in."""
    values, listed = {}, []
    strength_speed = state.max_strength + state.max_speed
    for held in held_specials(state, content):
        key = f"special:{held.special.id}"
        term = Term(
            f"(Maximum Strength {state.max_strength} + Speed {state.max_speed}) ÷ 10, rounded down",
            held.rank,
            SPECIALS_SRC,
        )
        values[key] = SheetValue(key, held.special.name, held.rank, (term,), held.special.source)
        listed.append(
            {
                "id": held.special.id,
                "name": held.special.name,
                "kind": str(held.special.kind),
                "rank": held.rank,
                "effect": held.effect,
                "sum": strength_speed,
            }
        )
    return values, listed


def derive(state: MiridonState, ledger: Ledger, content: Ruleset) -> Sheet:
    """Every derived value and list on the Miridon sheet, in one pass in a fixed order."""
    specials, special_list = special_values(state, content)
    values = {**points(state, ledger), **specials, **defenses(state, content)}
    values["next-flair-cost"] = SheetValue(
        "next-flair-cost", "Next flair costs", flair_cost(len(state.flairs)), (), TALENTS_SRC
    )
    sections: dict[str, object] = {
        "classes": [{"id": c, "name": name_of(content, "class", c)} for c in state.classes],
        "specials": special_list,
        "talents": [
            {"id": t, "name": name_of(content, "talent", t), "rank": r}
            for t, r in state.talents.items()
            if r
        ],
        "skills": [
            {"id": s, "name": name_of(content, "skill", s), "rank": r}
            for s, r in state.skills.items()
            if r
        ],
        "flairs": [{"id": f, "name": name_of(content, "flair", f)} for f in state.flairs],
        "mutations": [{"id": m, "name": name_of(content, "mutation", m)} for m in state.mutations],
    }
    return Sheet(values, sections)
