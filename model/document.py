# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The `.sheetwright.json` character document: create, parse (never trusting input), dump."""

from __future__ import annotations

import base64
import binascii
import json
import uuid
from typing import Any

from model.errors import ImportRefused
from model.safe_json import MAX_FILE_BYTES, UnsafeJSON, decode_text, loads_strict, unstorable_text
from model.schema_text import schema_problems
from rules.engine.event import RESERVED, Event
from rules.engine.system import System
from rules.systems import get_system, is_known, title_of, why_unknown

FORMAT = "sheetwright-character"
FORMAT_VERSION = 1
MAX_PORTRAIT_BYTES = 2 * 1024 * 1024
SHARED_OPS = ("define",)
TOP_LEVEL_ORDER = (
    "format", "format_version", "id", "name", "system", "ruleset",
    "packs", "settings", "notes", "portrait", "events",
)  # fmt: skip
_MAGIC = {"image/png": b"\x89PNG\r\n\x1a\n", "image/jpeg": b"\xff\xd8\xff"}

__all__ = ["MAX_FILE_BYTES", "dump_document", "event_list", "new_document", "parse_document"]


def new_document(system: str | System[Any], name: str) -> dict[str, Any]:
    """A fresh character document with a new id and no events, pinned to the shipped rules."""
    from model.content_versions import shipped_fingerprint  # hashes the content files, once

    if isinstance(system, str) and not is_known(system):
        raise ValueError(_unknown_system(system))
    system_id = system if isinstance(system, str) else system.id
    fingerprint = shipped_fingerprint(system_id)
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "id": str(uuid.uuid4()),
        "name": name,
        "system": system_id,
        "ruleset": {"id": system_id, "version": "1", "fingerprint": fingerprint},
        "packs": [],
        "settings": {},
        "notes": "",
        "portrait": None,
        "events": [],
    }


def parse_document(data: bytes | str, origin: str) -> dict[str, Any]:
    """A checked character document from untrusted bytes; ImportRefused saying why not."""
    try:
        value = loads_strict(decode_text(data))
    except UnsafeJSON as error:
        raise ImportRefused(f"{origin} {error}.") from None
    document = _check_header(value, origin)
    problems = schema_problems(document)
    if problems:
        raise ImportRefused(f"{origin} is not a valid character file: {'; '.join(problems)}.")
    reason = unstorable_text(document) or _content_problem(document)
    if reason:
        raise ImportRefused(f"{origin}: {reason}.")
    return _with_defaults(document)


def _check_header(value: Any, origin: str) -> dict[str, Any]:
    """The value as a document if it says it is a character file of a format we can read."""
    if not isinstance(value, dict) or value.get("format") != FORMAT:
        raise ImportRefused(
            f'{origin} is not a Sheetwright character file (it lacks "format": "{FORMAT}").'
        )
    version = value.get("format_version")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise ImportRefused(
            f"{origin} was written by a newer version of Sheetwright (format version {version}); "
            "update Sheetwright to import it."
        )
    return value


def _content_problem(document: dict[str, Any]) -> str | None:
    """What the schema cannot see: the system, the ruleset, the ops and the portrait."""
    system_id = document["system"]
    if not is_known(system_id):
        return _unknown_system(system_id)
    if document["ruleset"]["id"] != system_id:
        return f"ruleset.id '{document['ruleset']['id']}' does not match system '{system_id}'"
    known_ops = set(get_system(system_id).ops.names()) | set(SHARED_OPS)
    for number, event in enumerate(document["events"], start=1):
        if event["op"] not in known_ops:
            title = title_of(system_id)
            return f"event {number}: '{event['op']}' is not an operation {title} knows"
    try:
        decode_portrait(document.get("portrait"))
    except ValueError as error:
        return f"portrait: {error}"
    return None


def _unknown_system(system_id: str) -> str:
    """The sentence for a system id Sheetwright does not know (the registry's words)."""
    return why_unknown(system_id)


def _with_defaults(document: dict[str, Any]) -> dict[str, Any]:
    """The document with every optional top-level key present."""
    defaults: dict[str, Any] = {"packs": [], "settings": {}, "notes": "", "portrait": None}
    return {**defaults, **document}


def decode_portrait(portrait: Any) -> bytes | None:
    """The image bytes of a document's portrait; ValueError if it is not a small PNG or JPEG."""
    if portrait is None:
        return None
    media_type, data = portrait.get("media_type"), portrait.get("data")
    if media_type not in _MAGIC or not isinstance(data, str):
        raise ValueError("must have a media_type of image/png or image/jpeg and base64 data")
    try:
        raw = base64.b64decode(data, validate=True)
    except (binascii.Error, ValueError):
        raise ValueError("the image data is not valid base64") from None
    if len(raw) > MAX_PORTRAIT_BYTES:
        raise ValueError("the image is larger than 2 MiB")
    if not raw.startswith(_MAGIC[media_type]):
        raise ValueError(f"the image data is not {media_type}")
    return raw


def encode_portrait(raw: bytes) -> dict[str, str]:
    """A document portrait for PNG or JPEG bytes; ValueError for anything else or too large."""
    media_type = next((kind for kind, magic in _MAGIC.items() if raw.startswith(magic)), None)
    if media_type is None:
        raise ValueError("a portrait must be a PNG or JPEG image")
    if len(raw) > MAX_PORTRAIT_BYTES:
        raise ValueError("a portrait can be at most 2 MiB")
    return {"media_type": media_type, "data": base64.b64encode(raw).decode("ascii")}


def event_list(document: dict[str, Any]) -> list[Event]:
    """The document's events, in order."""
    return [Event.from_json(event) for event in document.get("events", [])]


def dump_document(document: dict[str, Any]) -> str:
    """The document as JSON text: fixed key order, indent 2, UTF-8 characters kept."""
    return json.dumps(_canonical_document(document), indent=2, ensure_ascii=False, allow_nan=False)


def _canonical_document(document: dict[str, Any]) -> dict[str, Any]:
    """Top-level keys in format order, events with `op` first and `at`/`note` last."""
    known = [key for key in TOP_LEVEL_ORDER if key in document]
    rest = sorted(key for key in document if key not in TOP_LEVEL_ORDER)
    out = {key: _sorted(document[key]) for key in known + rest}
    if isinstance(document.get("events"), list):
        out["events"] = [_canonical_event(e) for e in document["events"]]
    return out


def _canonical_event(event: Any) -> Any:
    """An event with `op` first, its fields sorted, then `at` and `note`."""
    if not isinstance(event, dict):
        return _sorted(event)
    fields = sorted(key for key in event if key not in RESERVED)
    order = [k for k in ("op",) if k in event] + fields + [k for k in ("at", "note") if k in event]
    return {key: _sorted(event[key]) for key in order}


def _sorted(value: Any) -> Any:
    """The value with object keys sorted, so output does not depend on the backend."""
    if isinstance(value, dict):
        return {key: _sorted(value[key]) for key in sorted(value)}
    if isinstance(value, list):
        return [_sorted(item) for item in value]
    return value
