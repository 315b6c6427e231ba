# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One event for a campaign's party: made for every character whose game has the action, all or
nothing among them, remembered as one party action and undone as one step."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from model.errors import ConflictError, LibraryError
from model.library import Library
from model.party_actions import (
    PartyRefused,
    make_party_event,
    no_member_words,
    plan_party_event,
    skipped_words,
)
from rules.engine.event import Event

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
AT = "2026-12-02T10:00:00+00:00"


def sample(system: str, name: str | None = None) -> dict[str, Any]:
    document = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text(encoding="utf-8"))
    if name is not None:  # a second character of the same game
        document = {**copy.deepcopy(document), "name": name}
        document.pop("id", None)
    return document


def event(op: str, note: str | None = "Session 12: the Drowned Keep", **fields: Any) -> Event:
    return Event(op, fields, AT, note)


@pytest.fixture
def keep(library: Library) -> str:
    """A campaign with every sample, and a second Gravedust character."""
    campaign = library.add_campaign("The Drowned Keep")
    for system in ("gravedust", "miridon", "lyrian", "heretics"):
        library.add_character(sample(system), campaign.id)
    library.add_character(sample("gravedust", "Ilse the Bold"), campaign.id)
    return campaign.id


def by_name(library: Library, campaign_id: str) -> dict[str, Any]:
    """The campaign's characters as stored now, by name (documents read at once)."""
    listed = library.list_characters(campaign_id=campaign_id)
    return {r.name: library.get_character(r.id) for r in listed}


def test_an_award_goes_to_every_character_whose_game_has_it(library: Library, keep: str) -> None:
    # gravedust.txt, XP Gain, Leveling and Character Advancement: "XP gains are shared by all
    # members of a party"; the award is one event in each Gravedust history.
    before = by_name(library, keep)
    plan = plan_party_event(library, keep, event("award-xp", amount=30))
    assert [m.record.name for m in plan.members] == ["Ilse the Bold", "Vex the Dwarf"]
    assert [r.name for r in plan.skipped] == [
        "Maren of the Reach",
        "Sable Duelist",
        "Ysmay of Orrin",
    ]
    assert plan.refused == ()
    assert skipped_words(plan) == (
        "Skipped Ysmay of Orrin (Glorious Heretics has no such action); Maren of the Reach "
        "(Lyrian Chronicles has no such action); Sable Duelist (Miridon has no such action)."
    )
    action = make_party_event(library, plan)
    after = by_name(library, keep)
    for name in ("Ilse the Bold", "Vex the Dwarf"):
        events = after[name].document["events"]
        assert len(events) == len(before[name].document["events"]) + 1
        assert events[-1]["op"] == "award-xp"
        assert events[-1]["amount"] == 30
        assert events[-1]["note"] == "Session 12: the Drowned Keep"
        assert after[name].version == before[name].version + 1
        assert library.list_revisions(after[name].id)[-1].summary == (
            f"Party, The Drowned Keep: {action.summary}"
        )
    for name in ("Maren of the Reach", "Sable Duelist", "Ysmay of Orrin"):
        assert after[name].version == before[name].version
    assert set(action.character_ids) == {after["Ilse the Bold"].id, after["Vex the Dwarf"].id}
    assert action.summary.endswith("(Session 12: the Drowned Keep)")
    assert library.last_party_action(keep) == action


def test_a_rule_broken_for_one_character_gives_it_to_nobody(library: Library, keep: str) -> None:
    # lyrian-chronicles.txt, Gameplay Flow, Conflict: EXP is awarded at a conflict resolution;
    # the Lyrian sample is in an interlude, so its award breaks the rule and Ysmay gets none.
    before = by_name(library, keep)
    plan = plan_party_event(library, keep, event("award-exp", amount=5))
    assert [m.record.name for m in plan.members] == ["Maren of the Reach", "Ysmay of Orrin"]
    assert [m.record.name for m in plan.refused] == ["Maren of the Reach"]
    (line,) = plan.refusal_lines()
    assert line.startswith("Maren of the Reach: EXP is awarded at a conflict resolution")
    with pytest.raises(PartyRefused, match="refused for Maren of the Reach, so nobody got it"):
        make_party_event(library, plan)
    after = by_name(library, keep)
    assert {n: r.version for n, r in after.items()} == {n: r.version for n, r in before.items()}
    assert library.last_party_action(keep) is None


