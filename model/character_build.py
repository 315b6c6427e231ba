# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Replay a stored character against the content it needs: shipped rulesets plus homebrew packs."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from model import content_versions
from model.content_cache import homebrew_pack, shipped_pack
from model.content_pins import KeptVersion, PinnedContent, pack_pins, shipped_pin
from model.document import event_list
from rules.engine.build import Build
from rules.engine.content_error import ContentError, ContentProblem
from rules.engine.content_loader import (
    RulesetLoad,
    build_ruleset,
    load_shipped_ruleset,
    shipped_pack_dirs,
)
from rules.engine.content_pack import LoadedPack
from rules.engine.event import Event
from rules.engine.issue import Issue
from rules.engine.replay import replay, replay_from, replay_summary
from rules.engine.ruleset import PackInfo
from rules.systems import get_system, title_of

if TYPE_CHECKING:
    from pathlib import Path

    from model.records import PackRecord
    from rules.engine.system import System


@dataclass(frozen=True)
class CharacterBuild:
    """A character's build, plus what went wrong finding its content (missing or broken packs)."""

    document: dict[str, Any]
    build: Build[Any]
    content_problems: tuple[str, ...]


@cache
def shipped_ruleset(system_id: str) -> RulesetLoad:
    """The shipped content of a system (example packs left out), loaded once per process."""
    return load_shipped_ruleset(get_system(system_id), load=_read_shipped)


@cache
def _shipped_packs(system_id: str) -> tuple[tuple[LoadedPack, ...], tuple[ContentProblem, ...]]:
    """Every shipped pack of a system, example packs included, read from disk once."""
    packs, problems = [], []
    for path in shipped_pack_dirs(system_id):
        try:
            packs.append(_read_shipped(path, get_system(system_id)))
        except ContentError as err:
            problems += err.problems
    return tuple(packs), tuple(problems)


def _read_shipped(path: Path, system: System[Any]) -> LoadedPack:
    """A shipped pack folder (the cache's copy); ContentError if it is broken. Read once per
    process: the ruleset and the list of example packs both want it."""
    found = _shipped_pack_once(path, system.id)
    if isinstance(found, ContentError):
        raise found
    return found


@cache
def _shipped_pack_once(path: Path, system_id: str) -> LoadedPack | ContentError:
    try:
        return shipped_pack(path, get_system(system_id))
    except ContentError as err:
        return err


def example_packs(system_id: str) -> list[PackInfo]:
    """Shipped packs labelled as examples (not from the rulebook); a character turns one on by id."""
    return [p.info for p in _shipped_packs(system_id)[0] if p.info.example]


Homebrew = tuple[str, str, str]
"""One homebrew pack as a character gets it: name, system and YAML text."""
NOT_KEPT = (
    "This character was last reviewed against the rules of another Sheetwright release, which "
    "this library does not keep; review it to accept the current rules."
)
UNREADABLE = (
    "This character's rules are from an older release that this version cannot read; "
    "review to accept the current rules."
)


@lru_cache(maxsize=64)
def _homebrew_text(name: str, system: str, text: str) -> LoadedPack | ContentError:
    try:
        return homebrew_pack(text, f"homebrew pack '{name}'", get_system(system))
    except ContentError as err:
        return err


def _raise_or(result: LoadedPack | ContentError) -> Callable[[], LoadedPack]:
    def load() -> LoadedPack:
        if isinstance(result, ContentError):
            raise result
        return result

    return load


def ruleset_with_packs(
    system_id: str, wanted: frozenset[str], packs: tuple[PackRecord, ...]
) -> RulesetLoad:
    """Shipped content, the example packs a character asked for, then its homebrew packs in order."""
    homebrew = tuple(
        (p.name, p.system, p.text) for p in packs if p.system == system_id and p.id in wanted
    )
    return _ruleset(system_id, wanted, homebrew, None)


