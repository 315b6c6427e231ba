# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a Miridon character can buy next, at what price, and why not where it cannot."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.ledger import Ledger
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.miridon.content import Armor, Flair, MiridonClass, Skill, Talent, Weapon
from rules.miridon.dual_class import dual_class_check, locked_dual_skill
from rules.miridon.numbers import CLASSES_SRC, DUAL_CLASS, SKILLS_SRC, TALENTS_SRC
from rules.miridon.ops_equipment import wield_check
from rules.miridon.prereq import requirements_check
from rules.miridon.pricing import flair_cost, skill_rank_cost, talent_rank_cost
from rules.miridon.state import MiridonState

if TYPE_CHECKING:  # the planner loads with the first flair list: a sheet or a replay lists none
    from rules.miridon.flair_plan import Plan


def _afford(ledger: Ledger, cost: int) -> Check:
    have = ledger.balance("skill-points")
    return (
        ALLOWED if cost <= have else refuse(f"costs {cost} skill points; {have} left", TALENTS_SRC)
    )


def class_options(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Classes: the first choice, or (as Dual-Class) the second."""
    dual = content.typed("talent", DUAL_CLASS, Talent)
    price = talent_rank_cost(dual, 1) if dual is not None else 0
    out = []
    for entry in content.entries("class"):
        assert isinstance(entry, MiridonClass)
        if not state.classes:
            check = (
                refuse("NPC class, derived from a skiffmaster", CLASSES_SRC)
                if entry.unique
                else ALLOWED
            )
            out.append(Option(entry.id, entry.name, check, detail="first class"))
        else:
            check = all_of([dual_class_check(state, content, entry), _afford(ledger, price)])
            out.append(
                Option(entry.id, entry.name, check, cost=price, detail="second class (Dual-Class)")
            )
    return out


def skill_options(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Skills with the price of their next rank."""
    locked = locked_dual_skill(state, content)
    out = []
    for entry in content.entries("skill"):
        assert isinstance(entry, Skill)
        rank = state.skills.get(entry.id, 0) + 1
        cost = skill_rank_cost(state, content, entry.id, rank)
        if not state.classes:
            check = refuse("choose a class first: it decides the price", SKILLS_SRC)
        elif entry.id == locked:
            check = refuse(
                "the dual-class skill of your classes cannot receive bought ranks", SKILLS_SRC
            )
        else:
            check = _afford(ledger, cost)
        out.append(Option(entry.id, entry.name, check, cost=cost, detail=f"rank {rank}"))
    return out


def talent_options(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Talents with the price of their next rank (Dual-Class through the class options)."""
    out = []
    for entry in content.entries("talent"):
        assert isinstance(entry, Talent)
        if entry.id == DUAL_CLASS:
            continue
        rank = state.talents.get(entry.id, 0) + 1
        cost = talent_rank_cost(entry, rank)
        capped = entry.max_rank is not None and rank > entry.max_rank
        check = (
            refuse("at its highest rank", TALENTS_SRC)
            if capped
            else all_of([requirements_check(entry.requires, state, content), _afford(ledger, cost)])
        )
        out.append(Option(entry.id, entry.name, check, cost=cost, detail=f"rank {rank}"))
    return out


def flair_options(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Flairs not yet owned; a locked one lists its missing steps and their total cost."""
    from rules.miridon.flair_plan import plan_flair

    price = flair_cost(len(state.flairs))
    out = []
    for entry in content.entries("flair"):
        assert isinstance(entry, Flair)
        if entry.id in state.flairs:
            continue
        check = all_of([requirements_check(entry.requires, state, content), _afford(ledger, price)])
        plan = plan_flair(entry.id, state, content) if not check.ok else None
        detail = _plan_text(plan) if plan else str(entry.group)
        out.append(Option(entry.id, entry.name, check, cost=price, detail=detail))
    return out


def _plan_text(plan: Plan) -> str:
    text = "; ".join(plan.steps) + f" — {plan.cost} points in all"
    if plan.blockers:
        text += "; cannot be bought: " + "; ".join(plan.blockers)
    return text


def weapon_options(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Weapons that can be taken up now (at most two; racial flairs may allow only Unarmed)."""
    out = []
    for entry in content.entries("weapon"):
        assert isinstance(entry, Weapon)
        check = wield_check(entry, state, content)
        detail = f"{entry.table}: weight {entry.weight}, {entry.damage}, {entry.to_hit:+d} to hit"
        out.append(Option(entry.id, entry.name, check, detail=detail))
    return out


def armor_options(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Armor from your content (the rulebook has no armor table)."""
    out = []
    for entry in content.entries("armor"):
        assert isinstance(entry, Armor)
        detail = (
            f"Passive Evasion {entry.passive_evasion}, weight {entry.weight}, "
            f"Speed Point Reduction {entry.speed_point_reduction}"
        )
        out.append(Option(entry.id, entry.name, ALLOWED, detail=detail))
    return out


OPTIONS = {
    "class": class_options,
    "skill": skill_options,
    "talent": talent_options,
    "flair": flair_options,
    "weapon": weapon_options,
    "armor": armor_options,
}
