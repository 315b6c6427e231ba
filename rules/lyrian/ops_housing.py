# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Land and houses (Housing, l. 1542-1574): buy a plot, build a house, store progress, upgrade."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from rules.engine.evolve import evolve
from rules.engine.ledger import Entry
from rules.engine.op_registry import OpFields
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import HouseSize, InterludeAction
from rules.lyrian.event_words import Words
from rules.lyrian.homes import (
    find_home,
    size_entry,
    with_home,
)
from rules.lyrian.house_build import (
    CRAFTING_POINTS,
    PLOT_COST,
    build_needs,
    finished,
    material_parts,
    plot_difference,
    points_problem,
    progressed,
    upgrade_needs,
)
from rules.lyrian.materials import spend_all
from rules.lyrian.op_fields import BuildUnits, Name, Price
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import interlude_phase, started
from rules.lyrian.state import Home, LyrianState, frozen

Step_ = Step[LyrianState]
CRAFTING_ACTION = "crafting"


class BuyPlot(OpFields):
    """Fields of `buy-plot`: your name for the home, the plot's size, the GM's price, where."""

    name: Name
    size: str
    price: Price | None = None
    place: Annotated[str, Field(max_length=200)] = ""


class GmNumbers(OpFields):
    """The four build costs, each entered only when the rulebook gives none (the GM's)."""

    crafting_points: BuildUnits | None = None
    lumber: BuildUnits | None = None
    metal: BuildUnits | None = None
    alchemy: BuildUnits | None = None

    def given(self) -> dict[str, int | None]:
        """The entered numbers by house part."""
        return {
            CRAFTING_POINTS: self.crafting_points,
            "lumber": self.lumber,
            "metal": self.metal,
            "alchemy": self.alchemy,
        }


class BuildHouse(GmNumbers):
    """Fields of `build-house`: the home whose plot is built on."""

    home: Name


class HouseProgress(OpFields):
    """Fields of `house-progress`: crafting points reached, materials put in, or a hired carpenter."""

    home: Name
    crafting_points: BuildUnits = 0
    materials: dict[str, Annotated[int, Field(ge=1, le=100_000_000)]] = Field(default_factory=dict)
    hired: bool = False
    price: Price = 0


class UpgradeHouse(GmNumbers):
    """Fields of `upgrade-house`: the larger size, the GM's land price when not given."""

    home: Name
    size: str
    price: Price | None = None


def log_line(step: Step_, text: str) -> str:
    note = f": {step.event.note}" if step.event.note else ""
    return f"arc {step.state.arc}: {text}{note}"


def pay(step: Step_, price: int, what: str) -> tuple[Entry, ...]:
    return (step.debit("clim", price, what),) if price else ()


def not_started(step: Step_) -> str:
    check = started(step.state)
    return "" if check else check.reason


@OPS.op("buy-plot", BuyPlot)
def buy_plot(step: Step_, f: BuyPlot) -> Outcome[LyrianState]:
    """Buy land of a size for the rulebook's plot cost or the GM's price."""
    entry = step.content.typed("house-size", f.size, HouseSize)
    problem = not_started(step)
    if entry is None:
        names = ", ".join(e.name for e in step.content.entries("house-size"))
        problem = problem or f"There is no plot size '{f.size}' (the sizes are: {names})."
    elif (same := find_home(step.state, f.name)) is not None:
        problem = problem or f"You already have a home named '{same.name}'."
    elif f.price is None and entry.plot_cost is None:
        problem = problem or (
            f"The rulebook gives no plot cost for a {entry.name} plot: enter the GM's price."
        )
    if problem or entry is None:
        return step.refuse(problem, n.HOUSING_SRC)
    price = entry.plot_cost if f.price is None else f.price
    entered = (PLOT_COST,) if entry.plot_cost is None else ()
    gm_price = price if entry.plot_cost is None else None
    home = Home(name=f.name.strip(), plot=entry.id, entered=entered, land_price=gm_price)
    where = f" ({f.place.strip()})" if f.place.strip() else ""
    text = f"Bought a {entry.name} plot, {home.name}{where}, for {price or 0:,} Clim"
    state = with_home(step.state, home).logged(log_line(step, text))
    return step.done(state, *pay(step, price or 0, f"{entry.name} plot: {home.name}"))


def named_home(step: Step_, name: str) -> tuple[Home | None, str]:
    problem = not_started(step)
    home = find_home(step.state, name)
    if home is None:
        return None, problem or f"There is no home named '{name}'."
    return home, problem


def _entered(home: Home, parts: tuple[str, ...], plot: tuple[str, ...] = ()) -> tuple[str, ...]:
    """The GM's numbers: the plot cost once entered, and the parts of the latest build."""
    return (*dict.fromkeys((*(p for p in home.entered if p == PLOT_COST), *plot)), *parts)


