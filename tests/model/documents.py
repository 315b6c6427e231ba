# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Test documents: a valid character, and a table of bad files with the reason each must give."""

from __future__ import annotations

import copy
import json
from typing import Any

VEX_ID = "1b4e28ba-2fa1-41d2-883f-0016d3cca427"
PNG = b"\x89PNG\r\n\x1a\n" + bytes(range(32))

VEX: dict[str, Any] = {
    "format": "sheetwright-character",
    "format_version": 1,
    "id": VEX_ID,
    "name": "Vex",
    "system": "gravedust",
    "ruleset": {"id": "gravedust", "version": "1"},
    "packs": [{"id": "my-homebrew", "version": "2"}],
    "settings": {},
    "notes": "Ratcatcher — née «Vexille»",
    "portrait": None,
    "events": [
        {"op": "award-xp", "amount": 12, "at": "2026-11-29T20:15:00+00:00", "note": "Ratlin nest"},
        {"op": "award-xp", "amount": 3},
        {"op": "gain-gold", "amount": 40, "note": "loot"},
        {"op": "award-xp", "amount": 5},
    ],
}


def vex(**changes: Any) -> dict[str, Any]:
    """A copy of the valid document with top-level keys replaced."""
    return {**copy.deepcopy(VEX), **changes}


def vex_json(**changes: Any) -> str:
    """The valid document as JSON text, with top-level keys replaced."""
    return json.dumps(vex(**changes))


def _event4(event: dict[str, Any]) -> str:
    """The valid document whose fourth event is replaced."""
    doc = vex()
    doc["events"][3] = event
    return json.dumps(doc)


def _without(key: str) -> str:
    """The valid document without one key."""
    doc = vex()
    del doc[key]
    return json.dumps(doc)


# (test id, file content, a substring the refusal must contain)
BAD_FILES: list[tuple[str, str | bytes, str]] = [
    ("empty", b"", "ends too early; it may have been cut short"),
    ("truncated", vex_json()[:120], "ends too early; it may have been cut short"),
    ("broken-json", '{"format": "sheetwright-character",, }', "is not valid JSON at line 1"),
    ("not-utf8", b'{"name": "\xff"}', "is not UTF-8 text"),
    ("not-an-object", "[1, 2, 3]", "is not a Sheetwright character file"),
    ("other-json", '{"hello": "world"}', "is not a Sheetwright character file"),
    ("newer-format", vex_json(format_version=2, hologram=True), "written by a newer version of Sheetwright"),
    ("nan", vex_json().replace('"amount": 3', '"amount": NaN'), "contains NaN"),
    ("infinity", vex_json().replace('"amount": 3', '"amount": -Infinity'), "contains -Infinity"),
    ("huge-float", vex_json().replace('"amount": 3', '"amount": 1e999'), "too large"),
    ("deep-nesting", "[" * 100_000, "is nested too deeply"),
    ("deep-in-field", vex_json(settings={}).replace("{}", "[" * 65 + "]" * 65), "nested too deeply"),
    ("duplicate-key", vex_json().replace('"name": "Vex"', '"name": "Vex", "name": "Rex"'), "has the key 'name' twice"),
    ("name-not-text", vex_json(name=5), "name must be text"),
    ("op-not-text", _event4({"op": 7}), "events[3].op must be text"),
    ("events-not-list", vex_json(events={"op": "award-xp"}), "events must be a list"),
    ("version-as-text", vex_json(format_version="1"), "format_version must be a whole number"),
    ("missing-events", _without("events"), "the file is missing 'events'"),
    ("unknown-key", vex_json(hologram=True), "the file has an unknown key 'hologram'"),
    ("bad-id", vex_json(id="vex"), "id must be a UUID"),
    ("empty-name", vex_json(name=""), "name must not be empty"),
    ("unknown-system", vex_json(system="foo", ruleset={"id": "foo", "version": "1"}), "unknown game system 'foo' (known: gravedust, lyrian, miridon, heretics)"),
    ("ruleset-mismatch", vex_json(ruleset={"id": "other", "version": "1"}), "does not match system"),
    ("unknown-op", _event4({"op": "fly", "height": 3}), "event 4: 'fly' is not an operation Gravedust knows"),
    ("nul-character", vex_json(notes="a\u0000b"), "contains a NUL character"),
    ("lone-surrogate", vex_json().replace('"Vex"', '"V\\ud800x"'), "lone"),
    ("portrait-not-base64", vex_json(portrait={"media_type": "image/png", "data": "!!"}), "portrait: the image data is not valid base64"),
    ("portrait-not-png", vex_json(portrait={"media_type": "image/png", "data": "aGVsbG8="}), "portrait: the image data is not image/png"),
    ("portrait-gif", vex_json(portrait={"media_type": "image/gif", "data": ""}), "portrait.media_type must be one of"),
]  # fmt: skip
