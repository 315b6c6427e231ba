# SPDX-License-Identifier: LicenseRef-Sheetwright
"""For a flair: the missing steps in buying order, their total cost, and what cannot be bought."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.engine.ruleset import Ruleset
from rules.miridon.content import Flair, Talent
from rules.miridon.prereq import name_of, requirement_check
from rules.miridon.pricing import flair_cost, talent_rank_cost
from rules.miridon.state import MiridonState


@dataclass(frozen=True, slots=True)
class Plan:
    """What it takes to get a flair from where the character stands."""

    steps: tuple[str, ...]
    cost: int
    blockers: tuple[str, ...]


@dataclass
class _Walk:
    flairs: list[str] = field(default_factory=list)
    talents: dict[str, int] = field(default_factory=dict)
    blockers: list[str] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)


def _visit(flair_id: str, state: MiridonState, content: Ruleset, walk: _Walk) -> None:
    if flair_id in walk.seen or flair_id in state.flairs:
        return
    walk.seen.add(flair_id)
    flair = content.typed("flair", flair_id, Flair)
    if flair is None:
        walk.blockers.append(f"the flair '{flair_id}' is not in the loaded content")
        return
    for req in flair.requires:
        if req.flair:
            _visit(req.flair, state, content, walk)
        elif req.talent:
            if state.talents.get(req.talent, 0) < req.at_least:
                walk.talents[req.talent] = max(req.at_least, walk.talents.get(req.talent, 0))
        else:
            check = requirement_check(req, state, content)
            if not check.ok:
                walk.blockers.extend(r for r in check.reasons if r not in walk.blockers)
    walk.flairs.append(flair_id)


def _talent_steps(walk: _Walk, state: MiridonState, content: Ruleset) -> tuple[list[str], int]:
    steps, cost = [], 0
    for talent_id, target in walk.talents.items():
        talent = content.typed("talent", talent_id, Talent)
        if talent is None:
            walk.blockers.append(f"the talent '{talent_id}' is not in the loaded content")
            continue
        for rank in range(state.talents.get(talent_id, 0) + 1, target + 1):
            price = talent_rank_cost(talent, rank)
            steps.append(f"raise {talent.name} to rank {rank} ({price} points)")
            cost += price
    return steps, cost


def plan_flair(flair_id: str, state: MiridonState, content: Ruleset) -> Plan:
    """The flairs and talent ranks to buy, in order, with the total price at today's prices."""
    walk = _Walk()
    _visit(flair_id, state, content, walk)
    steps, cost = _talent_steps(walk, state, content)
    owned = len(state.flairs)
    for n, fid in enumerate(walk.flairs):
        price = flair_cost(owned + n)
        steps.append(f"buy {name_of(content, 'flair', fid)} ({price} points)")
        cost += price
    return Plan(tuple(steps), cost, tuple(walk.blockers))
