# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Glorious Heretics character part-way through its history: plain frozen data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


def frozen_map(mapping: Mapping[str, int] | None = None) -> Mapping[str, int]:
    """A read-only copy of a mapping of ids to counts."""
    return MappingProxyType(dict(mapping or {}))


def bump(mapping: Mapping[str, int], key: str, by: int = 1) -> Mapping[str, int]:
    """A read-only copy with one count changed (removed when it reaches zero)."""
    changed = dict(mapping)
    changed[key] = changed.get(key, 0) + by
    if changed[key] == 0:
        del changed[key]
    return frozen_map(changed)


class HereticsSettings(BaseModel):
    """House rules for Glorious Heretics: the values a GM sets where the rulebook is silent."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    # Descriptions are given, not read from attribute docstrings (which parses this file's source).

    starting_exp: Annotated[
        int,
        Field(
            ge=0,
            le=1_000_000,
            title="Starting Exp",
            description="The Exp a new character starts with; the rulebook leaves it to the GM.",
        ),
    ] = 0
    resource_max: Annotated[
        Annotated[int, Field(ge=0, le=1_000_000)] | None,
        Field(
            title="Resource maximum",
            description="The most resource points a character has: restocking fills resources"
            ' "to the maximum", a\nnumber the rulebook leaves to the GM. Not set until the GM'
            " sets it.",
        ),
    ] = None


@dataclass(frozen=True, slots=True)
class AppliedRestriction:
    """A restriction on an ability, with the debuff, shape or skill it names and, for Self
    Damage, the hit points the ability costs its user."""

    id: str
    choice: str | None = None
    hit_points: int = 0


@dataclass(frozen=True, slots=True)
class Obtained:
    """An item obtained by spending resource points (l. 50), kept until the next restock."""

    amount: int
    note: str


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability built from a template: its paid ranks and where every rank went."""

    id: str
    template: str
    name: str
    flavour: str = ""
    """The player's description of how the ability looks and feels (l. 86)."""
    paid: int = 0
    properties: Mapping[str, int] = field(default_factory=frozen_map)
    """Ranks assigned to each property, by property name."""
    type: str | None = None
    """The damage type the ability was changed to (None: the template's own)."""
    improvements: Mapping[str, int] = field(default_factory=frozen_map)
    """Ranks of each improvement taken (1 for an improvement not bought per rank)."""
    restrictions: tuple[AppliedRestriction, ...] = ()

    def restriction(self, restriction_id: str) -> AppliedRestriction | None:
        """The applied restriction with that id, or None."""
        return next((r for r in self.restrictions if r.id == restriction_id), None)


@dataclass(frozen=True)  # no slots: rules.engine.evolve copies its dictionary whole
class HereticsState:
    """Everything the events have decided so far; derived values are computed from this."""

    proficiencies: tuple[str, ...] = ()
    skills: Mapping[str, int] = field(default_factory=frozen_map)
    hit_point_exp: int = 0
    """Exp spent on hit points."""
    feats: Mapping[str, int] = field(default_factory=frozen_map)
    feat_choices: Mapping[str, tuple[str | None, str]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    """For a feat that names something: the skill or debuff chosen and the player's detail."""
    abilities: tuple[Ability, ...] = ()
    resources_spent: int = 0
    """Resource points spent since the last restock (l. 50)."""
    obtained: tuple[Obtained, ...] = ()
    equipment: tuple[str, ...] = ()
    """The player's notes on equipment and gear."""
    settings: HereticsSettings = field(default_factory=HereticsSettings)

    def ability(self, ability_id: str) -> Ability | None:
        """The ability with that instance id, or None."""
        return next((a for a in self.abilities if a.id == ability_id), None)

    def with_ability(self, ability: Ability) -> HereticsState:
        """A copy with one ability added or replaced (by instance id)."""
        if self.ability(ability.id) is None:
            return replace(self, abilities=(*self.abilities, ability))
        kept = tuple(ability if a.id == ability.id else a for a in self.abilities)
        return replace(self, abilities=kept)

    def resources_left(self) -> int | None:
        """Resource points left (None while the GM has set no maximum)."""
        most = self.settings.resource_max
        return None if most is None else most - self.resources_spent
