# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A disk cache of validated packs, shipped and homebrew: YAML parsing is most of a load.

A cache file is a pickle of the pack the loader accepted, signed with this user's key
(`model.signed_pickle`): it is read back without validating again (which would build every
content schema of the system), yet it can never run code or smuggle in an entry the schemas
refuse, because a file signed with any other key is refused unread and unpickling may make only
the rules' content classes. A shipped pack's file is keyed on every byte of the pack's files, a
homebrew pack's on its text's fingerprint (the version characters pin), and both on the code
that validates them (the rules' source files' names, sizes and times, or the frozen executable,
and the pydantic version), so an edited pack or a new release is never served stale. Only a pack
the loader accepted is cached. A cache file is read only if it is a regular file of at most
`MAX_CACHE_BYTES`; anything wrong with the cache (missing, unreadable, hostile, another version,
a full disk, no key) just means loading from the YAML.
"""

from __future__ import annotations

import hashlib
import os
import sys
from functools import cache
from pathlib import Path
from typing import Any

import pydantic

from model import signed_pickle
from model.atomic_file import write_atomic
from model.content_versions import pack_fingerprint
from model.data_paths import cache_dir
from model.errors import SaveFailed
from model.regular_file import read_regular
from rules.engine.content_pack import LoadedPack, load_pack_dir, load_pack_text
from rules.engine.system import System

FORMAT = "sheetwright-pack-cache-3"
HOMEBREW_FORMAT = "sheetwright-homebrew-cache-2"
SUFFIX = ".cache"
HOMEBREW_DIR = "homebrew"
MAX_CACHE_BYTES = 64 * 1024 * 1024  # a 5,000-entry pack's file is a few MB
MAX_HOMEBREW_FILES = 64  # the least recently written go first (old pinned versions too)


def shipped_pack(path: Path, system: System[Any]) -> LoadedPack:
    """The validated pack in `path` (a shipped pack folder), from the cache when it is current.

    Raises ContentError exactly as `load_pack_dir` does (a broken pack is never cached).
    """
    key = _key(path)
    file = cache_dir() / f"{system.id}-{path.name}-{key[:24]}{SUFFIX}"
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
    file = cache_dir() / HOMEBREW_DIR / f"{system.id}-{key[:32]}{SUFFIX}"
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
    """The cached pack if the file is ours, of this format, key and system; None otherwise."""
    try:
        found = signed_pickle.loads(read_regular(file, MAX_CACHE_BYTES))
        if not isinstance(found, tuple) or found[:3] != (form, key, system.id):
            return None
        pack = found[3]
        return pack if _well_formed(pack, system) else None
    except Exception:  # missing, truncated, foreign, another version: load from the YAML instead
        return None


def _well_formed(pack: Any, system: System[Any]) -> bool:
    """Whether a (signed) cached value is a pack of this system, each entry of its kind's class
    filed under its own id: a cheap guard against a bug of ours, not against a forger."""
    if not isinstance(pack, LoadedPack) or pack.system != system.id:
        return False
    kinds = system.content_kinds
    return all(
        kind in kinds and isinstance(entry, kinds[kind]) and entry.id == entry_id
        for kind, items in pack.entries.items()
        for entry_id, entry in items.items()
    )


def _write(file: Path, key: str, pack: LoadedPack, form: str = FORMAT) -> None:
    try:
        data = signed_pickle.dumps((form, key, pack.system, pack))
        file.parent.mkdir(parents=True, exist_ok=True)
        if form == FORMAT:
            prefix = file.name.rsplit("-", 1)[0]
            for old in [
                *file.parent.glob(f"{prefix}-*{SUFFIX}"),
                *file.parent.glob(f"{prefix}-*.json"),
            ]:
                old.unlink(missing_ok=True)  # the previous version of this pack (JSON: before 3)
        else:
            _prune(file.parent, MAX_HOMEBREW_FILES - 1)
        write_atomic(file, data)
    except (OSError, SaveFailed, signed_pickle.Refused):
        pass  # a read-only or full disk, or no key: the next start parses the YAML again


def _prune(folder: Path, keep: int) -> None:
    """Remove all but the `keep` most recently written cache files of the folder."""
    files = sorted(
        [*folder.glob(f"*{SUFFIX}"), *folder.glob("*.json")],
        key=lambda f: f.stat().st_mtime_ns,
        reverse=True,
    )
    for old in files[keep:]:
        old.unlink(missing_ok=True)


def _key(path: Path) -> str:
    """A digest of the pack's files (names and bytes) and of the code that validates them."""
    digest = hashlib.sha256(FORMAT.encode() + _code_fingerprint())
    for name, file in _files(str(path), ""):
        with open(file, "rb") as handle:
            digest.update(name.encode() + b"\0" + handle.read() + b"\0")
    return digest.hexdigest()


@cache
def _code_fingerprint() -> bytes:
    """The rules' Python source (each file's name, size and modification time) or the frozen
    executable, the interpreter and pydantic versions: what the cached classes' layout rests on."""
    digest = hashlib.sha256(f"{sys.version}\0{pydantic.VERSION}".encode())
    if getattr(sys, "frozen", False):
        stat = os.stat(sys.executable)
        digest.update(f"{sys.executable}:{stat.st_size}:{stat.st_mtime_ns}".encode())
        return digest.digest()
    rules = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "rules")
    for name, file in _files(rules, ".py"):
        stat = os.stat(file)
        digest.update(f"{name}:{stat.st_size}:{stat.st_mtime_ns}\0".encode())
    return digest.digest()


def _files(folder: str, suffix: str) -> list[tuple[str, str]]:
    """(relative name with `/`, path) of every file under `folder` ending in `suffix`, sorted.

    os.scandir, not pathlib: this runs on every command, over every rules source file."""
    found: list[tuple[str, str]] = []
    for entry in os.scandir(folder):
        if entry.is_dir(follow_symlinks=False) and entry.name != "__pycache__":
            found += [(f"{entry.name}/{name}", path) for name, path in _files(entry.path, suffix)]
        elif entry.name.endswith(suffix) and entry.is_file():
            found.append((entry.name, entry.path))
    return sorted(found)
