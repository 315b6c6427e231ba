# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The registry every Glorious Heretics op module registers its handlers in."""

from __future__ import annotations

from rules.engine.op_registry import OpRegistry
from rules.heretics.state import HereticsState

OPS: OpRegistry[HereticsState] = OpRegistry()
