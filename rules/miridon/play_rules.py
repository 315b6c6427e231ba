# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon's rules of play in words, with the character's numbers (the "At the table" section).

The rules a player looks up during an Action Block: the action budget, the 2d6 To Hit Roll,
Damage Dealt and critical hits, moving, blocking, grappling, casting with Spell Ghost HP, the
Insanity Roll and Table 7.1, and the mech rules for a pilot. Each rule is the rulebook's
sentence with this character's sheet value filled in where the rule uses one; a rule or clause
that needs a flair or special appears only when the character has it. Nothing here is a new
number: every figure is the rulebook's own or one of the character's sheet values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from rules.engine.play_rule import PlayRule
from rules.engine.sheet_value import SheetValue
from rules.engine.source_ref import cite
from rules.miridon.numbers import BOOK

_ACTION_BLOCK = cite(
    BOOK, "Chapter 6: Battle Terms, Action Block and Turn (l. 1588-1598, 1698, 1708-1710)"
)
_TURN_ORDER = cite(
    BOOK,
    "Chapter 6: Battle Terms, Turn Order (l. 1594-1596); Chapter 9: Mech Battle Rules (l. 3613-3615)",
)
_POINTS = cite(
    BOOK, "Chapter 6: Battle Terms, Current Strength and Speed Points (l. 1602, 1606, 1692, 1702)"
)
_RESTORE = cite(
    BOOK,
    "Chapter 6: Actions, Restore Strength Points and Restore Speed Points (l. 1919-1921, 2031-2033)",
)
_TO_HIT = cite(
    BOOK,
    "Chapter 6: Battle Terms, To Hit Roll (l. 1608, 1618-1640, 1718-1726); Aimed Attack (l. 1840); Shotguns (l. 3555)",
)
_EVASION = cite(
    BOOK,
    "Chapter 6: Battle Terms, Evasion (l. 1608-1614); Dodge (l. 2192-2197); Shotguns (l. 3555)",
)
_DAMAGE = cite(BOOK, "Chapter 6: Battle Terms, Damage Dealt (l. 1642-1666)")
_CRITICAL = cite(
    BOOK,
    "Chapter 6: Battle Terms, Critical Hit (l. 1668-1672); Advanced and Greater Critical Hit (l. 905, 913)",
)
_REDUCTION = cite(
    BOOK, "Chapter 6: Battle Terms, Damage Reduction (l. 1654-1658); Battle Order (l. 1696)"
)
_BLOCK = cite(
    BOOK,
    "Chapter 6: Battle Order (l. 1730); Block, Heavy Block, Super Block (l. 2144-2179); Shield Block (l. 2450-2467); Shields (l. 3419-3423)",
)
_MAGIC_SHIELD = cite(BOOK, "Chapter 6: Actions, Magic Shield Deflection (l. 2201-2213)")
_DRAGON_AFFINITY = cite(BOOK, "Chapter 5: Flairs, Dragon Elemental Affinity (l. 1360-1378)")
_ATTACKS = cite(
    BOOK,
    "Chapter 6: Actions, Melee Attack, Melee Combo Attack, Gun Attack, Aimed Attack (l. 1796-1840)",
)
_MOVING = cite(
    BOOK,
    "Chapter 6: Actions, Sidestep, Fast Sidestep, Turn (l. 1925-1971); Obstruct Movement (l. 1790, 2183-2188)",
)
_CHARGE = cite(
    BOOK,
    "Chapter 6: Actions, Charge and Fast Charge (l. 1945-1965); Spinning and Whirlwind Strike (l. 2540, 2562)",
)
_TELEPORT = cite(BOOK, "Chapter 6: Actions, Teleport (l. 1975-1988)")
_FLY = cite(
    BOOK, "Chapter 6: Actions, Fly, Advanced Fly, Greater Fly (l. 1992-2027); Flying (l. 2728-2742)"
)
_GRAPPLE = cite(
    BOOK,
    "Chapter 6: Actions, Initiate Grapple and Grapple Attack (l. 1867-1885); Grappling (l. 2962-2970)",
)
_BREAK_GRAPPLE = cite(
    BOOK,
    "Chapter 6: Actions, Break Grapple and Maintain Grapple (l. 1889-1897, 2219-2227); Grappling, Table 6.6 (l. 2966, 2973-2983)",
)
_GRAPPLED = cite(BOOK, "Chapter 6: Grappling (l. 2985-2987)")
_RIPOSTE = cite(BOOK, "Chapter 6: Bonus Actions, Riposte Melee Attack (l. 2323-2336)")
_REDOUBLE = cite(BOOK, "Chapter 6: Bonus Actions, Redouble Melee Attack (l. 2340-2353)")
_EXTRA_ATTACKS = cite(BOOK, "Chapter 6: Bonus Actions, Second and Third attacks (l. 2233-2319)")
_MODIFIERS = cite(BOOK, "Chapter 6: Attack Modifiers (l. 2527-2648)")
_CASTING = cite(
    BOOK,
    "Chapter 7: Magic (l. 3245-3251, 3265, 3280); Channel Spell (l. 1911-1915); Activate Spell (l. 2417-2426)",
)
_SPELL_GHOST = cite(
    BOOK,
    "Chapter 7: Magic (l. 3255-3269); Recover Ghost Power (l. 2502-2515); Efficient Recover Ghost Power (l. 618, 627); Concentration (l. 97)",
)
_SPELL_MODIFIERS = cite(
    BOOK,
    "Chapter 6: Spell Casting Modifiers (l. 2650-2874, 2948-2955); Cheaper Shorten Spell (l. 1347-1349)",
)
_HEALTH = cite(BOOK, "Chapter 6: Battle Order (l. 1736-1742)")
_GHOST_HP = cite(BOOK, "Chapter 7: Ghost HP (l. 2995-3007); Gather Mist (l. 3324)")
_INSANITY = cite(
    BOOK,
    "Chapter 7: Insanity (l. 3015-3039, 3043); Gather Mist (l. 3324); Resist Insanity (l. 386)",
)
_TABLE_7_1 = cite(BOOK, "Chapter 7: Insanity, Table 7.1 - Insanity Roll Effects (l. 3046-3139)")
_EFFECTS = cite(BOOK, "Chapter 7: Insanity, effects (l. 3141-3241)")
_MECH_DISABLED = cite(BOOK, "Chapter 9: Mech Battle Rules, Disabled (l. 3651-3669)")
_MECH_ENTER_EXIT = cite(
    BOOK, "Chapter 9: Mech Battle Rules, Enter Mech and Exit Mech (l. 3677-3681)"
)

