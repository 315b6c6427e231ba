# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The property panel's materials, crafting and gathering boxes: gain, sell and spend materials;
begin a craft with its materials and bonus, and finish it (points typed from the table, or from
the crafting dice helper); the Gather action and a gathering session at an outcrop."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QStringListModel
from PySide6.QtWidgets import (
    QCheckBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import property_ops as ops
from gui.lyrian.crafting_dice_dialog import CraftingDiceDialog
from gui.lyrian.equipment_page import HANDS
from gui.lyrian.session_boxes import combo, spin
from gui.lyrian.session_choices import fill as fill_combo
from gui.widgets.sheet_style import value_tooltip
from rules.engine.build import Build
from rules.engine.sheet_value import SheetValue, Term
from rules.lyrian import numbers as n
from rules.lyrian import property_crafting as pc
from rules.lyrian.content import Facility, Skill, SkillCategory
from rules.lyrian.experience import spirit_core
from rules.lyrian.homes import facility_level, find_home, level_value
from rules.lyrian.materials import material_key, split_key

NONE = ""
"""The data of a combo's "none" row."""


def boxes(panel: Any) -> list[QGroupBox]:
    """This part's boxes, their steps added with `panel.add_step`."""
    panel.craft_paying = {}  # kind/Type → units the craft uses
    panel.craft_dice = None  # the dice helper last opened
    panel.craft_count_seen = None  # crafts in the build at the last fill
    return [
        _materials_box(panel),
        _crafting_box(panel),
        _finish_box(panel),
        _gather_box(panel),
        _outcrop_box(panel),
    ]


# --- small widgets -------------------------------------------------------------------------------


def _line(name: str, hint: str) -> QLineEdit:
    edit = QLineEdit()
    edit.setAccessibleName(name)
    edit.setPlaceholderText(hint)
    edit.setMaxLength(80)
    return edit


def _offered(edit: QLineEdit) -> QStringListModel:
    """The materials offered while typing (the carried ones, then the kind's examples)."""
    model = QStringListModel(edit)
    completer = QCompleter(model, edit)
    completer.setCaseSensitivity(completer.caseSensitivity().CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
    edit.setCompleter(completer)
    return model


def _row(*widgets: QWidget, stretch_first: bool = True) -> QHBoxLayout:
    row = QHBoxLayout()
    for index, widget in enumerate(widgets):
        row.addWidget(widget, 1 if index == 0 and stretch_first else 0)
    if not stretch_first:
        row.addStretch(1)
    return row


def _bonus_label() -> QLabel:
    label = QLabel()
    label.setAccessibleName("Bonus")
    return label


def _refresh_on(panel: Any, *widgets: QWidget) -> None:
    for widget in widgets:
        for signal in ("currentIndexChanged", "valueChanged", "textChanged", "toggled"):
            if hasattr(widget, signal):
                getattr(widget, signal).connect(panel.refresh)
                break


# --- materials -----------------------------------------------------------------------------------


def _materials_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Materials", panel)
    form = QFormLayout(box)
    panel.craft_kind = combo("Material kind")
    panel.craft_material = _line("Exact material", "the exact material, e.g. Dark Iron")
    panel.craft_material_offer = _offered(panel.craft_material)
    panel.craft_units = spin("Units", n.MATERIAL_CARRY_LIMIT, 100, " units")
    panel.craft_units.setMinimum(1)
    panel.craft_how = combo("How it was had")
    for value, text in ops.HOW:
        panel.craft_how.addItem(text, value)
    panel.craft_price = spin("Price paid", 1_000_000_000, 0, " Clim")
    panel.craft_price.setToolTip("What you paid: buying prices are the GM's.")
    panel.craft_material_note = _line("What it was for", "what it was for (optional)")
    note = QLabel(
        "Materials sell on the market for 2 units a Clim (junk 4), rounded down; what you pay "
        f"for them is the GM's price. At most {n.MATERIAL_CARRY_LIMIT:,} units of the same "
        "material.",
        box,
    )
    note.setWordWrap(True)
    form.addRow(note)
    form.addRow("Kind:", panel.craft_kind)
    form.addRow("Material:", panel.craft_material)
    form.addRow("Units:", panel.craft_units)
    form.addRow("How, price:", _row(panel.craft_how, panel.craft_price))
    panel.add_step("gain-material", "Gain Material", lambda: _material_op(panel, "gain"), box, form)
    panel.add_step("sell-material", "Sell Material", lambda: _material_op(panel, "sell"), box, form)
    form.addRow("For:", panel.craft_material_note)
    panel.add_step(
        "spend-material", "Spend Material", lambda: _material_op(panel, "spend"), box, form
    )
    _refresh_on(panel, panel.craft_kind, panel.craft_material, panel.craft_units)
    _refresh_on(panel, panel.craft_how, panel.craft_price)
    return box


def _material_op(panel: Any, verb: str) -> Operation | None:
    kind, material = panel.craft_kind.currentData(), panel.craft_material.text().strip()
    if not kind or not material:
        return None
    units = panel.craft_units.value()
    if verb == "gain":
        how = panel.craft_how.currentData() or "found"
        return ops.gain_material(kind, material, units, how, panel.craft_price.value())
    if verb == "sell":
        return ops.sell_material(kind, material, units)
    return ops.spend_material(kind, material, units, panel.craft_material_note.text().strip())


# --- crafting ------------------------------------------------------------------------------------


def _crafting_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Crafting: begin a craft", panel)
    form = QFormLayout(box)
    panel.craft_item = _line("Item to craft", "the item, e.g. Recurve Bow")
    panel.craft_skill = combo("Artisan skill")
    panel.craft_skill_bonus = _bonus_label()
    panel.craft_expertise = combo("Expertise")
    panel.craft_hp = spin("Crafting HP", 1_000_000, 10)
    panel.craft_hp.setMinimum(1)
    panel.craft_pay = combo("Material to pay")
    panel.craft_pay_units = spin("Units to pay", n.MATERIAL_CARRY_LIMIT, 100, " units")
    panel.craft_pay_units.setMinimum(1)
    panel.craft_pay_add = QPushButton("Add", box)
    panel.craft_pay_add.setToolTip("Add these units to the materials the craft uses.")
    panel.craft_pay_list = QListWidget(box)
    panel.craft_pay_list.setAccessibleName("Materials the craft uses")
    panel.craft_pay_list.setMaximumHeight(panel.fontMetrics().height() * 5)
    panel.craft_pay_remove = QPushButton("Remove", box)
    panel.craft_pay_remove.setToolTip("Take the selected material off the list.")
    panel.craft_workshop = combo("Workshop")
    panel.craft_modifier = spin("Modifier", 999, 0)
    panel.craft_modifier.setMinimum(-999)
    panel.craft_group = combo("Weapon group, when the item is a weapon")
    panel.craft_hands = combo("Hands")
    for value, text in HANDS:
        panel.craft_hands.addItem(text, value)
    panel.craft_breakdown = QLabel(box)
    panel.craft_breakdown.setWordWrap(True)
    form.addRow("Item:", panel.craft_item)
    form.addRow("Skill:", _row(panel.craft_skill, panel.craft_skill_bonus))
    form.addRow("Expertise:", panel.craft_expertise)
    form.addRow("Crafting HP:", panel.craft_hp)
    form.addRow("Materials:", _row(panel.craft_pay, panel.craft_pay_units, panel.craft_pay_add))
    form.addRow("", _row(panel.craft_pay_list, panel.craft_pay_remove))
    form.addRow("Workshop:", panel.craft_workshop)
    form.addRow("Modifier:", panel.craft_modifier)
    form.addRow("Weapon:", _row(panel.craft_group, panel.craft_hands))
    form.addRow(panel.craft_breakdown)
    step = panel.add_step("start-craft", "Start Craft", lambda: start_op(panel), box, form)
    step.nothing = lambda: _start_missing(panel)
    panel.craft_pay_add.clicked.connect(lambda: add_paid(panel))
    panel.craft_pay_remove.clicked.connect(lambda: remove_paid(panel))
    _refresh_on(panel, panel.craft_item, panel.craft_skill, panel.craft_expertise, panel.craft_hp)
    _refresh_on(panel, panel.craft_workshop, panel.craft_modifier, panel.craft_group)
    _refresh_on(panel, panel.craft_hands)
    return box


def add_paid(panel: Any) -> None:
    """Add the chosen carried material's units to the craft's materials."""
    key = panel.craft_pay.currentData()
    if key:
        panel.craft_paying[key] = panel.craft_paying.get(key, 0) + panel.craft_pay_units.value()
        panel.refresh()


def remove_paid(panel: Any) -> None:
    """Take the selected material off the craft's list."""
    item = panel.craft_pay_list.currentItem()
    if item is not None:
        panel.craft_paying.pop(item.data(256), None)
        panel.refresh()


def _start_missing(panel: Any) -> str:
    if not panel.craft_item.text().strip():
        return "Name the item to craft first."
    if not panel.craft_skill.count():
        return "This character's content has no artisan skills."
    return "Choose what to do first."


def start_op(panel: Any) -> Operation | None:
    """Begin the described craft."""
    item, skill = panel.craft_item.text().strip(), panel.craft_skill.currentData()
    if not item or not skill:
        return None
    group = panel.craft_group.currentData() or None
    return ops.start_craft(
        item,
        skill,
        panel.craft_hp.value(),
        dict(panel.craft_paying),
        expertise=panel.craft_expertise.currentData() or None,
        facility=panel.craft_workshop.currentData() or None,
        modifier=panel.craft_modifier.value(),
        weapon_group=group,
        hands=panel.craft_hands.currentData() if group and panel.craft_hands.isEnabled() else None,
    )


def _finish_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Crafting: finish the craft", panel)
    form = QFormLayout(box)
    panel.craft_open = QLabel(box)
    panel.craft_open.setWordWrap(True)
    panel.craft_points = spin("Crafting points reached", 1_000_000, 0)
    panel.craft_mods = _line("Mods put on", "mods, separated by commas (optional)")
    panel.craft_mod_points = spin("Crafting points spent on mods", 1_000_000, 0)
    panel.craft_dice_button = QPushButton("Crafting Dice…", box)
    panel.craft_dice_button.setToolTip(
        "Optional: roll or type the d10s of each crafting action and put mods on; the points "
        "reached fill these fields. Type them yourself when you rolled at the table."
    )
    panel.craft_dice_button.clicked.connect(lambda: open_dice(panel))
    panel.craft_outcome = QLabel(box)
    panel.craft_outcome.setWordWrap(True)
    form.addRow(panel.craft_open)
    form.addRow("Points reached:", _row(panel.craft_points, panel.craft_dice_button))
    form.addRow("Mods:", panel.craft_mods)
    form.addRow("Spent on mods:", panel.craft_mod_points)
    form.addRow(panel.craft_outcome)
    step = panel.add_step("finish-craft", "Finish Craft", lambda: finish_op(panel), box, form)
    step.nothing = lambda: "No craft is being crafted: begin one above."
    _refresh_on(panel, panel.craft_points, panel.craft_mods, panel.craft_mod_points)
    return box


def _mods(panel: Any) -> list[str]:
    return [m.strip() for m in panel.craft_mods.text().split(",") if m.strip()]


def open_craft(build: Build[Any]) -> dict[str, Any] | None:
    """The craft begun and not finished (its crafts-section row)."""
    return next((c for c in _section(build, "crafts") if c.get("status") == "open"), None)


def finish_op(panel: Any) -> Operation | None:
    """Finish the open craft with the points typed (or filled by the dice helper)."""
    craft = open_craft(panel.host.build)
    if craft is None:
        return None
    return ops.finish_craft(
        str(craft["item"]),
        panel.craft_points.value(),
        _mods(panel),
        panel.craft_mod_points.value(),
    )


def open_dice(panel: Any) -> CraftingDiceDialog | None:
    """The crafting dice helper for the open craft; accepted, it fills the finish fields."""
    craft = open_craft(panel.host.build)
    if craft is None:
        return None
    dialog = CraftingDiceDialog(
        str(craft["item"]), int(craft["crafting_hp"]), int(craft["bonus"]), panel
    )
    dialog.accepted.connect(lambda: use_dice(panel, dialog.fields()))
    dialog.finished.connect(dialog.deleteLater)
    panel.craft_dice = dialog
    dialog.open()
    return dialog


def use_dice(panel: Any, fields: dict[str, Any], refresh: bool = True) -> None:
    """Fill the finish fields from the dice helper."""
    for widget in (panel.craft_points, panel.craft_mods, panel.craft_mod_points):
        widget.blockSignals(True)
    panel.craft_points.setValue(int(fields["points"]))
    panel.craft_mods.setText(", ".join(fields.get("mods") or []))
    panel.craft_mod_points.setValue(int(fields.get("mod_points") or 0))
    for widget in (panel.craft_points, panel.craft_mods, panel.craft_mod_points):
        widget.blockSignals(False)
    if refresh:
        panel.refresh()


# --- gathering -----------------------------------------------------------------------------------


def _gather_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Gathering", panel)
    form = QFormLayout(box)
    panel.craft_activity = combo("Gathering skill")
    panel.craft_activity_bonus = _bonus_label()
    panel.craft_gather_kind = combo("Material kind gathered")
    panel.craft_gather_material = _line("Material gathered", "the exact material, e.g. Pine")
    panel.craft_gather_offer = _offered(panel.craft_gather_material)
    panel.craft_half_as = _line(
        "Half as (tier 2)", "with the tier 2 class mastered: half as this material (optional)"
    )
    panel.craft_gather_note = QLabel(box)
    panel.craft_gather_note.setWordWrap(True)
    form.addRow(panel.craft_gather_note)
    form.addRow("Activity:", _row(panel.craft_activity, panel.craft_activity_bonus))
    form.addRow("Kind:", panel.craft_gather_kind)
    form.addRow("Material:", panel.craft_gather_material)
    form.addRow("Half as:", panel.craft_half_as)
    step = panel.add_step("gather", "Gather", lambda: gather_op(panel), box, form)
    step.nothing = lambda: (
        "Name the material gathered first."
        if panel.craft_activity.count()
        else "This character's content has no gathering skills."
    )
    _refresh_on(panel, panel.craft_activity, panel.craft_gather_kind, panel.craft_half_as)
    _refresh_on(panel, panel.craft_gather_material)
    return box


def _outcrop_box(panel: Any) -> QGroupBox:
    box = QGroupBox("Gathering at an outcrop (a session, no IP)", panel)
    form = QFormLayout(box)
    panel.craft_outcrop = _line("Outcrop", "the outcrop or node, e.g. Iron Vein")
    panel.craft_yield_kind = combo("Yield kind")
    panel.craft_yield_material = _line("Yield material", "its material, e.g. Iron")
    panel.craft_yield_offer = _offered(panel.craft_yield_material)
    panel.craft_yield_units = spin("Yield units", n.MATERIAL_CARRY_LIMIT, 500, " units")
    panel.craft_yield_units.setMinimum(1)
    panel.craft_lucky_kind = combo("Lucky yield kind")
    panel.craft_lucky_material = _line("Lucky yield material", "lucky yield (optional)")
    panel.craft_lucky_units = spin("Lucky yield units", n.MATERIAL_CARRY_LIMIT, 100, " units")
    panel.craft_lucky_units.setMinimum(1)
    panel.craft_node_cleared = QCheckBox("Node Points cleared", box)
    panel.craft_lucky_cleared = QCheckBox("Lucky Points cleared", box)
    form.addRow("Outcrop:", panel.craft_outcrop)
    form.addRow("Yield:", _row(panel.craft_yield_kind, panel.craft_yield_units))
    form.addRow("", panel.craft_yield_material)
    form.addRow("Lucky yield:", _row(panel.craft_lucky_kind, panel.craft_lucky_units))
    form.addRow("", panel.craft_lucky_material)
    form.addRow(
        "Cleared:",
        _row(panel.craft_node_cleared, panel.craft_lucky_cleared, stretch_first=False),
    )
    step = panel.add_step(
        "gather-outcrop", "Record Gathering", lambda: outcrop_op(panel), box, form
    )
    step.nothing = lambda: "Name the outcrop and the material it yields first."
    _refresh_on(panel, panel.craft_outcrop, panel.craft_yield_kind, panel.craft_yield_material)
    _refresh_on(panel, panel.craft_yield_units, panel.craft_lucky_kind, panel.craft_lucky_material)
    _refresh_on(panel, panel.craft_lucky_units, panel.craft_node_cleared)
    _refresh_on(panel, panel.craft_lucky_cleared)
    return box


def gather_op(panel: Any) -> Operation | None:
    """The Gather action described."""
    activity = panel.craft_activity.currentData()
    material = panel.craft_gather_material.text().strip()
    if not activity or not material:
        return None
    half = panel.craft_half_as.text().strip() or None
    return ops.gather(activity, material, panel.craft_gather_kind.currentData() or None, half)


def outcrop_op(panel: Any) -> Operation | None:
    """The gathering session described."""
    outcrop, kind = panel.craft_outcrop.text().strip(), panel.craft_yield_kind.currentData()
    material = panel.craft_yield_material.text().strip()
    if not outcrop or not kind or not material:
        return None
    lucky_material = panel.craft_lucky_material.text().strip()
    lucky = (
        (
            panel.craft_lucky_kind.currentData() or kind,
            lucky_material,
            panel.craft_lucky_units.value(),
        )
        if lucky_material
        else None
    )
    return ops.gather_outcrop(
        outcrop,
        kind,
        material,
        panel.craft_yield_units.value(),
        node_cleared=panel.craft_node_cleared.isChecked(),
        lucky=lucky,
        lucky_cleared=panel.craft_lucky_cleared.isChecked(),
    )


# --- filling from the build ----------------------------------------------------------------------


def _section(build: Build[Any], key: str) -> list[dict[str, Any]]:
    """A property section's rows (computed here until the sheet carries them)."""
    sections = build.sheet.sections.get("property")
    found = sections.get(key) if isinstance(sections, dict) else None
    if isinstance(found, list):
        return found
    if key == "materials":
        return pc.materials_section(build.state, build.content)
    if key == "crafts":
        return pc.crafts_section(build.state, build.content)
    return []


def _skills(build: Build[Any], category: SkillCategory) -> list[Skill]:
    return [
        s for s in build.content.entries("skill") if isinstance(s, Skill) and s.category is category
    ]


def sheet_value(build: Build[Any], key: str) -> SheetValue | None:
    """A crafting or gathering bonus (`crafting:<skill>`, `gathering:<skill>`)."""
    found = build.sheet.values.get(key)
    if found is not None:
        return found
    prefix, _, _ = key.partition(":")
    values = (pc.crafting_values if prefix == "crafting" else pc.gathering_values)(
        build.state, build.content
    )
    return values.get(key)


def _show_bonus(label: QLabel, value: SheetValue | None, words: str) -> None:
    label.setText(f"{words} {value.value:+d}" if value else "")
    label.setToolTip(value_tooltip(value))


def fill(panel: Any, build: Build[Any]) -> None:
    """Fill this part's choices from the build."""
    kinds = [
        (e.id, e.name, getattr(e, "description", ""))
        for e in build.content.entries("material-kind")
    ]
    materials = _section(build, "materials")
    fill_combo(panel.craft_kind, kinds, {})
    fill_combo(panel.craft_lucky_kind, [(NONE, "Same kind as the yield", ""), *kinds], {})
    panel.craft_price.setEnabled(panel.craft_how.currentData() == "bought")
    _offer(panel.craft_material_offer, build, panel.craft_kind.currentData(), materials)
    _offer(panel.craft_yield_offer, build, panel.craft_yield_kind.currentData(), materials)
    _fill_crafting(panel, build, materials)
    _fill_finish(panel, build)
    _fill_gathering(panel, build, kinds, materials)


def _offer(
    model: QStringListModel, build: Build[Any], kind: str, rows: list[dict[str, Any]]
) -> None:
    carried = [str(r["material"]) for r in rows if r["kind"] == kind]
    entry = build.content.get("material-kind", kind or "")
    examples = [str(e) for e in getattr(entry, "examples", ()) if str(e) not in carried]
    if model.stringList() != carried + examples:
        model.setStringList(carried + examples)


def _forget_begun(panel: Any, build: Build[Any]) -> None:
    """Once the described craft has begun, its item and materials are cleared for the next one."""
    crafts = _section(build, "crafts")
    seen, panel.craft_count_seen = panel.craft_count_seen, len(crafts)
    if seen is None or len(crafts) <= seen:
        return
    newest = crafts[-1]
    if newest.get("item") == panel.craft_item.text().strip():
        panel.craft_item.blockSignals(True)
        panel.craft_item.clear()
        panel.craft_item.blockSignals(False)
        panel.craft_paying.clear()


def _fill_crafting(panel: Any, build: Build[Any], materials: list[dict[str, Any]]) -> None:
    _forget_begun(panel, build)
    skills = _skills(build, SkillCategory.ARTISAN)
    fill_combo(panel.craft_skill, [(s.id, s.name, s.description or "") for s in skills], {})
    skill = build.content.get("skill", panel.craft_skill.currentData() or "")
    value = sheet_value(build, f"crafting:{skill.id}") if isinstance(skill, Skill) else None
    _show_bonus(panel.craft_skill_bonus, value, "crafting bonus")
    state = build.state
    own = [
        k.partition("/")[2]
        for k in state.expertise
        if isinstance(skill, Skill) and k.partition("/")[0] == skill.id
    ]
    fill_combo(
        panel.craft_expertise,
        [(NONE, "None", ""), *((e, e, "an expertise you have in this skill") for e in own)],
        {},
    )
    panel.craft_expertise.setEnabled(bool(own))
    fill_combo(
        panel.craft_pay,
        [
            (material_key(str(r["kind"]), str(r["material"])),
             f"{r['material']} ({r['kind_name']}): {r['units']:,} carried", "")
            for r in materials
        ],
        {},
    )  # fmt: skip
    panel.craft_pay.setEnabled(bool(materials))
    panel.craft_pay_add.setEnabled(bool(materials))
    _fill_paying(panel, build)
    workshops = _workshops(build, skill) if isinstance(skill, Skill) else []
    fill_combo(panel.craft_workshop, [(NONE, "None", ""), *workshops], {})
    panel.craft_workshop.setEnabled(bool(workshops))
    groups = [(e.id, e.name, "") for e in build.content.entries("weapon-group")]
    fill_combo(panel.craft_group, [(NONE, "Not a weapon", ""), *groups], {})
    entry = build.content.get("weapon-group", panel.craft_group.currentData() or "")
    either = str(getattr(entry, "hands", "")) == "either"
    panel.craft_hands.setEnabled(either)
    panel.craft_hands.setToolTip(
        "One- or two-handed, fixed when crafted."
        if either
        else "Only for a weapon of a group that can be either."
    )
    panel.craft_breakdown.setText(_bonus_words(panel, build, skill))


def _fill_paying(panel: Any, build: Build[Any]) -> None:
    panel.craft_pay_list.clear()
    for key, units in panel.craft_paying.items():
        kind, material = split_key(key)
        item = QListWidgetItem(
            f"{units:,} {material} ({build.content.name_of('material-kind', kind)})"
        )
        item.setData(256, key)
        panel.craft_pay_list.addItem(item)
    panel.craft_pay_remove.setEnabled(bool(panel.craft_paying))
    if not panel.craft_paying:
        panel.craft_pay_list.addItem("No materials yet: choose a carried one and press Add.")


def _workshops(build: Build[Any], skill: Skill) -> list[tuple[str, str, str]]:
    rows = []
    for home in getattr(build.state, "homes", ()):
        for facility_id, level in home.facilities.items():
            entry = build.content.get("facility", facility_id)
            if isinstance(entry, Facility) and entry.bonus_skill == skill.id:
                bonus = level_value(entry.bonus, level)
                rows.append(
                    (home.name, f"{home.name}: {entry.name} level {level} ({bonus:+d})", "")
                )
    return rows


def _bonus_words(panel: Any, build: Build[Any], skill: Any) -> str:
    """The craft's bonus as it would begin: skill + expertise + workshop + modifier."""
    if not isinstance(skill, Skill):
        return ""
    extra: list[Term] = []
    home = find_home(build.state, panel.craft_workshop.currentData() or "")
    if home is not None:
        for facility_id in home.facilities:
            entry = build.content.get("facility", facility_id)
            if isinstance(entry, Facility) and entry.bonus_skill == skill.id:
                level = facility_level(home, facility_id)
                bonus = level_value(entry.bonus, level)
                extra.append(Term(f"{entry.name} level {level}", bonus, n.FACILITIES_SRC))
    if panel.craft_modifier.value():
        extra.append(Term("modifier", panel.craft_modifier.value(), n.CRAFTING_SRC))
    core = spirit_core(build.state, build.ledger)
    expertise = panel.craft_expertise.currentData() or None
    value, problem = pc.craft_bonus(build.state, build.content, skill, core, extra, expertise)
    cost = _ip(build, "crafting")
    return problem or f"{value.breakdown()}. Beginning it costs {cost}."


def _ip(build: Build[Any], action: str) -> str:
    """`1 IP`, or `1 IP (a house rule: the rulebook prints no cost)`."""
    entry = build.content.get("interlude-action", action)
    cost = getattr(entry, "ip_cost", None)
    if cost is None:
        return f"{build.state.unpriced_action_ip} IP (a house rule: the rulebook prints no cost)"
    return f"{cost} IP"


def _fill_finish(panel: Any, build: Build[Any]) -> None:
    craft = open_craft(build)
    panel.craft_dice_button.setEnabled(craft is not None)
    for widget in (panel.craft_points, panel.craft_mods, panel.craft_mod_points):
        widget.setEnabled(craft is not None)
    if craft is None:
        use_dice(panel, {"points": 0}, refresh=False)  # the next craft starts from nothing
        panel.craft_open.setText("No craft is being crafted.")
        panel.craft_outcome.setText("")
        return
    panel.craft_open.setText(
        f"Crafting {craft['item']} ({craft['skill_name']}): {craft['crafting_hp']} crafting HP, "
        f"crafting bonus {int(craft['bonus']):+d}."
    )
    final = panel.craft_points.value() - panel.craft_mod_points.value()
    hp = int(craft["crafting_hp"])
    if final >= hp:
        mods = ", ".join(_mods(panel))
        panel.craft_outcome.setText(
            f"Finished now: {craft['item']} is crafted ({final} of {hp} crafting points"
            + (f", with {mods}" if mods else "")
            + ")."
        )
        return
    lost = ", ".join(f"{m['units']:,} {m['material']}" for m in craft.get("materials") or [])
    panel.craft_outcome.setText(
        f"Finished now: the craft fails ({final} of {hp} crafting points) and you lose all "
        f"materials used for crafting{': ' + lost if lost else ''}."
    )


def _fill_gathering(
    panel: Any,
    build: Build[Any],
    kinds: list[tuple[str, str, str]],
    materials: list[dict[str, Any]],
) -> None:
    skills = _skills(build, SkillCategory.GATHERING)
    fill_combo(panel.craft_activity, [(s.id, s.name, s.description or "") for s in skills], {})
    skill = build.content.get("skill", panel.craft_activity.currentData() or "")
    value = sheet_value(build, f"gathering:{skill.id}") if isinstance(skill, Skill) else None
    _show_bonus(panel.craft_activity_bonus, value, "gathering check")
    gathers = list(getattr(skill, "gathers", ()) or ())
    ordered = [k for g in gathers for k in kinds if k[0] == g] + [
        k for k in kinds if k[0] not in gathers
    ]
    if getattr(panel, "craft_gathered_with", None) != panel.craft_activity.currentData():
        panel.craft_gathered_with = panel.craft_activity.currentData()
        panel.craft_gather_kind.clear()  # a new activity: its own kind first
    fill_combo(panel.craft_gather_kind, ordered, {})
    fill_combo(panel.craft_yield_kind, ordered, {})
    panel.craft_gather_note.setText(
        f"The Gather action gives {n.GATHER_UNITS} units of a basic material of the activity, "
        f"double with its tier 1 gathering class mastered; it costs {_ip(build, 'gather')}."
    )
    _offer(panel.craft_gather_offer, build, panel.craft_gather_kind.currentData(), materials)
