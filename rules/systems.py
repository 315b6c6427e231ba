# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The game systems Sheetwright knows, by id, imported only when first asked for."""

from __future__ import annotations

import importlib
from typing import Any

from rules.engine.system import System

_MODULES = {
    "gravedust": "rules.gravedust.system",
    "lyrian": "rules.lyrian.system",
    "miridon": "rules.miridon.system",
    "heretics": "rules.heretics.system",
}

TITLES = {
    "gravedust": "Gravedust",
    "lyrian": "Lyrian Chronicles",
    "miridon": "Miridon",
    "heretics": "Glorious Heretics",
}


def known_systems() -> list[str]:
    """Ids of every system that can be replayed."""
    return list(_MODULES)


def get_system(system_id: str) -> System[Any]:
    """The system with that id; KeyError with the known ids if there is none."""
    module = _MODULES.get(system_id)
    if module is None:
        raise KeyError(f"unknown game system '{system_id}' (known: {', '.join(_MODULES)})")
    loaded: System[Any] = importlib.import_module(module).SYSTEM
    return loaded
