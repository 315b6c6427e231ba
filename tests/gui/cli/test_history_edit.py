# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Revisiting decisions from the command line: add, insert, edit, remove, move — with the diff."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gui.cli import target as cli_target
from gui.cli.main import main

DIFF_KEYS = {"changed", "pools", "errors", "resolved", "warnings"}


def sw(*args: str | Path) -> int:
    """Run the CLI in-process (each call a fresh process for the library) and return its exit code."""
    cli_target.library.cache_clear()
    return main([str(a) for a in args])


def out_json(capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


@pytest.fixture
def duelist(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    """A Miridon duelist with 60 skill points and three flairs bought in order (0, 10, 20 points)."""
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "miridon", "--name", "Vex", "-o", path) == 0
    assert sw("add", path, "choose-class", "class=duelist") == 0
    assert sw("add", path, "award-skill-points", "amount=60", "--note", "start") == 0
    for flair in ("agile-strike", "agile-evasion", "ambidexterity"):
        assert sw("add", path, "buy-flair", f"flair={flair}") == 0
    capsys.readouterr()
    return path


def sheet(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    capsys.readouterr()
    assert sw("sheet", path, "--json") == 0
    return out_json(capsys)


def value(data: dict[str, object], key: str) -> int:
    values = data["values"]
    assert isinstance(values, dict)
    return int(values[key]["value"])


def test_removing_a_flair_reprices_the_later_ones(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # RULINGS.md, Miridon flairs; miridon.txt Chapter 5 l. 395: the n-th flair costs 10·(n-1), and
    # removing a flair from the history re-prices the later ones: 0 + 10 + 20 → 0 + 10
    assert value(sheet(duelist, capsys), "skill-points") == 30
    capsys.readouterr()
    assert sw("remove", duelist, "3", "--json") == 0
    diff = out_json(capsys)
    assert set(diff) == DIFF_KEYS
    assert {"key": "skill-points", "label": "Skill points", "old": 30, "new": 50} in diff["changed"]
    assert diff["pools"] == [
        {"pool": "skill-points", "label": "skill points", "old": 30, "new": 50}
    ]
    assert diff["errors"] == []
    assert diff["resolved"] == []
    after = sheet(duelist, capsys)
    assert value(after, "skill-points") == 50
    assert value(after, "next-flair-cost") == 20


def test_a_change_that_breaks_a_later_event_is_refused_with_its_reason(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = duelist.read_bytes()
    # miridon.txt Chapter 5 l. 395: flairs 2 and 3 cost 10 each once the award comes after them
    assert sw("move", duelist, "2", "5", "--json") == 1
    captured = capsys.readouterr()
    diff = json.loads(captured.out)
    assert diff["errors"] == [
        {"event": 3, "message": "Not enough skill points: this needs 10, you have 0."},
        {"event": 4, "message": "Not enough skill points: this needs 10, you have 0."},
    ]
    assert "Refused: event 3: Not enough skill points" in captured.err
    assert "Nothing was changed" in captured.err
    assert duelist.read_bytes() == before


def test_keep_errors_makes_the_change_and_the_errors_stay_visible(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # miridon.txt Chapter 5: a flair is paid in skill points; 10 points cannot pay flairs 2 and 3
    assert sw("edit", duelist, "2", "amount=10") == 1
    assert sw("edit", duelist, "2", "amount=10", "--keep-errors") == 0
    capsys.readouterr()
    assert sw("check", duelist) == 1
    assert "error (event 5): Not enough skill points: this needs 20, you have 0." in (
        capsys.readouterr().out
    )


def test_dry_run_prints_the_diff_and_changes_nothing(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = duelist.read_bytes()
    assert sw("remove", duelist, "4", "--dry-run") == 0
    out = capsys.readouterr().out
    assert "Would have: removed event 4 (buy-flair)" in out
    assert "Skill points: 30 → 50" in out  # the third flair is re-priced to 10
    assert "Dry run: nothing was changed." in out
    assert sw("move", duelist, "2", "5", "--dry-run") == 1  # exits as the real command would
    assert duelist.read_bytes() == before


def test_insert_gives_the_new_event_its_number(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("insert", duelist, "2", "award-skill-points", "amount=5", "--note", "bonus") == 0
    capsys.readouterr()
    assert sw("history", duelist) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "award-skill-points amount=5 — bonus" in lines[1]
    assert lines[1].split()[0] == "2"
    assert "buy-flair flair=agile-strike" in lines[3]
    assert value(sheet(duelist, capsys), "skill-points") == 35


def test_edit_changes_fields_and_the_note_and_null_takes_a_field_out(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "g.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Gil", "-o", path) == 0
    assert sw("add", path, "kill", "worth=15", "count=2", "--note", "Ratlins") == 0
    assert sw("edit", path, "1", "worth=20", "count=null", "--note", "the Ratlin boss") == 0
    event = json.loads(path.read_text())["events"][0]
    assert (event["op"], event["worth"], event["note"]) == ("kill", 20, "the Ratlin boss")
    assert "count" not in event
    assert "at" in event  # the edit keeps when it happened


def test_event_numbers_outside_the_history_get_one_clear_line(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for command in (("remove", "9"), ("edit", "0", "amount=1"), ("move", "1", "9")):
        assert sw(command[0], duelist, *command[1:]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1
        assert "has no event" in err
        assert "(it has events 1–5)" in err
    assert sw("insert", duelist, "9", "award-skill-points", "amount=1") == 2
    assert "events can be inserted at 1–6" in capsys.readouterr().err


def test_add_from_a_file_is_all_or_nothing(
    duelist: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = tmp_path / "session.jsonl"
    lines.write_text(
        '{"op": "award-skill-points", "amount": 30, "note": "Session 12"}\n'
        '{"op": "buy-flair", "flair": "sword-dancer"}\n'
    )
    assert sw("add", duelist, "--from", lines) == 0
    assert "Added 2 events (6–7)" in capsys.readouterr().out
    assert value(sheet(duelist, capsys), "skill-points") == 30  # 30 + 30 − 30 (4th flair)
    before = duelist.read_bytes()
    array = tmp_path / "too-much.json"
    array.write_text(json.dumps([{"op": "buy-flair", "flair": "shield-bash"}] * 2))
    assert sw("add", duelist, "--from", array) == 1  # the second is bought twice: refused
    assert duelist.read_bytes() == before
    array.write_text('[{"op": "buy-flair"}, 5]')
    assert sw("add", duelist, "--from", array) == 2
    assert "event 2 is not an event" in capsys.readouterr().err


def test_sheet_json_numbers_events_from_one(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = sheet(duelist, capsys)
    assert data["format_version"] == 2
    pools = data["pools"]
    assert isinstance(pools, dict)
    assert [e["event"] for e in pools["skill-points"]["entries"]] == [2, 3, 4, 5]


def test_house_rules_dry_run_shows_the_diff(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.sheetwright.json"
    assert sw("new", "--system", "heretics", "--name", "Ilse", "-o", path) == 0
    before = path.read_bytes()
    capsys.readouterr()
    assert sw("house-rules", path, "starting_exp=60", "--dry-run", "--json") == 0
    diff = out_json(capsys)
    assert {"pool": "exp", "label": "Exp", "old": 0, "new": 60} in diff["pools"] or diff["pools"]
    assert path.read_bytes() == before
    assert sw("house-rules", path, "starting_exp=60") == 0
    assert path.read_bytes() != before


def test_a_library_character_is_changed_with_a_version_check(
    duelist: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("import", duelist) == 0
    assert sw("remove", "Vex", "3") == 0
    capsys.readouterr()
    assert sw("history", "Vex") == 0
    assert "agile-strike" not in capsys.readouterr().out
    assert sw("undo", "Vex") == 0
    capsys.readouterr()
    assert sw("history", "Vex") == 0
    assert "agile-strike" in capsys.readouterr().out


def test_use_pack_and_portrait_take_a_dry_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "ly.sheetwright.json"
    assert sw("new", "--system", "lyrian", "--name", "Ly", "-o", path) == 0
    before = path.read_bytes()
    assert sw("use-pack", path, "lyrian-example-classes", "--dry-run") == 0
    assert "Dry run: nothing was changed." in capsys.readouterr().out
    png = tmp_path / "face.png"
    png.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 16)
    assert sw("portrait", path, png, "--dry-run") == 0
    assert path.read_bytes() == before
    assert sw("use-pack", path, "lyrian-example-classes") == 0
    assert json.loads(path.read_text())["packs"][0]["id"] == "lyrian-example-classes"


def test_the_readme_history_examples_work_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # README, "Working from the command line": the history lines, in order, on the Gravedust flow
    vex = tmp_path / "vex.sheetwright.json"
    (tmp_path / "iron-sword.yaml").write_text(
        "id: iron-sword\nname: Iron Sword\nsource: {book: 'homebrew: our table'}\nslot: hand\n"
        "weapon: true\nbonuses: {ma: 2}\nboxes: [enhancement, strike]\n"
    )
    assert sw("new", "--system", "gravedust", "--name", "Vex", "-o", vex) == 0
    assert sw("add", vex, "define", "kind=gear", f"entry=@{tmp_path / 'iron-sword.yaml'}") == 0
    assert sw("add", vex, "gain-gear", "gear=iron-sword", "instance=sword", "slot=hand-1") == 0
    assert sw("add", vex, "kill", "worth=15", "--note", "Ratlin boss") == 0
    assert sw("add", vex, "raise-attribute", "attribute=dex") == 0
    assert sw("history", vex) == 0
    assert sw("remove", vex, "4", "--dry-run") == 0
    assert sw("edit", vex, "3", "worth=20", "--note", "Ratlin boss (two of them)") == 0
    assert sw("insert", vex, "2", "kill", "worth=5") == 0
    assert sw("move", vex, "3", "2") == 0
    session = tmp_path / "session-12.json"
    session.write_text('[{"op": "kill", "worth": 8, "note": "Session 12"}]')
    assert sw("add", vex, "--from", session) == 0
    ops = [e["op"] for e in json.loads(vex.read_text())["events"]]
    assert ops == ["define", "gain-gear", "kill", "kill", "raise-attribute", "kill"]
    capsys.readouterr()
    assert sw("check", vex) == 0
