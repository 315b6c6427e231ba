# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Miridon sheet: extracted text, page count and size, font sizes and margins."""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from functools import cache
from io import BytesIO
from typing import Any

import pytest
from pypdf import PdfReader

from model.pdf.sheet_pdf import MARGIN, Paper, SheetMeta
from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.sheet_value import Sheet
from rules.miridon.state import MiridonState
from tests.model.pdf.sheet_only import render_sheet
from tests.rules.miridon.builders import build, character, errors, ev

NAME = "Ælfrida Vonšek"
META = SheetMeta(NAME, "Miridon")
PAPERS: dict[Paper, tuple[float, float]] = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
POINTS = (
    "max-strength",
    "max-speed",
    "max-battle-strength",
    "max-battle-speed",
    "weight-penalty",
    "max-weight-penalty",
    "turn-order",
    "passive-evasion",
    "active-evasion",
    "physical-damage-reduction",
    "spell-damage-reduction",
    "restore-strength",
    "restore-speed",
    "redouble-threshold",
)
READABLE = 6.0


def buy(op: str, field: str, *names: str) -> list[Event]:
    """One purchase event per name (repeat a name for more ranks)."""
    return [ev(op, **{field: name}) for name in names]


@cache
def duelist() -> Build[MiridonState]:
    """A 23/19 duelist: Melee Boost 2, spell boosts, Redouble, three flairs, longsword and shield."""
    talents = ("melee-boost",) * 2 + ("offensive-spell-boost",) * 2
    return build(
        *character("duelist", points=300, strength=23, speed=19),
        *buy("buy-talent-rank", "talent", *talents, "general-spell-boost", "redouble"),
        *buy("buy-flair", "flair", "parry", "agile-strike", "redouble-specialist"),
        *buy("buy-skill-rank", "skill", "stealth", "taunt"),
        *buy("wield", "weapon", "longsword", "small-shield"),
    )


@cache
def skiffmaster() -> Build[MiridonState]:
    """A 23/19 skiffmaster (Caravan Master 4) with four crew members, one of them dead."""
    crew = ("Bosun", "Ysolde Mäkinen", "Pike", "Marrow")
    return build(
        *character("skiffmaster", points=100, strength=23, speed=19),
        ev("buy-skill-rank", skill="stealth"),
        ev("buy-talent-rank", talent="gun-boost"),
        ev("wield", weapon="revolver"),
        *buy("recruit-crew", "name", *crew),
        ev("crew-member-dies", name="Pike"),
    )


@cache
def techie() -> Build[MiridonState]:
    """A 15/15 techie (Mech Training 3) with a two-part mech."""
    return build(
        *character("techie", points=50, strength=15, speed=15),
        ev("add-mech-part", name="Ironhide Hull", kind="mech-body", mech_points=75),
        ev("add-mech-part", name="Left Arm", kind="mech-blade", mech_points=50),
        ev("wield", weapon="plasma-rifle"),
    )


@cache
def dual() -> Build[MiridonState]:
    """A 20/20 duelist who took Dual-Class with The Vessel."""
    return build(
        *character("duelist", points=300, strength=20, speed=20),
        ev("take-dual-class", class_="vessel"),
    )


def pages(pdf: bytes) -> list[str]:
    """Each page's extracted text with every run of whitespace made one space."""
    return [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(BytesIO(pdf)).pages]


@cache
def text_of(which: str, paper: Paper = "a4") -> str:
    """The whole sheet text of one of the example characters."""
    example = {"duelist": duelist, "skiffmaster": skiffmaster, "techie": techie, "dual": dual}
    return " ".join(pages(render_sheet(example[which](), META, paper)))


@pytest.mark.parametrize("example", [duelist, skiffmaster, techie, dual])
def test_examples_are_valid(example: Any) -> None:
    assert example().valid, errors(example())


def test_name_and_class_print() -> None:
    assert f"{NAME} Duelist No mutations" in text_of("duelist")


def test_a_dual_class_shows_both_classes() -> None:
    assert f"{NAME} Duelist / The Vessel" in text_of("dual")


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("key", POINTS)
def test_every_points_value_is_printed_under_its_label(paper: Paper, key: str) -> None:
    value = duelist().sheet[key]
    assert f"{value.label} {value.value} " in text_of("duelist", paper)


def test_skill_points_and_grapple_values() -> None:
    sheet, text = duelist().sheet, text_of("duelist")
    assert f"Skill points left {sheet.value('skill-points')} " in text
    assert f"Maximum Grapple Investment {sheet.value('max-grapple-strength')} " in text
    assert f"Initiate Grapple To Hit {sheet.value('grapple-to-hit'):+d} " in text


