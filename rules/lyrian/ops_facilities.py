# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A house's facilities (Housing — Facilities, l. 1576-1650): add, upgrade, and a guest's use."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from rules.engine.check import all_of
from rules.engine.evolve import evolve
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import Facility
from rules.lyrian.event_words import Fields, Words
from rules.lyrian.homes import (
    facility_level,
    find_home,
    level_value,
    size_entry,
    take_use,
    uses_left,
    with_home,
)
from rules.lyrian.op_fields import Name, Price
from rules.lyrian.op_table import OPS
from rules.lyrian.ops_housing import log_line, named_home, pay
from rules.lyrian.phases import interlude_phase, started
from rules.lyrian.state import Home, LyrianState, frozen

Step_ = Step[LyrianState]


class AddFacility(OpFields):
    """Fields of `add-facility` and `upgrade-facility`: the home, the facility, the price paid."""

    home: Name
    facility: str
    price: Price | None = None


class UseFacility(OpFields):
    """Fields of `use-facility`: someone else's use of a home's facility this interlude."""

    home: Name
    facility: str
    who: Annotated[str, Field(max_length=80)] = ""


def _facility(step: Step_, f: AddFacility, level: int) -> tuple[Home | None, Facility | None, str]:
    home, problem = named_home(step, f.home)
    entry = step.content.typed("facility", f.facility, Facility)
    if not problem and entry is None:
        problem = f"There is no facility '{f.facility}'."
    if not problem and home is not None and home.size is None:
        problem = f"{home.name} is not built yet: a facility needs a finished house."
    if not problem and home is not None and level > n.FACILITY_MAX_LEVEL:
        problem = f"A facility has at most {n.FACILITY_MAX_LEVEL} levels."
    if not problem and home is not None:
        problem = _fits(step, home, level)
    return home, entry, problem


def _fits(step: Step_, home: Home, level: int) -> str:
    smallest = n.FACILITY_LEVEL_SIZES.get(level, 0)
    size = size_entry(step.content, home.size)
    if size is None or size.order >= smallest:
        return ""
    needed = [
        e.name for e in step.content.entries("house-size") if getattr(e, "order", 0) == smallest
    ]
    return (
        f"A {size.name} house cannot fit a level {level} facility: a house must be at least "
        f"{needed[0] if needed else 'larger'} size."
    )


def _price(step: Step_, entry: Facility, level: int, given: int | None) -> tuple[int, str]:
    listed = level_value(entry.prices, level) if len(entry.prices) >= level else None
    price = given if given is not None else (listed or 0)
    gm = "" if listed is not None or given is not None else " (the rulebook gives no price)"
    return price, f"for {price:,} Clim{gm}"


@OPS.op("add-facility", AddFacility)
def add_facility(step: Step_, f: AddFacility) -> Outcome[LyrianState]:
    """Add a facility at level 1 to a finished house with a free slot (l. 1558-1564, 1578)."""
    home, entry, problem = _facility(step, f, 1)
    if not problem and home is not None and facility_level(home, f.facility):
        problem = f"{home.name} already has it: upgrade it instead."
    size = size_entry(step.content, home.size) if home else None
    full = home is not None and size is not None and len(home.facilities) >= size.facility_slots
    if not problem and full and size is not None:
        problem = f"A {size.name} house holds {size.facility_slots} facilities: none is free."
    if home is None or entry is None or problem:
        return step.refuse(problem, n.FACILITIES_SRC)
    price, words = _price(step, entry, 1, f.price)
    built = evolve(home, facilities=frozen({**home.facilities, entry.id: 1}))
    state = with_home(step.state, built).logged(
        log_line(step, f"Added {entry.name} to {home.name} {words}")
    )
    return step.done(state, *pay(step, price, f"{entry.name}: {home.name}"))


@OPS.op("upgrade-facility", AddFacility)
def upgrade_facility(step: Step_, f: AddFacility) -> Outcome[LyrianState]:
    """Raise a facility one level (at most 3; level 2 needs a small house, 3 a medium, l. 1580)."""
    found = find_home(step.state, f.home)
    level = (facility_level(found, f.facility) if found else 0) + 1
    home, entry, problem = _facility(step, f, level)
    if not problem and home is not None and entry is not None and level == 1:
        problem = f"{home.name} has no {entry.name}: add it first."
    if home is None or entry is None or problem:
        return step.refuse(problem, n.FACILITIES_SRC)
    price, words = _price(step, entry, level, f.price)
    built = evolve(home, facilities=frozen({**home.facilities, entry.id: level}))
    text = f"Raised {home.name}'s {entry.name} to level {level} {words}"
    state = with_home(step.state, built).logged(log_line(step, text))
    return step.done(state, *pay(step, price, f"{entry.name} level {level}: {home.name}"))


@OPS.op("use-facility", UseFacility)
def use_facility(step: Step_, f: UseFacility) -> Outcome[LyrianState]:
    """Record one use of a home's facility by someone else (uses are shared, l. 1582)."""
    check = all_of([started(step.state), interlude_phase(step.state)])
    entry = step.content.typed("facility", f.facility, Facility)
    if not check:
        return step.refuse(check.reason, check.source)
    if entry is not None and entry.slots and not entry.uses:
        return step.refuse(f"A {entry.name} has slots, not uses.", n.FACILITIES_SRC)
    state, home, problem = take_use(step.state, step.content, f.home, f.facility)
    if home is None or entry is None:
        return step.refuse(problem or f"There is no facility '{f.facility}'.", n.FACILITIES_SRC)
    who = f.who.strip() or "A guest"
    left = uses_left(state, step.content, home, entry.id)
    rest = f" ({left} left this interlude)" if left is not None else ""
    return step.done(state.logged(log_line(step, f"{who} used {home.name}'s {entry.name}{rest}")))


def _facility_words(verb: str) -> Words:
    def words(f: Fields, content: Ruleset) -> str:
        name = content.name_of("facility", str(f.get("facility", "?")))
        return f"{verb} {name} ({f.get('home', '?')})"

    return words


WORDS: dict[str, Words] = {
    "add-facility": _facility_words("Add"),
    "upgrade-facility": _facility_words("Upgrade"),
    "use-facility": _facility_words("Guest Uses"),
}
"""Each op of this module in a player's words, as the undo labels say them."""
