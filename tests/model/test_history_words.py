# SPDX-License-Identifier: LicenseRef-Sheetwright
"""History lines say an event as its undo label does ("Raise Agility"), in every system."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from model.character_build import build_character
from rules.engine.event_words import summary

SAMPLES = Path(__file__).parents[2] / "resources" / "samples"


def sample(system: str) -> dict[str, Any]:
    """A shipped sample character document."""
    loaded: dict[str, Any] = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text())
    return loaded


def lines(system: str, events: list[dict[str, Any]] | None = None) -> list[str]:
    """Each event of a sample (or of the given events) as the History panel words it."""
    document = sample(system) if events is None else sample(system) | {"events": events}
    build = build_character(document).build
    return [summary(event, build.content, build.system) for event in build.events]


@pytest.mark.parametrize(
    ("system", "number", "line"),
    [
        ("gravedust", 11, "Choose Race Dwarf"),
        ("gravedust", 12, "Equip Iron Sword"),
        ("gravedust", 14, "Award 32 XP"),
        ("gravedust", 15, "Raise Intelligence"),
        ("gravedust", 18, "Add 1 × Whetstone"),
        ("gravedust", 22, "Socket Reknit spellstone in focus"),
        ("gravedust", 24, "Learn Quick Focus"),
        ("gravedust", 28, "Gain 30 Gold"),
        ("gravedust", 1, "Define Race Dwarf"),
        ("lyrian", 1, "Start Creation"),
        ("lyrian", 2, "Choose Race Human"),
        ("lyrian", 5, "Award 100 EXP"),
        ("lyrian", 7, "Grant 2 IP"),
        ("miridon", 1, "Choose Class Duelist"),
        ("miridon", 3, "Award Maximum Points (+12 Strength, +9 Speed)"),
        ("miridon", 4, "Buy Flair Parry"),
        ("miridon", 5, "Raise Redouble"),
        ("heretics", 1, "Award 200 Exp"),
        ("heretics", 3, "Raise Stealth"),
    ],
)
def test_a_sample_event_reads_as_its_undo_label(system: str, number: int, line: str) -> None:
    assert lines(system)[number - 1] == line


def test_lyrian_class_steps_by_name() -> None:
    events = [
        {"op": "start-creation"},
        {"op": "unlock-class", "class": "mage"},
        {"op": "buy-ability", "class": "mage", "ability": 1},
        {"op": "interlude-action", "action": "train"},
    ]
    assert lines("lyrian", events)[1:] == [
        "Unlock Class Mage",
        "Buy Mage Ability 1",
        "Interlude: Train",
    ]


def test_a_broken_event_still_gets_a_line() -> None:
    # an event refused for its fields is still listed, with what can be said of it
    assert lines("gravedust", [{"op": "kill", "count": "many"}]) == ["Kill Worth ? XP"]
