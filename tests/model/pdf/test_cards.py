# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Card-sized sheet sections: text on the cards, card geometry, cut marks, pages and fitting."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from io import BytesIO
from typing import Any

import pytest
from pypdf import PdfReader
from reportlab.lib.units import mm

from model.pdf.cards import (
    BODY_MIN,
    Card,
    Row,
    Text,
    card_rects,
    cards_for,
    fit_body,
    paginate,
    render_cards,
    render_deck,
)
from model.pdf.drawing import LEADING, Rect, width_of
from model.pdf.fonts import CONDENSED, CONDENSED_BOLD, SANS_BOLD, register_fonts
from model.pdf.sheet_meta import Paper, SheetMeta
from rules.engine.build import Build
from rules.engine.sheet_value import Sheet
from tests.model.pdf.test_cards_geometry import card_texts, is_subsequence
from tests.rules.gravedust import builders as gravedust
from tests.rules.miridon import builders as miridon
from tests.systems.install import headless_parts

NAME = "Zoë Ørsted-Łukasz"
PAPERS: dict[Paper, tuple[float, float]] = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
FONTS = {"DejaVuSansCondensed": CONDENSED, "DejaVuSansCondensed-Bold": CONDENSED_BOLD}
NUMBER = r"(-?[\d.]+)"


@cache
def gravedust_example() -> Build[Any]:
    """The Gravedust example (dwarf, level 3, sword, focus with two spellstones, chainmail)."""
    return gravedust.build(*gravedust.example_events(), content=())


@cache
def duelist() -> Build[Any]:
    """A Miridon duelist with flairs, one of them the longest in the rulebook."""
    ev = miridon.ev
    return miridon.build(
        *miridon.character("duelist", points=200, strength=12, speed=9),
        ev("buy-flair", flair="parry"),
        ev("buy-flair", flair="agile-strike"),
        ev("buy-talent-rank", talent="redouble"),
        ev("assign-mutation", mutation="dragon"),
        ev("buy-flair", flair="dragon-elemental-affinity"),
    )


def pages(pdf: bytes) -> list[Any]:
    """The pages of a PDF."""
    return list(PdfReader(BytesIO(pdf)).pages)


def text_of(pdf: bytes) -> str:
    """All text of a PDF with every run of whitespace made one space."""
    return re.sub(r"\s+", " ", " ".join(p.extract_text() for p in pages(pdf)))


def drawn_cards(page: Any) -> list[Rect]:
    """The card-sized rectangles drawn on a page (`x y w h re`)."""
    data = page.get_contents().get_data().decode("latin-1")
    found = re.findall(rf"{NUMBER} {NUMBER} {NUMBER} {NUMBER} re", data)
    rects = [Rect(*map(float, f)) for f in found]
    return [r for r in rects if r.w > 150 and r.h > 150]


def drawn_lines(page: Any) -> list[tuple[float, float, float, float]]:
    """The straight strokes of a page (`x1 y1 m x2 y2 l`), the cut marks among them."""
    data = page.get_contents().get_data().decode("latin-1")
    found = re.findall(rf"{NUMBER} {NUMBER} m {NUMBER} {NUMBER} l S", data)
    return [(float(a), float(b), float(c), float(d)) for a, b, c, d in found]


def text_boxes(page: Any) -> list[tuple[str, Rect]]:
    """Each text run with the box it covers: origin, measured width and font size."""
    runs: list[tuple[str, Rect]] = []

    def visit(text: str, cm: Any, tm: Any, font: Any, size: float) -> None:
        if text.strip() and font is not None:
            base = str(font.get("/BaseFont", "")).split("+")[-1]
            face = FONTS.get(base, SANS_BOLD)
            runs.append((text, Rect(tm[4], tm[5], width_of(text, face, size), size)))

    page.extract_text(visitor_text=visit)
    return runs


def inside(inner: Rect, outer: Rect, slack: float = 0.5) -> bool:
    """True when `inner` lies within `outer`."""
    return (
        inner.x >= outer.x - slack
        and inner.right <= outer.right + slack
        and inner.y >= outer.y - slack
        and inner.top <= outer.top + slack
    )


def overlaps(a: Rect, b: Rect) -> bool:
    """True when a segment or rectangle reaches into the inside of `b`."""
    return a.x < b.right and a.right > b.x and a.y < b.top and a.top > b.y


def test_gravedust_cards_show_names_and_values() -> None:
    build = gravedust_example()
    text = text_of(render_cards([(build, SheetMeta(NAME, "Gravedust"))]))
    for expected in (NAME, "Dwarf", "Combat stats", "Iron Sword", "Whetstone", "Chainmail"):
        assert expected in text
    for expected in ("Quick Focus", "Minor Health Potion × 1", "Haste 3 turns", "+2 MOVE"):
        assert expected in text
    for key in ("str", "end", "hp", "mp", "ma", "arm", "move", "sneak-vis"):
        value = build.sheet[key]
        assert f" {value.label} {value.value} " in text
    assert f"XP {build.sheet.value('xp')} / {build.sheet.value('xp-needed')}" in text


