# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The mech on the sheet: its parts, the limits with breakdowns, and what no longer fits."""

from __future__ import annotations

from typing import Any

from rules.engine.issue import Issue, Severity
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term, total
from rules.engine.source_ref import Source
from rules.miridon.mech import (
    PART_KINDS,
    PILOTING_SRC,
    POINTS_PER_RANK,
    MechLimits,
    body_problem,
    count_problem,
    mech_limits,
    points_problems,
)
from rules.miridon.state import MiridonState

Json = dict[str, Any]


def _limits_json(limits: MechLimits) -> Json:
    return {
        "rank_name": limits.rank_name,
        "rank": limits.rank,
        "parts": limits.parts,
        "points_per_part": limits.points_per_part,
        "extras": [
            {"label": e.label, "kinds": sorted(e.kinds), "count": e.count} for e in limits.extras
        ],
    }


def _fit_problems(state: MiridonState, limits: MechLimits) -> list[str]:
    found = [count_problem(state.mech, limits), *points_problems(state.mech, limits)]
    return [p for p in found if p]


def mech_section(state: MiridonState, content: Ruleset) -> Json:
    """The mech's parts and the piloting (and, if different, building) limits as plain JSON."""
    pilot, build = mech_limits(state, content)
    parts = [
        {
            "name": p.name,
            "kind": p.kind,
            "kind_name": PART_KINDS.get(p.kind, p.kind),
            "mech_points": p.mech_points,
        }
        for p in state.mech
    ]
    can_pilot = pilot.rank >= 1 and not _fit_problems(state, pilot)
    return {
        "parts": parts,
        "pilot": _limits_json(pilot),
        "build": _limits_json(build) if build != pilot else None,
        "can_pilot": can_pilot and body_problem(state.mech, need_one=True) is None,
    }


def _limit_values(prefix: str, what: str, limits: MechLimits) -> dict[str, SheetValue]:
    parts_key, points_key = f"{prefix}-part-limit", f"{prefix}-points-limit"
    points_term = Term(
        f"{limits.rank_name} {limits.rank} × {POINTS_PER_RANK}",
        limits.points_per_part,
        limits.source,
    )
    return {
        parts_key: total(
            parts_key, f"Mech parts {what} (most)", limits.part_terms(), limits.source
        ),
        points_key: total(
            points_key, f"Mech points per part {what} (most)", [points_term], limits.source
        ),
    }


def mech_values(state: MiridonState, content: Ruleset) -> dict[str, SheetValue]:
    """`mech-part-limit`, `mech-points-limit` (piloting) and, with Tech Training, the build ones."""
    pilot, build = mech_limits(state, content)
    if build.rank < 1 and not state.mech:
        return {}
    values = _limit_values("mech", "to pilot", pilot)
    if build != pilot:
        values.update(_limit_values("mech-build", "to build", build))
    values["mech-part-count"] = SheetValue(
        "mech-part-count", "Mech parts", len(state.mech), (), PILOTING_SRC
    )
    return values


def _issue(severity: Severity, message: str, source: Source, code: str) -> Issue:
    return Issue(severity, message, source=source, code=code)


def mech_issues(state: MiridonState, content: Ruleset) -> list[Issue]:
    """Errors when the mech no longer fits what the character can build; a warning if unpilotable."""
    if not state.mech:
        return []
    pilot, build = mech_limits(state, content)
    issues = []
    body = body_problem(state.mech, need_one=True)
    if body:
        issues.append(
            _issue(Severity.ERROR, f"{body[0].upper()}{body[1:]}.", PILOTING_SRC, "mech-body")
        )
    if build.rank < 1:
        message = (
            "The character has a mech but no rank in Mech Training or Tech Training to use it."
        )
        return [*issues, _issue(Severity.ERROR, message, PILOTING_SRC, "mech-no-training")]
    over = _fit_problems(state, build)
    if over:
        message = f"The mech no longer fits: {'; '.join(over)}."
        return [*issues, _issue(Severity.ERROR, message, build.source, "mech-over-limit")]
    unpilotable = _fit_problems(state, pilot) if pilot.rank >= 1 else ["no rank in Mech Training"]
    if unpilotable:
        message = (
            f"Built with Tech Training, the mech cannot be piloted by this character: "
            f"{'; '.join(unpilotable)}."
        )
        issues.append(_issue(Severity.WARNING, message, PILOTING_SRC, "mech-not-pilotable"))
    return issues
