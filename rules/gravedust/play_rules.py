# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust's rules of play in words, with the character's numbers (the "At the table" section).

Each rule is the rulebook's sentence with this character's stat filled in where the rule uses
one: `Roll 1d10 + 7 (MA) against the target's DEF.` Nothing here is a new number: every figure
is either the rulebook's own or one of the character's sheet values."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.engine.play_rule import PlayRule
from rules.engine.sheet_value import SheetValue
from rules.engine.source_ref import cite
from rules.gravedust.damage_values import RESISTANCE_KEYS
from rules.gravedust.numbers import BOOK

_MELEE = cite(BOOK, "Standard Actions: Melee Attacks (l. 557-583)")
_RANGED = cite(BOOK, "Standard Actions: Ranged Attacks (l. 587-616)")
_DAMAGE = cite(BOOK, "Damage (l. 386-410)")
_DEATH = cite(BOOK, "Death (l. 414-417)")
_RANGE = cite(BOOK, "Range (l. 420-425)")
_TERRAIN = cite(BOOK, "Difficult Terrain (l. 374-375)")
_CONTESTED = cite(BOOK, "Contested Rolls (l. 483-490)")
_CHANCE = cite(BOOK, "Chance Rolls (l. 493-499)")
_ACTIONS = cite(BOOK, "Combat Actions (l. 504-548)")
_SKILLS = cite(BOOK, "Using Skills (l. 627-633)")
_FOCUS = cite(BOOK, "Focus (l. 637-640)")
_RECOVER = cite(BOOK, "Recover (l. 643-646)")
_SEARCH = cite(BOOK, "Search (l. 649-652)")
_SNEAK = cite(BOOK, "Sneak (l. 655-657)")
_VISIBILITY = cite(BOOK, "Visibility and Character Detection (l. 440-450)")
_BUFFS = cite(BOOK, "Buffs and Debuffs (l. 471-480)")
_STRIKE = cite(BOOK, "Gear: Strike slots (l. 287-288)")


