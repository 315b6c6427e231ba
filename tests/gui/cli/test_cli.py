# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The command line end to end: create, level, equip, check, save, list, export — and bad input."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gui.cli.main import main

SWORD_YAML = """\
id: iron-sword
name: Iron Sword
source: {book: "homebrew: our table", section: Weapons}
slot: hand
type: Sword
weapon: true
bonuses: {ma: 2}
drawbacks: {vis: 1}
boxes: [enhancement, strike]
"""


def sw(*args: str | Path) -> int:
    """Run the CLI in-process and return its exit code."""
    return main([str(a) for a in args])


@pytest.fixture
def vex(tmp_path: Path) -> Path:
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Zoë Ørsted-Łukasz", "-o", path) == 0
    return path


def test_a_character_from_creation_to_pdf(
    vex: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "sword.yaml").write_text(SWORD_YAML)
    assert sw("add", vex, "define", "kind=gear", f"entry=@{tmp_path / 'sword.yaml'}") == 0
    assert sw("add", vex, "gain-gear", "gear=iron-sword", "instance=sword", "slot=hand-1") == 0
    assert (
        sw("add", vex, "kill", "worth=15", "--note", "Ratlin boss") == 0
    )  # 15 − 1 = 14 XP → level 2, 4 XP
    assert sw("add", vex, "raise-attribute", "attribute=dex") == 0
    assert sw("check", vex) == 0
    capsys.readouterr()
    assert sw("sheet", vex, "--json") == 0
    sheet = json.loads(capsys.readouterr().out)
    # gravedust.txt, Melee Attack: DEX (1 + 1 level-up point) + Iron Sword 2 = 4
    assert sheet["values"]["ma"]["value"] == 4
    assert (sheet["values"]["level"]["value"], sheet["values"]["xp"]["value"]) == (2, 4)
    assert sw("import", vex) == 0
    assert sw("list") == 0
    assert "Zoë Ørsted-Łukasz" in capsys.readouterr().out
    assert sw("add", "Zoë Ørsted-Łukasz", "gain-gold", "amount=12") == 0  # edit in the library
    out = tmp_path / "exported.sheetwright.json"
    assert sw("export", "Zoë Ørsted-Łukasz", "--json", out) == 0
    assert json.loads(out.read_text())["events"][-1]["op"] == "gain-gold"
    pdf = tmp_path / "vex.pdf"
    assert sw("export", vex, "--pdf", pdf, "--paper", "letter") == 0
    assert pdf.read_bytes().startswith(b"%PDF")


def test_refused_event_changes_nothing(vex: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = vex.read_bytes()
    assert sw("add", vex, "raise-attribute", "attribute=str") == 1
    assert "No attribute point to spend on Strength" in capsys.readouterr().err
    assert vex.read_bytes() == before


def test_check_exits_1_when_the_history_breaks_a_rule(vex: Path) -> None:
    document = json.loads(vex.read_text())
    document["events"].append({"op": "spend-gold", "amount": 5})
    vex.write_text(json.dumps(document))
    assert sw("check", vex) == 1


def test_undo_removes_the_last_event(vex: Path) -> None:
    assert sw("add", vex, "award-xp", "amount=5") == 0
    assert sw("undo", vex) == 0
    assert json.loads(vex.read_text())["events"] == []
    assert sw("undo", vex) == 1


BAD_FILES = {
    "truncated.json": (b'{"format": "sheetwright-character", "events": [', "ends too early"),
    "not-a-character.json": (b'{"hello": "world"}', "not a Sheetwright character file"),
    "nested.json": (b"[" * 100_000, "nested too deeply"),
    "empty.json": (b"", "empty"),
    "binary.json": (bytes(range(256)), "UTF-8"),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_unreadable_files_exit_2_with_one_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data, expected = BAD_FILES[name]
    path = tmp_path / name
    path.write_bytes(data)
    assert sw("check", path) == 2
    err = capsys.readouterr().err
    assert expected.lower() in err.lower()
    assert err.count("\n") == 1
    assert "Traceback" not in err


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d.update(events="none"), "events"),
        (lambda d: d.update(name=5), "name"),
        (lambda d: d.update(system="pathfinder"), "unknown game system 'pathfinder'"),
        (lambda d: d["events"].append({"op": "fly"}), "'fly'"),
        (lambda d: d.update(format_version=99), "newer version of Sheetwright"),
    ],
)
def test_invalid_documents_exit_2(
    vex: Path, change: object, expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    document = json.loads(vex.read_text())
    change(document)  # type: ignore[operator]
    vex.write_text(json.dumps(document))
    assert sw("check", vex) == 2
    assert expected in capsys.readouterr().err


def test_a_50_mb_file_is_refused_without_reading_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "huge.sheetwright.json"
    with path.open("wb") as f:
        f.truncate(50 * 1024 * 1024)
    assert sw("check", path) == 2
    assert "at most 5,242,880 bytes (5 MiB)" in capsys.readouterr().err
    assert sw("import", path) == 2
    assert sw("list") == 0
    assert "No characters" in capsys.readouterr().out


def test_failed_import_changes_nothing(
    vex: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.sheetwright.json"
    bad.write_text("{")
    assert sw("import", vex, bad) == 2
    out = capsys.readouterr().out
    assert "Imported" in out
    assert "Not imported" in out
    assert sw("list") == 0
    assert capsys.readouterr().out.count("Zoë") == 1


ALIAS_BOMB = "format: sheetwright-pack\na: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b, *b]\n"
PYTHON_TAG = "format: sheetwright-pack\nx: !!python/object/apply:os.system ['echo pwned > /tmp/sheetwright-pwned']\n"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (ALIAS_BOMB, "anchors and aliases"),
        (PYTHON_TAG, "YAML tags like '!!python/object' are not allowed"),
        ("format: sheetwright-pack\n  bad: [indent\n", "not valid YAML"),
    ],
)
def test_hostile_packs_are_refused(
    text: str, expected: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "pack.yaml"
    path.write_text(text)
    assert sw("pack-import", path) == 2
    assert expected in capsys.readouterr().err
    assert not Path("/tmp/sheetwright-pwned").exists()


def test_homebrew_pack_gives_a_character_its_content(vex: Path, tmp_path: Path) -> None:
    pack = tmp_path / "races.yaml"
    pack.write_text(
        "format: sheetwright-pack\nformat_version: 1\nid: our-races\nname: Our races\nsystem: gravedust\n"
        "version: '1'\nhomebrew: true\ncontent:\n  race:\n    - id: dwarf\n      name: Dwarf\n"
        "      source: {book: 'homebrew: our races'}\n      adjustments: {end: 2}\n"
    )
    assert sw("pack-import", pack) == 0
    assert (
        sw("add", vex, "choose-race", "race=dwarf") == 1
    )  # the character does not use the pack yet
    assert sw("use-pack", vex, "our-races") == 0
    assert sw("add", vex, "choose-race", "race=dwarf") == 0


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys; from gui.main import main; rc = main(sys.argv[1:]); "
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))], 'Qt imported'; sys.exit(rc)"
    )
    return subprocess.run(
        [sys.executable, "-c", code, *args],
        capture_output=True,
        text=True,
        env=os.environ.copy(),
        check=False,
    )


