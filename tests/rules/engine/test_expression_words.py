# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Requirement expressions as sentences: the words a refusal or an option list shows."""

from __future__ import annotations

import pytest

from rules.engine.expression import parse
from rules.engine.expression_words import Vocabulary, number_words, requirement_words

NAMES = frozenset({"toughness", "spirit_core", "focus", "power", "agility", "level"})
ENTRIES = {"example-sellsword": "Sellsword (example)", "dwarf": "Dwarf"}
WORDS = Vocabulary(
    entry=lambda entry_id: ENTRIES.get(entry_id, entry_id),
    owned=lambda entry_id: f"the {ENTRIES.get(entry_id, entry_id)} class",
)


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        # the Lyrian example Warden's requirement (resources/rulesets/lyrian/examples/classes.yaml)
        (
            'has("example-sellsword") and toughness >= 4 and spirit_core >= 1000',
            "the Sellsword (example) class, Toughness 4 and Spirit Core 1,000",
        ),
        ("focus >= 4", "Focus 4"),
        ("4 <= focus", "Focus 4"),
        ("focus > 3 or power >= 5", "Focus above 3 or Power 5"),
        (
            "toughness >= 4 and (focus >= 3 or power >= 3)",
            "Toughness 4 and either Focus 3 or Power 3",
        ),
        ("toughness >= 4 and focus >= 3 or power >= 5", "both Toughness 4 and Focus 3, or Power 5"),
        ("2 <= level <= 5", "Level from 2 to 5"),
        ("1 < level < 5", "Level from 2 to 4"),
        ("level <= 3", "Level 3 or less"),
        ("level == 3", "Level exactly 3"),
        ("not toughness >= 4", "Toughness below 4"),
        ('not has("dwarf")', "not to have the Dwarf class"),
        ("not (focus >= 3 or power >= 3)", "neither Focus 3 nor Power 3"),
        ('rank("example-sellsword") >= 7', "Sellsword (example) rank 7"),
        ("toughness + agility >= 8", "Toughness plus Agility of at least 8"),
        ("max(focus, power) >= 4", "the highest of Focus and Power of at least 4"),
        ("focus >= 1.5", "Focus 1.5"),
    ],
)
def test_requirements_read_as_sentences(text: str, sentence: str) -> None:
    worded = requirement_words(parse(text, NAMES), WORDS)
    assert worded == sentence
    assert not any(mark in worded for mark in (">=", "<=", "has(", "rank(", "_"))


def test_without_a_vocabulary_names_are_words() -> None:
    assert requirement_words(parse("spirit_core >= 5000", NAMES)) == "Spirit Core 5,000"


@pytest.mark.parametrize(("value", "words"), [(1000, "1,000"), (7, "7"), (10000, "10,000")])
def test_numbers_have_thousands_separators(value: int, words: str) -> None:
    assert number_words(value) == words
