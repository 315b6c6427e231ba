# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A campaign's house rules: set once for every character of that game that follows the
campaign, previewed per character, all or nothing; a character's own value is kept and marked."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from model.campaign_rules import (
    CampaignRulesRefused,
    campaign_note,
    make_house_rules,
    own_house_rules,
    own_rules_words,
    plan_house_rules,
)
from model.errors import ConflictError, LibraryError
from model.library import Library

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"


def sample(system: str, name: str | None = None) -> dict[str, Any]:
    document = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text(encoding="utf-8"))
    if name is not None:
        document = {**copy.deepcopy(document), "name": name}
        document.pop("id", None)
    return document


@pytest.fixture
def keep(library: Library) -> str:
    """The Drowned Keep: two Glorious Heretics characters and a Gravedust one."""
    campaign = library.add_campaign("The Drowned Keep")
    library.add_character(sample("heretics"), campaign.id)
    library.add_character(sample("heretics", "Ilse"), campaign.id)
    library.add_character(sample("gravedust"), campaign.id)
    return campaign.id


def named(library: Library, campaign_id: str, name: str) -> Any:
    (record,) = [r for r in library.list_characters(campaign_id=campaign_id) if r.name == name]
    return library.get_character(record.id)


def exp(library: Library, record: Any) -> Any:
    return record.document.get("settings", {}).get("starting_exp")


def test_a_campaign_rule_reaches_every_character_of_that_game(library: Library, keep: str) -> None:
    # glorious-heretics.txt: the GM sets the starting Exp; a setting of the campaign, once.
    plan = plan_house_rules(library, keep, "heretics", {"starting_exp": 60})
    assert plan.words == "Starting Exp 60"
    assert [c.record.name for c in plan.changes] == ["Ilse", "Ysmay of Orrin"]
    assert plan.keeping == ()
    assert plan.refused == ()
    assert any("Exp" in line for line in plan.changes[0].diff.lines())
    make_house_rules(library, plan)
    assert library.campaign_house_rules(keep) == {"heretics": {"starting_exp": 60}}
    for name in ("Ilse", "Ysmay of Orrin"):
        record = named(library, keep, name)
        assert record.document["settings"]["starting_exp"] == 60
        assert record.document["settings"].get("resource_max") == 10  # the sample's own, kept
        assert library.list_revisions(record.id)[-1].summary == (
            "House rules of The Drowned Keep: Starting Exp 60"
        )
    vex = named(library, keep, "Vex the Dwarf")
    assert "settings" not in vex.document or vex.document["settings"] == {}


def test_a_characters_own_value_is_kept_and_marked(library: Library, keep: str) -> None:
    make_house_rules(library, plan_house_rules(library, keep, "heretics", {"starting_exp": 60}))
    ilse = named(library, keep, "Ilse")
    library.save_character(
        ilse.id, {**ilse.document, "settings": {**ilse.document["settings"], "starting_exp": 30}},
        ilse.version,
    )  # fmt: skip
    ilse = named(library, keep, "Ilse")
    rules = library.campaign_house_rules(keep)
    # The sample's resource maximum (10) is not the campaign's (not set): its own rule too.
    own = own_house_rules(ilse, ilse.document, rules)
    assert own == {"starting_exp": 60, "resource_max": None}
    assert own_rules_words("heretics", own, ilse.document) == (
        "house rules of this character: Starting Exp 30 (the campaign: 60); "
        "Resource maximum 10 (the campaign: not set)"
    )
    ysmay = named(library, keep, "Ysmay of Orrin")
    assert campaign_note(library, ysmay, ysmay.document) == (
        "The Drowned Keep · house rule of this character: Resource maximum 10 "
        "(the campaign: not set)"
    )
    make_house_rules(library, plan_house_rules(library, keep, "heretics", {"resource_max": 10}))
    ysmay = named(library, keep, "Ysmay of Orrin")
    assert campaign_note(library, ysmay, ysmay.document) == "The Drowned Keep"
    ilse = named(library, keep, "Ilse")
    assert campaign_note(library, ilse, ilse.document) == (
        "The Drowned Keep · house rule of this character: Starting Exp 30 (the campaign: 60)"
    )

    plan = plan_house_rules(library, keep, "heretics", {"starting_exp": 80})
    assert [c.record.name for c in plan.changes] == ["Ysmay of Orrin"]
    assert [(r.name, kept) for r, kept in plan.keeping] == [("Ilse", ("starting_exp",))]
    everyone = plan_house_rules(library, keep, "heretics", {"starting_exp": 80}, everyone=True)
    assert [c.record.name for c in everyone.changes] == ["Ilse", "Ysmay of Orrin"]
    make_house_rules(library, plan)
    assert exp(library, named(library, keep, "Ilse")) == 30
    assert exp(library, named(library, keep, "Ysmay of Orrin")) == 80


def test_bad_settings_are_one_sentence(library: Library, keep: str) -> None:
    with pytest.raises(LibraryError, match="Glorious Heretics has no house rule 'starting_xp'"):
        plan_house_rules(library, keep, "heretics", {"starting_xp": 60})
    with pytest.raises(LibraryError, match="Nothing was changed: "):
        plan_house_rules(library, keep, "heretics", {"starting_exp": "lots"})
    assert library.campaign_house_rules(keep) == {}


