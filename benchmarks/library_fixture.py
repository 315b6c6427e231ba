# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A large library for the benchmarks: N characters of ≈200-event histories, written quickly.

The characters are copies of one long legal history per system (benchmarks/histories.py), each
under its own id and name, with the summary columns and revision 1 a save would store (computed
once per system, since the copies replay alike). Rows go in with bulk INSERTs, so 10,000
characters take seconds rather than the minutes of 10,000 `add_character` calls.

    from benchmarks.library_fixture import make_library
    make_library("sqlite:////tmp/big.sqlite3", 10_000)
"""

from __future__ import annotations

import copy
import sys
import uuid
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from sqlalchemy import insert, text  # noqa: E402

from model.database import open_engine  # noqa: E402
from model.library import summary_columns  # noqa: E402
from model.new_characters import header_columns  # noqa: E402
from model.tables import Character, CharacterRevision, utcnow  # noqa: E402

SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")
NAMES = ("Aldric", "Brynn", "Cassia", "Dorin", "Elowen", "Fenwick", "Garrick", "Hestia")
BATCH = 500


def _templates(events: int) -> dict[str, tuple[dict[str, Any], dict[str, Any]]]:
    """Per system: a document of about `events` events and its summary columns."""
    from histories import document

    found = {}
    for system in SYSTEMS:
        doc = document(system, events)
        found[system] = (doc, summary_columns(doc))
    return found


def make_library(url: str, count: int, events: int = 200) -> None:
    """Fill the (new or empty) library at `url` with `count` characters of the four systems."""
    engine = open_engine(url)
    templates = _templates(events)
    now = utcnow()
    try:
        for start in range(0, count, BATCH):
            rows, revisions = [], []
            for number in range(start, min(start + BATCH, count)):
                system = SYSTEMS[number % len(SYSTEMS)]
                template, summary = templates[system]
                doc = copy.copy(template)
                doc["id"] = str(uuid.uuid4())
                doc["name"] = f"{NAMES[number % len(NAMES)]} {number:05d}"
                mirror = header_columns(doc)
                rows.append(
                    {
                        **mirror, **summary, "id": doc["id"], "campaign_id": None,
                        "document": doc, "version": 1, "created_at": now, "updated_at": now,
                        "deleted_at": None, "name_key": doc["name"].casefold(),
                    }
                )  # fmt: skip
                revisions.append(
                    {
                        "character_id": doc["id"], "number": 1, "document": doc,
                        "created_at": now, "summary": "Created", "kind": "change",
                        "same_as": None, "undo_to": None, "redo": [],
                    }
                )  # fmt: skip
            with engine.begin() as connection:
                connection.execute(insert(Character.__table__), rows)
                connection.execute(insert(CharacterRevision.__table__), revisions)
        if engine.dialect.name == "postgresql":
            # The steady state autovacuum reaches a little after a bulk load: statistics and the
            # visibility map that let the listing be one index-only scan.
            with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
                connection.execute(text("VACUUM ANALYZE characters"))
    finally:
        engine.dispose()


if __name__ == "__main__":
    import time

    target, size = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    began = time.perf_counter()
    make_library(target if "://" in target else f"sqlite:///{Path(target).resolve()}", size)
    print(f"{size} characters in {time.perf_counter() - began:.1f} s")
