# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Glorious Heretics character from the command line, house rules to card PDF."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.cli.test_cli import sw

FIVE = '["strength", "stamina", "stealth", "logic", "insight"]'


def test_a_heretics_character_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ilse.sheetwright.json"
    assert sw("new", "--system", "heretics", "--name", "Ilse", "-o", path) == 0
    # RULINGS.md: starting Exp is a GM setting — a house rule set per character
    assert sw("house-rules", path, "starting_exp=20", "resource_max=4") == 0
    assert sw("house-rules", path, "starting_exp=-1") == 2
    assert "must be greater than or equal to 0" in capsys.readouterr().err
    assert sw("add", path, "choose-proficiencies", f"skills={FIVE}") == 0
    design = [
        "ability=bolt", "template=attack", "name=Fire Bolt", "paid=4",
        'properties={"accuracy": 3, "range": 2}', 'restrictions=[{"restriction": "locked-range"}]',
    ]  # fmt: skip
    # l. 89: 1 + 2 + 3 + 4 = 10 Exp; Locked Range adds 1 free rank
    assert sw("add", path, "design-ability", *design) == 0
    riposte = [
        "ability=heal",
        "template=heal",
        "name=Mend",
        "paid=1",
        'improvements={"riposte": 1}',
    ]
    assert sw("add", path, "design-ability", *riposte) == 1
    assert "Riposte needs Defenses" in capsys.readouterr().err  # l. 242 Type : Defenses
    assert sw("add", path, "buy-hit-points", "exp=4") == 0  # l. 44: 12 hit points
    assert sw("check", path) == 0
    capsys.readouterr()
    assert sw("sheet", path) == 0
    text = capsys.readouterr().out
    assert "Fire Bolt (Attack) — 1 Hostile, Physical" in text
    assert "Accuracy +6" in text  # l. 145: Accuracy = 0 (2 per rank), 3 ranks
    assert sw("sheet", path, "--json") == 0
    sheet = json.loads(capsys.readouterr().out)
    assert sheet["values"]["hit-points"]["value"] == 12
    assert sheet["values"]["exp-available"]["value"] == 20 - 10 - 4
    assert sw("house-rules", path) == 0
    assert "Starting Exp: 20  [set with starting_exp=…]" in capsys.readouterr().out
    assert sw("export", path, "--pdf", tmp_path / "cards.pdf", "--cards") == 0
    assert (tmp_path / "cards.pdf").read_bytes().startswith(b"%PDF")


def test_options_and_history_show_prices_and_the_opening_exp(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ilse.sheetwright.json"
    assert sw("new", "--system", "heretics", "--name", "Ilse", "-o", path) == 0
    assert sw("house-rules", path, "starting_exp=20") == 0
    capsys.readouterr()
    assert sw("options", path, "feat") == 0
    # glorious-heretics.txt l. 320: Multi-Attack costs 15 per rank (Max 4)
    assert (
        "ok multi-attack: Multi-Attack, costs 15 [rank 0 of 4 · per rank]"
        in capsys.readouterr().out
    )
    assert sw("history", path) == 0
    assert "+20  start      starting Exp (house rule)" in capsys.readouterr().out
