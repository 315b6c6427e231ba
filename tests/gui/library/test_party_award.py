# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign ▸ Award the Party… and Undo Party Award: the app makes the same party event as
`sheetwright campaign award`, previewed per character, all or nobody, undone as one step."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from gui.app_context import AppContext
from gui.library import party_award
from gui.library.party_award import PartyAwardDialog, party_choices
from model.transfer import import_files
from tests.gui.library.helpers import Answers, open_window

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


@pytest.fixture
def keep(context: AppContext) -> str:
    """The Drowned Keep with the four samples."""
    campaign = context.library.add_campaign("The Drowned Keep")
    import_files(context.library, sorted(SAMPLES.glob("*.sheetwright.json")), campaign.id)
    return campaign.id


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    return Answers(monkeypatch)


def versions(context: AppContext) -> dict[str, int]:
    return {r.name: r.version for r in context.library.list_characters()}


def choose(dialog: PartyAwardDialog, op: str) -> None:
    dialog.action.setCurrentIndex(dialog.action.findData(op))
    assert dialog.op() == op


def outcome(dialog: PartyAwardDialog) -> list[tuple[str, str]]:
    tree = dialog.outcome
    return [
        (tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1))
        for i in range(tree.topLevelItemCount())
    ]


def test_the_dialog_offers_each_games_party_actions(context: AppContext, keep: str) -> None:
    offered = {
        op: [s.title for s in systems] for op, systems in party_choices(context.library, keep)
    }
    assert offered["award-xp"] == ["Gravedust"]
    assert offered["award-exp"] == ["Glorious Heretics", "Lyrian Chronicles"]
    assert offered["award-skill-points"] == ["Lyrian Chronicles", "Miridon"]
    assert offered["start-arc"] == ["Lyrian Chronicles"]
    assert offered["award-stats"] == ["Miridon"]


def test_a_refused_award_cannot_be_made(qtbot: Any, context: AppContext, keep: str) -> None:
    # lyrian-chronicles.txt, Gameplay Flow, Conflict: EXP is awarded at a conflict resolution;
    # Maren is in an interlude, so Ysmay (Glorious Heretics) does not get it either.
    dialog = PartyAwardDialog(None, context.library, context.library.get_campaign(keep))
    qtbot.addWidget(dialog)
    choose(dialog, "award-exp")
    dialog.editors["amount"].show_value(5)
    dialog.preview()
    shown = dict(outcome(dialog))
    assert shown["Maren of the Reach"] == "Refused: it breaks a rule (below)"
    assert shown["Ysmay of Orrin"] == "Exp: 200 → 205 (and 2 more)"
    assert shown["Vex the Dwarf"] == "Skipped: Gravedust has no such action."
    assert not dialog.ok_button.isEnabled()
    verdict = dialog.verdict.text().splitlines()
    assert verdict[0] == "Nobody would get it, because it breaks a rule:"
    assert verdict[1].startswith("Maren of the Reach: EXP is awarded at a conflict resolution")


def test_an_award_is_made_then_undone_from_the_window(
    qtbot: Any, context: AppContext, keep: str, answers: Answers, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, context)
    window.campaigns.select(keep)
    assert window.actions.award_party.isEnabled()
    before = versions(context)

    def fill_and_award(dialog: PartyAwardDialog) -> int:
        choose(dialog, "award-skill-points")
        dialog.editors["amount"].show_value(3)
        dialog.note.setText("Session 12: the Drowned Keep")
        dialog.preview()
        assert dialog.ok_button.isEnabled()
        assert dialog.verdict.text().startswith("2 characters will get Award 3 ")
        dialog.ok_button.click()
        return int(dialog.result())

    monkeypatch.setattr(PartyAwardDialog, "exec", fill_and_award)
    window.actions.award_party.trigger()
    after = versions(context)
    assert after == {
        **before,
        "Maren of the Reach": before["Maren of the Reach"] + 1,
        "Sable Duelist": before["Sable Duelist"] + 1,
    }
    assert window.statusBar().currentMessage().startswith("Gave 2 characters: Award 3 ")
    (sable,) = [r for r in context.library.list_characters() if r.name == "Sable Duelist"]
    last = context.library.get_character(sable.id).document["events"][-1]
    assert (last["op"], last["amount"], last["note"]) == (
        "award-skill-points", 3, "Session 12: the Drowned Keep",
    )  # fmt: skip

    window.actions.undo_party_award.trigger()
    assert answers.messages[-1][0:2] == ("question", "Undo Party Award")
    assert "back from the 2 characters of The Drowned Keep" in answers.messages[-1][2]
    assert context.library.last_party_action(keep) is None
    assert context.library.get_character(sable.id).document["events"][-1] != last
    window.actions.undo_party_award.trigger()
    assert answers.messages[-1] == (
        "information", "Undo Party Award", "The Drowned Keep has no party award to undo.",
    )  # fmt: skip

    from model.party_actions import make_party_event, plan_party_event
    from rules.engine.event import Event

    award = Event("award-xp", {"amount": 30}, "2026-12-02T10:00:00+00:00", None)
    make_party_event(context.library, plan_party_event(context.library, keep, award))
    window.actions.undo_party_award.trigger()  # one character: named
    assert answers.messages[-1][2] == "Take “Award 30 XP” back from Vex the Dwarf?"


def test_the_dialog_renders(qtbot: Any, context: AppContext, keep: str, tmp_path: Path) -> None:
    dialog = PartyAwardDialog(None, context.library, context.library.get_campaign(keep))
    qtbot.addWidget(dialog)
    choose(dialog, "award-xp")
    dialog.editors["amount"].show_value(30)
    dialog.preview()
    dialog.show()
    assert dialog.result() == QDialog.DialogCode.Rejected
    assert dialog.grab().save(str(tmp_path / "party-award.png"))
    assert party_award.PREVIEW_DELAY_MS > 0
