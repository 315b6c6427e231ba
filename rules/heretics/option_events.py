# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The events each Glorious Heretics option stands for, the plain one first.

Proficiencies (five chosen in one event) and templates (an ability needs a name) have none:
their options keep their own reasons."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.option import Option
from rules.engine.option_events import one_field, two_fields
from rules.engine.system import OptionEvents
from rules.heretics.modifier_checks import CHOICE_KINDS


def _choices(built: Build[Any], kind: str, entry_id: str) -> list[dict[str, Any]]:
    """Each choice a feat or restriction names (a debuff, a shape, a skill)."""
    names = getattr(built.content.get(kind, entry_id), "names", None)
    if names is None:
        return [{}]
    return [{"choice": e.id} for e in built.content.entries(CHOICE_KINDS[names])]


def _feat(built: Build[Any], option: Option) -> list[Event]:
    choices = _choices(built, "feat", option.id)
    return [Event("buy-feat-rank", {"feat": option.id, **c}) for c in choices]


def _restriction(built: Build[Any], option: Option) -> list[Event]:
    """The restriction with each choice it may name, and Self Damage with its smallest step."""
    ability, restriction = option.id.split(":", 1)
    step = getattr(built.content.get("restriction", restriction), "gain_per_hit_points", None)
    extra = [{"hit_points": step}] if step else _choices(built, "restriction", restriction)
    fields = {"ability": ability, "restriction": restriction}
    return [Event("add-restriction", {**fields, **more}) for more in extra]


OPTION_EVENTS: dict[str, OptionEvents] = {
    "skill": one_field("raise-skill", "skill"),
    "feat": _feat,
    "improvement": two_fields("add-improvement", "ability", "improvement"),
    "restriction": _restriction,
}