@lru_cache(maxsize=64)
def _ruleset(
    system_id: str, wanted: frozenset[str], homebrew: tuple[Homebrew, ...], kept: KeptVersion | None
) -> RulesetLoad:
    """Shipped rules (this release's, or kept ones), chosen example packs, then homebrew packs."""
    shipped, problems, version = _shipped_base(system_id, kept)
    chosen = [p for p in shipped if not p.info.example or p.info.id in wanted]
    loaders: list[LoadedPack | Callable[[], LoadedPack]] = list(chosen)
    loaders += [_raise_or(_homebrew_text(*h)) for h in homebrew]
    load = build_ruleset(get_system(system_id), loaders, version=version)
    return RulesetLoad(load.ruleset, list(problems) + load.problems, load.skipped_packs)


def _shipped_base(
    system_id: str, kept: KeptVersion | None
) -> tuple[tuple[LoadedPack, ...], tuple[ContentProblem, ...], str]:
    """The shipped packs to build on, the problems loading them, and their ruleset version."""
    content = None if kept is None else _read_kept(kept.text, system_id)
    if isinstance(content, content_versions.ShippedContent):
        return content.packs, (), content.version
    shipped, problems = _shipped_packs(system_id)
    return shipped, problems, shipped_ruleset(system_id).ruleset.version


@lru_cache(maxsize=8)
def _read_kept(text: str, system_id: str) -> content_versions.ShippedContent | ValueError:
    try:
        return content_versions.read_shipped_version(text, get_system(system_id))
    except ValueError as error:
        return error


def shipped_rules_text(system_id: str) -> tuple[str, str, str]:
    """This release's shipped rules of a system as a kept version: name, version label, text."""
    packs, _ = _shipped_packs(system_id)
    version = shipped_ruleset(system_id).ruleset.version
    text = content_versions.shipped_version_text(system_id, version, packs)
    return f"{title_of(system_id)} rules", version, text


def kept_shipped_rules(
    document: dict[str, Any], pinned: PinnedContent
) -> tuple[KeptVersion | None, list[str]]:
    """The kept shipped rules a document pins, when they are not this release's; or why not."""
    system_id = document["system"]
    pin = shipped_pin(document)
    if pin is None or pin == content_versions.shipped_fingerprint(system_id):
        return None, []
    kept = pinned.shipped(pin, system_id)
    if kept is None:
        return None, [NOT_KEPT]
    if isinstance(_read_kept(kept.text, system_id), ValueError):
        return None, [UNREADABLE]
    return kept, []


def _homebrew_of(
    document: dict[str, Any], packs: Sequence[PackRecord], pinned: PinnedContent
) -> tuple[Homebrew, ...]:
    """The homebrew packs a character uses, each in the version it pins when the library keeps it.

    Library packs come in library order; a pinned pack no longer in the library comes after."""
    system_id = document["system"]
    pins = pack_pins(document)
    out: list[Homebrew] = []
    for pack in (p for p in packs if p.system == system_id and p.id in pins):
        kept = _pinned_other(pins[pack.id], pack, pinned)
        out.append(
            (kept.name, kept.system, kept.text) if kept else (pack.name, system_id, pack.text)
        )
    have = {p.id for p in packs if p.system == system_id}
    for pack_id, pin in pins.items():
        kept = pinned.pack(pin, pack_id, system_id)
        if pack_id not in have and kept is not None:
            out.append((kept.name, kept.system, kept.text))
    return tuple(out)


def _pinned_other(pin: str | None, pack: PackRecord, pinned: PinnedContent) -> KeptVersion | None:
    """The kept version a character pins of a pack, when it is not the pack's current text."""
    if pin is None or pin == content_versions.pack_fingerprint(pack.text):
        return None
    return pinned.pack(pin, pack.id, pack.system)


