# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks on the finished Glorious Heretics history: proficiencies and every ability's modifiers."""

from __future__ import annotations

from rules.engine.check import Check
from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source
from rules.heretics.ability_design import unassigned_ranks
from rules.heretics.content import AbilityTemplate, Improvement, Restriction
from rules.heretics.modifier_checks import improvement_check, restriction_check
from rules.heretics.numbers import (
    ABILITY_RANKS_SRC,
    BASE_HIT_POINTS,
    EXP_PER_HIT_POINT,
    PROFICIENCIES,
    RESTRICTIONS_SRC,
    SKILLS_SRC,
)
from rules.heretics.overrides import wasted_rank_issues
from rules.heretics.state import Ability, HereticsState


def final_issues(state: HereticsState, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """Missing proficiencies warn; a modifier that no longer qualifies is an error."""
    issues = []
    if not state.proficiencies:
        issues.append(
            Issue(
                Severity.WARNING,
                "No proficiencies chosen yet (a new character picks 5 skills).",
                source=SKILLS_SRC,
                code="no-proficiencies",
            )
        )
    elif len(state.proficiencies) != PROFICIENCIES:
        issues.append(
            Issue(
                Severity.ERROR,
                f"A character is proficient in exactly {PROFICIENCIES} skills.",
                source=SKILLS_SRC,
                code="proficiencies",
            )
        )
    for ability in state.abilities:
        issues += ability_issues(ability, content)
    return issues + self_damage_issues(state, content)


def ability_issues(ability: Ability, content: Ruleset) -> list[Issue]:
    """Re-check every restriction and improvement of one ability against its Type line."""
    template = content.typed("ability", ability.template, AbilityTemplate)
    if template is None:
        return []
    checks: list[tuple[str, Source | None, Check]] = []
    for applied in ability.restrictions:
        entry = content.typed("restriction", applied.id, Restriction)
        if entry is not None:
            check = restriction_check(entry, applied, template, ability, content)
            checks.append((entry.name, entry.source, check))
    for imp_id, ranks in ability.improvements.items():
        improvement = content.typed("improvement", imp_id, Improvement)
        if improvement is not None:
            check = improvement_check(improvement, template, ability, ranks, content)
            checks.append((improvement.name, improvement.source, check))
    issues = [
        Issue(Severity.ERROR, f"{ability.name}: {name} no longer applies — it {check.reason}.",
              source=source, code="modifier")
        for name, source, check in checks
        if not check
    ]  # fmt: skip
    issues += wasted_rank_issues(ability, template, content)
    if not template.default and ability.paid < 1:
        message = (
            f"{ability.name} has no paid rank yet: an ability is obtained by investing a rank "
            "in it."
        )
        issues.append(Issue(Severity.ERROR, message, source=ABILITY_RANKS_SRC, code="unbought"))
    if unassigned_ranks(ability, content) < 0:
        message = f"{ability.name} has assigned more ranks than it has."
        issues.append(Issue(Severity.ERROR, message, source=ABILITY_RANKS_SRC, code="ranks"))
    return issues


def self_damage_issues(state: HereticsState, content: Ruleset) -> list[Issue]:
    """Self Damage that would take every hit point can never be used (l. 304)."""
    most = BASE_HIT_POINTS + state.hit_point_exp // EXP_PER_HIT_POINT
    issues = []
    for ability in state.abilities:
        for applied in ability.restrictions:
            if applied.hit_points and applied.hit_points >= most:
                message = (
                    f"{ability.name}: Self Damage of {applied.hit_points} would reduce your "
                    f"{most} hit points to 0, so the ability can never be used."
                )
                issues.append(Issue(Severity.WARNING, message, source=RESTRICTIONS_SRC,
                                    code="self-damage"))  # fmt: skip
    return issues
