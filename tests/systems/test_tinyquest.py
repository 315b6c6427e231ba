# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A fifth system from an installed package: replayed, checked, printed and used from the command
line exactly like the shipped four (no Qt here: this file also runs with Qt made absent)."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from gui.cli import target as cli_target
from gui.cli.main import main
from model.character_build import build_character
from model.document import dump_document, new_document, parse_document
from model.pdf.cards import render_cards
from model.pdf.sheet_pdf import SheetMeta, render_sheet
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.systems import get_system, known_systems, parts_of
from tests.systems.install import ROOT, write_distribution


@pytest.fixture(autouse=True)
def _fresh_cli_library() -> None:
    cli_target.library.cache_clear()


def events(*ops: tuple[str, dict[str, str]]) -> list[Event]:
    """Events from (op, fields) pairs."""
    return [Event(op, fields) for op, fields in ops]


KNIGHT_WITH_PARRY = events(
    ("choose-calling", {"calling": "knight"}), ("learn-knack", {"knack": "parry"})
)


def document(name: str = "Pip", *ops: tuple[str, dict[str, str]]) -> dict[str, object]:
    """A Tinyquest character document with these events."""
    found = new_document("tinyquest", name)
    found["events"] = [{"op": op, **fields} for op, fields in ops]
    return found


def pdf_text(pdf: bytes) -> str:
    """Every page's text, whitespace made single spaces."""
    pages = PdfReader(BytesIO(pdf)).pages
    return re.sub(r"\s+", " ", " ".join(page.extract_text() for page in pages))


def test_the_installed_system_is_registered_beside_the_shipped_ones(tinyquest: str) -> None:
    assert known_systems() == ["gravedust", "lyrian", "miridon", "heretics", "tinyquest"]
    assert parts_of(tinyquest).title == "Tinyquest"
    assert get_system(tinyquest).ops.names() == ["choose-calling", "learn-knack"]


def test_without_the_package_the_system_is_unknown() -> None:
    assert "tinyquest" not in known_systems()
    with pytest.raises(ValueError, match="unknown game system 'tinyquest'"):
        new_document("tinyquest", "Pip")


def test_replay_derives_the_value_and_refuses_what_the_rules_do_not_allow(tinyquest: str) -> None:
    character = build_character(
        document(
            "Pip", ("choose-calling", {"calling": "knight"}), ("learn-knack", {"knack": "parry"})
        )
    )
    build = character.build
    assert character.content_problems == ()
    assert build.valid
    # Tinyquest rules: Knight 12 hit points + 2 per knack (Parry) = 14
    assert build.sheet.values["hit-points"].value == 14
    assert build.sheet.values["hit-points"].breakdown() == (
        "Hit points 14 = 12 (Knight) + 2 (1 knack × 2)"
    )
    assert build.ledger.balance("luck") == 2  # starting luck 3 − Parry 1
    refused = replay(get_system(tinyquest), build.content, [*KNIGHT_WITH_PARRY, *events(
        ("learn-knack", {"knack": "dragon-tongue"})
    )])  # fmt: skip
    assert [i.message for i in refused.errors] == ["needs 4 luck, has 2"]


def test_a_house_rule_changes_the_pool(tinyquest: str) -> None:
    rich = document(
        "Pip", ("choose-calling", {"calling": "thief"}), ("learn-knack", {"knack": "dragon-tongue"})
    )
    rich["settings"] = {"starting_luck": 5}
    build = build_character(rich).build
    assert build.valid
    assert build.ledger.balance("luck") == 1
    assert build.sheet.values["hit-points"].value == 10  # Thief 8 + 2


def test_the_file_reads_back_and_prints_with_the_shared_layout_and_cards(tinyquest: str) -> None:
    stored = document("Pip", ("choose-calling", {"calling": "knight"}))
    again = parse_document(dump_document(stored), "pip.sheetwright.json")
    build = build_character(again).build
    meta = SheetMeta("Pip", "Tinyquest")
    sheet = pdf_text(render_sheet(build, meta))
    for text in ("Pip", "TINYQUEST", "Hit points 12 12 (Knight)", "CALLING Name Knight", "NOTES"):
        assert text in sheet
    cards = pdf_text(render_cards([(build, meta)]))
    assert "Hit points 12" in cards
    assert "Pip · Tinyquest" in cards


def test_the_command_line_works_on_it(
    tinyquest: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pip.sheetwright.json"
    assert main(["new", "--system", tinyquest, "--name", "Pip", "-o", str(path)]) == 0
    assert main(["check", str(path)]) == 1  # no calling yet
    assert main(["add", str(path), "choose-calling", "calling=thief"]) == 0
    assert main(["add", str(path), "learn-knack", "knack=dragon-tongue"]) == 1  # 4 luck > 3
    assert main(["add", str(path), "learn-knack", "knack=climb"]) == 0
    capsys.readouterr()
    assert main(["options", str(path), "knack"]) == 0
    assert "dragon-tongue: Dragon Tongue, costs 4  (needs 4 luck, has 1)" in capsys.readouterr().out
    assert main(["sheet", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["values"]["hit-points"]["value"] == 10
    assert main(["sheet", str(path)]) == 0
    assert "Hit points 10 = 8 (Thief) + 2 (1 knack × 2)" in capsys.readouterr().out
    assert main(["export", str(path), "--pdf", str(tmp_path / "pip.pdf")]) == 0
    assert main(["export", str(path), "--pdf", str(tmp_path / "cards.pdf"), "--cards"]) == 0
    assert main(["import", str(path)]) == 0
    capsys.readouterr()
    assert main(["list", "--system", tinyquest]) == 0
    assert "Tinyquest" in capsys.readouterr().out


def test_a_new_process_finds_it_through_the_entry_point(tmp_path: Path) -> None:
    site = write_distribution(tmp_path / "site")
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)]),
        "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
    }
    path = tmp_path / "pip.sheetwright.json"

    def sw(*args: str) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "gui.main", *args]
        return subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)

    assert sw("new", "--system", "tinyquest", "--name", "Pip", "-o", str(path)).returncode == 0
    assert sw("add", str(path), "choose-calling", "calling=knight").returncode == 0
    checked = sw("check", str(path))
    assert (checked.returncode, checked.stderr) == (0, "")
    assert sw("export", str(path), "--pdf", str(tmp_path / "pip.pdf")).returncode == 0
    assert "Hit points" in pdf_text((tmp_path / "pip.pdf").read_bytes())
    del env["PYTHONPATH"]  # the package is gone: one clear line, exit 2
    env["PYTHONPATH"] = str(ROOT)
    gone = sw("check", str(path))
    assert gone.returncode == 2
    assert gone.stderr.count("\n") == 1
    assert "unknown game system 'tinyquest'" in gone.stderr
