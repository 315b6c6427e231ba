# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright campaign award` and `campaign undo`, as `--help` and the README promise: one
event for every character whose game has the action, all or nothing (exit 1, nothing changed),
the others skipped and named, and undone from all of them as one step."""

from __future__ import annotations

import pytest

from model.library import Library
from tests.gui.cli.test_campaign_cli import party, said  # noqa: F401  (the fixture)
from tests.gui.cli.test_cli import sw

KEEP = "The Drowned Keep"
EVERYONE = ("Vex the Dwarf", "Maren of the Reach", "Ysmay of Orrin", "Sable Duelist")


@pytest.fixture
def keep(party: Library, capsys: pytest.CaptureFixture[str]) -> Library:  # noqa: F811
    assert sw("campaign", "new", KEEP) == 0
    assert sw("campaign", "add", KEEP, *EVERYONE) == 0
    capsys.readouterr()
    return party


def versions(library: Library) -> dict[str, int]:
    return {r.name: r.version for r in library.list_characters()}


def test_an_award_reaches_the_characters_whose_game_has_it(
    keep: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    # glorious-heretics.txt: the GM awards Exp; Ysmay is the campaign's one Heretics character.
    before = versions(keep)
    note = "Session 12: the Drowned Keep"
    assert sw("campaign", "award", KEEP, "award-exp", "amount=5", "--note", note) == 1
    out, err = said(capsys)
    assert out == ""
    assert err.splitlines()[0] == (
        f"Refused: Award 5 EXP ({note}) breaks a rule for 1 character of {KEEP}, so nobody got it:"
    )
    assert err.splitlines()[1].startswith("  Maren of the Reach: EXP is awarded at a conflict")
    assert err.splitlines()[-1] == "Nothing was changed."
    assert versions(keep) == before  # Ysmay did not get it either

    assert sw("campaign", "award", KEEP.lower(), "award-xp", "amount=30", "--note", note) == 0
    out, _ = said(capsys)
    lines = out.splitlines()
    assert lines[0] == f"Gave 1 character of {KEEP}: Award 30 XP ({note})"
    assert lines[1] == "  Vex the Dwarf:"
    # gravedust.txt, XP Gain, Leveling: "30 XP at level 3": Vex's 2 XP and 30 make level 4.
    assert "      LV: 3 → 4" in lines
    assert lines[-2] == (
        "Skipped Ysmay of Orrin (Glorious Heretics has no such action); Maren of the Reach "
        "(Lyrian Chronicles has no such action); Sable Duelist (Miridon has no such action)."
    )
    assert lines[-1] == f'`sheetwright campaign undo "{KEEP}"` takes it back from all of them.'
    assert versions(keep) == {**before, "Vex the Dwarf": before["Vex the Dwarf"] + 1}
    (vex,) = [r for r in keep.list_characters() if r.name == "Vex the Dwarf"]
    last = keep.get_character(vex.id).document["events"][-1]
    assert (last["op"], last["amount"], last["note"]) == ("award-xp", 30, note)


def test_a_dry_run_changes_nothing(keep: Library, capsys: pytest.CaptureFixture[str]) -> None:
    before = versions(keep)
    assert sw("campaign", "award", KEEP, "award-skill-points", "amount=3", "--dry-run") == 0
    out, _ = said(capsys)
    # Lyrian Chronicles and Miridon both have GM-awarded skill points: Maren and Sable.
    assert out.splitlines()[0] == f"Would give 2 characters of {KEEP}: Award 3 Skill Points"
    assert "  Maren of the Reach:" in out.splitlines()
    assert "  Sable Duelist:" in out.splitlines()
    assert out.splitlines()[-1] == "Dry run: nothing was changed."
    assert versions(keep) == before


def test_undo_takes_the_award_back_and_refuses_after_a_change(
    keep: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    before = versions(keep)
    assert sw("campaign", "award", KEEP, "award-xp", "amount=30") == 0
    assert sw("campaign", "undo", KEEP, "--dry-run") == 0
    assert said(capsys)[0].splitlines()[-2:] == [
        "Would undo “Award 30 XP” for 1 character.",
        "Dry run: nothing was changed.",
    ]
    assert sw("campaign", "undo", KEEP) == 0
    assert said(capsys)[0] == "Undid “Award 30 XP” for 1 character: Vex the Dwarf.\n"
    assert versions(keep)["Vex the Dwarf"] == before["Vex the Dwarf"] + 2  # award, then undo
    assert sw("campaign", "undo", KEEP) == 2
    assert said(capsys)[1] == f"sheetwright: {KEEP} has no party action to undo.\n"

    assert sw("campaign", "award", KEEP, "award-xp", "amount=30") == 0
    capsys.readouterr()
    (vex,) = [r for r in keep.list_characters() if r.name == "Vex the Dwarf"]
    keep.rename_character(vex.id, "Vex the Bold")  # as the app's rename would, after the award
    changed = versions(keep)
    assert sw("campaign", "undo", KEEP) == 1
    err = said(capsys)[1]
    assert err.startswith("Refused: Could not undo “Award 30 XP”: Vex the Bold changed since")
    assert versions(keep) == changed


def test_bad_input_is_one_line_and_exit_2(
    keep: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    before = versions(keep)
    assert sw("campaign", "award", KEEP, "sing-a-song") == 2
    assert said(capsys)[1].startswith(
        f"sheetwright: No character in {KEEP} plays a game with the action sing-a-song"
    )
    assert sw("campaign", "award", "Nowhere", "award-xp", "amount=1") == 2
    assert said(capsys)[1] == (
        "sheetwright: No campaign 'Nowhere' in the library; `sheetwright campaign list` lists "
        "them.\n"
    )
    assert sw("campaign", "new", "Empty") == 0
    capsys.readouterr()
    assert sw("campaign", "award", "Empty", "award-xp", "amount=1") == 2
    assert said(capsys)[1] == (
        "sheetwright: Empty has no characters (in the trash ones do not count). "
        "Nothing was changed.\n"
    )
    assert versions(keep) == before
