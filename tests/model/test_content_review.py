# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Content that changes under a character waits for its review: pins, kept versions, accepting."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from alembic import command
from sqlalchemy import create_engine, text
from sqlalchemy.orm import Session

from model.character_build import NOT_KEPT, UNREADABLE, build_character, shipped_rules_text
from model.content_pins import KeptVersion, with_pack, with_shipped_pin
from model.content_review import (
    accept_review,
    accepted_document,
    pending_review,
    pending_reviews,
    review_diff,
)
from model.content_version_store import keep_version
from model.content_versions import (
    PACK,
    SHIPPED,
    pack_fingerprint,
    read_shipped_version,
    shipped_fingerprint,
)
from model.database import alembic_config, open_engine
from model.document import new_document
from model.library import Library
from model.records import CharacterRecord
from rules.systems import get_system

MARKER = Path("/tmp/sheetwright-review-pwned")


def grim_gear(version: str, end: int, extra: str = "") -> str:
    """A real one-file homebrew pack for Gravedust: one race, Dwarf, with an END adjustment."""
    return (
        "format: sheetwright-pack\nformat_version: 1\nid: grim-gear\nname: Grim Gear\n"
        f"system: gravedust\nversion: '{version}'\nhomebrew: true\ncontent:\n  race:\n"
        "    - id: dwarf\n      name: Dwarf\n      source: {book: 'homebrew: Grim Gear', section: Races}\n"
        f"      adjustments: {{end: {end}{extra}}}\n"
    )


V1, V2 = grim_gear("1.0", 2), grim_gear("1.1", 3)


def add_dwarf(library: Library, pinned: bool = True) -> CharacterRecord:
    """Vex, a dwarf using Grim Gear, pinned to the pack's current text (or not, like old files)."""
    document = new_document("gravedust", "Vex")
    pack = library.get_pack("grim-gear")
    fingerprint = pack_fingerprint(pack.text) if pinned else None
    document = with_pack(document, "grim-gear", pack.version, fingerprint)
    document["events"] = [{"op": "choose-race", "race": "dwarf"}]
    if not pinned:
        document["ruleset"] = {"id": "gravedust", "version": "1"}
    return library.add_character(document)


def values(library: Library, character: CharacterRecord | dict[str, Any]) -> dict[str, int]:
    """The sheet values of a character as the library builds it (pinned content included)."""
    document = character.document if isinstance(character, CharacterRecord) else character
    packs = library.list_packs("gravedust")
    built = build_character(document, packs, library.pinned_content(document))
    return {key: value.value for key, value in built.build.sheet.values.items()}


def store(library: Library, version: KeptVersion) -> None:
    with Session(library.engine) as session, session.begin():
        keep_version(session, version)


def older_shipped(fingerprint: str, change: Any) -> KeptVersion:
    """A kept version of the Gravedust shipped rules as another release had them."""
    name, label, shipped = shipped_rules_text("gravedust")
    data = json.loads(shipped)
    change(data["packs"][0]["entries"])
    return KeptVersion(fingerprint, SHIPPED, "gravedust", None, name, label, json.dumps(data))


def ratlings(entries: dict[str, Any]) -> None:
    entries.setdefault("race", {})["ratling"] = {
        "id": "ratling",
        "name": "Ratling",
        "source": {"book": "Gravedust rulebook", "section": "Attributes"},
        "adjustments": {"agi": 2},
    }


def test_updating_a_pack_changes_no_character_until_it_is_accepted(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    vex = add_dwarf(library)
    before = values(library, vex)
    assert before["end"] == 3  # 1 + Dwarf 2
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)
    assert values(library, library.get_character(vex.id)) == before
    review = pending_review(library, vex)
    assert review is not None
    assert review.describe() == "pack 'Grim Gear' changed (1.0 → 1.1)"
    diff = review_diff(library, vex)
    assert [(c.key, c.old, c.new) for c in diff.changed if c.key == "end"] == [("end", 3, 4)]
    accepted = accept_review(library, vex.id, vex.version)
    assert accepted.document["packs"] == [
        {"id": "grim-gear", "version": "1.1", "fingerprint": pack_fingerprint(V2)}
    ]
    assert values(library, accepted)["end"] == 4
    assert pending_review(library, accepted) is None
    revision = library.latest_revision(vex.id)
    assert revision is not None
    assert revision.summary == "Accepted updated rules: pack 'Grim Gear' changed (1.0 → 1.1)"


