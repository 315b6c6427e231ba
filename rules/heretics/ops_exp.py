# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Exp pool: GM awards, paying Exp (starting Exp counted), and hit points bought with Exp."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

from pydantic import BaseModel, Field

from rules.engine.ledger import Entry, Ledger
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.heretics.numbers import EXP_PER_HIT_POINT, EXP_POOL, EXP_SRC, HIT_POINTS_SRC
from rules.heretics.op_table import OPS
from rules.heretics.state import HereticsSettings, HereticsState

Step_ = Step[HereticsState]
Amount = Annotated[int, Field(ge=1, le=1_000_000)]


class AwardExp(OpFields):
    """Fields of `award-exp`."""

    amount: Amount


class BuyHitPoints(OpFields):
    """Fields of `buy-hit-points`: Exp spent on hit points (1 hit point per 2 Exp)."""

    exp: Amount


def available_exp(state: HereticsState, ledger: Ledger) -> int:
    """Exp left to spend: the pool's balance (it opens with the starting Exp setting)."""
    return ledger.balance(EXP_POOL)


def opening(settings: BaseModel) -> tuple[Entry, ...]:
    """The Exp pool opens with the GM's starting Exp (house rule; RULINGS.md)."""
    start = settings.starting_exp if isinstance(settings, HereticsSettings) else 0
    return (Entry(EXP_POOL, start, None, "starting Exp (house rule)"),) if start else ()


def pay(step: Step_, cost: int, note: str) -> Entry | Refused:
    """A debit of `cost` Exp, or a refusal when the character has less left."""
    have = available_exp(step.state, step.ledger)
    if cost > have:
        return step.refuse(f"Not enough Exp: this needs {cost}, you have {have}.", EXP_SRC)
    return step.debit(EXP_POOL, cost, note)


@OPS.op("award-exp", AwardExp)
def award_exp(step: Step_, f: AwardExp) -> Outcome[HereticsState]:
    """The GM awards Exp (session rewards, milestones); the note says why."""
    return step.done(step.state, step.credit(EXP_POOL, f.amount, step.event.note or "GM award"))


@OPS.op("buy-hit-points", BuyHitPoints)
def buy_hit_points(step: Step_, f: BuyHitPoints) -> Outcome[HereticsState]:
    """Spend Exp on maximum hit points: +1 hit point for every 2 Exp."""
    if f.exp % EXP_PER_HIT_POINT:
        return step.refuse(
            f"Hit points cost {EXP_PER_HIT_POINT} Exp each: spend an even amount.", HIT_POINTS_SRC
        )
    entry = pay(step, f.exp, f"{f.exp // EXP_PER_HIT_POINT} hit points")
    if isinstance(entry, Refused):
        return entry
    return step.done(replace(step.state, hit_point_exp=step.state.hit_point_exp + f.exp), entry)
