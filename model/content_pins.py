# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a character document pins: the fingerprints of the content it was last reviewed against.

`document["ruleset"]["fingerprint"]` pins the shipped rules (example packs included) and each
homebrew entry of `document["packs"]` its pack's `fingerprint`. A missing pin means "follow the
current content". `PinnedContent` carries the kept versions a build may need, so building stays
a pure function of the document, the packs and these versions.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

# model.content_versions (the content stack, ≈ 150 ms) is imported where it is used, so that
# listing the library never loads it.

Document = dict[str, Any]


@dataclass(frozen=True)
class KeptVersion:
    """One content version the library keeps: a homebrew pack's text or a release's shipped rules.

    `text` is the pack's YAML, or JSON of the shipped packs' validated entries."""

    fingerprint: str
    kind: str
    system: str
    pack_id: str | None
    name: str
    version: str
    text: str


@dataclass(frozen=True)
class PinnedContent:
    """The kept versions a character's pins name (only those that differ from current content)."""

    versions: tuple[KeptVersion, ...] = ()

    def pack(self, fingerprint: str | None, pack_id: str, system: str) -> KeptVersion | None:
        """The kept version of that pack with that fingerprint, if there is one."""
        from model.content_versions import PACK

        kept = self._get(fingerprint)
        if kept is None or kept.kind != PACK or (kept.pack_id, kept.system) != (pack_id, system):
            return None
        return kept

    def shipped(self, fingerprint: str | None, system: str) -> KeptVersion | None:
        """The kept shipped rules of a system with that fingerprint, if there are any."""
        from model.content_versions import SHIPPED

        kept = self._get(fingerprint)
        if kept is None or kept.kind != SHIPPED or kept.system != system:
            return None
        return kept

    def _get(self, fingerprint: str | None) -> KeptVersion | None:
        return next((v for v in self.versions if v.fingerprint == fingerprint), None)


def shipped_pin(document: Document) -> str | None:
    """The fingerprint of the shipped rules the character was last accepted with, if pinned."""
    ruleset = document.get("ruleset")
    pin = ruleset.get("fingerprint") if isinstance(ruleset, dict) else None
    return pin if isinstance(pin, str) and pin else None


def pack_pins(document: Document) -> dict[str, str | None]:
    """Each pack the character uses (by id, in order) and the fingerprint it pins, if any."""
    pins: dict[str, str | None] = {}
    for entry in document.get("packs") or []:
        if isinstance(entry, dict) and isinstance(entry.get("id"), str):
            pin = entry.get("fingerprint")
            pins[entry["id"]] = pin if isinstance(pin, str) and pin else None
    return pins


def pinned_fingerprints(document: Document) -> set[str]:
    """Every fingerprint the document pins."""
    found = {pin for pin in pack_pins(document).values() if pin}
    shipped = shipped_pin(document)
    return found | {shipped} if shipped else found


def needs_library(document: Document) -> bool:
    """Whether building the character needs the library: it uses packs, or pins other rules."""
    from model.content_versions import shipped_fingerprint

    pin = shipped_pin(document)
    other_rules = pin is not None and pin != shipped_fingerprint(str(document["system"]))
    return bool(document.get("packs")) or other_rules


def with_shipped_pin(document: Document, fingerprint: str) -> Document:
    """A copy of the document pinned to those shipped rules."""
    out = copy.deepcopy(document)
    out["ruleset"] = {**out.get("ruleset", {}), "fingerprint": fingerprint}
    return out


def with_pack(document: Document, pack_id: str, version: str, fingerprint: str | None) -> Document:
    """A copy of the document using a pack (pinned when a fingerprint is given), in its old place."""
    entry: dict[str, str] = {"id": pack_id, "version": version}
    if fingerprint:
        entry["fingerprint"] = fingerprint
    packs = [copy.deepcopy(p) for p in document.get("packs") or []]
    place = next((n for n, p in enumerate(packs) if p.get("id") == pack_id), len(packs))
    packs[place : place + 1] = [entry]
    return {**copy.deepcopy(document), "packs": packs}


def without_packs(document: Document, pack_ids: Iterable[str]) -> Document:
    """A copy of the document that no longer uses these packs."""
    gone = set(pack_ids)
    packs = [copy.deepcopy(p) for p in document.get("packs") or [] if p.get("id") not in gone]
    return {**copy.deepcopy(document), "packs": packs}


__all__ = [
    "KeptVersion",
    "PinnedContent",
    "needs_library",
    "pack_pins",
    "pinned_fingerprints",
    "shipped_pin",
    "with_pack",
    "with_shipped_pin",
    "without_packs",
]
