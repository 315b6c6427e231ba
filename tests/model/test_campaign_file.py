# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign files: export and import round trip, every kind of conflict settled each way, and
hostile files refused in one sentence with nothing changed."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from model.campaign_file import (
    CampaignFileRefused,
    CampaignImportRefused,
    apply_campaign_import,
    export_campaign,
    plan_campaign_import,
    read_campaign,
)
from model.content_pins import with_pack
from model.content_versions import pack_fingerprint
from model.database import open_engine
from model.library import Library
from model.transfer import import_files

SAMPLES = sorted((Path(__file__).resolve().parents[2] / "resources" / "samples").glob("*.json"))
VEX = "c35ceed4-75f0-5b52-87fb-5859f27d55b1"  # the Gravedust sample, a dwarf


def grim_gear(version: str, end: int) -> str:
    """A one-file Gravedust pack: one race, Dwarf, with an END adjustment."""
    return (
        "format: sheetwright-pack\nformat_version: 1\nid: grim-gear\nname: Grim Gear\n"
        f"system: gravedust\nversion: '{version}'\nhomebrew: true\ncontent:\n  race:\n"
        "    - id: dwarf\n      name: Dwarf\n      source: {book: 'homebrew: Grim Gear', section: Races}\n"
        f"      adjustments: {{end: {end}}}\n"
    )


def sqlite_library(folder: Path, name: str) -> Library:
    return Library(open_engine(f"sqlite:///{folder / name}"))


def keep(library: Library, pack: bool = True, samples: list[Path] = SAMPLES) -> str:
    """The Drowned Keep with the samples; Vex uses Grim Gear 1.0 (pinned) when `pack`."""
    campaign = library.add_campaign("The Drowned Keep", notes="Thursdays")
    library.save_campaign_change(campaign.id, [], house_rules={"heretics": {"starting_exp": 40}})
    import_files(library, samples, campaign.id)
    if pack:
        library.add_pack("grim-gear", "gravedust", "Grim Gear", "1.0", grim_gear("1.0", 2))
        library.set_campaign_packs(campaign.id, ["grim-gear"])  # type: ignore[list-item]
        vex = library.get_character(VEX)
        used = with_pack(vex.document, "grim-gear", "1.0", pack_fingerprint(grim_gear("1.0", 2)))
        library.save_character(VEX, used, vex.version, "Uses Grim Gear")
    return campaign.id


def documents(library: Library, campaign_id: str) -> dict[str, dict[str, Any]]:
    return {
        r.id: library.get_character(r.id).document
        for r in library.list_characters(campaign_id=campaign_id)
    }


def packs(library: Library) -> list[tuple[str, str, str, str, str]]:
    return [(p.id, p.system, p.name, p.version, p.text) for p in library.list_packs()]


def assert_same_campaign(one: Library, two: Library, campaign_id: str) -> None:
    first, second = one.get_campaign(campaign_id), two.get_campaign(campaign_id)
    assert (first.name, first.notes, first.system) == (second.name, second.notes, second.system)
    assert one.campaign_house_rules(campaign_id) == two.campaign_house_rules(campaign_id)
    assert [p.id for p in one.campaign_packs(campaign_id)] == [
        p.id for p in two.campaign_packs(campaign_id)
    ]
    assert packs(one) == packs(two)
    assert documents(one, campaign_id) == documents(two, campaign_id)


