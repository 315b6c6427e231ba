# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The `.sheetwright-campaign` file: a campaign, its house rules, its packs and its characters.

Reading never trusts the file: a size cap, the safe JSON reader (depth, duplicate keys, NaN), the
published schema, every pack's text against its fingerprint and the content schema, and every
character through the character reader. Anything wrong is one sentence (CampaignFileRefused)."""

from __future__ import annotations

import json
import os
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from model.atomic_file import write_atomic
from model.document import dump_document, parse_document
from model.errors import ImportRefused, LibraryError
from model.regular_file import FileRefused, FileTooLarge, read_regular
from model.safe_json import UnsafeJSON, loads_strict, unstorable_text

SUFFIX = ".sheetwright-campaign"
FORMAT = "sheetwright-campaign"
FORMAT_VERSION = 1
MAX_CAMPAIGN_BYTES = 64 * 1024 * 1024
Document = dict[str, Any]


class CampaignFileRefused(LibraryError):
    """A campaign file that cannot be read or written, with the reason in one sentence."""


@dataclass(frozen=True)
class FilePack:
    """A homebrew pack's text in a campaign file; `earlier` is an older text kept for the
    characters pinned to it (imported as a kept version only)."""

    id: str
    system: str
    name: str
    version: str
    fingerprint: str
    text: str
    earlier: bool = False

    def json(self) -> dict[str, Any]:
        """The pack as the file has it."""
        out: dict[str, Any] = {
            "id": self.id, "system": self.system, "name": self.name, "version": self.version,
            "fingerprint": self.fingerprint, "text": self.text,
        }  # fmt: skip
        return {**out, "earlier": True} if self.earlier else out


@dataclass(frozen=True)
class CampaignFile:
    """A campaign file's content, checked."""

    campaign: dict[str, Any]
    """id, name, system, notes, house_rules ({game: {setting: value}}) and packs (pack ids)."""
    packs: tuple[FilePack, ...]
    characters: tuple[Document, ...]

    def json(self) -> dict[str, Any]:
        """The file's JSON value."""
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "campaign": self.campaign,
            "packs": [pack.json() for pack in self.packs],
            "characters": list(self.characters),
        }


def dump_campaign(data: CampaignFile) -> bytes:
    """The file's bytes (UTF-8 JSON, indent 1); CampaignFileRefused if over the size cap."""
    characters = [json.loads(dump_document(doc)) for doc in data.characters]  # checked, ordered
    value = {**data.json(), "characters": characters}
    raw = (json.dumps(value, indent=1, ensure_ascii=False, allow_nan=False) + "\n").encode()
    if len(raw) > MAX_CAMPAIGN_BYTES:
        raise CampaignFileRefused(f"The campaign file would be too large: {_size(len(raw))}.")
    return raw


def write_campaign(data: CampaignFile, path: str | os.PathLike[str]) -> None:
    """Write a campaign file atomically (temporary file, then rename)."""
    write_atomic(path, dump_campaign(data))


def read_campaign(path: str | os.PathLike[str]) -> CampaignFile:
    """The checked content of a campaign file; CampaignFileRefused (one sentence) if anything
    in it is wrong, before anything is changed."""
    path = Path(path)
    return parse_campaign(_read_bytes(path), path.name)


def parse_campaign(data: bytes, origin: str) -> CampaignFile:
    """The checked content of a campaign file's bytes (`origin` names it in messages)."""
    if len(data) > MAX_CAMPAIGN_BYTES:
        raise CampaignFileRefused(f"{origin} is too large: {_size(len(data))}.")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise CampaignFileRefused(
            f"{origin} is not UTF-8 text (bad byte at position {error.start})."
        ) from None
    try:
        value = loads_strict(text)
    except UnsafeJSON as error:
        raise CampaignFileRefused(f"{origin} {error}.") from None
    _check_header(value, origin)
    _check_schema(value, origin)
    campaign = _campaign(value["campaign"], origin)
    packs = tuple(_pack(item, n, origin) for n, item in enumerate(value["packs"], start=1))
    characters = tuple(
        _character(item, n, origin) for n, item in enumerate(value["characters"], start=1)
    )
    _check_unique(packs, characters, origin)
    return CampaignFile(campaign, packs, characters)


def _read_bytes(path: Path) -> bytes:
    try:
        return read_regular(path, MAX_CAMPAIGN_BYTES)
    except FileTooLarge as error:
        raise CampaignFileRefused(f"{path.name} is too large: {_size(error.size)}.") from None
    except FileRefused as error:
        raise CampaignFileRefused(f"{path.name} {error.reason}.") from None
    except OSError as error:
        raise CampaignFileRefused(
            f"Could not read {path.name}: {error.strerror or error}."
        ) from None


def _size(size: int) -> str:
    limit = MAX_CAMPAIGN_BYTES
    return f"{size:,} bytes; a campaign file is at most {limit:,} bytes ({limit >> 20} MiB)"


