# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks on the finished Glorious Heretics history: proficiencies and every ability's modifiers."""

from __future__ import annotations

from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.heretics.ability_design import qualifies, unassigned_ranks
from rules.heretics.content import AbilityTemplate, Improvement, Restriction
from rules.heretics.numbers import ABILITY_RANKS_SRC, SKILLS_SRC
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
    for ability in state.abilities:
        issues += ability_issues(ability, content)
    return issues


def ability_issues(ability: Ability, content: Ruleset) -> list[Issue]:
    """Re-check every restriction and improvement of one ability against its Type line."""
    template = content.typed("ability", ability.template, AbilityTemplate)
    if template is None:
        return []
    issues = []
    found: list[Restriction | Improvement | None] = [
        content.typed("restriction", r, Restriction) for r in ability.restrictions
    ]
    found += [content.typed("improvement", i, Improvement) for i in ability.improvements]
    for entry in found:
        check = qualifies(entry.applies_to, template, ability) if entry else None
        if entry is not None and check is not None and not check:
            message = f"{ability.name}: {entry.name} no longer applies — it {check.reason}."
            issues.append(Issue(Severity.ERROR, message, source=entry.source, code="modifier"))
    if unassigned_ranks(ability, content) < 0:
        message = f"{ability.name} has assigned more ranks than it has."
        issues.append(Issue(Severity.ERROR, message, source=ABILITY_RANKS_SRC, code="ranks"))
    return issues
