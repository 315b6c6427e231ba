# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: the CLI figures of issue 16, as ratios measured side by side in one run.

Each measure is a fresh process, repeated RUNS times (default 5); the table gives the ratio of
the medians, because absolute times on a shared machine are noisy. Not part of `./run-tests`.
Run: .venv/bin/python benchmarks/run_all.py [RUNS]
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "resources" / "samples"
CLI = [sys.executable, "-m", "gui.main"]
LIBRARY_SIZE = 50


def _environment(folder: Path) -> dict[str, str]:
    """Throwaway data and settings, compiled bytecode as an installed app has it."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env.pop("SHEETWRIGHT_DATABASE_URL", None)
    env.update(
        PYTHONPYCACHEPREFIX=str(folder / "pycache"),
        XDG_CONFIG_HOME=str(folder / "config"),
        SHEETWRIGHT_DATA_DIR=str(folder / "data"),
        PYTHONPATH=str(ROOT),
    )
    return env


def _seconds(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=ROOT, capture_output=True, check=True, timeout=120)
    return time.perf_counter() - start


def _medians(commands: dict[str, list[str]], env: dict[str, str], runs: int) -> dict[str, float]:
    """Each command's median time; the commands take turns, so load spikes hit them all alike."""
    for command in commands.values():
        _seconds(command, env)  # warm the bytecode and the disk cache
    found: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            found[name].append(_seconds(command, env))
    return {name: statistics.median(times) for name, times in found.items()}


def main(runs: int = 5) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        env = _environment(folder)
        gravedust = folder / "gravedust.sheetwright.json"
        shutil.copy(SAMPLES / "gravedust.sheetwright.json", gravedust)
        party = []
        for number in range(LIBRARY_SIZE):
            copy = folder / f"party-{number}.sheetwright.json"
            shutil.copy(SAMPLES / "gravedust.sheetwright.json", copy)
            party.append(str(copy))
        subprocess.run([*CLI, "import", *party], env=env, cwd=ROOT, capture_output=True, check=True)
        miridon = str(SAMPLES / "miridon.sheetwright.json")
        times = _medians(
            {
                "help": [*CLI, "--help"],
                "add": [*CLI, "add", str(gravedust), "gain-gold", "amount=1"],
                "sheet": [*CLI, "sheet", miridon, "--json"],
                "list": [*CLI, "list"],
                "sqlalchemy": [sys.executable, "-c", "import sqlalchemy.orm"],
            },
            env,
            runs,
        )
    rows = [
        ("`sheetwright --help`", f"{times['help'] * 1000:.0f} ms", "—"),
        ("`add` on a Gravedust file / `--help`", times["add"] / times["help"], 4.0),
        ("`sheet --json` on Miridon / `--help`", times["sheet"] / times["help"], 4.0),
        (
            f"`list` on {LIBRARY_SIZE} characters / `import sqlalchemy.orm`",
            times["list"] / times["sqlalchemy"],
            1.6,
        ),
    ]
    print(f"{runs} runs each, medians; sqlalchemy.orm alone: {times['sqlalchemy'] * 1000:.0f} ms")
    print("| measure | now | goal | ok? |")
    print("|---|---|---|---|")
    for label, now, goal in rows:
        if isinstance(now, float) and isinstance(goal, float):
            ok = "yes" if now <= goal else "no"
            print(f"| {label} | {now:.2f}× | ≤ {goal:.1f}× | {ok} |")
        else:
            print(f"| {label} | {now} | {goal} | |")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 5)
