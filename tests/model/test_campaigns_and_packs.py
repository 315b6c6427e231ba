# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaigns, moving characters between them, and homebrew packs."""

from __future__ import annotations

import pytest

from model.errors import ConflictError, NotFoundError
from model.identifiers import PackId
from model.library import Library
from tests.model.documents import VEX_ID, vex

PACK_YAML = "id: my-homebrew\nsystem: gravedust\nname: My homebrew\nversion: '1'\n"


def test_campaign_crud(library: Library) -> None:
    ash = library.add_campaign("Ashfall", system="gravedust", notes="Thursdays")
    library.add_campaign("brine deep")
    assert [c.name for c in library.list_campaigns()] == ["Ashfall", "brine deep"]
    renamed = library.rename_campaign(ash.id, "Ashfall II")
    assert (renamed.name, renamed.system, renamed.notes) == ("Ashfall II", "gravedust", "Thursdays")
    assert library.set_campaign_notes(ash.id, "Fridays").notes == "Fridays"
    library.delete_campaign(ash.id)
    assert [c.name for c in library.list_campaigns()] == ["brine deep"]
    with pytest.raises(NotFoundError, match="There is no campaign with id"):
        library.rename_campaign(ash.id, "Gone")


def test_moving_characters_and_deleting_their_campaign(library: Library) -> None:
    ash = library.add_campaign("Ashfall")
    library.add_character(vex())
    assert library.move_character(VEX_ID, ash.id).campaign_id == ash.id
    assert library.get_character(VEX_ID).version == 1
    assert library.move_character(VEX_ID, None).campaign_id is None
    library.move_character(VEX_ID, ash.id)
    library.delete_campaign(ash.id)
    assert library.get_character(VEX_ID).campaign_id is None
    with pytest.raises(NotFoundError):
        library.move_character(VEX_ID, ash.id)


def test_pack_crud(library: Library) -> None:
    pack = library.add_pack("my-homebrew", "gravedust", "My homebrew", "1", PACK_YAML)
    assert (pack.enabled, pack.text) == (True, PACK_YAML)
    library.add_pack("other", "miridon", "Other", "3", "id: other\n")
    with pytest.raises(ConflictError, match="already in the library"):
        library.add_pack("my-homebrew", "gravedust", "Again", "1", PACK_YAML)
    assert [p.id for p in library.list_packs()] == ["my-homebrew", "other"]
    assert [p.id for p in library.list_packs("gravedust")] == ["my-homebrew"]
    updated = library.update_pack("my-homebrew", "My homebrew", "2", PACK_YAML + "# v2\n")
    assert (updated.version, library.get_pack("my-homebrew").text) == ("2", PACK_YAML + "# v2\n")
    assert library.set_pack_enabled("my-homebrew", False).enabled is False
    library.delete_pack("other")
    with pytest.raises(NotFoundError, match="There is no homebrew pack with id 'other'"):
        library.get_pack("other")


def test_campaign_packs(library: Library) -> None:
    ash = library.add_campaign("Ashfall")
    library.add_pack("b-pack", "gravedust", "B", "1", "")
    library.add_pack("a-pack", "gravedust", "A", "1", "")
    assert library.campaign_packs(ash.id) == []
    library.set_campaign_packs(ash.id, [PackId("b-pack"), PackId("a-pack"), PackId("b-pack")])
    assert [p.id for p in library.campaign_packs(ash.id)] == ["a-pack", "b-pack"]
    with pytest.raises(NotFoundError):
        library.set_campaign_packs(ash.id, [PackId("missing")])
    assert len(library.campaign_packs(ash.id)) == 2
    library.delete_pack("a-pack")
    assert [p.id for p in library.campaign_packs(ash.id)] == ["b-pack"]
    library.set_campaign_packs(ash.id, [])
    assert library.campaign_packs(ash.id) == []
