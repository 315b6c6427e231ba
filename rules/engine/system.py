# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a game system plugs into the engine: its ops, state, derivation and content kinds."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import BaseModel

from rules.engine.content_schema import Entry
from rules.engine.event import Event
from rules.engine.issue import Issue
from rules.engine.ledger import Entry as LedgerEntry
from rules.engine.ledger import Ledger
from rules.engine.op_registry import OpRegistry
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet
from rules.engine.source_ref import Source

if TYPE_CHECKING:
    from rules.engine.build import Build

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Pool:
    """A pool of points: its label, and whether it may never go below zero."""

    id: str
    label: str
    bounded: bool = True
    source: Source | None = None


OptionProvider = Callable[[S, Ledger, Ruleset], list[Option]]

type OptionEvents = Callable[[Build[Any], Option], list[Event]]
"""The events an option stands for on a character, the plain one first (what `add` would get)."""


@dataclass(frozen=True)
class System[S]:
    """One game system: everything the shared replay needs to build its characters."""

    id: str
    title: str
    rulebook: str
    ops: OpRegistry[S]
    initial_state: Callable[[Ruleset, BaseModel], S]
    derive: Callable[[S, Ledger, Ruleset], Sheet]
    final_issues: Callable[[S, Ledger, Ruleset], list[Issue]]
    settings: type[BaseModel]
    content_kinds: Mapping[str, type[Entry]]
    expression_names: frozenset[str] = frozenset()
    pools: Mapping[str, Pool] = field(default_factory=dict)
    options: Mapping[str, OptionProvider[S]] = field(default_factory=dict)
    option_events: Mapping[str, OptionEvents] = field(default_factory=dict)
    """Per option kind, the events an option stands for (an unavailable one's reason is `add`'s)."""
    opening: Callable[[BaseModel], tuple[LedgerEntry, ...]] | None = None
    """Entries the ledger starts with, from the house rules (Glorious Heretics: starting Exp)."""
    headline: Callable[[Sheet], str] | None = None
    """The one line the library lists beside a character's name ("LV 3"; None: nothing)."""
    state_headline: Callable[[S, Ledger, Ruleset], str] | None = None
    """The same line from the final state, computing only the value it shows (a summary skips
    `derive`); None: the summary derives the sheet and asks `headline`."""
    describe: Callable[[Event, Ruleset], str | None] | None = None
    """A readable one-line account of an event (None, or no function: the generic one)."""
    party_ops: tuple[str, ...] = ()
    """The ops a GM gives the whole party at once (awards, and the system's session steps), in
    the order a party dialog offers them; each is one of `ops`."""

    def pool_label(self, pool: str) -> str:
        """The display label of a pool."""
        return self.pools[pool].label if pool in self.pools else pool

    def parse_settings(self, raw: Mapping[str, Any]) -> BaseModel:
        """The character's house-rule settings, validated, with defaults filled in."""
        return self.settings.model_validate(dict(raw))
