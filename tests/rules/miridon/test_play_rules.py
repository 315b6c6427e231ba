# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon's "At the table" rules: the rulebook's numbers in words, with the character's own.

Special ranks are floor((Maximum Strength Points + Maximum Speed Points) / 10) (l. 53), so a
12/9 Duelist has Riposte 2 and a 20/20 dual-class character rank 4 in each special."""

from __future__ import annotations

from typing import Any, cast

from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE
from rules.miridon.play_rules import INSANITY_TABLE, insanity_table_words
from rules.miridon.state import MiridonState
from tests.rules.miridon.builders import build, character, ev
from tests.rules.miridon.test_action_values import fighter


def rules_of(result: Build[MiridonState]) -> dict[str, dict[str, Any]]:
    """The character's play rules by key."""
    return {r["key"]: r for r in cast(list[dict[str, Any]], result.sheet.sections[AT_THE_TABLE])}


def text(result: Build[MiridonState], key: str) -> str:
    return str(rules_of(result)[key]["text"])


def duelist(*more: Any) -> Build[MiridonState]:
    """A 12/9 Duelist (Riposte 2) with Redouble 1 and the given further events."""
    return build(
        *character("duelist", points=200, strength=12, speed=9),
        ev("buy-talent-rank", talent="redouble"),
        *more,
    )


def test_every_rule_has_a_unique_key_a_title_and_a_cited_line() -> None:
    entries = cast(list[dict[str, Any]], duelist().sheet.sections[AT_THE_TABLE])
    keys = [r["key"] for r in entries]
    assert len(keys) == len(set(keys))
    assert 15 <= len(entries) <= 40
    for rule in entries:
        assert rule["title"], rule
        assert rule["text"], rule
        assert rule["source"].startswith("Miridon rulebook, Chapter"), rule
        assert rule["source_line"], rule
        assert "miridon.txt" not in rule["text"] + rule["source"]


def test_action_block_and_turn_order_state_the_rulebook_numbers() -> None:
    result = duelist()
    # miridon.txt, Chapter 6: Battle Terms, l. 1588: one Action Block is 6 seconds; l. 1590:
    # one Offensive, one Movement and one Verbal Action; l. 1710: unlimited Bonus Actions.
    block = text(result, "action-block")
    assert "6 seconds" in block
    assert "one Offensive Action, one Movement Action and one Verbal Action" in block
    assert "any number of Bonus Actions" in block
    # l. 1594-1596: descending Maximum Speed Points (this character's 9), ties roll 3d6.
    order = text(result, "turn-order")
    assert "(yours: 9)" in order
    assert "roll 3d6" in order


def test_to_hit_damage_and_critical_formulas() -> None:
    result = duelist(ev("wield", weapon="longsword"))
    # l. 1620: the Base To Hit Roll is 2d6 (1d6 for a shotgun); Table 6.1.1, l. 3405: the
    # Longsword's To Hit Bonus is +1 and its damage 1d6+1; l. 1840: Aimed Attack + 3.
    to_hit = text(result, "to-hit")
    assert to_hit.startswith("Roll 2d6 (a shotgun: 1d6 for each bullet)")
    assert "Longsword 2d6 +1" in to_hit
    assert "+ 3 to the To Hit Bonus" in to_hit
    assert "Longsword 1d6+1" in text(result, "damage")
    # l. 1668-1672: a 12 on the Base To Hit Roll; double base, bonus and reduction.
    critical = text(result, "critical")
    assert "A 12 on the 2d6" in critical
    assert (
        "double the Base Damage Dealt plus double the Damage Dealt Bonus minus double" in critical
    )
    assert "Longsword 12" in critical


def test_evasion_and_reduction_use_the_characters_values() -> None:
    result = duelist()
    # l. 1610, 1614: Passive Evasion 7 unarmored, Active Evasion 7 to start.
    assert "hits on 7 or more (your Passive Evasion)" in text(result, "evasion")
    # l. 1696: Physical Damage Reduction regenerates 1 at the start of the character's turn.
    assert "regenerates 1 at the start of each of your turns" in text(result, "damage-taken")


def test_movement_distances() -> None:
    result = duelist(ev("wield", weapon="longsword"))
    # l. 1927, 1937: Sidestep 5 ft, Fast Sidestep 10 ft.
    assert "Sidestep: 5 ft" in text(result, "moving")
    assert "Fast Sidestep: 10 ft" in text(result, "moving")
    # l. 1947, 1953, 1959, 1965: Charge 10 ft, + weapon weight; Fast Charge 20 ft, twice it;
    # the Longsword weighs 2 (Table 6.1.1, l. 3405).
    charge = text(result, "charge")
    assert "up to 10 ft" in charge
    assert "Fast Charge: up to 20 ft" in charge
    assert "Longsword + 2 / + 4" in charge


def test_shield_block_bonuses_are_named() -> None:
    result = duelist(ev("wield", weapon="small-shield"))
    # Table 6.2.1, l. 3428: Small Shield Block +1, Heavy Block +1, Super Block +1.
    assert "Small Shield +1 / +1 / +1" in text(result, "block")


