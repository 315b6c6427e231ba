# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a Lyrian character can choose next, and why not where it cannot."""

from __future__ import annotations

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ledger import Ledger
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import class_of
from rules.lyrian.content import CLASS_STEPS, InterludeAction, LyrianClass, Skill
from rules.lyrian.experience import spirit_core
from rules.lyrian.interlude_effects import (
    CLASS_ACTION,
    action_requirement,
    class_action_check,
    effect_check,
)
from rules.lyrian.ops_classes import unlock_check
from rules.lyrian.phases import ability_phase, in_phase, interlude_phase
from rules.lyrian.skills_rules import artisan_class_check, skill_cap
from rules.lyrian.state import LyrianState, Phase


def _afford(ledger: Ledger, pool: str, label: str, cost: int) -> Check:
    have = ledger.balance(pool)
    return ALLOWED if have >= cost else refuse(f"needs {cost} {label}, you have {have}")


def race_options(state: LyrianState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Races from the content; chosen only during creation."""
    check = in_phase(state, (Phase.CREATION,), "The race is chosen", n.RACE_SRC)
    return [Option(r.id, r.name, check, detail=r.description) for r in content.entries("race")]


def class_options(state: LyrianState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Classes to unlock: tier, requirements (met or why not) and cost (1 IP + 100 EXP × tier)."""
    out = []
    for cls in content.entries("class"):
        assert isinstance(cls, LyrianClass)
        cost = n.EXP_PER_TIER * cls.tier if cls.tier else None
        checks = [
            unlock_check(state, ledger, content, cls, cls.id),
            _afford(ledger, "ip", "IP", n.UNLOCK_IP),
        ]
        if cost is not None:
            checks.append(_afford(ledger, "exp", "EXP", cost))
        detail = f"tier {cls.tier}" if cls.tier else "tier not given"
        out.append(Option(cls.id, cls.name, all_of(checks), cost, detail))
    return out


def ability_options(state: LyrianState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """The next ability of each owned class (100 EXP), or why it cannot be learned."""
    out = []
    for class_id, learned in state.classes.items():
        cls = class_of(content, class_id)
        if cls is None or learned >= CLASS_STEPS:
            continue
        checks = [ability_phase(state), _afford(ledger, "exp", "EXP", n.ABILITY_EXP)]
        if not cls.abilities:
            checks.append(refuse("abilities not filled in yet (ask your GM)", n.ABILITY_SRC))
        name = f"{cls.name} ability {learned + 1}"
        out.append(Option(f"{class_id}:{learned + 1}", name, all_of(checks), n.ABILITY_EXP))
    return out


def action_options(state: LyrianState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Interlude actions with their IP cost, each unavailable when `interlude-action` refuses it."""
    out = []
    for action in content.entries("interlude-action"):
        assert isinstance(action, InterludeAction)
        cost = state.unpriced_action_ip if action.ip_cost is None else action.ip_cost
        check = all_of([interlude_phase(state), _afford(ledger, "ip", "IP", cost)])
        check = all_of([check, _action_check(state, ledger, content, action)])
        out.append(Option(action.id, action.name, check, cost, action.effect))
    return out


def _action_check(
    state: LyrianState, ledger: Ledger, content: Ruleset, action: InterludeAction
) -> Check:
    """What the action itself needs: a class to learn, an ability to use, an injury, …"""
    if action.learns_class:
        if any(o.available for o in class_options(state, ledger, content)):
            return ALLOWED
        return refuse("No class can be unlocked now (the class list says why).", n.UNLOCK_SRC)
    if action.id == CLASS_ACTION:
        return class_action_check(state, content)
    return all_of([action_requirement(state, content, action), effect_check(state, action)])


def skill_options(state: LyrianState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Skills that can take one more skill point, with their cap."""
    core = spirit_core(state, ledger)
    out = []
    for skill in content.entries("skill"):
        assert isinstance(skill, Skill)
        cap = skill_cap(skill, core, state.tier_lifts_artisan_caps)
        full = cap is not None and state.skills.get(skill.id, 0) >= cap
        checks = [
            artisan_class_check(state, content, skill),
            _afford(ledger, "skill-points", "skill points", 1),
        ]
        checks += [refuse(f"at its cap of {cap}", n.SKILL_CAP_SRC)] if full else []
        out.append(
            Option(
                skill.id, skill.name, all_of(checks), 1, f"cap {cap if cap is not None else 'none'}"
            )
        )
    return out


OPTIONS = {
    "race": race_options,
    "class": class_options,
    "ability": ability_options,
    "interlude-action": action_options,
    "skill": skill_options,
}
