# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Load the shipped Lyrian content for tests (the schemas are real; only the loader is needed)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.engine.content_loader import RulesetLoad, load_shipped_ruleset
from rules.engine.system import System
from rules.systems import get_system


def content_only_system() -> System[Any]:
    """The lyrian system (its real schemas; the loader needs nothing else)."""
    return get_system("lyrian")


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
