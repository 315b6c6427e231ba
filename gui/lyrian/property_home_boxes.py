# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The property panel's home boxes: buy a plot (its cost from the rulebook's example, else the
GM's), build the house on it (the GM's numbers where the rulebook gives none), put crafting points
and carried materials into the build, upgrade it; add and upgrade facilities and record a guest's
use of one."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QSpinBox,
)

from gui.character.operation import Operation
from gui.lyrian import property_ops_home as ops
from gui.lyrian.property_widgets import NOT_GIVEN, gm_spin, row
from gui.lyrian.session_boxes import combo, spin
from gui.lyrian.session_choices import fill as fill_combo
from rules.engine.build import Build
from rules.lyrian import numbers as n
from rules.lyrian.content import HOUSE_NEEDS, Facility, HouseSize, MaterialKind
from rules.lyrian.homes import size_entry, uses_left, uses_per_interlude
from rules.lyrian.house_build import PART_WORDS, plot_difference, size_need, upgrade_need
from rules.lyrian.materials import material_words, split_key
from rules.lyrian.state import Home

WIDEST = "10,000,000 (rulebook)"
"""The longest text a number field shows: its width."""
FIELDS = {part: part.replace("-", "_") for part in HOUSE_NEEDS}
"""A build need → the op field the GM's number goes in (`crafting-points` → `crafting_points`)."""


def _note(box: QGroupBox) -> QLabel:
    label = QLabel(box)
    label.setWordWrap(True)
    return label


def boxes(panel: Any) -> list[QGroupBox]:
    """This part's boxes, their steps added with `panel.add_step`."""
    return [_plot_box(panel), _build_box(panel), _facility_box(panel)]


def _plot_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Land", panel)
    form = QFormLayout(box)
    panel.home_name = QLineEdit(box)
    panel.home_name.setAccessibleName("Home name")
    panel.home_name.setPlaceholderText("your name for it, e.g. Riverside")
    panel.home_size = combo("Plot size")
    panel.home_plot_price = gm_spin("Plot price (the GM's)", 100_000_000, WIDEST, " Clim")
    panel.home_place = QLineEdit(box)
    panel.home_place.setAccessibleName("Where the plot is")
    panel.home_place.setPlaceholderText("where it is (optional)")
    panel.home_plot_note = _note(box)
    form.addRow("Name:", panel.home_name)
    form.addRow("Size, price:", row(panel.home_size, panel.home_plot_price))
    form.addRow(panel.home_plot_note)
    form.addRow("Place:", panel.home_place)
    panel.add_step("buy-plot", "Buy Plot", lambda: _buy_plot(panel), box, form)
    panel.home_name.textChanged.connect(panel.refresh)
    panel.home_size.currentIndexChanged.connect(panel.refresh)
    panel.home_plot_price.valueChanged.connect(panel.refresh)
    return box


def _build_box(panel: Any) -> QGroupBox:
    box = QGroupBox("House", panel)
    form = QFormLayout(box)
    panel.home_owned = combo("Home")
    panel.home_progress = _note(box)
    form.addRow("Home:", panel.home_owned)
    form.addRow(panel.home_progress)
    panel.home_gm = {
        part: gm_spin(f"{PART_WORDS[part]} (the GM's)", 10_000_000, WIDEST) for part in HOUSE_NEEDS
    }
    panel.home_gm_note = _note(box)
    form.addRow(
        "Points, lumber:",
        row(panel.home_gm["crafting-points"], panel.home_gm["lumber"], even=True),
    )
    form.addRow("Metal, alchemy:", row(panel.home_gm["metal"], panel.home_gm["alchemy"], even=True))
    form.addRow(panel.home_gm_note)
    panel.add_step("build-house", "Build House", lambda: _build_house(panel), box, form)
    panel.home_points = spin("Crafting points to add", 1_000_000, 0)
    panel.home_material = combo("Material to put in")
    panel.home_units = spin("Units of it", n.MATERIAL_CARRY_LIMIT, 0)
    panel.home_hired = QCheckBox("Hired an NPC carpenter, for", box)
    panel.home_hired_price = spin("Carpenter's price", 10_000_000, 0, " Clim")
    form.addRow("Crafting points:", panel.home_points)
    form.addRow("Material, units:", row(panel.home_material, panel.home_units))
    form.addRow(row(panel.home_hired, panel.home_hired_price))
    panel.add_step("house-progress", "Work on the House", lambda: _progress(panel), box, form)
    panel.home_upgrade_to = combo("Size to upgrade to")
    panel.home_upgrade_price = gm_spin(
        "Land price for the upgrade (the GM's)", 100_000_000, WIDEST, " Clim"
    )
    panel.home_upgrade_note = _note(box)
    form.addRow("Upgrade to:", row(panel.home_upgrade_to, panel.home_upgrade_price))
    form.addRow(panel.home_upgrade_note)
    panel.add_step("upgrade-house", "Upgrade House", lambda: _upgrade(panel), box, form)
    for choice in (panel.home_owned, panel.home_material, panel.home_upgrade_to):
        choice.currentIndexChanged.connect(panel.refresh)
    amounts = (*panel.home_gm.values(), panel.home_points, panel.home_units)
    for amount in (*amounts, panel.home_hired_price, panel.home_upgrade_price):
        amount.valueChanged.connect(panel.refresh)
    panel.home_hired.toggled.connect(panel.refresh)
    return box


