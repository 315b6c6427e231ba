# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Our schema checker agrees with jsonschema on both published schemas: the same verdict, and
the same sentences (`describe`) in the same order, on generated near-valid documents."""

from __future__ import annotations

import ast
import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from model.schema_check import SchemaChecker, SchemaError
from model.schema_text import describe, schema_path, schema_problems
from tests.model.documents import VEX, VEX_ID

SHEET_SCHEMA = Path(schema_path()).with_name("sheet.schema.json")
SHEET: dict[str, Any] = {
    "format": "sheetwright-sheet",
    "format_version": 2,
    "character": {"id": VEX_ID, "name": "Vex", "system": "gravedust"},
    "valid": True,
    "values": {
        "might": {
            "label": "Might",
            "value": 3,
            "breakdown": [{"label": "base", "amount": 3}],
            "source": "Gravedust rulebook, Attributes",
            "source_line": "50",
        },
        "end": {"label": "End", "value": 1, "breakdown": [], "source": None, "source_line": None},
    },
    "sections": {"at_the_table": [{"key": "k", "title": "T", "text": "x", "source": None}]},
    "pools": {
        "xp": {"label": "XP", "balance": 5, "entries": [{"amount": 5, "event": 1, "note": ""}]},
        "gold": {"label": "Gold", "balance": 0, "entries": []},
    },
    "issues": [
        {
            "severity": "warning",
            "message": "m",
            "event": None,
            "source": None,
            "source_line": None,
            "code": "c",
        }
    ],
    "content_problems": [],
}


@cache
def _schema(path: Path) -> dict[str, Any]:
    schema: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return schema


def _theirs(error: jsonschema.ValidationError) -> SchemaError:
    """jsonschema's error in our checker's terms (`required` names the one missing key)."""
    expected = error.validator_value
    if error.validator == "required":
        expected = ast.literal_eval(error.message.removesuffix(" is a required property"))
    path = tuple(error.absolute_path)
    return SchemaError(
        str(error.validator), expected, error.instance, path, error.schema, error.message
    )


def _sentences(schema: dict[str, Any], document: Any) -> tuple[list[str], list[str]]:
    """(jsonschema's, ours): every violation as the sentence a user reads."""
    theirs = jsonschema.Draft202012Validator(schema).iter_errors(document)
    ours = SchemaChecker(schema).iter_errors(document)
    return [describe(_theirs(e)) for e in theirs], [describe(e) for e in ours]


def _names(schema: Any) -> set[str]:
    """Every property name a schema mentions (so mutations hit real keys)."""
    if isinstance(schema, dict):
        found = set(schema.get("properties", {})) | set(schema.get("required", []))
        return found.union(*(_names(value) for value in schema.values()))
    if isinstance(schema, list):
        return set().union(*(_names(value) for value in schema))
    return set()


KEYS = st.sampled_from(
    sorted(_names(_schema(Path(schema_path()))) | _names(_schema(SHEET_SCHEMA)))
) | st.text(max_size=3)
TEXTS = st.sampled_from(
    ["", "x", "a" * 64, "a" * 65, "a" * 200, "a" * 201, "0" * 64, "0" * 64 + "\n", VEX_ID,
     VEX_ID + "\n", "image/png", "image/gif", "error", "sheetwright-character", "sheetwright-sheet"]
) | st.text(max_size=4)  # fmt: skip
SCALARS = (
    st.none() | st.booleans() | st.integers(-2, 3) | st.sampled_from([1.0, 2.0, 0.5, -1.5]) | TEXTS
)
VALUES = SCALARS | st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEYS, inner, max_size=3),
    max_leaves=6,
)


def _places(node: Any) -> list[Any]:
    """Every dict and list inside a document, the document too."""
    found = [node] if isinstance(node, dict | list) else []
    children = node.values() if isinstance(node, dict) else node if isinstance(node, list) else []
    for child in children:
        found += _places(child)
    return found


@st.composite
def near(draw: st.DrawFn, base: dict[str, Any]) -> Any:
    """The base document with one to three keys or items replaced, removed or added."""
    document = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 3))):
        place = draw(st.sampled_from(_places(document)))
        action = draw(st.sampled_from(["set", "remove", "add"]))
        if isinstance(place, dict):
            key = draw(st.sampled_from(sorted(place))) if place and action != "add" else None
            if key is None:
                place[draw(KEYS)] = draw(VALUES)
            elif action == "remove":
                del place[key]
            else:
                place[key] = draw(VALUES)
        elif place and action != "add":
            index = draw(st.integers(0, len(place) - 1))
            if action == "remove":
                del place[index]
            else:
                place[index] = draw(VALUES)
        else:
            place.append(draw(VALUES | st.just(copy.deepcopy(place[0]) if place else {})))
    if draw(st.integers(0, 9)) == 0:
        return draw(VALUES)  # now and then not even an object
    return document


FUZZ = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(near(VEX))
@example({**VEX, "format_version": 1.0})  # JSON Schema: 1.0 is an integer
@example({**VEX, "format_version": True})  # but true is not 1
@example({**VEX, "id": VEX_ID + "\n"})  # `$` matches before a final newline, as in jsonschema
@example({**VEX, "portrait": {"media_type": "image/png", "data": 1, "x": 0}})
def test_character_schema_agrees_with_jsonschema(document: Any) -> None:
    theirs, ours = _sentences(_schema(Path(schema_path())), document)
    assert ours == theirs


@FUZZ
@given(near(SHEET))
@example({**SHEET, "format_version": 2.0})
@example({**SHEET, "format_version": True, "valid": 1})
@example({**SHEET, "values": {"": 1, "a": {}}})
def test_sheet_schema_agrees_with_jsonschema(document: Any) -> None:
    theirs, ours = _sentences(_schema(SHEET_SCHEMA), document)
    # jsonschema visits the extra keys of an additionalProperties schema in set order (hash
    # seeded, so it changes from run to run); ours in the document's order.
    assert (sorted(ours), bool(ours)) == (sorted(theirs), bool(theirs))


def test_the_base_documents_are_valid() -> None:
    assert _sentences(_schema(Path(schema_path())), VEX) == ([], [])
    assert _sentences(_schema(SHEET_SCHEMA), SHEET) == ([], [])


def test_each_missing_key_is_named_once() -> None:
    document = {k: v for k, v in VEX.items() if k not in ("name", "events")}
    assert schema_problems(document) == [
        "the file is missing 'name'",
        "the file is missing 'events'",
    ]


def test_a_keyword_the_checker_lacks_is_refused_up_front() -> None:
    with pytest.raises(ValueError, match="'maxItems'"):
        SchemaChecker({"properties": {"events": {"type": "array", "maxItems": 3}}})
