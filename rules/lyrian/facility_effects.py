# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a home's facility adds to an interlude action or errand (Housing — Facilities, l. 1602-1644):
Shrine and Sauna double Rest, a Dojo widens Mentor Class, the Appraiser's Workshop adds its bonus,
an Infirmary allows treating one's own injury as an errand."""

from __future__ import annotations

from rules.engine.evolve import evolve
from rules.engine.ruleset import Ruleset
from rules.lyrian.content import Errand, Facility, InterludeAction
from rules.lyrian.homes import facility_level, find_home, level_value, take_use
from rules.lyrian.state import Home, LyrianState

Used = tuple[LyrianState, str, str]
"""The state with the use taken, the words for the log, or why not."""
MENTOR = "mentor-class"
REST_WORDS = {"hp": "Temporary HP", "mana": "Temporary Mana"}


def _helping(content: Ruleset, home: Home, action: str) -> list[Facility]:
    found = [content.typed("facility", f, Facility) for f in home.facilities]
    return [f for f in found if f is not None and f.bonus_action == action]


def _which(
    content: Ruleset, home: Home, action: InterludeAction, facility_id: str | None
) -> tuple[Facility | None, str]:
    helping = _helping(content, home, action.id)
    if facility_id is not None:
        helping = [f for f in helping if f.id == facility_id]
    if not helping:
        return None, f"{home.name} has no facility that helps {action.name}."
    if len(helping) > 1:
        names = " and ".join(f.name for f in helping)
        return None, f"{home.name} has {names}: choose which one to use (they do not stack)."
    return helping[0], ""


def effect_words(entry: Facility, action: InterludeAction, level: int) -> str:
    """The facility's effect on the action at a level, for the log: `Dojo: may mentor 1 more
    person at the same time`."""
    bonus = level_value(entry.bonus, level)
    if entry.rest_doubles:
        return f"{entry.name}: {REST_WORDS[entry.rest_doubles]} doubled"
    if action.id == MENTOR:
        people = "person" if bonus == 1 else "people"
        return f"{entry.name}: may mentor {bonus} more {people} at the same time"
    if bonus:
        return f"{entry.name}: +{bonus} facility bonus"
    return entry.name


def action_facility(
    state: LyrianState,
    content: Ruleset,
    action: InterludeAction,
    home_name: str,
    facility_id: str | None,
) -> Used:
    """One use of the home's facility that helps this action, and what it does."""
    home = find_home(state, home_name)
    if home is None:
        return state, "", f"There is no home named '{home_name}'."
    entry, problem = _which(content, home, action, facility_id)
    if entry is None:
        return state, "", problem
    state, found, problem = take_use(state, content, home.name, entry.id)
    if found is None:
        return state, "", problem
    if entry.rest_doubles:
        state = evolve(state, rest_doubled=entry.rest_doubles)
    return state, effect_words(entry, action, facility_level(found, entry.id)), ""


def errand_facility(state: LyrianState, content: Ruleset, errand: Errand, home_name: str) -> Used:
    """One use of the home's facility the errand needs (an Infirmary to treat one's own injury)."""
    if errand.facility is None:
        return state, "", f"{errand.name} does not use a facility."
    state, home, problem = take_use(state, content, home_name, errand.facility)
    if home is None:
        return state, "", problem
    name = content.name_of("facility", errand.facility)
    return state, f"at {home.name}'s {name}", ""
