# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Apply a character's events in order; illegal ones are reported and skipped, never raised."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from rules.engine.build import Build
from rules.engine.content_schema import Entry
from rules.engine.event import Event
from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.step import Applied, Refused, Step
from rules.engine.system import System
from rules.engine.validation_text import describe

S = TypeVar("S")

DEFINE_OP = "define"


class DefineFields(OpFields):
    """Fields of the shared `define` op: content that lives in the character itself."""

    kind: str
    entry: dict[str, Any]


def replay[S](
    system: System[S],
    ruleset: Ruleset,
    events: Sequence[Event],
    settings: Mapping[str, Any] | None = None,
) -> Build[S]:
    """Replay events against a ruleset and derive the sheet; the one recalculation entry point."""
    issues: list[Issue] = []
    parsed_settings = _settings(system, settings or {}, issues)
    state = system.initial_state(ruleset, parsed_settings)
    ledger = Ledger(system.opening(parsed_settings) if system.opening else ())
    content = ruleset
    skipped: set[int] = set()
    for index, event in enumerate(events):
        step = Step(index, event, state, ledger, content)
        if event.op == DEFINE_OP:
            outcome_content = _define(system, step)
            if isinstance(outcome_content, Refused):
                _refused(issues, skipped, index, event, outcome_content)
            else:
                content = outcome_content
            continue
        outcome = _apply(system, step)
        if isinstance(outcome, Refused):
            _refused(issues, skipped, index, event, outcome)
            continue
        state, ledger = outcome.state, ledger.add(*outcome.entries)
        issues.extend(Issue(Severity.WARNING, w, index) for w in outcome.warnings)
    issues.extend(system.final_issues(state, ledger, content))
    sheet = system.derive(state, ledger, content)
    return Build(
        system, tuple(events), state, ledger, tuple(issues), sheet, content, frozenset(skipped)
    )


def _settings[S](system: System[S], raw: Mapping[str, Any], issues: list[Issue]) -> BaseModel:
    try:
        return system.parse_settings(raw)
    except ValidationError as err:
        for path, problem in describe(err):
            issues.append(
                Issue(Severity.ERROR, f"House-rule setting '{path}' {problem}; using the default.")
            )
        return system.settings()


def _refused(
    issues: list[Issue], skipped: set[int], index: int, event: Event, why: Refused
) -> None:
    skipped.add(index)
    issues.append(
        Issue(Severity.ERROR, why.reason, index, why.source, code=event.op or "unknown-op")
    )


def _apply[S](system: System[S], step: Step[S]) -> Applied[S] | Refused:
    spec = system.ops.get(step.event.op)
    if spec is None:
        known = ", ".join(sorted(system.ops.names()))
        return Refused(
            f"'{step.event.op}' is not something a {system.title} character can do (known: {known})."
        )
    try:
        fields = spec.fields.model_validate(dict(step.event.fields))
    except ValidationError as err:
        problems = "; ".join(f"'{path}' {problem}" for path, problem in describe(err))
        return Refused(f"{spec.name}: {problems}.")
    outcome = spec.apply(step, fields)
    if isinstance(outcome, Refused):
        return outcome
    return _check_pools(system, step, outcome)


def _check_pools[S](system: System[S], step: Step[S], outcome: Applied[S]) -> Applied[S] | Refused:
    after = step.ledger.add(*outcome.entries)
    for pool in dict.fromkeys(e.pool for e in outcome.entries):
        info = system.pools.get(pool)
        if info is not None and info.bounded and after.balance(pool) < 0:
            cost = -sum(e.amount for e in outcome.entries if e.pool == pool)
            have = step.ledger.balance(pool)
            return Refused(
                f"Not enough {info.label}: this needs {cost}, you have {have}.", info.source
            )
    return outcome


def _define[S](system: System[S], step: Step[S]) -> Ruleset | Refused:
    try:
        fields = DefineFields.model_validate(dict(step.event.fields))
    except ValidationError as err:
        problems = "; ".join(f"'{path}' {problem}" for path, problem in describe(err))
        return Refused(f"define: {problems}.")
    schema = system.content_kinds.get(fields.kind)
    if schema is None:
        kinds = ", ".join(sorted(system.content_kinds))
        return Refused(
            f"define: '{fields.kind}' is not a kind of {system.title} content (known: {kinds})."
        )
    try:
        entry: Entry = schema.model_validate(fields.entry, context=_context(system))
    except ValidationError as err:
        problems = "; ".join(f"'{path}' {problem}" for path, problem in describe(err))
        return Refused(f"define {fields.kind}: {problems}.")
    return step.content.with_entry(fields.kind, entry, origin="character")


def _context[S](system: System[S]) -> dict[str, Any]:
    return {"names": system.expression_names}
