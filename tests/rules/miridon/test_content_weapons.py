# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon weapon tables (Chapter 8) and reference tables 6.6 and 7.1, as shipped content."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from rules.engine.content_yaml import load_yaml, read_file, to_plain
from rules.miridon.content import ReferenceTable, Weapon, WeaponCategory
from tests.rules.miridon.content_system import shipped

PACK_DIR = Path(__file__).resolve().parents[3] / "resources" / "rulesets" / "miridon"

# miridon.txt, Chapter 8: Weapons (l. 3394-3588): rows counted per table.
ROWS_PER_CATEGORY = {
    WeaponCategory.SWORD: 5,  # Table 6.1.1 - Swords, l. 3405-3409
    WeaponCategory.SHIELD: 5,  # Table 6.2.1 - Shields, l. 3428-3432
    WeaponCategory.DRILL: 6,  # Table 6.3.1 - Drills, l. 3447-3452
    WeaponCategory.HAMMER: 5,  # Table 6.4.1 - Hammers, l. 3465-3469
    WeaponCategory.GRAPPLING: 7,  # Table 6.5.1 - Grappling Weapons, l. 3486-3492
    WeaponCategory.STAFF: 5,  # Table 6.6.1 - Staves, l. 3505-3509
    WeaponCategory.PISTOL: 5,  # Table 6.7.1 - Pistols, l. 3520-3524
    WeaponCategory.SNIPER_RIFLE: 5,  # Table 6.8.1 - Sniper Rifles, l. 3543-3547
    WeaponCategory.SHOTGUN: 5,  # Table 6.9.1 - Shotguns, l. 3562-3566
    WeaponCategory.TESLA: 5,  # Table 6.10.1 - Teslas, l. 3583-3587
}

TABLE_TITLES = {
    WeaponCategory.SWORD: "Table 6.1.1 - Swords",
    WeaponCategory.SHIELD: "Table 6.2.1 - Shields",
    WeaponCategory.DRILL: "Table 6.3.1 - Drills",
    WeaponCategory.HAMMER: "Table 6.4.1 - Hammers",
    WeaponCategory.GRAPPLING: "Table 6.5.1 - Grappling Weapons",
    WeaponCategory.STAFF: "Table 6.6.1 - Staves",
    WeaponCategory.PISTOL: "Table 6.7.1 - Pistols",
    WeaponCategory.SNIPER_RIFLE: "Table 6.8.1 - Sniper Rifles",
    WeaponCategory.SHOTGUN: "Table 6.9.1 - Shotguns",
    WeaponCategory.TESLA: "Table 6.10.1 - Teslas",
}

# The columns each table prints after Weapon Name, Weapon Weight, Damage and To Hit Bonus.
EXTRA_COLUMNS = {
    WeaponCategory.SWORD: [],
    WeaponCategory.SHIELD: ["Block Bonus", "Heavy Block Bonus", "Super Block Bonus"],
    WeaponCategory.DRILL: [
        "Physical Damage Reduction Damage",
        "Mech Physical Damage Reduction Damage",
    ],
    WeaponCategory.HAMMER: ["Speed Point Damage"],
    WeaponCategory.GRAPPLING: [
        "Grapple Attack Damage",
        "Grapple Speed Damage",
        "Grapple To Hit Bonus",
        "Maximum Grapple Strength",
    ],
    WeaponCategory.STAFF: ["Ghost Power Storage", "Cast Spell Strength Cost"],
    WeaponCategory.PISTOL: ["Range"],
    WeaponCategory.SNIPER_RIFLE: ["Short Range", "Medium Range", "Long Range", "Steady Shot Bonus"],
    WeaponCategory.SHOTGUN: ["Range", "Bullets Fired Per Shot"],
    WeaponCategory.TESLA: ["Range", "Strength Point Damage", "Speed Point Damage"],
}

