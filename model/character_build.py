# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Replay a stored character against the content it needs: shipped rulesets plus homebrew packs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from model.document import event_list
from rules.engine.build import Build
from rules.engine.content_error import ContentError
from rules.engine.content_loader import (
    RulesetLoad,
    build_ruleset,
    load_shipped_ruleset,
    shipped_pack_dirs,
)
from rules.engine.content_pack import LoadedPack, load_pack_dir, load_pack_text
from rules.engine.replay import replay
from rules.systems import get_system

if TYPE_CHECKING:
    from model.records import PackRecord


@dataclass(frozen=True)
class CharacterBuild:
    """A character's build, plus what went wrong finding its content (missing or broken packs)."""

    document: dict[str, Any]
    build: Build[Any]
    content_problems: tuple[str, ...]


@cache
def shipped_ruleset(system_id: str) -> RulesetLoad:
    """The shipped content of a system, loaded once per process."""
    return load_shipped_ruleset(get_system(system_id))


def _homebrew_loader(pack: PackRecord) -> Callable[[], LoadedPack]:
    system = get_system(pack.system)
    return lambda: load_pack_text(pack.text, f"homebrew pack '{pack.name}'", system)


def ruleset_with_packs(system_id: str, packs: Sequence[PackRecord]) -> RulesetLoad:
    """Shipped content of a system with homebrew packs layered on top, in order."""
    system = get_system(system_id)
    loaders: list[LoadedPack | Callable[[], LoadedPack]] = [
        _shipped_loader(path, system_id) for path in shipped_pack_dirs(system_id)
    ]
    loaders += [_homebrew_loader(p) for p in packs if p.system == system_id]
    return build_ruleset(system, loaders, version=shipped_ruleset(system_id).ruleset.version)


def _shipped_loader(path: Any, system_id: str) -> Callable[[], LoadedPack]:
    return lambda: load_pack_dir(path, get_system(system_id))


def missing_packs(document: dict[str, Any], available: Sequence[PackRecord]) -> list[str]:
    """Messages for the homebrew packs a character records that the library does not have."""
    have = {p.id: p for p in available}
    out = []
    for wanted in document.get("packs", []):
        pack = have.get(wanted.get("id", ""))
        if pack is None:
            out.append(
                f"This character uses homebrew pack '{wanted.get('id')}', which is not in your library."
            )
        elif wanted.get("version") and pack.version != wanted["version"]:
            out.append(
                f"This character was made with version {wanted['version']} of pack '{pack.name}'; you have {pack.version}."
            )
    return out


def build_character(document: dict[str, Any], packs: Sequence[PackRecord] = ()) -> CharacterBuild:
    """Replay a character document; `packs` are the homebrew packs available to it."""
    system_id = document["system"]
    wanted = {p.get("id") for p in document.get("packs", [])}
    used = [p for p in packs if p.id in wanted]
    load = ruleset_with_packs(system_id, used) if used else shipped_ruleset(system_id)
    problems = [p.describe() for p in load.problems] + missing_packs(document, packs)
    build = replay(
        get_system(system_id), load.ruleset, event_list(document), document.get("settings") or {}
    )
    return CharacterBuild(document, build, tuple(problems))


def check_pack_text(text: str, filename: str, system_id: str) -> LoadedPack:
    """Validate a homebrew pack's text; raises ContentError listing every problem."""
    return load_pack_text(text, filename, get_system(system_id))


__all__ = [
    "CharacterBuild",
    "ContentError",
    "build_character",
    "check_pack_text",
    "shipped_ruleset",
]
