# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Gravedust character part-way through its history: plain frozen data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from rules.engine.evolve import evolve
from rules.gravedust.content import ATTRIBUTES


def _frozen(mapping: Mapping[str, int] | None = None) -> Mapping[str, int]:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True, slots=True)
class GearPiece:
    """One owned gear piece: which entry it is, and what fills each of its slot boxes."""

    instance: str
    gear_id: str
    fillings: tuple[str | None, ...] = ()

    def filled(self, box: int) -> str | None:
        """The item id in a slot box, or None when it is empty."""
        return self.fillings[box] if box < len(self.fillings) else None

    def fill(self, box: int, item_id: str | None, boxes: int) -> GearPiece:
        """A copy with one slot box filled (or emptied with None)."""
        fillings = list(self.fillings) + [None] * (boxes - len(self.fillings))
        fillings[box] = item_id
        return evolve(self, fillings=tuple(fillings))


@dataclass(frozen=True, slots=True)
class Buff:
    """A buff or debuff on the sheet: name, effect, duration in turns, stat changes."""

    name: str
    effect: str
    duration: int | None
    modifiers: Mapping[str, int] = field(default_factory=_frozen)
    debuff: bool = False


@dataclass(frozen=True)  # no slots: rules.engine.evolve copies its dictionary whole
class GravedustState:
    """Everything the events have decided so far; derived values are computed from this."""

    race: str | None = None
    level: int = 1
    raised: Mapping[str, int] = field(default_factory=lambda: _frozen(dict.fromkeys(ATTRIBUTES, 0)))
    equipped: Mapping[str, GearPiece] = field(default_factory=lambda: MappingProxyType({}))
    carried: tuple[GearPiece, ...] = ()
    items: Mapping[str, int] = field(default_factory=_frozen)
    known_skills: tuple[str, ...] = ()
    equipped_skills: tuple[str, ...] = ()
    known_spells: tuple[str, ...] = ()
    equipped_spells: tuple[str, ...] = ()
    buffs: tuple[Buff, ...] = ()

    def with_items(self, item_id: str, delta: int) -> GravedustState:
        """A copy with an item count changed (entries at zero disappear)."""
        items = dict(self.items)
        items[item_id] = items.get(item_id, 0) + delta
        if items[item_id] <= 0:
            del items[item_id]
        return evolve(self, items=_frozen(items))

    def with_raised(self, attribute: str) -> GravedustState:
        """A copy with one attribute raised by a level-up point."""
        raised = dict(self.raised)
        raised[attribute] += 1
        return evolve(self, raised=_frozen(raised))

    def with_equipped(self, slot: str, piece: GearPiece | None) -> GravedustState:
        """A copy with an equipment slot filled or emptied."""
        equipped = dict(self.equipped)
        if piece is None:
            equipped.pop(slot, None)
        else:
            equipped[slot] = piece
        return evolve(self, equipped=MappingProxyType(equipped))

    def owned(self) -> list[GearPiece]:
        """Every gear piece the character owns, equipped first."""
        return [*self.equipped.values(), *self.carried]

    def find_piece(self, instance: str) -> tuple[str | None, GearPiece] | None:
        """(equipment slot or None when carried, piece) for an instance id."""
        for slot, piece in self.equipped.items():
            if piece.instance == instance:
                return slot, piece
        for piece in self.carried:
            if piece.instance == instance:
                return None, piece
        return None

    def replace_piece(self, piece: GearPiece) -> GravedustState:
        """A copy with an owned piece (same instance id) replaced wherever it is."""
        found = self.find_piece(piece.instance)
        if found is None:
            return self
        slot, _ = found
        if slot is not None:
            return self.with_equipped(slot, piece)
        carried = tuple(piece if p.instance == piece.instance else p for p in self.carried)
        return evolve(self, carried=carried)
