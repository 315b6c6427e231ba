# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every spell with its effect boosted by the character's spell-boost talents (Spell List)."""

from __future__ import annotations

from typing import Any

from rules.engine.memo import same_content_and
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.miridon.content import Spell, SpellBoost
from rules.miridon.dice_sum import DiceSum, dice_total
from rules.miridon.numbers import SPELLS_SRC, TALENTS_SRC
from rules.miridon.prereq import name_of
from rules.miridon.state import MiridonState

WHO_CASTS = (
    "Anyone with at least 1 [Current Ghost HP] can use the [Cast Spell] action to begin casting "
    "a spell (Magic): every character may cast every spell."
)
CAST_TIME_FLAIRS = {"eldritch-blast": ("possession", "0 [Action Blocks]")}
"""Eldritch Blast (l. 1456): "When the character casts [Possession], the base [Spell Cast Time] is 0."."""


SHORTER_CAST_FLAIRS = {"fast-gather-mist": ("gather-mist", 1)}
"""Fast Gather Mist (l. 2953): "will reduce the [Spell Cast Time] of [Gather Mist] by 1"."""


def cast_time(spell: Spell, state: MiridonState, content: Ruleset) -> str:
    """The spell's base cast time, or the one a flair the character owns sets instead."""
    for flair, (spell_id, time) in CAST_TIME_FLAIRS.items():
        if spell.id == spell_id and flair in state.flairs:
            return f"{time} ({name_of(content, 'flair', flair)}; normally {spell.cast_time})"
    for flair, (spell_id, shorter) in SHORTER_CAST_FLAIRS.items():
        base = spell.cast_time.split(" ", 1)
        if spell.id == spell_id and flair in state.flairs and base[0].isdigit():
            fast = max(0, int(base[0]) - shorter)
            unit = f" {base[1]}" if len(base) > 1 else ""
            return f"{spell.cast_time} ({fast}{unit} with {name_of(content, 'flair', flair)})"
    return spell.cast_time


def _ranks(state: MiridonState) -> tuple[tuple[str, int], ...]:
    """What a spell's boosted effect depends on: the talent ranks."""
    return tuple(sorted(state.talents.items()))


def _ranks_and_flairs(state: MiridonState) -> tuple[object, ...]:
    """What the spell list depends on: the talent ranks and the flairs that set a cast time."""
    return (
        _ranks(state),
        tuple(f for f in state.flairs if f in CAST_TIME_FLAIRS or f in SHORTER_CAST_FLAIRS),
    )


def _boost_json(boost: SpellBoost, rank: int, content: Ruleset) -> dict[str, Any]:
    adds = DiceSum.parse(boost.per_rank).times(rank) if boost.per_rank else None
    return {
        "talent": boost.talent,
        "name": name_of(content, "talent", boost.talent),
        "rank": rank,
        "per_rank": boost.per_rank,
        "adds": str(adds) if adds is not None and rank else None,
        "text": boost.text if not rank else f"{boost.text} (× {rank})",
    }


def boosted_effect(spell: Spell, state: MiridonState) -> DiceSum | None:
    """Base dice plus each boost's dice × the talent's rank.

    None when the content gives the base or a boost the character has ranks in only as text.
    """
    if spell.base_dice is None:
        return None
    parts = [DiceSum.parse(spell.base_dice)]
    for boost in spell.boosts:
        rank = state.talents.get(boost.talent, 0)
        if rank and not boost.per_rank:
            return None
        if boost.per_rank:
            parts.append(DiceSum.parse(boost.per_rank).times(rank))
    return dice_total(parts)


def _amount(dice: DiceSum) -> int:
    return dice.count(6) if dice.dice else dice.flat


def spell_value_list(spell: Spell, state: MiridonState, content: Ruleset) -> list[SheetValue]:
    """The boosted effect as numbers, under keys that never change with the character's ranks:
    `spell:<id>` (d6 rolled, or the flat amount), and for a spell whose base and boosts mix dice
    and flat amounts also `spell:<id>:bonus` (the flat amount added to the roll). None of them
    for a spell whose base or a boost is given only as text: its effect is not a number at every
    rank, and no number is invented (its keys depend on the content, never on the ranks)."""
    effect = boosted_effect(spell, state)
    if spell.base_dice is None or not _boosts_in_numbers(spell) or effect is None:
        return []
    base = DiceSum.parse(spell.base_dice)
    parts = [("base", spell.base_dice, base, SPELLS_SRC)]
    for boost in spell.boosts:
        rank = state.talents.get(boost.talent, 0)
        if boost.per_rank:
            label = f"{name_of(content, 'talent', boost.talent)} {rank} × {boost.per_rank}"
            parts.append((label, "", DiceSum.parse(boost.per_rank).times(rank), TALENTS_SRC))
    possible = [base] + [DiceSum.parse(b.per_rank) for b in spell.boosts if b.per_rank]
    mixed = any(p.dice for p in possible) and any(p.flat for p in possible)
    note = str(effect)
    key = f"spell:{spell.id}"
    if not mixed:
        unit = " (d6 rolled)" if base.dice else ""
        terms = [_term(label, extra, part, source, _amount) for label, extra, part, source in parts]
        return [total(key, f"{spell.name}{unit}", _kept(terms), SPELLS_SRC, note=note)]
    dice = [_term(label, extra, part, source, _count) for label, extra, part, source in parts]
    flat = [_term(label, extra, part, source, _flat) for label, extra, part, source in parts]
    return [
        total(key, f"{spell.name} (d6 rolled)", _kept(dice), SPELLS_SRC, note=note),
        total(f"{key}:bonus", f"{spell.name} (added to the roll)", _kept(flat), SPELLS_SRC),
    ]


def _boosts_in_numbers(spell: Spell) -> bool:
    """Whether every boost of the spell is given as a number (then so is its effect at any rank)."""
    return all(boost.per_rank for boost in spell.boosts)


def _term(label: str, extra: str, part: DiceSum, source: Any, amount: Any) -> Term:
    return Term(f"{label} {extra}".strip(), amount(part), source)


def _kept(terms: list[Term]) -> list[Term]:
    """The base term always, boosts only where they add something."""
    return terms[:1] + [t for t in terms[1:] if t.amount]


def _count(dice: DiceSum) -> int:
    return dice.count(6)


def _flat(dice: DiceSum) -> int:
    return dice.flat


@same_content_and(_ranks_and_flairs)
def spell_section(state: MiridonState, content: Ruleset) -> list[dict[str, Any]]:
    """Every spell in the content, each with its boosted effect and its boosts at rank."""
    out = []
    for spell in content.entries("spell"):
        if not isinstance(spell, Spell):
            continue
        effect = boosted_effect(spell, state)
        out.append(
            {
                "id": spell.id,
                "name": spell.name,
                "range": spell.range,
                "cast_time": cast_time(spell, state, content),
                "duration": spell.duration,
                "subtlety": spell.subtlety,
                "base_effect": spell.base_effect,
                "effect": str(effect) if effect is not None else None,
                "boosts": [
                    _boost_json(b, state.talents.get(b.talent, 0), content) for b in spell.boosts
                ],
                "known_because": WHO_CASTS,
                "source": spell.source.cite(),
            }
        )
    return out


@same_content_and(_ranks)
def spell_values(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """`spell:<id>` (and `spell:<id>:bonus`) values for every spell whose effect has numbers."""
    values: dict[str, SheetValue] = {}
    for spell in content.entries("spell"):
        if isinstance(spell, Spell):
            values |= {value.key: value for value in spell_value_list(spell, state, content)}
    return values
