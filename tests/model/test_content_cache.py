# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shipped-pack cache: served when current, never stale, and harmless when broken."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from model import content_cache
from model.content_cache import shipped_pack
from rules.engine.content_error import ContentError
from rules.engine.content_loader import resources_dir
from rules.heretics.system import SYSTEM


@pytest.fixture
def pack(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the shipped Heretics pack and an empty cache folder."""
    monkeypatch.setenv("SHEETWRIGHT_CACHE_DIR", str(tmp_path / "cache"))
    folder = tmp_path / "heretics"
    shutil.copytree(resources_dir() / "rulesets" / "heretics", folder)
    return folder


def forbid_parsing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Make any YAML load fail, so only the cache can answer."""

    def refuse(*_: object) -> None:
        raise AssertionError("parsed the YAML instead of using the cache")

    monkeypatch.setattr(content_cache, "load_pack_dir", refuse)


def test_the_second_load_comes_from_the_cache(pack: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    first = shipped_pack(pack, SYSTEM)
    forbid_parsing(monkeypatch)
    again = shipped_pack(pack, SYSTEM)
    assert again.entries.keys() == first.entries.keys()
    assert again.entries["feat"]["multi-attack"] == first.entries["feat"]["multi-attack"]


def test_an_edited_file_is_never_served_stale(pack: Path) -> None:
    shipped_pack(pack, SYSTEM)
    feats = pack / "feats.yaml"
    feats.write_text(feats.read_text().replace("cost: 15", "cost: 16", 1))
    assert shipped_pack(pack, SYSTEM).entries["feat"]["multi-attack"].cost == 16  # type: ignore[attr-defined]
    assert len(list((pack.parent / "cache").glob("heretics-heretics-*.cache"))) == 1


def test_a_broken_cache_file_is_ignored(pack: Path) -> None:
    shipped_pack(pack, SYSTEM)
    for file in (pack.parent / "cache").glob("*.cache"):
        file.write_bytes(b"not a cache file")
    assert "multi-attack" in shipped_pack(pack, SYSTEM).entries["feat"]


def test_an_unwritable_cache_changes_nothing(pack: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = pack.parent / "cache-is-a-file"
    blocker.write_text("")
    monkeypatch.setenv("SHEETWRIGHT_CACHE_DIR", str(blocker / "sub"))
    assert "multi-attack" in shipped_pack(pack, SYSTEM).entries["feat"]


def test_a_tampered_cache_file_is_refused_unread(pack: Path) -> None:
    # the file is signed: any changed byte (here a name) means parsing the YAML
    shipped_pack(pack, SYSTEM)
    (file,) = (pack.parent / "cache").glob("*.cache")
    data = file.read_bytes()
    assert b"Multi-Attack" in data
    file.write_bytes(data.replace(b"Multi-Attack", b"Multi-Hacked"))
    assert shipped_pack(pack, SYSTEM).entries["feat"]["multi-attack"].name == "Multi-Attack"


def test_a_broken_pack_is_refused_and_not_cached(pack: Path) -> None:
    (pack / "feats.yaml").write_text("format: sheetwright-content\nkind: [")
    with pytest.raises(ContentError):
        shipped_pack(pack, SYSTEM)
    assert not list((pack.parent / "cache").glob("*.cache"))