def _facility_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Facilities", panel)
    form = QFormLayout(box)
    panel.facility_home = combo("Home with the facility")
    panel.facility_id = combo("Facility")
    panel.facility_price = spin("Facility price (the GM's)", 100_000_000, 0, " Clim")
    panel.facility_note = _note(box)
    form.addRow("Home:", panel.facility_home)
    form.addRow("Facility, price:", row(panel.facility_id, panel.facility_price))
    form.addRow(panel.facility_note)
    panel.add_step("add-facility", "Add Facility", lambda: _facility(panel, "add"), box, form)
    panel.add_step(
        "upgrade-facility", "Upgrade Facility", lambda: _facility(panel, "upgrade"), box, form
    )
    panel.facility_guest = QLineEdit(box)
    panel.facility_guest.setAccessibleName("Who used it")
    panel.facility_guest.setPlaceholderText("a guest's name (optional)")
    form.addRow("Guest:", panel.facility_guest)
    panel.add_step("use-facility", "Record a Guest's Use", lambda: _use(panel), box, form)
    for choice in (panel.facility_home, panel.facility_id):
        choice.currentIndexChanged.connect(panel.refresh)
    panel.facility_price.valueChanged.connect(panel.refresh)
    return box


def _number(box: QSpinBox) -> int | None:
    return box.value() if box.isEnabled() and box.value() >= 0 else None


def _buy_plot(panel: Any) -> Operation | None:
    name, size = panel.home_name.text().strip(), panel.home_size.currentData()
    if not name or not size:
        return None
    content = panel.host.build.content
    price = _number(panel.home_plot_price)
    return ops.buy_plot(content, name, size, price, panel.home_place.text().strip())


def _home(panel: Any, combo_name: str = "home_owned") -> Home | None:
    wanted = getattr(panel, combo_name).currentData()
    homes = getattr(panel.host.build.state, "homes", ())
    return next((h for h in homes if h.name == wanted), None)


def _build_house(panel: Any) -> Operation | None:
    home = _home(panel)
    if home is None:
        return None
    return ops.build_house(home.name, _gm_given(panel))


def _gm_given(panel: Any) -> dict[str, int]:
    """The GM's build numbers entered (op field → number)."""
    return {FIELDS[p]: v for p, box in panel.home_gm.items() if (v := _number(box)) is not None}


def _progress(panel: Any) -> Operation | None:
    home = _home(panel)
    if home is None:
        return None
    key, units = panel.home_material.currentData(), panel.home_units.value()
    materials = {key: units} if key and units else {}
    hired = panel.home_hired.isChecked()
    points = panel.home_points.value()
    price = panel.home_hired_price.value() if hired else 0
    if not points and not materials and not price:
        return None
    return ops.house_progress(home.name, points, materials, hired, price)


def _upgrade(panel: Any) -> Operation | None:
    home, size = _home(panel), panel.home_upgrade_to.currentData()
    if home is None or not size:
        return None
    price = _number(panel.home_upgrade_price)
    return ops.upgrade_house(home.name, size, price, _gm_given(panel))