def test_lyrian_arcs_start_for_the_whole_party(library: Library, keep: str) -> None:
    # lyrian-chronicles.txt, Gameplay Flow: the GM declares the phases; a new arc, then its
    # conflict resolution's EXP, for every Lyrian character at once.
    library.add_character(sample("lyrian", "Oren of the Reach"), keep)
    arc = plan_party_event(library, keep, event("start-arc", title="The Drowned Keep"))
    assert [m.record.name for m in arc.members] == ["Maren of the Reach", "Oren of the Reach"]
    make_party_event(library, arc)
    award = plan_party_event(library, keep, event("award-exp", amount=5))
    assert award.refused == ()  # Ysmay (Glorious Heretics) may always be given Exp
    lyrian = plan_party_event(library, keep, event("grant-ip", amount=1))
    assert [m.record.name for m in lyrian.refused] == ["Maren of the Reach", "Oren of the Reach"]


def test_undo_takes_the_award_back_from_everyone_at_once(library: Library, keep: str) -> None:
    before = by_name(library, keep)
    action = make_party_event(
        library, plan_party_event(library, keep, event("award-xp", amount=30))
    )
    undone = library.undo_party_action(action.id)
    assert sorted(r.name for r in undone) == ["Ilse the Bold", "Vex the Dwarf"]
    after = by_name(library, keep)
    for name in ("Ilse the Bold", "Vex the Dwarf"):
        assert after[name].document["events"] == before[name].document["events"]
        assert library.list_revisions(after[name].id)[-1].summary.startswith("Undo: Party")
    assert library.last_party_action(keep) is None
    with pytest.raises(LibraryError, match="was undone already"):
        library.undo_party_action(action.id)


def test_undo_is_refused_naming_a_character_changed_since(library: Library, keep: str) -> None:
    action = make_party_event(
        library, plan_party_event(library, keep, event("award-xp", amount=30))
    )
    vex = by_name(library, keep)["Vex the Dwarf"]
    ilse = by_name(library, keep)["Ilse the Bold"]
    library.rename_character(vex.id, "Vex the Bold")
    with pytest.raises(ConflictError, match="Vex the Bold changed since, so nothing was undone"):
        library.undo_party_action(action.id)
    assert library.get_character(ilse.id).version == ilse.version  # Ilse keeps the award too
    assert library.last_party_action(keep) == action


def test_a_character_changed_after_the_preview_stops_the_whole_award(
    library: Library, keep: str
) -> None:
    plan = plan_party_event(library, keep, event("award-xp", amount=30))
    vex = by_name(library, keep)["Vex the Dwarf"]
    ilse = by_name(library, keep)["Ilse the Bold"]
    library.rename_character(vex.id, "Vex the Bold")
    with pytest.raises(ConflictError, match="Vex the Bold changed since this was prepared"):
        make_party_event(library, plan)
    assert library.get_character(ilse.id).version == ilse.version
    assert library.last_party_action(keep) is None


def test_trashed_characters_and_unknown_actions(library: Library, keep: str) -> None:
    ilse = by_name(library, keep)["Ilse the Bold"]
    library.trash_character(ilse.id)
    plan = plan_party_event(library, keep, event("award-xp", amount=30))
    assert [m.record.name for m in plan.members] == ["Vex the Dwarf"]
    nothing = plan_party_event(library, keep, event("sing-a-song"))
    assert nothing.members == ()
    assert no_member_words(nothing).startswith(
        "No character in The Drowned Keep plays a game with the action sing-a-song"
    )
    with pytest.raises(LibraryError, match="plays a game with the action sing-a-song"):
        make_party_event(library, nothing)
    empty = library.add_campaign("Empty")
    assert no_member_words(plan_party_event(library, empty.id, event("award-xp", amount=1))) == (
        "Empty has no characters (in the trash ones do not count)."
    )


def test_deleting_the_campaign_forgets_its_party_actions(library: Library, keep: str) -> None:
    action = make_party_event(library, plan_party_event(library, keep, event("award-xp", amount=3)))
    library.delete_campaign(keep)
    with pytest.raises(LibraryError, match="no party action"):
        library.undo_party_action(action.id)