@OPS.op("build-house", BuildHouse)
def build_house(step: Step_, f: BuildHouse) -> Outcome[LyrianState]:
    """Start building a house of the plot's size; its progress is stored (l. 1554)."""
    home, problem = named_home(step, f.home)
    if home is not None and (home.size is not None or home.building is not None):
        problem = problem or f"{home.name} already has a house or a build: upgrade it instead."
    entry = size_entry(step.content, home.plot) if home else None
    if home is None or entry is None or problem:
        return step.refuse(problem or "The plot's size is not in the content.", n.HOUSING_SRC)
    need, entered, problem = build_needs(entry, f.given())
    if problem:
        return step.refuse(problem, n.HOUSING_SRC)
    built = evolve(
        home, building=entry.id, need=frozen(need), done=frozen(), entered=_entered(home, entered)
    )
    text = f"Began building a {entry.name} house on {home.name}"
    return step.done(with_home(step.state, finished(built)).logged(log_line(step, text)))


def _crafting_cost(step: Step_, f: HouseProgress) -> tuple[tuple[Entry, ...], str]:
    if f.hired:
        return pay(step, f.price, "NPC carpenter"), ""
    if not f.crafting_points:
        return (), ""
    check = interlude_phase(step.state)
    if not check:
        return (), f"{check.reason} Crafting on a house is the Crafting interlude action."
    action = step.content.typed("interlude-action", CRAFTING_ACTION, InterludeAction)
    priced = action.ip_cost if action is not None else None
    cost = step.state.unpriced_action_ip if priced is None else priced
    return ((step.debit("ip", cost, "Crafting: house"),) if cost else ()), ""


@OPS.op("house-progress", HouseProgress)
def house_progress(step: Step_, f: HouseProgress) -> Outcome[LyrianState]:
    """Put materials and crafting points into a build; it finishes when all four are met."""
    home, problem = named_home(step, f.home)
    if home is not None and home.building is None:
        problem = problem or f"Nothing is being built on {home.name}: start a build first."
    if not problem and not f.crafting_points and not f.materials and not f.price:
        problem = "Give the crafting points reached or the materials put in."
    if home is None or problem:
        return step.refuse(problem, n.HOUSING_SRC)
    state, problem = spend_all(step.content, step.state, dict(f.materials))
    parts, parts_problem = material_parts(step.content, home, f.materials)
    problem = problem or parts_problem or points_problem(home, f.crafting_points, parts)
    entries, cost_problem = _crafting_cost(step, f)
    if problem or cost_problem:
        return step.refuse(problem or cost_problem, n.HOUSING_SRC)
    built = progressed(home, f.crafting_points, parts)
    state = with_home(state, built).logged(log_line(step, _progress_words(home, built, f, parts)))
    return step.done(state, *entries)


def _progress_words(before: Home, after: Home, f: HouseProgress, parts: dict[str, int]) -> str:
    put = [f"{units:,} {part}" for part, units in parts.items() if units]
    if f.crafting_points:
        who = " (hired carpenter)" if f.hired else ""
        put.insert(0, f"{f.crafting_points:,} crafting points{who}")
    text = f"Building {before.name}: " + ", ".join(put or ["a hired carpenter paid"])
    return text + (" — the house is finished" if after.building is None else "")


@OPS.op("upgrade-house", UpgradeHouse)
def upgrade_house(step: Step_, f: UpgradeHouse) -> Outcome[LyrianState]:
    """Buy the additional land and start building the larger house (l. 1568-1574)."""
    home, problem = named_home(step, f.home)
    new = step.content.typed("house-size", f.size, HouseSize)
    old = size_entry(step.content, home.size) if home else None
    if home is not None and (old is None or home.building is not None):
        problem = problem or f"{home.name} needs a finished house, with no build going on, first."
    if not problem and new is None:
        problem = f"There is no house size '{f.size}'."
    if not problem and old and new and new.order <= old.order:
        problem = f"An upgrade goes to a larger size than {old.name}."
    if home is None or old is None or new is None or problem:
        return step.refuse(problem, n.UPGRADE_SRC)
    plot = size_entry(step.content, home.plot) or old
    land = plot_difference(plot, new) if f.price is None else f.price
    if land is None:
        missing = " or ".join(e.name for e in (plot, new) if e.plot_cost is None)
        problem = f"The rulebook gives no plot cost for {missing}: enter the GM's price."
        return step.refuse(problem, n.UPGRADE_SRC)
    need, entered, problem = upgrade_needs(old, new, f.given())
    if problem:
        return step.refuse(problem, n.UPGRADE_SRC)
    price_entered = (PLOT_COST,) if plot_difference(plot, new) is None else ()
    upgraded = evolve(
        home,
        plot=new.id if new.order > plot.order else plot.id,
        building=new.id,
        need=frozen(need),
        done=frozen(),
        entered=_entered(home, entered, price_entered),
        land_price=land if price_entered else home.land_price,
    )
    text = f"Began upgrading {home.name} from {old.name} to {new.name} (land {land:,} Clim)"
    state = with_home(step.state, finished(upgraded)).logged(log_line(step, text))
    return step.done(state, *pay(step, land, f"{new.name} plot: {home.name}"))


def _words(template: str) -> Words:
    return lambda f, _c: template.format(**{k: f.get(k, "?") for k in ("name", "home")})


WORDS: dict[str, Words] = {
    "buy-plot": _words("Buy Plot {name}"),
    "build-house": _words("Build House on {home}"),
    "house-progress": _words("Work on {home}"),
    "upgrade-house": _words("Upgrade {home}"),
}
"""Each op of this module in a player's words, as the undo labels say them."""
