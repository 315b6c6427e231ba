# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Combat stats: attributes plus equipped gear plus buffs (gravedust.txt, COMBAT STATS)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rules.engine.memo import same_content_and
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source
from rules.gravedust.content import Gear, Item
from rules.gravedust.gear_rules import gear_of
from rules.gravedust.numbers import BUFFS_SRC, RECOVER_SRC, stat_source
from rules.gravedust.state import GearPiece, GravedustState

Attrs = dict[str, int]


@dataclass(frozen=True, slots=True)
class StatRule:
    """How one combat stat starts before gear: its label, base terms and whether higher is worse."""

    key: str
    label: str
    name: str
    base: Callable[[Attrs], list[Term]]
    source: Source
    higher_is_worse: bool = False


def _attr(label: str, key: str, source: Source) -> Callable[[Attrs], list[Term]]:
    return lambda a: [Term(label, a[key], source)]


_HP = stat_source("Hit Points")
_MOVE = stat_source("Movement")
_VIS = stat_source("Visibility")
_FOCUS = stat_source("Focus")
_RECOVER = RECOVER_SRC

STAT_RULES = (
    StatRule(
        "hp",
        "HP",
        "Hit Points",
        lambda a: [Term("base", 5, _HP), Term(f"END {a['end']} × 5", 5 * a["end"], _HP)],
        _HP,
    ),
    StatRule(
        "mp",
        "MP",
        "Magic Points",
        _attr("MAG", "mag", stat_source("Magic Points")),
        stat_source("Magic Points"),
    ),
    StatRule(
        "ma",
        "MA",
        "Melee Attack",
        _attr("DEX", "dex", stat_source("Melee Attack")),
        stat_source("Melee Attack"),
    ),
    StatRule(
        "ra",
        "RA",
        "Ranged Attack",
        _attr("DEX", "dex", stat_source("Ranged Attack")),
        stat_source("Ranged Attack"),
    ),
    StatRule(
        "def", "DEF", "Defense", _attr("AGI", "agi", stat_source("Defense")), stat_source("Defense")
    ),
    StatRule("arm", "ARM", "Armor", lambda a: [], stat_source("Armor")),
    StatRule("move", "MOVE", "Movement", lambda a: [Term("base", 10, _MOVE)], _MOVE),
    StatRule(
        "vis", "VIS", "Visibility", lambda a: [Term("base", 10, _VIS)], _VIS, higher_is_worse=True
    ),
    StatRule("focus", "FOCUS", "Focus", lambda a: [Term("base", 1, _FOCUS)], _FOCUS),
    StatRule("recover", "RECOVER", "Recover", _attr("END", "end", _RECOVER), _RECOVER),
)


DRAWBACK_WORDS = {"move": "movement penalty", "vis": "visibility increase"}
"""The rulebook's words for the common drawbacks (gravedust.txt, GEAR)."""


def piece_terms(piece: GearPiece, gear: Gear, content: Ruleset, rule: StatRule) -> list[Term]:
    """What one gear piece adds to a stat: its bonus, its enhancements, its drawback."""
    terms: list[Term] = []
    if gear.bonus(rule.key):
        terms.append(Term(gear.name, gear.bonus(rule.key), gear.source))
    for item_id in piece.fillings:
        item = content.typed("item", item_id, Item) if item_id else None
        if item is not None and item.bonus(rule.key):
            terms.append(Term(f"{gear.name}: {item.name}", item.bonus(rule.key), item.source))
    if gear.drawback(rule.key):
        sign = 1 if rule.higher_is_worse else -1
        amount = sign * gear.drawback(rule.key)
        terms.append(
            Term(
                f"{gear.name}: {DRAWBACK_WORDS.get(rule.key, rule.label + ' drawback')}",
                amount,
                gear.source,
            )
        )
    return terms


def gear_terms(state: GravedustState, content: Ruleset, rule: StatRule) -> list[Term]:
    """Every equipped piece's contribution to a stat."""
    terms: list[Term] = []
    for piece in state.equipped.values():
        gear = gear_of(content, piece.gear_id)
        if gear is not None:
            terms.extend(piece_terms(piece, gear, content, rule))
    return terms


def buff_terms(state: GravedustState, rule: StatRule) -> list[Term]:
    """Buffs and debuffs that change a stat while they last."""
    kind = {False: "buff", True: "debuff"}
    return [
        Term(f"{kind[b.debuff]} {b.name}", b.modifiers[rule.key], BUFFS_SRC)
        for b in state.buffs
        if b.modifiers.get(rule.key)
    ]


def _gear_and_buffs(state: GravedustState) -> tuple[object, ...]:
    """What combat stats read of a state: the equipped gear and the buffs."""
    return state.equipped, state.buffs


@same_content_and(_gear_and_buffs)
def combat_stats(state: GravedustState, content: Ruleset, attrs: Attrs) -> dict[str, SheetValue]:
    """Every combat stat with its breakdown."""
    return {
        rule.key: total(
            rule.key,
            rule.label,
            [*rule.base(attrs), *gear_terms(state, content, rule), *buff_terms(state, rule)],
            rule.source,
        )
        for rule in STAT_RULES
    }


def halved(key: str, label: str, value: SheetValue, source: Source) -> SheetValue:
    """A value halved and rounded down (Sneak), with the halving shown in its breakdown."""
    half = value.value // 2
    terms = (Term(f"{value.label} {value.value} halved, rounded down", half, source),)
    return SheetValue(key, label, half, terms, source)
