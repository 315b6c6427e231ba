# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Enhancements and spellstones in gear slot boxes (gravedust.txt, GEAR SLOTS)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.gravedust.content import BoxKind, Gear, Item, ItemType
from rules.gravedust.gear_rules import gear_of
from rules.gravedust.inventory import overfull
from rules.gravedust.numbers import ITEMS_SRC, SLOTS_SRC
from rules.gravedust.op_table import OPS
from rules.gravedust.ops_gear import Instance
from rules.gravedust.state import GearPiece, GravedustState

Step_ = Step[GravedustState]
Box = Annotated[int, Field(ge=1, le=4, description="slot box, 1 to 4 from the left")]


class Fill(OpFields):
    """Fields of `apply-enhancement` and `socket-spellstone`."""

    instance: Instance
    box: Box
    item: str


class BoxRef(OpFields):
    """Fields of `remove-enhancement` and `unsocket-spellstone`."""

    instance: Instance
    box: Box


def _piece_box(step: Step_, instance: str, box: int) -> tuple[GearPiece, Gear, BoxKind] | str:
    found = step.state.find_piece(instance)
    if found is None:
        return f"The character has no gear piece called '{instance}'."
    piece = found[1]
    gear = gear_of(step.content, piece.gear_id)
    if gear is None:
        return f"Gear '{piece.gear_id}' is no longer in the content."
    if box > len(gear.boxes):
        return f"{gear.name} has {len(gear.boxes)} slot box(es); box {box} is not available."
    return piece, gear, gear.boxes[box - 1]


def _carried_item(step: Step_, item_id: str, kind: ItemType) -> Item | str:
    item = step.content.typed("item", item_id, Item)
    if item is None or item.type is not kind:
        return f"There is no {kind} '{item_id}' in the content."
    if step.state.items.get(item_id, 0) < 1:
        return f"{item.name} is not in the character's items; add it first."
    return item


@OPS.op("apply-enhancement", Fill)
def apply_enhancement(step: Step_, f: Fill) -> Outcome[GravedustState]:
    """Apply an enhancement item from the items to an empty enhancement box — permanently."""
    found = _piece_box(step, f.instance, f.box)
    if isinstance(found, str):
        return step.refuse(found, SLOTS_SRC)
    piece, gear, kind = found
    if kind is not BoxKind.ENHANCEMENT:
        return step.refuse(
            f"Box {f.box} of {gear.name} is a {kind} slot, not an enhancement slot.", SLOTS_SRC
        )
    if piece.filled(f.box - 1):
        return step.refuse(
            f"Box {f.box} of {gear.name} already holds an enhancement; it is permanent.", SLOTS_SRC
        )
    item = _carried_item(step, f.item, ItemType.ENHANCEMENT)
    if isinstance(item, str):
        return step.refuse(item, SLOTS_SRC)
    filled = piece.fill(f.box - 1, item.id, len(gear.boxes))
    return step.done(step.state.with_items(item.id, -1).replace_piece(filled))


@OPS.op("remove-enhancement", BoxRef)
def remove_enhancement(step: Step_, f: BoxRef) -> Outcome[GravedustState]:
    """Always refused: an applied enhancement is part of the gear forever."""
    found = _piece_box(step, f.instance, f.box)
    name = found[1].name if not isinstance(found, str) else f.instance
    return step.refuse(
        f"Enhancements cannot be removed: once applied, it is part of {name} forever.", SLOTS_SRC
    )


@OPS.op("socket-spellstone", Fill)
def socket_spellstone(step: Step_, f: Fill) -> Outcome[GravedustState]:
    """Fit a spellstone from the items into a spellstone or strike box, swapping any stone there."""
    found = _piece_box(step, f.instance, f.box)
    if isinstance(found, str):
        return step.refuse(found, SLOTS_SRC)
    piece, gear, kind = found
    stone = _carried_item(step, f.item, ItemType.SPELLSTONE)
    if isinstance(stone, str):
        return step.refuse(stone, SLOTS_SRC)
    if kind is BoxKind.ENHANCEMENT:
        return step.refuse(
            f"Box {f.box} of {gear.name} is an enhancement slot; spellstones do not fit.", SLOTS_SRC
        )
    if kind is BoxKind.STRIKE and not stone.fits_strike:
        return step.refuse(f"{stone.name} does not fit a strike slot.", SLOTS_SRC)
    state = step.state.with_items(stone.id, -1)
    if old := piece.filled(f.box - 1):
        state = state.with_items(old, +1)
    state = state.replace_piece(piece.fill(f.box - 1, stone.id, len(gear.boxes)))
    if full := overfull(state, step.content):
        return step.refuse(f"{full} (the old spellstone would go back to the items.)", ITEMS_SRC)
    return step.done(state)


@OPS.op("unsocket-spellstone", BoxRef)
def unsocket_spellstone(step: Step_, f: BoxRef) -> Outcome[GravedustState]:
    """Take a spellstone out of a box and put it back in the items."""
    found = _piece_box(step, f.instance, f.box)
    if isinstance(found, str):
        return step.refuse(found, SLOTS_SRC)
    piece, gear, kind = found
    stone = piece.filled(f.box - 1)
    if kind is BoxKind.ENHANCEMENT:
        return step.refuse(
            "Enhancements cannot be removed; only spellstones can be taken out.", SLOTS_SRC
        )
    if stone is None:
        return step.refuse(f"Box {f.box} of {gear.name} is empty.", SLOTS_SRC)
    state = step.state.with_items(stone, +1).replace_piece(
        piece.fill(f.box - 1, None, len(gear.boxes))
    )
    if full := overfull(state, step.content):
        return step.refuse(full, ITEMS_SRC)
    return step.done(state)
