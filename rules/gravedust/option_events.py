# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The events each Gravedust option stands for, the plain one first."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.option_events import one_field
from rules.engine.system import OptionEvents
from rules.gravedust.numbers import GEAR_SLOTS


def _ability(kind: str) -> OptionEvents:
    """A known skill or spell is equipped; an unknown one is learned."""

    def events(built: Build[Any], option: Option) -> list[Event]:
        known = built.state.known_skills if kind == "skill" else built.state.known_spells
        op = f"equip-{kind}" if option.id in known else f"learn-{kind}"
        return [Event(op, {kind: option.id})]

    return events


def _gear(built: Build[Any], option: Option) -> list[Event]:
    """The gear gained straight into each slot (the gear options are the Equip Gear list)."""
    fields = {"gear": option.id, "instance": f"{option.id}-{len(built.events) + 1}"}
    return [Event("gain-gear", {**fields, "slot": slot}) for slot in GEAR_SLOTS]


OPTION_EVENTS: dict[str, OptionEvents] = {
    "race": one_field("choose-race", "race"),
    "attribute": one_field("raise-attribute", "attribute"),
    "gear": _gear,
    "item": one_field("add-item", "item"),
    "skill": _ability("skill"),
    "spell": _ability("spell"),
}
