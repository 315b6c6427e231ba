# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Damage reductions, restores, Redouble, turn order and grappling values (Chapters 4 and 6)."""

from __future__ import annotations

import re
from typing import Any

from rules.engine.memo import same_arguments
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.miridon.content import ReferenceTable, Weapon, WeaponCategory
from rules.miridon.dice_sum import DiceSum
from rules.miridon.equipment import wielded_weapons
from rules.miridon.numbers import (
    BATTLE_TERMS_SRC,
    GRAPPLING_SRC,
    REDOUBLE_PER_RANK,
    REDOUBLE_SRC,
    RESTORE_BASE,
    RESTORE_SRC,
    TALENTS_SRC,
    WEAPONS_SRC,
)
from rules.miridon.prereq import name_of
from rules.miridon.state import MiridonState

GRAPPLE_TABLE = "maximum-strength-points-invested"
_ROW = re.compile(r"^(\d+)\s*(?:-\s*(\d+)|(\+))$")


def _talent(state: MiridonState, content: Ruleset, talent: str, per_rank: int) -> list[Term]:
    rank = state.talents.get(talent, 0)
    label = f"{name_of(content, 'talent', talent)} {rank} × {per_rank}"
    return [Term(label, rank * per_rank, TALENTS_SRC)] if rank else []


def reductions_and_restores(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """Physical/Spell Damage Reduction, Restore Strength/Speed Points, Redouble threshold."""
    values = {
        "physical-damage-reduction": total(
            "physical-damage-reduction",
            "Physical Damage Reduction",
            _talent(state, content, "physical-damage-reduction-boost", 3),
            TALENTS_SRC,
        ),
        "spell-damage-reduction": total(
            "spell-damage-reduction",
            "Spell Damage Reduction",
            _talent(state, content, "spell-damage-reduction-boost", 5),
            TALENTS_SRC,
        ),
        "redouble-threshold": total(
            "redouble-threshold",
            "Redouble Damage Threshold",
            _talent(state, content, "redouble", REDOUBLE_PER_RANK),
            REDOUBLE_SRC,
            "6 × Redouble rank; the rulebook gives no other base",
        ),
    }
    return {**values, **_restores(state, content)}


def _restores(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """Restore Strength/Speed Points: 5 + 1 per rank of the matching boost."""
    values = {}
    for key, label, talent, cap in (
        (
            "restore-strength",
            "Restore Strength Points",
            "restore-strength-points-boost",
            "Strength",
        ),
        ("restore-speed", "Restore Speed Points", "restore-speed-points-boost", "Speed"),
    ):
        terms = [Term("base", RESTORE_BASE, RESTORE_SRC), *_talent(state, content, talent, 1)]
        note = f"up to Maximum Battle {cap} Points"
        values[key] = total(key, label, terms, RESTORE_SRC, note)
    return values


def turn_order(state: MiridonState) -> SheetValue:
    """Turn Order: characters act in descending order of Maximum Speed Points."""
    note = "higher acts first; ties roll 3d6"
    if state.mech:
        note += "; while piloting a mech, mechs always go last (Mech Battle Rules)"
    terms = (Term("Maximum Speed Points", state.max_speed, BATTLE_TERMS_SRC),)
    return SheetValue("turn-order", "Turn Order", state.max_speed, terms, BATTLE_TERMS_SRC, note)


@same_arguments
def _grapple_rows(content: Ruleset) -> tuple[tuple[str, int, int | None, str], ...]:
    """Table 6.6's rows of Strength Points: (as printed, lowest, highest or None for `N+`, the
    Maximum Invested as printed)."""
    table = content.typed("table", GRAPPLE_TABLE, ReferenceTable)
    rows = []
    for row in table.rows if table else []:
        match = _ROW.match(row[0].strip()) if len(row) >= 2 else None
        if match is not None:
            low, high, _plus = match.groups()
            rows.append((row[0], int(low), None if high is None else int(high), row[1]))
    return tuple(rows)


def grapple_table_row(content: Ruleset, strength: int) -> tuple[str, int] | None:
    """The Table 6.6 row (as printed) and its Maximum Invested for a Strength Points value."""
    for printed, low, high, invested in _grapple_rows(content):
        if low <= strength and (high is None or strength <= high):
            return printed, int(invested)
    return None


def _grappling_weapon(state: MiridonState, content: Ruleset) -> Weapon | None:
    found = [w for w in wielded_weapons(state, content) if w.category is WeaponCategory.GRAPPLING]
    return found[0] if found else None


def _column(weapon: Weapon | None, name: str) -> int:
    text = weapon.columns.get(name, "0") if weapon else "0"
    try:
        return int(text.replace("+", ""))
    except ValueError:
        return 0


def grapple_values(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """Maximum Grapple Strength (Table 6.6 + Grapple Boost + weapon) and the grapple To Hit."""
    row = grapple_table_row(content, state.max_strength)
    weapon = _grappling_weapon(state, content)
    label = (
        f"Table 6.6, Maximum Strength Points {state.max_strength} (row {row[0] if row else '?'})"
    )
    table_term = Term(label, row[1] if row else 0, GRAPPLING_SRC)
    strength = _talent(state, content, "grapple-boost", 1)
    to_hit = _talent(state, content, "grapple-boost", 2)
    if weapon is not None:
        strength.append(Term(weapon.name, _column(weapon, "Maximum Grapple Strength"), WEAPONS_SRC))
        to_hit.append(Term(weapon.name, _column(weapon, "Grapple To Hit Bonus"), WEAPONS_SRC))
    return {
        "max-grapple-strength": total(
            "max-grapple-strength",
            "Maximum Grapple Strength (Strength Points invested)",
            [table_term, *(t for t in strength if t.amount)],
            GRAPPLING_SRC,
        ),
        "grapple-to-hit": total(
            "grapple-to-hit",
            "Initiate Grapple To Hit Bonus",
            [t for t in to_hit if t.amount],
            BATTLE_TERMS_SRC,
        ),
    }


def grapple_section(state: MiridonState, content: Ruleset) -> dict[str, Any]:
    """Grapple Attack damage (Grapple Boost 1d6/rank + weapon) and Grapple Speed Damage."""
    weapon = _grappling_weapon(state, content)
    rank = state.talents.get("grapple-boost", 0)
    damage = DiceSum.parse("1d6").times(rank)
    if weapon is not None:
        damage = damage + DiceSum.parse(weapon.columns.get("Grapple Attack Damage", "0"))
    return {
        "weapon": weapon.name if weapon else None,
        "grapple_attack_damage": str(damage),
        "grapple_speed_damage": _column(weapon, "Grapple Speed Damage") if weapon else None,
        "note": "Grapple Attack damage is not reduced (Grapple Attack)",
    }
