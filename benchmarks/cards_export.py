# SPDX-License-Identifier: LicenseRef-Sheetwright
"""How long rendering cards takes: a Gravedust example and a Miridon duelist, median of 20 runs."""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from model.pdf.cards import cards_for, render_cards
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build
from tests.rules.gravedust import builders as gravedust
from tests.rules.miridon import builders as miridon

RUNS = 20


def characters() -> list[tuple[Build[Any], SheetMeta]]:
    """The Gravedust example and a Miridon duelist with flairs, each with its sheet meta."""
    ev = miridon.ev
    duelist = miridon.build(
        *miridon.character("duelist", points=200, strength=12, speed=9),
        ev("buy-flair", flair="parry"),
        ev("buy-flair", flair="agile-strike"),
        ev("assign-mutation", mutation="dragon"),
        ev("buy-flair", flair="dragon-elemental-affinity"),
    )
    example = gravedust.build(*gravedust.example_events(), content=())
    return [
        (example, SheetMeta("Zoë Ørsted-Łukasz", "Gravedust")),
        (duelist, SheetMeta("Ælfrida Vonšek", "Miridon")),
    ]


def main() -> None:
    """Render both characters' cards RUNS times (after one warm-up) and print the timings."""
    sheets = characters()
    count = sum(len(cards_for(b, m)) for b, m in sheets)
    size = len(render_cards(sheets))  # warm-up: fonts, imports
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        render_cards(sheets)
        times.append((time.perf_counter() - start) * 1000)
    print(f"Card export of {count} cards for 2 characters ({size / 1024:.0f} KiB), {RUNS} runs:")
    print(f"  median {statistics.median(times):.1f} ms, min {min(times):.1f} ms")


if __name__ == "__main__":
    main()
