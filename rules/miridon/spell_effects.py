# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every spell with its effect boosted by the character's spell-boost talents (Spell List)."""

from __future__ import annotations

from typing import Any

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


def cast_time(spell: Spell, state: MiridonState, content: Ruleset) -> str:
    """The spell's base cast time, or the one a flair the character owns sets instead."""
    for flair, (spell_id, time) in CAST_TIME_FLAIRS.items():
        if spell.id == spell_id and flair in state.flairs:
            return f"{time} ({name_of(content, 'flair', flair)}; normally {spell.cast_time})"
    return spell.cast_time


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


def spell_value(spell: Spell, state: MiridonState, content: Ruleset) -> SheetValue | None:
    """The boosted effect as a number (d6 rolled, or the flat amount) when it is one kind."""
    effect = boosted_effect(spell, state)
    if effect is None or spell.base_dice is None or (effect.dice and effect.flat):
        return None
    terms = [Term(f"base {spell.base_dice}", _amount(DiceSum.parse(spell.base_dice)), SPELLS_SRC)]
    for boost in spell.boosts:
        rank = state.talents.get(boost.talent, 0)
        if boost.per_rank and rank:
            label = f"{name_of(content, 'talent', boost.talent)} {rank} × {boost.per_rank}"
            terms.append(
                Term(label, _amount(DiceSum.parse(boost.per_rank).times(rank)), TALENTS_SRC)
            )
    unit = " (d6 rolled)" if effect.dice else ""
    key = f"spell:{spell.id}"
    return total(key, f"{spell.name}{unit}", terms, SPELLS_SRC, note=str(effect))


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


def spell_values(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """`spell:<id>` values for the spells whose boosted effect is a single number."""
    values = {}
    for spell in content.entries("spell"):
        if isinstance(spell, Spell) and (value := spell_value(spell, state, content)):
            values[value.key] = value
    return values
