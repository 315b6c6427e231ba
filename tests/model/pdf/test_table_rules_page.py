# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "At the table" rules of play print for every system: a page after the sheet, cards at
the end of the deck, lines on the text sheet and a section in `sheet --json` (issue 14: a rule
that depends on the moment of play is shown with its formula in words)."""

from __future__ import annotations

import json
import re
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader

from gui.cli.main import main as cli
from model.character_session import History
from model.pdf.cards import cards_for
from model.pdf.sheet_meta import SheetMeta
from model.pdf.sheet_pdf import render_sheet, render_sheets
from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE, play_rules

SAMPLES = Path(__file__).parents[3] / "resources" / "samples"
SYSTEMS = ("gravedust", "lyrian", "miridon", "heretics")


def sample(system: str) -> Build[Any]:
    document = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text(encoding="utf-8"))
    return History(document).built.build


def page_texts(pdf: bytes) -> list[str]:
    return [re.sub(r"\s+", " ", page.extract_text()) for page in PdfReader(BytesIO(pdf)).pages]


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_system_states_rules_of_play_with_sources(system: str) -> None:
    rules = play_rules(sample(system).sheet.sections)
    assert rules, f"{system} has no rules of play"
    keys = [r["key"] for r in rules]
    assert len(keys) == len(set(keys))
    for rule in rules:
        assert rule["text"].endswith((".", ")")), rule
        assert "rulebook" in (rule["source"] or ""), rule
        assert rule["source_line"], f"{rule['key']} cites no rulebook line"
        assert ".txt" not in rule["text"] + rule["source"]


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_page_follows_the_sheet_and_can_be_left_out(system: str) -> None:
    build = sample(system)
    meta = SheetMeta("Vex", build.system.title)
    with_page = page_texts(render_sheet(build, meta))
    without = page_texts(render_sheet(build, meta, table_rules=False))
    assert len(with_page) > len(without)
    extra = " ".join(with_page[len(without) :])
    assert "Vex — at the table" in extra
    first = play_rules(build.sheet.sections)[0]
    assert first["title"] in extra
    assert "at the table" not in " ".join(without)


def test_gravedust_page_prints_the_characters_own_numbers() -> None:
    # gravedust.txt, Melee Attacks l. 561: "Melee attack roll::: [1d10+MA] Vs. [DEF]"
    build = sample("gravedust")
    text = " ".join(page_texts(render_sheet(build, SheetMeta("Vex", "Gravedust"))))
    assert f"Roll 1d10 + {build.sheet.value('ma')} (MA) against the target's DEF" in text


def test_several_characters_each_get_their_page() -> None:
    builds = [(sample("gravedust"), SheetMeta("Anna", "Gravedust"))]
    builds.append((sample("heretics"), SheetMeta("Bea", "Glorious Heretics")))
    texts = page_texts(render_sheets(builds))
    assert sum("Anna — at the table" in t for t in texts) == 1
    assert sum("Bea — at the table" in t for t in texts) == 1


@pytest.mark.parametrize("system", SYSTEMS)
def test_the_deck_ends_with_the_rules_of_play(system: str) -> None:
    build = sample(system)
    cards = cards_for(build, SheetMeta("Vex", build.system.title))
    titles = [c.title for c in cards]
    first = titles.index("At the table")
    assert all(t.startswith("At the table") for t in titles[first:])
    body = " ".join(p.text for c in cards[first:] for p in c.body if hasattr(p, "text"))
    for rule in play_rules(build.sheet.sections):
        assert rule["title"] in body
        assert rule["text"] in body
    # printed once, not also as a generic section card
    assert not any(t.lower().startswith("at the table") for t in titles[:first])


@pytest.mark.parametrize("system", SYSTEMS)
def test_text_sheet_and_json_carry_the_rules(
    system: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SHEETWRIGHT_DATA_DIR", str(tmp_path))
    path = str(SAMPLES / f"{system}.sheetwright.json")
    assert cli(["sheet", path]) == 0
    text = capsys.readouterr().out
    assert "\nAt the table:\n" in text
    rules = play_rules(sample(system).sheet.sections)
    assert f"  {rules[0]['title']}: {rules[0]['text']} ({rules[0]['source']})" in text
    assert text.count("At the table") == 1  # not also as a generic section
    assert cli(["sheet", path, "--json"]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert [r["key"] for r in sheet["sections"][AT_THE_TABLE]] == [r["key"] for r in rules]
