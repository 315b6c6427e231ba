# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Keeping the input of a fuzz failure: written under tests/fuzz/crashes/ before the test fails,
so it can be replayed (`parse_document(path.read_bytes(), …)`) and turned into a regression test."""

from __future__ import annotations

import hashlib
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from hypothesis import note

CRASHES = Path(__file__).resolve().parent / "crashes"


def save_crash(kind: str, data: bytes, error: BaseException) -> Path:
    """Write the input (and the traceback beside it) as crashes/<kind>-<sha>.bin; the path."""
    CRASHES.mkdir(exist_ok=True)
    digest = hashlib.sha256(data).hexdigest()[:16]
    path = CRASHES / f"{kind}-{digest}.bin"
    path.write_bytes(data)
    trace = "".join(traceback.format_exception(error))
    path.with_suffix(".txt").write_text(trace, encoding="utf-8")
    note(f"input saved as {path}")
    return path


@contextmanager
def allowed_errors(kind: str, data: bytes, *documented: type[BaseException]) -> Iterator[None]:
    """Run a loader on `data`: a documented error is fine, anything else is saved and re-raised."""
    try:
        yield
    except documented:
        pass
    except Exception as error:
        save_crash(kind, data, error)
        raise
