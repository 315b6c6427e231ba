# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Load the shipped Miridon content for tests (the schemas are real; only the loader is needed)."""

from __future__ import annotations

from functools import cache
from typing import Any

from pydantic import BaseModel

from rules.engine.content_loader import RulesetLoad, load_shipped_ruleset
from rules.engine.op_registry import OpRegistry
from rules.engine.sheet_value import Sheet
from rules.engine.system import System
from rules.miridon.content import CONTENT_KINDS, EXPRESSION_NAMES


def _content_only_system() -> System[Any]:
    return System(
        id="miridon",
        title="Miridon",
        rulebook="miridon.txt",
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
    """The shipped Miridon ruleset, loaded once."""
    return load_shipped_ruleset(_content_only_system())
