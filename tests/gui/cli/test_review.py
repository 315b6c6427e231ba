# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright review`: a pack imported again changes no character until its review is accepted."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gui.cli import target as cli_target
from gui.cli.main import main
from model.content_versions import pack_fingerprint, shipped_fingerprint
from tests.model.test_content_review import V1, V2


def sw(*args: str | Path) -> int:
    """Run one command as its own process would: a fresh library handle each time."""
    cli_target.library.cache_clear()
    return main([str(a) for a in args])


def out(capsys: pytest.CaptureFixture[str]) -> str:
    return capsys.readouterr().out


def sheet(capsys: pytest.CaptureFixture[str], character: str | Path) -> dict[str, Any]:
    capsys.readouterr()
    assert sw("sheet", character, "--json") == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return {key: value["value"] for key, value in data["values"].items()}


@pytest.fixture
def packs(tmp_path: Path) -> tuple[Path, Path]:
    """Grim Gear 1.0 and its fix 1.1, as files a GM hands out."""
    first, fixed = tmp_path / "grim-gear-1.0.yaml", tmp_path / "grim-gear-1.1.yaml"
    first.write_text(V1, encoding="utf-8")
    fixed.write_text(V2, encoding="utf-8")
    return first, fixed


@pytest.fixture
def vex(packs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> str:
    """Vex, a dwarf from Grim Gear 1.0, in the library; her id prefix."""
    assert sw("pack-import", packs[0]) == 0
    assert sw("new", "--system", "gravedust", "--name", "Vex") == 0
    assert sw("use-pack", "Vex", "grim-gear") == 0
    assert sw("add", "Vex", "choose-race", "race=dwarf") == 0
    capsys.readouterr()
    return "Vex"


def test_a_reimported_pack_waits_for_the_review(
    vex: str, packs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("review", vex) == 0
    assert out(capsys) == "Vex is up to date with its rules and packs.\n"
    before = sheet(capsys, vex)
    assert sw("pack-import", packs[1]) == 0
    assert out(capsys).splitlines()[-1] == (
        "1 character uses this pack and waits for a review: sheetwright review --all"
    )
    assert sheet(capsys, vex) == before  # nothing changed under Vex
    assert sw("add", vex, "gain-gold", "amount=5") == 0  # playing on keeps the old pack
    assert "END" not in out(capsys)
    assert sheet(capsys, vex)["end"] == before["end"]
    assert sw("review", vex) == 0
    shown = out(capsys)
    assert (
        "Vex waits for a review of its content:\n  pack 'Grim Gear' changed (1.0 → 1.1)\n" in shown
    )
    assert "    END: 3 → 4\n" in shown
    assert sw("review", "--all") == 0
    listed = out(capsys).splitlines()
    assert len(listed) == 1
    assert listed[0].startswith("Vex (")
    assert listed[0].endswith("): pack 'Grim Gear' changed (1.0 → 1.1); 3 values change")
    assert sw("review", vex, "--accept") == 0
    assert out(capsys).startswith(
        "Accepted: pack 'Grim Gear' changed (1.0 → 1.1); 3 values change."
    )
    after = sheet(capsys, vex)
    assert (before["end"], after["end"]) == (3, 4)
    assert sw("review", "--all") == 0
    assert out(capsys) == "No character is waiting for a review.\n"


def test_review_as_json(
    vex: str, packs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("pack-import", packs[1]) == 0
    capsys.readouterr()
    assert sw("review", vex, "--json") == 0
    data = json.loads(out(capsys))
    assert data["pending"] is True
    [change] = data["content"]
    assert (change["kind"], change["old_version"], change["new_version"]) == ("pack", "1.0", "1.1")
    assert change["new_fingerprint"] == pack_fingerprint(V2)
    assert {"key": "end", "label": "END", "old": 3, "new": 4} in data["diff"]["changed"]


def test_importing_the_same_pack_again_changes_nothing(
    vex: str, packs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("pack-import", packs[0]) == 0
    assert out(capsys) == "Pack grim-gear 'Grim Gear' v1.0 is already in the library, unchanged.\n"


def test_a_pack_id_of_another_system_is_refused(
    vex: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other.yaml"
    other.write_text(
        V1.replace("system: gravedust", "system: miridon").split("content:")[0], encoding="utf-8"
    )
    assert sw("pack-import", other) == 2
    err = capsys.readouterr().err
    assert "already has a Gravedust pack with id 'grim-gear'" in err
    assert err.count("\n") == 1


def test_a_file_is_compared_with_the_library_and_accept_repins_it(
    packs: tuple[Path, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "vex.sheetwright.json"
    assert sw("pack-import", packs[0]) == 0
    assert sw("new", "--system", "gravedust", "--name", "Vex", "-o", path) == 0
    assert sw("use-pack", path, "grim-gear") == 0
    assert sw("add", path, "choose-race", "race=dwarf") == 0
    assert sw("pack-import", packs[1]) == 0
    assert sheet(capsys, path)["end"] == 3
    assert sw("review", path) == 0
    assert f"Accept with: sheetwright review {path} --accept" in out(capsys)
    assert sw("review", path, "--accept") == 0
    pinned = json.loads(path.read_text(encoding="utf-8"))["packs"]
    assert pinned == [{"fingerprint": pack_fingerprint(V2), "id": "grim-gear", "version": "1.1"}]
    assert sheet(capsys, path)["end"] == 4


def test_a_file_pinned_to_rules_this_release_does_not_keep(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "old.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "Old", "-o", path) == 0
    document = json.loads(path.read_text(encoding="utf-8"))
    document["ruleset"]["fingerprint"] = "d" * 64
    path.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert sw("check", path) == 0
    assert "which this library does not keep; review it to accept the current rules." in out(capsys)
    assert sw("review", path) == 0
    assert (
        "the Gravedust rules changed with a new Sheetwright release (the old rules are not kept"
        in (out(capsys))
    )
    assert sw("review", path, "--accept") == 0
    assert out(capsys).startswith("Accepted: the Gravedust rules changed")
    pin = json.loads(path.read_text(encoding="utf-8"))["ruleset"]["fingerprint"]
    assert pin == shipped_fingerprint("gravedust")


def test_an_old_document_without_pins_is_pinned_by_accept(
    tmp_path: Path, packs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "old.sheetwright.json"
    assert sw("pack-import", packs[0]) == 0
    assert sw("new", "--system", "gravedust", "--name", "Old", "-o", path) == 0
    document = json.loads(path.read_text(encoding="utf-8"))
    document["ruleset"] = {"id": "gravedust", "version": "1"}
    document["packs"] = [{"id": "grim-gear", "version": "1.0"}]
    path.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    assert sw("review", path) == 0
    assert out(capsys).startswith("Old is up to date with its rules and packs.\nIt follows the")
    assert sw("review", path, "--accept") == 0
    assert out(capsys) == "Accepted: Old now keeps to the current rules and packs.\n"
    pinned = json.loads(path.read_text(encoding="utf-8"))
    assert pinned["packs"][0]["fingerprint"] == pack_fingerprint(V1)
    assert pinned["ruleset"]["fingerprint"] == shipped_fingerprint("gravedust")


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        ((), "Name the character to review, or use --all"),
        (("Vex", "--all"), "--all lists the characters waiting for a review"),
        (("nobody",), "No character 'nobody' in the library"),
    ],
)
def test_review_errors_are_one_line(
    args: tuple[str, ...], expected: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("review", *args) == 2
    err = capsys.readouterr().err
    assert expected in err
    assert err.count("\n") == 1


def test_use_pack_pins_the_packs_text(vex: str) -> None:
    cli_target.library.cache_clear()
    packs = cli_target.find_record(vex).document["packs"]
    assert packs == [{"id": "grim-gear", "version": "1.0", "fingerprint": pack_fingerprint(V1)}]
