# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: replay, append, preview and a whole spend dialog on long histories, per system.

Prints one table per system, each figure beside its goal (DESIGN.md, "The central idea": replay
is linear, appending or previewing costs one step). Never asserts a time. `--profile` adds where
the time goes (cProfile: a preview at 200 and 10,000 events, a whole dialog at 200).

    .venv/bin/python benchmarks/history.py [SYSTEM…] [--quick] [--profile]
"""

from __future__ import annotations

import cProfile
import pstats
import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.histories import SIZES, SYSTEMS, document, history
from benchmarks.table import Row
from model.character_session import History
from rules.engine.build import Build
from rules.engine.change import Append
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.replay import replay, replay_from
from rules.systems import get_system

SMALL, LARGE = SIZES[0], SIZES[-1]
REPLAY_GOAL_MS = 300.0  # a 10,000-event full replay
STEP_GOAL_MS = 1.0  # one append or one preview at 200 events
DIALOG_GOAL_MS = 50.0  # every option of a spend dialog previewed

DIALOGS: dict[str, tuple[str, ...]] = {
    "gravedust": ("gear", "item", "skill", "spell"),
    "lyrian": ("ability", "skill"),
    "miridon": ("flair", "talent", "skill"),
    "heretics": ("skill", "feat", "template"),
}
"""The option kinds each system's spend dialogs list (gui/<system>/)."""


def _miridon_event(kind: str, option: Option) -> Event:
    op = {"skill": "buy-skill-rank", "talent": "buy-talent-rank", "flair": "buy-flair"}[kind]
    return Event(op, {kind: option.id})


def _gravedust_event(kind: str, option: Option) -> Event:
    if kind == "gear":
        return Event("gain-gear", {"gear": option.id, "instance": f"{option.id}-new"})
    if kind == "item":
        return Event("add-item", {"item": option.id, "count": 1})
    verb = "equip" if option.detail == "known" else "learn"  # the Equip and Learn dialogs
    return Event(f"{verb}-{kind}", {kind: option.id})


def _lyrian_event(kind: str, option: Option) -> Event:
    if kind == "ability":
        class_id, _, number = option.id.rpartition(":")
        return Event("buy-ability", {"class": class_id, "ability": int(number)})
    return Event("buy-skill", {"skill": option.id, "points": 1})


def _heretics_event(kind: str, option: Option) -> Event:
    if kind == "template":
        fields = {"ability": "ability-new", "template": option.id, "name": option.name}
        return Event("create-ability", fields)
    return Event({"skill": "raise-skill", "feat": "buy-feat-rank"}[kind], {kind: option.id})


OPTION_EVENTS: dict[str, Callable[[str, Option], Event]] = {
    "gravedust": _gravedust_event,
    "lyrian": _lyrian_event,
    "miridon": _miridon_event,
    "heretics": _heretics_event,
}
"""The event choosing an option makes, as the system's GUI operation records it (gui/<system>/
operations.py)."""


def median_ms(work: Callable[[], object], runs: int) -> float:
    """The median wall time of `work`, in milliseconds (one untimed warm-up run first)."""
    work()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


