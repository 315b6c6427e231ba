# SPDX-License-Identifier: LicenseRef-Sheetwright
"""JSON Schema validation of a character document, with errors as short sentences.

The check is our own small checker (`model.schema_check`), not jsonschema: every command on a
file checks its document, and the full validator costs more to import than the command."""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from typing import Any

from model.schema_check import SchemaChecker, SchemaError
from model.schema_verdict import Check, compile_verdict
from rules.engine.content_loader import resources_dir

MAX_REPORTED = 3

_TYPE_WORDS = {
    "string": "text",
    "integer": "a whole number",
    "number": "a number",
    "array": "a list",
    "object": "an object",
    "boolean": "true or false",
    "null": "null",
}


def schema_path() -> str:
    """Where the published character schema lives."""
    return str(resources_dir() / "schema" / "character.schema.json")


@cache
def _validator() -> SchemaChecker:
    """The checker of the published schema, loaded once."""
    with open(schema_path(), encoding="utf-8") as handle:
        return SchemaChecker(json.load(handle))


@cache
def _verdict() -> Check:
    """The published schema's yes/no check, compiled once: most documents are valid."""
    return compile_verdict(_validator())


def schema_problems(document: Any) -> list[str]:
    """The first few schema violations of a document, each as a sentence; empty if valid."""
    if _verdict()(document):
        return []
    errors = list(_validator().iter_errors(document))
    sentences = [describe(error) for error in errors[:MAX_REPORTED]]
    if len(errors) > MAX_REPORTED:
        sentences.append(f"and {len(errors) - MAX_REPORTED} more problems")
    return sentences


def location(path: Iterable[Any]) -> str:
    """A JSON path in the way the user reads it: `events[3].op`, or `the file` for the top."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text or "the file"


def describe(error: SchemaError) -> str:
    """One schema violation as a sentence naming where it is."""
    where = location(error.path)
    kind, expected, instance = error.keyword, error.expected, error.instance
    if kind == "type":
        words = [
            _TYPE_WORDS.get(t, t) for t in ([expected] if isinstance(expected, str) else expected)
        ]
        return f"{where} must be {' or '.join(words)}"
    if kind == "required":
        return f"{where} is missing '{expected}'"
    if kind == "additionalProperties":
        known = error.schema.get("properties", {})
        extra = sorted(key for key in instance if key not in known)
        return f"{where} has an unknown key '{extra[0]}'" if extra else error.message
    return _describe_value(where, str(kind), expected, error.message)


def _describe_value(where: str, kind: str, expected: Any, fallback: str) -> str:
    """Sentences for the keywords that constrain a value rather than its shape."""
    if kind == "const":
        return f"{where} must be {json.dumps(expected)}"
    if kind == "enum":
        return f"{where} must be one of {', '.join(json.dumps(v) for v in expected)}"
    if kind == "minLength" and expected == 1:
        return f"{where} must not be empty"
    if kind == "maxLength":
        return f"{where} is too long (at most {expected} characters)"
    if kind == "minimum":
        return f"{where} must be at least {expected}"
    if kind == "pattern" and where.endswith("id"):
        return f"{where} must be a UUID like 123e4567-e89b-42d3-a456-426614174000"
    return f"{where}: {fallback}"
