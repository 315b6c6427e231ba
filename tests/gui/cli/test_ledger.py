# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright export --pdf OUT --ledger`: the session ledger pages after the sheet."""

from __future__ import annotations

import json
import re
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from gui.cli.main import main

MAIN = {"power": 4, "focus": 3, "agility": 5, "toughness": 4}
SUB = {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1}


def sw(*args: str | Path) -> int:
    """Run the CLI in-process and return its exit code."""
    return main([str(a) for a in args])


def pages_text(path: Path) -> list[str]:
    """Each page's whitespace-normalised text."""
    reader = PdfReader(BytesIO(path.read_bytes()))
    return [re.sub(r"\s+", " ", p.extract_text()) for p in reader.pages]


@pytest.fixture
def sera(tmp_path: Path) -> Path:
    """A Lyrian human through creation into the first arc, with one EXP award."""
    path = tmp_path / "sera.sheetwright.json"
    assert sw("new", "--system", "lyrian", "--name", "Séra Nyx", "-o", path) == 0
    for op, *fields in (
        ("start-creation",),
        ("choose-race", "race=human"),
        ("assign-stats", f"main={json.dumps(MAIN)}", f"sub={json.dumps(SUB)}"),
        ("start-arc", "title=The Red Halo"),
    ):
        assert sw("add", path, op, *fields) == 0
    assert sw("add", path, "award-exp", "amount=150", "--note", "bandit ambush") == 0
    return path


def test_lyrian_ledger_lists_every_award_and_spend(sera: Path, tmp_path: Path) -> None:
    plain, with_ledger = tmp_path / "plain.pdf", tmp_path / "ledger.pdf"
    assert sw("export", sera, "--pdf", plain) == 0
    assert sw("export", sera, "--pdf", with_ledger, "--ledger") == 0
    sheet, full = pages_text(plain), pages_text(with_ledger)
    assert len(full) > len(sheet)
    ledger = " ".join(full[len(sheet) :])
    assert "Séra Nyx — session ledger" in ledger
    for text in (
        "EXP — BALANCE 1150",
        "bandit ambush",
        "+150",
        "creation: EXP for classes",
        "+1000",
        "award-exp",
        "expired: they do not carry over to the next arc",
        "INTERLUDE POINTS — BALANCE 0",
        "CLIM — BALANCE 3000",
    ):
        assert text in ledger, text


def test_gravedust_ledger(tmp_path: Path) -> None:
    vex = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Zoë Ørsted", "-o", vex) == 0
    assert sw("add", vex, "kill", "worth=15", "--note", "Ratlin boss") == 0
    assert sw("add", vex, "award-xp", "amount=5", "--note", "found the shrine") == 0
    out = tmp_path / "vex.pdf"
    assert sw("export", vex, "--pdf", out, "--ledger", "--paper", "letter") == 0
    ledger = " ".join(pages_text(out)[1:])
    assert "Zoë Ørsted — session ledger" in ledger
    assert "Ratlin boss" in ledger
    assert "found the shrine" in ledger
    assert "award-xp" in ledger


def test_ledger_needs_a_pdf_sheet(sera: Path, tmp_path: Path) -> None:
    assert sw("export", sera, "--json", tmp_path / "x.json", "--ledger") != 0
    assert sw("export", sera, "--pdf", tmp_path / "x.pdf", "--cards", "--ledger") != 0
