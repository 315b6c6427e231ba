# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Mount and animal ops applied to a state built directly (a home with a finished house and a
Stable), for tests that need homes before the housing ops are in the history."""

from __future__ import annotations

from typing import Any

from rules.engine.event import Event
from rules.engine.ledger import Entry, Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.step import Applied, Refused, Step
from rules.lyrian.content import Mount, Race
from rules.lyrian.op_table import OPS
from rules.lyrian.state import Home, LyrianState, Owned, Phase, frozen
from tests.rules.lyrian.builders import shipped

SRC = {"book": "test"}


def home(name: str = "Riverside", size: str = "medium", stable: int = 1) -> Home:
    """A finished house with a Stable at a level (0: none)."""
    facilities = {"stable": stable} if stable else {}
    return Home(name, plot=size, size=size, facilities=frozen(facilities))


def state(*homes: Home, phase: Phase = Phase.INTERLUDE, **fields: Any) -> LyrianState:
    """A started Human in a phase with homes (what it owns goes to `owned`, the rest as given)."""
    owned = {k: fields.pop(k) for k in list(fields) if k in Owned.__dataclass_fields__}
    return LyrianState(
        phase=phase, started=True, race="human", owned=Owned(homes=homes, **owned), **fields
    )


def content(*mounts: dict[str, Any], race_size: str | None = None) -> Ruleset:
    """The shipped content with test mount types added and the Human given a size."""
    ruleset = shipped()
    for mount in mounts:
        entry = Mount.model_validate({"source": SRC, "rider_size": "medium", **mount})
        ruleset = ruleset.with_entry("mount", entry, origin="test")
    if race_size:
        race = Race.model_validate(
            {"id": "human", "name": "Human", "source": SRC, "size": race_size}
        )
        ruleset = ruleset.with_entry("race", race, origin="test")
    return ruleset


def apply(
    before: LyrianState, op: str, rules: Ruleset | None = None, ip: int = 3, **fields: Any
) -> Applied[LyrianState] | Refused:
    """One op on a state, with IP in the ledger (overdrafts are the replay's business)."""
    spec = OPS.get(op)
    assert spec is not None, op
    step = Step(0, Event(op, fields), before, Ledger([Entry("ip", ip, None)]), rules or shipped())
    return spec.apply(step, spec.fields.model_validate(fields))


def after(before: LyrianState, op: str, rules: Ruleset | None = None, **fields: Any) -> LyrianState:
    """The state after an op that must apply."""
    outcome = apply(before, op, rules, **fields)
    assert isinstance(outcome, Applied), outcome
    return outcome.state


def refusal(before: LyrianState, op: str, rules: Ruleset | None = None, **fields: Any) -> str:
    """Why an op that must be refused is refused."""
    outcome = apply(before, op, rules, **fields)
    assert isinstance(outcome, Refused), outcome
    return outcome.reason