# (id, name, weight, damage, to_hit, columns) — one or more rows per table, exactly as printed.
SPOT_CHECKS: list[tuple[str, str, int, str, int, dict[str, str]]] = [
    # miridon.txt, Table 6.1.1 (l. 3406): Claymore (sword) weight 4, 2d6, +2
    ("claymore-sword", "Claymore (sword)", 4, "2d6", 2, {}),
    # miridon.txt, Table 6.1.1 (l. 3407): Greatsword weight 7, 3d6, +3
    ("greatsword", "Greatsword", 7, "3d6", 3, {}),
    # miridon.txt, Table 6.2.1 (l. 3428): Small Shield weight 2, damage 0, +2, +1/+1/+1
    (
        "small-shield",
        "Small Shield",
        2,
        "0",
        2,
        {"Block Bonus": "+1", "Heavy Block Bonus": "+1", "Super Block Bonus": "+1"},
    ),
    # miridon.txt, Table 6.2.1 (l. 3429): Large Shield weight 4, 1d6-1, +4, Block Bonus +2, Heavy +4, Super +6
    (
        "large-shield",
        "Large Shield",
        4,
        "1d6-1",
        4,
        {"Block Bonus": "+2", "Heavy Block Bonus": "+4", "Super Block Bonus": "+6"},
    ),
    # miridon.txt, Table 6.3.1 (l. 3452): Heavenly Drill weight 20, 8d6, +6, PDR Damage 2, Mech PDR Damage 7
    (
        "heavenly-drill",
        "Heavenly Drill",
        20,
        "8d6",
        6,
        {"Physical Damage Reduction Damage": "2", "Mech Physical Damage Reduction Damage": "7"},
    ),
    # miridon.txt, Table 6.4.1 (l. 3465): Hand hammer (lower-case h as printed) weight 2, 1d6, +0, Speed Point Damage 0
    ("hand-hammer", "Hand hammer", 2, "1d6", 0, {"Speed Point Damage": "0"}),
    # miridon.txt, Table 6.4.1 (l. 3469): The Crusher weight 20, 10d6, +5, Speed Point Damage 5
    ("the-crusher", "The Crusher", 20, "10d6", 5, {"Speed Point Damage": "5"}),
    # miridon.txt, Table 6.5.1 (l. 3486): Unarmed weight 0, damage printed "1", +0, 0 / 3 / +0 / 0
    (
        "unarmed",
        "Unarmed",
        0,
        "1",
        0,
        {
            "Grapple Attack Damage": "0",
            "Grapple Speed Damage": "3",
            "Grapple To Hit Bonus": "+0",
            "Maximum Grapple Strength": "0",
        },
    ),
    # miridon.txt, Table 6.5.1 (l. 3492): King's Gauntlet weight 16, 4d6, +4, 6d6 / 7 / +4 / 3
    (
        "kings-gauntlet",
        "King's Gauntlet",
        16,
        "4d6",
        4,
        {
            "Grapple Attack Damage": "6d6",
            "Grapple Speed Damage": "7",
            "Grapple To Hit Bonus": "+4",
            "Maximum Grapple Strength": "3",
        },
    ),
    # miridon.txt, Table 6.6.1 (l. 3507): Long Staff weight 10, 3d6, +2, Ghost Power Storage 40, Cast Spell Strength Cost 3
    (
        "long-staff",
        "Long Staff",
        10,
        "3d6",
        2,
        {"Ghost Power Storage": "40", "Cast Spell Strength Cost": "3"},
    ),
    # miridon.txt, Table 6.7.1 (l. 3521): Revolver weight 5, 2d6-1, -0, Range 60 ft
    ("revolver", "Revolver", 5, "2d6-1", 0, {"Range": "60 ft"}),
    # miridon.txt, Table 6.7.1 (l. 3524): Dreadnaught weight 15, 5d6, -2, Range 90 ft
    ("dreadnaught", "Dreadnaught", 15, "5d6", -2, {"Range": "90 ft"}),
    # miridon.txt, Table 6.8.1 (l. 3544): Battle Rifle (non-breaking space in the book) weight 8, 3d6, -1, 55/110/165 ft, +3
    (
        "battle-rifle",
        "Battle Rifle",
        8,
        "3d6",
        -1,
        {
            "Short Range": "55 ft",
            "Medium Range": "110 ft",
            "Long Range": "165 ft",
            "Steady Shot Bonus": "+3",
        },
    ),
    # miridon.txt, Table 6.8.1 (l. 3547): Hand Howitzer weight 20, 7d6, -4, 80/160/240 ft, +8
    (
        "hand-howitzer",
        "Hand Howitzer",
        20,
        "7d6",
        -4,
        {
            "Short Range": "80 ft",
            "Medium Range": "160 ft",
            "Long Range": "240 ft",
            "Steady Shot Bonus": "+8",
        },
    ),
    # miridon.txt, Table 6.9.1 (l. 3563): Spreadshot weight 8, 1d6+2, -1, Range 50 ft, 9 bullets
    ("spreadshot", "Spreadshot", 8, "1d6+2", -1, {"Range": "50 ft", "Bullets Fired Per Shot": "9"}),
    # miridon.txt, Table 6.9.1 (l. 3562): Shotgun weight 5, 1d6, -0, Range 50 ft, 6 bullets
    ("shotgun", "Shotgun", 5, "1d6", 0, {"Range": "50 ft", "Bullets Fired Per Shot": "6"}),
    # miridon.txt, Table 6.10.1 (l. 3586): Battery Arm weight 12, 2d6+1, -1, 15 ft, Strength 8, Speed 5
    (
        "battery-arm",
        "Battery Arm",
        12,
        "2d6+1",
        -1,
        {"Range": "15 ft", "Strength Point Damage": "8", "Speed Point Damage": "5"},
    ),
]


def _weapons() -> dict[str, Weapon]:
    content = shipped().ruleset.content["weapon"]
    return {entry_id: entry for entry_id, entry in content.items() if isinstance(entry, Weapon)}


def _tables() -> dict[str, ReferenceTable]:
    content = shipped().ruleset.content["table"]
    return {
        entry_id: entry for entry_id, entry in content.items() if isinstance(entry, ReferenceTable)
    }


