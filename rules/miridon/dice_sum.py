# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dice expressions as printed in Miridon (`3d6+1`, `1d6-1`, `0`): parse, add, scale, print."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

_TERM = re.compile(r"^(?:(\d+)d(\d+))?([+-]?\d+)?$")


@dataclass(frozen=True, slots=True)
class DiceSum:
    """Some dice of each size plus a flat number: `3d6+1` is {6: 3} and 1."""

    dice: tuple[tuple[int, int], ...] = ()
    """(sides, count) pairs, largest die first, counts above 0."""
    flat: int = 0

    @staticmethod
    @lru_cache(maxsize=512)
    def parse(text: str) -> DiceSum:
        """`2d6-1` → 2d6 and −1; `5` → flat 5; raises ValueError on anything else."""
        match = _TERM.match(text.replace(" ", ""))
        if not match or not text.strip():
            raise ValueError(f"not a dice expression: {text!r}")
        count, sides, flat = match.groups()
        dice = ((int(sides), int(count)),) if count and int(count) else ()
        return DiceSum(dice, int(flat or 0))

    def __add__(self, other: DiceSum) -> DiceSum:
        counts = dict(self.dice)
        for sides, count in other.dice:
            counts[sides] = counts.get(sides, 0) + count
        merged = tuple(sorted(((s, c) for s, c in counts.items() if c), reverse=True))
        return DiceSum(merged, self.flat + other.flat)

    def times(self, factor: int) -> DiceSum:
        """The expression repeated `factor` times (a per-rank boost at rank `factor`)."""
        if factor <= 0:
            return DiceSum()
        return DiceSum(tuple((s, c * factor) for s, c in self.dice), self.flat * factor)

    def count(self, sides: int = 6) -> int:
        """How many dice of one size are rolled."""
        return dict(self.dice).get(sides, 0)

    def __str__(self) -> str:
        text = "+".join(f"{c}d{s}" for s, c in self.dice)
        if not text:
            return str(self.flat)
        if self.flat:
            text += f"{self.flat:+d}"
        return text


def dice_total(parts: Iterable[DiceSum]) -> DiceSum:
    """The sum of several expressions."""
    out = DiceSum()
    for part in parts:
        out = out + part
    return out