class Character:
    """One long history of a system, ready to time: its events, the History and the parts of a
    bare replay."""

    def __init__(self, system_id: str, size: int) -> None:
        self.system_id, self.size = system_id, size
        self.document = document(system_id, size)
        self.session = History(self.document)
        self.build = self.session.built.build
        if not self.build.valid or len(self.build.events) != size:
            raise SystemExit(
                f"{system_id}: the {size}-event history is not legal; fix histories.py"
            )
        self.events = list(self.build.events)
        self.system = get_system(system_id)
        self.ruleset = self.build.trail.start.content
        self.settings = self.document.get("settings") or {}
        self.next_events = self._next_events(size)
        self._turn = 0

    def _next_events(self, size: int, tried: int = 10) -> list[Event]:
        """The events that could come next: those of the following `tried` in the generated
        history that are legal right after this one. Appends and previews take them in turn, so
        that no two in a row are the same: what a step derives again from memory (the parts of
        the sheet an event leaves alone) is then only what it would be in use."""
        found = []
        for event in history(self.system_id, size + tried)[size:]:
            if replay_from(self.build, [*self.events, event], size).valid:
                found.append(event)
        if len(found) < 2:
            raise SystemExit(
                f"{self.system_id}: fewer than two legal next events; fix histories.py"
            )
        return found

    def _next_event(self) -> Event:
        """The next of `next_events`, in turn."""
        self._turn += 1
        return self.next_events[self._turn % len(self.next_events)]

    def full_replay(self) -> Build[Any]:
        """Replay the whole history from scratch."""
        return replay(self.system, self.ruleset, self.events, self.settings)

    def append(self) -> Build[Any]:
        """The engine's append: the next event (one of `next_events`, in turn) replayed from the
        kept trail."""
        return replay_from(self.build, [*self.events, self._next_event()], self.size)

    def preview(self) -> object:
        """What the GUI asks before an append: the candidate build and its diff."""
        return self.session.preview_change(Append((self._next_event(),)))

    def dialog_events(self, kind: str) -> list[Event]:
        """The events of every option one spend dialog lists (one kind)."""
        return [OPTION_EVENTS[self.system_id](kind, o) for o in self.build.options(kind)]

    def dialog(self, kind: str) -> int:
        """List every option of one spend dialog and preview each; how many there were."""
        events = self.dialog_events(kind)
        for event in events:
            self.session.preview_change(Append((event,)))
        return len(events)


def verdict(value: float, goal: float) -> str:
    """`ok (goal ≤ 1 ms)` or `MISSED (goal ≤ 1 ms)`."""
    return f"{'ok' if value <= goal else 'MISSED'} (goal ≤ {goal:g} ms)"


def row(label: str, figure: str, goal: str = "") -> str:
    """One line of a table: what was measured, the figure, and the goal beside it."""
    return f"  {label:<52} {figure:>27}  {goal}".rstrip()


def replay_rows(characters: dict[int, Character], quick: bool) -> list[str]:
    """Full replay at each size, and how the cost per event grows from the smallest to the largest."""
    runs = dict(zip(SIZES, (30, 10, 5) if quick else (100, 20, 9), strict=True))
    times = {size: median_ms(c.full_replay, runs[size]) for size, c in characters.items()}
    rows = []
    for size, ms in times.items():
        goal = verdict(ms, REPLAY_GOAL_MS) if size == LARGE else ""
        figure = f"{ms:.2f} ms ({ms * 1000 / size:.1f} µs/event)"
        rows.append(row(f"full replay, {size:,} events", figure, goal))
    ratio = (times[LARGE] / LARGE) / (times[SMALL] / SMALL)
    linear = f"{'ok' if ratio <= 1.5 else 'MISSED'} (goal: linear, ≈ 1 ×)"
    rows.append(row(f"cost per event, {LARGE:,} events / {SMALL} events", f"{ratio:.2f} ×", linear))
    return rows


def step_rows(characters: dict[int, Character], quick: bool) -> list[str]:
    """One append and one preview, judged at the smallest size, shown at the largest too."""
    runs, rows = (50 if quick else 300), []
    for size in (SMALL, LARGE):
        c = characters[size]
        for label, work in (
            ("append one event (replay_from)", c.append),
            ("one preview (History.preview_change)", c.preview),
        ):
            ms = median_ms(work, runs)
            goal = verdict(ms, STEP_GOAL_MS) if size == SMALL else "(for information)"
            rows.append(row(f"{label}, {size:,} events", f"{ms:.3f} ms", goal))
    return rows


def dialog_rows(system_id: str, characters: dict[int, Character], quick: bool) -> list[str]:
    """Every option of each spend dialog listed and previewed: judged for the 200-event
    character, shown for the largest too."""
    rows = []
    for size in (SMALL, LARGE):
        c = characters[size]
        for kind in DIALOGS[system_id]:
            count = len(c.dialog_events(kind))
            ms = median_ms(partial(c.dialog, kind), 3 if quick else 7)
            goal = verdict(ms, DIALOG_GOAL_MS) if size == SMALL else "(for information)"
            rows.append(
                row(f"{kind} dialog: all {count} options, {size:,} events", f"{ms:.1f} ms", goal)
            )
    return rows


