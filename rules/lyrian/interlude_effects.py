# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What an interlude action or errand does to the character: EXP, Clim, injuries, rest bonus."""

from __future__ import annotations

from dataclasses import replace

from rules.engine.check import ALLOWED, Check, refuse
from rules.engine.ledger import Entry
from rules.engine.ruleset import Ruleset
from rules.engine.step import Step
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import is_mastered, mastered_of_kind, owned_abilities
from rules.lyrian.content import Ability, ArtisanKind, InterludeAction
from rules.lyrian.state import LyrianState

Step_ = Step[LyrianState]
HEAL_MEDICINE = 5
MENTOR = "mentor-class"
HEAL = "heal-injury"
CLASS_ACTION = "class-action"


def which_injury(state: LyrianState, injury: str | None) -> tuple[str | None, str]:
    """The injury to remove: the named one, or the only one; else why not."""
    if not state.injuries:
        return None, "The character has no injury to recover from."
    if injury is None:
        if len(set(state.injuries)) == 1:
            return state.injuries[0], ""
        return None, f"Name the injury to remove (has: {', '.join(state.injuries)})."
    if injury not in state.injuries:
        return None, f"The character does not have the injury '{injury}'."
    return injury, ""


def action_requirement(state: LyrianState, content: Ruleset, action: InterludeAction) -> Check:
    """Mentor Class needs a mastered class; Heal Injury a healing ability or 5 Medicine."""
    if action.id == MENTOR and not any(is_mastered(state, c) for c in state.classes):
        return refuse("Mentor Class needs a mastered class.", n.INTERLUDE_SRC)
    if action.id != HEAL:
        return ALLOWED
    for ability_id in owned_abilities(state, content):
        ability = content.typed("ability", ability_id, Ability)
        if ability is not None and ability.heals_others:
            return ALLOWED
    if state.skills.get("medicine", 0) >= HEAL_MEDICINE:
        return ALLOWED
    return refuse(
        "Heal Injury needs an ability that heals others, or 5 Medicine skill points and a "
        "medical/surgery kit.",
        n.INTERLUDE_SRC,
    )


def effect_check(state: LyrianState, action: InterludeAction) -> Check:
    """Whether the action's effect can apply: Recover needs an injury, Rest does not stack."""
    if action.removes_injury == "own" and not state.injuries:
        return refuse("The character has no injury to recover from.", n.INTERLUDE_SRC)
    resting = action.temporary_hp_percent or action.temporary_mana_percent
    if resting and state.rest_bonus:
        return refuse("Rest does not stack: it is already taken this interlude.", n.INTERLUDE_SRC)
    return ALLOWED


def class_action_check(state: LyrianState, content: Ruleset) -> Check:
    """A class action needs an ability of the character's that costs Interlude Points."""
    for ability_id in owned_abilities(state, content):
        ability = content.typed("ability", ability_id, Ability)
        if ability is not None and ability.ip_cost is not None:
            return ALLOWED
    return refuse(
        "A class action names an ability of yours that costs Interlude Points.", n.INTERLUDE_SRC
    )


def job_clim(state: LyrianState, content: Ruleset, action: InterludeAction) -> int:
    """Job's Clim: the base, plus the Artisan Mastery bonus with a crafting class mastered."""
    crafting = mastered_of_kind(state, content, ArtisanKind.CRAFTING)
    return action.clim + (action.clim_with_crafting_mastery if crafting else 0)


def apply_effects(
    step: Step_, action: InterludeAction, injury: str | None
) -> tuple[LyrianState, list[Entry], str]:
    """The action's numeric effects as ledger entries and state; a reason when it cannot apply."""
    state, entries = step.state, []
    possible = effect_check(state, action)
    if not possible:
        return state, [], possible.reason
    if action.exp:
        entries.append(step.credit("exp", action.exp, action.name))
    clim = job_clim(state, step.content, action)
    if clim:
        entries.append(step.credit("clim", clim, action.name))
    if action.removes_injury == "own":
        found, problem = which_injury(state, injury)
        if found is None:
            return state, [], problem
        state = state.without_injury(found)
    if action.temporary_hp_percent or action.temporary_mana_percent:
        state = replace(state, rest_bonus=True)
    return state, entries, ""
