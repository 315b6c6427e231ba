# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Fingerprints of content, and the shipped rules written down so another release can read them.

A homebrew pack's fingerprint is the digest of its YAML text; the shipped rules' fingerprint is
the digest of the shipped pack files of a system (example packs included), never of the code. A
kept version of the shipped rules is plain JSON of the validated entries, validated again by this
release's schemas when read, so a stored version can be stale or hostile but never runs code.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from functools import cache, lru_cache
from typing import Any

from rules.engine.content_entries import validate_entry
from rules.engine.content_loader import shipped_pack_dirs
from rules.engine.content_pack import LoadedPack
from rules.engine.content_schema import Entry
from rules.engine.ruleset import PackInfo
from rules.engine.system import System
from rules.systems import SystemUnavailable, content_folder

PACK = "pack"
SHIPPED = "shipped"
SHIPPED_FORMAT = "sheetwright-shipped-rules-1"


@dataclass(frozen=True)
class ShippedContent:
    """A kept version of a system's shipped rules: its ruleset version and its packs, in order."""

    version: str
    packs: tuple[LoadedPack, ...]


@lru_cache(maxsize=256)
def pack_fingerprint(text: str) -> str:
    """The fingerprint of a homebrew pack: the sha256 of its YAML text (UTF-8), in hex."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@cache
def shipped_fingerprint(system_id: str) -> str:
    """A digest of the content files of a system's shipped packs (names and bytes), in hex."""
    digest = hashlib.sha256(SHIPPED_FORMAT.encode() + b"\0" + system_id.encode() + b"\0")
    try:
        base = content_folder(system_id)
    except SystemUnavailable:
        return digest.hexdigest()
    for folder in shipped_pack_dirs(system_id):
        for file in sorted(folder.glob("*.yaml")):
            name = file.relative_to(base).as_posix().encode()
            digest.update(name + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()


def shipped_version_text(system_id: str, version: str, packs: Sequence[LoadedPack]) -> str:
    """The shipped rules as JSON text: each pack's header and its validated entries."""
    data = {
        "format": SHIPPED_FORMAT,
        "system": system_id,
        "version": version,
        "packs": [_pack_json(pack) for pack in packs],
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True)


def read_shipped_version(text: str, system: System[Any]) -> ShippedContent:
    """Kept shipped rules, every entry validated again; ValueError when anything is off."""
    try:
        data = json.loads(text)
        if data.get("format") != SHIPPED_FORMAT or data.get("system") != system.id:
            raise ValueError("not a version of this system's shipped rules")
        packs = tuple(_pack(item, system) for item in data["packs"])
        return ShippedContent(str(data["version"]), packs)
    except ValueError:
        raise
    except Exception as error:  # a wrong shape anywhere: the version cannot be used
        raise ValueError(f"unreadable kept rules ({type(error).__name__})") from None


def _pack_json(pack: LoadedPack) -> dict[str, Any]:
    return {
        "info": asdict(pack.info),
        "description": pack.description,
        "entries": {
            kind: {i: e.model_dump(mode="json", by_alias=True) for i, e in items.items()}
            for kind, items in pack.entries.items()
        },
    }


def _pack(data: dict[str, Any], system: System[Any]) -> LoadedPack:
    header = data["info"]
    info = PackInfo(
        str(header["id"]), str(header["name"]), str(header["version"]),
        header["homebrew"] is True, header["example"] is True,
    )  # fmt: skip
    entries: dict[str, dict[str, Entry]] = {}
    for kind, items in data["entries"].items():
        found = [_entry(system, kind, item) for item in items.values()]
        entries[kind] = {entry.id: entry for entry in found}
    return LoadedPack(info, system.id, str(data["description"]), entries)


def _entry(system: System[Any], kind: str, item: Any) -> Entry:
    """One kept entry through this release's schema, as the loader validates it."""
    if kind not in system.content_kinds:
        raise ValueError(f"this release has no content kind {kind!r}")
    cls = system.content_kinds[kind]
    entry, problems = validate_entry(cls, item, None, (), "kept rules", system)
    if entry is None:
        raise ValueError(problems[0].describe() if problems else "invalid kept entry")
    return entry


__all__ = [
    "PACK",
    "SHIPPED",
    "ShippedContent",
    "pack_fingerprint",
    "read_shipped_version",
    "shipped_fingerprint",
    "shipped_version_text",
]