def table(system_id: str, quick: bool) -> list[str]:
    """The figures of one system, each beside its goal."""
    characters = {size: Character(system_id, size) for size in SIZES}
    return [
        f"{get_system(system_id).title} ({system_id})",
        *replay_rows(characters, quick),
        *step_rows(characters, quick),
        *dialog_rows(system_id, characters, quick),
    ]


def rows(system_id: str, quick: bool = True) -> list[Row]:
    """The judged figures of one system as table rows (for benchmarks/run_all.py): the full
    replay at the largest size, its growth per event, one append and one preview, every dialog."""
    characters = {size: Character(system_id, size) for size in SIZES}
    runs = dict(zip(SIZES, (30, 10, 5) if quick else (100, 20, 9), strict=True))
    small = characters[SMALL]
    title = get_system(system_id).title
    times = {size: median_ms(c.full_replay, runs[size]) for size, c in characters.items()}
    growth = (times[LARGE] / LARGE) / (times[SMALL] / SMALL)
    found = [
        Row(f"{title}: full replay, {LARGE:,} events", times[LARGE], REPLAY_GOAL_MS, "ms"),
        Row(f"{title}: cost per event, {LARGE:,} / {SMALL} events", growth, 1.5),
    ]
    step_runs = 50 if quick else 300
    for label, work in (("append one event", small.append), ("one preview", small.preview)):
        found.append(
            Row(f"{title}: {label}, {SMALL} events", median_ms(work, step_runs), STEP_GOAL_MS, "ms")
        )
    for kind in DIALOGS[system_id]:
        count = len(small.dialog_events(kind))
        ms = median_ms(partial(small.dialog, kind), 3 if quick else 7)
        found.append(
            Row(
                f"{title}: {kind} dialog, all {count} options, {SMALL} events",
                ms,
                DIALOG_GOAL_MS,
                "ms",
            )
        )
    return found


PARTS = (
    ("derive the sheet", "derive.py", "derive"),
    ("final checks", "final_checks.py", "final_issues"),
    ("the new event's step", "replay.py", "_step"),
    ("JSON → events (model/document.py event_list)", "document.py", "event_list"),
    ("events → JSON (Event.to_json)", "event.py", "to_json"),
    ("diff_builds", "diff.py", "diff_builds"),
    ("Build.options (listing the dialog)", "build.py", "options"),
)
"""Where a preview's time can go: a label, and the file and function that spend it."""


def profile(system_id: str, size: int, work: str, top: int = 6) -> list[str]:
    """The share of each part in the time of `work` (a Character method), and the functions that
    spend the most time themselves (cProfile)."""
    character = Character(system_id, size)
    method = getattr(character, work)

    def run() -> None:
        if work == "dialog":
            for kind in DIALOGS[system_id]:
                method(kind)
        else:
            method()

    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(3 if work == "dialog" else 30):
        run()
    profiler.disable()
    stats = pstats.Stats(profiler)
    raw: dict[Any, Any] = stats.stats  # type: ignore[attr-defined]
    total = sum(v[3] for k, v in raw.items() if k[2] == work and k[0] == __file__)
    rows = [f"profile: {work} on {system_id}, {size:,} events (share of cProfile time)"]
    for label, file, function in PARTS:
        spent = sum(v[3] for k, v in raw.items() if k[0].endswith(file) and k[2] == function)
        if spent:
            rows.append(f"  {100 * spent / total:5.1f} %  {label}")
    own = sorted(raw.items(), key=lambda item: -item[1][2])[:top]
    rows.append("  most time spent in the function itself:")
    for (file, line, function), value in own:
        where = "/".join(Path(file).parts[-3:])
        rows.append(f"  {100 * value[2] / total:5.1f} %  {function} ({where}:{line})")
    return rows


def main(argv: list[str]) -> None:
    """Print the table of every system asked for (all by default), and their profiles."""
    quick = "--quick" in argv
    chosen = [a for a in argv if not a.startswith("--")] or list(SYSTEMS)
    print("Sheetwright history benchmark (median wall times; goals from DESIGN.md)")
    for system_id in chosen:
        print()
        print("\n".join(table(system_id, quick)))
    if "--profile" in argv:
        for system_id in chosen:
            for size, work in ((SMALL, "preview"), (LARGE, "preview"), (SMALL, "dialog")):
                print()
                print("\n".join(profile(system_id, size, work)))


if __name__ == "__main__":
    main(sys.argv[1:])
