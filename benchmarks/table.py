# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One row of a benchmark table (a figure beside its goal), printing the table, and the
environment of a benchmarked process."""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Row:
    """A measure, its value now and its goal (both in `unit`: "×", "ms", "s" or "MiB").

    `goal` None means the figure is shown for reference only; `detail` says what it was measured
    against ("1.4 s vs 0.9 s")."""

    label: str
    now: float
    goal: float | None
    unit: str = "×"
    detail: str = ""

    @property
    def ok(self) -> bool | None:
        return None if self.goal is None else self.now <= self.goal

    def cells(self) -> tuple[str, str, str, str]:
        now = _number(self.now, self.unit) + (f" ({self.detail})" if self.detail else "")
        goal = "—" if self.goal is None else "≤ " + _number(self.goal, self.unit)
        ok = {None: "", True: "yes", False: "no"}[self.ok]
        return self.label, now, goal, ok


def _number(value: float, unit: str) -> str:
    if unit == "×":
        return f"{value:.2f}×"
    if unit == "ms":
        return f"{value:.0f} ms" if value >= 10 else f"{value:.1f} ms"
    if unit == "s":
        return f"{value:.1f} s"
    return f"{value:.0f} {unit}"


def print_table(title: str, rows: Iterable[Row]) -> None:
    """A Markdown table under a heading."""
    print(f"\n### {title}\n")
    print("| measure | now | goal | ok? |")
    print("|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(row.cells()) + " |")


def fresh_environment(folder: Path, url: str | None = None) -> dict[str, str]:
    """The environment of a benchmarked process: throwaway data and settings under `folder`,
    compiled bytecode as an installed app has it, and the library at `url` when given."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("SHEETWRIGHT_DATABASE_URL", None)
    env.update(
        PYTHONPYCACHEPREFIX=str(folder / "pycache"),
        XDG_CONFIG_HOME=str(folder / "config"),
        SHEETWRIGHT_DATA_DIR=str(folder / "data"),
        PYTHONPATH=str(Path(__file__).resolve().parents[1]),
    )
    if url:
        env["SHEETWRIGHT_DATABASE_URL"] = url
    return env
