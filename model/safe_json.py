# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Reading JSON that came from outside: size and depth limits, finite numbers, no duplicate keys."""

from __future__ import annotations

import json
import math
import re
from typing import Any

MAX_FILE_BYTES = 5 * 1024 * 1024
MAX_DEPTH = 64

# A whole JSON string (skipped as one match), or a bracket outside strings.
_TOKENS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{}]', re.DOTALL)
_SURROGATE = re.compile("[\ud800-\udfff]")
_STRINGS = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")
_INNERMOST = re.compile(r"\[\]|\{\}")
_CONTAINERS = (dict, list)


class UnsafeJSON(ValueError):
    """JSON text refused before or while parsing; the message is a phrase for the user."""


def size_words(size: int) -> str:
    """A size against the cap, in one unit: `5,244,861 bytes; a character file is at most
    5,242,880 bytes (5 MiB)` (reader and writers say it alike)."""
    return (
        f"{size:,} bytes; a character file is at most {MAX_FILE_BYTES:,} bytes "
        f"({MAX_FILE_BYTES // 1024 // 1024} MiB)"
    )


def check_size(size: int) -> None:
    """Refuse anything larger than MAX_FILE_BYTES."""
    if size > MAX_FILE_BYTES:
        raise UnsafeJSON(f"is too large: {size_words(size)}")


def decode_text(data: bytes | str) -> str:
    """The text of the data, size-checked; UTF-8 with or without a byte-order mark."""
    check_size(len(data))
    if isinstance(data, str):
        check_size(len(data.encode("utf-8", errors="surrogatepass")))
        return data.removeprefix("\ufeff")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnsafeJSON(f"is not UTF-8 text (bad byte at position {error.start})") from None


def check_depth(text: str, limit: int = MAX_DEPTH) -> None:
    """Refuse nesting deeper than `limit`, with linear scans and no recursion.

    The brackets outside strings are peeled one level a round (every innermost `[]` or `{}` at
    once, in the regular-expression engine), so a round counts one level of depth; brackets that
    do not pair up are walked one by one, so a cut-short file is judged the same way."""
    brackets = _NOT_BRACKETS.sub("", _STRINGS.sub("", text))
    for _level in range(limit + 1):
        if not brackets:
            return
        peeled = _INNERMOST.sub("", brackets)
        if peeled == brackets:
            break  # unbalanced: walk it below
        brackets = peeled
    _walk_depth(text, limit)


def _walk_depth(text: str, limit: int) -> None:
    """`check_depth` token by token: exact for any text, balanced or not (but slower)."""
    depth = 0
    for match in _TOKENS.finditer(text):
        token = match.group()
        if token in "[{":
            depth += 1
            if depth > limit:
                raise UnsafeJSON(
                    f"is nested too deeply (more than {limit} levels of lists or objects)"
                )
        elif token in "]}":
            depth -= 1


def _finite(literal: str) -> float:
    """A JSON number as a float; infinities from huge exponents are refused."""
    value = float(literal)
    if not math.isfinite(value):
        raise UnsafeJSON(f"contains the number {literal}, which is too large")
    return value


def _constant(name: str) -> Any:
    """NaN and Infinity are not JSON; Python's parser would accept them."""
    raise UnsafeJSON(f"contains {name}, which is not a number JSON allows")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object, refusing a key that appears twice (which one would win is unclear)."""
    out = dict(pairs)
    if len(out) == len(pairs):
        return out
    out = {}
    for key, value in pairs:
        if key in out:
            raise UnsafeJSON(f"has the key '{key}' twice in one object")
        out[key] = value
    return out


MAX_DIGITS = 4300
"""The most digits a whole number in a file may have (Python's own limit for turning text into
an integer)."""


def _whole(text: str) -> int:
    """A JSON integer, refused in words when it has more digits than can be read."""
    if len(text) > MAX_DIGITS and len(text.lstrip("-")) > MAX_DIGITS:
        raise UnsafeJSON(
            f"holds a number that is too long ({len(text.lstrip('-')):,} digits; at most {MAX_DIGITS:,})"
        )
    return int(text)


def loads_strict(text: str) -> Any:
    """Parse depth-checked JSON text; UnsafeJSON with a readable reason on any problem.

    A file too deep is refused for that before anything else. The text is parsed first and its
    brackets counted only when the parse fails or its value is deep (a value is exactly as deep
    as the brackets of the valid JSON it came from)."""
    try:
        value = _parse(text)
    except UnsafeJSON:
        check_depth(text)
        raise
    if _deeper_than(value, MAX_DEPTH):
        check_depth(text)
    return value


def _deeper_than(value: Any, limit: int) -> bool:
    """Whether a parsed value nests lists and objects more than `limit` deep, level by level
    (a parsed value holds plain dicts and lists only)."""
    level = [value] if type(value) in _CONTAINERS else []
    for _depth in range(limit):
        level = [
            child
            for item in level
            for child in (item.values() if type(item) is dict else item)
            if type(child) is dict or type(child) is list
        ]
        if not level:
            return False
    return bool(level)


def _parse(text: str) -> Any:
    """The value of JSON text; UnsafeJSON with a readable reason on any problem but depth."""
    try:
        return json.loads(
            text,
            parse_constant=_constant,
            parse_float=_finite,
            object_pairs_hook=_no_duplicates,
            parse_int=_whole,
        )
    except UnsafeJSON:
        raise
    except json.JSONDecodeError as error:
        if not text[error.pos :].strip() or error.msg.startswith("Unterminated string"):
            raise UnsafeJSON("ends too early; it may have been cut short") from None
        where = f"line {error.lineno}, column {error.colno}"
        raise UnsafeJSON(f"is not valid JSON at {where} ({error.msg})") from None
    except (ValueError, RecursionError) as error:
        raise UnsafeJSON(f"is not valid JSON ({error})") from None


def escapes_nothing_unstorable(text: str) -> bool:
    """Whether no string parsed from this JSON text can hold a NUL or a lone surrogate: the text
    has no `\\u` escape and no surrogate of its own (raw NULs are not JSON)."""
    if "\\u" in text:
        return False
    try:
        text.encode("utf-8")  # a lone surrogate cannot be encoded
    except UnicodeEncodeError:
        return False
    return True


def unstorable_text(value: Any) -> str | None:
    """Why some string (key or value) cannot be stored, or None: NUL or a lone surrogate."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if "\x00" in item:
                return "contains a NUL character (\\u0000), which Sheetwright cannot store"
            if _SURROGATE.search(item):
                return "contains a broken character escape (a lone \\ud800-\\udfff surrogate)"
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return None
