# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Homes and their facilities as other rules see them: lookups, facility levels and uses."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.lyrian.content import Facility, HouseSize
from rules.lyrian.state import Home, LyrianState, bumped


def find_home(state: LyrianState, name: str) -> Home | None:
    """The home with that name (names are compared without case)."""
    wanted = name.strip().casefold()
    return next((h for h in state.homes if h.name.casefold() == wanted), None)


def with_home(state: LyrianState, home: Home) -> LyrianState:
    """The state with one home replaced (by name) or added."""
    homes = [h for h in state.homes if h.name.casefold() != home.name.casefold()]
    kept = (
        [*homes, home]
        if len(homes) == len(state.homes)
        else [home if h.name.casefold() == home.name.casefold() else h for h in state.homes]
    )
    return state.with_owned(homes=tuple(kept))


def size_entry(content: Ruleset, size: str | None) -> HouseSize | None:
    """The house-size entry of a size id."""
    return content.typed("house-size", size, HouseSize) if size else None


def size_order(content: Ruleset, size: str | None) -> int:
    """How large a size is (0 for none or an unknown size)."""
    entry = size_entry(content, size)
    return entry.order if entry else 0


def use_key(home: str, facility: str) -> str:
    """The key of one home's facility in `facility_uses`: `Riverside/stable`."""
    return f"{home}/{facility}"


def facility_level(home: Home, facility: str) -> int:
    """The facility's level in a home (0: it has none)."""
    return home.facilities.get(facility, 0)


def uses_per_interlude(content: Ruleset, facility: str, level: int) -> int | None:
    """Uses per interlude phase at a level (l. 1582); None when the entry gives none."""
    entry = content.typed("facility", facility, Facility)
    if entry is None or not entry.uses or level < 1:
        return None
    return entry.uses[min(level, len(entry.uses)) - 1]


def uses_left(state: LyrianState, content: Ruleset, home: Home, facility: str) -> int | None:
    """Uses left this interlude phase (None: the facility's uses are not limited by its entry)."""
    per = uses_per_interlude(content, facility, facility_level(home, facility))
    if per is None:
        return None
    return max(0, per - state.facility_uses.get(use_key(home.name, facility), 0))


def level_value(values: list[int], level: int) -> int:
    """A per-level value (uses, bonus, slots) at a level 1-3; 0 when none is given."""
    if not values or level < 1:
        return 0
    return values[min(level, len(values)) - 1]


def take_use(
    state: LyrianState, content: Ruleset, home_name: str, facility: str
) -> tuple[LyrianState, Home | None, str]:
    """The state with one use of a home's facility taken this interlude, the home, or why not."""
    home = find_home(state, home_name)
    entry = content.typed("facility", facility, Facility)
    name = entry.name if entry else facility
    if home is None:
        return state, None, f"There is no home named '{home_name}'."
    if home.size is None:
        return state, None, f"{home.name} is not built yet: a facility needs a finished house."
    if facility_level(home, facility) == 0:
        return state, None, f"{home.name} has no {name}."
    left = uses_left(state, content, home, facility)
    if left == 0:
        per = uses_per_interlude(content, facility, facility_level(home, facility))
        return (
            state,
            None,
            (f"{home.name}'s {name} has no use left this interlude ({per} per interlude phase)."),
        )
    key = use_key(home.name, facility)
    return state.with_owned(facility_uses=bumped(state.facility_uses, key, 1)), home, ""


def owned_facilities(state: LyrianState, facility: str) -> list[Home]:
    """The finished homes that have a facility."""
    return [h for h in state.homes if h.size is not None and facility_level(h, facility) > 0]
