# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Damage notation as the rulebook writes it: `2d6+[INT/2] Fire damage` (gravedust.txt, Damage
Notation, l. 388–392), read, checked and worked out for one character.

`2d6` is the total of two six-sided dice, `[INT/2]` adds half the Intelligence attribute, floored
(l. 354–355, 391), and a trailing kind names the damage's category (l. 392); without one the
damage is Physical (l. 399). A melee crit rolls double the damage dice (l. 572–573)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.gravedust.content import DAMAGE_MAX_LENGTH

DAMAGE_KINDS = ("physical", "fire", "poison", "acid")
"""The damage categories the rulebook names: Physical (l. 395–399), Fire (l. 392), Poison
(l. 399, 402) and Acid (l. 409)."""

_ATTRIBUTES = ("STR", "DEX", "AGI", "END", "MAG", "INT")
_TERM = re.compile(
    r"(?P<dice>(?P<count>\d{1,2})[dD](?P<sides>\d{1,3}))"
    r"|(?P<flat>\d{1,3})"
    r"|\[(?P<attr>[A-Za-z]{3})(?:/(?P<div>\d{1,2}))?\]"
)
_KIND = re.compile(r"\s+(?P<kind>[A-Za-z]+)(?:\s+damage)?\s*$", re.IGNORECASE)
EXAMPLES = "1d6+2, 1d8+[STR] or 2d6+[INT/2] Fire"
MAX_LENGTH = DAMAGE_MAX_LENGTH  # the gear form's limit: the content schema's


@dataclass(frozen=True, slots=True)
class Part:
    """One term of a damage text: dice, a flat amount or an attribute (divided)."""

    sign: int
    count: int = 0
    sides: int = 0
    flat: int = 0
    attribute: str = ""
    divisor: int = 1


@dataclass(frozen=True, slots=True)
class Damage:
    """A damage text read into its terms and its category."""

    text: str
    parts: tuple[Part, ...]
    kind: str

    def roll(self, attributes: dict[str, int], crit: bool = False) -> str:
        """The damage with the character's attributes put in (floored), e.g. `1d6+1`; on a melee
        crit the dice are doubled: `2d6+1`."""
        dice: list[str] = []
        flat = 0
        for part in self.parts:
            if part.count:
                count = part.count * (2 if crit else 1)
                dice.append(f"{'-' if part.sign < 0 else '+'}{count}d{part.sides}")
            elif part.attribute:
                flat += part.sign * (attributes.get(part.attribute.lower(), 0) // part.divisor)
            else:
                flat += part.sign * part.flat
        text = "".join(dice).lstrip("+")
        if flat or not text:
            text += f"{flat:+d}" if text else str(flat)
        return text


def read_damage(text: str) -> Damage:
    """The damage text read; ValueError, in a player's words, when it is not damage notation."""
    body = text.strip()
    kind = "physical"
    found = _KIND.search(body)
    if found and found.group("kind").upper() not in _ATTRIBUTES:
        parts = _parts(body[: found.start()].replace(" ", ""), text)
        kind = found.group("kind").casefold()
        kind = "physical" if kind == "damage" else kind
        if kind not in DAMAGE_KINDS:
            named = ", ".join(k.capitalize() for k in DAMAGE_KINDS)
            raise ValueError(
                f"'{found.group('kind')}' is not a damage kind the rulebook names ({named})."
            )
        return Damage(body, parts, kind)
    return Damage(body, _parts(body.replace(" ", ""), text), kind)


def _parts(body: str, text: str) -> tuple[Part, ...]:
    wrong = f"'{text}' is not damage notation: write it like {EXAMPLES}."
    parts: list[Part] = []
    at, sign = 0, 1
    while True:
        term = _TERM.match(body, at)
        if term is None:
            raise ValueError(wrong)
        parts.append(_part(term, sign, text))
        at = term.end()
        if at == len(body):
            return tuple(parts)
        if body[at] not in "+-":
            raise ValueError(wrong)
        sign = 1 if body[at] == "+" else -1
        at += 1


def _part(term: re.Match[str], sign: int, text: str) -> Part:
    if term.group("dice"):
        count, sides = int(term.group("count")), int(term.group("sides"))
        if count < 1 or sides < 2:
            raise ValueError(f"'{term.group('dice')}' in '{text}' is not a die roll.")
        return Part(sign, count=count, sides=sides)
    if term.group("flat"):
        return Part(sign, flat=int(term.group("flat")))
    attribute = term.group("attr").upper()
    if attribute not in _ATTRIBUTES:
        raise ValueError(
            f"'[{term.group('attr')}]' in '{text}' is not an attribute ({', '.join(_ATTRIBUTES)})."
        )
    divisor = int(term.group("div") or 1)
    if divisor < 1:
        raise ValueError(f"'{text}' divides by zero.")
    return Part(sign, attribute=attribute, divisor=divisor)


def checked_damage(text: str) -> str:
    """The damage text as typed, if it reads as damage notation (for the content schema)."""
    read_damage(text)
    return text.strip()