INSANITY_TABLE: tuple[tuple[int, str, str], ...] = (
    (11, "Phobia", "1"), (12, "Spell Drain", "1"), (13, "None", ""),
    (14, "Minor Insanity", "1d6"), (15, "Increase Roll", "1d6"), (16, "None", ""),
    (17, "Phobia", "1d6"), (18, "Stun", "1"), (19, "Mutant Transformation", ""),
    (20, "Increase Roll", "2d6"), (21, "None", ""), (22, "Spell Drain", "30"),
    (23, "None", ""), (24, "Minor Insanity", "2d6"), (25, "Increase Roll", "3d6"),
    (26, "Mutant Transformation", ""), (27, "Phobia", "2d6"), (28, "Stun", "2"),
    (29, "Disruption", "1d6"), (30, "Increase Roll", "2d6"), (31, "Mutant Transformation", ""),
    (32, "Spell Drain", "50"), (33, "Possessed", "1"), (34, "Vanity Transformation", ""),
    (35, "Increase Roll", "1d6"), (36, "Mutant Transformation", ""), (37, "Hardened", "1"),
    (38, "Stun", "3"), (39, "Disruption", "2d6"), (40, "Increase Roll", "2d6"),
    (41, "Mutant Transformation", ""), (42, "Spell Drain", "70"), (43, "Possessed", "1"),
    (44, "Vanity Transformation", ""), (45, "Increase Roll", "1d6"),
    (46, "Mutant Transformation", ""), (47, "Hardened", "1"), (48, "Unconscious", ""),
    (49, "Disruption", "3d6"), (50, "Increase Roll", "3d6"), (51, "Vanity Transformation", ""),
    (52, "Spell Drain", "90"), (53, "Possessed", "1"), (54, "Spell Backfire", "1"),
    (55, "Increase Roll", "1d6"), (56, "Vanity Transformation", ""), (57, "Hardened", "2"),
    (58, "Unconscious", "1d6"), (59, "Husk Transformation", ""), (60, "Increase Roll", "2d6"),
    (61, "Vanity Transformation", ""), (62, "Spell Drain", "110"), (63, "Possessed", "1"),
    (64, "Spell Backfire", "1"), (65, "Increase Roll", "1d6"), (66, "Vanity Transformation", ""),
    (67, "Hardened", "2d6"), (68, "Unconscious", "2d6"), (69, "Husk Transformation", ""),
    (70, "Increase Roll", "1d6"), (71, "Vanity Transformation", ""), (72, "Spell Drain", "130"),
    (73, "Possessed", "1"), (74, "Spell Backfire", "2"), (75, "Increase Roll", "3d6"),
    (76, "Husk Transformation", ""), (77, "Hardened", "3d6"), (78, "Unconscious", "3d6"),
    (79, "Mist Form", "1"), (80, "Increase Roll", "2d6"), (81, "Husk Transformation", ""),
    (82, "Spell Drain", "150"), (83, "Possessed", "2"), (84, "Awakened Transformation", ""),
    (85, "Increase Roll", "1d6"), (86, "Husk Transformation", ""), (87, "None", ""),
    (88, "Curse", ""), (89, "Mist Form", "2"), (90, "Increase Roll", "2d6"),
    (91, "Husk Transformation", ""), (92, "Spell Drain", "170"), (93, "Possessed", "2"),
    (94, "Awakened Transformation", ""), (95, "Increase Roll", "1d6"),
    (96, "Husk Transformation", ""), (97, "Dematerialize", ""), (98, "Dematerialize", ""),
    (99, "Awakened Transformation", ""),
)  # fmt: skip
"""Table 7.1 as printed, 11 to 99: (roll, effect, severity; "" where none is printed).
10 or less is None and 100 or more Dematerialize (l. 3049, 3139)."""