def test_subcommands_never_import_qt(tmp_path: Path) -> None:
    path = tmp_path / "a.sheetwright.json"
    assert _run("new", "--system", "gravedust", "--name", "A", "-o", str(path)).returncode == 0
    for args in (
        ["check", str(path)],
        ["sheet", str(path), "--json"],
        ["export", str(path), "--pdf", str(tmp_path / "a.pdf")],
        ["list"],
        ["--help"],
    ):
        result = _run(*args)
        assert result.returncode == 0, result.stderr


def test_unreadable_file_gives_no_traceback(tmp_path: Path) -> None:
    result = _run("check", str(tmp_path / "missing.sheetwright.json"))
    assert result.returncode == 2
    assert result.stderr.strip().endswith("no such file.")
    assert "Traceback" not in result.stderr


def test_portrait_is_set_and_bad_images_refused(
    vex: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import base64

    png = base64.b64decode(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC"
    )
    (tmp_path / "face.png").write_bytes(png)
    (tmp_path / "face.txt").write_text("not an image")
    assert sw("portrait", vex, tmp_path / "face.png") == 0
    assert json.loads(vex.read_text())["portrait"]["media_type"] == "image/png"
    before = vex.read_bytes()
    assert sw("portrait", vex, tmp_path / "face.txt") == 2
    assert "must be a PNG or JPEG" in capsys.readouterr().err
    assert vex.read_bytes() == before
    assert sw("portrait", vex, "none") == 0
    assert json.loads(vex.read_text())["portrait"] is None


def test_a_miridon_character_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "vex.sheetwright.json"
    assert sw("new", "--system", "miridon", "--name", "Vex", "-o", path) == 0
    assert sw("add", path, "choose-class", "class=duelist") == 0
    assert sw("add", path, "award-skill-points", "amount=30", "--note", "starting points") == 0
    assert sw("add", path, "award-stats", "strength=6", "speed=5") == 0
    for _ in range(3):
        assert sw("add", path, "buy-talent-rank", "talent=melee-boost") == 0  # 5 + 10 + 15
    assert sw("add", path, "buy-flair", "flair=parry") == 0  # the first flair is free
    assert sw("add", path, "buy-flair", "flair=greater-critical-hit") == 1
    assert "needs the flair Advanced Critical Hit" in capsys.readouterr().err
    assert sw("check", path) == 0
    capsys.readouterr()
    assert sw("sheet", path, "--json") == 0
    sheet = json.loads(capsys.readouterr().out)
    # miridon.txt, Class Special Abilities: Riposte rank = floor((6 + 5) / 10) = 1
    assert sheet["values"]["special:riposte"]["value"] == 1
    assert sheet["values"]["skill-points"]["value"] == 0
    assert sw("export", path, "--pdf", tmp_path / "vex.pdf") == 0
    assert (tmp_path / "vex.pdf").read_bytes().startswith(b"%PDF")


def test_an_empty_list_says_whether_the_search_matched_nothing(
    vex: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("list") == 0
    assert capsys.readouterr().out.strip() == "No characters in the library yet."
    assert sw("import", vex) == 0
    capsys.readouterr()
    assert sw("list", "--search", "nobody") == 0
    assert capsys.readouterr().out.strip() == "No character in the library matches that search."
    assert sw("list", "--search", "ZOË") == 0
    assert "Zoë Ørsted-Łukasz" in capsys.readouterr().out