def play_rules(
    values: Mapping[str, SheetValue], castable: Sequence[Mapping[str, object]] = ()
) -> list[PlayRule]:
    """The rules a Gravedust player looks up during a turn, with this character's numbers (and
    its strike spells, from the castable spells)."""

    def n(key: str) -> int:
        return values[key].value

    ma, ra = n("ma"), n("ra")
    cap = n("ranged-crit-cap") if "ranged-crit-cap" in values else n("level")
    resists = [
        f"{values[k].label} {values[k].value}"
        for k in RESISTANCE_KEYS.values()
        if k in values and values[k].value
    ]
    yours = f" (yours: {', '.join(resists)})" if resists else ""
    dual = "dual-wield-penalty" in values and n("dual-wield-penalty") != 0
    melee = (
        f"Roll 1d10 + {ma} (MA) against the target's DEF, when the target is adjacent (diagonals "
        "count). The attack hits only if the roll is higher. A natural 1 always misses and a "
        "natural 10 always hits."
    )
    if dual:
        melee += (
            f" With two melee weapons, make two attack rolls at −{abs(n('dual-wield-penalty'))} each; a "
            "skill affects only the first."
        )
    strikes = [
        f"{spell['name']} ({str(spell['via']).removeprefix('strike in ')})"
        for spell in castable
        if str(spell.get("via", "")).startswith("strike in ")
    ]
    rules = [
        PlayRule("turn", "Your turn", (
            "One movement action, one standard action, and any number of different free "
            "actions, each once. You cannot move, act, then move again."
        ), _ACTIONS),
        PlayRule("movement", "Moving", (
            f"Up to {n('move')} squares (MOVE), never diagonally. A square of difficult terrain "
            "costs 2 movement instead of 1."
        ), _TERRAIN),
        PlayRule("melee-attack", "Melee attack", melee, _MELEE),
        PlayRule("melee-crit", "Melee critical hit", (
            "A melee roll more than 10 higher than the target's DEF is a critical hit: roll "
            "double the weapon's damage dice (1d6 becomes 2d6)."
        ), _MELEE),
        PlayRule("ranged-attack", "Ranged attack", (
            f"Roll 1d10 + {ra} (RA) against the target's DEF + the range in squares + 2 for each "
            "character or obstacle the shot passes (an obstacle of several squares once) + 2 if "
            "you move before or after. It needs line of sight and the target within the "
            "weapon's range. A natural 1 always misses and a natural 10 always hits. It "
            "provokes melee attacks of opportunity."
        ), _RANGED),
        PlayRule("ranged-crit", "Ranged critical hit", (
            "For each point a ranged roll is more than 10 higher than the target's DEF, add 1 "
            f"damage, at most {cap} (your level)."
        ), _RANGED),
        PlayRule("range", "Range", (
            "Counted in squares across and up or down, never diagonally."
        ), _RANGE),
        PlayRule("damage-taken", "Damage you take", (
            f"Physical damage is reduced by {n('arm')} (ARM); other kinds by a resistance of that "
            f"kind{yours}; Resist All counts against every kind but physical. A successful attack "
            "deals at least 1 damage of each kind it has."
        ), _DAMAGE),
        PlayRule("damage-notation", "Damage notation", (
            "\"2d6+[INT/2] Fire damage\" means two six-sided dice plus half your INT rounded "
            "down; damage with no kind named is physical."
        ), _DAMAGE),
        PlayRule("death", "Death", (
            f"At 0 HP or lower (of {n('hp')}) the character dies."
        ), _DEATH),
        PlayRule("contested", "Contested rolls", (
            "\"Roll [A] Vs. [B]\": the attacker rolls the left side, the defender the right; it "
            "succeeds only if the attacker's total is higher."
        ), _CONTESTED),
        PlayRule("chance", "Chance", (
            "Roll d100: the effect happens on the Chance or under. With a d10, divide the "
            "Chance by 10 (30% is 3 or under)."
        ), _CHANCE),
        PlayRule("skills", "Using skills", (
            "A used skill goes on cooldown; its counter goes up 1 at the end of each of your "
            "turns, and at the skill's cooldown it regains an activation."
        ), _SKILLS),
        PlayRule("focus", "Focus", (
            f"Regain {n('focus')} MP (FOCUS). It provokes melee attacks of opportunity."
        ), _FOCUS),
        PlayRule("recover", "Recover", (
            f"Regain {n('recover')} HP (END plus RECOVER bonuses). It provokes melee and ranged "
            "attacks of opportunity."
        ), _RECOVER),
        PlayRule("search", "Search", (
            f"Roll 1d10 + {n('int')} (INT) against the Hidden value of each hidden thing next to "
            "you; higher reveals it."
        ), _SEARCH),
        PlayRule("sneak", "Sneak", (
            f"For the turn, VIS {n('sneak-vis')} and MOVE {n('sneak-move')} (each halved)."
        ), _SNEAK),
        PlayRule("detection", "Being seen", (
            f"An enemy in line of sight closer than {n('vis')} squares (VIS) notices you, checked "
            "at the start and end of each turn. Attacking, or casting a spell that harms or "
            "debuffs, reveals you to every enemy in sight."
        ), _VISIBILITY),
        PlayRule("buffs", "Buffs and debuffs", (
            "They tick down at the end of the character's own turn. The same effect again does "
            "not stack: the longer duration and the larger amount are kept."
        ), _BUFFS),
    ]  # fmt: skip
    if strikes:
        after = next(i for i, r in enumerate(rules) if r.key == "melee-crit") + 1
        rules.insert(after, PlayRule("strike-spells", "Strike spells", (
            f"{', '.join(strikes)}: cast by itself on the target of each successful attack "
            "with that weapon, when you have the MP for it."
        ), _STRIKE))  # fmt: skip
    return rules
