# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a printed sheet needs besides the build: the name, the system title, portrait and notes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from model.document import decode_portrait

Paper = Literal["a4", "letter"]


@dataclass(frozen=True)
class SheetMeta:
    """The character's name, the system's title, an optional portrait image and free notes."""

    name: str
    system_title: str
    portrait: bytes | None = None
    notes: str = ""
    campaign_note: str = ""
    """The campaign the character plays in, and its own house rules there (printed in the foot
    of every page): `The Drowned Keep · house rule of this character: Starting Exp 60 (…)`."""


def meta_of(document: Mapping[str, Any], system_title: str) -> SheetMeta:
    """A character document's name, portrait and notes, for printing under the system's title."""
    try:
        portrait = decode_portrait(document.get("portrait"))
    except ValueError:
        portrait = None  # an unusable portrait prints as an empty box rather than failing
    name = str(document.get("name") or "")
    return SheetMeta(name, system_title, portrait, str(document.get("notes") or ""))


def paper_of(paper: str) -> Paper:
    """The paper a setting or option names: letter, or A4 for anything else."""
    return "letter" if paper == "letter" else "a4"
