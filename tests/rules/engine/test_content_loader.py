# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Loading content packs: valid packs, located problems, and the ruleset built from packs."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from rules.engine.content_loader import (
    FORMAT_VERSION,
    ContentError,
    LoadedPack,
    build_ruleset,
    load_content_file,
    load_pack_dir,
    load_pack_text,
    load_shipped_ruleset,
    resources_dir,
    shipped_pack_dirs,
)
from tests.rules.engine.content_fakes import (
    GOOD_PACK,
    PACK_HEADER,
    Gear,
    content,
    fake_system,
    write_pack,
)
from tests.systems.install import headless_parts

SWORD = "  - id: iron-sword\n    name: Iron Sword\n    source: {book: B}\n"


def problems_of(exc: pytest.ExceptionInfo[ContentError]) -> list[str]:
    """Every problem of a ContentError, described as a user reads it."""
    return [p.describe() for p in exc.value.problems]


def load_bad(tmp_path: Path, body: str, kind: str = "gear") -> list[str]:
    """Load a pack `bad` whose one content file has `body` as entries; return its problems."""
    pack = write_pack(tmp_path, "bad", {f"{kind}.yaml": content(kind, body)})
    with pytest.raises(ContentError) as exc:
        load_pack_dir(pack, fake_system())
    return problems_of(exc)


def test_valid_pack_dir_loads() -> None:
    pack = load_pack_dir(GOOD_PACK, fake_system())
    assert pack.info.id == "fake-rulebook"
    assert pack.system == "fakesys"
    assert not pack.info.homebrew
    sword = pack.entries["gear"]["iron-sword"]
    assert isinstance(sword, Gear)
    assert sword.bonuses == {"hp": 2}
    assert sword.damage == "might * 2 + 1"
    assert sword.source.cite() == "homebrew: Dan's pack, Weapons"
    assert pack.entries["gear"]["rope"].description == "Fifty feet of it.\n"
    assert type(pack.entries["gear"]["rope"].description) is str
    assert pack.entries["race"]["dwarf"].name == "Dwarf"


def test_load_content_file_returns_kind_and_entries() -> None:
    kind, entries = load_content_file(GOOD_PACK / "race.yaml", fake_system())
    assert kind == "race"
    assert list(entries) == ["dwarf"]


def test_wrong_type_names_file_line_entry_and_field(tmp_path: Path) -> None:
    body = SWORD + "    bonuses:\n      hp: lots\n"
    assert load_bad(tmp_path, body) == [
        "bad/gear.yaml, line 10, entry 'iron-sword', field 'bonuses.hp': must be a whole number"
    ]


def test_unknown_field_is_refused(tmp_path: Path) -> None:
    body = SWORD + "    slots: 2\n    weight: 3\n"
    assert load_bad(tmp_path, body) == [
        "bad/gear.yaml, line 10, entry 'iron-sword', field 'weight': is not a known field"
    ]


def test_missing_field_points_at_the_entry(tmp_path: Path) -> None:
    body = "  - id: rope\n    source: {book: B}\n"
    assert load_bad(tmp_path, body) == [
        "bad/gear.yaml, line 6, entry 'rope', field 'name': is required"
    ]


def test_duplicate_id(tmp_path: Path) -> None:
    assert load_bad(tmp_path, SWORD + SWORD) == [
        "bad/gear.yaml, line 9, entry 'iron-sword', field 'id': "
        "duplicate id 'iron-sword' (first used on line 6)"
    ]


def test_duplicate_yaml_key(tmp_path: Path) -> None:
    body = SWORD + "    name: Again\n"
    assert load_bad(tmp_path, body) == [
        "bad/gear.yaml, line 9: the key 'name' appears twice in the same mapping"
    ]


def test_unknown_expression_name_in_formula(tmp_path: Path) -> None:
    body = SWORD + "    damage: mihgt + 1\n"
    [found] = load_bad(tmp_path, body)
    assert found.startswith("bad/gear.yaml, line 9, entry 'iron-sword', field 'damage': ")
    assert "unknown name 'mihgt' (known: might" in found


def test_all_problems_of_all_files_are_reported(tmp_path: Path) -> None:
    files = {
        "gear.yaml": content("gear", SWORD + "    slots: many\n"),
        "race.yaml": content("race", "  - id: Bad Id\n    name: X\n    source: {book: B}\n"),
    }
    pack = write_pack(tmp_path, "two", files)
    with pytest.raises(ContentError) as exc:
        load_pack_dir(pack, fake_system())
    found = problems_of(exc)
    assert found[0] == (
        "two/gear.yaml, line 9, entry 'iron-sword', field 'slots': must be a whole number"
    )
    assert found[1].startswith("two/race.yaml, line 6, entry 'Bad Id', field 'id': ")
    assert exc.value.source == "two"


def test_unknown_kind_lists_the_known_kinds(tmp_path: Path) -> None:
    assert load_bad(tmp_path, SWORD, kind="spell") == [
        "bad/spell.yaml, line 4, field 'kind': unknown kind 'spell'; known kinds: gear, race"
    ]


def test_other_system_is_refused(tmp_path: Path) -> None:
    text = content("gear", SWORD).replace("system: fakesys", "system: miridon")
    pack = write_pack(tmp_path, "other", {"gear.yaml": text})
    with pytest.raises(ContentError) as exc:
        load_pack_dir(pack, fake_system())
    assert problems_of(exc) == [
        "other/gear.yaml, line 3, field 'system': "
        "is for the system 'miridon', but 'fakesys' is being loaded"
    ]


