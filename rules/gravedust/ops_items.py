# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Items in the 6 item slots, and buffs/debuffs on the sheet (gravedust.txt, ITEMS, Buffs)."""

from __future__ import annotations

from types import MappingProxyType
from typing import Annotated

from pydantic import Field

from rules.engine.evolve import evolve
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.gravedust.content import CombatStat, Item
from rules.gravedust.inventory import overfull
from rules.gravedust.numbers import BUFFS_SRC, ITEMS_SRC
from rules.gravedust.op_table import OPS
from rules.gravedust.state import Buff, GravedustState

Step_ = Step[GravedustState]
Count = Annotated[int, Field(ge=1, le=9999)]


class ItemCount(OpFields):
    """Fields of `add-item` and `remove-item`."""

    item: str
    count: Count = 1


class AddBuff(OpFields):
    """Fields of `add-buff`: a buff (or debuff) with its effect text, duration and stat changes."""

    name: Annotated[str, Field(min_length=1, max_length=80)]
    effect: Annotated[str, Field(max_length=400)] = ""
    duration: Annotated[int, Field(ge=0, le=9999)] | None = None
    modifiers: dict[CombatStat, Annotated[int, Field(ge=-999, le=999)]] = Field(
        default_factory=dict
    )
    debuff: bool = False


class BuffRef(OpFields):
    """Fields of `remove-buff`."""

    name: Annotated[str, Field(min_length=1, max_length=80)]


@OPS.op("add-item", ItemCount)
def add_item(step: Step_, f: ItemCount) -> Outcome[GravedustState]:
    """Put items (potions, spellstones, enhancements…) into the item slots, stacking where they stack."""
    item = step.content.typed("item", f.item, Item)
    if item is None:
        return step.refuse(f"There is no item '{f.item}' in the content.", ITEMS_SRC)
    state = step.state.with_items(item.id, f.count)
    if full := overfull(state, step.content):
        return step.refuse(full, ITEMS_SRC)
    return step.done(state)


@OPS.op("remove-item", ItemCount)
def remove_item(step: Step_, f: ItemCount) -> Outcome[GravedustState]:
    """Use up, sell or drop items."""
    have = step.state.items.get(f.item, 0)
    if have < f.count:
        return step.refuse(f"The character has {have} of '{f.item}', not {f.count}.", ITEMS_SRC)
    return step.done(step.state.with_items(f.item, -f.count))


@OPS.op("add-buff", AddBuff)
def add_buff(step: Step_, f: AddBuff) -> Outcome[GravedustState]:
    """Put a buff or debuff on the sheet; the same effect again resets it instead of stacking."""
    new = Buff(
        f.name,
        f.effect,
        f.duration,
        MappingProxyType({str(k): v for k, v in f.modifiers.items()}),
        f.debuff,
    )
    old = next((b for b in step.state.buffs if b.name == new.name), None)
    if old is not None:
        new = _merge(old, new)
    others = tuple(b for b in step.state.buffs if b.name != new.name)
    return step.done(evolve(step.state, buffs=(*others, new)))


def _merge(old: Buff, new: Buff) -> Buff:
    """Same effect again: the longer duration, and the stronger one's magnitude with its effect
    text, so the text never describes a modifier the sheet no longer applies (Buffs and Debuffs)."""
    durations = [d for d in (old.duration, new.duration) if d is not None]
    kept = new if _magnitude(new) >= _magnitude(old) else old
    effect = kept.effect
    if not effect and _magnitude(new) == _magnitude(old):
        effect = old.effect
    return evolve(kept, duration=max(durations) if durations else None, effect=effect)


def _magnitude(buff: Buff) -> int:
    return sum(map(abs, buff.modifiers.values()))


@OPS.op("remove-buff", BuffRef)
def remove_buff(step: Step_, f: BuffRef) -> Outcome[GravedustState]:
    """Take a buff or debuff off the sheet (it wore off)."""
    if not any(b.name == f.name for b in step.state.buffs):
        return step.refuse(f"There is no buff or debuff called '{f.name}' on the sheet.", BUFFS_SRC)
    return step.done(
        evolve(step.state, buffs=tuple(b for b in step.state.buffs if b.name != f.name))
    )
