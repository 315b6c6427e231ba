# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The `.sheetwright.json` character document: create, parse (never trusting input), dump."""

from __future__ import annotations

import base64
import binascii
import io
import json
import warnings
from typing import TYPE_CHECKING, Any

from model.errors import ImportRefused, LibraryError
from model.safe_json import (
    MAX_FILE_BYTES,
    UnsafeJSON,
    decode_text,
    escapes_nothing_unstorable,
    loads_strict,
    size_words,
    unstorable_text,
)
from rules.engine.event import RESERVED, Event
from rules.systems import get_system, is_known, title_of, why_unknown

if TYPE_CHECKING:
    from rules.engine.system import System

# model.schema_text (the JSON Schema and the content loader) is imported by the functions that
# check a document, so that listing the library never loads it.

FORMAT = "sheetwright-character"
FORMAT_VERSION = 1
MAX_PORTRAIT_BYTES = 2 * 1024 * 1024
# The most pixels a portrait is decoded to (a 2 MB PNG can claim 12,000 × 12,000: 1.6 GB), and the
# longest side a portrait is stored with (as the app's picker scales it).
MAX_PORTRAIT_PIXELS = 25_000_000
PORTRAIT_SIDE = 512
MAX_NAME_CHARS = 200  # the schema's maxLength for "name"
SHARED_OPS = ("define",)
TOP_LEVEL_ORDER = (
    "format", "format_version", "id", "name", "system", "ruleset",
    "packs", "settings", "notes", "portrait", "events",
)  # fmt: skip
_MAGIC = {"image/png": b"\x89PNG\r\n\x1a\n", "image/jpeg": b"\xff\xd8\xff"}

__all__ = [
    "MAX_FILE_BYTES",
    "Unwritable",
    "checked_name",
    "dump_document",
    "event_list",
    "new_document",
    "parse_document",
    "require_storable_text",
    "text_problem",
    "write_problem",
]


class Unwritable(LibraryError):
    """A document refused before it is written, because its reader would refuse it."""

    @classmethod
    def because(cls, problem: str) -> Unwritable:
        """The error for a problem phrase: one sentence, saying nothing was changed."""
        return cls(f"{problem[:1].upper()}{problem[1:]}. Nothing was changed.")


def require_storable_text(document: dict[str, Any], json_text: str | None = None) -> None:
    """Unwritable, naming the field, if the name or any string could not be read back.

    `json_text`, the document as `json.dumps` writes it (ASCII, all else escaped), makes this
    quick: without a `\\u` escape it holds no NUL and no lone surrogate."""
    plain = json_text is not None and "\\u" not in json_text
    problem = name_problem(document.get("name")) if plain else text_problem(document)
    if problem:
        raise Unwritable.because(problem)


def new_document(system: str | System[Any], name: str) -> dict[str, Any]:
    """A fresh character document with a new id and no events, pinned to the shipped rules."""
    import uuid  # here: it loads `platform`, and most commands make no character

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
        text = decode_text(data)
        value = loads_strict(text)
    except UnsafeJSON as error:
        raise ImportRefused(f"{origin} {error}.") from None
    from model.schema_text import schema_problems

    document = _check_header(value, origin)
    problems = schema_problems(document)
    if problems:
        raise ImportRefused(f"{origin} is not a valid character file: {'; '.join(problems)}.")
    plain = escapes_nothing_unstorable(text)  # then only the name can be a problem
    reason = (name_problem(document.get("name")) if plain else text_problem(document)) or (
        _content_problem(document)
    )
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
    if (
        isinstance(version, int | float)
        and not isinstance(version, bool)
        and version > FORMAT_VERSION
    ):
        raise ImportRefused(
            f"{origin} was written by a newer version of Sheetwright (format version {version}); "
            "update Sheetwright to import it."
        )
    if isinstance(version, float):  # JSON Schema counts 1.0 as an integer; the format does not
        raise ImportRefused(
            f"{origin} is not a valid character file: format_version must be a whole number "
            f"like {FORMAT_VERSION}, not {version}."
        )
    return value


def name_problem(name: Any) -> str | None:
    """Why a character name cannot be stored (the library's words), or None."""
    if not isinstance(name, str) or not name.strip():
        return "A character needs a name"
    if len(name.strip()) > MAX_NAME_CHARS:
        return f"A character name can be at most {MAX_NAME_CHARS} characters long"
    reason = unstorable_text(name)
    return f"The name {reason}" if reason else None


def checked_name(name: str) -> str:
    """The name without surrounding spaces; Unwritable (the reader's words) if it cannot be one."""
    problem = name_problem(name)
    if problem:
        raise Unwritable(f"{problem}. Nothing was changed.")
    return name.strip()


def write_problem(document: dict[str, Any]) -> str | None:
    """What the reader (`parse_document`) would refuse in this document, or None.

    Every writer asks this before it writes, so that it writes only what can be read back."""
    if not isinstance(document, dict):
        return "a character document must be an object"
    from model.schema_text import schema_problems

    problem = text_problem(document)
    if problem:
        return problem
    problems = schema_problems(document)
    if problems:
        return "; ".join(problems)
    return _content_problem(document)


