# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a Gravedust character can choose next, and why not where it cannot."""

from __future__ import annotations

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.evolve import evolve
from rules.engine.ledger import Ledger
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.gravedust.attributes import NAMES, attribute
from rules.gravedust.content import ATTRIBUTES, Gear, Item
from rules.gravedust.gear_rules import display_name, free_slot, level_check, requirement_check
from rules.gravedust.inventory import overfull, slots_for, slots_used
from rules.gravedust.numbers import (
    ATTRIBUTES_SRC,
    GEAR_SLOTS,
    ITEM_SLOTS,
    ITEMS_SRC,
    LEVELING_SRC,
    SKILLS_SRC,
)
from rules.gravedust.skill_slots import no_free_slot, skill_slots
from rules.gravedust.state import GravedustState


def race_options(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Races from the content; all unavailable once one is chosen."""
    chosen = refuse("The race is already chosen.", ATTRIBUTES_SRC) if state.race else ALLOWED
    return [Option(r.id, r.name, chosen, detail=r.description) for r in content.entries("race")]


def attribute_options(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """The six attributes a level-up point can raise."""
    points = ledger.balance("attribute-points")
    check = (
        ALLOWED
        if points > 0
        else refuse("No attribute point to spend: one comes with each level.", LEVELING_SRC)
    )
    return [
        Option(a, NAMES[a], check, cost=1, detail=f"now {attribute(state, content, a).value}")
        for a in ATTRIBUTES
    ]


def gear_options(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Gear from the content, unavailable where the level or a prerequisite is not met."""
    out = []
    for gear in content.entries("gear"):
        assert isinstance(gear, Gear)
        checks = [level_check(gear, state.level), requirement_check(gear, state, content)]
        check = all_of([*checks, _swap_room(state, content, gear)])
        out.append(Option(gear.id, display_name(gear), check, detail=f"{gear.slot}: {gear.type}"))
    return out


def _swap_room(state: GravedustState, content: Ruleset, gear: Gear) -> Check:
    """With every slot of its kind taken, a piece it replaces must fit in the items."""
    if free_slot(state, gear) is not None:
        return ALLOWED
    problems = [
        _swap_problem(state, content, slot)
        for slot, kind in GEAR_SLOTS.items()
        if kind == gear.slot
    ]
    return refuse(problems[0], ITEMS_SRC) if problems and all(problems) else ALLOWED


def _swap_problem(state: GravedustState, content: Ruleset, slot: str) -> str:
    """Why the piece in a slot cannot go back to the items (as `equip` says it), or ""."""
    previous = state.equipped.get(slot)
    if previous is None:
        return ""
    full = overfull(evolve(state, carried=(*state.carried, previous)), content)
    return f"{full} ({previous.instance} would go back to the items.)" if full else ""


def _item_room(state: GravedustState, content: Ruleset, item: Item) -> Check:
    have = state.items.get(item.id, 0)
    needed = slots_for(content, item.id, have + 1) - slots_for(content, item.id, have)
    if needed <= ITEM_SLOTS - slots_used(state, content):
        return ALLOWED
    return refuse(f"All {ITEM_SLOTS} item slots are full.", ITEMS_SRC)


def item_options(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Items from the content, unavailable when there is no room for one more."""
    out = []
    for item in content.entries("item"):
        assert isinstance(item, Item)
        out.append(
            Option(item.id, item.name, _item_room(state, content, item), detail=str(item.type))
        )
    return out


def _ability_options(
    state: GravedustState,
    content: Ruleset,
    kind: str,
    known: tuple[str, ...],
    equipped: tuple[str, ...],
) -> list[Option]:
    slots = skill_slots(state, content).value
    used = len(state.equipped_skills) + len(state.equipped_spells)
    out = []
    for entry in content.entries(kind):
        if entry.id in equipped:
            check = refuse("Already equipped.", SKILLS_SRC)
        elif entry.id in known and used >= slots:
            check = refuse(no_free_slot(slots), SKILLS_SRC)
        else:
            check = ALLOWED
        detail = "known" if entry.id in known else "not yet learned"
        out.append(Option(entry.id, entry.name, check, detail=detail))
    return out


def skill_options(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Skills to learn or equip, unavailable when equipped or when the slots are full."""
    return _ability_options(state, content, "skill", state.known_skills, state.equipped_skills)


def spell_options(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Spells to learn or equip, unavailable when equipped or when the slots are full."""
    return _ability_options(state, content, "spell", state.known_spells, state.equipped_spells)


OPTIONS = {
    "race": race_options,
    "attribute": attribute_options,
    "gear": gear_options,
    "item": item_options,
    "skill": skill_options,
    "spell": spell_options,
}