def _facility(panel: Any, how: str) -> Operation | None:
    home, facility = _home(panel, "facility_home"), panel.facility_id.currentData()
    if home is None or not facility:
        return None
    content = panel.host.build.content
    price = _number(panel.facility_price)
    if how == "add":
        return ops.add_facility(content, home.name, facility, price)
    return ops.upgrade_facility(content, home.name, facility, price)


def _use(panel: Any) -> Operation | None:
    home, facility = _home(panel, "facility_home"), panel.facility_id.currentData()
    if home is None or not facility:
        return None
    content = panel.host.build.content
    return ops.use_facility(content, home.name, facility, panel.facility_guest.text().strip())


def _sizes(build: Build[Any]) -> list[HouseSize]:
    found = [e for e in build.content.entries("house-size") if isinstance(e, HouseSize)]
    return sorted(found, key=lambda e: e.order)


def _size_name(build: Build[Any], size: str | None) -> str:
    entry = size_entry(build.content, size)
    return entry.name if entry else str(size)


def home_words(build: Build[Any], home: Home) -> str:
    """`Riverside: a Small house, building Medium — crafting points 0 / 675, lumber …`."""
    where = f"{home.name}: "
    if home.size:
        where += f"a {_size_name(build, home.size)} house on a {_size_name(build, home.plot)} plot"
    else:
        where += f"a {_size_name(build, home.plot)} plot, no house yet"
    if home.building is None:
        return where + "."
    parts = ", ".join(
        f"{PART_WORDS[p]} {home.done.get(p, 0):,} / {home.need.get(p, 0):,}"
        for p in HOUSE_NEEDS
        if home.need.get(p, 0)
    )
    return f"{where}; building {_size_name(build, home.building)} — {parts}."


def fill(panel: Any, build: Build[Any]) -> None:
    """Fill this part's choices from the build."""
    sizes = _sizes(build)
    rows = [(s.id, s.name, str(s.description)) for s in sizes]
    fill_combo(panel.home_size, rows, {})
    _plot_price(panel, build)
    homes: list[Home] = list(getattr(build.state, "homes", ()))
    fill_combo(panel.home_owned, [(h.name, h.name, home_words(build, h)) for h in homes], {})
    home = _home(panel)
    panel.home_progress.setText(home_words(build, home) if home else "You own no land yet.")
    _materials(panel, build)
    _upgrade_choices(panel, build, home, sizes)
    _gm_parts(panel, build, home)
    finished = [h for h in homes if h.size is not None]
    fill_combo(panel.facility_home, [(h.name, h.name, home_words(build, h)) for h in finished], {})
    _facility_choices(panel, build, _home(panel, "facility_home"))
    _nothing(panel, homes, finished)


def _plot_price(panel: Any, build: Build[Any]) -> None:
    entry = size_entry(build.content, panel.home_size.currentData())
    known = entry.plot_cost if entry else None
    box = panel.home_plot_price
    box.setEnabled(entry is not None and known is None)
    if known is not None:
        box.setSpecialValueText(f"{known:,} Clim (rulebook)")
        box.setValue(-1)
        text = (
            f"A {entry.name if entry else ''} plot costs {known:,} Clim in the rulebook's example "
            "(a plot in the middle of nowhere); your GM may charge more elsewhere."
        )
    else:
        box.setSpecialValueText(NOT_GIVEN)
        name = entry.name if entry else "this size"
        text = f"The rulebook gives no plot cost for a {name} plot: enter your GM's price."
    panel.home_plot_note.setText(text)


def _known_parts(
    build: Build[Any], home: Home | None, upgrade_to: str | None
) -> tuple[str, dict[str, int | None]] | None:
    """What the build the four numbers are for (a first house or an upgrade) needs by the
    rulebook (None: not given), and its words; None when no build can start."""
    if home is None:
        return None
    if home.size is None and home.building is None:
        entry = size_entry(build.content, home.plot)
        if entry is None:
            return None
        return f"a {entry.name} house", {p: size_need(entry, p) for p in HOUSE_NEEDS}
    old, new = size_entry(build.content, home.size), size_entry(build.content, upgrade_to)
    if home.building is not None or old is None or new is None:
        return None
    words = f"an upgrade from {old.name} to {new.name}"
    return words, {p: upgrade_need(old, new, p) for p in HOUSE_NEEDS}


