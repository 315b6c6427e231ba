# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Campaign files between libraries: export one, plan an import (what it adds, what conflicts),
then make it with a choice for the conflicts, in one transaction.

What conflicts, and what is not a conflict:

- a character whose id is here with another document conflicts, unless the file's document is
  one of this library's earlier revisions of it (only this library changed it: it stays), or
  the file's history continues this library's (same header, this library's events first: only
  the file changed it, and it comes in as a new, undoable revision);
- a pack whose id is here with another text conflicts, unless the file's text is one this
  library's pack had before (it stays), as does a pack with that id for another game;
- a campaign whose id is here under another name or with other house rules conflicts.

A character in this library's trash comes in as a copy, under a new id."""

from __future__ import annotations

import copy
import os
import uuid
from dataclasses import dataclass
from typing import Any, Literal

from model.campaign_file_store import CampaignWrites, CharacterSave
from model.campaign_format import (
    SUFFIX,
    CampaignFile,
    CampaignFileRefused,
    FilePack,
    read_campaign,
    write_campaign,
)
from model.content_pins import pack_pins
from model.errors import LibraryError
from model.library import Library
from model.records import CampaignRecord, CharacterRecord, PackRecord

Resolution = Literal["keep-both", "keep-mine", "take-theirs"]
RESOLUTIONS: tuple[Resolution, ...] = ("keep-both", "keep-mine", "take-theirs")
Document = dict[str, Any]
_DEFAULTS: Document = {"packs": [], "settings": {}, "notes": "", "portrait": None}


class CampaignImportRefused(LibraryError):
    """An import with conflicts and no choice how to settle them: nothing was changed."""


def export_campaign(
    library: Library, campaign_id: str, path: str | os.PathLike[str]
) -> CampaignFile:
    """Write a campaign, its live characters and the packs they or it use to a file,
    atomically; what was written."""
    data = campaign_content(library, campaign_id)
    write_campaign(data, path)
    return data


def campaign_content(library: Library, campaign_id: str) -> CampaignFile:
    """What a campaign file of this campaign holds."""
    campaign = library.get_campaign(campaign_id)
    records = sorted(
        library.list_characters(campaign_id=campaign_id), key=lambda r: (r.name.casefold(), r.id)
    )
    documents = tuple(library.get_character(r.id).document for r in records)
    used = [str(p.id) for p in library.campaign_packs(campaign_id)]
    info = {
        "id": campaign.id, "name": campaign.name, "system": campaign.system,
        "notes": campaign.notes, "house_rules": library.campaign_house_rules(campaign_id),
        "packs": used,
    }  # fmt: skip
    return CampaignFile(info, _packs_of(library, used, documents), documents)


def _packs_of(
    library: Library, used: list[str], documents: tuple[Document, ...]
) -> tuple[FilePack, ...]:
    """The current text of each pack the campaign or a character uses, then each earlier text a
    character is pinned to that the library keeps."""
    from model.content_versions import PACK

    here: dict[str, PackRecord] = {p.id: p for p in library.list_packs()}
    wanted = dict.fromkeys([*used, *(pid for doc in documents for pid in pack_pins(doc))])
    current = [_file_pack(here[pid]) for pid in wanted if pid in here]
    fingerprints = {p.fingerprint for p in current}
    earlier: dict[str, FilePack] = {}
    for doc in documents:
        for pid, pin in pack_pins(doc).items():
            if not pin or pin in fingerprints or pin in earlier:
                continue
            kept = library.kept_version(pin)
            if kept is not None and kept.kind == PACK and kept.pack_id == pid:
                earlier[pin] = FilePack(
                    pid, kept.system, kept.name, kept.version, pin, kept.text, earlier=True
                )
    return (*current, *earlier.values())


def _file_pack(record: PackRecord) -> FilePack:
    from model.content_versions import pack_fingerprint

    return FilePack(
        record.id, record.system, record.name, record.version,
        pack_fingerprint(record.text), record.text,
    )  # fmt: skip


CharacterKind = Literal["new", "copy", "same", "newer-here", "update", "conflict"]
PackKind = Literal["new", "same", "newer-here", "conflict", "other-game", "earlier", "kept"]


@dataclass(frozen=True)
class CharacterStep:
    """One character of the file and what importing it does here."""

    document: Document
    kind: CharacterKind
    here: CharacterRecord | None = None


@dataclass(frozen=True)
class PackStep:
    """One pack text of the file and what importing it does here."""

    pack: FilePack
    kind: PackKind
    here: PackRecord | None = None