_ATTACK_MODIFIER_WORDS = (
    ("power-attack", (
        "Power Attack: lower the To Hit Bonus by up to the weapon's To Hit Bonus, chosen "
        "before the roll, for + 1d6 damage per point lowered."
    )),
    ("true-strike", "True Strike: + 1 damage for each point the To Hit Roll beats the Evasion."),
    ("crushing-blow", (
        "Crushing Blow (not on a Bonus Action): + 1d6 damage for each point the To Hit Roll "
        "beats the Evasion."
    )),
    ("combo-finisher", (
        "Combo Finisher (on a Third attack, after the first two hit the same target): + 1d6 "
        "damage for each point the To Hit Roll beats the Evasion."
    )),
    ("spinning-strike", "Spinning Strike: attack every target in Melee Range."),
    ("whirlwind-strike", (
        "Whirlwind Strike: with a Movement Action of at least 5 ft, attack every target in "
        "Melee Range before and after the move."
    )),
    ("shoot-through", "Shoot Through: attack every target in a straight line up to the gun's range."),
)  # fmt: skip
"""The attack modifiers a flair unlocks (Attack Modifiers, l. 2527-2648), by the flair's id."""


def _signed(number: int) -> str:
    return f"+{number}" if number >= 0 else f"−{-number}"


def _weapons(sections: Mapping[str, object]) -> list[dict[str, Any]]:
    found = sections.get("weapons")
    if not isinstance(found, list):
        return []
    return [w for w in found if isinstance(w, dict) and w.get("name")]


def _flairs(sections: Mapping[str, object]) -> set[str]:
    found = sections.get("flairs")
    if not isinstance(found, list):
        return set()
    return {str(f.get("id")) for f in found if isinstance(f, dict)}


def _listing(parts: Sequence[str]) -> str:
    return ", ".join(parts)


@cache
def insanity_table_words(low: int, high: int) -> str:
    """Table 7.1 from `low` to `high` as a line: `11 Phobia (1), 12 Spell Drain (1), 13 none …`."""
    return _listing([
        f"{roll} {effect}" + (f" ({severity})" if severity else "")
        for roll, effect, severity in INSANITY_TABLE
        if low <= roll <= high
    ])  # fmt: skip


# The rules without any number of the character's are the same for everyone: made once, here.
_ACTION_BLOCK_RULE = PlayRule("action-block", "Action Block", (
    "An Action Block is 6 seconds. On your turn in it you may take one Offensive Action, "
    "one Movement Action and one Verbal Action, in any order, skipping any of them, and "
    "any number of Bonus Actions (some only once per Action Block); on other characters' "
    "turns, Defensive Actions when their actions trigger them."
), _ACTION_BLOCK)  # fmt: skip

_MAGIC_SHIELD_DEFLECTION_RULE = PlayRule("magic-shield-deflection", "Magic Shield Deflection", (
    "In a Shield Block, Heavy Shield Block or Super Shield Block Stance, after the damage "
    "roll of an attack your Spell Damage Reduction reduces, add that stance's bonus to "
    "Physical Damage Reduction to your Spell Damage Reduction for this attack (a "
    "Defensive Action); you then drop to the Block, Heavy Block or Super Block Stance."
), _MAGIC_SHIELD)  # fmt: skip

