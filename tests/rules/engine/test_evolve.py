# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`evolve` is `dataclasses.replace`, quicker: the same copy for every system's state."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from model.character_build import build_character
from rules.engine.evolve import evolve

SAMPLES = Path(__file__).parents[3] / "resources" / "samples"


@pytest.mark.parametrize("system_id", ["gravedust", "miridon", "lyrian", "heretics"])
def test_evolving_a_state_equals_replacing_each_field(system_id: str) -> None:
    document = json.loads((SAMPLES / f"{system_id}.sheetwright.json").read_text("utf-8"))
    state = build_character(document).build.state
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        assert evolve(state, **{field.name: value}) == state
        changed = evolve(state, **{field.name: None})
        assert changed == dataclasses.replace(state, **{field.name: None})
        assert getattr(changed, field.name) is None
        assert getattr(state, field.name) is value  # the original is untouched


def test_a_name_that_is_no_field_is_refused_as_replace_refuses_it() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int

    with pytest.raises(TypeError):
        evolve(Point(1), y=2)


def test_a_class_with_post_init_goes_through_replace() -> None:
    seen: list[int] = []

    @dataclasses.dataclass(frozen=True)
    class Checked:
        x: int

        def __post_init__(self) -> None:
            seen.append(self.x)

    assert evolve(Checked(1), x=2) == Checked(2)
    assert seen == [1, 2, 2]


def test_a_value_cached_beside_the_fields_is_not_copied() -> None:
    # A copy is a new state: anything an instance caches for itself is worked out again.
    from functools import cached_property

    @dataclasses.dataclass(frozen=True)
    class Totals:
        x: int

        @cached_property
        def doubled(self) -> int:
            return 2 * self.x

    first = Totals(1)
    assert first.doubled == 2
    copy = evolve(first, x=5)
    assert copy == Totals(5)
    assert copy.doubled == 10
    assert evolve(Totals(3)) == Totals(3)


def test_slotted_classes_are_copied_field_by_field() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        x: int
        y: int

    assert evolve(Point(1, 2), y=3) == Point(1, 3)
