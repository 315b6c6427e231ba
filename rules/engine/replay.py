# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Apply a character's events in order; illegal ones are reported and skipped, never raised."""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from rules.engine.build import Build
from rules.engine.content_schema import Entry
from rules.engine.event import Event
from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet
from rules.engine.step import Applied, Refused, Step
from rules.engine.system import System
from rules.engine.trail import Moment, Trail
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
    return _finish(system, _start_trail(system, ruleset, settings), events, 0, None)


def replay_summary[S](
    system: System[S],
    ruleset: Ruleset,
    events: Sequence[Event],
    settings: Mapping[str, Any] | None = None,
) -> tuple[str, tuple[Issue, ...]]:
    """The headline and issues `replay` would give, without deriving the whole sheet when the
    system can tell its headline from the final state (the library's summary columns)."""
    _, moment, issues = _replayed(system, _start_trail(system, ruleset, settings), events, 0)
    return _headline(system, moment), tuple(issues)


def _start_trail[S](
    system: System[S], ruleset: Ruleset, settings: Mapping[str, Any] | None
) -> Trail[S]:
    """The trail before any event: the new character, and any problems with its house rules."""
    raw = dict(settings or {})
    issues: list[Issue] = []
    parsed = _settings(system, raw, issues)
    ledger = Ledger(system.opening(parsed) if system.opening else ())
    start = Moment(system.initial_state(ruleset, parsed), ledger, ruleset, tuple(issues))
    return Trail(raw, start, ())


def _headline[S](system: System[S], moment: Moment[S]) -> str:
    """The library's line for the character at a moment; derives the sheet only without a
    cheaper way."""
    if system.state_headline is not None:
        return system.state_headline(moment.state, moment.ledger, moment.content)
    if system.headline is None:
        return ""
    return system.headline(system.derive(moment.state, moment.ledger, moment.content))


def replay_from[S](previous: Build[S], events: Sequence[Event], first: int) -> Build[S]:
    """The build of `events`, which equal `previous.events` before index `first`: only the events
    from `first` on are replayed (an append or a preview replays one step)."""
    first = max(0, min(first, len(events), len(previous.events)))
    return _finish(previous.system, _kept_trail(previous, events, first), events, first, previous)


def issues_from[S](previous: Build[S], events: Sequence[Event], first: int) -> tuple[Issue, ...]:
    """The issues `replay_from(previous, events, first)` would give, without deriving the sheet:
    for a check that asks only whether (and why) events are refused."""
    first = max(0, min(first, len(events), len(previous.events)))
    kept = _kept_trail(previous, events, first)
    return tuple(_replayed(previous.system, kept, events, first)[2])


def _kept_trail[S](previous: Build[S], events: Sequence[Event], first: int) -> Trail[S]:
    trail = previous.trail
    if tuple(events[:first]) != previous.events[:first]:
        raise ValueError("replay_from: the events before `first` differ from the previous build")
    noted = trail.noted[: bisect_left(trail.noted, first)]
    return Trail(trail.settings, trail.start, trail.after[:first], noted)


def _finish[S](
    system: System[S],
    trail: Trail[S],
    events: Sequence[Event],
    first: int,
    previous: Build[S] | None,
) -> Build[S]:
    """Replay events[first:] after the trail's moments, then check and derive the whole character."""
    trail, moment, issues = _replayed(system, trail, events, first)
    sheet = _sheet(system, moment, previous)
    skipped = frozenset(index for index in trail.noted if trail.after[index].refused)
    return Build(
        system, tuple(events), moment.state, moment.ledger, tuple(issues), sheet,
        moment.content, skipped, trail,
    )  # fmt: skip


def _sheet[S](system: System[S], moment: Moment[S], previous: Build[S] | None) -> Sheet:
    """The sheet of the character at `moment`: derived, or the previous build's again (a copy of
    its value and section tables) when the moment holds the very same state, ledger and content,
    as after a refused event; `derive` is a function of those three, and they never change."""
    if (
        previous is not None
        and moment.state is previous.state
        and moment.ledger is previous.ledger
        and moment.content is previous.content
    ):
        return Sheet(dict(previous.sheet.values), dict(previous.sheet.sections))
    return system.derive(moment.state, moment.ledger, moment.content)


def _replayed[S](
    system: System[S], trail: Trail[S], events: Sequence[Event], first: int
) -> tuple[Trail[S], Moment[S], list[Issue]]:
    """Replay events[first:] after the trail's moments and run the final checks: the new trail,
    the last moment and every issue."""
    after, noted = list(trail.after), list(trail.noted)
    moment = trail.before(first)
    for index in range(first, len(events)):
        moment = _step(
            system, Step(index, events[index], moment.state, moment.ledger, moment.content)
        )
        after.append(moment)
        if moment.issues or moment.refused:
            noted.append(index)
    trail = Trail(trail.settings, trail.start, tuple(after), tuple(noted))
    issues = [*trail.start.issues, *(i for index in noted for i in after[index].issues)]
    issues.extend(
        _blamed(system, trail, system.final_issues(moment.state, moment.ledger, moment.content))
    )
    return trail, moment, issues


