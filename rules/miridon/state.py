# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Miridon character part-way through its history: plain frozen data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from rules.miridon.settings_model import MiridonSettings


def _ranks(mapping: Mapping[str, int] | None = None) -> Mapping[str, int]:
    return MappingProxyType(dict(mapping or {}))


@dataclass(frozen=True, slots=True)
class CrewMember:
    """A named crew member of a skiffmaster; their stats are derived, never stored (Crew Member)."""

    name: str
    alive: bool = True


@dataclass(frozen=True, slots=True)
class MechPart:
    """One part of a mech: its kind (a Mech Body, a Mech Blade…), a name, and mech points spent."""

    name: str
    kind: str
    mech_points: int = 0


@dataclass(frozen=True)  # no slots: rules.engine.evolve copies its dictionary whole
class MiridonState:
    """Everything the events have decided so far; derived values are computed from this."""

    classes: tuple[str, ...] = ()
    max_strength: int = 0
    max_speed: int = 0
    skills: Mapping[str, int] = field(default_factory=_ranks)
    talents: Mapping[str, int] = field(default_factory=_ranks)
    flairs: tuple[str, ...] = ()
    mutations: tuple[str, ...] = ()
    wielded: tuple[str, ...] = ()
    """Weapon ids wielded (at most two)."""
    armor: str | None = None
    crew: tuple[CrewMember, ...] = ()
    mech: tuple[MechPart, ...] = ()
    """The parts of the character's mech (empty: no mech)."""
    settings: MiridonSettings = field(default_factory=MiridonSettings)
    """The character's house rules, given to the state at the start of the replay."""

    def rank(self, kind: str, entry_id: str) -> int:
        """A skill's or talent's rank (0 when never bought)."""
        ranks = self.skills if kind == "skill" else self.talents
        return ranks.get(entry_id, 0)

    def with_rank(self, kind: str, entry_id: str, rank: int) -> MiridonState:
        """A copy with a skill or talent at a new rank."""
        ranks = dict(self.skills if kind == "skill" else self.talents)
        ranks[entry_id] = rank
        if kind == "skill":
            return replace(self, skills=_ranks(ranks))
        return replace(self, talents=_ranks(ranks))
