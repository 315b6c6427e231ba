# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright campaign export | import`: a campaign as one file between two libraries; exit 0
done, 1 conflicts without a choice (listed, nothing written), 2 a file that cannot be read."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from gui.cli import target as cli_target
from model.library import Library
from tests.gui.cli.test_cli import sw
from tests.model.conftest import BACKENDS, postgres_schema

SAMPLES = sorted((Path(__file__).resolve().parents[3] / "resources" / "samples").glob("*.json"))
VEX = "c35ceed4-75f0-5b52-87fb-5859f27d55b1"


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The CLI's library on SQLite (the data folder), or on a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield "sqlite"
        return
    with postgres_schema() as url:
        monkeypatch.setenv("SHEETWRIGHT_DATABASE_URL", url)
        yield url
        cli_target.library().engine.dispose()
        cli_target.library.cache_clear()


def use(data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> Library:
    """Switch the CLI to the SQLite library of another data folder (another person's)."""
    cli_target.library.cache_clear()
    monkeypatch.setenv("SHEETWRIGHT_DATA_DIR", str(data_dir))
    return cli_target.library()


@pytest.fixture
def keep_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> Path:
    """The GM's library (SQLite) exports The Drowned Keep with the four samples."""
    theirs = use(tmp_path / "gm", monkeypatch)
    campaign = theirs.add_campaign("The Drowned Keep")
    assert sw("import", *SAMPLES) == 0
    for record in theirs.list_characters():
        theirs.move_character(record.id, campaign.id)
    path = tmp_path / "keep.sheetwright-campaign"
    capsys.readouterr()
    assert sw("campaign", "export", "the drowned keep", path) == 0
    assert capsys.readouterr().out == f"Wrote The Drowned Keep (4 characters) to {path}.\n"
    cli_target.library.cache_clear()
    monkeypatch.delenv("SHEETWRIGHT_DATA_DIR")
    return path


def mine(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, backend: str) -> Library:
    """The player's library: PostgreSQL when that is the backend, else its own SQLite."""
    if backend == "sqlite":
        return use(tmp_path / "player", monkeypatch)
    cli_target.library.cache_clear()
    return cli_target.library()


def gm_changes_vex(path: Path) -> dict[str, object]:
    """The GM's file gets notes on Vex (so a change here too makes a conflict); Vex's document."""
    value = json.loads(path.read_text(encoding="utf-8"))
    (vex,) = [c for c in value["characters"] if c["id"] == VEX]
    vex["notes"] = "from the GM"
    path.write_text(json.dumps(value), encoding="utf-8")
    return dict(vex)


def snapshot(library: Library) -> tuple[object, ...]:
    characters = [(r.id, r.name, r.version, r.campaign_id) for r in library.list_characters()]
    return tuple(characters), tuple(library.list_campaigns()), tuple(library.list_packs())


def test_import_lists_what_it_adds_then_imports_it(
    keep_file: Path,
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    library = mine(monkeypatch, tmp_path, backend)
    assert sw("campaign", "import", keep_file, "--dry-run") == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [
        "The Drowned Keep, from keep.sheetwright-campaign:",
        "Adds:",
        "  The campaign The Drowned Keep",
        "  Maren of the Reach (Lyrian Chronicles), 7 events",
        "  Sable Duelist (Miridon), 5 events",
        "  Vex the Dwarf (Gravedust), 29 events",
        "  Ysmay of Orrin (Glorious Heretics), 12 events",
        "Dry run: nothing was changed.",
    ]
    assert snapshot(library) == ((), (), ())
    assert sw("campaign", "import", keep_file) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "Imported The Drowned Keep: 4 characters added."
    )
    (campaign,) = library.list_campaigns()
    assert len(library.list_characters(campaign_id=campaign.id)) == 4


def test_conflicts_without_a_choice_exit_1_listed_and_nothing_is_written(
    keep_file: Path,
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    library = mine(monkeypatch, tmp_path, backend)
    assert sw("campaign", "import", keep_file) == 0
    library.rename_character(VEX, "Vex the Bold")
    theirs = gm_changes_vex(keep_file)
    campaign = library.list_campaigns()[0]
    library.rename_campaign(campaign.id, "The Sunken Keep")
    capsys.readouterr()
    before = snapshot(library)
    assert sw("campaign", "import", keep_file) == 1
    out, err = capsys.readouterr()
    assert (
        "Conflicts:\n  The campaign The Drowned Keep is in this library as The Sunken Keep\n" in out
    )
    assert "  Vex the Dwarf (Gravedust) differs here and in the file\n" in out
    assert err == (
        "Refused: 2 conflicts; settle them with --keep-both, --keep-mine or --take-theirs. "
        "Nothing was changed.\n"
    )
    assert snapshot(library) == before
    assert sw("campaign", "import", keep_file, "--take-theirs", "--dry-run") == 0
    assert snapshot(library) == before
    assert sw("campaign", "import", keep_file, "--take-theirs") == 0
    out = capsys.readouterr().out
    assert (
        out.splitlines()[-1]
        == "Imported The Drowned Keep: 0 characters added, 1 character updated."
    )
    assert library.get_character(VEX).document == theirs
    assert library.get_campaign(campaign.id).name == "The Drowned Keep"


def test_keep_both_and_keep_mine(
    keep_file: Path,
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    library = mine(monkeypatch, tmp_path, backend)
    assert sw("campaign", "import", keep_file) == 0
    library.rename_character(VEX, "Vex the Bold")
    gm_changes_vex(keep_file)
    assert sw("campaign", "import", keep_file, "--keep-mine") == 0
    assert library.get_character(VEX).name == "Vex the Bold"
    assert sw("campaign", "import", keep_file, "--keep-both") == 0
    names = sorted(r.name for r in library.list_characters())
    assert names == [
        "Maren of the Reach", "Sable Duelist", "Vex the Bold", "Vex the Dwarf (imported)",
        "Ysmay of Orrin",
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"{not json", "keep.sheetwright-campaign is not valid JSON at line 1, column 2"),
        (b"[" * 100 + b"]" * 100, "keep.sheetwright-campaign is nested too deeply"),
        (
            b'{"format": "sheetwright-campaign", "version": 9}',
            "keep.sheetwright-campaign was written by a newer version",
        ),
    ],
)
def test_an_unreadable_file_exits_2_in_one_line_and_changes_nothing(
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    content: bytes,
    message: str,
) -> None:
    library = mine(monkeypatch, tmp_path, backend)
    path = tmp_path / "keep.sheetwright-campaign"
    path.write_bytes(content)
    assert sw("campaign", "import", path) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"sheetwright: {message}")
    assert err.count("\n") == 1
    assert snapshot(library) == ((), (), ())


def test_a_character_that_fails_the_character_checker_exits_2(
    keep_file: Path,
    backend: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    value = json.loads(keep_file.read_text(encoding="utf-8"))
    value["characters"][0]["system"] = "chess"
    keep_file.write_text(json.dumps(value), encoding="utf-8")
    library = mine(monkeypatch, tmp_path, backend)
    assert sw("campaign", "import", keep_file) == 2
    err = capsys.readouterr().err
    assert err.startswith("sheetwright: Character 1 of keep.sheetwright-campaign: ")
    assert snapshot(library) == ((), (), ())


def test_export_of_an_unknown_campaign_exits_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert sw("campaign", "export", "Nowhere", tmp_path / "x.sheetwright-campaign") == 2
    assert capsys.readouterr().err == (
        "sheetwright: No campaign 'Nowhere' in the library; `sheetwright campaign list` lists them.\n"
    )
    assert not (tmp_path / "x.sheetwright-campaign").exists()
