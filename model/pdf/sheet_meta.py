# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a printed sheet needs besides the build: the name, the system title, portrait and notes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

Paper = Literal["a4", "letter"]


@dataclass(frozen=True)
class SheetMeta:
    """The character's name, the system's title, an optional portrait image and free notes."""

    name: str
    system_title: str
    portrait: bytes | None = None
    notes: str = ""
