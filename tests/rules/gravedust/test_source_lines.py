# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every built-in Gravedust source reads "Gravedust rulebook, <Section>" and carries its lines."""

from __future__ import annotations

import re

from rules.engine.source_ref import Source
from rules.gravedust import numbers
from tests.rules.gravedust.builders import build, example_events, shipped

_LINES = re.compile(r"^\d+(-\d+)?$")


def test_every_sample_value_names_its_section_and_lines() -> None:
    # Every value of the example character has a source with the rulebook lines of its section
    sheet = build(*example_events()).sheet
    for key, value in sheet.values.items():
        assert value.source is not None, key
        assert value.source.cite().startswith("Gravedust rulebook, "), key
        assert "l." not in value.source.cite(), key
        assert _LINES.match(value.source.line() or ""), (key, value.source.line())


def test_the_stat_sources_give_their_paragraphs() -> None:
    # gravedust.txt, Combat Stats: Hit Points (l. 183-186), Recover (l. 642-646), Attributes
    # (l. 150-174), Sneak (l. 654-657)
    sheet = build(*example_events()).sheet
    found = {
        k: (sheet[k].source or Source(book="?")).line()
        for k in ("hp", "recover", "str", "sneak-vis")
    }
    assert found == {
        "hp": "183-186",
        "recover": "642-646",
        "str": "150-174",
        "sneak-vis": "654-657",
    }
    assert (
        numbers.stat_source("Hit Points").cite() == "Gravedust rulebook, Combat Stats: Hit Points"
    )


def test_shipped_content_sources_carry_lines() -> None:
    # gravedust.txt, The Character Sheet: Reknit and Missile (l. 707), Quick Focus (l. 711),
    # the potions (l. 713); Attacks of Opportunity: the Bandage (l. 462-466)
    content = shipped()
    lines = {
        e.id: e.source.line() for kind in ("skill", "spell", "item") for e in content.entries(kind)
    }
    assert lines == {
        "quick-focus": "711",
        "reknit": "707",
        "missile": "707",
        "minor-health-potion": "713",
        "minor-mana-potion": "713",
        "bandage": "462-466",
        "reknit-spellstone": "707",
        "missile-spellstone": "707",
    }
    bandage = content.get("item", "bandage")
    assert bandage is not None
    assert bandage.source.cite() == "Gravedust rulebook, Attacks of Opportunity"