def _gm_parts(panel: Any, build: Build[Any], home: Home | None) -> None:
    """The four build numbers take the GM's only where the rulebook gives none."""
    known = _known_parts(build, home, panel.home_upgrade_to.currentData())
    needs = known[1] if known else {}
    context = (home.name if home else None, known[0] if known else None)
    if getattr(panel, "home_gm_for", None) != context:  # another build: no numbers carried over
        panel.home_gm_for = context
        for box in panel.home_gm.values():
            box.blockSignals(True)
            box.setValue(-1)
            box.blockSignals(False)
    for part, box in panel.home_gm.items():
        value = needs.get(part)
        box.setEnabled(known is not None and value is None)
        box.setSpecialValueText(f"{value:,} (rulebook)" if value is not None else NOT_GIVEN)
        if value is not None:
            box.setValue(-1)
    missing = [PART_WORDS[p] for p in HOUSE_NEEDS if known and needs.get(p) is None]
    if known is None:
        text = ""
    elif missing:
        text = (
            f"The rulebook gives no {', '.join(missing)} for {known[0]}: enter your GM's numbers."
        )
    else:
        text = f"The needs of {known[0]} are the rulebook's."
    panel.home_gm_note.setText(text)
    panel.home_gm_note.setVisible(bool(text))


def _materials(panel: Any, build: Build[Any]) -> None:
    """Carried materials a house takes (lumber, metal, alchemy units)."""
    rows = []
    for key, units in sorted(getattr(build.state, "materials", {}).items()):
        kind = build.content.typed("material-kind", split_key(key)[0], MaterialKind)
        if kind is None or kind.house_part is None:
            continue
        words = f"{material_words(build.content, key)}: {units:,} carried"
        rows.append((key, words, ""))
    fill_combo(panel.home_material, rows, {})
    panel.home_material.setEnabled(bool(rows))
    carried = getattr(build.state, "materials", {}).get(panel.home_material.currentData() or "", 0)
    panel.home_units.setMaximum(carried)
    panel.home_units.setEnabled(bool(rows))


def _upgrade_choices(
    panel: Any, build: Build[Any], home: Home | None, sizes: list[HouseSize]
) -> None:
    current = size_entry(build.content, home.size) if home else None
    larger = [s for s in sizes if current is not None and s.order > current.order]
    fill_combo(panel.home_upgrade_to, [(s.id, s.name, str(s.description)) for s in larger], {})
    new = size_entry(build.content, panel.home_upgrade_to.currentData())
    box = panel.home_upgrade_price
    if home is None or current is None or new is None:
        box.setEnabled(False)
        panel.home_upgrade_note.setText("")
        panel.home_upgrade_note.setVisible(False)
        return
    plot = size_entry(build.content, home.plot) or current
    land = plot_difference(plot, new)
    box.setEnabled(land is None)
    box.setSpecialValueText(f"{land:,} Clim" if land is not None else NOT_GIVEN)
    if land is not None:
        box.setValue(-1)
    land_words = (
        f"The additional land costs {land:,} Clim (the difference of plot costs)."
        if land is not None
        else f"The rulebook gives no plot cost for {plot.name} or {new.name}: enter your GM's "
        "price for the additional land."
    )
    parts = [
        f"{need:,} {PART_WORDS[p]}"
        if (need := upgrade_need(current, new, p)) is not None
        else f"the GM's {PART_WORDS[p]}"
        for p in HOUSE_NEEDS
    ]
    build_words = (
        f"It needs {', '.join(parts)} ({n.UPGRADE_PERCENT} % of the difference between the "
        "sizes); the house stays usable at its old size until finished."
    )
    panel.home_upgrade_note.setText(f"{land_words} {build_words}")
    panel.home_upgrade_note.setVisible(True)


def _facility_entries(build: Build[Any]) -> list[Facility]:
    return [e for e in build.content.entries("facility") if isinstance(e, Facility)]


