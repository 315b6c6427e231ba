# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shipped sample characters (what `--self-test` builds) are current and follow the rules."""

from __future__ import annotations

import pytest

from model.character_build import build_character
from model.document import parse_document
from rules.engine.content_loader import resources_dir
from rules.systems import SHIPPED


@pytest.mark.parametrize("system", [parts.id for parts in SHIPPED])
def test_every_system_has_a_valid_sample(system: str) -> None:
    path = resources_dir() / "samples" / f"{system}.sheetwright.json"
    document = parse_document(path.read_bytes(), path.name)
    assert document["system"] == system
    loaded = build_character(document, [])
    assert not loaded.content_problems
    assert not loaded.build.errors, [i.describe() for i in loaded.build.errors]
    assert not loaded.build.skipped  # every event still applies (regenerate: tools/make_samples.py)
    assert len(document["events"]) >= 5
