# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright options` says why an option is unavailable in the words `add` refuses it with
(issue 14), as text and as JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.cli.test_cli import sw


def test_options_json_gives_the_refusal_of_add(
    vex: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # gravedust.txt, Attributes, l. 238: "When your character reaches a new level, you may choose
    # one Attribute to add a point to" — a new character has no point to spend.
    capsys.readouterr()
    assert sw("options", vex, "attribute", "--json") == 0
    listed = {o["id"]: o for o in json.loads(capsys.readouterr().out)["attribute"]}
    assert listed["str"]["available"] is False
    reason = "No attribute point to spend on Strength: you get one each time you level up."
    assert listed["str"]["reasons"] == [reason]
    assert sw("add", vex, "raise-attribute", "attribute=str") == 1
    assert reason in capsys.readouterr().err


def test_options_text_gives_the_same_reason(vex: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # gravedust.txt, Attributes, l. 238 (as above)
    capsys.readouterr()
    assert sw("options", vex, "attribute") == 0
    out = capsys.readouterr().out
    assert "(No attribute point to spend on Strength: you get one each time you level up.)" in out


def test_options_json_of_every_kind(vex: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    assert sw("options", vex, "--json") == 0
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["race", "attribute", "gear", "item", "skill", "spell"]
    assert all({"id", "name", "available", "reasons"} <= set(o) for v in data.values() for o in v)
