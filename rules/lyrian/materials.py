# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Materials carried, by kind and exact type (Crafting & Gathering — Material, l. 1192-1203)."""

from __future__ import annotations

from rules.engine.ruleset import Ruleset
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import class_of, mastered_of_kind
from rules.lyrian.content import ArtisanKind, LyrianClass, MaterialKind, Skill
from rules.lyrian.state import LyrianState, bumped

SEPARATOR = "/"


def material_key(kind: str, material: str) -> str:
    """The state key of an exact material: `ore/Dark Iron`."""
    return f"{kind}{SEPARATOR}{material.strip()}"


def split_key(key: str) -> tuple[str, str]:
    """`ore/Dark Iron` → (`ore`, `Dark Iron`)."""
    kind, _, material = key.partition(SEPARATOR)
    return kind, material


def material_words(content: Ruleset, key: str) -> str:
    """`Dark Iron (Ore)`: the exact material and its kind, for a player."""
    kind, material = split_key(key)
    return f"{material} ({content.name_of('material-kind', kind)})"


def kind_problem(content: Ruleset, kind: str, material: str) -> str:
    """Why a kind and exact material cannot be named ('' when they can)."""
    if content.typed("material-kind", kind, MaterialKind) is None:
        names = ", ".join(f"{e.id} ({e.name})" for e in content.entries("material-kind"))
        return f"There is no material kind '{kind}'; the kinds are {names}."
    if not material.strip() or SEPARATOR in material:
        return "Name the exact material (for example Dark Iron), without a '/'."
    return ""


def carried(state: LyrianState, key: str) -> int:
    """Units of one exact material the character carries."""
    return state.materials.get(key, 0)


def gain(content: Ruleset, state: LyrianState, key: str, units: int) -> tuple[LyrianState, str]:
    """The state with `units` more of a material, or why not (the 1,000-unit carrying limit)."""
    have = carried(state, key)
    if have + units > n.MATERIAL_CARRY_LIMIT:
        return state, (
            f"A player cannot carry more than {n.MATERIAL_CARRY_LIMIT:,} units of the same "
            f"material: {material_words(content, key)} would be {have + units:,} "
            f"(carrying {have:,})."
        )
    return state.with_owned(materials=bumped(state.materials, key, units)), ""


def spend(content: Ruleset, state: LyrianState, key: str, units: int) -> tuple[LyrianState, str]:
    """The state with `units` fewer of a material, or why not (not enough carried)."""
    have = carried(state, key)
    if units > have:
        return state, (
            f"Not enough {material_words(content, key)}: this needs {units:,} units, "
            f"you carry {have:,}."
        )
    return state.with_owned(materials=bumped(state.materials, key, -units)), ""


def spend_all(
    content: Ruleset, state: LyrianState, materials: dict[str, int]
) -> tuple[LyrianState, str]:
    """The state with every listed material spent, or the first reason why not."""
    for key, units in materials.items():
        kind, material = split_key(key)
        problem = kind_problem(content, kind, material)
        if problem:
            return state, problem
        state, problem = spend(content, state, key, units)
        if problem:
            return state, problem
    return state, ""


def sells_for(content: Ruleset, key: str, units: int) -> int:
    """Clim on the market: 2 units per Clim, junk 4, rounded down (l. 1192)."""
    entry = content.typed("material-kind", split_key(key)[0], MaterialKind)
    return units // entry.units_per_clim if entry else 0


def logged_line(state: LyrianState, text: str, note: str | None) -> LyrianState:
    """The state with one interlude-log line, as the interlude actions write them."""
    return state.logged(f"arc {state.arc}: {text}{f': {note}' if note else ''}")


def _mastered_gatherers(state: LyrianState, content: Ruleset) -> list[LyrianClass]:
    found = (class_of(content, c) for c in mastered_of_kind(state, content, ArtisanKind.GATHERING))
    return [c for c in found if c is not None]


def gather_doubled(state: LyrianState, content: Ruleset, activity: str, kind: str) -> str:
    """The mastered class that doubles a Gather ('' for none): the tier 1 gathering class of the
    activity, or one whose bonus applies to the kind (Trapper: Food or Junk units, l. 1080)."""
    for cls in _mastered_gatherers(state, content):
        if kind in cls.gathering_kinds:
            return cls.name
        if not cls.gathering_kinds and cls.tier == 1 and cls.artisan_skill == activity:
            return cls.name
    return ""


def gather_halves(state: LyrianState, content: Ruleset, activity: str) -> str:
    """The mastered tier 2 gathering class of the activity ('' for none): half of what is gathered
    can be the tier 1.5 material (l. 1080)."""
    for cls in _mastered_gatherers(state, content):
        if cls.tier == 2 and cls.artisan_skill == activity:
            return cls.name
    return ""


def gather_yield(
    state: LyrianState,
    content: Ruleset,
    skill: Skill,
    kind: str,
    material: str,
    half_as: str | None,
) -> tuple[dict[str, int], str]:
    """What a Gather action yields, `kind/Type` → units, or why not (Gather, l. 1080)."""
    doubled = gather_doubled(state, content, skill.id, kind)
    units = n.GATHER_UNITS * (n.GATHER_MASTERED_TIMES if doubled else 1)
    if half_as is None:
        return {material_key(kind, material): units}, ""
    if not gather_halves(state, content, skill.id):
        return {}, (
            f"Half of a {skill.name} Gather can be the tier 1.5 material only with the tier 2 "
            f"gathering class of {skill.name} mastered."
        )
    if half_as.strip().casefold() == material.strip().casefold():
        return {}, "The tier 1.5 material is a different material from the one gathered."
    half = units // 2
    return {material_key(kind, material): units - half, material_key(kind, half_as): half}, ""