def missing_packs(
    document: dict[str, Any], available: Sequence[PackRecord], pinned: PinnedContent | None = None
) -> list[str]:
    """Messages for the packs a character records that neither the library nor Sheetwright has,
    or whose pinned version the library does not keep."""
    have = {p.id: p for p in available}
    examples = {p.id for p in example_packs(document["system"])}
    pins = pack_pins(document)
    out = []
    for wanted in document.get("packs", []):
        pack = have.get(wanted.get("id", ""))
        pin = pins.get(wanted.get("id", ""))
        kept = (pinned or PinnedContent()).pack(pin, wanted.get("id", ""), document["system"])
        if pack is None and kept is None and wanted.get("id") not in examples:
            out.append(
                f"This character uses homebrew pack '{wanted.get('id')}', which is not in your library."
            )
        elif pack is None or kept is not None:
            continue  # a shipped example pack, or built from the version it pins
        elif pin is not None and pin != content_versions.pack_fingerprint(pack.text):
            out.append(
                f"This character was last reviewed against another version of pack '{pack.name}' "
                f"({wanted.get('version')}), which your library does not keep; it uses the current "
                f"one ({pack.version}) until you review it."
            )
        elif pin is None and wanted.get("version") and pack.version != wanted["version"]:
            out.append(
                f"This character was made with version {wanted['version']} of pack '{pack.name}'; you have {pack.version}."
            )
    return out


def build_character(
    document: dict[str, Any], packs: Sequence[PackRecord] = (), pinned: PinnedContent | None = None
) -> CharacterBuild:
    """Replay a character document; `packs` are the homebrew packs available to it, `pinned` the
    kept content versions its pins name (without them, pinned content that changed is current)."""
    pinned = pinned or PinnedContent()
    load, notes = _content_of(document, packs, pinned)
    problems = [p.describe() for p in load.problems] + notes
    problems += missing_packs(document, packs, pinned)
    build = replay(
        get_system(document["system"]),
        load.ruleset,
        event_list(document),
        document.get("settings") or {},
    )
    return CharacterBuild(document, build, tuple(problems))


def summarise_character(
    document: dict[str, Any], packs: Sequence[PackRecord] = (), pinned: PinnedContent | None = None
) -> tuple[str, tuple[Issue, ...]]:
    """The headline and issues `build_character` would give (same content), replayed without
    deriving the whole sheet: what the library's summary columns need."""
    load, _ = _content_of(document, packs, pinned or PinnedContent())
    return replay_summary(
        get_system(document["system"]),
        load.ruleset,
        event_list(document),
        document.get("settings") or {},
    )


def _content_of(
    document: dict[str, Any], packs: Sequence[PackRecord], pinned: PinnedContent
) -> tuple[RulesetLoad, list[str]]:
    """The content a character replays against, and notes on kept rules it could not have."""
    system_id = document["system"]
    wanted = frozenset(str(p.get("id")) for p in document.get("packs", []))
    kept, notes = kept_shipped_rules(document, pinned)
    if wanted or kept:
        return _ruleset(system_id, wanted, _homebrew_of(document, packs, pinned), kept), notes
    return shipped_ruleset(system_id), notes


def rebuild_character(
    previous: CharacterBuild,
    document: dict[str, Any],
    first: int,
    events: Sequence[Event] | None = None,
) -> CharacterBuild:
    """The build of a document that differs from `previous.document` only in its events from index
    `first` on: only those events are replayed, from the state kept after the ones before.
    `events` are the document's events already parsed (else they are parsed here)."""
    old = previous.document
    if any(old.get(key) != document.get(key) for key in {*old, *document} - {"events"}):
        raise ValueError("rebuild_character: the document changed outside its events")
    parsed = event_list(document) if events is None else events
    build = replay_from(previous.build, parsed, first)
    return CharacterBuild(document, build, previous.content_problems)


def check_pack_text(text: str, filename: str, system_id: str) -> LoadedPack:
    """Validate a homebrew pack's text (a text validated before comes from the cache); raises
    ContentError listing every problem."""
    return homebrew_pack(text, filename, get_system(system_id))


__all__ = [
    "CharacterBuild",
    "ContentError",
    "build_character",
    "check_pack_text",
    "example_packs",
    "shipped_ruleset",
    "summarise_character",
]
