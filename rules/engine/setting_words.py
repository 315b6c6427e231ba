# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A house rule in a player's words: what it decides, its value as `yes`/`no` or a number."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # annotations only: listing the library never loads pydantic
    from pydantic.fields import FieldInfo

NOT_SET = "not set"


def setting_title(name: str, field: FieldInfo) -> str:
    """What the house rule decides (the field's title), else its name in words: `Starting exp`."""
    return field.title or name.replace("_", " ").capitalize()


def value_words(value: object) -> str:
    """`yes` / `no` for a yes-or-no rule, `not set` for none, a number as written."""
    if value is None:
        return NOT_SET
    if isinstance(value, bool):
        return "yes" if value else "no"
    return f"{value:,}" if isinstance(value, int) else str(value)


def about(field: FieldInfo) -> str:
    """The field's description on one line."""
    return " ".join((field.description or "").split())
