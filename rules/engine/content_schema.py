# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Base schema every content entry shares: a stable id, a display name and a source."""

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, ValidationInfo

from rules.engine.source_ref import Source

EntryId = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]
"""Lower-case letters, digits and dashes; stable across versions and renames."""

Text = Annotated[str, Field(max_length=4000)]


class Entry(BaseModel):
    """One piece of content: every kind of entry extends this."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    id: EntryId
    name: str = Field(min_length=1, max_length=120)
    source: Source
    description: Text = ""


def _check_formula(value: str, info: ValidationInfo) -> str:
    """Parse a formula against the names in the validation context (`names`), or fail."""
    from rules.engine.expression import ExpressionError, parse  # only content loads check one

    context = info.context if isinstance(info.context, dict) else {}
    names = frozenset(context.get("names", frozenset()))
    try:
        parse(value, names)
    except ExpressionError as exc:
        raise ValueError(exc.message) from exc
    return value


Formula = Annotated[str, Field(min_length=1, max_length=1000), AfterValidator(_check_formula)]
"""A rules expression (`might * 2 + 1`), checked when content loads: unknown names are errors."""
