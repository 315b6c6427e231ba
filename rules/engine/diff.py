# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a change does to a character: values old → new, pools, and events that break or mend.

Every preview goes through `diff_builds`: an edit of the history, a new pack version, another
release's rules or a house rule are all "the build before" against "the build after". Events are
matched across the change by `renumber` (an event's old index → its new one, None when removed),
so an error that only moved with its event is neither new nor resolved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.engine.build import Build
from rules.engine.issue import Issue, Severity

Renumber = Callable[[int], int | None]


@dataclass(frozen=True, slots=True)
class ValueChange:
    """A sheet value that changes (`old` is None for a new value, `new` None for one that goes)."""

    key: str
    label: str
    old: int | None
    new: int | None

    def line(self) -> str:
        """`Evasion: 12 → 14`, `Teleport distance: new, 10`, `Rage bonus: gone (was 2)`."""
        if self.old is None:
            return f"{self.label}: new, {self.new}"
        if self.new is None:
            return f"{self.label}: gone (was {self.old})"
        return f"{self.label}: {self.old} → {self.new}"

    def as_json(self) -> dict[str, Any]:
        """`{"key", "label", "old", "new"}`."""
        return {"key": self.key, "label": self.label, "old": self.old, "new": self.new}


@dataclass(frozen=True, slots=True)
class PoolChange:
    """A pool whose balance changes."""

    pool: str
    label: str
    old: int
    new: int

    def line(self) -> str:
        """`XP left: 12 → 2`."""
        return f"{self.label[:1].upper()}{self.label[1:]} left: {self.old} → {self.new}"

    def as_json(self) -> dict[str, Any]:
        """`{"pool", "label", "old", "new"}`."""
        return {"pool": self.pool, "label": self.label, "old": self.old, "new": self.new}


@dataclass(frozen=True, slots=True)
class EventProblem:
    """An issue of one event (1-based `event`; None for the character as a whole)."""

    event: int | None
    message: str

    def line(self) -> str:
        """`event 5: Not enough XP: this needs 10, you have 4.`"""
        return f"event {self.event}: {self.message}" if self.event else self.message

    def as_json(self) -> dict[str, Any]:
        """`{"event", "message"}`."""
        return {"event": self.event, "message": self.message}


@dataclass(frozen=True, slots=True)
class Diff:
    """Everything a change does; `errors` are new errors, `resolved` the errors that go away.

    Events are numbered as they are after the change; an error that went away with its event
    (removed) keeps the number that event had."""

    changed: tuple[ValueChange, ...] = ()
    pools: tuple[PoolChange, ...] = ()
    errors: tuple[EventProblem, ...] = ()
    resolved: tuple[EventProblem, ...] = ()
    warnings: tuple[EventProblem, ...] = ()

    @property
    def empty(self) -> bool:
        """True when the change does nothing a player can see."""
        return not (self.changed or self.pools or self.errors or self.resolved or self.warnings)

    @property
    def breaks(self) -> bool:
        """True when the change would leave an error the character did not have."""
        return bool(self.errors)

    def as_json(self) -> dict[str, Any]:
        """The diff as documented in docs/format.md ("Diffs")."""
        return {
            "changed": [c.as_json() for c in self.changed],
            "pools": [p.as_json() for p in self.pools],
            "errors": [e.as_json() for e in self.errors],
            "resolved": [e.as_json() for e in self.resolved],
            "warnings": [w.as_json() for w in self.warnings],
        }

    def summary(self) -> str:
        """`3 values change, 1 event breaks` — the diff in a few words."""
        parts = []
        if self.changed:
            parts.append(_count(len(self.changed), "value changes", "values change"))
        if self.pools:
            parts.append(_count(len(self.pools), "pool changes", "pools change"))
        if self.errors:
            parts.append(_count(len(self.errors), "new error", "new errors"))
        if self.resolved:
            parts.append(_count(len(self.resolved), "error goes away", "errors go away"))
        if self.warnings:
            parts.append(_count(len(self.warnings), "new warning", "new warnings"))
        return ", ".join(parts) if parts else "nothing changes"

    def lines(self) -> list[str]:
        """The diff as readable lines, grouped under headings."""
        out: list[str] = []
        groups = (
            ("Values:", [c.line() for c in self.changed]),
            ("Pools:", [p.line() for p in self.pools]),
            ("Breaks:", [e.line() for e in self.errors]),
            ("Mends:", [e.line() for e in self.resolved]),
            ("New warnings:", [w.line() for w in self.warnings]),
        )
        for heading, items in groups:
            if items:
                out += [heading, *(f"  {item}" for item in items)]
        return out or ["Nothing on the sheet changes."]


def diff_builds(before: Build[Any], after: Build[Any], renumber: Renumber | None = None) -> Diff:
    """What turns `before` into `after`; `renumber` maps an event's index before to after."""
    same: Renumber = renumber or (lambda index: index)
    errors, resolved = _issue_changes(before.issues, after.issues, same, Severity.ERROR)
    warnings, _ = _issue_changes(before.issues, after.issues, same, Severity.WARNING)
    return Diff(_values(before, after), _pools(before, after), errors, resolved, warnings)


def new_errors(before: Sequence[Issue], after: Sequence[Issue]) -> tuple[EventProblem, ...]:
    """The errors `after` has that `before` has not (events not renumbered): `diff_builds`'s
    `errors`, from the issues alone, for a check that needs no sheet."""
    return _issue_changes(before, after, lambda index: index, Severity.ERROR)[0]


def _values(before: Build[Any], after: Build[Any]) -> tuple[ValueChange, ...]:
    old, new = before.sheet.values, after.sheet.values
    changes = []
    for key in [*new, *(k for k in old if k not in new)]:
        was = old[key].value if key in old else None
        now = new[key].value if key in new else None
        if was != now:
            label = new[key].label if key in new else old[key].label
            changes.append(ValueChange(key, label, was, now))
    return tuple(changes)


def _pools(before: Build[Any], after: Build[Any]) -> tuple[PoolChange, ...]:
    pools = dict.fromkeys([*before.ledger.pools(), *after.ledger.pools()])
    return tuple(
        PoolChange(pool, after.system.pool_label(pool), was, now)
        for pool in pools
        if (was := before.ledger.balance(pool)) != (now := after.ledger.balance(pool))
    )


def _issue_changes(
    before: Sequence[Issue], after: Sequence[Issue], renumber: Renumber, severity: Severity
) -> tuple[tuple[EventProblem, ...], tuple[EventProblem, ...]]:
    """Issues of a severity that appear, and that go away, with old events renumbered."""
    old = [(_moved(i.event_index, renumber), i) for i in before if i.severity is severity]
    new = [(i.event_index, i) for i in after if i.severity is severity]
    old_keys = {_same(index, issue) for index, issue in old}
    new_keys = {_same(index, issue) for index, issue in new}
    appeared = [_problem(index, i) for index, i in new if _same(index, i) not in old_keys]
    gone = [
        _problem(index if index is not None else issue.event_index, issue)
        for index, issue in old
        if _same(index, issue) not in new_keys
    ]
    return tuple(dict.fromkeys(appeared)), tuple(dict.fromkeys(gone))


def _same(index: int | None, issue: Issue) -> tuple[object, str]:
    """What makes two issues the same one: the same event (or the whole character) and the same
    kind (its code; else its words) — so "3 slots" becoming "4 slots" is not a new error."""
    return ("whole" if issue.whole else index, issue.code or issue.message)


def _moved(index: int | None, renumber: Renumber) -> int | None:
    return None if index is None else renumber(index)


def _problem(index: int | None, issue: Issue) -> EventProblem:
    return EventProblem(None if index is None else index + 1, issue.message)


def _count(number: int, one: str, many: str) -> str:
    return f"{number} {one if number == 1 else many}"
