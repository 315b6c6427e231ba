# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Resources and equipment (l. 47-50): resource points spent on items, restocking, gear notes."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.heretics.numbers import RESOURCES_SRC
from rules.heretics.op_table import OPS
from rules.heretics.state import HereticsState, Obtained

Step_ = Step[HereticsState]
NoteText = Field(min_length=1, max_length=500)


class SpendResources(OpFields):
    """Fields of `spend-resources`: the points spent; the event's note names the item."""

    amount: Annotated[int, Field(ge=1, le=1_000_000)]


class Restock(OpFields):
    """`restock` has no fields."""


class EquipmentNote(OpFields):
    """Fields of `add-equipment` and `remove-equipment`: one line of the equipment notes."""

    text: str = NoteText


@OPS.op("spend-resources", SpendResources)
def spend_resources(step: Step_, f: SpendResources) -> Outcome[HereticsState]:
    """Spend resource points to have had an item all along (the GM agrees it is reasonable)."""
    left = step.state.resources_left()
    if left is None:
        return step.refuse(
            "The GM has not set a resource maximum yet (character settings).", RESOURCES_SRC
        )
    if f.amount > left:
        return step.refuse(
            f"Not enough resource points: this needs {f.amount}, you have {left}.", RESOURCES_SRC
        )
    item = Obtained(f.amount, step.event.note or "an item")
    state = step.state
    changed = replace(state, resources_spent=state.resources_spent + f.amount,
                      obtained=(*state.obtained, item))  # fmt: skip
    return step.done(changed)


@OPS.op("restock", Restock)
def restock(step: Step_, f: Restock) -> Outcome[HereticsState]:
    """Restock at a base, home or shop: obtained items are removed, resources fill to the maximum."""
    if step.state.settings.resource_max is None:
        return step.refuse(
            "The GM has not set a resource maximum yet (character settings).", RESOURCES_SRC
        )
    return step.done(replace(step.state, resources_spent=0, obtained=()))


@OPS.op("add-equipment", EquipmentNote)
def add_equipment(step: Step_, f: EquipmentNote) -> Outcome[HereticsState]:
    """Note a piece of equipment the character carries."""
    return step.done(replace(step.state, equipment=(*step.state.equipment, f.text)))


@OPS.op("remove-equipment", EquipmentNote)
def remove_equipment(step: Step_, f: EquipmentNote) -> Outcome[HereticsState]:
    """Remove one equipment note (the first with that text)."""
    notes = list(step.state.equipment)
    if f.text not in notes:
        return step.refuse(f"There is no equipment note '{f.text}'.")
    notes.remove(f.text)
    return step.done(replace(step.state, equipment=tuple(notes)))
