# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A disk cache of the shipped rulesets' packs: YAML parsing is most of a load.

Only the packs that ship with Sheetwright are cached, never homebrew. A cache file is plain JSON
of the entries, validated again by the same schemas when read (fast, unlike the YAML parse), so
the file can never run code or smuggle in an entry the schemas refuse. It is keyed on every byte
of the pack's files and on the code that validates them (the rules' source, or the frozen
executable), so an edited file or a new version is never served stale. Anything wrong with the
cache (missing, unreadable, another version, a full disk) just means loading from the YAML.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from dataclasses import asdict
from functools import cache
from pathlib import Path
from typing import Any

import platformdirs

from model.atomic_file import write_atomic
from model.errors import SaveFailed
from rules.engine.content_entries import validate_entry
from rules.engine.content_pack import LoadedPack, load_pack_dir
from rules.engine.content_schema import Entry
from rules.engine.ruleset import PackInfo
from rules.engine.system import System

CACHE_DIR_ENV = "SHEETWRIGHT_CACHE_DIR"
FORMAT = "sheetwright-pack-cache-2"


def cache_dir() -> Path:
    """Where cached packs live: `$SHEETWRIGHT_CACHE_DIR`, else the user's cache directory."""
    configured = os.environ.get(CACHE_DIR_ENV)
    if configured:
        return Path(configured)
    return Path(platformdirs.user_cache_dir("Sheetwright", appauthor=False)) / "packs"


def shipped_pack(path: Path, system: System[Any]) -> LoadedPack:
    """The validated pack in `path` (a shipped pack folder), from the cache when it is current.

    Raises ContentError exactly as `load_pack_dir` does (a broken pack is never cached).
    """
    key = _key(path)
    file = cache_dir() / f"{system.id}-{path.name}-{key[:24]}.json"
    cached = _read(file, key, system)
    if cached is not None:
        return cached
    pack = load_pack_dir(path, system)
    _write(file, key, pack)
    return pack


def _read(file: Path, key: str, system: System[Any]) -> LoadedPack | None:
    """The cached pack, every entry validated again; None when anything is off."""
    try:
        data = json.loads(file.read_bytes())
        if data.get("format") != FORMAT or data.get("key") != key:
            return None
        if data.get("system") != system.id:
            return None
        entries = {
            kind: {entry_id: _entry(system, kind, item) for entry_id, item in items.items()}
            for kind, items in data["entries"].items()
        }
        info = PackInfo(**data["info"])
        return LoadedPack(info, system.id, str(data["description"]), entries)
    except Exception:  # missing, truncated, another version: load from the YAML instead
        return None


def _entry(system: System[Any], kind: str, item: Any) -> Entry:
    """One cached entry through its schema, as the loader validates it."""
    entry, problems = validate_entry(system.content_kinds[kind], item, None, (), "cache", system)
    if entry is None:
        raise ValueError(problems[0].describe() if problems else "invalid cached entry")
    return entry


def _write(file: Path, key: str, pack: LoadedPack) -> None:
    data = {
        "format": FORMAT,
        "key": key,
        "system": pack.system,
        "info": asdict(pack.info),
        "description": pack.description,
        "entries": {
            kind: {i: e.model_dump(mode="json", by_alias=True) for i, e in items.items()}
            for kind, items in pack.entries.items()
        },
    }
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        for old in file.parent.glob(file.name.rsplit("-", 1)[0] + "-*.json"):
            old.unlink(missing_ok=True)  # the previous version of this pack
        write_atomic(file, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    except (OSError, SaveFailed):
        pass  # a read-only or full disk: the next start parses the YAML again


def _key(path: Path) -> str:
    """A digest of the pack's files (names and bytes) and of the code that validates them."""
    digest = hashlib.sha256(FORMAT.encode() + _code_fingerprint())
    for file in sorted(p for p in path.rglob("*") if p.is_file()):
        digest.update(str(file.relative_to(path)).encode() + b"\0" + file.read_bytes() + b"\0")
    return digest.hexdigest()


@cache
def _code_fingerprint() -> bytes:
    """The rules' Python source (or the frozen executable) and the interpreter version."""
    digest = hashlib.sha256(sys.version.encode())
    if getattr(sys, "frozen", False):
        stat = Path(sys.executable).stat()
        digest.update(f"{sys.executable}:{stat.st_size}:{stat.st_mtime_ns}".encode())
        return digest.digest()
    rules = Path(__file__).resolve().parents[1] / "rules"
    for source in sorted(rules.rglob("*.py")):
        digest.update(source.read_bytes())
    return digest.digest()