@pytest.mark.parametrize(
    "key", ["weight-penalty", "max-weight-penalty", "max-battle-strength", "max-battle-speed"]
)
def test_weight_and_battle_points_are_marked_house_rule(key: str) -> None:
    # RULINGS.md: the rulebook's "Weight" page is missing, so these follow a house rule
    value = duelist().sheet[key]
    assert f"{value.label} {value.value} house rule" in text_of("duelist")
    assert "HOUSE RULES IN FORCE Maximum Weight Penalty before Inhuman Strength: 0." in text_of(
        "duelist"
    )


@pytest.mark.parametrize(
    ("which", "printed", "why"),
    [
        ("duelist", "Riposte Class special · Rank 4", "floor((23 + 19) / 10) = 4"),
        (
            "skiffmaster",
            "equal to their [Rank] (4) in [Caravan Master]",
            "effect with the rank filled in",
        ),
        ("techie", "Mech Training Class special · Rank 3", "floor((15 + 15) / 10) = 3"),
        ("dual", "Concentration Class special · Rank 4", "floor((20 + 20) / 10) = 4"),
        ("dual", "Elemental Riposte Dual-class special · Rank 4", "Duelist + The Vessel"),
    ],
)
def test_specials_with_rank(which: str, printed: str, why: str) -> None:
    # miridon.txt, Class Special Abilities: rank = floor((max strength + max speed) / 10)
    assert printed in text_of(which), why


@pytest.mark.parametrize(
    ("which", "printed", "why"),
    [
        # Table 6.1.1 - Swords: Longsword +1 to hit, 1d6+1; Melee Boost 2: +2 to hit, +2d6
        ("duelist", "Longsword Sword +3 3d6+1 5 ft (Melee Range) 2", "Longsword + Melee Boost 2"),
        # Table 6.2.1 - Shields: Small Shield +2 to hit, 0 damage, Block Bonus +1
        ("duelist", "Small Shield Shield +4 2d6", "Small Shield + Melee Boost 2"),
        ("duelist", "Block Bonus +1 · Heavy Block Bonus +1", "the shield's own columns"),
        # Table 6.7.1 - Pistols: Revolver +0, 2d6-1; Gun Boost 1: +2 to hit, +2 damage
        ("skiffmaster", "Revolver Pistol +2 2d6+1 60 ft", "Revolver + Gun Boost 1"),
        ("techie", "Plasma Rifle Tesla -1 2d6-1 15 ft", "Table 6.10.1 - Teslas"),
    ],
)
def test_weapon_lines(which: str, printed: str, why: str) -> None:
    assert printed in text_of(which), why


def test_weapon_breakdown_is_printed() -> None:
    assert "To hit: Longsword To Hit Bonus = +1, Melee Boost 2 × 1 = +2" in text_of("duelist")


@pytest.mark.parametrize(
    "printed",
    [
        "Melee Boost 2 Offensive Spell Boost 2 General Spell Boost 1 Redouble 1",
        "Stealth 1 Taunt 1",
        "Parry General If a character who is wielding a single Sword",
        "Agile Strike General",
        "Redouble Specialist General Various forms",
        "THE NEXT COSTS 30",
    ],
)
def test_talents_skills_and_flairs(printed: str) -> None:
    assert printed in text_of("duelist")


def test_spell_with_its_boosted_dice() -> None:
    # miridon.txt, Spell List; RULINGS.md: Elemental Spell with Offensive Spell Boost 2 and
    # General Spell Boost 1 = 6d6 + 4d6 + 1d6 = 11d6
    text = text_of("duelist")
    assert "Elemental Spell 11d6 60 ft 3 Action Blocks" in text
    assert "Offensive Spell Boost 2: +4d6 · General Spell Boost 1: +1d6" in text
    # Possession: Spell Power 15d6, Offensive +4d6/rank, General +2d6/rank = 15 + 8 + 2
    assert "Possession 25d6" in text


def test_crew_roster_of_a_skiffmaster() -> None:
    # Unique Classes — Crew Member: strength and speed 3 fewer (23 → 20, 19 → 16), ranks −2
    text = text_of("skiffmaster")
    assert "CREW — 3 OF 4 LIVING" in text
    assert "Bosun alive 20 16 Stealth 0 Gun Boost 0" in text
    assert "Ysolde Mäkinen alive 20 16" in text
    assert "Pike dead 20 16" in text
    assert "Marrow alive" in text


def test_mech_of_a_techie() -> None:
    # Chapter 9: Mech Piloting — 3 + floor(3 / 3) = 4 parts, 25 × 3 = 75 mech points each
    text = text_of("techie")
    assert "MECH — MECH TRAINING 3: UP TO 4 PARTS, 75 MECH POINTS EACH" in text
    assert "Ironhide Hull Mech Body 75 / 75" in text
    assert "Left Arm Mech Blade 50 / 75" in text


def test_no_crew_or_mech_block_when_there_is_none() -> None:
    assert "CREW" not in text_of("duelist")
    assert "MECH —" not in text_of("duelist")