def text_problem(document: dict[str, Any]) -> str | None:
    """The name's problem, or the first string that cannot be stored, naming where it is."""
    problem = name_problem(document.get("name"))
    if problem:
        return problem
    if _plainly_storable(document):
        return None
    for key in ("notes", "settings", "packs", "ruleset", "system", "id"):
        reason = unstorable_text(document.get(key))
        if reason:
            return f"{key} {reason}"
    events = document.get("events")
    for number, event in enumerate(events if isinstance(events, list) else [], start=1):
        if not isinstance(event, dict):
            continue
        op = event.get("op")
        what = f"event {number} ({op})" if isinstance(op, str) and op.isprintable() else ""
        for key, value in event.items():
            reason = unstorable_text(key) or unstorable_text(value)
            if reason:
                from rules.engine.name_words import quoted  # only on the way to a refusal

                field = f"its {key}" if key in RESERVED else f"its field {quoted(key)}"
                return f"{what or f'event {number}'}: {field} {reason}"
    return unstorable_text(document)


def _plainly_storable(document: dict[str, Any]) -> bool:
    """Whether no string holds a NUL or a lone surrogate, seen in one pass over the JSON text
    (fast: every file read and every save asks). False only means "look closer": a literal
    backslash before u0000 is text that merely looks like an escaped NUL."""
    try:
        text = json.dumps(document, ensure_ascii=False, check_circular=False)
        text.encode("utf-8")  # a lone surrogate cannot be encoded
    except (TypeError, ValueError, RecursionError):  # UnicodeEncodeError is a ValueError
        return False
    return "\\u0000" not in text


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
    if not isinstance(portrait, dict):
        raise ValueError("must have a media_type of image/png or image/jpeg and base64 data")
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
    """A document portrait for PNG or JPEG bytes, scaled down to at most PORTRAIT_SIDE pixels a
    side; ValueError for anything else, too large a file, or too many pixels to decode."""
    media_type = next((kind for kind, magic in _MAGIC.items() if raw.startswith(magic)), None)
    if media_type is None:
        raise ValueError("a portrait must be a PNG or JPEG image")
    if len(raw) > MAX_PORTRAIT_BYTES:
        raise ValueError("a portrait can be at most 2 MiB")
    fitted = _fitted_portrait(raw, media_type)
    return {"media_type": media_type, "data": base64.b64encode(fitted).decode("ascii")}


class TooManyPixels(ValueError):
    """A picture that would decode to more than MAX_PORTRAIT_PIXELS."""


def open_portrait(raw: bytes, side: int) -> tuple[Any, bool]:
    """The PIL image of PNG or JPEG bytes, read from the header only (nothing decoded yet), and
    whether it will decode reduced: a JPEG decodes at the smallest scale still `side` pixels
    wide. ValueError if it cannot be read or would decode to more than MAX_PORTRAIT_PIXELS."""
    from PIL import Image, UnidentifiedImageError

    try:
        with warnings.catch_warnings():  # the pixel cap below is ours, and lower than PIL's
            warnings.simplefilter("ignore", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(raw), formats=["PNG", "JPEG"])
        width, height = image.size
        if image.format == "JPEG" and max(width, height) > side:
            image.draft(image.mode if image.mode == "L" else "RGB", _fit(width, height, side))
    except (OSError, ValueError, UnidentifiedImageError, Image.DecompressionBombError):
        raise ValueError("the picture in it cannot be read") from None
    if image.size[0] * image.size[1] > MAX_PORTRAIT_PIXELS:
        raise TooManyPixels(
            f"the picture is {width:,} × {height:,} pixels; a portrait can have at most "
            f"{MAX_PORTRAIT_PIXELS // 1_000_000} million"
        )
    return image, image.size != (width, height)


def _fit(width: int, height: int, side: int) -> tuple[int, int]:
    scale = side / max(width, height)
    return max(1, round(width * scale)), max(1, round(height * scale))


def _fitted_portrait(raw: bytes, media_type: str) -> bytes:
    """The image at most PORTRAIT_SIDE pixels a side, in its format; unchanged if it fits, or if
    it cannot be decoded (the sheet then shows an empty frame, as it always did)."""
    try:
        image, reduced = open_portrait(raw, PORTRAIT_SIDE)
    except TooManyPixels:
        raise
    except ValueError:
        return raw
    if not reduced and max(image.size) <= PORTRAIT_SIDE:
        return raw
    try:
        image.load()
        if image.mode not in ("RGB", "RGBA", "L", "LA"):
            has_alpha = image.mode == "PA" or "transparency" in image.info
            image = image.convert("RGBA" if has_alpha else "RGB")
        if max(image.size) > PORTRAIT_SIDE:
            image = image.resize(_fit(image.size[0], image.size[1], PORTRAIT_SIDE))
        out = io.BytesIO()
        if media_type == "image/jpeg":
            image.convert("L" if image.mode == "L" else "RGB").save(out, "JPEG", quality=90)
        else:
            image.save(out, "PNG", optimize=True)
    except (OSError, ValueError):
        return raw
    return out.getvalue()


def event_list(document: dict[str, Any]) -> list[Event]:
    """The document's events, in order."""
    return [Event.from_json(event) for event in document.get("events", [])]


def dump_document(document: dict[str, Any]) -> str:
    """The document as JSON text: fixed key order, indent 2, UTF-8 characters kept.

    Unwritable (one line, naming the field) if `parse_document` would refuse the text: a bad
    name, a NUL, a schema break, or a file over the size cap (one byte kept for a final newline).
    """
    problem = write_problem(document)
    if problem:
        raise Unwritable.because(problem)
    text = json.dumps(_canonical_document(document), indent=2, ensure_ascii=False, allow_nan=False)
    size = len(text.encode("utf-8")) + 1
    if size > MAX_FILE_BYTES:
        raise Unwritable(
            f"The character file would be too large: {size_words(size)}. Nothing was changed."
        )
    return text


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
