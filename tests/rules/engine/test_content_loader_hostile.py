# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Hostile content files: every one is refused with a friendly message, nothing is run."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from rules.engine.content_loader import (
    MAX_FILE_BYTES,
    ContentError,
    load_content_file,
    load_pack_dir,
    load_pack_text,
)
from tests.rules.engine.content_fakes import PACK_HEADER, content, fake_system, write_pack

ALIASES = "YAML anchors and aliases (&name / *name) are not allowed"
TAGS = "YAML tags like '!!python/object' are not allowed"


def refused(text: str | bytes, filename: str = "evil.yaml") -> list[str]:
    """Problems of loading `text` as a one-file pack (it must be refused)."""
    with pytest.raises(ContentError) as exc:
        load_pack_text(text, filename, fake_system())
    return [p.describe() for p in exc.value.problems]


def billion_laughs() -> str:
    """The classic alias bomb: a few hundred bytes that expand to 10**9 strings."""
    lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    for prev, name in zip("abcdefgh", "bcdefghi", strict=True):
        lines.append(f"{name}: &{name} [" + ",".join([f"*{prev}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_alias_bomb_is_refused_quickly() -> None:
    start = time.perf_counter()
    assert refused(billion_laughs()) == [f"evil.yaml, line 1: {ALIASES} (found '&a')"]
    assert time.perf_counter() - start < 1


def test_alias_alone_is_refused(tmp_path: Path) -> None:
    body = "  - id: a\n    name: A\n    source: {book: B}\n    bonuses: *x\n"
    path = tmp_path / "gear.yaml"
    path.write_text(content("gear", body), encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_content_file(path, fake_system())
    assert [p.describe() for p in exc.value.problems] == [
        f"gear.yaml, line 9: {ALIASES} (found '*x')"
    ]


@pytest.mark.parametrize(
    ("document", "shown"),
    [
        ('x: !!python/object/apply:os.system ["echo hi"]\n', "!!python/object/apply:os.system"),
        ("x: !!python/name:os.system\n", "!!python/name:os.system"),
        ("x: !!python/object:os.system {}\n", "!!python/object:os.system"),
        ("x: !!str 3\n", "!!str"),
        ("x: !custom {a: 1}\n", "!custom"),
    ],
)
def test_tags_are_refused_and_nothing_runs(
    monkeypatch: pytest.MonkeyPatch, document: str, shown: str
) -> None:
    calls: list[object] = []

    def record(*args: object) -> int:
        """Stand-in for os.system that only remembers it was called."""
        calls.append(args)
        return 0

    monkeypatch.setattr(os, "system", record)
    found = refused(PACK_HEADER.format(pack_id="evil") + document)
    assert len(found) == 1
    assert found[0].endswith(f": {TAGS} (found '{shown}')")
    assert found[0].startswith("evil.yaml, line ")
    assert calls == []


def test_tag_on_the_whole_document_is_refused() -> None:
    assert refused("--- !!python/object/apply:os.system\n- echo hi\n") == [
        f"evil.yaml, line 1: {TAGS} (found '!!python/object/apply:os.system')"
    ]


def test_tag_refused_in_pack_dir(tmp_path: Path) -> None:
    body = '  - !!python/object/apply:os.system ["echo hi"]\n'
    pack = write_pack(tmp_path, "evil", {"gear.yaml": content("gear", body)})
    with pytest.raises(ContentError) as exc:
        load_pack_dir(pack, fake_system())
    assert [p.describe() for p in exc.value.problems] == [
        f"evil/gear.yaml, line 6: {TAGS} (found '!!python/object/apply:os.system')"
    ]


def test_big_file_is_refused_before_reading(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "gear.yaml"
    with path.open("wb") as handle:
        handle.truncate(2 * 1024 * 1024)
    monkeypatch.setattr(Path, "read_bytes", lambda _self: pytest.fail("read the whole file"))
    with pytest.raises(ContentError) as exc:
        load_content_file(path, fake_system())
    assert [p.describe() for p in exc.value.problems] == [
        "gear.yaml: is too large (2.0 MiB); content files may be at most 1 MiB"
    ]


@pytest.mark.parametrize("as_bytes", [False, True])
def test_big_text_is_refused(as_bytes: bool) -> None:
    text = "#" * (MAX_FILE_BYTES + 1)
    assert refused(text.encode() if as_bytes else text) == [
        "evil.yaml: is too large (1.0 MiB); content files may be at most 1 MiB"
    ]


def test_multibyte_text_is_measured_in_bytes() -> None:
    text = "é" * (MAX_FILE_BYTES // 2 + 1)
    assert refused(text) == [
        "evil.yaml: is too large (1.0 MiB); content files may be at most 1 MiB"
    ]


@pytest.mark.slow
def test_too_many_entries(tmp_path: Path) -> None:
    path = tmp_path / "gear.yaml"
    path.write_text(content("gear", "  - {}\n" * 5001), encoding="utf-8")
    with pytest.raises(ContentError) as exc:
        load_content_file(path, fake_system())
    assert [p.describe() for p in exc.value.problems] == [
        "gear.yaml: has 5001 entries; a file may hold at most 5000"
    ]


def test_invalid_yaml_has_a_line_number() -> None:
    text = PACK_HEADER.format(pack_id="evil") + "content:\n  gear: [\n    oops: : x\n"
    [found] = refused(text)
    assert found.startswith("evil.yaml, line 9: not valid YAML: ")


def test_non_utf8_bytes_are_refused(tmp_path: Path) -> None:
    data = PACK_HEADER.format(pack_id="evil").encode() + b"description: caf\xe9\n"
    assert refused(data) == ["evil.yaml, line 7: is not UTF-8 text (byte 0xe9); save it as UTF-8"]
    path = tmp_path / "gear.yaml"
    path.write_bytes(b"format: sheetwright-content\n\xff\xfe\n")
    with pytest.raises(ContentError) as exc:
        load_content_file(path, fake_system())
    assert [p.describe() for p in exc.value.problems] == [
        "gear.yaml, line 2: is not UTF-8 text (byte 0xff); save it as UTF-8"
    ]


def test_more_than_one_document() -> None:
    text = PACK_HEADER.format(pack_id="evil") + "---\nmore: 1\n"
    assert refused(text) == ["evil.yaml, line 7: holds more than one YAML document (---); use one"]


def test_deep_nesting_is_refused() -> None:
    text = "x: " + "[" * 5000 + "]" * 5000 + "\n"
    assert refused(text) == ["evil.yaml, line 1: is nested more than 20 levels deep"]


@pytest.mark.parametrize(
    "text",
    [
        "",
        "# only a comment\n",
        "[1, 2]\n",
        "just text",
        "{a\n",
        "? [a, b]\n: 1\n",
        "%YAML 1.1\n---\nformat: sheetwright-pack\n",
        "a: \x01\n",
        "format: sheetwright-pack\nformat_version: true\n",
        "format: sheetwright-pack\nformat_version: '1'\n",
        "format: sheetwright-pack\nformat_version: 1\ncontent: 7\n",
        "format: sheetwright-pack\nformat_version: 1\ncontent: {gear: [1, [2], x]}\n",
        "\ufeff\t\x00",
    ],
)
def test_garbage_only_ever_raises_content_error(text: str) -> None:
    found = refused(text)
    assert found
    assert all(line.startswith("evil.yaml") for line in found)


def test_a_nul_in_a_text_is_refused() -> None:
    # issue 15: a pack entry named "a\0b" was imported; the library cannot store a NUL.
    text = (
        PACK_HEADER.format(pack_id="evil") + 'content:\n  thing:\n    - {id: odd, name: "a\\0b"}\n'
    )
    assert refused(text) == [
        "evil.yaml: holds a NUL character (\\u0000) in a text, which Sheetwright cannot store"
    ]
