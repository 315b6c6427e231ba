# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright campaign house-rules`, as `--help` and the README promise: the campaign's house
rules game by game; setting one changes every character of that game that follows the campaign
(shown as diffs), keeps a character's own value (`--all` changes it too), and refuses bad input
in one line (exit 2)."""

from __future__ import annotations

import pytest

from model.library import Library
from tests.gui.cli.test_campaign_cli import party, said  # noqa: F401  (the fixture)
from tests.gui.cli.test_cli import sw

KEEP = "The Drowned Keep"


@pytest.fixture
def keep(party: Library, capsys: pytest.CaptureFixture[str]) -> Library:  # noqa: F811
    assert sw("campaign", "new", KEEP) == 0
    assert sw("campaign", "add", KEEP, "Ysmay of Orrin", "Sable Duelist") == 0
    capsys.readouterr()
    return party


def settings_of(library: Library, name: str) -> dict[str, object]:
    (record,) = [r for r in library.list_characters() if r.name == name]
    return dict(library.get_character(record.id).document.get("settings") or {})


def test_show_then_set_a_campaign_house_rule(
    keep: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("campaign", "house-rules", KEEP) == 0
    shown = said(capsys)[0].splitlines()
    assert f"Glorious Heretics house rules of {KEEP}:" in shown
    assert "  Starting Exp: 0 (the rulebook's)  [set with starting_exp=…]" in shown
    assert f"Miridon house rules of {KEEP}:" in shown
    # Ysmay's sample sets a resource maximum of 10 the campaign does not: her own house rule.
    assert (
        "  Ysmay of Orrin: house rule of this character: Resource maximum 10 "
        "(the campaign: not set)"
    ) in shown

    # glorious-heretics.txt: the starting Exp is the GM's; Ysmay's Exp grows by the 60.
    assert sw("campaign", "house-rules", KEEP, "starting_exp=60", "--dry-run") == 0
    out = said(capsys)[0].splitlines()
    assert out[0] == f"Would set the Glorious Heretics house rules of {KEEP}: Starting Exp 60"
    assert out[-1] == "Dry run: nothing was changed."
    assert "starting_exp" not in settings_of(keep, "Ysmay of Orrin")

    assert sw("campaign", "house-rules", KEEP, "starting_exp=60") == 0
    out = said(capsys)[0].splitlines()
    assert out[0] == f"Set the Glorious Heretics house rules of {KEEP}: Starting Exp 60"
    assert out[1] == "  Ysmay of Orrin:"
    assert "      Exp: 200 → 260" in out
    assert settings_of(keep, "Ysmay of Orrin") == {"resource_max": 10, "starting_exp": 60}
    assert keep.campaign_house_rules(keep.list_campaigns()[0].id) == {
        "heretics": {"starting_exp": 60}
    }


def test_bad_input_is_one_line_and_exit_2(
    keep: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("campaign", "house-rules", KEEP, "starting_xp=60") == 2
    assert said(capsys)[1].startswith(
        f"sheetwright: No game of {KEEP} (Glorious Heretics, Miridon) has the house rule "
        "'starting_xp'"
    )
    assert sw("campaign", "house-rules", KEEP, "starting_exp=60", "--game", "Lyrian") == 2
    assert said(capsys)[1] == (
        f"sheetwright: No character of {KEEP} plays 'Lyrian' (it plays Glorious Heretics, "
        "Miridon).\n"
    )
    assert sw("campaign", "house-rules", KEEP, "starting_exp=lots") == 2
    assert said(capsys)[1].startswith("sheetwright: Nothing was changed: ")
    assert "starting_exp" not in settings_of(keep, "Ysmay of Orrin")


def test_a_rule_broken_for_one_character_is_refused_exit_1(
    keep: Library, capsys: pytest.CaptureFixture[str]
) -> None:
    # glorious-heretics.txt, Resources: Ysmay's event 12 spends 2 points; a maximum of 1 breaks it.
    assert sw("campaign", "house-rules", KEEP, "resource_max=1", "--all") == 1
    err = said(capsys)[1].splitlines()
    assert err == [
        "Refused: Resource maximum 1 breaks a rule for 1 character of The Drowned Keep, so "
        "nothing was changed:",
        "  Ysmay of Orrin: event 12: Not enough resource points: this needs 2, you have 1.",
    ]
    assert settings_of(keep, "Ysmay of Orrin") == {"resource_max": 10}
