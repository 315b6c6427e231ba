# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Lyrian Chronicles sheet and the session ledger pages: extracted text and sizes."""

from __future__ import annotations

import re
from functools import cache
from io import BytesIO
from typing import Any

import pytest
from pypdf import PdfReader

from model.pdf.sheet_pdf import Paper, SheetMeta
from rules.engine.build import Build
from rules.lyrian.state import LyrianState
from tests.model.pdf.sheet_only import render_sheet
from tests.rules.lyrian.builders import VALID_MAIN, VALID_SUB, build, created, errors, ev, master

NAME = "Ysolde Maréchal-Øyen"
META = SheetMeta(NAME, "Lyrian Chronicles", notes="Owes the river guild 200 Clim.")
PAPERS: dict[Paper, tuple[float, float]] = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}


@cache
def rich() -> Build[LyrianState]:
    """A Riverfolk with a mastered class, a second class, a breakthrough, gear and an injury."""
    return build(
        ev("start-creation"),
        ev("choose-race", race="example-riverfolk", subrace="example-reedborn"),
        ev("assign-stats", main=VALID_MAIN, sub=VALID_SUB),
        ev("buy-breakthrough", breakthrough="example-iron-lungs"),
        *master("example-sellsword"),
        ev("unlock-class", class_="example-hedge-mage"),
        ev("buy-skill", skill="athletics", points=3),
        ev("buy-expertise", skill="survival", expertise="Forests", points=2),
        ev("buy-weapon", name="Spear", group="polearms", hands="two-handed", price=150),
        ev("buy-armor", armor="medium-armor", price=400),
        ev("buy-shield", shield="shield", price=100),
        ev("start-arc", title="The Red Halo"),
        ev("award-exp", amount=150, note="bandit ambush"),
        ev("injury", roll=5),
        ev("rest"),
        ev("buy-ability", class_="example-hedge-mage", ability=1),
    )


def text_of(pdf: bytes) -> tuple[list[str], tuple[float, float]]:
    """Each page's whitespace-normalised text and the first page's size."""
    reader = PdfReader(BytesIO(pdf))
    box = reader.pages[0].mediabox
    pages = [re.sub(r"\s+", " ", p.extract_text()) for p in reader.pages]
    return pages, (float(box[2]), float(box[3]))


def fonts_of(pdf: bytes) -> set[str]:
    """The base font names used on every page."""
    names: set[str] = set()
    for page in PdfReader(BytesIO(pdf)).pages:
        fonts: Any = page["/Resources"].get_object().get("/Font", {})
        names |= {str(f.get_object()["/BaseFont"]) for f in fonts.get_object().values()}
    return names


def test_rulebook_example_values_print() -> None:
    # Character Creation — Derived Stats (l. 68-92) with Power 4, Focus 3, Agility 5,
    # Toughness 4 (l. 44-50): HP 60, Mana 10, RP 7, Initiative 5, Evasion 12, Potency 14, Save 4
    result = build(*created())
    assert not errors(result)
    pages, _ = text_of(render_sheet(result, META))
    text = pages[0]
    for shown in ("HP 60", "Mana 10", "RP 7", "Initiative 5", "Evasion 12", "Potency 14"):
        assert shown in text, shown
    assert "Save bonus 4" in text
    for stat in ("Power 4", "Focus 3", "Agility 5", "Toughness 4", "Fitness 5", "Presence 1"):
        assert stat in text, stat


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_rich_character_prints_everything(paper: Paper) -> None:
    result = rich()
    assert not errors(result)
    pdf = render_sheet(result, META, paper)
    pages, size = text_of(pdf)
    text = " ".join(pages)
    assert size == pytest.approx(PAPERS[paper], abs=0.01)
    for shown in (
        NAME,
        "Riverfolk (example) — Reedborn (example)",
        "Sellsword (example)",
        "mastered",
        "Shoulder Check (example)",
        "Veteran's Resolve (example)",
        "Hedge Mage (example)",
        "Spark Bolt (example)",
        "Iron Lungs (example)",
        "Athletics",
        "Survival",
        "Forests 4",
        "Blacksmith",
        "Spear",
        "Medium Armor",
        "Leg Injury",
        "Owes the river guild 200 Clim.",
    ):
        assert shown in text, shown
    assert re.search(r"Spirit Core 1000", text)
    assert re.search(r"Power level 1150", text)
    assert "Burden" in text
    assert all("+DejaVuSans" in font for font in fonts_of(pdf)), fonts_of(pdf)


def test_empty_character_renders() -> None:
    pages, size = text_of(render_sheet(build(), SheetMeta("", "Lyrian Chronicles"), "letter"))
    assert size == pytest.approx(PAPERS["letter"], abs=0.01)
    assert "Unnamed" in pages[0]
    assert "No class unlocked yet" in " ".join(pages)


def test_ledger_pages_list_every_award_and_spend() -> None:
    sheet, _ = text_of(render_sheet(rich(), META))
    full, _ = text_of(render_sheet(rich(), META, ledger=True))
    assert len(full) > len(sheet)
    ledger = " ".join(full[len(sheet) :])
    assert f"{NAME} — session ledger" in ledger
    entries = rich().ledger.entries
    for entry in entries:
        assert entry.note in ledger, entry.note
    assert "bandit ambush" in ledger
    assert "Sellsword (example) ability 7" in ledger
    assert "CLIM — BALANCE 2350" in ledger


def test_ability_fields_size_and_expertise_totals_print() -> None:
    # Classes — Explaining an example ability (l. 215-241): cost, keywords, range, requirement;
    # Secret Arts (l. 245); Elemental Mastery (l. 211-213). The example Hedge Mage's Spark Bolt
    # costs "1 mana, 1 AP", Rapid, 40ft; Wildfire is a Secret Art; Kindle gives fire mastery.
    # Skill check (l. 141-143): Survival (Forests) = Awareness 2 + Forests 4 = +6 (l. 137).
    # Creature Sizes (l. 596): Medium 5x5ft; the example Riverfolk content sets medium.
    result = build(
        ev("start-creation"),
        ev("choose-race", race="example-riverfolk", subrace="example-reedborn"),
        ev("assign-stats", main=VALID_MAIN, sub=VALID_SUB),
        *master("example-hedge-mage"),
        ev("buy-expertise", skill="survival", expertise="Forests", points=2),
    )
    assert not errors(result)
    pages, _ = text_of(render_sheet(result, META))
    text = pages[0]
    assert "Spark Bolt (example) — 1 mana, 1 AP · Rapid · range 40ft" in text
    assert "Secret Art (one per encounter)" in text
    assert "Kindle (example) (mastery of Fire)" in text
    assert "Mastery of Fire: You can use Fire with channeling weapons" in text
    assert "Forests 4 (+6)" in text
    assert "size Medium (5 × 5 ft)" in text
    # Downed (l. 693) and mortally wounded at negative max HP 60 (l. 759)
    assert "Downed at 0, mortally wounded at −60" in text
