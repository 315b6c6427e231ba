# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian's "At the table" rules: the rulebook's numbers with the character's own filled in."""

from __future__ import annotations

import re
from typing import Any

from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE
from rules.lyrian.state import LyrianState
from tests.rules.lyrian.builders import build, created, errors, ev

# The test character: Power 4, Focus 3, Agility 5, Toughness 4 (Derived Stats, l. 78-94):
# HP 60, RP 7, Guard 4, Initiative 5, Evasion 12, Potency 14, save bonus 4, Speed 20.

KEYS = (
    "general", "skill-check", "skill-encounter", "skill-engage", "rounds", "initiative",
    "surprise", "encounter-start", "reactions", "movement", "jump-fall", "carry-ally", "hiding",
    "escape", "abilities", "potency-save", "attacks", "dual-wield", "ranged-area", "defending",
    "shield-weapon", "damage", "damage-types", "critical", "cover", "on-hit", "opportunity", "move-actions",
    "other-actions", "grapple", "downed", "conclusion", "conclusion-actions", "travel-stealth",
    "rest-food", "burden", "airships", "class-teacher",
)  # fmt: skip
"""The keys in order: `sheet --json` keeps them whatever the character's numbers are."""


def rules(result: Build[LyrianState]) -> dict[str, dict[str, Any]]:
    assert result.valid, errors(result)
    found = result.sheet.sections[AT_THE_TABLE]
    assert isinstance(found, list)
    return {r["key"]: r for r in found}


def text(result: Build[LyrianState], key: str) -> str:
    return str(rules(result)[key]["text"])


def test_keys_are_unique_and_stable() -> None:
    plain = build(*created())
    armored = build(
        *created({"power": 5, "focus": 4, "agility": 3, "toughness": 4}),
        ev("buy-armor", armor="medium-armor"),
        ev("injury", roll=1),
    )
    for result in (plain, armored):
        found = result.sheet.sections[AT_THE_TABLE]
        assert isinstance(found, list)
        keys = [r["key"] for r in found]
        assert len(keys) == len(set(keys))
        assert tuple(keys) == KEYS


def test_every_rule_has_a_source_with_a_line() -> None:
    for rule in rules(build(*created())).values():
        assert rule["title"]
        assert rule["text"]
        assert rule["source"].startswith("Lyrian Chronicles rulebook, "), rule
        assert re.fullmatch(r"[\d,\- ]+", rule["source_line"] or ""), rule
        # a player reads rule names, never the file name or the line numbers
        assert ".txt" not in rule["source"]
        assert "l. " not in rule["source"]
        assert "lyrian-chronicles" not in rule["text"]


def test_challenge_ratings() -> None:
    # lyrian-chronicles.txt, Skills — How To Use Skills, l. 261-265: CR 10/15/20/25/30; l. 273
    skill = text(build(*created()), "skill-check")
    assert "10 Initiate, 15 Professional, 20 Expert, 25 Specialist, 30 Master" in skill
    assert "Meeting or beating it clears the challenge" in skill


def test_round_ap_and_rp() -> None:
    # l. 498: a round is 10 seconds; l. 548-550: AP back up to 4, RP (2 + Agility 5 = 7) only at
    # the start of combat
    rounds = text(build(*created()), "rounds")
    assert "A round is 10 seconds" in rounds
    assert "AP up to 4" in rounds
    assert "RP (up to 7) is regained only at the start of combat" in rounds


def test_initiative_and_surprise_use_the_characters_initiative() -> None:
    # l. 504: 1d4 + initiative (Agility 5, l. 86); l. 516: not surprised +1; l. 959: Delay 0…yours
    result = build(*created())
    assert "roll 1d4 + 5 (Initiative)" in text(result, "initiative")
    assert "(5 becomes 6)" in text(result, "surprise")
    assert "any number from 0 to 5" in text(result, "encounter-start")