def test_a_character_changed_after_the_preview_stops_it_for_everyone(
    library: Library, keep: str
) -> None:
    plan = plan_house_rules(library, keep, "heretics", {"starting_exp": 60})
    ysmay = named(library, keep, "Ysmay of Orrin")
    library.rename_character(ysmay.id, "Ysmay the Bold")
    with pytest.raises(ConflictError, match="Ysmay the Bold changed since"):
        make_house_rules(library, plan)
    assert library.campaign_house_rules(keep) == {}
    assert exp(library, named(library, keep, "Ilse")) is None


def test_a_rule_broken_for_one_character_changes_nothing(library: Library, keep: str) -> None:
    # glorious-heretics.txt, Resources: points are spent out of the maximum; Ysmay's event 12
    # spends 2, so a campaign maximum of 1 for everyone breaks it, and nobody's value changes.
    plan = plan_house_rules(library, keep, "heretics", {"resource_max": 1}, everyone=True)
    assert [(c.record.name, c.refusal) for c in plan.refused] == [
        ("Ilse", "event 12: Not enough resource points: this needs 2, you have 1."),
        ("Ysmay of Orrin", "event 12: Not enough resource points: this needs 2, you have 1."),
    ]
    before = {r.name: r.version for r in library.list_characters(campaign_id=keep)}
    with pytest.raises(CampaignRulesRefused, match="was refused for Ilse, Ysmay of Orrin"):
        make_house_rules(library, plan)
    assert {r.name: r.version for r in library.list_characters(campaign_id=keep)} == before
    assert library.campaign_house_rules(keep) == {}


def grim_gear(version: str, end: int) -> str:
    """A one-file Gravedust homebrew pack: one race, Dwarf, with an END adjustment."""
    return (
        "format: sheetwright-pack\nformat_version: 1\nid: grim-gear\nname: Grim Gear\n"
        f"system: gravedust\nversion: '{version}'\nhomebrew: true\ncontent:\n  race:\n"
        "    - id: dwarf\n      name: Dwarf\n      source: {book: 'homebrew: Grim Gear', "
        f"section: Races}}\n      adjustments: {{end: {end}}}\n"
    )


def dwarf(library: Library, campaign_id: str, name: str) -> Any:
    """A Gravedust character who chose the Dwarf race (which only a pack provides)."""
    from model.document import new_document

    document = new_document("gravedust", name)
    document["events"] = [{"op": "choose-race", "race": "dwarf"}]
    return library.add_character(document, campaign_id)


def end_of(library: Library, character_id: str) -> int:
    from model.party_actions import library_history

    built = library_history(library, library.get_character(character_id).document).built
    return int(built.build.sheet.values["end"].value)


def test_campaign_packs_reach_its_characters_and_a_new_version_is_reviewed_for_all(
    library: Library,
) -> None:
    from model.campaign_rules import (
        accept_campaign_review,
        make_campaign_packs,
        plan_campaign_packs,
        plan_campaign_review,
    )

    # gravedust.txt, Attributes: a race's adjustments are added to the attributes; END 1 + 2.
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", grim_gear("1.0", 2))
    keep = library.add_campaign("The Drowned Keep").id
    vex, ilse = dwarf(library, keep, "Vex"), dwarf(library, keep, "Ilse")
    library.add_character(sample("heretics"), keep)
    plan = plan_campaign_packs(library, keep, ["grim-gear"])
    assert plan.words == "Grim Gear 1.0"
    assert [c.record.name for c in plan.changes] == ["Ilse", "Vex"]  # not the Heretics one
    make_campaign_packs(library, plan)
    assert [p.id for p in library.campaign_packs(keep)] == ["grim-gear"]
    assert end_of(library, vex.id) == 3
    assert end_of(library, ilse.id) == 3
    assert plan_campaign_packs(library, keep, ["grim-gear"]).changes == ()  # nothing left to do

    library.update_pack("grim-gear", "Grim Gear", "1.1", grim_gear("1.1", 3))
    assert end_of(library, vex.id) == 3  # pinned: waits for the review
    reviews = plan_campaign_review(library, keep)
    assert [(r.record.name, r.words) for r in reviews] == [
        ("Ilse", "pack 'Grim Gear' changed (1.0 → 1.1)"),
        ("Vex", "pack 'Grim Gear' changed (1.0 → 1.1)"),
    ]
    assert "  END: 3 → 4" in reviews[0].diff.lines()
    accept_campaign_review(library, keep, reviews)
    assert end_of(library, vex.id) == 4
    assert end_of(library, ilse.id) == 4
    assert plan_campaign_review(library, keep) == ()
    assert library.list_revisions(vex.id)[-1].summary == (
        "Accepted updated rules: pack 'Grim Gear' changed (1.0 → 1.1)"
    )
    with pytest.raises(LibraryError, match="No homebrew pack 'nope' in the library"):
        plan_campaign_packs(library, keep, ["nope"])