def import_file(library: Library, path: Path, resolution: Any = None) -> Any:
    return apply_campaign_import(
        library, plan_campaign_import(library, read_campaign(path)), resolution
    )


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    name=st.text(
        st.characters(codec="utf-8", exclude_categories=["Cs", "Cc"]), min_size=1, max_size=40
    )
    .map(str.strip)
    .filter(bool),
    notes=st.text(max_size=60).filter(lambda t: "\x00" not in t),
    starting_exp=st.integers(0, 1_000_000),
    chosen=st.sets(st.sampled_from(SAMPLES)),
    with_pack=st.booleans(),
)
def test_export_then_import_into_an_empty_library_gives_the_same_campaign(
    name: str, notes: str, starting_exp: int, chosen: set[Path], with_pack: bool
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        here, there = sqlite_library(Path(folder), "a.db"), sqlite_library(Path(folder), "b.db")
        samples = sorted(chosen | ({SAMPLES[0]} if with_pack else set()))
        campaign_id = keep(here, with_pack, samples)
        here.rename_campaign(campaign_id, name)
        here.set_campaign_notes(campaign_id, notes)
        rules = {"heretics": {"starting_exp": starting_exp}}
        here.save_campaign_change(campaign_id, [], house_rules=rules)
        path = Path(folder) / "keep.sheetwright-campaign"
        written = export_campaign(here, campaign_id, path)
        assert read_campaign(path) == written  # what export writes, the reader accepts
        outcome = import_file(there, path)
        assert outcome.added == len(samples)
        assert_same_campaign(here, there, campaign_id)
        # the same file again adds nothing and conflicts with nothing
        again = plan_campaign_import(there, read_campaign(path))
        assert (again.add_lines(), again.conflicts) == ([], 0)


def test_the_round_trip_on_each_backend(library: Library, tmp_path: Path) -> None:
    """Exported from this backend and imported into SQLite, then back into a new campaign."""
    campaign_id = keep(library)
    path = tmp_path / "keep.sheetwright-campaign"
    export_campaign(library, campaign_id, path)
    other = sqlite_library(tmp_path, "other.db")
    import_file(other, path)
    assert_same_campaign(library, other, campaign_id)
    assert other.get_campaign(campaign_id).name == "The Drowned Keep"
    assert other.campaign_house_rules(campaign_id) == {"heretics": {"starting_exp": 40}}
    assert [r.summary for r in other.list_revisions(VEX)] == [
        "Imported from a campaign file with 29 events"
    ]


def test_an_earlier_pack_text_a_character_is_pinned_to_travels_with_it(
    library: Library, tmp_path: Path
) -> None:
    campaign_id = keep(library)
    library.update_pack("grim-gear", "Grim Gear", "1.1", grim_gear("1.1", 3))
    path = tmp_path / "keep.sheetwright-campaign"
    data = export_campaign(library, campaign_id, path)
    assert [(p.version, p.earlier) for p in data.packs] == [("1.1", False), ("1.0", True)]
    other = sqlite_library(tmp_path, "other.db")
    plan = plan_campaign_import(other, read_campaign(path))
    assert "An earlier text of Grim Gear (1.0), for the characters pinned to it" in (
        plan.add_lines()
    )
    apply_campaign_import(other, plan)
    assert other.get_pack("grim-gear").version == "1.1"
    assert other.kept_version(pack_fingerprint(grim_gear("1.0", 2))) is not None


@pytest.fixture
def shared(library: Library, tmp_path: Path) -> tuple[Library, Library, str]:
    """Their library (SQLite) exported The Drowned Keep into mine (each backend)."""
    theirs = sqlite_library(tmp_path, "theirs.db")
    campaign_id = keep(theirs)
    path = tmp_path / "first.sheetwright-campaign"
    export_campaign(theirs, campaign_id, path)
    import_file(library, path)
    return library, theirs, campaign_id


def add_event(library: Library, note: str, name: str | None = None) -> None:
    vex = library.get_character(VEX)
    document = dict(vex.document)
    document["events"] = [*document["events"], {"op": "award-xp", "amount": 1, "note": note}]
    if name is not None:
        document["name"] = name
    library.save_character(VEX, document, vex.version)


def exported(library: Library, campaign_id: str, tmp_path: Path) -> Path:
    path = tmp_path / "again.sheetwright-campaign"
    export_campaign(library, campaign_id, path)
    return path


def state(library: Library) -> tuple[Any, ...]:
    characters = [(r.id, r.name, r.version, r.campaign_id) for r in library.list_characters()]
    return tuple(characters), tuple(packs(library)), tuple(library.list_campaigns())


def test_a_character_changed_on_both_sides_conflicts_and_is_refused_without_a_choice(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    mine, theirs, campaign_id = shared
    add_event(mine, "mine")
    add_event(theirs, "theirs")
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflict_lines() == ["Vex the Dwarf (Gravedust) differs here and in the file"]
    before = state(mine)
    with pytest.raises(CampaignImportRefused, match=r"Nothing was changed\.$"):
        apply_campaign_import(mine, plan)
    assert state(mine) == before


@pytest.mark.parametrize("resolution", ["keep-both", "keep-mine", "take-theirs"])
def test_each_choice_settles_a_character_changed_on_both_sides(
    shared: tuple[Library, Library, str], tmp_path: Path, resolution: Any
) -> None:
    mine, theirs, campaign_id = shared
    add_event(mine, "mine")
    add_event(theirs, "theirs")
    mine_doc, theirs_doc = mine.get_character(VEX).document, theirs.get_character(VEX).document
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    apply_campaign_import(mine, plan, resolution)
    names = sorted(r.name for r in mine.list_characters(campaign_id=campaign_id))
    if resolution == "keep-both":
        assert "Vex the Dwarf (imported)" in names
        (copy,) = [r for r in mine.list_characters() if r.name == "Vex the Dwarf (imported)"]
        assert copy.document["events"] == theirs_doc["events"]
        assert mine.get_character(VEX).document == mine_doc
    elif resolution == "keep-mine":
        assert len(names) == 4
        assert mine.get_character(VEX).document == mine_doc
    else:
        vex = mine.get_character(VEX)
        assert vex.document == theirs_doc
        assert mine.list_revisions(VEX)[-1].summary == "Replaced by the campaign file's version"
        mine.undo_character(VEX, vex.version)  # undoable
        assert mine.get_character(VEX).document == mine_doc


def test_a_file_holding_an_earlier_revision_is_not_a_conflict_and_this_library_keeps_its_own(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    mine, theirs, campaign_id = shared
    add_event(mine, "only mine")
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflicts == 0
    assert (
        "Vex the Dwarf (Gravedust): this library's is newer (the file has one of its earlier "
        "revisions); it stays"
    ) in plan.note_lines()
    before = state(mine)
    apply_campaign_import(mine, plan)
    assert state(mine) == before


def test_a_file_whose_history_continues_this_librarys_updates_it_as_a_new_revision(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    mine, theirs, campaign_id = shared
    add_event(theirs, "session 12")
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflicts == 0
    assert plan.add_lines() == ["Vex the Dwarf (Gravedust): 1 more event, as a new revision"]
    outcome = apply_campaign_import(mine, plan)
    assert outcome.summary() == (
        "Imported The Drowned Keep: 0 characters added, 1 character updated."
    )
    assert mine.get_character(VEX).document == theirs.get_character(VEX).document
    assert mine.list_revisions(VEX)[-1].summary == "Updated from a campaign file"


@pytest.mark.parametrize("resolution", [None, "keep-both", "keep-mine", "take-theirs"])
def test_a_pack_at_another_version_conflicts_and_each_choice_settles_it(
    shared: tuple[Library, Library, str], tmp_path: Path, resolution: Any
) -> None:
    mine, theirs, campaign_id = shared
    mine.update_pack("grim-gear", "Grim Gear", "1.1", grim_gear("1.1", 3))
    theirs.update_pack("grim-gear", "Grim Gear", "2.0", grim_gear("2.0", 4))
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflict_lines() == [
        "The homebrew pack Grim Gear: this library has version 1.1, the file 2.0, with another text"
    ]
    if resolution is None:
        with pytest.raises(CampaignImportRefused, match="The homebrew pack Grim Gear"):
            apply_campaign_import(mine, plan)
        assert mine.get_pack("grim-gear").version == "1.1"
        return
    apply_campaign_import(mine, plan, resolution)
    now = mine.get_pack("grim-gear")
    kept = mine.kept_version(pack_fingerprint(grim_gear("2.0", 4)))
    if resolution == "take-theirs":
        assert (now.version, now.text) == ("2.0", grim_gear("2.0", 4))
        assert mine.kept_version(pack_fingerprint(grim_gear("1.1", 3))) is not None
    else:
        assert (now.version, now.text) == ("1.1", grim_gear("1.1", 3))
        assert (kept is not None) == (resolution == "keep-both")


def test_a_pack_text_this_library_had_before_is_not_a_conflict(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    mine, theirs, campaign_id = shared
    mine.update_pack("grim-gear", "Grim Gear", "1.1", grim_gear("1.1", 3))
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflicts == 0
    assert "The homebrew pack Grim Gear: this library has a newer text (1.1); it stays" in (
        plan.note_lines()
    )


def test_a_pack_id_of_another_game_here_conflicts_and_stays_whatever_is_chosen(
    library: Library, tmp_path: Path
) -> None:
    theirs = sqlite_library(tmp_path, "theirs.db")
    campaign_id = keep(theirs)
    miridon = grim_gear("1.0", 2).replace("system: gravedust", "system: miridon")
    miridon = miridon.split("content:")[0] + "content: {}\n"
    library.add_pack("grim-gear", "miridon", "Grim Gear", "1.0", miridon)
    plan = plan_campaign_import(library, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflict_lines() == [
        "The pack id grim-gear is a Miridon pack here and a Gravedust pack in the file; this "
        "library's stays whatever you choose, as a library holds one pack of an id"
    ]
    apply_campaign_import(library, plan, "take-theirs")
    assert library.get_pack("grim-gear").system == "miridon"
    assert len(library.list_characters(campaign_id=campaign_id)) == 4


@pytest.mark.parametrize("resolution", [None, "keep-both", "keep-mine", "take-theirs"])
def test_a_campaign_here_under_another_name_conflicts_and_each_choice_settles_it(
    shared: tuple[Library, Library, str], tmp_path: Path, resolution: Any
) -> None:
    mine, theirs, campaign_id = shared
    mine.rename_campaign(campaign_id, "The Sunken Keep")
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflict_lines() == [
        "The campaign The Drowned Keep is in this library as The Sunken Keep"
    ]
    if resolution is None:
        with pytest.raises(CampaignImportRefused):
            apply_campaign_import(mine, plan)
        return
    outcome = apply_campaign_import(mine, plan, resolution)
    names = sorted(c.name for c in mine.list_campaigns())
    expected = {
        "keep-both": ["The Drowned Keep (imported)", "The Sunken Keep"],
        "keep-mine": ["The Sunken Keep"],
        "take-theirs": ["The Drowned Keep"],
    }
    assert names == expected[resolution]
    assert (outcome.campaign_id == campaign_id) == (resolution != "keep-both")


def test_other_house_rules_for_the_campaign_conflict(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    mine, theirs, campaign_id = shared
    theirs.save_campaign_change(campaign_id, [], house_rules={"heretics": {"starting_exp": 60}})
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.conflict_lines() == [
        "The campaign The Drowned Keep is in this library with other house rules"
    ]
    apply_campaign_import(mine, plan, "take-theirs")
    assert mine.campaign_house_rules(campaign_id) == {"heretics": {"starting_exp": 60}}


def test_a_character_in_this_librarys_trash_comes_in_as_a_copy(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    mine, theirs, campaign_id = shared
    mine.trash_character(VEX)
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    assert plan.add_lines() == [
        "Vex the Dwarf (Gravedust), as a copy: this library has it in the trash"
    ]
    apply_campaign_import(mine, plan)
    live = [r for r in mine.list_characters(campaign_id=campaign_id) if r.name == "Vex the Dwarf"]
    assert len(live) == 1
    assert live[0].id != VEX
    assert mine.get_character(VEX).in_trash


def test_a_character_changed_here_since_the_plan_refuses_the_whole_import(
    shared: tuple[Library, Library, str], tmp_path: Path
) -> None:
    from model.errors import ConflictError

    mine, theirs, campaign_id = shared
    add_event(mine, "mine")
    add_event(theirs, "theirs")
    plan = plan_campaign_import(mine, read_campaign(exported(theirs, campaign_id, tmp_path)))
    add_event(mine, "meanwhile")
    before = state(mine)
    with pytest.raises(ConflictError, match="changed elsewhere"):
        apply_campaign_import(mine, plan, "take-theirs")
    assert state(mine) == before


# Hostile files: each refused with one sentence, and the library left as it was.


def good_file(tmp_path: Path) -> dict[str, Any]:
    theirs = sqlite_library(tmp_path, "theirs.db")
    campaign_id = keep(theirs)
    path = exported(theirs, campaign_id, tmp_path)
    value: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return value


def nested(depth: int) -> str:
    return "[" * depth + "]" * depth


def with_bad_character(value: dict[str, Any]) -> dict[str, Any]:
    value["characters"][1]["events"][0]["op"] = 7
    return value


def with_changed_pack(value: dict[str, Any]) -> dict[str, Any]:
    value["packs"][0]["text"] = value["packs"][0]["text"].replace("end: 2", "end: 9")
    return value


def with_version(value: dict[str, Any], version: Any) -> dict[str, Any]:
    return {**value, "version": version}


HOSTILE = [
    ("not JSON", lambda v: "this is not JSON", r"keep\.sheetwright-campaign is not valid JSON at line 1, column 1"),
    ("too deep", lambda v: nested(65), r"is nested too deeply \(more than 64 levels"),
    ("not a campaign", lambda v: {**v, "format": "sheetwright-character"}, r'is not a Sheetwright campaign file \(it lacks "format": "sheetwright-campaign"\)\.$'),
    ("newer", lambda v: with_version(v, 2), r"written by a newer version of Sheetwright \(campaign format version 2\)"),
    ("bad version", lambda v: with_version(v, "one"), r"is not a valid campaign file: version must be a whole number"),
    ("character", with_bad_character, r"^Character 2 of keep\.sheetwright-campaign is not a valid character file: events\[0\]\.op must be text\.$"),
    ("pack", with_changed_pack, r"pack 1 \(grim-gear\) has a text that does not match its fingerprint"),
    ("NaN", lambda v: json.dumps(v).replace('"notes": "Thursdays"', '"notes": NaN'), r"contains NaN"),
    ("unknown key", lambda v: {**v, "extra": 1}, r"has an unknown key 'extra'"),
    ("house rule", lambda v: {**v, "campaign": {**v["campaign"], "house_rules": {"heretics": {"starting_exp": -1}}}}, r"house rule starting_exp is not valid"),
]  # fmt: skip


@pytest.mark.parametrize(("what", "spoil", "message"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_a_hostile_file_is_refused_in_one_sentence_and_changes_nothing(
    library: Library, tmp_path: Path, what: str, spoil: Any, message: str
) -> None:
    spoiled = spoil(good_file(tmp_path))
    path = tmp_path / "keep.sheetwright-campaign"
    path.write_text(spoiled if isinstance(spoiled, str) else json.dumps(spoiled), encoding="utf-8")
    before = state(library)
    with pytest.raises(CampaignFileRefused, match=message) as refused:
        read_campaign(path)
    assert "\n" not in str(refused.value)
    assert state(library) == before


def test_a_file_over_the_size_cap_is_refused_unread(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from model import campaign_format

    path = tmp_path / "big.sheetwright-campaign"
    path.write_bytes(b" " * 2000)
    monkeypatch.setattr(campaign_format, "MAX_CAMPAIGN_BYTES", 1000)
    with pytest.raises(CampaignFileRefused, match=r"^big\.sheetwright-campaign is too large: "):
        read_campaign(path)


@pytest.fixture(scope="module")
def good_value(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    return good_file(tmp_path_factory.mktemp("fuzz"))


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3)
    ),
    max_leaves=6,
)


def replaced(value: Any, path: list[int], new: Any) -> Any:
    """The value with the subtree that `path` picks (indexes into keys or items) replaced."""
    if not path or not isinstance(value, dict | list) or not value:
        return new
    keys = list(value) if isinstance(value, dict) else list(range(len(value)))
    key = keys[path[0] % len(keys)]
    out = dict(value) if isinstance(value, dict) else list(value)
    out[key] = replaced(value[key], path[1:], new)  # type: ignore[index]
    return out


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(path=st.lists(st.integers(0, 40), min_size=1, max_size=6), new=JSON_VALUES)
def test_a_file_with_any_part_replaced_is_read_or_refused_in_one_sentence(
    good_value: dict[str, Any], path: list[int], new: Any
) -> None:
    from model.campaign_format import parse_campaign

    spoiled = json.dumps(replaced(good_value, path, new)).encode()
    refusal = ""
    try:
        parse_campaign(spoiled, "fuzz.sheetwright-campaign")
    except CampaignFileRefused as refused:  # anything else fails the test
        refusal = str(refused)
    assert "\n" not in refusal


@pytest.mark.parametrize("part", ["id", "system"])
def test_a_pack_named_over_two_lines_is_refused_in_one_line(
    good_value: dict[str, Any], part: str
) -> None:
    from model.campaign_format import parse_campaign

    pack = {**good_value["packs"][0], part: "grim\ngear"}
    spoiled = json.dumps({**good_value, "packs": [pack]}).encode()
    with pytest.raises(CampaignFileRefused) as refused:
        parse_campaign(spoiled, "two-lines.sheetwright-campaign")
    assert "\n" not in str(refused.value)
    assert str(refused.value).startswith("two-lines.sheetwright-campaign: pack 1 ")
    assert '"grim\\ngear"' in str(refused.value)  # the name still shown, escaped
