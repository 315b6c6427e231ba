# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A disk cache of validated packs, shipped and homebrew: YAML parsing is most of a load.

A cache file is plain JSON of the entries, validated again by the same schemas when read (fast,
unlike the YAML parse), so the file can never run code or smuggle in an entry the schemas refuse.
A shipped pack's file is keyed on every byte of the pack's files, a homebrew pack's on its text's
fingerprint (the version characters pin), and both on the code that validates them (the rules'
source, or the frozen executable), so an edited pack or a new release is never served stale.
Only a pack the loader accepted is cached. A cache file is read only if it is a regular file of
at most `MAX_CACHE_BYTES`; anything wrong with the cache (missing, unreadable, hostile, another
version, a full disk) just means loading from the YAML.
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
from model.content_versions import pack_fingerprint
from model.errors import SaveFailed
from model.regular_file import read_regular
from rules.engine.content_entries import validate_entry
from rules.engine.content_pack import LoadedPack, load_pack_dir, load_pack_text
from rules.engine.content_schema import Entry
from rules.engine.ruleset import PackInfo
from rules.engine.system import System

CACHE_DIR_ENV = "SHEETWRIGHT_CACHE_DIR"
FORMAT = "sheetwright-pack-cache-2"
HOMEBREW_FORMAT = "sheetwright-homebrew-cache-1"
HOMEBREW_DIR = "homebrew"
MAX_CACHE_BYTES = 64 * 1024 * 1024  # a 5,000-entry pack's file is a few MB
MAX_HOMEBREW_FILES = 64  # the least recently written go first (old pinned versions too)


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


def homebrew_pack(text: str, label: str, system: System[Any]) -> LoadedPack:
    """The validated homebrew pack of this YAML text, from the cache when it has this text.

    Raises ContentError exactly as `load_pack_text(text, label, system)` does (a broken pack is
    never cached); `label` names the pack in those messages only."""
    key = _homebrew_key(text, system.id)
    file = cache_dir() / HOMEBREW_DIR / f"{system.id}-{key[:32]}.json"
    cached = _read(file, key, system, HOMEBREW_FORMAT)
    if cached is not None:
        return cached
    pack = load_pack_text(text, label, system)
    _write(file, key, pack, HOMEBREW_FORMAT)
    return pack


def _homebrew_key(text: str, system_id: str) -> str:
    """A digest of the pack text's fingerprint, its system and the code that validates it."""
    digest = hashlib.sha256(HOMEBREW_FORMAT.encode() + b"\0" + _code_fingerprint())
    digest.update(system_id.encode() + b"\0" + pack_fingerprint(text).encode())
    return digest.hexdigest()


def _read(file: Path, key: str, system: System[Any], form: str = FORMAT) -> LoadedPack | None:
    """The cached pack, every entry validated again; None when anything is off."""
    try:
        data = json.loads(read_regular(file, MAX_CACHE_BYTES))
        if data.get("format") != form or data.get("key") != key:
            return None
        if data.get("system") != system.id:
            return None
        entries = {
            kind: {entry_id: _entry(system, kind, item) for entry_id, item in items.items()}
            for kind, items in data["entries"].items()
        }
        if any(
            entry_id != entry.id for items in entries.values() for entry_id, entry in items.items()
        ):
            return None  # an entry filed under another id
        return LoadedPack(_info(data["info"]), system.id, _text(data["description"]), entries)
    except Exception:  # missing, truncated, hostile, another version: load from the YAML instead
        return None


def _info(header: Any) -> PackInfo:
    """A cached pack header, of exactly the types a loaded one has."""
    names = ("id", "name", "version", "homebrew", "example")
    if not isinstance(header, dict) or set(header) != set(names):
        raise ValueError("not a pack header")
    texts, flags = [header[n] for n in names[:3]], [header[n] for n in names[3:]]
    if not all(isinstance(v, str) for v in texts) or not all(isinstance(v, bool) for v in flags):
        raise ValueError("not a pack header")
    return PackInfo(*texts, *flags)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError("not a text")
    return value


def _entry(system: System[Any], kind: str, item: Any) -> Entry:
    """One cached entry through its schema, as the loader validates it."""
    entry, problems = validate_entry(system.content_kinds[kind], item, None, (), "cache", system)
    if entry is None:
        raise ValueError(problems[0].describe() if problems else "invalid cached entry")
    return entry


def _write(file: Path, key: str, pack: LoadedPack, form: str = FORMAT) -> None:
    data = {
        "format": form,
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
        if form == FORMAT:
            for old in file.parent.glob(file.name.rsplit("-", 1)[0] + "-*.json"):
                old.unlink(missing_ok=True)  # the previous version of this pack
        else:
            _prune(file.parent, MAX_HOMEBREW_FILES - 1)
        write_atomic(file, json.dumps(data, ensure_ascii=False).encode("utf-8"))
    except (OSError, SaveFailed):
        pass  # a read-only or full disk: the next start parses the YAML again


def _prune(folder: Path, keep: int) -> None:
    """Remove all but the `keep` most recently written cache files of the folder."""
    files = sorted(folder.glob("*.json"), key=lambda f: f.stat().st_mtime_ns, reverse=True)
    for old in files[keep:]:
        old.unlink(missing_ok=True)


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
