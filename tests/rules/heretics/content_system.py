# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Load the shipped Glorious Heretics content for tests: a content-only system (real schemas)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel

from rules.engine.content_loader import RulesetLoad, load_shipped_ruleset
from rules.engine.op_registry import OpRegistry
from rules.engine.sheet_value import Sheet
from rules.engine.system import System
from rules.heretics.content import CONTENT_KINDS


def content_only_system() -> System[Any]:
    """Glorious Heretics with its content kinds and no ops (the system is not registered yet)."""
    return System(
        id="heretics",
        title="Glorious Heretics",
        rulebook="glorious-heretics.txt",
        ops=OpRegistry(),
        initial_state=lambda ruleset, settings: None,
        derive=lambda state, ledger, ruleset: Sheet(),
        final_issues=lambda state, ledger, ruleset: [],
        settings=BaseModel,
        content_kinds=CONTENT_KINDS,
    )


@cache
def shipped() -> RulesetLoad:
    """The shipped Glorious Heretics ruleset, loaded once."""
    return load_shipped_ruleset(content_only_system())


def entries(kind: str) -> dict[str, Any]:
    """The entries of one kind by id, after checking the load had no problems."""
    load = shipped()
    assert not load.problems, [p.describe() for p in load.problems]
    assert not load.skipped_packs
    return dict(load.ruleset.content[kind])
