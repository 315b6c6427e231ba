# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The session log: arcs, conflict-resolution EXP, rests, interludes and their IP (Gameplay Flow)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from rules.engine.evolve import evolve
from rules.engine.ledger import Entry
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import ARC_PHASES, in_phase, started
from rules.lyrian.state import LyrianState, Phase, frozen

Step_ = Step[LyrianState]
Amount = Annotated[int, Field(ge=1, le=10_000_000)]


class NoFields(OpFields):
    """Fields of an op that takes none (`rest`, `start-interlude`)."""


class StartArc(OpFields):
    """Fields of `start-arc`: an optional title for the arc."""

    title: str = Field(default="", max_length=200)


class Points(OpFields):
    """Fields of ops that add or take an amount of one pool."""

    amount: Amount


class GrantIp(OpFields):
    """Fields of `grant-ip`: 0 to 3 is the rulebook's guide, the GM may give more."""

    amount: Annotated[int, Field(ge=0, le=99)]


NOT_CARRIED = "they do not carry over to the next arc"
LOST_AT_ARC_START = {"ip": NOT_CARRIED, "ep": NOT_CARRIED}
"""The pools lost at the start of every arc, and why (Interlude Actions; Errands)."""
LOST_AFTER_CREATION = {
    "breakthrough-exp": "breakthrough-only EXP is removed after character creation",
    **LOST_AT_ARC_START,
}
"""The first arc also ends creation: its breakthrough-only EXP is lost (Character Creation, 3)."""


def _expire(step: Step_, why: dict[str, str]) -> tuple[list[Entry], dict[str, int]]:
    """Debit what is left in each pool; the amounts lost, by pool."""
    lost = {pool: left for pool in why if (left := step.balance(pool)) > 0}
    entries = [step.debit(pool, left, f"expired: {why[pool]}") for pool, left in lost.items()]
    return entries, lost


@OPS.op("start-arc", StartArc)
def start_arc(step: Step_, f: StartArc) -> Outcome[LyrianState]:
    """Start the next arc: creation ends or the interlude ends; unspent IP and EP are lost.

    What was lost is kept in the state for the arc's one warning per pool (final checks)."""
    check = started(step.state) and in_phase(
        step.state, (Phase.CREATION, Phase.INTERLUDE), "A new arc starts", n.FLOW_SRC
    )
    if not check:
        return step.refuse(check.reason, check.source)
    creation = step.state.phase is Phase.CREATION
    entries, lost = _expire(step, LOST_AFTER_CREATION if creation else LOST_AT_ARC_START)
    state = evolve(
        step.state,
        phase=Phase.ADVENTURE,
        arc=step.state.arc + 1,
        expired=frozen(lost),
        arc_started_at=step.index,
    )
    return step.done(state, *entries)


def _arc_phase(step: Step_, what: str) -> str:
    check = in_phase(step.state, ARC_PHASES, what, n.FLOW_SRC)
    return "" if check else check.reason + " Start an arc first."


@OPS.op("award-exp", Points)
def award_exp(step: Step_, f: Points) -> Outcome[LyrianState]:
    """The conflict resolution phase: the GM awards EXP."""
    problem = _arc_phase(step, "EXP is awarded at a conflict resolution")
    if problem:
        return step.refuse(problem, n.FLOW_SRC)
    state = evolve(step.state, phase=Phase.CONFLICT_RESOLUTION)
    return step.done(state, step.credit("exp", f.amount, step.event.note or "conflict resolution"))


@OPS.op("rest", NoFields)
def rest(step: Step_, f: NoFields) -> Outcome[LyrianState]:
    """The GM declares a rest: abilities and breakthroughs may be bought with saved EXP."""
    problem = _arc_phase(step, "A rest is taken")
    if problem:
        return step.refuse(problem, n.REST_PHASE_SRC)
    return step.done(evolve(step.state, phase=Phase.REST))


@OPS.op("start-interlude", NoFields)
def start_interlude(step: Step_, f: NoFields) -> Outcome[LyrianState]:
    """After the climax: the interlude, where IP are granted and spent."""
    problem = _arc_phase(step, "An interlude starts")
    if problem:
        return step.refuse(problem, n.IP_GUIDE_SRC)
    state = evolve(step.state, phase=Phase.INTERLUDE, rest_bonus=False, rest_doubled=None)
    if state.facility_uses:
        state = state.with_owned(facility_uses=frozen())
    return step.done(state)


@OPS.op("grant-ip", GrantIp)
def grant_ip(step: Step_, f: GrantIp) -> Outcome[LyrianState]:
    """The GM grants Interlude Points, each with one Errand Point."""
    check = in_phase(step.state, (Phase.INTERLUDE,), "Interlude Points are granted", n.IP_GUIDE_SRC)
    if not check:
        return step.refuse(check.reason, check.source)
    note = step.event.note or "granted by the GM"
    return step.done(
        step.state,
        step.credit("ip", f.amount, note),
        step.credit("ep", f.amount * n.EP_PER_IP, "one Errand Point with each IP"),
    )


def _started(step: Step_) -> str:
    check = started(step.state)
    return "" if check else check.reason


@OPS.op("gain-clim", Points)
def gain_clim(step: Step_, f: Points) -> Outcome[LyrianState]:
    """Add Clim (loot, rewards, selling)."""
    problem = _started(step)
    if problem:
        return step.refuse(problem)
    return step.done(step.state, step.credit("clim", f.amount, step.event.note or "Clim gained"))


@OPS.op("spend-clim", Points)
def spend_clim(step: Step_, f: Points) -> Outcome[LyrianState]:
    """Spend Clim on something the sheet does not track (refused when there is not enough)."""
    problem = _started(step)
    if problem:
        return step.refuse(problem)
    return step.done(step.state, step.debit("clim", f.amount, step.event.note or "Clim spent"))


@OPS.op("award-skill-points", Points)
def award_skill_points(step: Step_, f: Points) -> Outcome[LyrianState]:
    """The GM awards skill points (the rulebook gives only the 10 at creation)."""
    problem = _started(step)
    if problem:
        return step.refuse(problem)
    note = step.event.note or "awarded by the GM"
    return step.done(step.state, step.credit("skill-points", f.amount, note))
