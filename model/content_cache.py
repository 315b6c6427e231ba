# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A disk cache of the shipped rulesets' validated packs: YAML parsing is most of a load.

Only the packs that ship with Sheetwright are cached, never homebrew. An entry is keyed on every
byte of the pack's files and on the code that validates them (the rules' source, or the frozen
executable), so an edited file or a new version is never served stale. Anything wrong with the
cache (missing, unreadable, another version, a full disk) just means loading from the YAML.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
from functools import cache
from pathlib import Path
from typing import Any

import platformdirs

from model.atomic_file import write_atomic
from model.errors import SaveFailed
from rules.engine.content_pack import LoadedPack, load_pack_dir
from rules.engine.system import System

CACHE_DIR_ENV = "SHEETWRIGHT_CACHE_DIR"
FORMAT = b"sheetwright-pack-cache-1"


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
    file = cache_dir() / f"{system.id}-{path.name}-{key[:24]}.pickle"
    cached = _read(file)
    if cached is not None and cached.system == system.id:
        return cached
    pack = load_pack_dir(path, system)
    _write(file, pack)
    return pack


def _read(file: Path) -> LoadedPack | None:
    try:
        found = pickle.loads(file.read_bytes())  # our own file in the user's own cache folder
    except Exception:  # missing, truncated, written by another version: load from YAML instead
        return None
    return found if isinstance(found, LoadedPack) else None


def _write(file: Path, pack: LoadedPack) -> None:
    try:
        file.parent.mkdir(parents=True, exist_ok=True)
        for old in file.parent.glob(file.name.rsplit("-", 1)[0] + "-*.pickle"):
            old.unlink(missing_ok=True)  # the previous version of this pack
        write_atomic(file, pickle.dumps(pack, protocol=pickle.HIGHEST_PROTOCOL))
    except (OSError, SaveFailed):
        pass  # a read-only or full disk: the next start parses the YAML again


def _key(path: Path) -> str:
    """A digest of the pack's files (names and bytes) and of the code that validates them."""
    digest = hashlib.sha256(FORMAT + _code_fingerprint())
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
