# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The depth check of every JSON file read: the fast way and the exact way agree."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from model.safe_json import MAX_DEPTH, UnsafeJSON, _walk_depth, check_depth


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