@dataclass(frozen=True)
class CampaignImportPlan:
    """What importing a campaign file would do, before anything is written."""

    data: CampaignFile
    campaign: CampaignRecord | None
    """This library's campaign with the file's id, if there is one."""
    campaign_conflict: bool
    packs: tuple[PackStep, ...]
    characters: tuple[CharacterStep, ...]

    @property
    def name(self) -> str:
        """The campaign's name in the file."""
        return str(self.data.campaign["name"])

    @property
    def conflicts(self) -> int:
        """How many conflicts need a choice."""
        packs = sum(s.kind in ("conflict", "other-game") for s in self.packs)
        people = sum(s.kind == "conflict" for s in self.characters)
        return int(self.campaign_conflict) + packs + people

    def add_lines(self) -> list[str]:
        """What the import adds, one line each."""
        from model.campaign_words import add_lines

        return add_lines(self)

    def conflict_lines(self) -> list[str]:
        """What conflicts, one line each."""
        from model.campaign_words import conflict_lines

        return conflict_lines(self)

    def note_lines(self) -> list[str]:
        """What stays as it is here, one line each."""
        from model.campaign_words import note_lines

        return note_lines(self)


def plan_campaign_import(library: Library, data: CampaignFile) -> CampaignImportPlan:
    """What importing the file's content would add and what conflicts; changes nothing."""
    here = {c.id: c for c in library.list_campaigns()}.get(data.campaign["id"])
    conflict = here is not None and (
        here.name != data.campaign["name"]
        or _rules(library.campaign_house_rules(here.id)) != _rules(data.campaign["house_rules"])
    )
    stored: dict[str, PackRecord] = {p.id: p for p in library.list_packs()}
    packs = tuple(_pack_step(library, stored.get(pack.id), pack) for pack in data.packs)
    characters = tuple(_character_step(library, doc) for doc in data.characters)
    return CampaignImportPlan(data, here, conflict, packs, characters)


