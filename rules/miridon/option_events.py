# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The events each Miridon option stands for, the plain one first."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.option_events import one_field
from rules.engine.system import OptionEvents


def _class(built: Build[Any], option: Option) -> list[Event]:
    """The first class is chosen; a later one is taken as a dual class."""
    op = "take-dual-class" if built.state.classes else "choose-class"
    return [Event(op, {"class": option.id})]


OPTION_EVENTS: dict[str, OptionEvents] = {
    "class": _class,
    "skill": one_field("buy-skill-rank", "skill"),
    "talent": one_field("buy-talent-rank", "talent"),
    "flair": one_field("buy-flair", "flair"),
    "weapon": one_field("wield", "weapon"),
    "armor": one_field("wear-armor", "armor"),
}
