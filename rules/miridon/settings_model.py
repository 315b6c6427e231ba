# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Miridon house-rule settings: the values a GM may set where the rulebook is silent."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class MiridonSettings(BaseModel):
    """House rules for Miridon: the weight rules, whose "Weight" page the rulebook lacks."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    # Descriptions are given, not read from attribute docstrings: reading those reads and parses
    # this file's source, which costs a command more than the rest of this model.

    max_weight_penalty_base: Annotated[
        int,
        Field(
            ge=0,
            le=999,
            title="Maximum Weight Penalty before Inhuman Strength",
            description="The Maximum Weight Penalty of a character before their Inhuman Strength"
            ' rank is added; the\nrulebook\'s "Weight" page, which would give it, is missing.',
        ),
    ] = 0
