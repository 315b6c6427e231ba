# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The depth check of every JSON file read: the fast way and the exact way agree."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from model.safe_json import (
    MAX_DEPTH,
    UnsafeJSON,
    _deeper_than,
    _parse,
    _walk_depth,
    check_depth,
    escapes_nothing_unstorable,
    loads_strict,
    unstorable_text,
)


@given(
    st.lists(
        st.sampled_from(["[", "]", "{", "}", '"a[b"', '"x\\"]"', ",", "1", '"\\\\"', '"{{"']),
        max_size=60,
    ),
    st.integers(min_value=0, max_value=8),
)
def test_peeling_brackets_judges_depth_exactly_as_walking_them(
    parts: list[str], limit: int
) -> None:
    """check_depth's fast peeling gives the token walk's verdict on any text (brackets in
    strings, unbalanced, mismatched or cut short)."""
    text = "".join(parts)

    def verdict(check: Callable[[str, int], None]) -> str | None:
        try:
            check(text, limit)
        except UnsafeJSON as error:
            return str(error)
        return None

    assert verdict(check_depth) == verdict(_walk_depth)


def test_a_file_nested_one_level_too_deep_is_refused() -> None:
    check_depth("[" * MAX_DEPTH + "]" * MAX_DEPTH)
    with pytest.raises(UnsafeJSON, match="nested too deeply"):
        check_depth("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1))


def _old_loads_strict(text: str) -> Any:
    """loads_strict as it was: the depth check, then the parse (the oracle of the fast order)."""
    check_depth(text)
    return _parse(text)


JSONISH = st.lists(
    st.sampled_from(
        ["[", "]", "{", "}", '"a"', '"a":', '"a[b"', ",", "1", "1e999", "NaN", "-", '"\\u0000"',
         '"\\', "]]]]", "[[[[", " ", "9" * 4301, "true"]
    ),
    max_size=40,
)  # fmt: skip


def _outcome(load: Callable[[str], Any], text: str) -> tuple[str, Any]:
    try:
        return "value", load(text)
    except UnsafeJSON as error:
        return "refused", str(error)


@given(JSONISH, st.integers(min_value=0, max_value=3))
@example(["{", '"a":', "1", ",", '"a":', "[[[["], 20)
@example(["[[[["], 20)
def test_parsing_first_refuses_and_returns_exactly_what_checking_depth_first_did(
    parts: list[str], nesting: int
) -> None:
    """Wrapped `nesting` times in far more than MAX_DEPTH//5 levels, so both sides of the limit
    are met."""
    text = "".join(parts)
    text = "[" * (nesting * 22) + text + "]" * (nesting * 22)
    assert _outcome(loads_strict, text) == _outcome(_old_loads_strict, text)


@given(st.recursive(st.none() | st.integers(), lambda inner: st.lists(inner, max_size=3)))
def test_a_parsed_value_is_exactly_as_deep_as_its_brackets(value: Any) -> None:
    text = json.dumps(value)
    for limit in range(6):
        try:
            _walk_depth(text, limit)
        except UnsafeJSON:
            assert _deeper_than(value, limit)
        else:
            assert not _deeper_than(value, limit)


def test_a_hostile_file_of_brackets_is_judged_as_before() -> None:
    for text in ("[" * 10_000_000, "[]" * 1_000_000, "[" * 65 + "]" * 65 + "[]" * 1_000_000):
        assert _outcome(loads_strict, text) == _outcome(_old_loads_strict, text)
    assert "nested too deeply" in _outcome(loads_strict, "[" * 10_000_000)[1]


@given(st.text(max_size=8), st.booleans())
@example("\x00", True)
@example("\ud800", False)
@example("\\u0000", True)
def test_text_that_escapes_nothing_parses_to_storable_strings(inner: str, ascii: bool) -> None:
    text = json.dumps({inner: [inner]}, ensure_ascii=ascii)
    if escapes_nothing_unstorable(text):
        assert unstorable_text(json.loads(text)) is None