def _blamed[S](system: System[S], trail: Trail[S], final: list[Issue]) -> list[Issue]:
    """Final errors tied to the event after which they first hold, so every error names one."""
    seen: dict[int, set[str]] = {}

    def holds(index: int, message: str) -> bool:
        if index not in seen:
            m = trail.after[index]
            seen[index] = {i.message for i in system.final_issues(m.state, m.ledger, m.content)}
        return message in seen[index]

    out = []
    for issue in (replace(i, whole=True) for i in final):
        if issue.event_index is None and issue.severity is Severity.ERROR and trail.after:
            low, high = 0, len(trail.after) - 1
            while low < high:  # the first event from which the error holds to the end
                middle = (low + high) // 2
                low, high = (low, middle) if holds(middle, issue.message) else (middle + 1, high)
            issue = replace(issue, event_index=low)
        out.append(issue)
    return out


def _step[S](system: System[S], step: Step[S]) -> Moment[S]:
    """The character after one event: applied, or refused and skipped."""
    event, index = step.event, step.index
    if event.op == DEFINE_OP:
        defined = _define(system, step)
        if isinstance(defined, Refused):
            return _refused(step, defined)
        return Moment(step.state, step.ledger, defined)
    outcome = _apply(system, step)
    if isinstance(outcome, Refused):
        return _refused(step, outcome)
    ledger = _checked_ledger(system, step, outcome)
    if isinstance(ledger, Refused):
        return _refused(step, ledger)
    if not outcome.warnings:
        return Moment(outcome.state, ledger, step.content)
    warnings = tuple(Issue(Severity.WARNING, w, index) for w in outcome.warnings)
    return Moment(outcome.state, ledger, step.content, warnings)


def _settings[S](system: System[S], raw: Mapping[str, Any], issues: list[Issue]) -> BaseModel:
    try:
        return system.parse_settings(raw)
    except ValidationError as err:
        for path, problem in describe(err):
            issues.append(
                Issue(Severity.ERROR, f"House-rule setting '{path}' {problem}; using the default.")
            )
        return system.settings()


def _refused[S](step: Step[S], why: Refused) -> Moment[S]:
    issue = Issue(
        Severity.ERROR, why.reason, step.index, why.source, code=step.event.op or "unknown-op"
    )
    return Moment(step.state, step.ledger, step.content, (issue,), refused=True)


def _apply[S](system: System[S], step: Step[S]) -> Applied[S] | Refused:
    spec = system.ops.get(step.event.op)
    if spec is None:
        known = ", ".join(sorted([*system.ops.names(), DEFINE_OP]))
        return Refused(
            f"'{step.event.op}' is not something a {system.title} character can do (known: {known})."
        )
    try:
        fields = spec.fields.model_validate(dict(step.event.fields))
    except ValidationError as err:
        problems = "; ".join(f"'{path}' {problem}" for path, problem in describe(err))
        return Refused(f"{spec.name}: {problems}.")
    return spec.apply(step, fields)


def _checked_ledger[S](system: System[S], step: Step[S], outcome: Applied[S]) -> Ledger | Refused:
    """The ledger with the event's entries, unless a bounded pool would go below zero."""
    if not outcome.entries:
        return step.ledger
    after = step.ledger.add(*outcome.entries)
    for pool in dict.fromkeys(e.pool for e in outcome.entries):
        info = system.pools.get(pool)
        if info is not None and info.bounded and after.balance(pool) < 0:
            cost = -sum(e.amount for e in outcome.entries if e.pool == pool)
            have = step.ledger.balance(pool)
            return Refused(
                f"Not enough {info.label}: this needs {cost}, you have {have}.", info.source
            )
    return after


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
        return Refused(f"{_defining(fields.kind, fields.entry)}: {_problems(err)}.")
    return step.content.with_entry(fields.kind, entry, origin="character")


def _defining(kind: str, entry: Any) -> str:
    """`The gear 'Rune Blade' cannot be defined` (by its id when it has no name)."""
    name = entry.get("name") or entry.get("id") if isinstance(entry, dict) else None
    return f"The {kind} {name!r} cannot be defined" if name else f"The {kind} cannot be defined"


def _problems(err: ValidationError) -> str:
    """Each problem with the field it is about; a problem of the whole entry (no path) alone."""
    return "; ".join(f"'{path}' {problem}" if path else problem for path, problem in describe(err))


def _context[S](system: System[S]) -> dict[str, Any]:
    return {"names": system.expression_names}