_DRAGON_AFFINITY_RULE = PlayRule("dragon-affinity", "Dragon Elemental Affinity", (
    "Keep count of your Dragon Elemental Affinity, which begins at 0: each hit with "
    "Cold lowers it by 1 (to −10 at least), each hit with Fire raises it by 1 (to "
    "+10 at most). Below −1 you are an Ice Dragon (Cold), above +1 a Fire Dragon (Fire), "
    "from −1 to +1 a Purple Dragon (Electricity); attacks with your affinity's element "
    "deal 0 Damage Dealt to you."
), _DRAGON_AFFINITY)  # fmt: skip

_MOVING_RULE = PlayRule("moving", "Moving", (
    "Sidestep: 5 ft in a straight line, in any direction. Fast Sidestep: 10 ft. Turn: "
    "face any direction (after a Sidestep too). A character within Melee Range can "
    "Obstruct Movement: your Movement Action is cancelled, its costs still paid, and you "
    "cannot take another this Action Block."
), _MOVING)  # fmt: skip

_FLY_RULE = PlayRule("fly", "Flying", (
    "While a Gale Burst with Flying cast on you lasts (until its caster next uses Gather "
    "Mist), Fly is a Movement Action of up to 10 ft in any direction, upwards too, split "
    "as you like, and you do not fall. Advanced Flying gives Advanced Fly, 15 ft; "
    "Greater Flying, Greater Fly, 20 ft."
), _FLY)  # fmt: skip

_CASTING_RULE = PlayRule("casting", "Casting a spell", (
    "With at least 1 Current Ghost HP, Cast Spell (a Verbal Action): choose the spell, "
    "a target in its range and the Spell Ghost HP to invest (more than 0, at most your "
    "Current Ghost HP, taken from it at once); the Remaining Spell Cast Time starts at "
    "the spell's Spell Cast Time. Channel Spell (an Offensive Action) lowers it by 1; at "
    "0, Activate Spell (a Bonus Action) makes the spell take effect, with no To Hit Roll."
), _CASTING)  # fmt: skip

_HEALTH_RULE = PlayRule("health", "Unconscious and Dead", (
    "At 0 Current Health Points or less you are Unconscious; any more Damage Dealt while "
    "Unconscious and you are Dead, beyond all healing. Health Points dropping below your "
    "Current Ghost HP may call for an Insanity Roll."
), _HEALTH)  # fmt: skip

_GHOST_HP_RULE = PlayRule("ghost-hp", "Ghost HP", (
    "Gather Mist raises your Current Ghost HP to your Maximum Ghost HP. Failing or "
    "forgoing a resistance roll against Possession raises both by the spell's amount; a "
    "puzzle weapon's hit lowers both by its puzzle damage (at most its storage and your "
    "Current Ghost HP); a glass or other dispersing weapon lowers Current Ghost HP by "
    "its dispersal damage, down to 0."
), _GHOST_HP)  # fmt: skip

_INSANITY_TABLE_LOW_RULE = PlayRule("insanity-table-low", "Insanity results 10–40", (
    "Table 7.1, result, effect (severity): 10 or less None, "
    f"{insanity_table_words(11, 40)}."
), _TABLE_7_1)  # fmt: skip

_INSANITY_TABLE_MID_RULE = PlayRule("insanity-table-mid", "Insanity results 41–70", (
    f"Table 7.1, result, effect (severity): {insanity_table_words(41, 70)}."
), _TABLE_7_1)  # fmt: skip

_INSANITY_TABLE_HIGH_RULE = PlayRule("insanity-table-high", "Insanity results 71 and up", (
    f"Table 7.1, result, effect (severity): {insanity_table_words(71, 99)}, 100 or more "
    "Dematerialize."
), _TABLE_7_1)  # fmt: skip

_INSANITY_BATTLE_RULE = PlayRule("insanity-battle", "Insanity effects in battle", (
    "Increase Roll: add the severity to the roll and take the new effect. Spell Drain: "
    "the spell you are casting loses the severity in Spell Ghost HP. Disruption: no "
    "Cast Spell or Echo Spell for severity Action Blocks. Stun 1: Current Speed and "
    "Strength Points halved, rounded down; Stun 2: both 0; Stun 3: both 0, and no "
    "Restore Speed or Strength Points this Action Block and the next 1d6. Spell "
    "Backfire: an Elemental Spell being cast goes off with you as its only target, any "
    "other spell being cast is cancelled; the spell's damage is multiplied by the "
    "severity."
), _EFFECTS)  # fmt: skip

