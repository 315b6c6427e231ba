# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Lyrian character part-way through its history: plain frozen data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from rules.engine.evolve import evolve


def frozen[V](mapping: Mapping[str, V] | None = None) -> Mapping[str, V]:
    """A read-only copy of a mapping."""
    return MappingProxyType(dict(mapping or {}))


def bumped(mapping: Mapping[str, int], key: str, delta: int) -> Mapping[str, int]:
    """A read-only copy with one count changed; counts at zero disappear."""
    out = dict(mapping)
    out[key] = out.get(key, 0) + delta
    if out[key] <= 0:
        del out[key]
    return MappingProxyType(out)


class Phase(StrEnum):
    """Where in the session log the character is (Gameplay Flow, l. 1747-1790)."""

    CREATION = "creation"
    ADVENTURE = "adventure"
    CONFLICT_RESOLUTION = "conflict-resolution"
    REST = "rest"
    INTERLUDE = "interlude"


@dataclass(frozen=True, slots=True)
class Weapon:
    """An owned weapon: the player's name for it, its group and its hands (fixed at purchase)."""

    name: str
    group: str
    hands: str


@dataclass(frozen=True, slots=True)
class LyrianState:
    """Everything the events have decided so far; derived values are computed from this."""

    phase: Phase = Phase.CREATION
    started: bool = False
    arc: int = 0
    race: str | None = None
    subrace: str | None = None
    main: Mapping[str, int] = field(default_factory=frozen)
    sub: Mapping[str, int] = field(default_factory=frozen)
    classes: Mapping[str, int] = field(default_factory=frozen)
    """Class id → how many of its seven abilities are learned (0 = key abilities only)."""
    breakthroughs: Mapping[str, int] = field(default_factory=frozen)
    exp_refunded: int = 0
    """EXP refunded for abilities (duplicates and abilities the character cannot use)."""
    exp_refunded_unusable: int = 0
    """The part of `exp_refunded` for abilities the character cannot use (l. 183-185)."""
    skills: Mapping[str, int] = field(default_factory=frozen)
    expertise: Mapping[str, int] = field(default_factory=frozen)
    """`skill/expertise name` → skill points spent on it."""
    proficiencies: tuple[str, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    armor: str | None = None
    shield: str | None = None
    items: Mapping[str, int] = field(default_factory=frozen)
    injuries: tuple[str, ...] = ()
    rest_bonus: bool = False
    expired: Mapping[str, int] = field(default_factory=frozen)
    """Pool → the unspent points lost when the current arc started (IP, EP; breakthrough EXP)."""
    arc_started_at: int | None = None
    """The event index of the `start-arc` that began the current arc."""
    unpriced_action_ip: int = 1
    """House rule: IP cost of an interlude action the rulebook prints no cost for."""
    tier_lifts_artisan_caps: bool = False
    """House rule: Skybound and 10k Spirit Core also lift the artisan and gathering caps."""
    injury_recorded_at: int | None = None
    """The event index of the latest `injury` or `remove-injury`: injuries recorded one after
    another are one encounter's (Resolve Character Injuries, l. 997)."""
    downed_injury_recorded: bool = False
    """Whether that run of injuries already has one from being downed (l. 997-999)."""
    log: tuple[str, ...] = ()
    """Interlude actions and errands as recorded lines (notes for the ones with no numbers)."""

    def with_class_step(self, class_id: str, learned: int) -> LyrianState:
        """A copy with a class at a number of learned abilities."""
        classes = dict(self.classes)
        classes[class_id] = learned
        return evolve(self, classes=frozen(classes))

    def logged(self, line: str) -> LyrianState:
        """A copy with one more line in the interlude log."""
        return evolve(self, log=(*self.log, line))

    def without_injury(self, injury: str) -> LyrianState:
        """A copy with one instance of an injury removed."""
        injuries = list(self.injuries)
        injuries.remove(injury)
        return evolve(self, injuries=tuple(injuries))


def expertise_key(skill: str, name: str) -> str:
    """The state key of an expertise: `survival/Forests`."""
    return f"{skill}/{name}"
