# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Restrictions that fix a property, such as No Duration (l. 287-290).

"This buff always ends at the beginning of your next turn and can not be sustained": whatever
ranks sit in Duration, the buff lasts until the start of your next turn, so those ranks are wasted.
"""

from __future__ import annotations

from rules.engine.issue import Issue, Severity
from rules.engine.ruleset import Ruleset
from rules.heretics.ability_design import property_ranks
from rules.heretics.content import AbilityTemplate, Property, Restriction
from rules.heretics.state import Ability

LABELS = {
    Property.ACCURACY: "Accuracy",
    Property.CR: "CR",
    Property.POWER: "Power",
    Property.AREA_OF_EFFECT: "Area of Effect",
    Property.RANGE: "Range",
    Property.DURATION: "Duration",
    Property.NUMBER_OF_CREATURES: "Number of Creatures",
}
"""How each property is named on a sheet."""


def overriding_restriction(
    ability: Ability, prop: Property, content: Ruleset
) -> Restriction | None:
    """The restriction on this ability that fixes `prop`, if any."""
    for applied in ability.restrictions:
        entry = content.typed("restriction", applied.id, Restriction)
        if entry is not None and entry.overrides is prop:
            return entry
    return None


def wasted_rank_issues(
    ability: Ability, template: AbilityTemplate, content: Ruleset
) -> list[Issue]:
    """A warning for each property whose ranks a restriction makes pointless."""
    issues = []
    for rule in template.properties:
        ranks = property_ranks(ability, rule.property)
        entry = overriding_restriction(ability, rule.property, content)
        if entry is None or ranks < 1:
            continue
        spent = f"{ranks} rank{'s' if ranks != 1 else ''} in {LABELS[rule.property]}"
        verb = "have" if ranks != 1 else "has"
        message = f"{ability.name}: {spent} {verb} no effect: {entry.name} — {entry.effect}"
        issues.append(Issue(Severity.WARNING, message, source=entry.source, code="wasted-ranks"))
    return issues
