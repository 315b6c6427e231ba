# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The compiled yes/no schema check says valid exactly when the checker finds no error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import example, given

from model.schema_check import KEYWORDS, SchemaChecker
from model.schema_text import schema_path
from model.schema_verdict import _MAKERS, compile_verdict
from tests.model.documents import VEX, VEX_ID
from tests.model.test_schema_check import FUZZ, SHEET, SHEET_SCHEMA, near


def _checker(path: Path) -> SchemaChecker:
    return SchemaChecker(json.loads(path.read_text(encoding="utf-8")))


CHARACTER = _checker(Path(schema_path()))
SHEETS = _checker(SHEET_SCHEMA)
VERDICTS = {id(CHARACTER): compile_verdict(CHARACTER), id(SHEETS): compile_verdict(SHEETS)}


def _agrees(checker: SchemaChecker, document: Any) -> None:
    errors = list(checker.iter_errors(document))
    assert VERDICTS[id(checker)](document) == (not errors), errors


@FUZZ
@given(near(VEX))
@example({**VEX, "format_version": 1.0})
@example({**VEX, "format_version": True})
@example({**VEX, "id": VEX_ID + "\n"})
@example({**VEX, "portrait": {"media_type": "image/png", "data": 1}})
@example({**VEX, "portrait": None})
def test_character_verdict_agrees_with_the_checker(document: Any) -> None:
    _agrees(CHARACTER, document)


@FUZZ
@given(near(SHEET))
@example({**SHEET, "format_version": 2.0})
@example({**SHEET, "values": {"": 1, "a": {}}})
def test_sheet_verdict_agrees_with_the_checker(document: Any) -> None:
    _agrees(SHEETS, document)


def test_the_base_documents_are_valid_and_a_broken_one_is_not() -> None:
    assert VERDICTS[id(CHARACTER)](VEX)
    assert VERDICTS[id(SHEETS)](SHEET)
    assert not VERDICTS[id(CHARACTER)]({**VEX, "events": [{"op": ""}]})


def test_the_verdict_knows_every_keyword_the_checker_knows() -> None:
    assert set(_MAKERS) == set(KEYWORDS)


def test_booleans_and_references_are_compiled() -> None:
    checker = SchemaChecker(
        {
            "$defs": {"node": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
            "properties": {"tree": {"$ref": "#/$defs/node"}, "never": False, "any": True},
        }
    )
    verdict = compile_verdict(checker)
    documents: tuple[dict[str, Any], ...] = (
        {"tree": [[], [[]]]},
        {"tree": [[1]]},
        {"never": 1},
        {"any": 1},
    )
    for document in documents:
        assert verdict(document) == (not list(checker.iter_errors(document)))
