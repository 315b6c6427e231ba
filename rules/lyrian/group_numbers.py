# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers in the weapon group properties (Items & Equipment — Weapon Groups, l. 1365-1415).

The group's `effect` text in the content stays the rule; this repeats its numbers for the sheet.
A weapon the character is not proficient with has none of them (Proficiency, l. 1313)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.source_ref import Source
from rules.lyrian.numbers import src


@dataclass(frozen=True, slots=True)
class GroupNumber:
    """One number of a group property: `katana` → critical hit on 19 (l. 1372)."""

    suffix: str
    """The end of the sheet key: `weapon:<weapon>:<suffix>`."""
    label: str
    """What the number is, after the weapon's name."""
    amount: int
    line: int
    hands: str | None = None
    """Only for a weapon held this way (Crossbow: 1 one-handed, 2 two-handed)."""

    def source(self, group_name: str) -> Source:
        """The rulebook line of the property."""
        return src(f"Items & Equipment — Weapon Groups, {group_name} (l. {self.line})")


REACH = {"polearms": 1366, "whip": 1394}
"""Groups whose property gives "+5ft range on your weapon attacks"."""
REACH_FEET = 5

GROUP_NUMBERS: dict[str, tuple[GroupNumber, ...]] = {
    "longsword": (
        GroupNumber(
            "block-bonus", "Block bonus used one-handed with no other weapon or shield", 4, 1368
        ),
    ),
    "axes": (
        GroupNumber("miss-damage-light", "damage on a missed Light attack (Wild Swing)", 4, 1370),
        GroupNumber(
            "miss-damage-heavy", "damage on a missed Heavy or Precise attack (Wild Swing)", 8, 1370
        ),
    ),
    "bludgeoning-weapons": (
        GroupNumber(
            "hollow-blow-light",
            "extra damage on a blocked Light or Precise hit (Hollow Blow)",
            2,
            1371,
        ),
        GroupNumber(
            "hollow-blow-heavy", "extra damage on a blocked Heavy hit (Hollow Blow)", 4, 1371
        ),
    ),
    "katana": (GroupNumber("critical-on", "critical hit on a roll of at least (Keen)", 19, 1372),),
    "crossbow": (
        GroupNumber(
            "armor-pierce",
            "target's Guard treated as lower within 30 ft (Armor Pierce)",
            1,
            1381,
            "one-handed",
        ),
        GroupNumber(
            "armor-pierce",
            "target's Guard treated as lower within 30 ft (Armor Pierce)",
            2,
            1381,
            "two-handed",
        ),
    ),
    "musket": (
        GroupNumber("armor-pierce", "target's Guard treated as lower (Armor Pierce)", 1, 1382),
    ),
    "sling": (
        GroupNumber(
            "overcharge-damage",
            "extra damage on a Heavy attack overcharged for 1 AP (Giant Killer)",
            9,
            1383,
        ),
    ),
    "pistol": (
        GroupNumber(
            "two-hand-accuracy",
            "accuracy bonus on a Light or Heavy attack with two hands (Two-Handed Grip)",
            1,
            1389,
        ),
        GroupNumber(
            "two-hand-precise-accuracy",
            "accuracy bonus on a Precise attack with two hands (Two-Handed Grip)",
            2,
            1389,
        ),
    ),
    "sniper-rifle": (
        GroupNumber(
            "scope-perception", "Perception bonus looking further than 60 ft (Snipe)", 10, 1391
        ),
    ),
    "saboteur-thread-daggers": (
        GroupNumber("throw-range", "throwing range in feet (Wired Weapon)", 30, 1392),
    ),
    "whip": (
        GroupNumber(
            "whip-crack-damage", "extra damage on attacks at exactly 10 ft (Whip Crack)", 1, 1394
        ),
    ),
    "giant-scissors": (
        GroupNumber(
            "shearing-damage", "extra damage against unarmored targets (Shearing)", 1, 1411
        ),
    ),
}

CRITICAL_DICE: dict[str, tuple[tuple[str, str, int], ...]] = {
    "longsword": (("Heavy or Light, used two-handed", "1d4", 1368),),
    "heavy-blades": (("Light", "1d4", 1373), ("Heavy", "1d12", 1373)),
}
"""Extra damage dice on a critical hit, not maximized (Versatile, Overpower)."""