def test_every_pack_text_is_kept_by_fingerprint(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)  # the same text is kept once
    for pack_text, label in ((V1, "1.0"), (V2, "1.1")):
        kept = library.kept_version(pack_fingerprint(pack_text))
        assert kept is not None
        assert (kept.kind, kept.pack_id, kept.version) == (PACK, "grim-gear", label)
        assert kept.text == pack_text


def test_review_all_lists_only_the_characters_waiting(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    pinned = add_dwarf(library)
    old = add_dwarf(library, pinned=False)  # a document from before pins: follows the pack
    assert pending_reviews(library) == []
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)
    assert [(r.id, review.describe()) for r, review in pending_reviews(library)] == [
        (pinned.id, "pack 'Grim Gear' changed (1.0 → 1.1)")
    ]
    assert values(library, old)["end"] == 4  # no pin: the current text
    library.trash_character(pinned.id)
    assert pending_reviews(library) == []


def test_accepting_pins_an_old_document(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    old = add_dwarf(library, pinned=False)
    assert pending_review(library, old) is None
    accepted = accept_review(library, old.id, old.version)
    assert accepted.version == old.version + 1
    assert accepted.document["ruleset"]["fingerprint"] == shipped_fingerprint("gravedust")
    assert accepted.document["packs"][0]["fingerprint"] == pack_fingerprint(V1)
    assert accept_review(library, old.id, accepted.version) == accepted  # nothing more to take
    library.update_pack("grim-gear", "Grim Gear", "1.1", V2)
    assert values(library, library.get_character(old.id))["end"] == 3  # now it keeps to 1.0


def test_accepting_an_old_version_of_the_character_is_refused(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    vex = add_dwarf(library)
    library.rename_character(vex.id, "Vexille")
    with pytest.raises(Exception, match="changed elsewhere"):
        accept_review(library, vex.id, vex.version)


def test_deleting_a_pack_keeps_the_characters_built_from_it(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", V1)
    vex = add_dwarf(library)
    before = values(library, vex)
    library.delete_pack("grim-gear")
    packs = library.list_packs("gravedust")
    built = build_character(vex.document, packs, library.pinned_content(vex.document))
    assert built.content_problems == ()
    assert built.build.valid
    assert values(library, vex) == before
    review = pending_review(library, vex)
    assert review is not None
    assert review.describe() == "pack 'Grim Gear' (1.0) was removed from the library"
    accepted = accept_review(library, vex.id, vex.version)
    assert accepted.document["packs"] == []
    assert values(library, accepted)["end"] == 1


def test_a_pinned_pack_version_the_library_does_not_keep_is_said(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.1", V2)
    document = with_pack(new_document("gravedust", "Vex"), "grim-gear", "1.0", "0" * 64)
    built = build_character(document, library.list_packs(), library.pinned_content(document))
    assert built.content_problems == (
        "This character was last reviewed against another version of pack 'Grim Gear' (1.0), "
        "which your library does not keep; it uses the current one (1.1) until you review it.",
    )
    review = pending_review(library, document)
    assert review is not None
    assert not review.changes[0].kept
    assert review_diff(library, document).empty


def test_new_characters_pin_the_shipped_rules_and_the_library_keeps_them(library: Library) -> None:
    record = library.add_character(new_document("gravedust", "Vex"))
    fingerprint = shipped_fingerprint("gravedust")
    assert record.document["ruleset"]["fingerprint"] == fingerprint
    kept = library.kept_version(fingerprint)
    assert kept is not None
    assert kept.kind == SHIPPED
    content = read_shipped_version(kept.text, get_system("gravedust"))
    assert [p.info.id for p in content.packs] == ["gravedust-rulebook"]


def test_a_character_keeps_the_shipped_rules_of_its_release(library: Library) -> None:
    older = "a" * 64
    store(library, older_shipped(older, ratlings))
    document = with_shipped_pin(new_document("gravedust", "Rikki"), older)
    document["events"] = [{"op": "choose-race", "race": "ratling"}]
    record = library.add_character(document)
    assert values(library, record)["agi"] == 3  # the older release had Ratlings
    review = pending_review(library, record)
    assert review is not None
    assert review.describe() == "the Gravedust rules changed with a new Sheetwright release"
    diff = review_diff(library, record)
    assert diff.breaks  # this release has no Ratlings
    accepted = accept_review(library, record.id, record.version)
    assert accepted.document["ruleset"]["fingerprint"] == shipped_fingerprint("gravedust")
    assert library.kept_version(shipped_fingerprint("gravedust")) is not None
    assert pending_review(library, accepted) is None


def test_shipped_rules_the_library_does_not_keep_are_said(library: Library) -> None:
    document = with_shipped_pin(new_document("gravedust", "Vex"), "b" * 64)
    built = build_character(document, [], library.pinned_content(document))
    assert built.content_problems == (NOT_KEPT,)
    review = pending_review(library, document)
    assert review is not None
    assert review.changes[0].kind == "shipped"
    assert not review.changes[0].kept
    fixed = accepted_document(library, document)
    assert fixed["ruleset"]["fingerprint"] == shipped_fingerprint("gravedust")
    assert build_character(fixed).content_problems == ()


def test_kept_rules_this_release_cannot_read_fall_back_to_the_current_ones(
    library: Library,
) -> None:
    def hostile(entries: dict[str, Any]) -> None:
        ratlings(entries)
        entries["race"]["ratling"]["adjustments"] = {
            "agi": f"__import__('os').system('touch {MARKER}')"
        }
        entries["race"]["ratling"]["__class__"] = "os.system"

    store(library, older_shipped("c" * 64, hostile))
    document = with_shipped_pin(new_document("gravedust", "Vex"), "c" * 64)
    built = build_character(document, [], library.pinned_content(document))
    assert built.content_problems == (UNREADABLE,)
    assert built.build.valid
    assert not MARKER.exists()


def test_a_hostile_kept_pack_version_never_runs_code(library: Library) -> None:
    library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.1", V2)
    hostile = V1 + f"x: !!python/object/apply:os.system ['touch {MARKER}']\n"
    fingerprint = pack_fingerprint(hostile)
    store(
        library,
        KeptVersion(fingerprint, PACK, "gravedust", "grim-gear", "Grim Gear", "1.0", hostile),
    )
    document = with_pack(new_document("gravedust", "Vex"), "grim-gear", "1.0", fingerprint)
    built = build_character(document, library.list_packs(), library.pinned_content(document))
    assert any("not allowed" in problem for problem in built.content_problems)
    assert not MARKER.exists()


def test_the_shipped_fingerprint_is_of_the_content_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rules.engine.content_loader import resources_dir

    copy = tmp_path / "resources"
    (copy / "rulesets").mkdir(parents=True)
    source = resources_dir() / "rulesets" / "gravedust"
    (copy / "rulesets" / "gravedust").mkdir()
    for file in source.iterdir():
        (copy / "rulesets" / "gravedust" / file.name).write_bytes(file.read_bytes())
    shipped = shipped_fingerprint("gravedust")
    monkeypatch.setenv("SHEETWRIGHT_RESOURCES", str(copy))
    try:
        shipped_fingerprint.cache_clear()
        assert shipped_fingerprint("gravedust") == shipped
        (copy / "rulesets" / "gravedust" / "notes.txt").write_text("not content")
        shipped_fingerprint.cache_clear()
        assert shipped_fingerprint("gravedust") == shipped
        races = copy / "rulesets" / "gravedust" / "races.yaml"
        races.write_text(races.read_text() + "# a fix\n")
        shipped_fingerprint.cache_clear()
        assert shipped_fingerprint("gravedust") != shipped
    finally:
        shipped_fingerprint.cache_clear()


def test_the_migration_keeps_the_packs_already_in_the_library(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    engine = create_engine(url)
    with engine.begin() as connection:
        command.upgrade(alembic_config(connection), "0002")
        connection.execute(
            text(
                "INSERT INTO homebrew_packs VALUES ('grim-gear', 'gravedust', 'Grim Gear', '1.0', "
                ":text, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')"
            ),
            {"text": V1},
        )
    engine.dispose()
    migrated = open_engine(url)
    kept = Library(migrated).kept_version(pack_fingerprint(V1))
    migrated.dispose()
    assert kept is not None
    assert (kept.pack_id, kept.version, kept.text) == ("grim-gear", "1.0", V1)
