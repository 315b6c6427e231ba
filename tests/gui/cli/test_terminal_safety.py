# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the command line prints cannot drive the terminal, and odd input is one line, exit 2
(issue 15, items 15 and 16)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gui.cli.main import main
from gui.cli.terminal import terminal_safe

EVIL = "Evil\x1b[2J\x1b]0;pwned\x07"
SHOWN = "Evil\\x1b[2J\\x1b]0;pwned\\x07"


def sw(*args: str | Path) -> int:
    return main([str(a) for a in args])


@pytest.fixture
def evil(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    path = tmp_path / "evil.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", EVIL, "-o", path) == 0
    capsys.readouterr()
    return path


def test_check_and_list_show_escape_sequences_in_a_name_as_text(
    evil: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("check", evil) == 0
    assert sw("import", evil) == 0
    assert sw("list") == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "\x07" not in out
    assert f"{SHOWN}: valid" in out
    assert out.count(SHOWN) == 3  # check, import, list
    assert out.count("\n") == 4  # the lines of multi-line output are kept


def test_sheet_json_stays_json_and_keeps_the_name(
    evil: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("sheet", evil, "--json") == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert json.loads(out)["character"]["name"] == EVIL


def test_c1_controls_and_undecodable_bytes_are_escaped_json_safely() -> None:
    assert (
        terminal_safe("a\x9b2Jb\udcffc\u202ed\te\nf\r") == "a\\u009b2Jb\\udcffc\\u202ed\te\nf\\x0d"
    )
    assert json.loads(terminal_safe(json.dumps("\x9b\u202e", ensure_ascii=False))) == "\x9b\u202e"


def test_an_argument_that_is_not_utf8_is_refused_in_one_line(
    tmp_path: Path, evil: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = b"bad\xffnote".decode("utf-8", "surrogateescape")  # as Python reads argv
    assert sw("add", evil, "award-xp", "amount=1", "--note", bad) == 2
    assert sw("new", "--system", "gravedust", "--name", "\udcff", "-o", tmp_path / "x.json") == 2
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "sheetwright: The value of --note is not valid UTF-8 text: 'bad\\udcffnote'.",
        "sheetwright: The value of --name is not valid UTF-8 text: '\\udcff'.",
    ]
    assert not (tmp_path / "x.json").exists()
    assert json.loads(evil.read_text())["events"] == []


def test_a_field_value_nested_very_deep_is_one_line(
    evil: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deep = "[" * 100_000 + "]" * 100_000
    assert sw("add", evil, "award-xp", "amount=1", f"x={deep}") == 2
    err = capsys.readouterr().err
    assert err == (
        "sheetwright: the input is nested too deeply to read (lists or objects inside each "
        "other); nothing was changed.\n"
    )
    assert json.loads(evil.read_text())["events"] == []


def test_a_pack_with_a_huge_number_says_the_number_is_too_long(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = tmp_path / "big.yaml"
    pack.write_text(f"format: sheetwright-pack\nid: big\nx: {'9' * 5000}\n")
    assert sw("pack-import", pack) == 2
    err = capsys.readouterr().err
    assert err == "sheetwright: big.yaml: holds a number that is too long (more than 4300 digits)\n"
