# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Opening the designer for a new or an existing ability, and the operation it records."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QWidget

from gui.character.operation import Operation
from gui.heretics.designer_dialog import AbilityDesignerDialog
from gui.heretics.designer_verdict import card_of
from model.character_build import CharacterBuild
from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.option import Option
from rules.heretics.content import AbilityTemplate
from rules.heretics.design import Design, design_of

Preview = Callable[[Event], CharacterBuild]
Accepted = Callable[[Operation], Any]


def design_operation(event: Event, new: bool) -> Operation:
    """`Design Fire Bolt` for a new ability, `Improve Fire Bolt` for one the character has."""
    name = event.fields.get("name") or "Ability"
    return Operation(f"{'Design' if new else 'Improve'} {name}", (event,))


def template_options(build: Build[Any]) -> list[Option]:
    """The templates a new ability can start from (the default defenses every character has)."""
    out = []
    for option in build.options("template"):
        entry = build.content.typed("ability", option.id, AbilityTemplate)
        if entry is not None and not entry.default:
            out.append(option)
    return out


def new_ability_id(build: Build[Any]) -> str:
    """An ability id the character does not use yet (`ability-1`, `ability-2`, …)."""
    taken = {card["id"] for card in build.sheet.sections.get("abilities") or []}
    number = 1
    while f"ability-{number}" in taken:
        number += 1
    return f"ability-{number}"


def owned_paid(build: Build[Any], ability_id: str) -> int:
    """Paid ranks the character already owns on an ability (0 for a new one)."""
    card = card_of(build, ability_id)
    return int(card["ranks"]["paid"]) if card else 0


def existing_design(build: Build[Any], ability_id: str) -> Design | None:
    """The design of an ability the character has."""
    ability = build.state.ability(ability_id)
    return design_of(ability) if ability is not None else None


def open_new(
    parent: QWidget, build: Build[Any], preview: Preview, accepted: Accepted,
    template_id: str | None = None,
) -> AbilityDesignerDialog:  # fmt: skip
    """Open the designer on a new ability (pick a template first); OK hands over the operation."""
    templates = template_options(build)
    first = next((o for o in templates if o.available), None)
    chosen = template_id or (first.id if first else "attack")
    entry = build.content.get("ability", chosen)
    design = Design(chosen, entry.name if entry is not None else chosen)
    dialog = AbilityDesignerDialog(
        build.content, preview, new_ability_id(build), design, 0, parent, templates=templates
    )
    return _opened(dialog, accepted, new=True)


def open_existing(
    parent: QWidget, build: Build[Any], preview: Preview, accepted: Accepted, ability_id: str,
    min_paid: int, new: bool = False,
) -> AbilityDesignerDialog | None:  # fmt: skip
    """Open the designer on an ability the character has; OK hands over the operation
    (labelled `Design …` when `new`: the wizard replaces the ability's design)."""
    design = existing_design(build, ability_id)
    if design is None:
        return None
    dialog = AbilityDesignerDialog(build.content, preview, ability_id, design, min_paid, parent)
    return _opened(dialog, accepted, new)


def _opened(dialog: AbilityDesignerDialog, accepted: Accepted, new: bool) -> AbilityDesignerDialog:
    dialog.accepted.connect(lambda: accepted(design_operation(dialog.event(), new)))
    dialog.finished.connect(dialog.deleteLater)
    dialog.open()
    return dialog
