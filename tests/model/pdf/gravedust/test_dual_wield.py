# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dual wielding on the printed sheet and on the cards.

gravedust.txt, Melee Attacks: Dual Wielding Attacks (l. 575–583): two melee weapons roll 2 attacks,
both at −5; one melee weapon (or a ranged one beside it) rolls once."""

from __future__ import annotations

from io import BytesIO
from typing import Any

import pdfplumber

from model.pdf.cards import BODY_MIN, render_cards
from model.pdf.sheet_pdf import SheetMeta
from rules.engine.build import Build
from tests.model.pdf.gravedust.test_layout import pdf_text
from tests.model.pdf.sheet_only import render_sheet
from tests.model.pdf.test_cards import text_of
from tests.rules.gravedust.builders import build, define, ev

META = SheetMeta("Brannoc", "Gravedust")
AXE = define("gear", id="hand-axe", name="Hand Axe", slot="hand", type="Axe", weapon=True)
BOW = define(
    "gear", id="short-bow", name="Short Bow", slot="hand", type="Bow", weapon=True, ranged=True
)
SWORD = ev("gain-gear", gear="iron-sword", instance="sword", slot="hand-1")
AXE_IN_HAND = ev("gain-gear", gear="hand-axe", instance="axe", slot="hand-2")
BOW_IN_HAND = ev("gain-gear", gear="short-bow", instance="bow", slot="hand-2")
SENTENCE = "Dual wielding Iron Sword and Hand Axe: each Attack Action or melee-attack skill rolls 2"


def dual_wielder() -> Build[Any]:
    return build(AXE, SWORD, AXE_IN_HAND)


def roll_text(b: Build[Any]) -> str:
    """`1d10 − 3` style: the roll each of the two attacks makes, from the build's MA."""
    each = b.sheet.value("ma") - 5
    return f"1d10 {'−' if each < 0 else '+'} {abs(each)}"


def test_sheet_prints_the_sentence_and_its_roll_when_dual_wielding() -> None:
    b = dual_wielder()
    text = pdf_text(render_sheet(b, META))
    assert SENTENCE in text
    assert f"both at −5 (1d10 + MA {b.sheet.value('ma')} − 5 = {roll_text(b)})" in text


def test_sheet_has_no_dual_wielding_with_one_melee_weapon_or_a_bow_beside_it() -> None:
    assert "Dual wielding" not in pdf_text(render_sheet(build(AXE, SWORD), META))
    assert "Dual wielding" not in pdf_text(render_sheet(build(BOW, SWORD, BOW_IN_HAND), META))


def test_sheet_sentence_is_at_least_7_pt() -> None:
    with pdfplumber.open(BytesIO(render_sheet(dual_wielder(), META))) as doc:
        words = doc.pages[0].extract_words(extra_attrs=["size"])
    dual = [w for w in words if w["text"] == "Dual"]
    assert dual
    assert all(w["size"] >= 7 for w in dual), dual


def test_combat_card_has_the_sentence_and_roll_at_body_size_only_when_dual_wielding() -> None:
    b = dual_wielder()
    pdf = render_cards([(b, META)])
    text = text_of(pdf)
    assert SENTENCE in text
    assert f"= {roll_text(b)})" in text
    with pdfplumber.open(BytesIO(pdf)) as doc:
        words = [w for p in doc.pages for w in p.extract_words(extra_attrs=["size"])]
    assert all(w["size"] >= BODY_MIN for w in words if w["text"] in ("Dual", "wielding"))
    assert "Dual wielding" not in text_of(render_cards([(build(AXE, SWORD), META)]))
