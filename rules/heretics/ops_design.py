# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`design-ability`: create or change an ability in one event, as the ability designer does."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Refused, Step
from rules.heretics.content import AbilityTemplate
from rules.heretics.design import Design, design_issues, paid_price
from rules.heretics.numbers import ABILITY_RANKS_SRC
from rules.heretics.op_table import OPS
from rules.heretics.ops_exp import pay
from rules.heretics.state import AppliedRestriction, HereticsState, frozen_map

Step_ = Step[HereticsState]
Ranks = Annotated[int, Field(ge=0, le=200)]


class RestrictionField(BaseModel):
    """One restriction of a design: its id, what it names, Self Damage's hit points."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    restriction: str = Field(min_length=1, max_length=80)
    choice: str | None = Field(default=None, max_length=80)
    hit_points: Annotated[int, Field(ge=0, le=10_000)] = 0


class DesignAbility(OpFields):
    """Fields of `design-ability`: the whole design; paid ranks only go up."""

    ability: str = Field(min_length=1, max_length=80)
    template: str = Field(min_length=1, max_length=80)
    name: str = Field(min_length=1, max_length=120)
    flavour: str = Field(default="", max_length=4000)
    paid: Ranks = 0
    properties: dict[str, Ranks] = Field(default_factory=dict, max_length=20)
    type: str | None = Field(default=None, max_length=80)
    improvements: dict[str, Ranks] = Field(default_factory=dict, max_length=20)
    restrictions: list[RestrictionField] = Field(default_factory=list, max_length=30)

    def design(self) -> Design:
        """The fields as a design."""
        applied = tuple(
            AppliedRestriction(r.restriction, r.choice or None, r.hit_points)
            for r in self.restrictions
        )
        return Design(
            self.template, self.name, self.flavour, self.paid, frozen_map(self.properties),
            self.type, frozen_map(self.improvements), applied,
        )  # fmt: skip


@OPS.op("design-ability", DesignAbility)
def design_ability(step: Step_, f: DesignAbility) -> Outcome[HereticsState]:
    """Create an ability or change one; new paid ranks are charged at k Exp for the k-th."""
    owned = step.state.ability(f.ability)
    template = step.content.typed("ability", f.template, AbilityTemplate)
    if template is None:
        return step.refuse(f"There is no ability template '{f.template}'.", ABILITY_RANKS_SRC)
    if owned is None and template.default:
        return step.refuse(f"Every character already has {template.name}.", ABILITY_RANKS_SRC)
    if owned is not None and owned.template != template.id:
        return step.refuse(f"{owned.name} is built on another template.", ABILITY_RANKS_SRC)
    if not template.default and f.paid < 1:
        return step.refuse(
            f"{f.name} needs its first paid rank: an ability is obtained by investing a rank "
            "in it (1 Exp).",
            ABILITY_RANKS_SRC,
        )
    had = owned.paid if owned else 0
    if f.paid < had:
        return step.refuse(
            f"{owned.name if owned else f.name} already has {had} paid ranks; bought ranks stay "
            "(undo the purchase in the history to get the Exp back).",
            ABILITY_RANKS_SRC,
        )
    design = f.design()
    problems = design_issues(design, template, step.content)
    if problems:
        return step.refuse(" ".join(p.text for p in problems), problems[0].source)
    ability = design.as_ability(f.ability)
    price = paid_price(had, f.paid)
    if not price:
        return step.done(step.state.with_ability(ability))
    debit = pay(step, price, f"{f.name} paid ranks {had} → {f.paid}")
    if isinstance(debit, Refused):
        return debit
    return step.done(step.state.with_ability(ability), debit)
