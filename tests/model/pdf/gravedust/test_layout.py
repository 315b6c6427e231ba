# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The printed Gravedust sheet: extracted text, page geometry and fonts of the rendered PDF."""

from __future__ import annotations

import copy
import re
from dataclasses import replace
from functools import cache
from io import BytesIO
from typing import Any

import pytest
from pypdf import PdfReader

from model.pdf.drawing import LEADING, Rect, fit_block, width_of
from model.pdf.fonts import SANS_BOLD, register_fonts
from model.pdf.sheet_pdf import MARGIN, Paper, SheetMeta
from rules.engine.build import Build
from rules.engine.sheet_value import Sheet
from tests.model.pdf.sheet_only import render_sheet
from tests.rules.gravedust.builders import build, example_events

NAME = "Zoë Ørsted-Łukasz"
META = SheetMeta(NAME, "Gravedust")
ATTRIBUTES = ("str", "dex", "agi", "end", "mag", "int")
STATS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover", "level")
PAPERS: dict[Paper, tuple[float, float]] = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
LONG = "Extraordinarily Long Name of the Everlasting Twilight Sovereign"


@cache
def example() -> Build[Any]:
    """The example character (dwarf, level 3, sword, focus with two spellstones, chainmail)."""
    events = example_events()
    return build(*events, content=())


@cache
def example_text(paper: Paper = "a4") -> str:
    """The example sheet's extracted text with every run of whitespace made one space."""
    return pdf_text(render_sheet(example(), META, paper))


def pdf_text(pdf: bytes) -> str:
    """All text of a one-page PDF, whitespace normalised."""
    reader = PdfReader(BytesIO(pdf))
    assert len(reader.pages) == 1
    return re.sub(r"\s+", " ", reader.pages[0].extract_text())


def test_example_build_is_valid() -> None:
    assert example().valid, example().errors


def test_name_prints_exactly_with_its_accents() -> None:
    assert NAME in example_text()


@pytest.mark.parametrize("key", ATTRIBUTES)
def test_attribute_value_is_next_to_its_label(key: str) -> None:
    value = example().sheet[key]
    assert f"{value.label} {value.value} " in example_text()


@pytest.mark.parametrize("key", STATS)
def test_combat_stat_value_is_next_to_its_label(key: str) -> None:
    value = example().sheet[key]
    assert f" {value.label} {value.value} " in example_text()


def test_progress_and_sneak_values_are_printed() -> None:
    sheet = example().sheet
    text = example_text()
    assert f"XP {sheet.value('xp')} / {sheet.value('xp-needed')} " in text
    assert f"Gold {sheet.value('gold')} " in text
    assert f"Sneak VIS {sheet.value('sneak-vis')} " in text
    assert f"Sneak MOVE {sheet.value('sneak-move')} " in text


@pytest.mark.parametrize(
    ("printed", "why"),
    [
        ("HP 30 ", "gravedust.txt, Hit Points: 5 + 5×END(1 +2 race +1 level-up = 4) + Chainmail 5"),
        ("MP 3 ", "gravedust.txt, Magic Points: MAG 1 + Oak Focus [MP +2]"),
        ("MA 4 ", "gravedust.txt, Melee Attack: DEX 1 + Iron Sword 2 + Whetstone enhancement 1"),
        ("MOVE 11 ", "gravedust.txt, Movement: base 10 − Chainmail (MOVE 1) + Haste +2"),
        ("VIS 13 ", "gravedust.txt, Visibility: base 10 + Iron Sword (VIS 1) + Chainmail (VIS 2)"),
        ("INT 2 ", "gravedust.txt, leveling: INT 1 + one level-up point"),
        ("XP 2 / 30 ", "gravedust.txt, leveling: 32 XP from level 1 → level 3 with 2 left; 3×10"),
        ("Gold 30 ", "fixture quest reward of 30 gold"),
    ],
)
def test_pinned_rulebook_numbers(printed: str, why: str) -> None:
    assert printed in example_text(), why


@pytest.mark.parametrize(
    "text",
    ["Iron Sword", "[2]Oak Focus", "Chainmail", "Caster focus", "[MA +3]", "(VIS 2)"],
)
def test_gear_boxes_show_name_type_and_stats(text: str) -> None:
    assert text in example_text()


def test_gear_slot_boxes_name_what_fills_them() -> None:
    text = example_text()
    assert "Reknit spellstone" in text
    assert "Missile spellstone" in text
    assert "Whetstone" in text
    assert "ARTIFACT" in text  # the empty artifact box is captioned, left to write in
    assert "empty" not in text


def test_skill_grid_items_and_buffs() -> None:
    text = example_text()
    assert "Quick Focus [1] (–)" in text
    assert "Minor Health Potion ×1" in text
    assert "Minor Mana Potion ×1" in text
    assert "Haste +2 MOVE 3 turns" in text
    assert "Sheetwright — Gravedust" in text


@pytest.mark.parametrize(("paper", "size"), PAPERS.items())
def test_page_size_follows_the_paper(paper: Paper, size: tuple[float, float]) -> None:
    reader = PdfReader(BytesIO(render_sheet(example(), META, paper)))
    box = reader.pages[0].mediabox
    assert len(reader.pages) == 1
    assert float(box.width) == pytest.approx(size[0], abs=1)
    assert float(box.height) == pytest.approx(size[1], abs=1)


@pytest.mark.parametrize("paper", PAPERS)
def test_all_text_starts_inside_the_margins(paper: Paper) -> None:
    pdf = render_sheet(stress_build(), META, paper)
    width, height = PAPERS[paper]
    for x, y in text_origins(pdf):
        assert MARGIN - 0.5 <= x <= width - MARGIN
        assert MARGIN - 3 <= y <= height - MARGIN


