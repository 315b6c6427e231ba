# SPDX-License-Identifier: LicenseRef-Sheetwright
"""An unavailable option's reasons in `add`'s own words (issue 14).

An option's plain event (the first its system's `option_events` gives) is replayed on the character,
one step, as `sheetwright add` would; the errors it adds are the option's reasons. An option whose
event is accepted (a disagreement tests/rules/test_options_agree.py reports), and one whose events
leave a choice open (`NeedsChoice`: `add` would only say the choice is missing), keep their own."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rules.engine.build import Build
from rules.engine.diff import new_errors
from rules.engine.event import Event
from rules.engine.issue import Issue, Severity
from rules.engine.option import Option
from rules.engine.option_events import NeedsChoice
from rules.engine.replay import issues_from


def with_add_reasons(build: Build[Any], kind: str, options: list[Option]) -> list[Option]:
    """The options, each unavailable one with the reasons (and source) `add` gives for its plain
    event."""
    events_of = build.system.option_events.get(kind)
    if events_of is None:
        return options
    out = []
    for option in options:
        candidates = [] if option.available else events_of(build, option)
        if candidates and not isinstance(candidates, NeedsChoice):
            option = _refused_as_add(build, option, candidates[0])
        out.append(option)
    return out


def _refused_as_add(build: Build[Any], option: Option, event: Event) -> Option:
    """The option with the reasons `add` gives for its event (the sheet is not derived: only
    the refusal is asked for)."""
    after = issues_from(build, (*build.events, event), len(build.events))
    reasons = _reasons(build, after)
    if not reasons:
        return option  # `add` takes the plain event: the option's own check is the stricter one
    own = len(build.events)
    source = next(
        (
            i.source
            for i in after
            if i.severity is Severity.ERROR and i.event_index == own and i.source
        ),
        None,
    )
    check = replace(option.check, reasons=reasons, source=source or option.check.source)
    return replace(option, check=check)


def _reasons(build: Build[Any], after: tuple[Issue, ...]) -> tuple[str, ...]:
    """The errors `after` (the issues of the build and one more event) has that `build` has not,
    as `add` words them (model `Refusal.message`, one reason a line)."""
    own = len(build.events) + 1
    return tuple(
        problem.message
        if problem.event is None or problem.event == own
        else f"It would break event {problem.event} in the History: {problem.message}"
        for problem in new_errors(build.issues, after)
    )
