# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Word wrap for the PDFs: lines fit, nothing is lost, a word wider than a line is broken."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from model.pdf.drawing import width_of, wrap
from model.pdf.fonts import CONDENSED, register_fonts

register_fonts()


def test_a_huge_word_is_broken_into_full_lines() -> None:
    word = "x" * 2500
    lines = wrap(f"{word} tail", CONDENSED, 7, 150)
    assert "".join(lines[:-1]) + lines[-1].removesuffix(" tail") == word
    assert all(width_of(line, CONDENSED, 7) <= 150 for line in lines)
    assert all(width_of(line + "x", CONDENSED, 7) > 150 for line in lines[:-2])  # each line full


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdefghij WXYZ—", min_size=0, max_size=400), st.floats(20, 200))
def test_wrapped_lines_fit_and_keep_every_word(text: str, width: float) -> None:
    lines = wrap(text, CONDENSED, 7, width)
    assert all(width_of(line, CONDENSED, 7) <= width or len(line) == 1 for line in lines)
    assert "".join("".join(lines).split()) == "".join(text.split())
