# SPDX-License-Identifier: LicenseRef-Sheetwright
"""docs/format.md documents every op of every system with a valid example (no drift from code)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.engine.event import Event
from rules.systems import SHIPPED, get_system

FORMAT_DOC = Path(__file__).resolve().parents[2] / "docs" / "format.md"


def _examples() -> list[Event]:
    lines = FORMAT_DOC.read_text(encoding="utf-8").splitlines()
    one_line = [line for line in lines if line.startswith('{"op": ') and line.endswith("}")]
    return [Event.from_json(json.loads(line)) for line in one_line]


@pytest.mark.parametrize("system_id", [parts.id for parts in SHIPPED])
def test_every_op_has_a_valid_example(system_id: str) -> None:
    system = get_system(system_id)
    examples = {e.op: e for e in _examples() if system.ops.get(e.op)}
    assert sorted(examples) == sorted(system.ops.names())
    for op, event in examples.items():
        spec = system.ops.get(op)
        assert spec is not None
        spec.fields.model_validate(dict(event.fields))
