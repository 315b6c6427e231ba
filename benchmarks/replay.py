# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: replay + validate a level-60 Gravedust character (median ms over many runs)."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gravedust_fixture import events

from model.character_build import shipped_ruleset
from rules.engine.replay import replay
from rules.gravedust.system import SYSTEM


def main(runs: int = 300) -> None:
    """Print the median, min and max replay time and a sanity line about the character."""
    ruleset = shipped_ruleset("gravedust").ruleset
    history = events()
    build = replay(SYSTEM, ruleset, history)
    assert build.valid, [i.describe() for i in build.errors]
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        replay(SYSTEM, ruleset, history)
        times.append((time.perf_counter() - start) * 1000)
    print(
        f"character: level {build.sheet.value('level')}, {len(history)} events, "
        f"INT {build.sheet.value('int')}, {build.sheet.value('skill-slots')} skill slots, HP {build.sheet.value('hp')}"
    )
    print(
        f"replay + validate + derive: median {statistics.median(times):.2f} ms, "
        f"min {min(times):.2f} ms, max {max(times):.2f} ms over {runs} runs"
    )


if __name__ == "__main__":
    main()
