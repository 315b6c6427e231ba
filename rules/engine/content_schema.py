# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Base schema every content entry shares: a stable id, a display name and a source."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from rules.engine.source_ref import Source

EntryId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]
"""Lower-case letters, digits and dashes; stable across versions and renames."""

Text = Annotated[str, Field(max_length=4000)]


class Entry(BaseModel):
    """One piece of content: every kind of entry extends this."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: EntryId
    name: str = Field(min_length=1, max_length=120)
    source: Source
    description: Text = ""