def _facility_choices(panel: Any, build: Build[Any], home: Home | None) -> None:
    entries = _facility_entries(build)
    levels = home.facilities if home else {}
    rows = []
    for each in entries:
        owned = levels.get(each.id, 0)
        text = f"{each.name} (level {owned})" if owned else each.name
        rows.append((each.id, text, each.effect or str(each.description)))
    fill_combo(panel.facility_id, rows, {})
    entry = next((e for e in entries if e.id == panel.facility_id.currentData()), None)
    level = levels.get(entry.id, 0) if entry else 0
    price_known = bool(entry and level < len(entry.prices))
    panel.facility_price.setEnabled(not price_known)
    panel.facility_price.setToolTip(
        f"{entry.prices[level]:,} Clim by its entry."
        if entry and price_known
        else "The rulebook lists no facility prices: enter your GM's."
    )
    panel.facility_note.setText(_facility_words(build, home, entry, level))


def _facility_words(
    build: Build[Any], home: Home | None, entry: Facility | None, level: int
) -> str:
    if home is None or home.size is None:
        return "A facility needs a finished house."
    size = size_entry(build.content, home.size)
    slots = size.facility_slots if size else 0
    used = len(home.facilities)
    words = [f"{home.name}: {slots - used} of {slots} facility slots free."]
    if entry is None:
        return words[0]
    if level:
        per = uses_per_interlude(build.content, entry.id, level)
        left = uses_left(build.state, build.content, home, entry.id)
        if per is not None and left is not None:
            words.append(f"{entry.name}: {left} of {per} uses left this interlude.")
    if level < n.FACILITY_MAX_LEVEL:
        needed = n.FACILITY_LEVEL_SIZES.get(level + 1)
        order = size.order if size else 0
        if needed and order < needed:
            smallest = next((s.name for s in _sizes(build) if s.order == needed), "larger")
            words.append(f"Level {level + 1} needs at least a {smallest} house.")
    else:
        words.append(f"{entry.name} is at its highest level.")
    if not entry.prices:
        words.append("Its price is the GM's: the rulebook lists none.")
    return " ".join(words)


def _nothing(panel: Any, homes: list[Home], finished: list[Home]) -> None:
    steps = panel.steps
    steps["buy-plot"].nothing = lambda: (
        "Name the home first." if not panel.home_name.text().strip() else ""
    )
    no_land = "You own no land yet: buy a plot first."
    steps["build-house"].nothing = lambda: no_land if not homes else ""
    steps["house-progress"].nothing = lambda: (
        no_land if not homes else "Enter crafting points or the units of a material."
    )
    steps["upgrade-house"].nothing = lambda: (
        no_land if not homes else "Only a finished house can be upgraded, to a larger size."
    )
    none = "You have no finished house: a facility needs one."
    for key in ("add-facility", "upgrade-facility", "use-facility"):
        steps[key].nothing = lambda: none if not finished else ""


SEP = "/"
"""Between the home's name and the facility id in a facility choice (ids have no slash)."""


def facility_rows(build: Build[Any]) -> list[tuple[str, str, str]]:
    """The session view's facility choice: none, then each finished home's facility that helps an
    interlude action or an errand, with its uses left this interlude."""
    rows = [("", "None", "No facility of a home helps this action or errand.")]
    helps = {getattr(e, "facility", None) for e in build.content.entries("errand")} - {None}
    for home in getattr(build.state, "homes", ()):
        if home.size is None:
            continue
        for fid in home.facilities:
            entry = build.content.typed("facility", fid, Facility)
            if entry is None or (entry.bonus_action is None and fid not in helps):
                continue
            left = uses_left(build.state, build.content, home, fid)
            uses = f" ({left} uses left)" if left is not None else ""
            rows.append(
                (f"{home.name}{SEP}{fid}", f"{home.name}: {entry.name}{uses}", entry.effect)
            )
    return rows


def facility_fields(
    build: Build[Any], chosen: str | None, action: str = "", errand: str = ""
) -> dict[str, str]:
    """The `facility` (and `facility_id`) fields for an action or errand the chosen facility helps
    ({} when it helps neither: the choice is ignored)."""
    if not chosen:
        return {}
    home, _, fid = chosen.rpartition(SEP)
    entry = build.content.typed("facility", fid, Facility)
    if entry is not None and action and entry.bonus_action == action:
        return {"facility": home, "facility_id": fid}
    errand_entry = build.content.get("errand", errand) if errand else None
    if errand_entry is not None and getattr(errand_entry, "facility", None) == fid:
        return {"facility": home}
    return {}
