# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright campaign list|new|rename|delete|add|remove|show`: the library's campaigns from the
command line, as the README lists them; a refused command (exit 2) changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from gui.cli import target as cli_target
from model.library import Library
from tests.gui.cli.test_cli import sw

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


@pytest.fixture
def party(capsys: pytest.CaptureFixture[str]) -> Library:
    """A library with the four sample characters and no campaign."""
    assert sw("import", *sorted(SAMPLES.glob("*.sheetwright.json"))) == 0
    capsys.readouterr()
    return cli_target.library()


def said(capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    captured = capsys.readouterr()
    return captured.out, captured.err


def campaign_of(library: Library, name: str) -> str | None:
    (record,) = [r for r in library.list_characters() if r.name == name]
    return record.campaign_id


def test_a_campaign_from_start_to_delete(
    party: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("campaign", "list") == 0
    assert said(capsys)[0] == "No campaigns yet; `sheetwright campaign new NAME` starts one.\n"
    assert sw("campaign", "new", "The Drowned Keep", "--notes", "Thursdays") == 0
    (keep,) = party.list_campaigns()
    assert said(capsys)[0] == f"Started the campaign The Drowned Keep ({keep.id[:8]}).\n"
    assert keep.notes == "Thursdays"
    vex = "Vex the Dwarf"
    sable = next(r.id for r in party.list_characters() if r.name == "Sable Duelist")
    vex_id = next(r.id for r in party.list_characters() if r.name == vex)
    assert sw("campaign", "add", "the drowned keep", vex, sable[:8]) == 0  # any case; id prefix
    assert said(capsys)[0] == (
        "Vex the Dwarf is in The Drowned Keep.\nSable Duelist is in The Drowned Keep.\n"
    )
    assert campaign_of(party, vex) == keep.id
    assert campaign_of(party, "Sable Duelist") == keep.id
    assert campaign_of(party, "Ysmay of Orrin") is None
    assert sw("campaign", "list") == 0
    assert said(capsys)[0] == f"{keep.id[:8]}  The Drowned Keep  2 characters\n"
    assert sw("campaign", "show", keep.id[:6]) == 0
    shown = said(capsys)[0].splitlines()
    assert shown[:3] == [
        f"The Drowned Keep ({keep.id[:8]}) · started {keep.created_at:%Y-%m-%d}",
        "Notes: Thursdays",
        "2 characters:",
    ]
    # the library's headline and issue count of each, by game: Gravedust's level, Miridon's class
    assert shown[3].split() == [vex_id[:8], *vex.split(), "Gravedust", "LV", "3", "(0", "issues)"]
    assert shown[4].split() == [
        sable[:8],
        "Sable",
        "Duelist",
        "Miridon",
        "Duelist",
        "(0",
        "issues)",
    ]
    assert sw("campaign", "remove", "The Drowned Keep", vex) == 0
    assert said(capsys)[0] == (
        "Vex the Dwarf left The Drowned Keep (still in the library, in no campaign).\n"
    )
    assert campaign_of(party, vex) is None
    assert sw("campaign", "rename", "The Drowned Keep", "The Sunken Keep") == 0
    assert said(capsys)[0] == "Renamed the campaign The Drowned Keep to The Sunken Keep.\n"
    assert sw("campaign", "delete", "The Sunken Keep") == 0
    assert said(capsys)[0] == (
        "Deleted the campaign The Sunken Keep; its 1 character stay in the library, in no campaign.\n"
    )
    assert party.list_campaigns() == []
    assert len(party.list_characters()) == 4
    assert campaign_of(party, "Sable Duelist") is None


def test_a_name_that_matches_nothing_changes_nothing(
    party: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    keep = party.add_campaign("The Drowned Keep")
    assert sw("campaign", "add", "The Drowned Keep", "Vex the Dwarf", "Nobody") == 2
    assert (
        said(capsys)[1] == "sheetwright: No character 'Nobody' in the library (and no such file).\n"
    )
    assert campaign_of(party, "Vex the Dwarf") is None  # found first, so not moved either
    assert sw("campaign", "add", "The Lost Keep", "Vex the Dwarf") == 2
    assert said(capsys)[1] == (
        "sheetwright: No campaign 'The Lost Keep' in the library; "
        "`sheetwright campaign list` lists them.\n"
    )
    assert sw("campaign", "add", keep.id[:8], "Vex the Dwarf") == 0
    capsys.readouterr()
    assert sw("campaign", "remove", keep.id[:8], "Vex the Dwarf", "Ysmay of Orrin") == 2
    assert said(capsys)[1] == (
        "sheetwright: Ysmay of Orrin is not in The Drowned Keep; nothing was changed.\n"
    )
    assert campaign_of(party, "Vex the Dwarf") == keep.id


def test_names_stay_unique_and_an_ambiguous_one_is_refused(
    party: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    first = party.add_campaign("Ashfall")
    assert sw("campaign", "new", "ashfall") == 2
    assert said(capsys)[1] == (
        f"sheetwright: There is already a campaign named Ashfall ({first.id[:8]}).\n"
    )
    other = party.add_campaign("Crypt Crawl")
    assert sw("campaign", "rename", other.id, "ASHFALL") == 2
    assert party.get_campaign(other.id).name == "Crypt Crawl"
    capsys.readouterr()
    party.add_campaign("Ashfall")  # the app allows a second one: the command line asks for its id
    assert sw("campaign", "show", "Ashfall") == 2
    assert "matches 2 campaigns" in said(capsys)[1]


def test_a_character_in_the_trash_is_not_moved(
    party: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    keep = party.add_campaign("The Drowned Keep")
    assert sw("delete", "Vex the Dwarf") == 0
    capsys.readouterr()
    assert sw("campaign", "add", "The Drowned Keep", "Vex the Dwarf", "Ysmay of Orrin") == 2
    assert said(capsys)[1] == ("sheetwright: Vex the Dwarf is in the trash; restore it first.\n")
    assert party.list_characters(campaign_id=keep.id) == []
