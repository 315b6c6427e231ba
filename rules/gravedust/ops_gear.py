# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Getting, wearing and dropping gear (gravedust.txt, GEAR and Switch Weapons)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from rules.engine.evolve import evolve
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.gravedust.gear_rules import can_wear, first_slot, free_slot, gear_of
from rules.gravedust.inventory import overfull
from rules.gravedust.numbers import GEAR_SRC, ITEMS_SRC
from rules.gravedust.op_table import OPS
from rules.gravedust.state import GearPiece, GravedustState

Step_ = Step[GravedustState]
Instance = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")]
SlotName = Annotated[str, Field(max_length=20)]


class GainGear(OpFields):
    """Fields of `gain-gear`: the gear entry, a name for this piece, optionally a slot."""

    gear: str
    instance: Instance
    slot: SlotName | None = None


class Equip(OpFields):
    """Fields of `equip`."""

    instance: Instance
    slot: SlotName | None = None


class PieceRef(OpFields):
    """Fields of `unequip` and `drop-gear`."""

    instance: Instance


@OPS.op("gain-gear", GainGear)
def gain_gear(step: Step_, f: GainGear) -> Outcome[GravedustState]:
    """Gain a piece of gear (bought, found, rewarded) into the items, or straight into a slot."""
    gear = gear_of(step.content, f.gear)
    if gear is None:
        return step.refuse(
            f"There is no gear '{f.gear}' in the content; define it first.", GEAR_SRC
        )
    if step.state.find_piece(f.instance) is not None:
        return step.refuse(f"The character already has a gear piece called '{f.instance}'.")
    piece = GearPiece(f.instance, gear.id, (None,) * len(gear.boxes))
    if f.slot is not None:
        return _wear(step, evolve(step.state), piece, f.slot)
    state = evolve(step.state, carried=(*step.state.carried, piece))
    if full := overfull(state, step.content):
        return step.refuse(full, ITEMS_SRC)
    return step.done(state)


@OPS.op("equip", Equip)
def equip(step: Step_, f: Equip) -> Outcome[GravedustState]:
    """Equip a carried gear piece; whatever was in the slot goes back to the items."""
    found = step.state.find_piece(f.instance)
    if found is None:
        return step.refuse(f"The character has no gear piece called '{f.instance}'.")
    slot, piece = found
    if slot is not None:
        return step.refuse(f"'{f.instance}' is already equipped in {slot}.")
    carried = tuple(p for p in step.state.carried if p.instance != f.instance)
    return _wear(step, evolve(step.state, carried=carried), piece, f.slot)


def _wear(
    step: Step_, state: GravedustState, piece: GearPiece, slot: str | None
) -> Outcome[GravedustState]:
    gear = gear_of(step.content, piece.gear_id)
    if gear is None:
        return step.refuse(f"Gear '{piece.gear_id}' is no longer in the content.", GEAR_SRC)
    slot = slot or free_slot(state, gear) or first_slot(gear)
    check = can_wear(gear, slot, state, step.content)
    if not check:
        return step.refuse(check.reason, check.source)
    previous = state.equipped.get(slot)
    state = state.with_equipped(slot, piece)
    if previous is not None:
        state = evolve(state, carried=(*state.carried, previous))
        if full := overfull(state, step.content):
            return step.refuse(
                f"{full} ({previous.instance} would go back to the items.)", ITEMS_SRC
            )
    return step.done(state)


@OPS.op("unequip", PieceRef)
def unequip(step: Step_, f: PieceRef) -> Outcome[GravedustState]:
    """Take off an equipped piece and carry it in the items."""
    found = step.state.find_piece(f.instance)
    slot, piece = found if found is not None else (None, None)
    if slot is None or piece is None:
        return step.refuse(f"'{f.instance}' is not equipped.")
    state = evolve(step.state.with_equipped(slot, None), carried=(*step.state.carried, piece))
    if full := overfull(state, step.content):
        return step.refuse(full, ITEMS_SRC)
    return step.done(state)


@OPS.op("drop-gear", PieceRef)
def drop_gear(step: Step_, f: PieceRef) -> Outcome[GravedustState]:
    """Get rid of a gear piece (sold, lost, destroyed), with whatever is socketed in it."""
    found = step.state.find_piece(f.instance)
    if found is None:
        return step.refuse(f"The character has no gear piece called '{f.instance}'.")
    slot, _ = found
    if slot is not None:
        return step.done(step.state.with_equipped(slot, None))
    carried = tuple(p for p in step.state.carried if p.instance != f.instance)
    return step.done(evolve(step.state, carried=carried))
