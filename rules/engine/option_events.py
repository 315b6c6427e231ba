# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Small builders for a system's option → event table (`System.option_events`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rules.engine.event import Event
from rules.engine.option import Option

if TYPE_CHECKING:
    from rules.engine.build import Build
    from rules.engine.system import OptionEvents


def one_field(op: str, field: str) -> OptionEvents:
    """The op with the option's id as its one field (`buy-skill skill=<id>`)."""

    def events(built: Build[Any], option: Option) -> list[Event]:
        return [Event(op, {field: option.id})]

    return events


def two_fields(op: str, first: str, second: str) -> OptionEvents:
    """The op with an option id `a:b` split into two fields."""

    def events(built: Build[Any], option: Option) -> list[Event]:
        left, right = option.id.split(":", 1)
        return [Event(op, {first: left, second: right})]

    return events


class NeedsChoice(list[Event]):
    """Candidates for an option that leaves a choice open (Learn Class: which class): `add` refuses
    the first for the missing choice, another rule than the option's, so the option keeps its own
    reasons."""