_INSANITY_LASTING_RULE = PlayRule("insanity-lasting", "Lasting insanity effects", (
    "Phobia and Minor Insanity: for severity days, −5 to Defensive Charisma Rolls (a "
    "Phobia only in its presence). Unconscious for severity hours; healing does not wake "
    "you. Possessed 1: ghosts control you until your Current Ghost HP is 0, without "
    "Gather Mist; Possessed 2: until your Maximum Ghost HP is 0, with it. Hardened: the "
    "next severity Mutant or Vanity Transformations have no effect. Mist Form 1: you "
    "reappear 1d6 miles away in 24 hours and take 65 + 3d6 as an Insanity Roll; Mist "
    "Form 2: 3d6 miles away in 7 days, 75 + 3d6. Dematerialize: you are dead."
), _EFFECTS)  # fmt: skip

_MECH_DISABLED_RULE = PlayRule("mech-disabled", "Disabled mech", (
    "At 0 Current Health Points or less a mech is Disabled: its parts' spells are "
    "cancelled, their Speed Points and its Physical Damage Reduction drop to 0 and do "
    "not regenerate, and only Enter Mech and Exit Mech can be used. Further Damage "
    "Dealt hits both the mech and its pilot, past both damage reductions. It still "
    "regains its Health Points Regen and is no longer Disabled once fully healed."
), _MECH_DISABLED)  # fmt: skip

_MECH_ENTER_EXIT_RULE = PlayRule("mech-enter-exit", "Entering and leaving a mech", (
    "After Exit Mech your Current Strength and Speed Points start at 0; after Enter "
    "Mech each part's Current Speed Points start at 0. Neither you nor the mech can "
    "act again that Action Block, and you (after Exit Mech) or the mech (after "
    "Enter Mech) take the last turn of the Turn Order."
), _MECH_ENTER_EXIT)  # fmt: skip