def test_cover_fills_in_evasion_and_guard() -> None:
    # Combat — Cover, l. 731-735: low cover +4 Evasion; high +6 Evasion and +1 Guard
    # (Evasion 7 + Agility 5 = 12, Guard = Toughness 4)
    cover = text(build(*created()), "cover")
    assert "+4 Evasion (your 12 becomes 16)" in cover
    assert "+6 Evasion (18) and +1 Guard (4 becomes 5)" in cover


def test_cover_follows_armor() -> None:
    # Armor, l. 1425 and Proficiency, l. 1315: medium armor unproficient → Evasion 12 − 5 = 7,
    # Guard 4 + 1 = 5
    armored = build(*created(), ev("buy-armor", armor="medium-armor"))
    assert "your 7 becomes 11" in text(armored, "cover")
    assert "Your Guard 5 is subtracted" in text(armored, "damage")


def test_attacks_dodge_and_block() -> None:
    # l. 653-655: 1d20 + Focus 3, Precise 1d20 + Focus × 2 = 6; l. 687-689: 2d4 + Power 4,
    # 4d6 + 8 (5d6 two-handed melee); l. 906: Pinpoint ignores guard equal to Focus;
    # l. 667: Dodge Evasion 20 + Agility = 25; l. 675: Block Guard 2 × Toughness 4 = 8
    result = build(*created())
    attacks = text(result, "attacks")
    assert "Light Attack, 1 AP: 1d20 + 3 (Focus), 2d4 + 4 (Power) damage" in attacks
    assert "4d6 + 8 (Power × 2) damage, 5d6 + 8 with a two-handed melee weapon" in attacks
    assert "Precise Attack, 2 AP: 1d20 + 6 (Focus × 2)" in attacks
    assert "ignoring 3 (Focus) of the target's guard" in attacks
    assert "matches or beats the target's Evasion" in attacks
    defending = text(result, "defending")
    assert "your Evasion 12 becomes 25" in defending
    assert "your Guard 4 becomes 8" in defending


def test_injuries_change_the_numbers() -> None:
    # Injury table, l. 1012: Eye Injury −3 hit rate (accuracy 3 − 3 = 0, precise 6 − 3 = 3);
    # l. 1011: Wound Injury +1 damage each time and −2 Evasion (12 − 2 = 10)
    eye = build(*created(), ev("injury", roll=8))
    assert "Light Attack, 1 AP: 1d20 + 0 (your accuracy)" in text(eye, "attacks")
    assert "Precise Attack, 2 AP: 1d20 + 3 (your precise accuracy)" in text(eye, "attacks")
    wound = build(*created(), ev("injury", roll=7))
    assert "Each time you take damage you take 1 more (injury)." in text(wound, "damage")
    assert "your 10 becomes 14" in text(wound, "cover")


def test_damage_minimum_and_opportunity_attack() -> None:
    # l. 84 and 691: guard never reduces damage below 1 unless blocking;
    # l. 876: an opportunity attack deals at least Power (4)
    result = build(*created())
    assert "Your Guard 4 is subtracted" in text(result, "damage")
    assert "at least 1 unless you Block" in text(result, "damage")
    assert "at least 4 (Power)" in text(result, "opportunity")


def test_movement_falling_and_dragging() -> None:
    # l. 564-568: 1 AP per Speed 20, difficult terrain double; l. 580: 1d6 per 10 ft, prone at
    # 30 ft; l. 586: speed halved while dragging
    result = build(*created())
    assert "up to 20 ft (Speed)" in text(result, "movement")
    assert "5 ft counts as 10 ft" in text(result, "movement")
    assert "1d6 true damage per 10 ft" in text(result, "jump-fall")
    assert "(20 ft becomes 10 ft)" in text(result, "carry-ally")