def text_origins(pdf: bytes) -> list[tuple[float, float]]:
    """Where each non-blank text run of the page begins, in page coordinates."""
    found: list[tuple[float, float]] = []

    def visit(text: str, cm: list[float], tm: list[float], *_: object) -> None:
        if text.strip():
            found.append((tm[4] * cm[0] + cm[4], tm[5] * cm[3] + cm[5]))

    PdfReader(BytesIO(pdf)).pages[0].extract_text(visitor_text=visit)
    assert found
    return found


def test_fonts_are_embedded_dejavu_only() -> None:
    page = PdfReader(BytesIO(render_sheet(example(), META))).pages[0]
    resources: Any = page["/Resources"]
    fonts = resources["/Font"]
    names = [str(fonts[key].get_object()["/BaseFont"]) for key in fonts]
    assert names
    assert all("DejaVu" in name for name in names), names


def test_empty_character_renders() -> None:
    text = pdf_text(render_sheet(build(content=()), SheetMeta("", "Gravedust")))
    assert "No race chosen" in text
    # THE CHARACTER SHEET: four gear boxes; an empty one is a box to write in, under its caption
    assert [w for w in ("HAND 1", "HAND 2", "BODY", "ARTIFACT") if w in text] == [
        "HAND 1", "HAND 2", "BODY", "ARTIFACT"
    ]  # fmt: skip
    assert "empty" not in text
    assert "None" in text


def test_broken_portrait_draws_the_empty_box_without_a_placeholder_word() -> None:
    # THE CHARACTER SHEET: "Portrait, Map icon, and Name" at the top; Sheetwright keeps no map
    # icon, so neither box prints a word standing in for a picture (issue 13, point 10).
    meta = SheetMeta(NAME, "Gravedust", portrait=b"\x89PNG\r\n\x1a\nnot really a png")
    text = pdf_text(render_sheet(example(), meta))
    assert NAME in text
    assert "portrait" not in text
    assert "map icon" not in text


def test_good_portrait_is_drawn_as_an_image() -> None:
    pil = pytest.importorskip("PIL.Image")
    buffer = BytesIO()
    pil.new("RGB", (30, 50), (90, 120, 160)).save(buffer, "PNG")
    pdf = render_sheet(example(), SheetMeta(NAME, "Gravedust", portrait=buffer.getvalue()))
    page = PdfReader(BytesIO(pdf)).pages[0]
    assert "portrait" not in pdf_text(pdf).split(NAME)[0]
    assert len(page.images) == 1


def test_a_system_the_registry_does_not_know_is_refused() -> None:
    other = replace(
        example(), system=replace(example().system, id="nosuch", title="No Such System")
    )
    with pytest.raises(ValueError, match="unknown game system 'nosuch'"):
        render_sheet(other, META)


def stress_build() -> Build[Any]:
    """The example with every list full of long names and huge numbers."""
    sections: dict[str, Any] = copy.deepcopy(dict(example().sheet.sections))
    kinds = ["enhancement", "spellstone", "strike", "spellstone"]
    boxes = [
        {"index": i + 1, "kind": k, "available": True, "filled": f"Greater {k} of {LONG}"}
        for i, k in enumerate(kinds)
    ]
    stats = [{"text": t} for t in ("[MA +12]", "[DEF +4]", "[HP +20]", "(MOVE 3)", "(VIS 4)")]
    piece = {"display_name": f"[12]{LONG}", "type": "Ceremonial greatsword", "stats": stats}
    for slot in sections["gear"]:
        slot["piece"] = piece | {"boxes": boxes}
    ability = {"kind": "skill", "name": LONG, "activations": 12, "cooldown": 10}
    sections["skills"] = [{"index": i, "unlocked": True, "ability": ability} for i in range(12)]
    item = {"kind": "item", "name": f"Greater Elixir of {LONG}", "count": 99}
    sections["items"] = [{"index": i, "content": item} for i in range(6)]
    buff = {"name": LONG, "effect": f"+2 MOVE and {LONG} " * 3, "duration": 99, "debuff": True}
    sections["buffs"] = [buff] * 5
    values = {k: v._replace(value=v.value * 1000 + 999) for k, v in example().sheet.values.items()}
    return replace(example(), sheet=Sheet(values, sections))


def test_stress_sheet_fits_one_page_with_its_text() -> None:
    meta = SheetMeta(f"{NAME} von Hohenzollern-Sigmaringen the Third", "Gravedust", notes=LONG * 20)
    text = pdf_text(render_sheet(stress_build(), meta, "letter"))
    assert "Greater spellstone" in text
    assert "99 turns" in text


@pytest.mark.parametrize(
    "text", ["Quick Focus", LONG, LONG * 6, "Averyveryverylongwordwithoutspaces" * 3]
)
@pytest.mark.parametrize("height", [10.0, 24.0, 60.0])
def test_wrapped_text_never_leaves_its_box(text: str, height: float) -> None:
    register_fonts()
    area = Rect(0, 0, 80, height)
    size, lines = fit_block(text, SANS_BOLD, 9, area, 4)
    assert len(lines) * size * LEADING <= height + 0.01 or len(lines) == 1
    assert all(width_of(line, SANS_BOLD, size) <= area.w + 0.01 for line in lines)


def test_several_sheets_in_one_pdf() -> None:
    from tests.model.pdf.sheet_only import render_sheets

    pages = [
        (example(), SheetMeta("Anna", "Gravedust")),
        (example(), SheetMeta("Bertók", "Gravedust")),
    ]
    reader = PdfReader(BytesIO(render_sheets(pages, "letter")))
    assert len(reader.pages) == 2
    assert "Anna" in reader.pages[0].extract_text()
    assert "Bertók" in reader.pages[1].extract_text()