def _rules(rules: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {game: values for game, values in rules.items() if values}


def _pack_step(library: Library, here: PackRecord | None, pack: FilePack) -> PackStep:
    from model.content_versions import pack_fingerprint

    if pack.earlier:
        kept = library.kept_version(pack.fingerprint) is not None
        return PackStep(pack, "kept" if kept else "earlier", here)
    if here is None:
        return PackStep(pack, "new")
    if here.system != pack.system:
        return PackStep(pack, "other-game", here)
    if pack_fingerprint(here.text) == pack.fingerprint:
        return PackStep(pack, "same", here)
    before = library.kept_version(pack.fingerprint)
    if before is not None and before.pack_id == pack.id:
        return PackStep(pack, "newer-here", here)
    return PackStep(pack, "conflict", here)


def _character_step(library: Library, document: Document) -> CharacterStep:
    if not library.has_character(str(document["id"])):
        return CharacterStep(document, "new")
    here = library.get_character(str(document["id"]))
    if here.in_trash:
        return CharacterStep(document, "copy", here)
    mine = {**_DEFAULTS, **here.document}
    theirs = {**_DEFAULTS, **document}
    if mine == theirs:
        return CharacterStep(document, "same", here)
    if _continues(mine, theirs):
        return CharacterStep(document, "update", here)
    earlier = [r.document for r in library.list_revisions(here.id)]
    if any({**_DEFAULTS, **old} == theirs for old in earlier):
        return CharacterStep(document, "newer-here", here)
    return CharacterStep(document, "conflict", here)


def _continues(mine: Document, theirs: Document) -> bool:
    """Whether the file's history is this library's with more events after it."""
    head = {k: v for k, v in mine.items() if k != "events"}
    if head != {k: v for k, v in theirs.items() if k != "events"}:
        return False
    ours, more = mine["events"], theirs["events"]
    return len(more) > len(ours) and more[: len(ours)] == ours


@dataclass(frozen=True)
class ImportOutcome:
    """What an import did: the campaign the characters are in, and counts for the user."""

    campaign_id: str
    campaign_name: str
    added: int
    replaced: int
    packs: int

    def summary(self) -> str:
        """One line: `Imported The Drowned Keep: 4 characters added, 1 pack.`"""
        parts = [f"{_count(self.added, 'character')} added"]
        if self.replaced:
            parts.append(f"{_count(self.replaced, 'character')} updated")
        if self.packs:
            parts.append(_count(self.packs, "homebrew pack"))
        return f"Imported {self.campaign_name}: {', '.join(parts)}."


def _count(n: int, what: str) -> str:
    return f"{n} {what}{'' if n == 1 else 's'}"


def apply_campaign_import(
    library: Library, plan: CampaignImportPlan, resolution: Resolution | None = None
) -> ImportOutcome:
    """Make the import in one transaction, settling conflicts as chosen: `keep-both` (the
    file's conflicting characters come in as copies, its conflicting pack texts are kept for the
    characters pinned to them), `keep-mine` (this library's side stays) or `take-theirs` (the
    file's side replaces: characters as a new, undoable revision). Without a choice, any
    conflict refuses the whole import (CampaignImportRefused, listing them)."""
    if plan.conflicts and resolution is None:
        listed = "; ".join(plan.conflict_lines())
        raise CampaignImportRefused(
            f"{plan.name} conflicts with this library ({listed}); choose Keep Both, Keep Mine or "
            "Take Theirs. Nothing was changed."
        )
    writes = _writes(plan, resolution)
    for document, _words in writes.new_characters:
        library.keep_pinned_shipped(document)
    library.import_campaign(writes)
    name = writes.campaign["name"] if writes.campaign else (plan.campaign or plan).name
    return ImportOutcome(
        writes.campaign_id,
        str(name),
        len(writes.new_characters),
        len(writes.saves),
        len(writes.new_packs) + len(writes.replaced_packs),
    )


def _writes(plan: CampaignImportPlan, resolution: Resolution | None) -> CampaignWrites:
    """The writes of an import settled as chosen."""
    info = plan.data.campaign
    values = {k: info[k] for k in ("name", "system", "notes", "house_rules")}
    campaign_id, new_campaign = str(info["id"]), plan.campaign is None
    stored: dict[str, Any] | None = values if new_campaign else None
    if plan.campaign_conflict and resolution == "take-theirs":
        stored = {k: values[k] for k in ("name", "notes", "house_rules")}
    elif plan.campaign_conflict and resolution == "keep-both":
        campaign_id, new_campaign = str(uuid.uuid4()), True
        stored = {**values, "name": _imported(values["name"])}
    pack_writes = _pack_writes(plan.packs, resolution)
    new, saves = _character_writes(plan.characters, resolution)
    return CampaignWrites(
        campaign_id, stored, new_campaign, tuple(info["packs"]), *pack_writes, new, saves
    )


def _pack_writes(
    steps: tuple[PackStep, ...], resolution: Resolution | None
) -> tuple[tuple[FilePack, ...], tuple[tuple[FilePack, str], ...], tuple[FilePack, ...]]:
    """New packs, packs replaced (with the fingerprint of the text replaced), texts kept."""
    from model.content_versions import pack_fingerprint

    new = tuple(s.pack for s in steps if s.kind == "new")
    replaced = tuple(
        (s.pack, pack_fingerprint(s.here.text))
        for s in steps
        if s.kind == "conflict" and resolution == "take-theirs" and s.here is not None
    )
    kept = tuple(
        s.pack
        for s in steps
        if s.kind == "earlier" or (s.kind == "conflict" and resolution == "keep-both")
    )
    return new, replaced, kept


def _character_writes(
    steps: tuple[CharacterStep, ...], resolution: Resolution | None
) -> tuple[tuple[tuple[Document, str], ...], tuple[CharacterSave, ...]]:
    """New characters (with their revision 1's words) and characters replaced."""
    new: list[tuple[Document, str]] = []
    saves: list[CharacterSave] = []
    for step in steps:
        doc = step.document
        if step.kind == "new":
            new.append((doc, _brought(doc)))
        elif step.kind == "copy" or (step.kind == "conflict" and resolution == "keep-both"):
            copied = {**copy.deepcopy(doc), "id": str(uuid.uuid4())}
            if step.kind == "conflict":
                copied["name"] = _imported(str(doc["name"]))
            new.append((copied, _brought(doc)))
        elif step.here is not None and (
            step.kind == "update" or (step.kind == "conflict" and resolution == "take-theirs")
        ):
            words = (
                "Updated from a campaign file"
                if step.kind == "update"
                else ("Replaced by the campaign file's version")
            )
            saves.append(CharacterSave(step.here.id, doc, step.here.version, words))
    return tuple(new), tuple(saves)


def _brought(document: Document) -> str:
    events = len(document.get("events") or [])
    return f"Imported from a campaign file with {_count(events, 'event')}"


def _imported(name: str) -> str:
    return f"{name[:189]} (imported)"


__all__ = [
    "RESOLUTIONS",
    "SUFFIX",
    "CampaignFile",
    "CampaignFileRefused",
    "CampaignImportPlan",
    "CampaignImportRefused",
    "ImportOutcome",
    "Resolution",
    "apply_campaign_import",
    "campaign_content",
    "export_campaign",
    "plan_campaign_import",
    "read_campaign",
]
