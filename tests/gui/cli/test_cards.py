# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright export --pdf OUT --cards`: card-sized sections for every system."""

from __future__ import annotations

import re
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from gui.cli.main import main

SIZES = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}


def sw(*args: str | Path) -> int:
    """Run the CLI in-process and return its exit code."""
    return main([str(a) for a in args])


def pdf_text(path: Path) -> tuple[int, str, tuple[float, float]]:
    """Page count, whitespace-normalised text and the first page's size of a PDF file."""
    reader = PdfReader(BytesIO(path.read_bytes()))
    text = " ".join(p.extract_text() for p in reader.pages)
    box = reader.pages[0].mediabox
    return len(reader.pages), re.sub(r"\s+", " ", text), (float(box[2]), float(box[3]))


@pytest.fixture
def duelist(tmp_path: Path) -> Path:
    path = tmp_path / "duelist.sheetwright.json"
    assert sw("new", "--system", "miridon", "--name", "Ælfrida Vonšek", "-o", path) == 0
    for op, *fields in (
        ("choose-class", "class=duelist"),
        ("award-skill-points", "amount=50"),
        ("award-stats", "strength=12", "speed=9"),
        ("buy-flair", "flair=parry"),
    ):
        assert sw("add", path, op, *fields) == 0
    return path


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_gravedust_cards_export(tmp_path: Path, paper: str) -> None:
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Zoë Ørsted-Łukasz", "-o", path) == 0
    out = tmp_path / "vex-cards.pdf"
    assert sw("export", path, "--pdf", out, "--cards", "--paper", paper) == 0
    pages, text, size = pdf_text(out)
    assert pages == 1
    assert size == pytest.approx(SIZES[paper], abs=0.01)
    assert "Zoë Ørsted-Łukasz" in text
    assert "Combat stats" in text
    assert "Items" in text


def test_miridon_prints_as_cards_though_it_has_no_full_sheet(
    duelist: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "duelist.pdf"
    assert sw("export", duelist, "--pdf", out, "--cards") == 0
    assert f"Wrote {out} (A4, cards)" in capsys.readouterr().out
    _, text, _ = pdf_text(out)
    for expected in ("Ælfrida Vonšek", "Riposte", "Class special · Rank 2", "Parry"):
        assert expected in text


def test_cards_need_a_pdf_not_json(
    duelist: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "duelist.json"
    assert sw("export", duelist, "--json", out, "--cards") == 2
    assert "--cards" in capsys.readouterr().err
    assert not out.exists()


def test_export_help_mentions_cards(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        sw("export", "--help")
    assert "--cards" in capsys.readouterr().out
