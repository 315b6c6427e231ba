# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The party of a campaign: its live characters by game and name, with what a GM looks at."""

from __future__ import annotations

from pathlib import Path

import pytest

from model.errors import LibraryError
from model.library import Library
from model.party import party_of
from model.records import CampaignRecord
from model.transfer import import_files
from tests.model.test_content_review import V1, V2, add_dwarf

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def mixed_campaign(library: Library) -> CampaignRecord:
    """The Drowned Keep: the four samples, and a dwarf using the Grim Gear pack (version 1.0)."""
    campaign = library.add_campaign("The Drowned Keep")
    report = import_files(library, sorted(SAMPLES.glob("*.sheetwright.json")), campaign.id)
    assert all(result.record is not None for result in report.results)
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    library.move_character(add_dwarf(library).id, campaign.id)
    return campaign


def test_the_party_is_grouped_by_game_and_listed_by_name(library: Library) -> None:
    party = party_of(library, mixed_campaign(library).id)
    assert [(g.game, [m.name for m in g.members]) for g in party.groups] == [
        ("Glorious Heretics", ["Ysmay of Orrin"]),
        ("Gravedust", ["Vex", "Vex the Dwarf"]),
        ("Lyrian Chronicles", ["Maren of the Reach"]),
        ("Miridon", ["Sable Duelist"]),
    ]
    rows = {m.name: (m.game, m.headline, m.unspent_words(), m.issue_words()) for m in party.members}
    assert rows["Vex the Dwarf"] == ("Gravedust", "LV 3", "2 XP, 30 gold", "none")
    assert rows["Sable Duelist"] == ("Miridon", "Duelist", "195 skill points", "none")
    assert rows["Maren of the Reach"][1:] == (
        "Spirit Core 0",
        "1100 EXP, 2 Interlude Points, 2 Errand Points, 3000 Clim, 10 skill points",
        "2 warnings",
    )
    # Glorious Heretics' Exp may be spent below zero: not a bounded pool, so not listed.
    assert rows["Ysmay of Orrin"][1:] == ("200 Exp", "none", "none")


def test_unspent_points_name_every_bounded_pool_in_the_systems_order(library: Library) -> None:
    party = party_of(library, mixed_campaign(library).id)
    (vex,) = [m for m in party.members if m.name == "Vex the Dwarf"]
    assert [(u.pool, u.label, u.balance) for u in vex.unspent] == [
        ("xp", "XP", 2),
        ("attribute-points", "attribute points", 0),
        ("gold", "gold", 30),
    ]
    (ysmay,) = [m for m in party.members if m.name == "Ysmay of Orrin"]
    assert ysmay.unspent == ()


def test_a_character_in_the_trash_or_elsewhere_is_not_in_the_party(library: Library) -> None:
    campaign = mixed_campaign(library)
    (sable,) = library.find("Sable Duelist")
    library.trash_character(sable.id)
    other = library.add_campaign("Elsewhere")
    (maren,) = library.find("Maren of the Reach")
    library.move_character(maren.id, other.id)
    names = [m.name for m in party_of(library, campaign.id).members]
    assert names == ["Ysmay of Orrin", "Vex", "Vex the Dwarf"]


def test_who_waits_for_a_review_of_changed_content_is_shown(library: Library) -> None:
    campaign = mixed_campaign(library)
    assert not any(m.waiting_for_review for m in party_of(library, campaign.id).members)
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)
    waiting = [m.name for m in party_of(library, campaign.id).members if m.waiting_for_review]
    assert waiting == ["Vex"]


def test_errors_are_counted_from_the_build(library: Library) -> None:
    campaign = mixed_campaign(library)
    (sable,) = library.find("Sable Duelist")
    document = sable.document | {
        "events": [*sable.document["events"], {"op": "buy-flair", "flair": "no-such-flair"}]
    }
    library.save_character(sable.id, document, sable.version)
    (member,) = [m for m in party_of(library, campaign.id).members if m.name == "Sable Duelist"]
    assert (member.errors, member.issue_words()) == (1, "1 error")


def test_an_empty_campaign_has_no_party_and_an_unknown_one_is_refused(library: Library) -> None:
    empty = library.add_campaign("Nobody Yet")
    assert party_of(library, empty.id).groups == ()
    with pytest.raises(LibraryError):
        party_of(library, "no-such-campaign")
