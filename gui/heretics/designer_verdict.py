# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the rules say about a previewed design: its errors and the card to show."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.engine.build import Build
from rules.engine.ruleset import Ruleset
from rules.heretics.content import AbilityTemplate
from rules.heretics.derive_ability import ability_card
from rules.heretics.design import Design

DESIGN_OP = "design-ability"


@dataclass(frozen=True)
class Verdict:
    """The errors of the design's event (and of what it pushes out later) and its card."""

    errors: list[str]
    card: dict[str, Any]
    index: int
    problems: list[str] = field(default_factory=list)
    """Errors and the card's own problems, each once: what the card lists in the error colour."""


def design_index(build: Build[Any], ability_id: str) -> int:
    """The index of the last `design-ability` event of the ability (-1 when there is none)."""
    for index in range(len(build.events) - 1, -1, -1):
        found = build.events[index]
        if found.op == DESIGN_OP and found.fields.get("ability") == ability_id:
            return index
    return -1


def card_of(build: Build[Any], ability_id: str) -> dict[str, Any] | None:
    """The ability's card from the build's sheet, if the character has the ability."""
    cards = build.sheet.sections.get("abilities") or []
    return next((c for c in cards if c.get("id") == ability_id), None)


def judge(
    build: Build[Any], ability_id: str, design: Design, template: AbilityTemplate, content: Ruleset
) -> Verdict:
    """The previewed build's verdict on the design; a refused design still gets its card drawn."""
    index = design_index(build, ability_id)
    errors = [
        i.message for i in build.errors if i.event_index is not None and i.event_index >= index
    ]
    accepted = index >= 0 and index not in build.skipped
    card = card_of(build, ability_id) if accepted else None
    if card is None:
        card = ability_card(design.as_ability(ability_id), template, content)
    problems = list(dict.fromkeys([*errors, *card.get("problems", [])]))
    return Verdict(errors, card, index, problems)
