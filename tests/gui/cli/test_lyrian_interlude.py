# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The whole Lyrian interlude from the command line: every new event is accepted by `add`, the
sheet and its PDF show the property, a refused event changes nothing, and the file reads back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.gui.cli.test_cli import sw
from tests.rules.lyrian.test_whole_interlude import _interlude


def _file(tmp_path: Path) -> Path:
    path = tmp_path / "maren.sheetwright.json"
    assert sw("new", "--system", "lyrian", "--name", "Maren", "-o", path) == 0
    return path


def test_the_interlude_through_add_sheet_and_export(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _file(tmp_path)
    events = tmp_path / "interlude.jsonl"
    lines = [json.dumps({"op": e.op, **dict(e.fields)}) for e in _interlude()]
    events.write_text("\n".join(lines), encoding="utf-8")
    assert sw("add", path, "--from", events) == 0
    assert sw("check", path) == 0
    capsys.readouterr()
    assert sw("sheet", path, "--json") == 0
    sheet = json.loads(capsys.readouterr().out)
    # l. 1595: the Sauna doubles the Rest action's temporary HP: 2 × 20 % of 60 (l. 1099)
    assert sheet["values"]["temporary-hp"]["value"] == 24
    owned = sheet["sections"]["property"]
    assert [m["name"] for m in owned["mounts"]] == ["Skye"]
    assert owned["homes"][0]["size"] == "Medium"
    assert owned["materials"] == [
        {"kind": "wood", "kind_name": "Wood", "material": "Pine", "units": 400, "sells_for": 200}
    ]
    assert sw("export", path, "--pdf", tmp_path / "maren.pdf") == 0
    assert (tmp_path / "maren.pdf").read_bytes().startswith(b"%PDF")
    assert sw("import", path) == 0


def test_a_refused_event_changes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _file(tmp_path)
    assert sw("add", path, "start-creation") == 0
    before = path.read_bytes()
    # l. 1203: 1,001 units of one exact material cannot be carried
    code = sw("add", path, "gain-material", "kind=ore", "material=Iron", "units=1001")
    out = capsys.readouterr()
    assert code == 1
    assert "cannot carry more than 1,000 units of the same material" in out.out + out.err
    assert path.read_bytes() == before


def test_ops_lists_every_new_event(capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("ops", "--system", "lyrian") == 0
    listed = capsys.readouterr().out
    for op in (
        "gain-material", "sell-material", "spend-material", "start-craft", "finish-craft",
        "gather", "gather-outcrop", "buy-plot", "build-house", "house-progress", "upgrade-house",
        "add-facility", "upgrade-facility", "use-facility", "gain-mount", "stable-mount",
        "lose-mount", "gain-animal", "hatch-egg", "grow-animal", "train-animal",
    ):  # fmt: skip
        assert f"\n  {op} " in listed, op
    assert "(l. " not in listed  # line numbers are for the code, not for players
