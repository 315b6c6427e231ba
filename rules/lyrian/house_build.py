# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What a house build needs and how its stored progress grows (Housing, l. 1546-1574)."""

from __future__ import annotations

from collections.abc import Mapping

from rules.engine.evolve import evolve
from rules.engine.ruleset import Ruleset
from rules.lyrian import numbers as n
from rules.lyrian.content import HOUSE_NEEDS, HouseSize, MaterialKind
from rules.lyrian.materials import split_key
from rules.lyrian.state import Home, frozen

CRAFTING_POINTS = "crafting-points"
PLOT_COST = "plot-cost"
PART_WORDS = {
    CRAFTING_POINTS: "crafting points",
    "lumber": "lumber",
    "metal": "metal units",
    "alchemy": "alchemy units",
    PLOT_COST: "plot cost",
}
MATERIAL_PARTS = HOUSE_NEEDS[1:]


def size_need(entry: HouseSize, part: str) -> int | None:
    """One of a size's four build costs (None: the rulebook gives none)."""
    value = getattr(entry, part.replace("-", "_"))
    return value if isinstance(value, int) else None


def _with_given(
    label: str, computed: Mapping[str, int | None], given: Mapping[str, int | None]
) -> tuple[dict[str, int], tuple[str, ...], str]:
    need: dict[str, int] = {}
    entered: list[str] = []
    for part in HOUSE_NEEDS:
        value, typed = computed[part], given.get(part)
        if value is None and typed is None:
            return (
                {},
                (),
                (f"The rulebook gives no {PART_WORDS[part]} for {label}: enter the GM's number."),
            )
        if value is not None and typed is not None and typed != value:
            return (
                {},
                (),
                (f"{label} needs {value:,} {PART_WORDS[part]} by the rulebook: leave it empty."),
            )
        if value is None:
            entered.append(part)
        need[part] = value if value is not None else int(typed or 0)
    return need, tuple(entered), ""


def build_needs(
    entry: HouseSize, given: Mapping[str, int | None]
) -> tuple[dict[str, int], tuple[str, ...], str]:
    """A new house's needs, the parts the GM's numbers were entered for, or why not."""
    computed = {part: size_need(entry, part) for part in HOUSE_NEEDS}
    return _with_given(f"a {entry.name} house", computed, given)


def upgrade_need(old: HouseSize, new: HouseSize, part: str) -> int | None:
    """The difference between two sizes × 125 %, rounded down (l. 1574); None when not given."""
    before, after = size_need(old, part), size_need(new, part)
    if before is None or after is None:
        return None
    return (after - before) * n.UPGRADE_PERCENT // 100


def upgrade_needs(
    old: HouseSize, new: HouseSize, given: Mapping[str, int | None]
) -> tuple[dict[str, int], tuple[str, ...], str]:
    """An upgrade's needs, the parts entered as the GM's numbers, or why not."""
    computed = {part: upgrade_need(old, new, part) for part in HOUSE_NEEDS}
    return _with_given(f"an upgrade from {old.name} to {new.name}", computed, given)


def plot_difference(old: HouseSize, new: HouseSize) -> int | None:
    """Clim for the additional land: the difference of plot costs (l. 1572); None when not given."""
    if old.plot_cost is None or new.plot_cost is None:
        return None
    return max(0, new.plot_cost - old.plot_cost)


def still_needs(home: Home, part: str) -> int:
    """How much of one part the build in progress still needs."""
    return max(0, home.need.get(part, 0) - home.done.get(part, 0))


def material_parts(
    content: Ruleset, home: Home, materials: Mapping[str, int]
) -> tuple[dict[str, int], str]:
    """The materials as lumber/metal/alchemy units for the build, or why they cannot go in."""
    parts = dict.fromkeys(MATERIAL_PARTS, 0)
    for key, units in materials.items():
        kind_id, material = split_key(key)
        kind = content.typed("material-kind", kind_id, MaterialKind)
        if kind is not None and kind.house_part is None:
            return {}, (
                f"{material} ({kind.name}) is not a house material: a house takes lumber, metal "
                "and alchemy units."
            )
        if kind is not None and kind.house_part is not None:
            parts[kind.house_part] += units
    for part, units in parts.items():
        left = still_needs(home, part)
        if units > left:
            return {}, (
                f"The build of {home.name} still needs {left:,} {PART_WORDS[part]}: "
                f"{units:,} is more than that."
            )
    return parts, ""


def points_problem(home: Home, points: int, parts: Mapping[str, int]) -> str:
    """Why these crafting points cannot be counted (l. 1554: not all of them while materials are
    short; never beyond the total); '' when they can."""
    left = still_needs(home, CRAFTING_POINTS)
    if points > left:
        return f"The build of {home.name} needs only {left:,} more crafting points."
    short = [p for p in MATERIAL_PARTS if still_needs(home, p) > parts.get(p, 0)]
    if points and points == left and short:
        missing = ", ".join(PART_WORDS[p] for p in short)
        return (
            "You cannot complete all crafting points on a house until you finish collecting all "
            f"materials (still short: {missing}); at most {left - 1:,} more points now."
        )
    return ""


def progressed(home: Home, points: int, parts: Mapping[str, int]) -> Home:
    """The home with the progress stored; finished (size = building) when all four are met."""
    done = dict(home.done)
    for part, units in {CRAFTING_POINTS: points, **parts}.items():
        done[part] = done.get(part, 0) + units
    home = evolve(home, done=frozen(done))
    return finished(home)


def finished(home: Home) -> Home:
    """The home with its build finished when nothing is still needed (l. 1556); the build's
    totals stay (the GM's numbers among them)."""
    if home.building is None or any(still_needs(home, p) for p in HOUSE_NEEDS):
        return home
    return evolve(home, size=home.building, building=None)
