# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: wall time of `sheetwright --help`, against a bare `python -c pass` for reference."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time
from pathlib import Path

SCRIPT = Path(sys.executable).with_name("sheetwright")


def _time(command: list[str], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        out.append((time.perf_counter() - start) * 1000)
    return out


def main(runs: int = 20) -> None:
    """Print median and max wall time of --help and of an empty interpreter."""
    bare = _time([sys.executable, "-c", "pass"], runs)
    help_ = _time([str(SCRIPT), "--help"], runs)
    print(f"python -c pass:     median {statistics.median(bare):6.1f} ms, max {max(bare):6.1f} ms")
    print(
        f"sheetwright --help: median {statistics.median(help_):6.1f} ms, max {max(help_):6.1f} ms "
        f"(goal: well under 500 ms)"
    )


if __name__ == "__main__":
    main()
