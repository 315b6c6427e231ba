# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dual-classing: the second class, refunds for new class skills, the locked dual-class skill."""

from __future__ import annotations

from dataclasses import replace

from pydantic import Field

from rules.engine.check import ALLOWED, Check, all_of, refuse
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source
from rules.engine.step import Outcome, Step
from rules.miridon.content import MiridonClass, Talent
from rules.miridon.numbers import DUAL_CLASS, DUAL_RULES_SRC, UNIQUE_SRC
from rules.miridon.op_table import OPS
from rules.miridon.prereq import name_of, requirements_check
from rules.miridon.pricing import class_skills, refund_for, talent_rank_cost
from rules.miridon.specials import dual_special
from rules.miridon.state import MiridonState

Step_ = Step[MiridonState]


class TakeDualClass(OpFields):
    """Fields of `take-dual-class`: the second class."""

    class_: str = Field(alias="class")


def locked_dual_skill(state: MiridonState, content: Ruleset) -> str | None:
    """The pair's dual-class skill, which cannot receive bought ranks (Dual-Class Rules)."""
    if len(state.classes) != 2:
        return None
    special = dual_special(content, state.classes)
    return special.dual_class_skill if special else None


def refunds(state: MiridonState, content: Ruleset, second: str) -> dict[str, int]:
    """Skill → points refunded: r(r+1)/2 for each skill that becomes a class skill."""
    before = class_skills(state, content)
    after = class_skills(replace(state, classes=(*state.classes, second)), content)
    return {
        s: refund_for(state.skills.get(s, 0))
        for s in sorted(after - before)
        if state.skills.get(s, 0) > 0
    }


def dual_class_check(state: MiridonState, content: Ruleset, second: MiridonClass) -> Check:
    """Whether the character may take Dual-Class with this second class, with every reason not."""
    talent = content.typed("talent", DUAL_CLASS, Talent)
    checks = [
        _cited(requirements_check(talent.requires, state, content), talent.source)
        if talent
        else refuse("the Dual-Class talent is not in the content", DUAL_RULES_SRC)
    ]
    base = content.typed("class", state.classes[0], MiridonClass) if state.classes else None
    if base is None:
        checks.append(refuse("choose a first class before dual-classing", DUAL_RULES_SRC))
    elif unique := next((c for c in (base, second) if c.unique), None):
        reason = f"{unique.name} is a unique class, and unique classes cannot dual-class"
        checks.append(refuse(reason, UNIQUE_SRC))
    elif second.id == base.id:
        checks.append(refuse(f"the second class must differ from {base.name}", DUAL_RULES_SRC))
    if len(state.classes) > 1:
        checks.append(refuse("the character already has a second class", DUAL_RULES_SRC))
    return all_of(checks) if checks else ALLOWED


def _cited(check: Check, source: Source) -> Check:
    """The check, citing the entry whose prerequisites it tests when it fails."""
    return check if check else replace(check, source=source)


@OPS.op("take-dual-class", TakeDualClass)
def take_dual_class(step: Step_, f: TakeDualClass) -> Outcome[MiridonState]:
    """Take the Dual-Class talent (100 points, needs 20/20) with a second class; refunds new class skills."""
    second = step.content.typed("class", f.class_, MiridonClass)
    if second is None:
        return step.refuse(f"There is no class '{f.class_}'.", DUAL_RULES_SRC)
    check = dual_class_check(step.state, step.content, second)
    if not check:
        return step.refuse(
            f"Dual-Class with {second.name} cannot be taken: {check.reason}.",
            check.source or DUAL_RULES_SRC,
        )
    talent = step.content.typed("talent", DUAL_CLASS, Talent)
    assert talent is not None
    entries = [
        step.debit("skill-points", talent_rank_cost(talent, 1), f"Dual-Class ({second.name})")
    ]
    for skill, points in refunds(step.state, step.content, second.id).items():
        entries.append(
            step.credit(
                "skill-points",
                points,
                f"refund: {name_of(step.content, 'skill', skill)} is now a class skill",
            )
        )
    state = replace(
        step.state.with_rank("talent", DUAL_CLASS, 1), classes=(*step.state.classes, second.id)
    )
    return step.done(state, *entries)
