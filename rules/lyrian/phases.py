# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What each phase of the session log allows (Gameplay Flow; Classes; Interlude)."""

from __future__ import annotations

from collections.abc import Collection

from rules.engine.check import ALLOWED, Check, refuse
from rules.engine.source_ref import Source
from rules.lyrian.numbers import ABILITY_SRC, FLOW_SRC, INTERLUDE_SRC, UNLOCK_SRC
from rules.lyrian.state import LyrianState, Phase

PHASE_NAMES = {
    Phase.CREATION: "character creation",
    Phase.ADVENTURE: "the adventure",
    Phase.CONFLICT_RESOLUTION: "a conflict resolution",
    Phase.REST: "a rest",
    Phase.INTERLUDE: "an interlude",
}

ARC_PHASES = (Phase.ADVENTURE, Phase.CONFLICT_RESOLUTION, Phase.REST)
CLASS_PHASES = (Phase.CREATION, Phase.INTERLUDE)
ABILITY_PHASES = (Phase.CREATION, Phase.REST, Phase.INTERLUDE)


def in_phase(
    state: LyrianState, allowed: Collection[Phase], what: str, source: Source = FLOW_SRC
) -> Check:
    """Allowed when the character is in one of the phases; otherwise says when it is allowed."""
    if state.phase in allowed:
        return ALLOWED
    when = " or ".join(PHASE_NAMES[p] for p in allowed)
    return refuse(f"{what} only during {when} (now: {PHASE_NAMES[state.phase]}).", source)


def class_phase(state: LyrianState) -> Check:
    """Classes unlock only during an interlude, or at character creation."""
    return in_phase(state, CLASS_PHASES, "A class can be unlocked", UNLOCK_SRC)


def ability_phase(state: LyrianState) -> Check:
    """Abilities and breakthroughs are bought at creation, during a rest or an interlude."""
    return in_phase(state, ABILITY_PHASES, "EXP can be spent", ABILITY_SRC)


def interlude_phase(state: LyrianState) -> Check:
    """Interlude actions and errands: during an interlude (or with the creation IP)."""
    return in_phase(state, CLASS_PHASES, "Interlude actions can be taken", INTERLUDE_SRC)


def started(state: LyrianState) -> Check:
    """Most ops need the creation budgets first (`start-creation`)."""
    if state.started:
        return ALLOWED
    return refuse("Start the character's creation first: that gives the creation budgets.")