def test_downed_and_conclusion_actions() -> None:
    # Downed Actions, l. 929-933: Grit heals 4, Throw Rock 2 damage at 40 ft; l. 759: negative
    # max HP (−60) is a mortal wound; l. 953: Second Wind 4d4; l. 949: DC 15/20/25
    result = build(*created())
    downed = text(result, "downed")
    assert "Grit, 2 AP, heal 4" in downed
    assert "2 damage up to 40 ft" in downed
    assert "At −60" in downed
    actions = text(result, "conclusion-actions")
    assert "Second Wind: heal 4d4" in actions
    assert "15 for a grunt, 20 for a heroic, 25 for a boss" in actions


def test_potency_save_and_rest() -> None:
    # l. 199-201: potency 11 + Focus 3 = 14, save 2d10 + Toughness 4;
    # l. 1674-1676: rest HP 1/2/3 × Toughness 4 = 4/8/12; l. 1680-1683: food 1-4 mana
    result = build(*created())
    assert "potency is 14" in text(result, "potency-save")
    assert "2d10 + 4 (Toughness)" in text(result, "potency-save")
    rest = text(result, "rest-food")
    assert "4 (1 × Toughness) sleeping on the floor, 8 in a camp" in rest
    assert "12 in luxury" in rest
    assert "4 legendary food" in rest


def test_rules_read_as_sentences() -> None:
    for rule in rules(build(*created())).values():
        body = str(rule["text"])
        assert ">=" not in body, rule["key"]
        assert "  " not in body, rule["key"]
        assert body.endswith("."), rule["key"]


def test_mortal_wound_at_negative_max_hp() -> None:
    # Combat — Downed, l. 759: "reduced to negative their max hit points they are mortally
    # wounded"; l. 989: "reach negative their maximum hitpoints". HP 20 + Toughness 4 × 10 = 60
    # (l. 78); l. 693: "drops to 0 HP or lower is Downed".
    result = build(*created())
    mortal = result.sheet["mortal-wound-at"]
    assert mortal.value == -60
    assert [(t.label, t.amount) for t in mortal.terms] == [("HP 60, negative", -60)]
    assert mortal.source is not None
    assert mortal.source.line() == "759, 989"
    assert result.sheet.value("downed-at") == 0
    downed = text(result, "downed")
    assert "At −60 HP or lower (your max HP 60, negative) you are mortally wounded" in downed
    assert "die at the end of the encounter's resolution" in downed
    tougher = build(*created({"power": 4, "focus": 3, "agility": 4, "toughness": 5}))
    assert tougher.sheet.value("mortal-wound-at") == -70  # HP 20 + 5 × 10


def test_damage_types_and_astra_resistance() -> None:
    # Combat — Damage Types, l. 773: resistance to a main type applies to its subtypes, "but not
    # vice versa"; l. 775: Earth immunity covers Earth(Acid). Astra corruption, l. 1847: Spirit
    # Core / 500 rounded down: 100 EXP spent on a class gives 0.
    result = build(*created(), ev("unlock-class", class_="example-sellsword"))
    words = text(result, "damage-types")
    assert "A resistance or immunity to a main type also covers all its subtypes" in words
    assert "Earth (Acid) immunity does not cover Earth" in words
    assert "Your astra resistance is 0 (Spirit Core ÷ 500, rounded down)." in words
    astra = result.sheet["astra-resistance"]
    assert astra.source is not None
    assert astra.source.line() == "1845-1847"
    assert astra.source.ruling is None


def test_starvation_and_kits_in_words() -> None:
    # Starvation, l. 1695: 40 food units or a ration a day; l. 1697: −5 burden limit, −25 %
    # travel speed, −1 to every stat per level; Toughness 4 reaches 0 after 4 levels.
    # Kits, l. 1540: "If you carry a kit on you, it is always considered to be a Burden item."
    result = build(*created())
    rest = text(result, "rest-food")
    assert "40 food units or a ration each day" in rest
    assert "burden limit by 5 (10 becomes 5), your travel speed by 25 %" in rest
    assert "brings your Toughness (4) to 0" in rest
    burden = text(result, "burden")
    assert "burden value of 10 (yours now: 0)" in burden
    assert "A kit you carry on you always counts as a burden item" in burden
