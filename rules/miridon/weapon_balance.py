# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Balanced weapon pairs: the weapon texts and the three Ambidexterity flairs (Chapters 5, 8)."""

from __future__ import annotations

from collections.abc import Sequence

from rules.engine.check import ALLOWED, Check, refuse
from rules.miridon.content import Weapon, WeaponCategory
from rules.miridon.numbers import FLAIRS_SRC, WEAPONS_SRC

C = WeaponCategory
AMBIDEXTERITY = frozenset({C.PISTOL, C.TESLA, C.SWORD, C.SHIELD, C.GRAPPLING})
"""Ambidexterity: "Any two [Weapons] pairs using only the following [Weapons] are … [Balanced]"."""
NORMAL_PAIRS = (frozenset({C.SWORD, C.SHIELD}), frozenset({C.PISTOL}))
"""Swords are balanced with shields (l. 3400, 3417); pistols with other pistols (l. 3515)."""


def _normal(a: C, b: C) -> bool:
    return frozenset({a, b}) in NORMAL_PAIRS


def pair_balance(first: Weapon, second: Weapon, flairs: Sequence[str]) -> Check:
    """Whether two wielded weapons are [Balanced], and if not, which rule says so."""
    a, b = first.category, second.category
    if "greater-ambidexterity" in flairs:
        return ALLOWED  # "All [Weapons] are [Balanced] with each other and themselves."
    if _normal(a, b):
        return ALLOWED
    if "ambidexterity" in flairs and {a, b} <= AMBIDEXTERITY:
        return ALLOWED
    if "advanced-ambidexterity" in flairs and (a in AMBIDEXTERITY or b in AMBIDEXTERITY):
        return ALLOWED  # "Any [Weapon] is [Balanced] with a [Weapon] listed [Ambidexterity]."
    return refuse(_why_not(first, second, flairs), FLAIRS_SRC if flairs else WEAPONS_SRC)


def _why_not(first: Weapon, second: Weapon, flairs: Sequence[str]) -> str:
    names = f"{first.name} and {second.name} are not balanced"
    if "advanced-ambidexterity" in flairs:
        return f"{names}: Advanced Ambidexterity needs one of them from the Ambidexterity list"
    if "ambidexterity" in flairs:
        return (
            f"{names}: Ambidexterity balances only pistols, teslas, swords, shields and "
            "grappling weapons"
        )
    return f"{names}: only swords with shields and pistols with pistols are balanced"


def wielded_balance(weapons: Sequence[Weapon], flairs: Sequence[str]) -> Check | None:
    """The balance of a wielded pair; None when fewer than two weapons are wielded."""
    if len(weapons) < 2:
        return None
    return pair_balance(weapons[0], weapons[1], flairs)
