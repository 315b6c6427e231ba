# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Replay a stored character against the content it needs: shipped rulesets plus homebrew packs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from model.content_cache import shipped_pack
from model.document import event_list
from rules.engine.build import Build
from rules.engine.content_error import ContentError, ContentProblem
from rules.engine.content_loader import (
    RulesetLoad,
    build_ruleset,
    load_shipped_ruleset,
    shipped_pack_dirs,
)
from rules.engine.content_pack import LoadedPack, load_pack_text
from rules.engine.replay import replay
from rules.engine.ruleset import PackInfo
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
    """The shipped content of a system (example packs left out), loaded once per process."""
    return load_shipped_ruleset(get_system(system_id), load=shipped_pack)


@cache
def _shipped_packs(system_id: str) -> tuple[tuple[LoadedPack, ...], tuple[ContentProblem, ...]]:
    """Every shipped pack of a system, example packs included, read from disk once."""
    packs, problems = [], []
    for path in shipped_pack_dirs(system_id):
        try:
            packs.append(shipped_pack(path, get_system(system_id)))
        except ContentError as err:
            problems += err.problems
    return tuple(packs), tuple(problems)


def example_packs(system_id: str) -> list[PackInfo]:
    """Shipped packs labelled as examples (not from the rulebook); a character turns one on by id."""
    return [p.info for p in _shipped_packs(system_id)[0] if p.info.example]


@lru_cache(maxsize=64)
def _homebrew(pack: PackRecord) -> LoadedPack | ContentError:
    try:
        return load_pack_text(pack.text, f"homebrew pack '{pack.name}'", get_system(pack.system))
    except ContentError as err:
        return err


def _raise_or(result: LoadedPack | ContentError) -> Callable[[], LoadedPack]:
    def load() -> LoadedPack:
        if isinstance(result, ContentError):
            raise result
        return result

    return load


@lru_cache(maxsize=64)
def ruleset_with_packs(
    system_id: str, wanted: frozenset[str], packs: tuple[PackRecord, ...]
) -> RulesetLoad:
    """Shipped content, the example packs a character asked for, then its homebrew packs in order."""
    shipped, problems = _shipped_packs(system_id)
    chosen = [p for p in shipped if not p.info.example or p.info.id in wanted]
    loaders: list[LoadedPack | Callable[[], LoadedPack]] = list(chosen)
    loaders += [_raise_or(_homebrew(p)) for p in packs if p.system == system_id and p.id in wanted]
    load = build_ruleset(
        get_system(system_id), loaders, version=shipped_ruleset(system_id).ruleset.version
    )
    return RulesetLoad(load.ruleset, list(problems) + load.problems, load.skipped_packs)


def missing_packs(document: dict[str, Any], available: Sequence[PackRecord]) -> list[str]:
    """Messages for the packs a character records that neither the library nor Sheetwright has."""
    have = {p.id: p for p in available}
    examples = {p.id for p in example_packs(document["system"])}
    out = []
    for wanted in document.get("packs", []):
        pack = have.get(wanted.get("id", ""))
        if pack is None and wanted.get("id") not in examples:
            out.append(
                f"This character uses homebrew pack '{wanted.get('id')}', which is not in your library."
            )
        elif pack is not None and wanted.get("version") and pack.version != wanted["version"]:
            out.append(
                f"This character was made with version {wanted['version']} of pack '{pack.name}'; you have {pack.version}."
            )
    return out


def build_character(document: dict[str, Any], packs: Sequence[PackRecord] = ()) -> CharacterBuild:
    """Replay a character document; `packs` are the homebrew packs available to it."""
    system_id = document["system"]
    wanted = frozenset(str(p.get("id")) for p in document.get("packs", []))
    load = (
        ruleset_with_packs(system_id, wanted, tuple(packs))
        if wanted
        else shipped_ruleset(system_id)
    )
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
    "example_packs",
    "shipped_ruleset",
]
