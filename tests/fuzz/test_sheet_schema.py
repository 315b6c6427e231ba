# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheet --json` keeps to the published schema (resources/schema/sheet.schema.json)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from gui.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
SCHEMA = ROOT / "resources" / "schema" / "sheet.schema.json"
SAMPLES = ROOT / "resources" / "samples"
SYSTEM_IDS = ("gravedust", "lyrian", "miridon", "heretics")


@cache
def sheet_validator() -> jsonschema.Draft202012Validator:
    """The validator of the published sheet schema (itself checked against the meta-schema)."""
    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    return jsonschema.Draft202012Validator(schema)


def sheet_errors(sheet: Any) -> list[str]:
    """Where a sheet breaks the schema, one line each ([] when it keeps to it)."""
    return [
        f"{'/'.join(map(str, error.absolute_path))}: {error.message}"
        for error in sheet_validator().iter_errors(sheet)
    ]


@pytest.mark.parametrize("system_id", SYSTEM_IDS)
def test_sample_sheet_json_keeps_to_the_published_schema(
    system_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    sample = SAMPLES / f"{system_id}.sheetwright.json"
    assert main(["sheet", str(sample), "--json"]) == 0
    assert sheet_errors(json.loads(capsys.readouterr().out)) == []


def test_schema_refuses_a_sheet_without_its_values() -> None:
    assert sheet_errors({"format": "sheetwright-sheet", "format_version": 2}) != []