def play_rules(values: Mapping[str, SheetValue], sections: Mapping[str, object]) -> list[PlayRule]:
    """The rules a Miridon player looks up during battle, with this character's numbers."""

    def n(key: str, default: int = 0) -> int:
        found = values.get(key)
        return found.value if found is not None else default

    weapons = _weapons(sections)
    flairs = _flairs(sections)
    battle_strength, battle_speed = n("max-battle-strength"), n("max-battle-speed")
    rules = [
        _ACTION_BLOCK_RULE,
        PlayRule("turn-order", "Turn order", (
            f"Characters act from the highest Maximum Speed Points down (yours: {n('turn-order')}). "
            "Characters with the same Maximum Speed Points roll 3d6 against each other at the "
            "start of battle, the higher going first, and re-roll ties. Piloted mechs always go "
            "last, their pilots settling ties with 3d6 the same way."
        ), _TURN_ORDER),
        PlayRule("battle-points", "Strength and Speed Points", (
            f"Battle starts with {battle_strength} Current Strength Points (your Maximum Battle "
            f"Strength Points) and {battle_speed} Current Speed Points (your Maximum Battle Speed "
            "Points). Each action takes its Strength Cost and Speed Cost from them; an action "
            "that would bring either below 0 cannot be taken."
        ), _POINTS),
        PlayRule("restore", "Restoring points", (
            f"Restore Strength Points, a Movement Action: + {n('restore-strength')} Current "
            f"Strength Points, up to {battle_strength}. Restore Speed Points, a Movement Action: "
            f"+ {n('restore-speed')} Current Speed Points, up to {battle_speed}."
        ), _RESTORE),
        _attacks_rule(),
        _to_hit_rule(weapons),
        PlayRule("evasion", "Your Evasion", (
            f"An attack on you hits on {n('passive-evasion')} or more (your Passive Evasion). "
            "Dodge, a Defensive Action taken before the attacker's To Hit Roll, makes it "
            f"{n('active-evasion')} (your Active Evasion); against a shotgun each bullet is "
            "dodged separately."
        ), _EVASION),
        _damage_rule(weapons),
        _critical_rule(weapons),
        PlayRule("damage-taken", "Damage you take", (
            f"Hits on you are reduced by your Physical Damage Reduction "
            f"({n('physical-damage-reduction')}), or by your Spell Damage Reduction "
            f"({n('spell-damage-reduction')}) against a Tesla. Physical Damage Reduction "
            "lowered by a Drill regenerates 1 at the start of each of your turns, up to its "
            "undamaged value."
        ), _REDUCTION),
        _block_rule(weapons),
    ]  # fmt: skip
    if "magic-shield-deflection" in flairs:
        rules.append(_MAGIC_SHIELD_DEFLECTION_RULE)
    if "dragon-elemental-affinity" in flairs:
        rules.append(_DRAGON_AFFINITY_RULE)
    rules += [
        _MOVING_RULE,
        _charge_rule(weapons),
    ]  # fmt: skip
    if "special:teleport:distance" in values:
        rules.append(PlayRule("teleport", "Teleport", (
            f"A Movement Action: up to {n('special:teleport:distance')} ft in any direction, past "
            "any obstacle, for 1 Current Ghost Power for every foot moved; then face any "
            "direction."
        ), _TELEPORT))  # fmt: skip
    rules += [
        _FLY_RULE,
        _grapple_rule(values, sections),
        PlayRule("break-grapple", "Breaking a grapple", (
            "From the second Action Block grappled, the target may Break Grapple and the "
            "grappler Maintain Grapple: each invests 0 Strength Points up to their Maximum "
            f"Grapple Strength (yours: {n('max-grapple-strength')}) and adds 1d6; the grapple "
            "ends if the target's total is higher. The grappler can end it at any time."
        ), _BREAK_GRAPPLE),
        _grappled_rule(sections),
    ]  # fmt: skip
    if "special:riposte:to-hit" in values:
        rules.append(PlayRule("riposte", "Riposte Melee Attack", (
            "A Bonus Action right after an attack misses you, while not wielding two weapons: a "
            f"Melee Attack with your melee weapon at + {n('special:riposte:to-hit')} To Hit (your "
            "Riposte rank); one for each attack that misses you."
        ), _RIPOSTE))  # fmt: skip
    if n("redouble-threshold") > 0:
        rules.append(PlayRule("redouble", "Redouble Melee Attack", (
            "A Bonus Action after a Melee Attack, Melee Combo Attack or Riposte Melee Attack "
            f"that dealt {n('redouble-threshold')} or less (your Redouble Damage Threshold): "
            "attack again with the same weapon, once per Action Block."
        ), _REDOUBLE))  # fmt: skip
    if "second-attack" in flairs:
        third = (
            " With Third Attack, one Third attack with either weapon right after it."
            if "third-attack" in flairs
            else ""
        )
        rules.append(PlayRule("extra-attacks", "Second and Third attacks", (
            "While wielding two weapons, right after your Offensive Action attack, one Second "
            "Melee, Gun or Aimed Attack with the other weapon, once per Action Block." + third
        ), _EXTRA_ATTACKS))  # fmt: skip
    modifiers = [words for flair, words in _ATTACK_MODIFIER_WORDS if flair in flairs]
    if modifiers:
        rules.append(
            PlayRule("attack-modifiers", "Attack modifiers", " ".join(modifiers), _MODIFIERS)
        )
    rules += [
        _CASTING_RULE,
        _spell_ghost_rule(values, flairs),
        _spell_modifiers_rule(flairs),
        _HEALTH_RULE,
        _GHOST_HP_RULE,
        _insanity_rule(values),
        _INSANITY_TABLE_LOW_RULE,
        _INSANITY_TABLE_MID_RULE,
        _INSANITY_TABLE_HIGH_RULE,
        _INSANITY_BATTLE_RULE,
        _INSANITY_LASTING_RULE,
    ]  # fmt: skip
    if "special:mech-training" in values or "mech" in sections:
        rules += [
            _MECH_DISABLED_RULE,
            _MECH_ENTER_EXIT_RULE,
        ]  # fmt: skip
    return rules


@cache
def _attacks_rule() -> PlayRule:
    return PlayRule("attacks", "Attacks", (
        "Melee Attack (an Offensive Action): an equipped Sword, Shield, Drill, Hammer or "
        "Grappling Weapon (or a staff) against a target within Melee Range, 5 ft. Melee Combo "
        "Attack: the same, only if you made a Melee Attack in the previous Action Block. Gun "
        "Attack and Aimed Attack: an equipped Pistol, Sniper Rifle, Shotgun or Tesla against a "
        "target within the gun's range."
    ), _ATTACKS)  # fmt: skip


def _to_hit_rule(weapons: list[dict[str, Any]]) -> PlayRule:
    yours = _listing([
        f"{w['name']} {'1d6 per bullet' if w.get('category') == 'shotgun' else '2d6'} "
        f"{_signed(int(w.get('to_hit') or 0))}"
        for w in weapons
    ])  # fmt: skip
    mine = f" (yours: {yours})" if yours else ""
    return PlayRule("to-hit", "To Hit Roll", (
        "Roll 2d6 (a shotgun: 1d6 for each bullet) and add the weapon's To Hit "
        f"Bonus{mine}. The attack hits if the total equals or beats the target's Evasion: its "
        "Passive Evasion, or its Active Evasion if it Dodges before the roll. An Aimed Attack "
        "adds + 3 to the To Hit Bonus."
    ), _TO_HIT)  # fmt: skip


