# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The registry every Miridon op module registers its handlers in."""

from __future__ import annotations

from rules.engine.op_registry import OpRegistry
from rules.miridon.state import MiridonState

OPS: OpRegistry[MiridonState] = OpRegistry()
