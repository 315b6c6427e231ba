# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Checks on the finished history: things that are legal but worth knowing, or broken by content."""

from __future__ import annotations

from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.gravedust.gear_rules import gear_of
from rules.gravedust.numbers import ATTRIBUTES_SRC, LEVELING_SRC, SKILLS_SRC
from rules.gravedust.skill_slots import skill_slots
from rules.gravedust.state import GravedustState


def final_issues(state: GravedustState, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """Warnings about unchosen points and missing race, errors about content that went missing."""
    issues: list[Issue] = []
    points = ledger.balance("attribute-points")
    if points > 0:
        issues.append(
            Issue(
                Severity.WARNING,
                f"{points} attribute point(s) from levelling up not chosen yet — they are kept until you choose.",
                source=LEVELING_SRC,
                code="unspent-attribute-points",
            )
        )
    if state.race is None and content.entries("race"):
        issues.append(
            Issue(Severity.WARNING, "No race chosen yet.", source=ATTRIBUTES_SRC, code="no-race")
        )
    issues.extend(_missing_gear(state, content))
    issues.extend(_too_many_abilities(state, content))
    return issues


def _missing_gear(state: GravedustState, content: Ruleset) -> list[Issue]:
    return [
        Issue(
            Severity.ERROR,
            f"Gear '{p.gear_id}' ({p.instance}) is not in the loaded content; is a pack missing?",
            code="missing-content",
        )
        for p in state.owned()
        if gear_of(content, p.gear_id) is None
    ]


def _too_many_abilities(state: GravedustState, content: Ruleset) -> list[Issue]:
    slots = skill_slots(state, content).value
    used = len(state.equipped_skills) + len(state.equipped_spells)
    if used <= slots:
        return []
    return [
        Issue(
            Severity.ERROR,
            f"{used} skills and spells are equipped but there are only {slots} skill slots.",
            source=SKILLS_SRC,
            code="skill-slots",
        )
    ]
