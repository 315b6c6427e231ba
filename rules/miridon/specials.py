# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Class and dual-class special abilities and their ranks (Chapter 2, docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.engine.expression import ExpressionError, MappingEnvironment, parse
from rules.engine.memo import same_content_and
from rules.engine.ruleset import Ruleset
from rules.miridon.content import EXPRESSION_NAMES, MiridonClass, Special, SpecialKind
from rules.miridon.state import MiridonState


@dataclass(frozen=True, slots=True)
class HeldSpecial:
    """A special ability the character has, with its rank now and its effect text filled in."""

    special: Special
    rank: int

    @property
    def effect(self) -> str:
        """The effect text with the rank written after each [Rank]: `their [Rank] (4) in [Caravan Master]`."""
        return self.special.effect.replace("[Rank]", f"[Rank] ({self.rank})")


def special_rank(special: Special, state: MiridonState) -> int:
    """The rank its formula gives: floor((max strength + max speed) / 10) in the rulebook."""
    env = MappingEnvironment({"max_strength": state.max_strength, "max_speed": state.max_speed})
    try:
        return max(0, parse(special.rank, EXPRESSION_NAMES).number(env))
    except ExpressionError:
        return 0


def dual_special(content: Ruleset, pair: tuple[str, ...]) -> Special | None:
    """The dual-class special of a pair of classes, if the content has one."""
    for entry in content.entries("special"):
        if (
            isinstance(entry, Special)
            and entry.kind is SpecialKind.DUAL
            and set(entry.classes) == set(pair)
        ):
            return entry
    return None


def _classes_and_stats(state: MiridonState) -> tuple[tuple[str, ...], int, int]:
    """What the specials and their ranks depend on: the classes and the two stat maxima."""
    return state.classes, state.max_strength, state.max_speed


@same_content_and(_classes_and_stats)
def held_specials(state: MiridonState, content: Ruleset) -> tuple[HeldSpecial, ...]:
    """Each class's special, then the pair's dual special for a dual-class character."""
    out = []
    for class_id in state.classes:
        entry = content.typed("class", class_id, MiridonClass)
        special = (
            content.typed("special", entry.special, Special) if entry and entry.special else None
        )
        if special is not None:
            out.append(HeldSpecial(special, special_rank(special, state)))
    if len(state.classes) == 2:
        dual = dual_special(content, state.classes)
        if dual is not None:
            out.append(HeldSpecial(dual, special_rank(dual, state)))
    return tuple(out)


def special_rank_of(state: MiridonState, content: Ruleset, special_id: str) -> int | None:
    """The rank of a special the character has, or None when it does not have it."""
    for held in held_specials(state, content):
        if held.special.id == special_id:
            return held.rank
    return None
