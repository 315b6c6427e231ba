# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Lyrian mounts and damage types against lyrian-chronicles.txt."""

from __future__ import annotations

from rules.lyrian.content import CreatureSize, DamageType, Mount
from tests.rules.lyrian.content_system import entries


def test_mounts() -> None:
    mounts: dict[str, Mount] = entries("mount")
    # lyrian-chronicles.txt, Mounted Combat — Types of mounts (l. 859-864): 6 mounts and rider sizes.
    assert {m.id: m.rider_size for m in mounts.values()} == {
        "dragonfly": CreatureSize.TINY,
        "boar": CreatureSize.SMALL,
        "horse": CreatureSize.MEDIUM,
        "wolf": CreatureSize.MEDIUM,
        "pegasus": CreatureSize.MEDIUM,
        "wyvern": CreatureSize.MEDIUM,
    }
    # Speeds and Riding requirements are in the missing Items section (l. 827, 868): not given.
    for mount in mounts.values():
        assert (mount.speed, mount.straight_line, mount.riding_points) == (None, None, None)


def test_damage_types() -> None:
    types: dict[str, DamageType] = entries("damage-type")
    # lyrian-chronicles.txt, Combat — Damage Types (l. 777-809): 12 main types under 4 headings.
    by_group: dict[str, list[str]] = {}
    for damage in types.values():
        by_group.setdefault(damage.group.value, []).append(damage.id)
    assert by_group == {
        "physical": ["physical", "poison"],  # l. 779-783
        "magic": ["arcane", "fire", "water", "earth", "wind", "lightning", "frost"],  # l. 785-799
        "divine": ["holy", "dark"],  # l. 801-805
        "astra": ["astra"],  # l. 807-809
    }
    assert types["physical"].subtypes == ["Slashing", "Piercing", "Bludgeoning"]  # l. 781
    assert types["earth"].subtypes == ["Acid"]  # l. 793
    assert types["dark"].subtypes == ["Necrotic"]  # l. 805
