# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Warnings about what the character carries: unbalanced pairs and a weight penalty."""

from __future__ import annotations

from rules.engine.issue import Issue, Severity
from rules.engine.ledger import Ledger
from rules.engine.ruleset import Ruleset
from rules.miridon.equipment import UNARMED, UNARMED_ONLY_FLAIRS, weight_of, wielded_weapons
from rules.miridon.house_rules import settings_of
from rules.miridon.numbers import FLAIRS_SRC, WEAPONS_SRC, WEIGHT_RULE_SRC
from rules.miridon.prereq import name_of
from rules.miridon.state import MiridonState
from rules.miridon.weapon_balance import wielded_balance


def equipment_issues(state: MiridonState, ledger: Ledger, content: Ruleset) -> list[Issue]:
    """Legal but worth knowing: an unbalanced pair, a weight penalty, a weapon no longer defined."""
    issues = []
    balance = wielded_balance(wielded_weapons(state, content), state.flairs)
    if balance is not None and not balance.ok:
        text = (
            f"{balance.reason}. The rulebook uses [balanced] to calculate the weight of wielding "
            'two weapons on its missing "Weight" page: ask your GM; Sword Dancer does not apply.'
        )
        issues.append(Issue(Severity.WARNING, text, source=balance.source, code="unbalanced-pair"))
    weight = weight_of(state, content, settings_of(state).max_weight_penalty_base)
    if weight.penalty:
        text = (
            f"Weight penalty {weight.penalty}: the wielded weapons weigh {weight.weapons}, the "
            f"Maximum Weight Penalty is {weight.maximum}; Maximum Battle Strength Points are "
            "reduced by it (a house rule)."
        )
        issues.append(Issue(Severity.WARNING, text, source=WEIGHT_RULE_SRC, code="weight-penalty"))
    issues += unarmed_only_issues(state, content)
    for weapon_id in state.wielded:
        if content.get("weapon", weapon_id) is None:
            text = f"The wielded weapon '{weapon_id}' is no longer in the content; it is ignored."
            issues.append(Issue(Severity.WARNING, text, source=WEAPONS_SRC, code="unknown-weapon"))
    if state.armor and content.get("armor", state.armor) is None:
        text = f"The worn armor '{state.armor}' is no longer in the content; treated as unarmored."
        issues.append(Issue(Severity.WARNING, text, source=WEAPONS_SRC, code="unknown-armor"))
    return issues


def unarmed_only_issues(state: MiridonState, content: Ruleset) -> list[Issue]:
    """An error for each weapon still wielded after a flair took away all but Unarmed."""
    blocker = next((f for f in UNARMED_ONLY_FLAIRS if f in state.flairs), None)
    if blocker is None:
        return []
    flair = name_of(content, "flair", blocker)
    return [
        Issue(
            Severity.ERROR,
            f"{flair}: the character cannot use any weapon other than Unarmed; "
            f"unwield {name_of(content, 'weapon', w)}.",
            source=FLAIRS_SRC,
            code="unarmed-only",
        )
        for w in dict.fromkeys(state.wielded)
        if w != UNARMED
    ]