def _damage_rule(weapons: list[dict[str, Any]]) -> PlayRule:
    yours = _listing([f"{w['name']} {w.get('damage') or '0'}" for w in weapons])
    mine = f" (together on your weapons: {yours})" if yours else ""
    return PlayRule("damage", "Damage Dealt", (
        "On a hit, roll the weapon's Damage Dealt and add your Damage Dealt Bonus"
        f"{mine}, then subtract the target's Damage Reduction: its Physical Damage "
        "Reduction, or its Spell Damage Reduction against a Tesla. Less than 0 counts as 0; "
        "the rest comes off the target's Current Health Points."
    ), _DAMAGE)  # fmt: skip


def _critical_rule(weapons: list[dict[str, Any]]) -> PlayRule:
    crits = []
    for w in weapons:
        columns = w.get("columns")
        crit = columns.get("Critical Hit") if isinstance(columns, dict) else None
        if crit:
            crits.append(f"{w['name']} {crit}")
    mine = f" Your weapons' critical rolls: {_listing(crits)}." if crits else ""
    return PlayRule("critical", "Critical hit", (
        "A 12 on the 2d6 of the To Hit Roll is a critical hit if the attack hits (11-12 with "
        "Advanced Critical Hit, 10-12 with Greater). It deals double the Base Damage Dealt plus "
        f"double the Damage Dealt Bonus minus double the Damage Reduction, never below 0.{mine}"
    ), _CRITICAL)  # fmt: skip


def _block_rule(weapons: list[dict[str, Any]]) -> PlayRule:
    shields = []
    for w in weapons:
        columns = w.get("columns")
        if w.get("category") == "shield" and isinstance(columns, dict):
            bonuses = [
                columns.get(c) for c in ("Block Bonus", "Heavy Block Bonus", "Super Block Bonus")
            ]
            if all(bonuses):
                shields.append(f"{w['name']} {' / '.join(str(b) for b in bonuses)}")
    mine = f" (yours: {_listing(shields)})" if shields else ""
    return PlayRule("block", "Blocking", (
        "Block, Heavy Block or Super Block, a Defensive Action after the attacker's To Hit "
        "Roll and before the damage roll (or a Bonus Action on your turn), puts you in a stance "
        "that raises your Physical Damage Reduction. With a shield, Shield Block at the same "
        "time (not after that shield attacked this Action Block) adds the shield's Block, Heavy "
        f"Block or Super Block Bonus{mine}."
    ), _BLOCK)  # fmt: skip


def _charge_rule(weapons: list[dict[str, Any]]) -> PlayRule:
    melee = {"sword", "shield", "drill", "hammer", "grappling", "staff"}
    yours = _listing([
        f"{w['name']} + {int(w.get('weight') or 0)} / + {2 * int(w.get('weight') or 0)}"
        for w in weapons
        if w.get("category") in melee
    ])  # fmt: skip
    mine = f" (yours: {yours})" if yours else ""
    return PlayRule("charge", "Charge", (
        "A Movement Action: up to 10 ft in a straight line, the way you faced at the start of "
        "the Action Block or up to 60° off it; Fast Charge: up to 20 ft. A Melee Attack or "
        "Melee Combo Attack after it in the same Action Block deals + the weapon's Weight on a "
        f"hit, twice it after a Fast Charge{mine}; not to the targets of a Spinning or "
        "Whirlwind Strike."
    ), _CHARGE)  # fmt: skip


def _grapple_section(sections: Mapping[str, object]) -> dict[str, Any]:
    found = sections.get("grapple")
    return found if isinstance(found, dict) else {}


def _grapple_rule(values: Mapping[str, SheetValue], sections: Mapping[str, object]) -> PlayRule:
    to_hit = values["grapple-to-hit"].value if "grapple-to-hit" in values else 0
    damage = _grapple_section(sections).get("grapple_attack_damage") or "0"
    return PlayRule("grapple", "Grappling", (
        f"Initiate Grapple, an Offensive Action: a To Hit Roll at {_signed(to_hit)} (your "
        "Initiate Grapple To Hit Bonus) against a target in Melee Range (the Grappling rules "
        "say less than 10 feet). On a hit you are Grappling, the target is Grappled, and you "
        f"make a Grapple Attack at once ({damage} damage, not reduced). While it lasts neither "
        "of you can take Offensive, Movement, Verbal or Defensive Actions, nor for the rest of "
        "the Action Block in which it ends."
    ), _GRAPPLE)  # fmt: skip


