# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Write resources/samples/<system>.sheetwright.json: one valid character of every system.

The samples are what `sheetwright --self-test` builds, replays and prints; regenerate them with
`PYTHONPATH=. .venv/bin/python tools/make_samples.py` when a system's ops change (a test checks they replay).
"""

from __future__ import annotations

import uuid
from pathlib import Path
from typing import Any

from model.character_build import build_character
from model.document import dump_document, new_document
from rules.engine.event import Event
from tests.model import heretics_sample
from tests.rules.gravedust import builders as gravedust
from tests.rules.lyrian import builders as lyrian
from tests.rules.miridon import builders as miridon

OUT = Path(__file__).resolve().parents[1] / "resources" / "samples"
AT = "2026-11-30T12:00:00+00:00"


def samples() -> dict[str, tuple[str, list[Event], dict[str, Any]]]:
    """Name, events and house rules of each system's sample."""
    m = miridon.ev
    return {
        "gravedust": ("Vex the Dwarf", gravedust.example_events(), {}),
        "miridon": ("Sable Duelist", [
            *miridon.character("duelist", points=200, strength=12, speed=9),
            m("buy-flair", flair="parry"), m("buy-talent-rank", talent="redouble"),
        ], {}),
        "lyrian": ("Maren of the Reach", [*lyrian.created(), *lyrian.to_interlude(exp=100, ip=2)], {}),
        "heretics": ("Ysmay of Orrin", list(heretics_sample.rich().events), {"resource_max": 10}),
    }  # fmt: skip


def main() -> None:
    """Write every sample, refusing to write one that breaks a rule."""
    OUT.mkdir(parents=True, exist_ok=True)
    for system, (name, events, settings) in samples().items():
        document = new_document(system, name)
        document["id"] = str(uuid.uuid5(uuid.NAMESPACE_URL, f"sheetwright-sample-{system}"))
        document["settings"] = settings
        document["notes"] = "A sample character shipped with Sheetwright."
        document["events"] = [Event(e.op, e.fields, AT, e.note).to_json() for e in events]
        built = build_character(document, []).build
        if built.errors:
            raise SystemExit(f"{system}: {[i.describe() for i in built.errors]}")
        path = OUT / f"{system}.sheetwright.json"
        path.write_text(dump_document(document), encoding="utf-8")
        print(f"{path}: {len(events)} events, valid")


if __name__ == "__main__":
    main()