def test_footer_names_the_product_and_system() -> None:
    assert re.search(r"Sheetwright — Miridon · \d{4}-\d\d-\d\d", text_of("duelist"))


@pytest.mark.parametrize(("paper", "size"), PAPERS.items())
@pytest.mark.parametrize("example", [duelist, skiffmaster, techie, dual])
def test_one_page_of_the_paper_size(paper: Paper, size: tuple[float, float], example: Any) -> None:
    reader = PdfReader(BytesIO(render_sheet(example(), META, paper)))
    assert len(reader.pages) == 1
    box = reader.pages[0].mediabox
    assert float(box.width) == pytest.approx(size[0], abs=1)
    assert float(box.height) == pytest.approx(size[1], abs=1)


def many_flairs(count: int = 45) -> Build[MiridonState]:
    """The duelist's sheet listing the first `count` flairs of the rulebook."""
    sections: dict[str, Any] = copy.deepcopy(dict(duelist().sheet.sections))
    every = duelist().content.entries("flair")[:count]
    sections["flairs"] = [{"id": f.id, "name": f.name} for f in every]
    return replace(duelist(), sheet=Sheet(dict(duelist().sheet.values), sections))


@pytest.mark.parametrize("paper", PAPERS)
def test_a_long_flair_list_continues_on_page_two(paper: Paper) -> None:
    pdf = render_sheet(many_flairs(), META, paper)
    first, *rest = pages(pdf)
    assert len(rest) == 1
    flairs = many_flairs().sheet.sections["flairs"]
    assert isinstance(flairs, list)
    assert flairs[0]["name"] in first
    assert flairs[-1]["name"] in rest[0]
    assert "FLAIRS — 45 OWNED" in first
    assert "(CONTINUED)" in rest[0]
    assert "page 2 of 2" in rest[0]
    assert "Elemental Spell 11d6" in rest[0]
    assert min(font_sizes(pdf)) >= READABLE


def font_sizes(pdf: bytes) -> list[float]:
    """The size of every non-blank text run on every page."""
    sizes: list[float] = []

    def visit(text: str, cm: list[float], tm: list[float], font: object, size: float) -> None:
        if text.strip():
            sizes.append(size * tm[3] * cm[3])

    for page in PdfReader(BytesIO(pdf)).pages:
        page.extract_text(visitor_text=visit)
    return sizes


def test_every_flair_of_the_rulebook_takes_three_pages() -> None:
    pdf = render_sheet(many_flairs(121), META, "a4")
    *_, last = pages(pdf)
    assert "page 3 of 3" in last
    assert min(font_sizes(pdf)) >= READABLE


@pytest.mark.parametrize("paper", PAPERS)
def test_all_text_starts_inside_the_margins(paper: Paper) -> None:
    width, height = PAPERS[paper]
    for x, y in text_origins(render_sheet(many_flairs(121), META, paper)):
        assert MARGIN - 0.5 <= x <= width - MARGIN
        assert MARGIN - 3 <= y <= height - MARGIN


def text_origins(pdf: bytes) -> list[tuple[float, float]]:
    """Where each non-blank text run of every page begins, in page coordinates."""
    found: list[tuple[float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip():
            found.append((tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]))

    for page in PdfReader(BytesIO(pdf)).pages:
        page.extract_text(visitor_text=visit)
    assert found
    return found


def test_fonts_are_embedded_dejavu_only() -> None:
    page = PdfReader(BytesIO(render_sheet(duelist(), META))).pages[0]
    resources: Any = page["/Resources"]
    fonts = resources["/Font"]
    names = [str(fonts[key].get_object()["/BaseFont"]) for key in fonts]
    assert names
    assert all("DejaVu" in name for name in names), names


def test_empty_character_renders() -> None:
    text = " ".join(pages(render_sheet(build(), SheetMeta("", "Miridon"))))
    assert "Unnamed No class chosen No mutations" in text
    assert "No weapon wielded" in text
    assert "Elemental Spell 6d6" in text  # Spell List: the base effect, no boosts


def test_rule_problems_are_named_in_the_header() -> None:
    broken = build(*character("duelist", points=5), ev("buy-talent-rank", talent="dual-class"))
    assert broken.errors
    assert "Rule problem:" in " ".join(pages(render_sheet(broken, META)))


def test_a_long_campaign_note_is_cut_short_after_the_date_in_the_footer() -> None:
    note = "The Drowned Keep · own house rules: " + ", ".join(
        f"Rule {n} (the campaign: {n + 1})" for n in range(12)
    )
    text = " ".join(pages(render_sheet(duelist(), replace(META, campaign_note=note))))
    assert re.search(r"Sheetwright — Miridon · \d{4}-\d\d-\d\d · The Drowned Keep", text)
    assert "Rule 11 (the campaign: 12)" not in text  # the note's end is what gives way
