# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The crafting dice, for an optional helper at the table: 5 d10 spent on crafting actions, mods
paid in points (Crafting Time and Crafting Actions, l. 1151-1171). Pure functions: the player
enters the final points with `finish-craft`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from rules.lyrian import numbers as n

BASIC_CRAFT = "basic-craft"
BEGINNERS_LUCK = "beginners-luck"
STANDARD_FINISH = "standard-finish"
STEADY_CRAFT = "steady-craft"


@dataclass(frozen=True, slots=True)
class CraftAction:
    """A crafting action: its name, crafting dice, d10s rolled, and whether it is Rapid."""

    name: str
    dice: int
    rolls: int
    rapid: bool = False


ACTIONS = {
    BASIC_CRAFT: CraftAction("Basic Craft", 1, 1, rapid=True),
    BEGINNERS_LUCK: CraftAction("Beginner's Luck", 1, 2),
    STANDARD_FINISH: CraftAction("Standard Finish", 2, 0),
    STEADY_CRAFT: CraftAction("Steady Craft", 1, 0),
}
"""The four crafting actions (l. 1163-1171), by id."""


@dataclass(frozen=True, slots=True)
class CraftSession:
    """One craft in progress: dice left, points, abilities used, mods put on, and whether it ended.

    `reached` is every point added; `mod_points` the points spent on mods; the current crafting
    points are the difference (the example, l. 1177-1188)."""

    dice: int = n.CRAFTING_DICE
    reached: int = 0
    mod_points: int = 0
    mods: tuple[str, ...] = ()
    used: frozenset[str] = frozenset()
    can_modify: bool = True
    """False for an item that cannot be modified at all (no Standard Finish, no mods)."""
    ended: bool = False

    @property
    def points(self) -> int:
        """The current crafting points."""
        return self.reached - self.mod_points

    @property
    def modified(self) -> bool:
        """Whether a mod was put on (Standard Finish is then not allowed)."""
        return bool(self.mods)


def _check(session: CraftSession, action: CraftAction, rolls: Sequence[int]) -> str:
    if session.ended:
        return "The crafting has ended."
    if session.dice < action.dice:
        return f"{action.name} needs {action.dice} crafting dice; {session.dice} left."
    if not action.rapid and action.name in session.used:
        return f"{action.name} was already used in this craft (only Rapid actions repeat)."
    if len(rolls) != action.rolls:
        return f"{action.name} rolls {action.rolls} d10 (entered: {len(rolls)})."
    if any(not 1 <= r <= n.CRAFTING_DIE for r in rolls):
        return f"A crafting die shows 1 to {n.CRAFTING_DIE}."
    return ""


def _finish_problem(session: CraftSession) -> str:
    if not session.can_modify:
        return "Standard Finish cannot be used on an item that cannot be modified."
    if session.modified:
        return "Standard Finish cannot be used once the item has been modified."
    return ""


def _added(action_id: str, rolls: Sequence[int], bonus: int, session: CraftSession) -> int:
    if action_id == BASIC_CRAFT:
        return rolls[0] + bonus
    if action_id == BEGINNERS_LUCK:
        return max(rolls)
    if action_id == STEADY_CRAFT:
        return n.STEADY_CRAFT_ROLL + bonus
    return session.points


def apply(
    session: CraftSession, action_id: str, rolls: Sequence[int] = (), bonus: int = 0
) -> tuple[CraftSession, str]:
    """The session after one crafting action with its d10 rolls and the craft's bonus, or why not.

    Basic Craft adds d10 + bonus; Beginner's Luck the higher of two d10 and no crafting skill (so
    no bonus); Steady Craft 5 + bonus; Standard Finish doubles the points and ends the craft."""
    action = ACTIONS.get(action_id)
    if action is None:
        return session, f"There is no crafting action '{action_id}'."
    problem = _check(session, action, rolls)
    if not problem and action_id == STANDARD_FINISH:
        problem = _finish_problem(session)
    if problem:
        return session, problem
    return replace(
        session,
        dice=session.dice - action.dice,
        reached=session.reached + _added(action_id, rolls, bonus, session),
        used=session.used | {action.name},
        ended=action_id == STANDARD_FINISH,
    ), ""


def _mod_problem(session: CraftSession, label: str, cost: int) -> str:
    if session.ended:
        return "The crafting has ended."
    if not session.can_modify:
        return "This item cannot be modified."
    if not label:
        return "Name the mod."
    if label in session.mods:
        return f"{label} is already on the item (each ability once per craft)."
    if not 0 <= cost <= session.points:
        return f"{label} needs {cost} crafting points; the craft has {session.points}."
    return ""


def add_mod(session: CraftSession, name: str, cost: int) -> tuple[CraftSession, str]:
    """The session with a mod put on for its points (Recurve: 20 of 50, l. 1186-1188), or why not."""
    label = name.strip()
    problem = _mod_problem(session, label, cost)
    if problem:
        return session, problem
    mods = (*session.mods, label)
    return replace(session, mod_points=session.mod_points + cost, mods=mods), ""


def end(session: CraftSession) -> CraftSession:
    """The session ended by the player (no more actions wanted)."""
    return replace(session, ended=True)


def crafted(session: CraftSession, crafting_hp: int) -> bool:
    """Whether the crafting points reach the item's crafting HP (l. 1159)."""
    return session.points >= crafting_hp


def finish_fields(session: CraftSession) -> dict[str, object]:
    """The `finish-craft` fields this session ends with."""
    return {"points": session.reached, "mods": list(session.mods), "mod_points": session.mod_points}
