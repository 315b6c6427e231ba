# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library's summary columns come from a replay that skips the sheet (issue 16), and say
exactly what the full build says: the same headline and the same issues."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from model.character_build import build_character, summarise_character
from model.library import summary_columns
from rules.systems import SHIPPED

ROOT = Path(__file__).resolve().parents[2]
IDS = [parts.id for parts in SHIPPED]


@cache
def sample(system_id: str) -> dict[str, Any]:
    """The shipped sample character of a system."""
    path = ROOT / "resources" / "samples" / f"{system_id}.sheetwright.json"
    found: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return found


def full(document: dict[str, Any]) -> tuple[str, tuple[Any, ...]]:
    """The headline and issues of the full build, read from its derived sheet."""
    build = build_character(document).build
    headline = build.system.headline
    return (headline(build.sheet) if headline else ""), build.issues


@pytest.mark.parametrize("system_id", IDS)
def test_a_samples_summary_is_its_full_builds(system_id: str) -> None:
    document = sample(system_id)
    assert document["events"], "the sample has a history to replay"
    assert summarise_character(document) == full(document)


@pytest.mark.parametrize("system_id", IDS)
def test_summary_columns_show_the_full_builds_headline_and_issue_count(system_id: str) -> None:
    document = sample(system_id)
    headline, issues = full(document)
    assert headline, "a sample character has a headline"
    columns = summary_columns(document)
    assert (columns["headline"], columns["issue_count"]) == (headline, len(issues))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(IDS), st.data())
def test_every_prefix_of_a_sample_summarises_as_it_builds(system_id: str, data: Any) -> None:
    document = sample(system_id)
    length = data.draw(st.integers(0, len(document["events"])), label="events kept")
    shorter = {**document, "events": document["events"][:length]}
    assert summarise_character(shorter) == full(shorter)


def test_a_document_that_cannot_be_replayed_is_still_listed() -> None:
    document = {**sample(IDS[0]), "system": "no-such-system", "name": "  Vex  "}
    assert summary_columns(document) == {"name_key": "vex", "headline": "", "issue_count": 0}
