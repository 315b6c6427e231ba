# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics cards and full-page sheet, read back with pdfplumber (glorious-heretics.txt)."""

from __future__ import annotations

import re
from functools import cache
from io import BytesIO
from typing import Any

import pdfplumber
import pytest

from model.pdf.cards import cards_for, render_cards
from model.pdf.sheet_meta import Paper, SheetMeta
from rules.engine.build import Build
from tests.model.heretics_sample import LONG_FLAVOUR, portrait, rich
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards_geometry import (
    PAPERS,
    assert_every_character_inside_a_frame,
    card_texts,
    frames,
    is_subsequence,
)
from tests.rules.heretics.builders import build, ev, exp

META = SheetMeta("Ysmay of Orrin", "Glorious Heretics", portrait=portrait())


@cache
def sample() -> Build[Any]:
    """The rich sample character (tests/model/heretics_sample.py), checked to be legal."""
    result = rich()
    assert not result.errors, result.errors
    return result


@cache
def cards_pdf(paper: Paper) -> bytes:
    """The sample's card deck on a paper size."""
    return render_cards([(sample(), META)], paper)


def card(texts: list[str], title: str) -> str:
    """The text of the card with this title."""
    return next(t for t in texts if t.startswith(f"{title} "))


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_every_card_is_63_by_88_mm_and_holds_its_text(paper: Paper) -> None:
    pdf = cards_pdf(paper)
    with pdfplumber.open(BytesIO(pdf)) as doc:
        counts = [len(frames(page)) for page in doc.pages]
        assert doc.pages[0].images, "the identity card shows the portrait"
    assert counts[:-1] == [9] * (len(counts) - 1)
    assert_every_character_inside_a_frame(pdf)


def test_attack_card_prints_every_number_of_the_design() -> None:
    text = " ".join(t for t in card_texts(cards_pdf("a4")) if t.startswith("Lighthouse Bolt"))
    # Attack, l. 144-149: Accuracy = 0 (2 per rank) → 3 ranks give +6; Power = 1 (2 per rank)
    # → 1 rank gives 3; Range rank 2 → 6 squares, a ranged attack (Range, l. 101-105).
    for shown in (
        "Action 1 Hostile",
        "Type Elemental",
        "Accuracy (3 ranks) +6",
        "Power (1 rank) 3",
    ):
        assert shown in text, shown
    assert "Range (2 ranks) 6 squares (ranged)" in text
    # Area of Effect, l. 107-111: a cone of rank 1 is 3 rows.
    assert "Area of Effect (1 rank) rank 1 Cone 3 rows (9 squares)" in text
    assert "Ignore Walls 2 rank(s)" in text  # Improvements: Ignore Walls, Cost : 2
    # Restrictions: Locked Range gain 1, Damage Only 4, Self Damage 1 per 2 hit points.
    for shown in ("Locked Range +1 free", "Damage Only +4 free", "Self Damage (4 HP) +2 free"):
        assert shown in text, shown


def test_long_flavour_and_many_restrictions_continue_on_more_cards() -> None:
    texts = card_texts(cards_pdf("a4"))
    bolt = [t for t in texts if t.startswith("Lighthouse Bolt")]
    assert [t.split(" Attack")[0] for t in bolt][:2] == [
        "Lighthouse Bolt",
        "Lighthouse Bolt (cont.)",
    ]
    whole = " ".join(bolt)
    assert "…" not in " ".join(texts)
    assert is_subsequence(LONG_FLAVOUR.split(), whole)
    for shown in ("Self Debuff: Blinded +1 free", "Locked Area of Effect Shape: Cone +1 free"):
        assert shown in whole, shown
    assert "Paid · free · unassigned 4 · 9 · 3" in whole
    assert "Exp spent · next rank 10 · 5" in whole  # 1+2+3+4 paid ranks, the 5th costs 5


