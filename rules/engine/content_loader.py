# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Loading content packs and building a system's ruleset from them (the public entry point)."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules.engine.content_entries import MAX_ENTRIES_PER_FILE
from rules.engine.content_error import ContentError, ContentProblem, problem
from rules.engine.content_limits import FORMAT_VERSION, MAX_FILE_BYTES
from rules.engine.content_pack import (
    PACK_FILE,
    Kinds,
    LoadedPack,
    load_content_file,
    load_pack_dir,
    load_pack_text,
)
from rules.engine.ruleset import PackInfo, Ruleset
from rules.systems import SystemUnavailable, content_folder

if TYPE_CHECKING:
    from rules.engine.system import System

__all__ = [
    "FORMAT_VERSION",
    "MAX_ENTRIES_PER_FILE",
    "MAX_FILE_BYTES",
    "ContentError",
    "ContentProblem",
    "LoadedPack",
    "RulesetLoad",
    "build_ruleset",
    "load_content_file",
    "load_pack_dir",
    "load_pack_text",
    "load_shipped_ruleset",
    "resources_dir",
    "shipped_pack_dirs",
]


@dataclass(frozen=True)
class RulesetLoad:
    """A built ruleset, the problems met on the way and the packs that were left out."""

    ruleset: Ruleset
    problems: list[ContentProblem]
    skipped_packs: list[str]


def _resolve(item: LoadedPack | Callable[[], LoadedPack]) -> LoadedPack | ContentError:
    """The pack itself, or the ContentError its loader raised."""
    if isinstance(item, LoadedPack):
        return item
    try:
        return item()
    except ContentError as err:
        if err.source is None:
            err.source = getattr(item, "__name__", None) or "a content pack"
        return err


def _apply(pack: LoadedPack, content: Kinds, origin: dict[tuple[str, str], str]) -> None:
    """Add a pack's entries; one with the same kind and id as an earlier pack's replaces it."""
    for kind, entries in pack.entries.items():
        target = content.setdefault(kind, {})
        for entry_id, entry in entries.items():
            target[entry_id] = entry
            origin[(kind, entry_id)] = pack.info.id


def build_ruleset(
    system: System[Any], packs: Sequence[LoadedPack | Callable[[], LoadedPack]], version: str
) -> RulesetLoad:
    """A ruleset from packs applied in order; packs that fail to load are reported and skipped."""
    content: Kinds = {kind: {} for kind in system.content_kinds}
    origin: dict[tuple[str, str], str] = {}
    infos: list[PackInfo] = []
    problems: list[ContentProblem] = []
    skipped: list[str] = []
    for item in packs:
        pack = _resolve(item)
        if isinstance(pack, ContentError):
            problems += pack.problems
            skipped.append(pack.source or "a content pack")
        elif pack.system != system.id:
            message = f"is a pack for the system {pack.system!r}, not {system.id!r}"
            problems.append(problem(pack.info.id, message))
            skipped.append(pack.info.id)
        else:
            _apply(pack, content, origin)
            infos.append(pack.info)
    ruleset = Ruleset(system.id, version, tuple(infos), content, origin)
    return RulesetLoad(ruleset, problems, skipped)


def resources_dir() -> Path:
    """Where shipped resources live: $SHEETWRIGHT_RESOURCES, else `<repo>/resources`."""
    override = os.environ.get("SHEETWRIGHT_RESOURCES")
    if override:
        return Path(override)
    return Path(__file__).resolve().parents[2] / "resources"


def shipped_pack_dirs(system_id: str) -> list[Path]:
    """The system's shipped pack directories: its content folder and subfolders with a pack."""
    try:
        base = content_folder(system_id)
    except SystemUnavailable:
        return []
    if not base.is_dir():
        return []
    found = [base] if (base / PACK_FILE).is_file() else []
    subdirs = sorted(p for p in base.iterdir() if p.is_dir() and (p / PACK_FILE).is_file())
    return found + subdirs


def _version_of(packs: Sequence[LoadedPack]) -> str:
    """A ruleset version naming every pack and its version (`gravedust-rulebook@1`)."""
    return ",".join(f"{p.info.id}@{p.info.version}" for p in packs)


def load_shipped_ruleset(
    system: System[Any],
    include_examples: bool = False,
    load: Callable[[Path, System[Any]], LoadedPack] = load_pack_dir,
) -> RulesetLoad:
    """All shipped packs of a system (example packs only if asked), broken packs skipped.

    `load` reads one pack folder (the model layer passes a cached reader)."""
    packs: list[LoadedPack] = []
    problems: list[ContentProblem] = []
    skipped: list[str] = []
    for path in shipped_pack_dirs(system.id):
        try:
            pack = load(path, system)
        except ContentError as err:
            problems += err.problems
            skipped.append(err.source or path.name)
            continue
        if include_examples or not pack.info.example:
            packs.append(pack)
    built = build_ruleset(system, packs, _version_of(packs))
    return RulesetLoad(built.ruleset, problems + built.problems, skipped + built.skipped_packs)
