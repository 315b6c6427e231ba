# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Safe YAML reading for content packs: size caps, no tags, no anchors, plain data out."""

from __future__ import annotations

import datetime
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NoReturn

from ruamel.yaml import YAML
from ruamel.yaml.error import YAMLError
from ruamel.yaml.events import (
    AliasEvent,
    DocumentStartEvent,
    Event,
    MappingEndEvent,
    MappingStartEvent,
    SequenceEndEvent,
    SequenceStartEvent,
)
from ruamel.yaml.scalarbool import ScalarBoolean

from rules.engine.content_error import ContentError, problem

MAX_FILE_BYTES = 1024 * 1024
"""Content files (and text handed in directly) larger than this are refused unread."""

MAX_DEPTH = 20
"""Deepest nesting of mappings and lists a content file may use."""

_TAG_TEXT = "YAML tags like '!!python/object' are not allowed"
_ANCHOR_TEXT = "YAML anchors and aliases (&name / *name) are not allowed"
_STANDARD_TAG = "tag:yaml.org,2002:"


def _fail(filename: str, message: str, line: int | None = None) -> NoReturn:
    raise ContentError([problem(filename, message, line)], source=filename)


def _too_large(filename: str, size: int) -> NoReturn:
    mib = size / (1024 * 1024)
    limit = MAX_FILE_BYTES / (1024 * 1024)
    _fail(filename, f"is too large ({mib:.1f} MiB); content files may be at most {limit:g} MiB")


def read_file(path: Path, filename: str) -> str:
    """The text of a content file, refusing it by size before reading it."""
    if not path.is_file():
        _fail(filename, "is missing or is not a regular file")
    try:
        with path.open("rb") as handle:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                _too_large(filename, size)
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        _fail(filename, f"cannot be read: {exc.strerror or exc}")
    if len(data) > MAX_FILE_BYTES:
        _too_large(filename, len(data))
    return decode(data, filename)


def decode(data: str | bytes, filename: str) -> str:
    """Text handed in directly, checked for size and (if bytes) decoded as UTF-8."""
    if len(data) > MAX_FILE_BYTES:
        _too_large(filename, len(data))
    if isinstance(data, str):
        size = len(data.encode("utf-8", errors="surrogatepass"))
        if size > MAX_FILE_BYTES:
            _too_large(filename, size)
        return data.removeprefix("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        bad = data[exc.start]
        message = f"is not UTF-8 text (byte 0x{bad:02x}); save it as UTF-8"
        _fail(filename, message, line)


def _show_tag(tag: object) -> str:
    text = str(tag)
    return "!!" + text.removeprefix(_STANDARD_TAG) if text.startswith(_STANDARD_TAG) else text


def _check_event(event: Event, filename: str) -> None:
    line = event.start_mark.line + 1 if event.start_mark is not None else None
    anchor = getattr(event, "anchor", None)
    if isinstance(event, AliasEvent):
        _fail(filename, f"{_ANCHOR_TEXT} (found '*{anchor}')", line)
    if anchor is not None:
        _fail(filename, f"{_ANCHOR_TEXT} (found '&{anchor}')", line)
    tag = getattr(event, "tag", None)
    if tag is not None:
        _fail(filename, f"{_TAG_TEXT} (found '{_show_tag(tag)}')", line)


def _scan_events(text: str, filename: str) -> None:
    """Walk the parse events (nothing is built) and refuse anything unsafe or too deep."""
    depth = documents = 0
    for event in YAML(typ="rt", pure=True).parse(text):
        _check_event(event, filename)
        line = event.start_mark.line + 1 if event.start_mark is not None else None
        if isinstance(event, MappingStartEvent | SequenceStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                _fail(filename, f"is nested more than {MAX_DEPTH} levels deep", line)
        elif isinstance(event, MappingEndEvent | SequenceEndEvent):
            depth -= 1
        elif isinstance(event, DocumentStartEvent):
            documents += 1
            if documents > 1:
                _fail(filename, "holds more than one YAML document (---); use one", line)


def _yaml_problem(exc: YAMLError, text: str, filename: str) -> NoReturn:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    position = getattr(exc, "position", None)
    if line is None and isinstance(position, int):
        line = text[:position].count("\n") + 1
    detail = str(getattr(exc, "problem", None) or getattr(exc, "reason", None) or exc)
    if detail.startswith("found duplicate key"):
        key = detail.split('"')[1] if detail.count('"') >= 2 else "?"
        _fail(filename, f"the key {key!r} appears twice in the same mapping", line)
    _fail(filename, f"not valid YAML: {detail.splitlines()[0]}", line)


def load_yaml(data: str | bytes, filename: str) -> Any:
    """The round-trip YAML tree of one document (None if empty); refuses anything unsafe."""
    text = decode(data, filename)
    try:
        _scan_events(text, filename)
        return YAML(typ="rt", pure=True).load(text)
    except ContentError:
        raise
    except YAMLError as exc:
        _yaml_problem(exc, text, filename)
    except (ValueError, TypeError, RecursionError, MemoryError) as exc:
        _fail(filename, f"not valid YAML: {exc}")


def _plain_scalar(value: object, filename: str) -> Any:
    if value is None or type(value) is bool:
        return value
    if isinstance(value, ScalarBoolean):
        return bool(value)
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        return float(value)
    if isinstance(value, str):
        return str(value)
    if isinstance(value, datetime.date):
        return value.isoformat()
    _fail(filename, f"holds a value YAML content may not use ({type(value).__name__})")


def to_plain(node: Any, filename: str) -> Any:
    """Round-trip YAML data as plain dicts, lists, str, int, float, bool and None."""
    if isinstance(node, Mapping):
        out: dict[Any, Any] = {}
        for key, value in node.items():
            if isinstance(key, Mapping | list | tuple):
                _fail(filename, "uses a list or mapping as a key; keys must be plain text")
            out[_plain_scalar(key, filename)] = to_plain(value, filename)
        return out
    if isinstance(node, list):
        return [to_plain(item, filename) for item in node]
    return _plain_scalar(node, filename)