def _grappled_rule(sections: Mapping[str, object]) -> PlayRule:
    grapple = _grapple_section(sections)
    damage = grapple.get("grapple_attack_damage") or "0"
    speed = grapple.get("grapple_speed_damage")
    mine = f" (yours: + {speed})" if speed else ""
    return PlayRule("grappled", "Being grappled", (
        "The Grappled target loses 1 Current Speed Point in its first Action Block grappled, 2 "
        "in the second, 3 in the third and so on, plus the Grapple Speed Damage Bonus of a "
        f"grappling weapon it wields{mine}. It also takes damage that ignores all damage "
        "reduction: twice the grappler's Grapple Attack, with a Grappling Weapon's Grapple "
        f"Attack Bonus (your Grapple Attack: {damage})."
    ), _GRAPPLED)  # fmt: skip


def _spell_ghost_rule(values: Mapping[str, SheetValue], flairs: set[str]) -> PlayRule:
    if "advanced-efficient-recover-ghost-power" in flairs:
        rate = "3 Spell Ghost Power (Advanced Efficient Recover Ghost Power)"
    elif "efficient-recover-ghost-power" in flairs:
        rate = "2 Spell Ghost Power (Efficient Recover Ghost Power)"
    else:
        rate = "1 Spell Ghost Power"
    concentration = values.get("special:concentration:ghost-power-loss-reduction")
    less = f" (less {concentration.value}, Concentration)" if concentration else ""
    return PlayRule("spell-ghost-hp", "While casting", (
        f"The spell's Spell Ghost HP drops by the damage you take{less}, by the Strength and "
        "Speed Points of each action you take, and by 1 for every 5 ft you redirect it after "
        "its target moves out of range (never past its maximum range). At 0 or less the spell "
        "is cancelled with nothing refunded, unless you Recover Ghost Power at once (a Bonus "
        f"Action): {rate} per Strength or Speed Point spent, back to 1 or more."
    ), _SPELL_GHOST)  # fmt: skip


def _spell_modifiers_rule(flairs: set[str]) -> PlayRule:
    cost = "10, Cheaper Shorten Spell" if "cheaper-shorten-spell" in flairs else "15"
    parts = [
        "Shorten Spell 1 cuts a spell's Spell Cast Time by 1; Shorten Spell 2 by 2 (Speed Cost "
        f"{cost}); not both on one spell."
    ]
    if flairs & {"explosive-spell", "advanced-explosive-spell", "beam-spell"}:
        parts.append(
            "On Elemental Spell or Health Recovery, one of: Explosive Spell, a point and everyone "
            "within 5 ft of it; Advanced Explosive Spell, within 10 ft; Beam Spell, everyone in "
            "a straight line from you up to the spell's range."
        )
    if flairs & {"multiple-enhancement", "spread-enhancement"}:
        parts.append(
            "On Spell Barrier, Physical Barrier, Elemental Weapon or Vampiric Weapon: Multiple "
            "Enhancement casts 2 of them as one (Advanced 3, Greater 4); Spread Enhancement "
            "gives 2 targets in range instead of 1 (Advanced 3, Greater 4)."
        )
    if "fast-gather-mist" in flairs:
        parts.append(
            "Fast Gather Mist: Gather Mist's Spell Cast Time − 1; if your Maximum Ghost Power "
            "then exceeds your Current Health Points, make 2 Insanity Rolls and take both."
        )
    return PlayRule("spell-modifiers", "Spell Casting Modifiers", " ".join(parts), _SPELL_MODIFIERS)


def _insanity_rule(values: Mapping[str, SheetValue]) -> PlayRule:
    resist = values.get("talent:resist-insanity:insanity-health")
    mine = (
        f" Resist Insanity counts your Current Physical HP as {resist.value} higher, for the "
        "check and for the roll."
        if resist
        else ""
    )
    return PlayRule("insanity", "Insanity Roll", (
        "While your Current Physical HP is less than your Current Ghost HP, roll each time "
        "your Physical HP drops or your Ghost HP rises (Possession, Gather Mist): Current Ghost "
        "HP − Current Physical HP + 3d6, and take the effect of the result on Table 7.1."
        f"{mine}"
    ), _INSANITY)  # fmt: skip
