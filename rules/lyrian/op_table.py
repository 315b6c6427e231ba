# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The registry every Lyrian op module registers its handlers in."""

from __future__ import annotations

from rules.engine.op_registry import OpRegistry
from rules.lyrian.state import LyrianState

OPS: OpRegistry[LyrianState] = OpRegistry()
