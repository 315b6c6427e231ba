# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Distinct id types for the things the library stores."""

from __future__ import annotations

from typing import NewType

CharacterId = NewType("CharacterId", str)
CampaignId = NewType("CampaignId", str)
PackId = NewType("PackId", str)