@pytest.mark.parametrize(
    ("header", "message"),
    [
        (
            "format: sheetwright-pack\n",
            "line 1, field 'format': must have 'format: sheetwright-content'",
        ),
        (
            "kind: gear\n",
            "line 1: is not a Sheetwright file: 'format: sheetwright-content' is missing",
        ),
    ],
)
def test_missing_or_wrong_format(tmp_path: Path, header: str, message: str) -> None:
    path = tmp_path / "gear.yaml"
    path.write_text(header + "format_version: 1\n", encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_content_file(path, fake_system())
    assert problems_of(exc) == [f"gear.yaml, {message}"]


def test_newer_format_version_is_a_friendly_error(tmp_path: Path) -> None:
    path = tmp_path / "gear.yaml"
    path.write_text(content("gear", SWORD).replace("format_version: 1", "format_version: 3"))
    with pytest.raises(ContentError) as exc:
        load_content_file(path, fake_system())
    assert problems_of(exc) == [
        "gear.yaml, line 2, field 'format_version': was written by a newer version of "
        "Sheetwright (format 3); this version reads format 1 — update Sheetwright to use it"
    ]


def test_older_format_version_is_a_friendly_error() -> None:
    text = PACK_HEADER.format(pack_id="old").replace("format_version: 1", "format_version: 0")
    with pytest.raises(ContentError) as exc:
        load_pack_text(text, "old.yaml", fake_system())
    assert problems_of(exc) == [
        "old.yaml, line 2, field 'format_version': uses format 0, an old format this version "
        f"of Sheetwright does not read (it reads format {FORMAT_VERSION})"
    ]


def test_one_file_pack_loads() -> None:
    text = PACK_HEADER.format(pack_id="dans-pack") + "homebrew: true\ncontent:\n  gear:\n"
    text += SWORD.replace("  - ", "    - ").replace("\n    ", "\n      ")
    pack = load_pack_text(text.encode("utf-8"), "dans-pack.yaml", fake_system())
    assert pack.info.homebrew
    assert list(pack.entries["gear"]) == ["iron-sword"]


def test_one_file_pack_with_unknown_kind_and_bad_entry() -> None:
    text = PACK_HEADER.format(pack_id="p") + "content:\n  gear:\n    - {id: x, name: X}\n"
    text += "  spells: []\n"
    with pytest.raises(ContentError) as exc:
        load_pack_text(text, "p.yaml", fake_system())
    assert problems_of(exc) == [
        "p.yaml, line 9, entry 'x', field 'source': is required",
        "p.yaml, line 10, field 'content.spells': unknown kind 'spells'; known kinds: gear, race",
    ]


def _pack(pack_id: str, **gear: str) -> LoadedPack:
    text = PACK_HEADER.format(pack_id=pack_id) + "content:\n  gear:\n"
    for entry_id, name in gear.items():
        text += f"    - {{id: {entry_id}, name: {name}, source: {{book: {pack_id}}}}}\n"
    return load_pack_text(text, f"{pack_id}.yaml", fake_system())


def _broken() -> LoadedPack:
    return load_pack_text("format: nonsense\n", "broken.yaml", fake_system())


def test_build_ruleset_skips_bad_pack_and_later_pack_overrides() -> None:
    base = _pack("base", sword="Sword", rope="Rope")
    result = build_ruleset(
        fake_system(), [base, _broken, lambda: _pack("brew", sword="Better")], "v1"
    )
    assert result.skipped_packs == ["broken.yaml"]
    assert [p.describe() for p in result.problems] == [
        "broken.yaml, line 1, field 'format': must have 'format: sheetwright-pack'"
    ]
    ruleset = result.ruleset
    assert [p.id for p in ruleset.packs] == ["base", "brew"]
    assert ruleset.get("gear", "sword").name == "Better"  # type: ignore[union-attr]
    assert ruleset.origin[("gear", "sword")] == "brew"
    assert ruleset.origin[("gear", "rope")] == "base"
    assert ruleset.version == "v1"


def test_shipped_packs_found_through_resources_env(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, register_systems: Callable[..., None]
) -> None:
    register_systems(headless_parts("fakesys", "Fake", "tests.rules.engine.content_fakes:FAKE"))
    monkeypatch.setenv("SHEETWRIGHT_RESOURCES", str(tmp_path))
    rulesets = tmp_path / "rulesets"
    write_pack(rulesets, "fakesys", {"gear.yaml": content("gear", SWORD)}, pack_id="core")
    example = write_pack(rulesets / "fakesys", "sample", {}, pack_id="sample")
    (example / "pack.yaml").write_text(
        PACK_HEADER.format(pack_id="sample") + "example: true\n", encoding="utf-8"
    )
    write_pack(rulesets / "fakesys", "broken", {"gear.yaml": "format: x\n"})
    assert resources_dir() == tmp_path
    assert [p.name for p in shipped_pack_dirs("fakesys")] == ["fakesys", "broken", "sample"]
    plain = load_shipped_ruleset(fake_system())
    assert [p.id for p in plain.ruleset.packs] == ["core"]
    assert plain.skipped_packs == ["broken"]
    assert plain.ruleset.get("gear", "iron-sword") is not None
    with_examples = load_shipped_ruleset(fake_system(), include_examples=True)
    assert [p.id for p in with_examples.ruleset.packs] == ["core", "sample"]


def test_resources_dir_defaults_to_repo(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("SHEETWRIGHT_RESOURCES", raising=False)
    assert resources_dir() == Path(__file__).resolve().parents[3] / "resources"