def test_identity_skills_feats_and_resources_cards() -> None:
    texts = card_texts(cards_pdf("a4"))
    identity = card(texts, "Ysmay of Orrin")
    # Hit Points, l. 43: 10 + 1 per 2 Exp → 4 Exp gives 12.
    assert "Hit points 12 10 (base) + 2 (4 Exp ÷ 2)" in identity
    assert "Total 200 Spent" in identity
    skills = card(texts, "Skills")
    assert (
        len(re.findall(r"[●○] [A-Z][a-z ]+ \d+", skills)) == 15
    )  # Skills, l. 52-81: fifteen skills
    assert "● Stealth 2" in skills
    assert "○ Stamina 0" in skills
    feats = card(texts, "Feats")
    assert "Multi-Attack rank 1 / 4" in feats
    assert "Cost 15 Exp per rank" in feats  # Feats: 15 per rank (Max 4)
    # Actions, l. 26 and Feats, l. 322: −4 per additional hostile action, Multi-Attack 1 → −3
    assert "−3 accuracy on the second hostile action, −6 on the third" in feats
    # Feats, l. 353: Skill Specialization rank 1 → +1 on Stealth (Lock picking) checks
    assert "Stealth (Lock picking) +1" in feats
    assert "Move action 4 squares" in identity  # Movement, l. 23: Move gains 4 squares
    assert "Choice Stealth Detail Lock picking" in feats
    resources = card(texts, "Resources & equipment")
    assert "Maximum 10 Left 8" in resources
    assert "Climbing rope 2" in resources
    assert "Storm lantern with a cracked lens" in resources


def test_the_untouched_default_defenses_share_one_card() -> None:
    titles = [c.title for c in cards_for(build(exp(10)), SheetMeta("A", "Glorious Heretics"))]
    assert titles.count("Defenses") == 1
    assert not {"Guard", "Endure", "Inhibit"} & set(titles)
    text = " ".join(card_texts(render_cards([(build(exp(10)), SheetMeta("A", "G"))])))
    # Defenses, l. 160-174: Guard/Endure/Inhibit defend physical/elemental/mind, Power = 0.
    for shown in (
        "Guard — defends Physical",
        "Endure — defends Elemental",
        "Inhibit — defends Mind",
    ):
        assert shown in text, shown


def test_resources_without_a_gm_maximum_say_so() -> None:
    text = " ".join(card_texts(render_cards([(rich(resource_max=None), META)])))
    assert "Maximum not set (GM)" in text


def test_thirteen_debuff_reference_cards() -> None:
    found = [c for c in cards_for(sample(), META) if c.subtitle == "Debuff reference"]
    assert len(found) == 13  # Debuffs, l. 360-418: Blinded … Disruption
    texts = card_texts(cards_pdf("letter"))
    blinded = card(texts, "Blinded")
    assert "Power 1+4 per rank Normal attacks up to rank 2" in blinded
    assert "Rank 4+: Your are completely blind. You see nothing." in blinded
    assert "Requires a melee attack" in card(texts, "Grappled")


def test_a_problem_is_printed_on_the_ability_card() -> None:
    # Restrictions, l. 243-246 (RULINGS.md): Locked Range needs range rank >= 2; a rank taken
    # off range makes it invalid and the sheet says so.
    broken = build(
        exp(30),
        ev("create-ability", ability="bolt", template="attack", name="Bolt"),
        ev("add-ability-rank", ability="bolt"),
        ev("add-ability-rank", ability="bolt"),
        ev("assign-rank", ability="bolt", to="range"),
        ev("assign-rank", ability="bolt", to="range"),
        ev("add-restriction", ability="bolt", restriction="locked-range"),
        ev("remove-rank", ability="bolt", from_="range"),
    )
    text = card(card_texts(render_cards([(broken, META)])), "Bolt")
    assert "! Bolt: Locked Range no longer applies" in text
    assert "Paid · free · unassigned 2 · 1 · 2" in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_full_page_sheet_prints_the_ability_numbers(paper: Paper) -> None:
    pdf = render_sheet(sample(), META, paper)
    with pdfplumber.open(BytesIO(pdf)) as doc:
        assert len(doc.pages) == 2
        assert (doc.pages[0].width, doc.pages[0].height) == pytest.approx(PAPERS[paper], abs=0.01)
        text = re.sub(r"\s+", " ", " ".join(p.extract_text() for p in doc.pages))
        for page in doc.pages:
            for ch in page.chars:
                assert ch["x0"] > 20, ch["text"]
                assert ch["x1"] < page.width - 20, ch["text"]
                assert ch["top"] > 20, ch["text"]
                assert ch["bottom"] < page.height - 20, ch["text"]
    # Movement, l. 23: a move action gains 4 squares
    assert "Hit points 12 · Move 4 squares · Exp 200 total, 49 spent, 151 available" in text
    assert "Accuracy (3 ranks) +6" in text
    assert "Range (2 ranks) 6 squares (ranged)" in text
    assert "DEBUFF REFERENCE Debuff Power Normal attacks Effect" in text  # a table since issue 13
    assert "Disruption 1 + 6 per rank up to rank 1" in text  # Debuffs: Disruption, rank 1 limit
    assert "page 2 of 2" in text
