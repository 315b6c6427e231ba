# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The fuzz tests' hypothesis settings: deterministic and within the suite's budget (all of
tests/fuzz in at most 60 s) by default.

`SHEETWRIGHT_FUZZ_SCALE=20` runs twenty times the examples, and `SHEETWRIGHT_FUZZ_RANDOM=1` draws
new inputs on every run (the examples database then keeps failures) — for fuzzing on demand."""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

SCALE = max(1, int(os.environ.get("SHEETWRIGHT_FUZZ_SCALE", "1") or "1"))
RANDOM = os.environ.get("SHEETWRIGHT_FUZZ_RANDOM") == "1"


def fuzz_settings(max_examples: int, **more: object) -> settings:
    """Settings for a fuzz test: `max_examples` (times the scale), no deadline, derandomized."""
    if not RANDOM:
        more = {"derandomize": True, "database": None, **more}
    return settings(
        max_examples=max_examples * SCALE,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        **more,  # type: ignore[arg-type]
    )