def _check_header(value: Any, origin: str) -> None:
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise CampaignFileRefused(
            f'{origin} is not a Sheetwright campaign file (it lacks "format": "{FORMAT}").'
        )
    version = value.get("version")
    number = isinstance(version, int | float) and not isinstance(version, bool)
    if number and isinstance(version, int | float) and version > FORMAT_VERSION:
        raise CampaignFileRefused(
            f"{origin} was written by a newer version of Sheetwright (campaign format version "
            f"{version}); update Sheetwright to import it."
        )
    if isinstance(version, float):
        raise CampaignFileRefused(
            f"{origin} is not a valid campaign file: version must be a whole number like "
            f"{FORMAT_VERSION}, not {version}."
        )


def schema_path() -> Path:
    """Where the published campaign schema lives."""
    from rules.engine.content_loader import resources_dir

    return resources_dir() / "schema" / "campaign.schema.json"


@cache
def _checker() -> Any:
    from model.schema_check import SchemaChecker

    return SchemaChecker(json.loads(schema_path().read_text(encoding="utf-8")))


def _check_schema(value: dict[str, Any], origin: str) -> None:
    from model.schema_text import describe

    errors = list(_checker().iter_errors(value))
    if errors:
        problems = "; ".join(describe(error) for error in errors[:3])
        raise CampaignFileRefused(f"{origin} is not a valid campaign file: {problems}.")
    reason = unstorable_text(value["campaign"]) or unstorable_text(
        [{k: v for k, v in p.items() if k != "text"} for p in value["packs"]]
    )
    if reason:
        raise CampaignFileRefused(f"{origin}: the campaign {reason}.")


def _campaign(value: dict[str, Any], origin: str) -> dict[str, Any]:
    """The campaign with every optional key present, its house rules checked game by game."""
    from pydantic import ValidationError

    from rules.engine.validation_text import describe as validation_problems
    from rules.systems import get_system, is_known, why_unknown

    rules = value.get("house_rules", {})
    for game, settings in rules.items():
        if not is_known(game):
            raise CampaignFileRefused(f"{origin}: house rules for {why_unknown(game)}.")
        try:
            get_system(game).settings.model_validate(settings)
        except ValidationError as error:
            where, what = validation_problems(error)[0]
            raise CampaignFileRefused(
                f"{origin}: the campaign's house rule {where} is not valid: {what}."
            ) from None
    return {
        "id": value["id"].lower(),
        "name": value["name"].strip(),
        "system": value.get("system"),
        "notes": value.get("notes", ""),
        "house_rules": {game: dict(settings) for game, settings in rules.items()},
        "packs": list(dict.fromkeys(value.get("packs", []))),
    }


def _pack(item: dict[str, Any], number: int, origin: str) -> FilePack:
    """One pack of the file, its text matching its fingerprint and valid content of its game."""
    from model.character_build import check_pack_text
    from model.content_versions import pack_fingerprint
    from rules.engine.content_error import ContentError
    from rules.engine.name_words import quoted
    from rules.systems import is_known, why_unknown

    what = f"{origin}: pack {number} ({quoted(item['id'], mark='')})"
    if pack_fingerprint(item["text"]) != item["fingerprint"]:
        raise CampaignFileRefused(
            f"{what} has a text that does not match its fingerprint; the file was changed or "
            "damaged."
        )
    if not is_known(item["system"]):
        raise CampaignFileRefused(f"{what} is for {why_unknown(item['system'])}.")
    try:
        loaded = check_pack_text(item["text"], item["id"], item["system"])
    except ContentError as error:
        first = error.problems[0].describe() if error.problems else "it could not be read"
        raise CampaignFileRefused(f"{what} is not valid content: {first}.") from None
    if loaded.info.id != item["id"] or loaded.system != item["system"]:
        raise CampaignFileRefused(f"{what} holds the text of another pack ({loaded.info.id}).")
    return FilePack(
        item["id"], item["system"], item["name"].strip(), item["version"],
        item["fingerprint"], item["text"], item.get("earlier", False),
    )  # fmt: skip


def _character(item: dict[str, Any], number: int, origin: str) -> Document:
    """One character, checked exactly as a `.sheetwright.json` file is."""
    text = json.dumps(item, ensure_ascii=False)
    try:
        return parse_document(text, f"Character {number} of {origin}")
    except ImportRefused as error:
        raise CampaignFileRefused(str(error)) from None


def _check_unique(
    packs: tuple[FilePack, ...], characters: tuple[Document, ...], origin: str
) -> None:
    """A character id, or a pack's current text, given twice makes the file ambiguous."""
    ids = Counter(str(doc["id"]).lower() for doc in characters)
    twice = [name for name, count in ids.items() if count > 1]
    if twice:
        raise CampaignFileRefused(f"{origin} holds the character {twice[0]} twice.")
    packs_twice = [i for i, n in Counter(p.id for p in packs if not p.earlier).items() if n > 1]
    if packs_twice:
        raise CampaignFileRefused(f"{origin} holds the pack {packs_twice[0]} twice.")


__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "MAX_CAMPAIGN_BYTES",
    "SUFFIX",
    "CampaignFile",
    "CampaignFileRefused",
    "FilePack",
    "dump_campaign",
    "parse_campaign",
    "read_campaign",
    "write_campaign",
]
