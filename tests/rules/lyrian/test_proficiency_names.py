# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A proficiency is shown by the name of what it covers, on screen and on paper alike."""

from __future__ import annotations

import pytest

from rules.lyrian.proficiency_names import proficiency_name, proficiency_names
from tests.rules.lyrian.builders import shipped

# (proficiency id, name shown, Lyrian Chronicles rulebook section that names it)
NAMES = [
    ("light-armor", "Light Armor", "Items & Equipment — Armor"),
    ("light-swords", "Light Swords", "Items & Equipment — Weapons"),
    ("axes", "Axes", "Items & Equipment — Weapons"),
    ("shield", "Shield", "Items & Equipment — Shields"),
]


@pytest.mark.parametrize(("proficiency", "name", "section"), NAMES)
def test_a_proficiency_reads_as_the_name_of_what_it_covers(
    proficiency: str, name: str, section: str
) -> None:
    assert proficiency_name(shipped(), proficiency) == name, section


def test_an_unknown_proficiency_keeps_its_words() -> None:
    assert proficiency_names(shipped(), ["axes", "sky-riding"]) == ["Axes", "sky-riding"]
