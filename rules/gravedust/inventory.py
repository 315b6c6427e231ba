# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The 6 item slots: stacks of items and carried gear (gravedust.txt, ITEMS)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.gravedust.content import Item
from rules.gravedust.numbers import ITEM_SLOTS
from rules.gravedust.state import GravedustState


def stack_size(content: Ruleset, item_id: str) -> int:
    """How many of an item fit in one slot (1 when the item is unknown)."""
    item = content.typed("item", item_id, Item)
    return item.stack_size if item else 1


def slots_for(content: Ruleset, item_id: str, count: int) -> int:
    """Item slots needed for a number of one item, stacked as full as they go."""
    size = stack_size(content, item_id)
    return -(-count // size)


def slots_used(state: GravedustState, content: Ruleset) -> int:
    """Item slots taken by every item stack and every carried (unequipped) gear piece."""
    stacks = sum(slots_for(content, item_id, n) for item_id, n in state.items.items())
    return stacks + len(state.carried)


def overfull(state: GravedustState, content: Ruleset) -> str | None:
    """A message when the items no longer fit in the 6 slots, else None."""
    used = slots_used(state, content)
    if used <= ITEM_SLOTS:
        return None
    return (
        f"That needs {used} item slots; a character has {ITEM_SLOTS}. Drop or use something first."
    )


def stacks(state: GravedustState, content: Ruleset) -> list[tuple[str, int]]:
    """Item stacks as they sit in the slots: (item id, count), full stacks first."""
    out: list[tuple[str, int]] = []
    for item_id, count in state.items.items():
        size = stack_size(content, item_id)
        while count > 0:
            out.append((item_id, min(size, count)))
            count -= size
    return out
