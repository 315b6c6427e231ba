# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Pydantic validation errors turned into short sentences a user can act on."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError
from pydantic_core import ErrorDetails

EMPTY = "must not be empty"
"""The problem of a required text left empty."""

_PLAIN = {
    "missing": "is required",
    "extra_forbidden": "is not a known field",
    "int_type": "must be a whole number",
    "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number",
    "string_type": "must be text",
    "bool_type": "must be true or false",
    "bool_parsing": "must be true or false",
    "list_type": "must be a list",
    "dict_type": "must be a mapping of names to values",
    "model_type": "must be a mapping of names to values",
}


def field_path(loc: Sequence[int | str]) -> str:
    """`('bonuses', 'hp')` → `bonuses.hp`; list positions as `[2]`."""
    out = ""
    for part in loc:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += f".{part}" if out else str(part)
    return out


_EMPTY_TYPES = ("string_pattern_mismatch", "string_too_short", "too_short")


def _special(error: ErrorDetails) -> str | None:
    ctx = error.get("ctx") or {}
    if error.get("input") == "" and error["type"] in _EMPTY_TYPES:
        return EMPTY
    if error["type"] == "string_pattern_mismatch":
        if str(ctx.get("pattern", "")).startswith("^[a-z0-9][a-z0-9-]"):
            return "must be lower-case letters, digits and dashes (like iron-sword)"
        return "is not written in the expected form"
    if error["type"] == "string_too_short" and ctx.get("min_length") == 1:
        return EMPTY
    return None


def error_text(error: ErrorDetails) -> str:
    """One pydantic error as a sentence fragment (`must be a whole number`)."""
    special = _special(error)
    if special:
        return special
    plain = _PLAIN.get(error["type"])
    if plain:
        return plain
    message = error["msg"]
    if message.startswith("Input should be "):
        return "must be " + message.removeprefix("Input should be ")
    for prefix in ("Value error, ", "Assertion failed, "):
        message = message.removeprefix(prefix)
    return message[:1].lower() + message[1:]


def describe(err: ValidationError) -> list[tuple[str, str]]:
    """(field path, problem) pairs for every error in a validation failure."""
    return [(field_path(e["loc"]), error_text(e)) for e in err.errors(include_url=False)]
