# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon house rules as the sheet shows them (the settings live on the state)."""

from __future__ import annotations

from typing import Any

from rules.miridon.numbers import HOUSE_RULE, WEIGHT_RULE_SRC
from rules.miridon.settings_model import MiridonSettings
from rules.miridon.state import MiridonState


def settings_of(state: MiridonState) -> MiridonSettings:
    """The character's house rules (the defaults for a state built without them)."""
    return state.settings


def house_rules_section(settings: MiridonSettings) -> list[dict[str, Any]]:
    """The house rules in force, for the sheet: what each is, its value and its default."""
    return [
        {
            "setting": "max_weight_penalty_base",
            "label": "Maximum Weight Penalty before Inhuman Strength",
            "value": settings.max_weight_penalty_base,
            "default": 0,
            "kind": HOUSE_RULE,
            "text": (
                "Weight penalty = sum of the wielded weapons' weights − Maximum Weight Penalty, "
                "never below 0; Maximum Weight Penalty = this value + Inhuman Strength rank; "
                "Maximum Battle Strength Points = Maximum Strength Points − weight penalty "
                "(+ Inhuman Strength rank); Maximum Battle Speed Points = Maximum Speed Points − "
                "armor Speed Point Reduction (+ Inhuman Speed rank)."
            ),
            "source": WEIGHT_RULE_SRC.cite(),
        }
    ]