def test_gravedust_has_a_card_per_equipped_gear_piece() -> None:
    titles = [c.title for c in cards_for(gravedust_example(), SheetMeta(NAME, "Gravedust"))]
    gear = ["Iron Sword", "[2]Oak Focus", "Chainmail"]
    own = [t for t in titles if not t.startswith("At the table")]
    assert own == [NAME, "Combat stats", *gear, "Skills", "Items", "Buffs & debuffs"]
    assert titles[len(own)] == "At the table"  # the rules of play come last


def test_miridon_cards_show_specials_flairs_and_talents() -> None:
    build = duelist()
    assert build.valid, build.errors
    text = text_of(render_cards([(build, SheetMeta("Ælfrida Vonšek", "Miridon"))], "letter"))
    for expected in ("Ælfrida Vonšek", "Miridon · Duelist", "Riposte", "Class special · Rank 2"):
        assert expected in text
    for expected in ("Parry", "Agile Strike", "Condition: [Weapon Weight]", "Redouble 1"):
        assert expected in text
    assert "Maximum Strength Points 12 " in text
    assert "The character can perform [Riposte Melee Attack] as a [Bonus Action]." in text


def test_miridon_weapon_and_spell_cards() -> None:
    build = duelist()
    sections = {
        **build.sheet.sections,
        "spells": [{"id": "elemental-spell", "name": "Elemental Spell", "effect": "8d6"}],
        "weapons": [{"name": "Rapier", "damage": "1d6+1", "to_hit": 2, "columns": {"Block": "+1"}}],
    }
    sheet = Sheet(build.sheet.values, sections)
    found = cards_for(replace(build, sheet=sheet), SheetMeta("A", "Miridon"))
    rapier = next(c for c in found if c.title == "Rapier")
    assert rapier.body == (Row("Damage", "1d6+1"), Row("To hit", "+2"), Row("Block", "+1"))
    text = text_of(render_deck([found]))
    assert "Elemental Spell" in text
    assert "Range 60 ft" in text  # from the content entry when the sheet does not say
    assert "Effect 8d6" in text
    assert "Deal 6d6 elemental damage" in text


def test_miridon_sheet_without_spells_or_weapons_prints_neither() -> None:
    build = duelist()
    bare = {k: v for k, v in build.sheet.sections.items() if k not in ("spells", "weapons")}
    titles = [
        c.title
        for c in cards_for(
            replace(build, sheet=Sheet(build.sheet.values, bare)), SheetMeta("A", "M")
        )
    ]
    assert "Elemental Spell" not in titles
    assert "Weapons" not in titles


ELSEWHERE = headless_parts("elsewhere", "Elsewhere", "rules.gravedust.system:SYSTEM")
"""A registered system with no cards of its own: the shared generic cards print it."""


@pytest.mark.parametrize("system", ["gravedust", "miridon", "elsewhere"])
def test_a_sheet_missing_every_key_still_prints(
    system: str, register_systems: Callable[..., None]
) -> None:
    register_systems(ELSEWHERE)
    build = duelist() if system == "miridon" else gravedust_example()
    sheet = Sheet({}, {"gear": "not a list", "flairs": [None, 3], "x": None})
    empty = replace(build, sheet=sheet, system=replace(build.system, id=system))
    assert "Nobody" in text_of(render_cards([(empty, SheetMeta("Nobody", "Any"))]))


def test_other_systems_get_generic_cards(register_systems: Callable[..., None]) -> None:
    register_systems(ELSEWHERE)
    build = gravedust_example()
    other = replace(build, system=replace(build.system, id="elsewhere"))
    titles = [c.title for c in cards_for(other, SheetMeta("A", "Elsewhere"))]
    assert "Identity" in titles
    assert "Castable spells" in titles
    text = text_of(render_cards([(other, SheetMeta("A", "Elsewhere"))]))
    assert "HP 30" in text
    assert "Reknit" in text


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_cards_are_63_by_88_mm_nine_to_a_centred_page(paper: Paper) -> None:
    deck = [Card(f"Card {i}", body=(Row("Value", str(i)),)) for i in range(9)]
    (page,) = pages(render_deck([deck], paper))
    assert tuple(float(v) for v in page.mediabox[2:]) == pytest.approx(PAPERS[paper], abs=0.01)
    rects = drawn_cards(page)
    assert len(rects) == 9
    for drawn, planned in zip(rects, card_rects(paper), strict=True):
        assert (drawn.x, drawn.y) == pytest.approx((planned.x, planned.y), abs=0.01)
    for rect in rects:
        assert rect.w == pytest.approx(63 * mm, abs=0.5 * mm)
        assert rect.h == pytest.approx(88 * mm, abs=0.5 * mm)
    width, height = PAPERS[paper]
    left, right = min(r.x for r in rects), width - max(r.right for r in rects)
    bottom, top = min(r.y for r in rects), height - max(r.top for r in rects)
    assert left == pytest.approx(right, abs=0.1)
    assert bottom == pytest.approx(top, abs=0.1)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_cut_marks_sit_at_card_corners_outside_every_card(paper: Paper) -> None:
    (page,) = pages(render_deck([[Card("Only")]], paper))
    rects = card_rects(paper)
    marks = drawn_lines(page)
    xs = {round(r.x, 2) for r in rects} | {round(r.right, 2) for r in rects}
    ys = {round(r.y, 2) for r in rects} | {round(r.top, 2) for r in rects}
    assert len(marks) == 2 * (len(xs) + len(ys))
    width, height = PAPERS[paper]
    for x1, y1, x2, y2 in marks:
        assert round(x1, 2) in xs if x1 == x2 else round(y1, 2) in ys
        segment = Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
        for rect in rects:
            assert not overlaps(segment, rect)
        assert inside(segment, Rect(1, 1, width - 2, height - 2), slack=0)


