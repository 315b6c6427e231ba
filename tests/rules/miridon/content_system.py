# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Load the shipped Miridon content for tests (the schemas are real; only the loader is needed)."""

from __future__ import annotations

from functools import cache
from typing import Any

from rules.engine.content_loader import RulesetLoad, load_shipped_ruleset
from rules.engine.system import System
from rules.systems import get_system


def _content_only_system() -> System[Any]:
    """The miridon system (its real schemas; the loader needs nothing else)."""
    return get_system("miridon")


@cache
def shipped() -> RulesetLoad:
    """The shipped Miridon ruleset, loaded once."""
    return load_shipped_ruleset(_content_only_system())
