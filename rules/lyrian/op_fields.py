# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The value types Lyrian op fields share: prices, units of material, names a player gives."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

Price = Annotated[int, Field(ge=0, le=1_000_000_000)]
"""Clim paid or asked (the GM's price, where the rulebook gives none)."""
Units = Annotated[int, Field(ge=1, le=1_000_000)]
"""Units of a material gained, sold, spent or paid."""
BuildUnits = Annotated[int, Field(ge=0, le=100_000_000)]
"""A house build's crafting points and material totals (0: none needed)."""
Name = Annotated[str, Field(min_length=1, max_length=80)]
"""A player's name for a home, mount, animal, craft or outcrop."""
