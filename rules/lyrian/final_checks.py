# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks on the finished history: unspent points about to be lost, Rooted, missing choices."""

from __future__ import annotations

from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source
from rules.lyrian import numbers as n
from rules.lyrian.equipment_rules import burden
from rules.lyrian.ops_session import LOST_AFTER_CREATION
from rules.lyrian.phases import ARC_PHASES
from rules.lyrian.property_mounts import mount_issues
from rules.lyrian.state import LyrianState, Phase

LOSABLE = {
    "ip": ("Interlude Points", n.INTERLUDE_SRC),
    "ep": ("Errand Points", n.ERRANDS_SRC),
    "breakthrough-exp": ("breakthrough EXP", n.BREAKTHROUGH_SRC),
}
"""The pools whose unspent points are lost when an arc starts: their words and rule."""


def _warn(message: str, code: str, source: Source) -> Issue:
    return Issue(Severity.WARNING, message, source=source, code=code)


def final_issues(state: LyrianState, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """Warnings a player should see before the next step of the session log."""
    issues = [*_creation(state, ledger), *_expiring(state, ledger), *_expired(state)]
    load = burden(state, content).value
    if load > n.BURDEN_LIMIT:
        issues.append(
            _warn(
                f"Burden {load} is over {n.BURDEN_LIMIT}: the character is Rooted.",
                "rooted",
                n.BURDEN_SRC,
            )
        )
    issues.extend(mount_issues(state, content))
    issues.extend(
        Issue(
            Severity.ERROR,
            f"Class '{c}' is not in the loaded content; is a pack missing?",
            code="missing-content",
        )
        for c in state.classes
        if content.get("class", c) is None
    )
    return issues


def _creation(state: LyrianState, ledger: Ledger) -> list[Issue]:
    if not state.started:
        return [
            _warn(
                "Creation has not been started; starting it gives the creation budgets.",
                "not-started",
                n.CLASSES_SRC,
            )
        ]
    out = []
    if state.phase is Phase.CREATION:
        if state.race is None:
            out.append(_warn("No race chosen yet.", "no-race", n.RACE_SRC))
        if not state.main:
            out.append(_warn("Main and sub stats not assigned yet.", "no-stats", n.STATS_SRC))
        left = ledger.balance("breakthrough-exp")
        if left:
            out.append(
                _warn(
                    f"{left} breakthrough EXP unspent: it is lost when creation ends.",
                    "breakthrough-exp",
                    n.BREAKTHROUGH_SRC,
                )
            )
    return out


def _expiring(state: LyrianState, ledger: Ledger) -> list[Issue]:
    if state.phase not in (Phase.CREATION, Phase.INTERLUDE):
        return []
    out = []
    for pool in ("ip", "ep"):
        label, src = LOSABLE[pool]
        left = ledger.balance(pool)
        if left:
            out.append(
                _warn(
                    f"{left} {label} unspent: they are lost when the next arc starts.",
                    f"unspent-{pool}",
                    src,
                )
            )
    return out


def _expired(state: LyrianState) -> list[Issue]:
    """What the start of the current arc took, one warning per pool (not one per arc so far);
    gone once the arc's interlude starts, where the unspent points are warned of instead."""
    if state.phase not in ARC_PHASES:
        return []
    out = []
    for pool, lost in state.expired.items():
        label, src = LOSABLE[pool]
        why = LOST_AFTER_CREATION[pool]
        message = f"{lost} unspent {label} expired when arc {state.arc} started: {why}."
        out.append(Issue(Severity.WARNING, message, state.arc_started_at, src, f"expired-{pool}"))
    return out
