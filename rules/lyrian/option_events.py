# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The events each Lyrian Chronicles option stands for, the plain one first."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.option_events import NeedsChoice, one_field
from rules.engine.system import OptionEvents


def _ability(built: Build[Any], option: Option) -> list[Event]:
    cls, number = option.id.rsplit(":", 1)
    return [Event("buy-ability", {"class": cls, "ability": int(number)})]


def _action(built: Build[Any], option: Option) -> list[Event]:
    """An action with each choice it may need: a class to learn or mentor, an injury, an ability."""
    base = {"action": option.id}
    extra: list[dict[str, Any]] = [{}]
    extra += [{"class": c.id} for c in built.content.entries("class")]
    extra += [{"injury": i} for i in dict.fromkeys(built.state.injuries)]
    extra += [{"ability": a.id} for a in built.content.entries("ability")]
    events = [Event("interlude-action", {**base, **more}) for more in extra]
    action = built.content.get("interlude-action", option.id)
    return NeedsChoice(events) if getattr(action, "learns_class", False) else events


OPTION_EVENTS: dict[str, OptionEvents] = {
    "race": one_field("choose-race", "race"),
    "class": one_field("unlock-class", "class"),
    "ability": _ability,
    "interlude-action": _action,
    "skill": one_field("buy-skill", "skill"),
}
