# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a Miridon character wields and wears, and the weight rules built on it (Chapters 6, 8)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.ruleset import Ruleset
from rules.miridon.content import Armor, Weapon, WeaponCategory
from rules.miridon.specials import special_rank_of
from rules.miridon.state import MiridonState

C = WeaponCategory
MELEE = frozenset({C.SWORD, C.SHIELD, C.DRILL, C.HAMMER, C.GRAPPLING, C.STAFF})
"""Melee Attack weapons (l. 1860) and staves ("Staves are magical melee weapon", Chapter 8)."""
GUNS = frozenset({C.PISTOL, C.SNIPER_RIFLE, C.SHOTGUN, C.TESLA})
"""Gun Attack and Aimed Attack weapons (l. 1876, 1888)."""

UNARMED = "unarmed"
UNARMED_ONLY_FLAIRS = ("dragon-claw", "death-worm-body")
"""Flairs after which "The character loses the ability to use any weapons other than [Unarmed]"."""
DOUBLE_MELEE_BOOST_FLAIRS = ("dragon-claw", "eldritch-grasp", "death-worm-body")
"""Flairs that double Melee Boost "When the character is wielding the [Unarmed] weapon"."""


def is_melee(weapon: Weapon) -> bool:
    """A melee weapon: Melee Boost applies to it."""
    return weapon.category in MELEE


def is_gun(weapon: Weapon) -> bool:
    """A gun: Gun Boost applies to it."""
    return weapon.category in GUNS


def wielded_weapons(state: MiridonState, content: Ruleset) -> list[Weapon]:
    """The wielded weapons that the content still knows, in the order they were taken up."""
    found = (content.typed("weapon", w, Weapon) for w in state.wielded)
    return [w for w in found if w is not None]


def worn_armor(state: MiridonState, content: Ruleset) -> Armor | None:
    """The armor worn, or None (unarmored, or the armor is no longer in the content)."""
    return content.typed("armor", state.armor, Armor) if state.armor else None


def rank_of_special(state: MiridonState, content: Ruleset, special_id: str) -> int:
    """A special ability's rank, 0 when the character does not have it."""
    return special_rank_of(state, content, special_id) or 0


def single_sword(weapons: list[Weapon]) -> bool:
    """Parry's condition: "wielding a single [Sword] and no other [Weapon]"."""
    return len(weapons) == 1 and weapons[0].category is C.SWORD


@dataclass(frozen=True, slots=True)
class Weight:
    """The weight numbers of the house rule: weapons carried, the allowance and the penalty."""

    base: int
    inhuman_strength: int
    weapons: int

    @property
    def maximum(self) -> int:
        """Maximum Weight Penalty = house-rule base + Inhuman Strength rank."""
        return self.base + self.inhuman_strength

    @property
    def penalty(self) -> int:
        """Weight penalty = wielded weapons' weight − Maximum Weight Penalty, never below 0."""
        return max(0, self.weapons - self.maximum)


def weight_of(state: MiridonState, content: Ruleset, base: int) -> Weight:
    """The character's weight numbers under the house rule with the given base."""
    weapons = sum(w.weight for w in wielded_weapons(state, content))
    return Weight(base, rank_of_special(state, content, "inhuman-strength"), weapons)


def agile_bonus(maximum: int, weight: int) -> int:
    """+1 for every 2 the Maximum Weight Penalty exceeds a weight; 0 unless it is less."""
    return (maximum - weight) // 2 if weight < maximum else 0
