# SPDX-License-Identifier: LicenseRef-Sheetwright
"""docs/format.md documents every op of every system (so the docs cannot drift from the code)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.systems import get_system, known_systems

FORMAT_DOC = Path(__file__).resolve().parents[2] / "docs" / "format.md"


@pytest.mark.parametrize("system_id", known_systems())
def test_every_op_is_documented(system_id: str) -> None:
    text = FORMAT_DOC.read_text(encoding="utf-8")
    missing = [op for op in get_system(system_id).ops.names() if f"`{op}`" not in text]
    assert missing == []
