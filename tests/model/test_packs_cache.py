# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homebrew packs are cached like shipped ones: validated once, keyed on their text, never trusted
blindly (issue 15, item 13)."""

from __future__ import annotations

import os
import pickle
import stat
from dataclasses import replace
from pathlib import Path

import pytest

from model import content_cache, signed_pickle, user_key
from model.character_build import build_character, check_pack_text
from model.content_cache import homebrew_pack
from model.library import Library
from rules.engine.content_error import ContentError
from rules.engine.content_pack import LoadedPack
from rules.gravedust.content import Race
from rules.gravedust.system import SYSTEM


def pack_text(count: int, end: int = 2, pack_id: str = "our-races") -> str:
    """A one-file Gravedust pack of `count` races, each giving END +`end`."""
    lines = [
        "format: sheetwright-pack", "format_version: 1", f"id: {pack_id}", "name: Our races",
        "system: gravedust", "version: '1'", "homebrew: true", "content:", "  race:",
    ]  # fmt: skip
    for i in range(count):
        lines += [
            f"    - id: race-{i}", f"      name: Race {i}",
            "      source: {book: 'homebrew: our races'}", f"      adjustments: {{end: {end}}}",
        ]  # fmt: skip
    return "\n".join(lines) + "\n"


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty cache folder; the homebrew cache files go in its `homebrew` folder."""
    monkeypatch.setenv("SHEETWRIGHT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache" / "homebrew"


def end_of(pack: LoadedPack, race: str) -> int:
    """The END adjustment of one race of a loaded pack."""
    entry = pack.entries["race"][race]
    assert isinstance(entry, Race)
    return entry.adjustment("end")


def forbid_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the YAML loader fail, so only the cache can answer."""

    def refuse(*_: object) -> None:
        raise AssertionError("parsed the YAML instead of using the cache")

    monkeypatch.setattr(content_cache, "load_pack_text", refuse)


def test_a_validated_homebrew_pack_comes_from_the_cache_the_next_time(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = pack_text(3)
    first = check_pack_text(text, "races.yaml", "gravedust")  # the import validates and caches
    assert len(list(cache.glob("gravedust-*.cache"))) == 1
    forbid_parsing(monkeypatch)
    again = homebrew_pack(text, "homebrew pack 'Our races'", SYSTEM)
    assert again == first
    assert end_of(again, "race-1") == 2


def test_another_text_of_the_pack_is_never_served_the_old_entries(cache: Path) -> None:
    homebrew_pack(pack_text(3, end=2), "v1", SYSTEM)
    newer = homebrew_pack(pack_text(3, end=3), "v2", SYSTEM)
    assert end_of(newer, "race-0") == 3
    assert end_of(homebrew_pack(pack_text(3, end=2), "v1", SYSTEM), "race-0") == 2
    assert len(list(cache.glob("*.cache"))) == 2  # both versions: characters may pin either


def test_a_character_using_a_cached_pack_builds_as_from_the_yaml(
    library: Library, cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = pack_text(3)
    record = library.add_pack("our-races", "gravedust", "Our races", "1", text)
    document = {
        "format": "sheetwright-character", "format_version": 2, "id": "c1", "name": "Vex",
        "system": "gravedust", "ruleset": {"id": "gravedust", "version": "1"},
        "packs": [{"id": "our-races", "version": "1"}], "settings": {}, "notes": "",
        "portrait": None, "events": [{"op": "choose-race", "race": "race-2"}],
    }  # fmt: skip
    check_pack_text(text, "races.yaml", "gravedust")
    forbid_parsing(monkeypatch)
    from model import character_build

    character_build._homebrew_text.cache_clear()
    built = build_character(document, [record])
    assert built.content_problems == ()
    assert built.build.state.race == "race-2"  # type: ignore[attr-defined]


def _signed(value: object, monkeypatch: pytest.MonkeyPatch, key: bytes | None = None) -> bytes:
    """The value as a cache file signed with this user's key, or with another one."""
    if key is None:
        return signed_pickle.dumps(value)
    with monkeypatch.context() as patch:
        patch.setattr(signed_pickle, "_key", lambda: key)
        return signed_pickle.dumps(value)


class _Hostile:
    """Unpickling this would run a command: the cache must never get that far."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, ...]:
        return (os.system, (f"touch {self.marker}",))


@pytest.mark.parametrize(
    "tamper",
    [
        "flipped-byte",
        "foreign-key",
        "code",
        "other-key",
        "other-system",
        "renamed-entry",
        "garbage",
    ],
)
def test_a_tampered_or_foreign_cache_file_is_not_trusted(
    cache: Path, tamper: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = pack_text(2)
    homebrew_pack(text, "races.yaml", SYSTEM)
    (file,) = cache.glob("*.cache")
    form, key, system, pack = signed_pickle.loads(file.read_bytes())
    smuggled = pack.entries["race"]["race-1"].model_copy(update={"name": "Smuggled"})
    pack = replace(pack, entries={"race": {**pack.entries["race"], "race-1": smuggled}})
    marker = tmp_path / "ran"
    data = {
        "flipped-byte": file.read_bytes().replace(b"Race 1", b"Smuggled"),
        "foreign-key": _signed((form, key, system, pack), monkeypatch, b"k" * 32),
        "code": _signed((form, key, system, _Hostile(marker)), monkeypatch),  # ours, yet refused
        "other-key": _signed((form, "0" * 64, system, pack), monkeypatch),
        "other-system": _signed((form, key, "heretics", pack), monkeypatch),
        "renamed-entry": _signed(
            (form, key, system, replace(pack, entries={"race": {"race-9": smuggled}})), monkeypatch
        ),
        "garbage": b"{",
    }[tamper]
    file.write_bytes(data)
    loaded = homebrew_pack(text, "races.yaml", SYSTEM)
    assert loaded.entries["race"]["race-1"].name == "Race 1"
    assert set(loaded.entries["race"]) == {"race-0", "race-1"}
    assert not marker.exists()
    assert signed_pickle.loads(file.read_bytes())[3] == loaded  # rewritten from the YAML


def test_a_foreign_pickle_is_refused_before_it_is_unpickled(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    payload = pickle.dumps(_Hostile(marker))
    for data in (payload, signed_pickle.MAGIC + b"\0" * 32 + payload):
        with pytest.raises(signed_pickle.Refused):
            signed_pickle.loads(data)
    assert not marker.exists()


def test_the_signing_key_is_the_users_alone(tmp_path: Path) -> None:
    signed_pickle.dumps(1)
    key = tmp_path / "sheetwright-data" / signed_pickle.KEY_FILE
    assert stat.S_IMODE(key.stat().st_mode) == 0o600
    assert len(key.read_bytes()) == signed_pickle.KEY_BYTES


def test_a_key_others_can_read_is_replaced(tmp_path: Path) -> None:
    folder = tmp_path / "other-data"
    folder.mkdir()
    key = folder / signed_pickle.KEY_FILE
    key.write_bytes(b"k" * signed_pickle.KEY_BYTES)
    key.chmod(0o644)
    assert user_key.key_at(key) != b"k" * signed_pickle.KEY_BYTES
    assert stat.S_IMODE(key.stat().st_mode) == 0o600


def test_a_cache_file_that_is_not_a_regular_file_is_not_read(cache: Path) -> None:
    text = pack_text(2)
    homebrew_pack(text, "races.yaml", SYSTEM)
    (file,) = cache.glob("*.cache")
    file.unlink()
    os.mkfifo(file)  # would hang a plain read
    assert homebrew_pack(text, "races.yaml", SYSTEM).entries["race"]["race-1"].name == "Race 1"
    file.unlink()
    file.symlink_to("/dev/zero")  # would never end
    assert homebrew_pack(text, "races.yaml", SYSTEM).entries["race"]["race-1"].name == "Race 1"


def test_a_broken_homebrew_pack_is_refused_every_time_and_never_cached(cache: Path) -> None:
    text = pack_text(2).replace("{end: 2}", "{end: lots}", 1)
    for _ in range(2):
        with pytest.raises(ContentError, match=r"races\.yaml"):
            homebrew_pack(text, "races.yaml", SYSTEM)
    assert not cache.exists() or not list(cache.glob("*.cache"))


def test_the_homebrew_cache_keeps_a_bounded_number_of_files(
    cache: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(content_cache, "MAX_HOMEBREW_FILES", 3)
    for end in range(1, 6):
        homebrew_pack(pack_text(1, end=end), "races.yaml", SYSTEM)
    assert len(list(cache.glob("*.cache"))) == 3