def _raw_entries(filename: str) -> list[dict[str, Any]]:
    path = PACK_DIR / filename
    document = to_plain(load_yaml(read_file(path, filename), filename), filename)
    entries = document["entries"]
    assert isinstance(entries, list)
    return entries


def test_weapons_load_without_problems() -> None:
    problems = [p.describe() for p in shipped().problems]
    assert problems == []
    assert len(_weapons()) == len(shipped().ruleset.content["weapon"])


def test_weapon_count_per_table_and_total() -> None:
    # miridon.txt, Chapter 8: Weapons (l. 3394-3588): 5+5+6+5+7+5+5+5+5+5 = 53 (the number)
    counts = Counter(w.category for w in _weapons().values())
    assert dict(counts) == ROWS_PER_CATEGORY
    assert sum(ROWS_PER_CATEGORY.values()) == 53
    assert len(_weapons()) == 53


def test_weapon_ids_unique_in_the_file() -> None:
    ids = [entry["id"] for entry in _raw_entries("weapons.yaml")]
    assert len(ids) == 53
    assert len(set(ids)) == len(ids)


def test_every_weapon_names_its_table_and_its_columns() -> None:
    for weapon in _weapons().values():
        assert weapon.table == TABLE_TITLES[weapon.category], weapon.id
        assert list(weapon.columns) == EXTRA_COLUMNS[weapon.category], weapon.id
        assert weapon.source.book == "miridon.txt"
        assert weapon.source.section is not None
        assert weapon.source.section.startswith("Chapter 8: Weapons")
        assert weapon.table in weapon.source.section


@pytest.mark.parametrize(("entry_id", "name", "weight", "damage", "to_hit", "columns"), SPOT_CHECKS)
def test_weapon_row_as_printed(
    entry_id: str, name: str, weight: int, damage: str, to_hit: int, columns: dict[str, str]
) -> None:
    weapon = _weapons()[entry_id]
    assert weapon.name == name
    assert weapon.weight == weight
    assert weapon.damage == damage
    assert weapon.to_hit == to_hit
    assert weapon.columns == columns


def test_spot_checks_cover_every_table() -> None:
    weapons = _weapons()
    assert {weapons[check[0]].category for check in SPOT_CHECKS} == set(WeaponCategory)


def test_unarmed_damage_is_a_flat_1() -> None:
    # miridon.txt, Table 6.5.1 (l. 3486): Unarmed damage printed "1"
    assert _weapons()["unarmed"].damage == "1"


def test_short_category_prose_is_kept_on_each_row() -> None:
    # miridon.txt, Swords l. 3400 / Pistols l. 3515: the [balanced] pairings
    weapons = _weapons()
    assert "Swords are [balanced] with shields." in weapons["monument-sword"].description
    assert "Pistols are [balanced] with other pistols." in weapons["palm-pistol"].description
    # miridon.txt, Hammers l. 3460
    assert "[Speed Point Damage] - Any target hit with the hammer" in weapons["maul"].description


# miridon.txt, Chapter 6: Battle Rules — Grappling, Table 6.6 (l. 2973; header l. 2975; rows l. 2976-2983)
def test_grapple_table() -> None:
    table = _tables()["maximum-strength-points-invested"]
    assert table.name == "Maximum Strength Points Invested"
    assert table.headers == ["Strength Points", "Maximum Invested"]
    assert len(table.rows) == 8
    assert table.rows[0] == ["0-9", "1"]
    assert table.rows[3] == ["20-24", "4"]
    assert table.rows[-1] == ["40+", "8"]


# miridon.txt, Chapter 7: Ghost Rules — Insanity, Table 7.1 (l. 3046; header l. 3048; rows l. 3049-3139)
def test_insanity_table() -> None:
    table = _tables()["insanity-roll-effects"]
    assert table.name == "Insanity Roll Effects"
    assert table.headers == ["Insanity Roll", "Effect", "Severity"]
    assert len(table.rows) == 91
    # l. 3049: "10 or less  None" (no Severity printed), l. 3139: "100 or more  Dematerialize"
    assert table.rows[0] == ["10 or less", "None", ""]
    assert table.rows[-1] == ["100 or more", "Dematerialize", ""]
    # l. 3054, 3061, 3093: rows with a Severity
    assert ["15", "Increase Roll", "1d6"] in table.rows
    assert ["22", "Spell Drain", "30"] in table.rows
    assert ["54", "Spell Backfire", "1"] in table.rows
    # rolls 11..99 are each listed once, in order
    assert [row[0] for row in table.rows[1:-1]] == [str(n) for n in range(11, 100)]
    assert all(len(row) == 3 for row in table.rows)


def test_reference_table_ids_unique_and_cited() -> None:
    entries = _raw_entries("tables.yaml")
    ids = [entry["id"] for entry in entries]
    assert ids == ["maximum-strength-points-invested", "insanity-roll-effects"]
    for table in _tables().values():
        assert table.source.book == "miridon.txt"
        assert table.source.section is not None
        assert "Table " in table.source.section
