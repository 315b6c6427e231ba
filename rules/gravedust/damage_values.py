# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Sheet values about damage taken and dealt: resistances (l. 401–403) and the ranged crit cap
(l. 610–613)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import ruling
from rules.gravedust.content import Gear
from rules.gravedust.gear_rules import gear_of
from rules.gravedust.numbers import BOOK, RANGED_CRIT_SRC, RESISTANCE_SRC
from rules.gravedust.state import GravedustState

RESISTANCE_KINDS = ("fire", "poison", "acid")
"""The like-kinded resistances the rulebook names ("Fire Resistance, Poison Resistance, etc.",
l. 402; Acid damage, l. 409); Resist All counts against each of them (l. 403)."""
RESIST_ALL = "all"
RESISTANCE_NAMES = {
    "all": "Resist All",
    "fire": "Fire Resistance",
    "poison": "Poison Resistance",
    "acid": "Acid Resistance",
}
RESISTANCE_KEYS = {kind: f"resist-{kind}" for kind in (RESIST_ALL, *RESISTANCE_KINDS)}
ADDED_RULING = ruling(
    BOOK,
    "Resist All adds to a like-kinded resistance",
    section="Damage: Non-physical damage, and Damage Resistance (l. 401–403)",
)


def _equipped(state: GravedustState, content: Ruleset) -> list[Gear]:
    gear = (gear_of(content, piece.gear_id) for piece in state.equipped.values())
    return [g for g in gear if g is not None]


def resistances(state: GravedustState, content: Ruleset) -> dict[str, SheetValue]:
    """Resist All and each named resistance from the equipped gear; Resist All also counts in
    each named kind's total (l. 403: it "counts against all forms of damage except Physical")."""
    worn = _equipped(state, content)
    every = [Term(g.name, g.resistance(RESIST_ALL), g.source) for g in worn if g.resistance("all")]
    out = {
        RESISTANCE_KEYS[RESIST_ALL]: total(
            RESISTANCE_KEYS[RESIST_ALL],
            RESISTANCE_NAMES[RESIST_ALL],
            every,
            RESISTANCE_SRC,
            note="Lowers every non-physical damage by this much; ARM lowers physical damage.",
        )
    }
    for kind in RESISTANCE_KINDS:
        own = [Term(g.name, g.resistance(kind), g.source) for g in worn if g.resistance(kind)]
        alls = [Term(f"{t.label}: Resist All", t.amount, ADDED_RULING) for t in every]
        name = RESISTANCE_NAMES[kind]
        out[RESISTANCE_KEYS[kind]] = total(
            RESISTANCE_KEYS[kind],
            name,
            [*own, *alls],
            ADDED_RULING if alls else RESISTANCE_SRC,
            note=f"Lowers {kind.capitalize()} damage by this much.",
        )
    return out


def ranged_crit_cap(level: int) -> SheetValue:
    """The most bonus damage a ranged crit adds: the character's Level (l. 613)."""
    note = f"A ranged crit adds at most {level} bonus damage (the character's level)."
    return total(
        "ranged-crit-cap",
        "Ranged crit bonus, at most",
        [Term("LV", level, RANGED_CRIT_SRC)],
        RANGED_CRIT_SRC,
        note=note,
    )
