# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The registry every Gravedust op module registers its handlers in."""

from __future__ import annotations

from rules.engine.op_registry import OpRegistry
from rules.gravedust.state import GravedustState

OPS: OpRegistry[GravedustState] = OpRegistry()
