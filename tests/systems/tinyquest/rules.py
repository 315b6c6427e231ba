# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tinyquest's rules: a calling gives base hit points; each knack costs luck and adds 2 HP."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from rules.engine.check import ALLOWED, Check, refuse
from rules.engine.content_schema import Entry
from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Entry as LedgerEntry
from rules.engine.ledger import Ledger
from rules.engine.op_registry import OpFields, OpRegistry
from rules.engine.option import Option
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Sheet, Term, total
from rules.engine.source_ref import cite
from rules.engine.step import Outcome, Step
from rules.engine.system import Pool, System

BOOK = "Tinyquest rules"
CONTENT = Path(__file__).parent / "content"
HP_PER_KNACK = 2
LUCK = "luck"


class Calling(Entry):
    """What the hero does for a living: the hit points they start with."""

    hit_points: Annotated[int, Field(ge=1, le=100)]


class Knack(Entry):
    """A trick the hero learns, for luck."""

    cost: Annotated[int, Field(ge=0, le=10)] = 1


class Settings(BaseModel):
    """The GM's number: the luck every hero starts with."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    starting_luck: Annotated[int, Field(ge=0, le=100, description="luck a new hero has")] = 3


@dataclass(frozen=True, slots=True)
class State:
    """The hero so far."""

    calling: str | None = None
    knacks: tuple[str, ...] = ()


OPS: OpRegistry[State] = OpRegistry()


class ChooseCalling(OpFields):
    """Fields of `choose-calling`."""

    calling: str


class LearnKnack(OpFields):
    """Fields of `learn-knack`."""

    knack: str


@OPS.op("choose-calling", ChooseCalling)
def choose_calling(step: Step[State], f: ChooseCalling) -> Outcome[State]:
    """Choose the hero's calling (once)."""
    calling = step.content.typed("calling", f.calling, Calling)
    if calling is None:
        return step.refuse(f"there is no calling '{f.calling}'")
    if step.state.calling is not None:
        return step.refuse("the hero already has a calling", cite(BOOK, "Callings"))
    return step.done(replace(step.state, calling=calling.id))


@OPS.op("learn-knack", LearnKnack)
def learn_knack(step: Step[State], f: LearnKnack) -> Outcome[State]:
    """Learn a knack for its cost in luck."""
    knack = step.content.typed("knack", f.knack, Knack)
    if knack is None:
        return step.refuse(f"there is no knack '{f.knack}'")
    check = _can_learn(step.state, step.ledger, knack)
    if not check:
        return step.refuse(check.reason, check.source)
    debit = step.debit(LUCK, knack.cost, f"learned {knack.name}")
    return step.done(replace(step.state, knacks=(*step.state.knacks, knack.id)), debit)


def _can_learn(state: State, ledger: Ledger, knack: Knack) -> Check:
    if state.calling is None:
        return refuse("needs a calling first", cite(BOOK, "Knacks"))
    if knack.id in state.knacks:
        return refuse(f"already knows {knack.name}", cite(BOOK, "Knacks"))
    if ledger.balance(LUCK) < knack.cost:
        return refuse(f"needs {knack.cost} luck, has {ledger.balance(LUCK)}", cite(BOOK, "Luck"))
    return ALLOWED


def derive(state: State, ledger: Ledger, content: Ruleset) -> Sheet:
    """Hit points: the calling's, plus 2 for each knack."""
    calling = content.typed("calling", state.calling or "", Calling)
    terms = [Term(calling.name, calling.hit_points)] if calling else []
    count = len(state.knacks)
    if count:
        label = f"{count} knack{'s' if count != 1 else ''} × {HP_PER_KNACK}"
        terms.append(Term(label, count * HP_PER_KNACK))
    hit_points = total("hit-points", "Hit points", terms, cite(BOOK, "Hit points"))
    knacks = [content.get("knack", k) for k in state.knacks]
    return Sheet(
        {"hit-points": hit_points},
        {
            "calling": {"name": calling.name if calling else "none yet"},
            "knacks": [{"name": k.name, "cost": k.cost} for k in knacks if isinstance(k, Knack)],
        },
    )


def final_issues(state: State, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """A hero needs a calling."""
    if state.calling is None:
        return [Issue(Severity.ERROR, "Choose a calling.", None, cite(BOOK, "Callings"))]
    return []


def calling_options(state: State, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Every calling; none once one is chosen."""
    taken = refuse("the hero already has a calling") if state.calling else ALLOWED
    return [
        Option(e.id, e.name, taken, detail=f"{e.hit_points} hit points")
        for e in content.entries("calling")
        if isinstance(e, Calling)
    ]


def knack_options(state: State, ledger: Ledger, content: Ruleset) -> list[Option]:
    """Every knack, with why it cannot be learned now."""
    return [
        Option(e.id, e.name, _can_learn(state, ledger, e), cost=e.cost)
        for e in content.entries("knack")
        if isinstance(e, Knack)
    ]


def opening(settings: BaseModel) -> tuple[LedgerEntry, ...]:
    """The starting luck, from the house rule."""
    luck = settings.starting_luck if isinstance(settings, Settings) else 0
    return (LedgerEntry(LUCK, luck, None, "starting luck"),)


SYSTEM: System[State] = System(
    id="tinyquest",
    title="Tinyquest",
    rulebook=BOOK,
    ops=OPS,
    initial_state=lambda ruleset, settings: State(),
    derive=derive,
    final_issues=final_issues,
    settings=Settings,
    content_kinds={"calling": Calling, "knack": Knack},
    pools={LUCK: Pool(LUCK, "luck", source=cite(BOOK, "Luck"))},
    options={"calling": calling_options, "knack": knack_options},
    opening=opening,
)