def test_riposte_redouble_and_grapple_carry_the_characters_numbers() -> None:
    result = duelist()
    # l. 2332: + Riposte rank To Hit (rank 2 at 12 + 9); l. 2347: threshold 6 × Redouble rank.
    assert "+ 2 To Hit (your Riposte rank)" in text(result, "riposte")
    assert "dealt 6 or less" in text(result, "redouble")
    # Table 6.6, l. 2976: 0-9 Maximum Strength Points → 1; 10-14 → 2 (this character has 12).
    assert "(yours: 2) and adds 1d6" in text(result, "break-grapple")
    # l. 2985: 1, 2, 3 … Current Speed Points per Action Block grappled.
    assert "loses 1 Current Speed Point in its first Action Block grappled, 2" in text(
        result, "grappled"
    )


def test_rules_for_a_special_or_flair_appear_only_with_it() -> None:
    plain = rules_of(build(*character("duelist", points=200)))
    assert "riposte" not in plain
    assert "redouble" not in plain
    assert "attack-modifiers" not in plain
    assert "mech-disabled" not in plain
    flaired = duelist(ev("buy-flair", flair="true-strike"))
    # l. 2628: True Strike adds 1 for each point the To Hit Roll exceeds the Evasion.
    assert "True Strike: + 1 damage for each point" in text(flaired, "attack-modifiers")


def test_casting_and_spell_ghost_hp() -> None:
    result = duelist()
    # l. 1915: Channel Spell lowers the Remaining Spell Cast Time by 1.
    assert "Channel Spell (an Offensive Action) lowers it by 1" in text(result, "casting")
    # l. 3261: 1 Spell Ghost HP per 5 ft redirected; l. 2513: 1 per Strength or Speed Point.
    ghost = text(result, "spell-ghost-hp")
    assert "by 1 for every 5 ft you redirect it" in ghost
    assert "1 Spell Ghost Power per Strength or Speed Point spent" in ghost
    # l. 2668, 1349: Shorten Spell 2 cuts 2, Speed Cost 15.
    assert "Shorten Spell 2 by 2 (Speed Cost 15)" in text(result, "spell-modifiers")


def test_insanity_roll_and_table_7_1() -> None:
    result = duelist()
    # l. 3035: Current Ghost HP − Current Physical HP + 3d6.
    assert "Current Ghost HP − Current Physical HP + 3d6" in text(result, "insanity")
    # Table 7.1, l. 3049-3139: 90 rows from 10 or less to 100 or more.
    assert [row[0] for row in INSANITY_TABLE] == list(range(11, 100))
    low = text(result, "insanity-table-low")
    assert "10 or less None, 11 Phobia (1), 12 Spell Drain (1), 13 None" in low  # l. 3049-3052
    assert "22 Spell Drain (30)" in low  # l. 3061
    assert "79 Mist Form (1)" in insanity_table_words(79, 79)  # l. 3118
    assert "92 Spell Drain (170)" in text(result, "insanity-table-high")  # l. 3131
    assert text(result, "insanity-table-high").endswith("100 or more Dematerialize.")  # l. 3139
    # l. 3151, 3232: Phobia −5 Defensive Charisma; Mist Form 1 rolls 65 + 3d6.
    lasting = text(result, "insanity-lasting")
    assert "−5 to Defensive Charisma Rolls" in lasting
    assert "65 + 3d6" in lasting
    assert "75 + 3d6" in lasting


def test_resist_insanity_and_teleport_amounts_are_filled_in() -> None:
    result = build(
        *character("vessel", points=300, strength=20, speed=20),
        ev("take-dual-class", class_="ghost-hunter"),
        ev("buy-talent-rank", talent="resist-insanity"),
    )
    # l. 1978: Teleport up to 5 ft per rank (rank 4 at 20 + 20), 1 Ghost Power per foot (l. 1984).
    teleport = text(result, "teleport")
    assert "up to 20 ft" in teleport
    assert "1 Current Ghost Power for every foot" in teleport
    # l. 386: Resist Insanity counts Current Health Points 10 per rank higher.
    assert "as 10 higher" in text(result, "insanity")
    # l. 97: Concentration lowers the Spell Ghost Power lost when hurt by 3 × rank (4).
    assert "(less 12, Concentration)" in text(result, "spell-ghost-hp")


def test_a_mech_pilot_gets_the_mech_rules() -> None:
    result = build(*character("techie", points=50, strength=10))
    rules = rules_of(result)
    # l. 3651: a mech at 0 Current Health Points or less is Disabled; l. 3677: Exit Mech → 0.
    assert "At 0 Current Health Points or less a mech is Disabled" in rules["mech-disabled"]["text"]
    assert "Current Strength and Speed Points start at 0" in rules["mech-enter-exit"]["text"]


def test_dragon_elemental_affinity_is_stated_only_with_the_flair() -> None:
    # miridon.txt, Chapter 5: Flairs, Dragon Elemental Affinity (l. 1364-1376): begins at 0,
    # −1 per Cold hit to −10, +1 per Fire hit to +10; below −1 Ice, above +1 Fire, −1…+1 Purple
    # (Electricity); attacks with the affinity's element deal 0 Damage Dealt.
    assert "dragon-affinity" not in rules_of(duelist())
    dragon = fighter()
    words = text(dragon, "dragon-affinity")
    assert "begins at 0" in words
    assert "lowers it by 1 (to −10 at least)" in words
    assert "raises it by 1 (to +10 at most)" in words
    assert "from −1 to +1 a Purple Dragon (Electricity)" in words
    assert "deal 0 Damage Dealt" in words
    assert rules_of(dragon)["dragon-affinity"]["source_line"] == "1360-1378"
