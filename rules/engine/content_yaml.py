# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Safe YAML reading for content packs: size caps, no tags, no anchors, plain data out."""

from __future__ import annotations

import datetime
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any, NoReturn

from ruamel.yaml import YAML
from ruamel.yaml.composer import Composer
from ruamel.yaml.error import YAMLError
from ruamel.yaml.events import (
    AliasEvent,
    Event,
    MappingStartEvent,
    SequenceStartEvent,
)
from ruamel.yaml.scalarbool import ScalarBoolean

from rules.engine.content_error import ContentError, problem
from rules.engine.content_limits import MAX_FILE_BYTES

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


class _GuardedComposer(Composer):
    """Builds the round-trip tree and refuses anchors, aliases, tags and deep nesting as it goes.

    One pass: every node's first event is checked before it is composed, so an alias bomb or a
    `!!python/object` tag is refused before anything is built from it.
    """

    filename = "?"
    collections = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        """Check the node's opening event, then compose it as usual."""
        event = self.parser.peek_event()
        _check_event(event, self.filename)
        collection = isinstance(event, MappingStartEvent | SequenceStartEvent)
        if collection:
            self.collections += 1
            if self.collections > MAX_DEPTH:
                line = event.start_mark.line + 1 if event.start_mark is not None else None
                _fail(self.filename, f"is nested more than {MAX_DEPTH} levels deep", line)
        try:
            return super().compose_node(parent, index)
        finally:
            if collection:
                self.collections -= 1


def _guarded_yaml(filename: str) -> YAML:
    class Named(_GuardedComposer):
        pass

    Named.filename = filename
    yaml = YAML(typ="rt", pure=True)
    yaml.Composer = Named
    return yaml


def _yaml_problem(exc: YAMLError, text: str, filename: str) -> NoReturn:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = mark.line + 1 if mark is not None else None
    position = getattr(exc, "position", None)
    if line is None and isinstance(position, int):
        line = text[:position].count("\n") + 1
    detail = str(getattr(exc, "problem", None) or getattr(exc, "reason", None) or exc)
    if "expected a single document" in str(getattr(exc, "context", "")):
        _fail(filename, "holds more than one YAML document (---); use one", line)
    if detail.startswith("found duplicate key"):
        key = detail.split('"')[1] if detail.count('"') >= 2 else "?"
        _fail(filename, f"the key {key!r} appears twice in the same mapping", line)
    _fail(filename, f"not valid YAML: {detail.splitlines()[0]}", line)


def load_yaml(data: str | bytes, filename: str) -> Any:
    """The round-trip YAML tree of one document (None if empty); refuses anything unsafe."""
    text = decode(data, filename)
    try:
        return _guarded_yaml(filename).load(text)
    except ContentError:
        raise
    except YAMLError as exc:
        _yaml_problem(exc, text, filename)
    except RecursionError:
        _fail(filename, "is nested too deeply (lists or mappings inside each other)")
    except (ValueError, TypeError, MemoryError) as exc:
        if "integer string conversion" in str(exc):
            _fail(filename, f"holds a number that is too long (more than {_max_digits()} digits)")
        _fail(filename, f"not valid YAML: {exc}")


def _max_digits() -> int:
    """The most digits Python turns into an integer (sys.get_int_max_str_digits)."""
    return sys.get_int_max_str_digits() or 4300


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
