# SPDX-License-Identifier: LicenseRef-Sheetwright
"""How long rendering the example Gravedust sheet to PDF takes: median and best of 20 runs."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from model.pdf.sheet_pdf import SheetMeta, render_sheet
from tests.rules.gravedust.builders import build, example_events

RUNS = 20


def main() -> None:
    """Render the example sheet RUNS times (after one warm-up) and print the timings."""
    character = build(*example_events(), content=())
    meta = SheetMeta("Zoë Ørsted-Łukasz", "Gravedust")
    size = len(render_sheet(character, meta))  # warm-up: font registration, imports
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        render_sheet(character, meta)
        times.append((time.perf_counter() - start) * 1000)
    print(f"PDF export of the example Gravedust sheet ({size / 1024:.0f} KiB), {RUNS} runs:")
    print(f"  median {statistics.median(times):.1f} ms, min {min(times):.1f} ms")


if __name__ == "__main__":
    main()
