# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust's "At the table" rules: the rulebook's numbers in words, with the character's own."""

from __future__ import annotations

from typing import Any, cast

from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE
from rules.gravedust.state import GravedustState
from tests.rules.gravedust.builders import build, define, ev, example_events

AXE = define("gear", id="hand-axe", name="Hand Axe", slot="hand", type="Axe", weapon=True)
SWORD = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")
AXE_IN_HAND = ev("gain-gear", gear="hand-axe", instance="axe", slot="hand-2")


def rules_of(result: Build[GravedustState]) -> dict[str, dict[str, Any]]:
    return {r["key"]: r for r in cast(list[dict[str, Any]], result.sheet.sections[AT_THE_TABLE])}


def text(result: Build[GravedustState], key: str) -> str:
    return str(rules_of(result)[key]["text"])


def example() -> Build[GravedustState]:
    return build(*example_events()[len(example_events()) :], content=tuple(example_events()))


def test_attack_rolls_use_the_characters_ma_and_ra() -> None:
    # gravedust.txt, Melee Attacks l. 561: [1d10+MA] Vs. [DEF]; l. 565-567: natural 1 misses,
    # natural 10 hits. Ranged Attacks l. 601-605: 1D10+[RA] Vs. [DEF] + range + 2 per character
    # or obstacle passed + 2 for moving.
    result = example()
    ma, ra = result.sheet.value("ma"), result.sheet.value("ra")
    assert f"Roll 1d10 + {ma} (MA) against the target's DEF" in text(result, "melee-attack")
    assert "A natural 1 always misses and a natural 10 always hits." in text(result, "melee-attack")
    ranged = text(result, "ranged-attack")
    assert f"Roll 1d10 + {ra} (RA) against the target's DEF + the range in squares" in ranged
    assert "+ 2 for each character or obstacle the shot passes" in ranged
    assert "+ 2 if you move before or after" in ranged


def test_ranged_crit_cap_is_the_level_and_grows_with_it() -> None:
    # gravedust.txt, Ranged Crits l. 613: "This bonus damage cannot exceed the character's Level."
    result = example()
    level = result.sheet.value("level")
    assert f"at most {level} (your level)" in text(result, "ranged-crit")
    more = build(*example_events(), ev("award-xp", amount=10 * level))
    assert f"at most {more.sheet.value('level')} (your level)" in text(more, "ranged-crit")
    assert more.sheet.value("level") == level + 1


def test_damage_taken_names_arm_and_the_minimum() -> None:
    # gravedust.txt, Damage l. 398: physical damage reduced by armor; l. 406: at least 1 damage;
    # l. 410: minimums apply to each damage category.
    result = example()
    words = text(result, "damage-taken")
    assert f"Physical damage is reduced by {result.sheet.value('arm')} (ARM)" in words
    assert "at least 1 damage of each kind it has" in words
    assert "(yours:" not in words  # no resistances yet


def test_dual_wielding_adds_two_rolls_at_minus_5() -> None:
    # gravedust.txt, Dual Wielding Attacks l. 575-577: 2 attacks, both with a −5 penalty.
    assert "two attack rolls" not in text(build(AXE, SWORD), "melee-attack")
    dual = text(build(AXE, SWORD, AXE_IN_HAND), "melee-attack")
    assert "make two attack rolls at −5 each; a skill affects only the first" in dual


def test_the_rest_of_the_turn_in_words() -> None:
    # gravedust.txt, Combat Actions l. 507-509 (1 movement, 1 standard, free actions once);
    # Difficult Terrain l. 375 (2 movement); Focus l. 639; Recover l. 645; Search l. 652;
    # Sneak l. 657 (halved); Chance l. 497-499.
    result = example()
    sheet = result.sheet
    assert "One movement action, one standard action" in text(result, "turn")
    assert f"Up to {sheet.value('move')} squares (MOVE)" in text(result, "movement")
    assert "costs 2 movement instead of 1" in text(result, "movement")
    assert f"Regain {sheet.value('focus')} MP (FOCUS)" in text(result, "focus")
    assert f"Regain {sheet.value('recover')} HP" in text(result, "recover")
    assert f"Roll 1d10 + {sheet.value('int')} (INT)" in text(result, "search")
    assert f"VIS {sheet.value('sneak-vis')} and MOVE {sheet.value('sneak-move')}" in text(
        result, "sneak"
    )
    assert "With a d10, divide the Chance by 10 (30% is 3 or under)." in text(result, "chance")
    for rule in rules_of(result).values():
        assert rule["source_line"], rule


def test_a_strike_spell_is_cast_on_a_successful_hit() -> None:
    # gravedust.txt, Gear: Strike slots (l. 288): "the associated spell is cast automatically on
    # a successful attack with the weapon, on the target of that attack. (assuming there is MP
    # available)".
    assert "strike-spells" not in rules_of(build(SWORD))
    result = build(
        SWORD,
        ev("add-item", item="spark-stone"),
        ev("socket-spellstone", instance="sword", box=2, item="spark-stone"),
    )
    words = text(result, "strike-spells")
    assert words.startswith("Missile (Iron Sword): cast by itself on the target of each")
    assert "when you have the MP for it" in words
    keys = list(rules_of(result))
    assert keys.index("strike-spells") == keys.index("melee-crit") + 1
