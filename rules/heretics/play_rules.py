# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics' rules of play in words, with the character's numbers ("At the table").

The rules a player looks up while drawing cards: the two piles, what a card is worth, the
action points and what each action costs, the hostile-action penalty, defending, cover, hit
points and going down. Every figure is the rulebook's or one of the character's sheet values."""

from __future__ import annotations

from collections.abc import Mapping

from rules.engine.play_rule import PlayRule
from rules.engine.sheet_value import SheetValue
from rules.engine.source_ref import cite
from rules.heretics.numbers import BOOK

_GAME = cite(BOOK, "The Game, l. 3-5")
_TURN = cite(BOOK, "Combat and Actions, l. 15, 19")
_ACTIONS = cite(BOOK, "Actions, l. 19-32")
_MOVEMENT = cite(BOOK, "Movement, l. 12, 21-23")
_BLAZE = cite(BOOK, "Blaze of glory, l. 34-36")
_AVENGE = cite(BOOK, "Avenge the fallen, l. 38")
_HIT_POINTS = cite(BOOK, "Hit Points, l. 44")
_POWER = cite(BOOK, "Ability properties explained: Power, l. 96")
_RANGE = cite(BOOK, "Ability properties explained: Range, l. 101-106")
_DURATION = cite(BOOK, "Ability properties explained: Duration, l. 115")
_COVER = cite(BOOK, "Defenses: Cover, l. 154-156")
_AREA = cite(BOOK, "Ability properties explained: Area of Effect, l. 107-113")
_DEBUFFS = cite(BOOK, "Debuffs, l. 362-363")
_BUFFS = cite(BOOK, "Buffs, l. 173")


def play_rules(values: Mapping[str, SheetValue]) -> list[PlayRule]:
    """The rules a Glorious Heretics player looks up during play, with this character's numbers."""
    move = values["movement"].value if "movement" in values else 4
    penalty = values.get("feat.multi-attack.penalty")
    step = abs(penalty.value) if penalty is not None else 4
    multi = f" (with your Multi-Attack, −{step} a step instead)" if penalty is not None else ""
    hit_points = values["hit-points"].value if "hit-points" in values else None
    down = f" ({hit_points} at most)" if hit_points is not None else ""
    return [
        PlayRule("checks", "Checks", (
            "Draw a card and add your modifiers; equal to the CR or more succeeds. Draw from "
            "the choice pile (you pick the card) for what you are proficient with, or from the "
            "chance pile (at random) for anything. A used card is set aside until its pile is "
            "empty."
        ), _GAME),
        PlayRule("cards", "Card values", (
            "2 to 10 as numbered, Jack 11, Queen 12, King 13, Ace 14. Low cards are 5 or lower, "
            "high cards 11 or higher, mid cards in between."
        ), _GAME),
        PlayRule("contested", "Contested checks", (
            "Against another character's check; on a tie the defender loses."
        ), _GAME),
        PlayRule("turn", "A turn", (
            "4 action points, regained when your group's turn ends; any action as often as you "
            "have the points. A turn is 6 seconds, and durations count only your own turns."
        ), _TURN),
        PlayRule("move", "Move", (
            f"1 action point: gain {move} squares of movement (one square per square moved, "
            "diagonals too; unused squares are lost at the end of your turn). A square is 5 ft "
            "(1.5 m) unless the GM sets another scale."
        ), _MOVEMENT),
        PlayRule("step-brace", "Step and Brace", (
            "Step, 1 action point: move 1 square without triggering reactions. Brace, 1 action "
            "point: until your next turn, pick an extra card when you defend against one attack."
        ), _ACTIONS),
        PlayRule("hostile", "Hostile actions", (
            "Each hostile action after the first in a turn takes a cumulative −4 to accuracy: "
            f"−4 for the second, −8 for the third and so on{multi}. One that costs several "
            "action points counts once. Standard actions have no such penalty."
        ), _ACTIONS),
        PlayRule("off-turn", "On others' turns", (
            "Defend against any number of attacks for free. A reaction or an interrupt (any "
            "action as a reaction, for 1 more action point) costs action points. Intercept, 1 "
            "action point: take an attack aimed at an ally, moving up to half your movement "
            "(or all of it, landing prone); it hits you and cannot be defended."
        ), _ACTIONS),
        PlayRule("ranged", "Ranged attacks", (
            "An ability with range rank 2 or more is a ranged attack; it needs line of sight, "
            "and with an enemy next to you it takes −2 to accuracy."
        ), _RANGE),
        PlayRule("area", "Areas", (
            "An area used in melee range leaves out your own square. A hostile area affects "
            "everyone in it, allies too; a helpful one only the targets you pick. The area can "
            "start anywhere within range."
        ), _AREA),
        PlayRule("debuffs", "Resisting debuffs", (
            "A debuff starts at 10 and lasts until resisted. For each resist action, and once "
            "for free at the end of your turn, pick a card and take its value off your debuffs "
            "as you choose; at 0 a debuff is resisted. An attack can inflict a debuff instead "
            "of damage when its power is at least the debuff's."
        ), _DEBUFFS),
        PlayRule("cover", "Cover", (
            "Full cover: ranged and area attacks from the other side cannot hit you. Partial "
            "cover: +2 on your defense against ranged and area attacks (not +4 when both)."
        ), _COVER),
        PlayRule("resistance", "Resistance and weakness", (
            "Against a resistant target an ability's power is halved (rounded up); against a "
            "weak one it is doubled."
        ), _POWER),
        PlayRule("sustain", "Sustaining an effect", (
            "At the end of your turn pick a card for each effect you sustain: a high card adds "
            "2 turns, a mid card 1, and a low card ends it at once."
        ), _DURATION),
        PlayRule("buff-check", "Buff checks", (
            "A buff takes effect when your card is equal to its CR or higher; a failed one "
            "still spends the action."
        ), _BUFFS),
        PlayRule("knocked-out", "At 0 hit points", (
            f"When your hit points{down} drop to 0 you are knocked out until you recover at "
            "least 10 hit points in total."
        ), _HIT_POINTS),
        PlayRule("blaze", "Blaze of glory", (
            "At 0 hit points you may choose to get back up for 3 turns of total invulnerability "
            "with every check at its highest result; then the character dies."
        ), _BLAZE),
        PlayRule("avenge", "Avenge the fallen", (
            "While you are at 0 hit points, once per turn draw a card when another player makes "
            "a check and add its value to that check."
        ), _AVENGE),
    ]  # fmt: skip
