# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Load the shipped Lyrian content for tests (the schemas are real; only the loader is needed)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel

from rules.engine.content_loader import RulesetLoad, load_shipped_ruleset
from rules.engine.op_registry import OpRegistry
from rules.engine.sheet_value import Sheet
from rules.engine.system import System
from rules.lyrian.content import CONTENT_KINDS, EXPRESSION_NAMES


def content_only_system() -> System[Any]:
    """A Lyrian system with the real content schemas and no rules (enough to load packs)."""
    return System(
        id="lyrian",
        title="Lyrian Chronicles",
        rulebook="lyrian-chronicles.txt",
        ops=OpRegistry(),
        initial_state=lambda ruleset, settings: None,
        derive=lambda state, ledger, ruleset: Sheet(),
        final_issues=lambda state, ledger, ruleset: [],
        settings=BaseModel,
        content_kinds=CONTENT_KINDS,
        expression_names=EXPRESSION_NAMES,
    )


@cache
def shipped() -> RulesetLoad:
    """The shipped Lyrian ruleset (rulebook pack only, as for a new campaign), loaded once."""
    return load_shipped_ruleset(content_only_system())


@cache
def shipped_with_examples() -> RulesetLoad:
    """The shipped Lyrian ruleset with the example pack too, loaded once."""
    return load_shipped_ruleset(content_only_system(), include_examples=True)


def entries(kind: str, *, examples: bool = False) -> dict[str, Any]:
    """The entries of one kind by id, after checking the load had no problems."""
    load = shipped_with_examples() if examples else shipped()
    assert not load.problems, [p.describe() for p in load.problems]
    assert not load.skipped_packs
    return dict(load.ruleset.content[kind])