@pytest.mark.parametrize(("count", "expected"), [(1, 1), (9, 1), (10, 2), (18, 2), (19, 3)])
def test_more_than_nine_cards_go_on_more_pages(count: int, expected: int) -> None:
    deck = [Card(f"Card {i}") for i in range(count)]
    found = pages(render_deck([deck]))
    assert len(found) == expected
    assert sum(len(drawn_cards(p)) for p in found) == count
    assert f"Card {count - 1}" in found[-1].extract_text()


def test_each_character_starts_on_a_new_page() -> None:
    one, two = SheetMeta("One", "Gravedust"), SheetMeta("Two", "Miridon")
    decks = [cards_for(gravedust_example(), one), cards_for(duelist(), two)]
    counts = [len(paginate(deck)) for deck in decks]  # with the cards a long one continues on
    found = pages(render_cards([(gravedust_example(), one), (duelist(), two)]))
    assert len(found) == sum(-(-n // 9) for n in counts)
    assert "Two" not in found[0].extract_text()
    assert "One" not in found[-1].extract_text()


LONG = " ".join(["The [Dragon Elemental Affinity] changes with every [Element] that hits."] * 60)


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_long_text_continues_on_another_card_inside_the_frames(paper: Paper) -> None:
    # issue 6: long text "continues on a second card — never overflows the card or gets cut off"
    card = Card(
        "Dragon Elemental Affinity " * 4, "Racial flair", (Text(LONG), Row("Rank " * 30, "9"))
    )
    (page,) = pages(render_deck([[card, Card("Neighbour")]], paper))
    rects = card_rects(paper)
    runs = text_boxes(page)
    assert len(runs) > 20
    for text, box in runs:
        assert any(inside(box, rect.inset(1.0)) for rect in rects), text
    body = [box for t, box in runs if "Affinity Dragon" not in t and "Affinity (cont" not in t]
    assert min(box.h for box in body) >= BODY_MIN - 0.01
    text = page.extract_text()
    assert "…" not in text
    assert "(cont.)" in text
    whole = " ".join(card_texts(render_deck([[card]], paper)))  # card after card, in deck order
    assert is_subsequence(LONG.split(), whole)


def test_fitted_body_never_overflows_and_short_text_keeps_its_size() -> None:
    register_fonts()
    rect = Rect(0, 0, 160, 200)
    size, lines = fit_body([Text(LONG)], rect)
    assert size == BODY_MIN
    assert len(lines) * size * LEADING <= rect.h
    size, lines = fit_body([Row("HP", "30")], rect)
    assert (size, len(lines)) == (9.0, 1)


def test_the_longest_real_flair_continues_at_7_pt_rather_than_shrinking() -> None:
    meta = SheetMeta(NAME, "Miridon")
    card = next(c for c in cards_for(duelist(), meta) if c.title == "Dragon Elemental Affinity")
    (page,) = pages(render_deck([[card]]))
    text = re.sub(r"\s+", " ", page.extract_text())
    assert "Dragon Elemental Affinity (cont.)" in text
    assert "Normal: The [Damage Dealt] of all elemental attacks is not negated." in text
    first, second = card_rects("a4")[:2]
    for run, box in text_boxes(page):
        assert box.h >= BODY_MIN - 0.01, run
        assert inside(box, first.inset(1.0)) or inside(box, second.inset(1.0)), run


@pytest.mark.parametrize("name", [NAME, "Δημήτρης Жуков", "Siobhán Ní Dhómhnaill"])
def test_unicode_names_print_exactly(name: str) -> None:
    text = text_of(render_cards([(gravedust_example(), SheetMeta(name, "Gravedust"))]))
    assert name in text
    assert f"{name} · Gravedust" in text


def test_unknown_paper_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown paper size"):
        render_deck([[Card("A")]], "a3")  # type: ignore[arg-type]


def test_a_system_the_registry_does_not_know_gets_no_cards() -> None:
    other = replace(gravedust_example(), system=replace(gravedust_example().system, id="nosuch"))
    with pytest.raises(ValueError, match="unknown game system 'nosuch'"):
        cards_for(other, SheetMeta("A", "No Such System"))
