# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The session view: the arc and phase, the next step first, then guided steps (award EXP, rest,
interlude) with the ones the phase allows on top."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian import session_boxes as boxes
from gui.lyrian.property_home_boxes import facility_fields, facility_rows
from gui.lyrian.session_choices import fill, fill_choices
from gui.lyrian.session_next import next_box, show_next
from gui.lyrian.session_order import arrange
from gui.lyrian.sheet_view import identity_text
from gui.lyrian.step_panel import StepPanel
from gui.widgets.sheet_style import scaled_font
from rules.engine.build import Build

NEEDS_CLASS = ("learn-class", "mentor-class", "learning-from-a-mentor")
IN_PROPERTY = {
    "crafting": "begin a craft there (its item, skill and materials) or add crafting points to a "
    "house being built",
    "gather": "choose the gathering skill and the material gathered there",
    "hatch-egg": "choose the egg in Raising animals and whether the Animal Husbandry check "
    "succeeded",
    "grow-animal": "choose the young animal in Raising animals",
    "train-animal": "choose the grown animal in Raising animals and whether the check succeeded",
}
"""Interlude actions recorded in the Property panel, with what they make (not taken bare here)."""


class Host(Protocol):
    """What the session view acts on (the character window)."""

    session: Any
    context: Any

    @property
    def build(self) -> Build[Any]: ...

    def use_pack(self, pack_id: str) -> Any: ...

    def apply(self, operation: Operation) -> bool: ...

    def record_injury(self) -> None: ...


def _spin(name: str, maximum: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setValue(value)
    spin.setAccessibleName(name)
    return spin


class SessionView(StepPanel):
    """Every step previews its operation: the pools before and after, or the rules' reason why not.

    Each Alt+letter here is the dock's own (not the menu bar's or the History panel's); the rows
    left without one are reached with Tab, which follows the boxes top down."""

    def __init__(self, host: Host, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.where = QLabel(self)
        self.where.setFont(scaled_font(self.where, 1.2, bold=True))
        self.where.setWordWrap(True)
        self.column = QVBoxLayout(self)
        self.column.addWidget(self.where)
        self.column.addWidget(next_box(self))
        self.boxes = {
            "encounter": self._encounter_box(),
            "injuries": boxes.injuries_box(self),
            "rest": self._rest_box(),
            "breakthroughs": boxes.breakthroughs_box(self),
            "interlude": self._interlude_box(),
            "gm": boxes.gm_box(self),
        }
        for box in self.boxes.values():
            self.column.addWidget(box)
        self.column.addStretch(1)

    def _encounter_box(self) -> QGroupBox:
        box = QGroupBox("End of encounter: award EXP", self)
        form = QFormLayout(box)
        self.exp_amount = _spin("EXP to award", 100_000, 100)
        self.exp_note = QLineEdit(box)
        self.exp_note.setPlaceholderText("what the encounter was")
        form.addRow("E&XP:", self.exp_amount)
        form.addRow("Note:", self.exp_note)
        self.add_step("award", "A&ward EXP", self._award, box, form)
        self.exp_amount.valueChanged.connect(self.refresh)
        return box

    def _award(self) -> Operation | None:
        amount = self.exp_amount.value()
        return ops.award_exp(amount, self.exp_note.text().strip()) if amount else None

    def _rest_box(self) -> QGroupBox:
        box = QGroupBox("Rest: buy abilities", self)
        form = QFormLayout(box)
        self.add_step("rest", "Declare a &Rest", ops.rest, box, form)
        self.ability = QComboBox(box)
        self.ability.setAccessibleName("Next ability to buy")
        form.addRow("A&bility:", self.ability)
        self.add_step("ability", "Buy Abi&lity", self._ability, box, form)
        self.ability.currentIndexChanged.connect(self.refresh)
        return box

    def _ability(self) -> Operation | None:
        chosen = self.ability.currentData()
        if not chosen:
            return None
        class_id, number = str(chosen).rsplit(":", 1)
        return ops.buy_ability(self.host.build.content, class_id, int(number))

    def _interlude_box(self) -> QGroupBox:
        box = QGroupBox("Interlude: spend IP and EP", self)
        form = QFormLayout(box)
        self.ip_amount = _spin("IP to grant", 99, 2)
        form.addRow("IP to grant:", self.ip_amount)
        self.add_step("grant", "&Grant IP", lambda: ops.grant_ip(self.ip_amount.value()), box, form)
        self.action = QComboBox(box)
        self.action.setAccessibleName("Interlude action")
        self.errand = QComboBox(box)
        self.errand.setAccessibleName("Errand")
        self.for_class = QComboBox(box)
        self.for_class.setAccessibleName("Class for Learn or Mentor")
        form.addRow("Acti&on:", self.action)
        form.addRow("Class (learn, &mentor):", self.for_class)
        self.facility = QComboBox(box)  # Shrine/Sauna for Rest, Dojo, Infirmary, Appraiser's
        self.facility.setAccessibleName("Facility of a home used")
        form.addRow("Facility:", self.facility)
        step = self.add_step("action", "&Take Action", self._action, box, form)
        step.nothing = self._in_property
        self.property_link = QPushButton("Open the Property Panel", box)
        self.property_link.setToolTip(
            "Crafting, Gather and raising animals are recorded in the Property panel."
        )
        self.property_link.clicked.connect(self.show_property)
        form.addRow(self.property_link)
        form.addRow("Errand:", self.errand)
        self.add_step("errand", "Run Errand", self._errand, box, form)
        for combo in (self.action, self.errand, self.for_class, self.facility):
            combo.currentIndexChanged.connect(self.refresh)
        self.ip_amount.valueChanged.connect(self.refresh)
        return box

    def _action(self) -> Operation | None:
        action = self.action.currentData()
        if not action or action in IN_PROPERTY:
            return None
        content = self.host.build.content
        cls = self.for_class.currentData() if action in NEEDS_CLASS else None
        entry = content.get("interlude-action", action)
        own = getattr(entry, "removes_injury", None) == "own"
        injury = (self.injury.currentData() or "") if own else ""
        used = facility_fields(self.host.build, self.facility.currentData(), action=action)
        return ops.interlude_action(content, action, class_=cls or "", injury=injury, **used)

    def _in_property(self) -> str:
        """Why Take Action does nothing for Crafting or Gather: where they are recorded, and the IP."""
        action = self.action.currentData()
        if action not in IN_PROPERTY:
            return ""
        build = self.host.build
        entry = build.content.get("interlude-action", action)
        cost = getattr(entry, "ip_cost", None)
        ip = (
            f"{cost} IP"
            if cost is not None
            else f"{build.state.unpriced_action_ip} IP (a house rule)"
        )
        name = getattr(entry, "name", action)
        return f"{name} is recorded in the Property panel: {IN_PROPERTY[action]}. It costs {ip}."

    def show_property(self) -> None:
        """Raise the Property dock (Crafting and Gather are recorded there)."""
        dock = getattr(self.host, "property_dock", None)
        if dock is not None:
            dock.show()
            dock.raise_()

    def _errand(self) -> Operation | None:
        errand = self.errand.currentData()
        if not errand:
            return None
        content = self.host.build.content
        cls = self.for_class.currentData() if errand in NEEDS_CLASS else None
        heals = getattr(content.get("errand", errand), "removes_injury", False)
        injury = (self.injury.currentData() or "") if heals else ""
        used = facility_fields(self.host.build, self.facility.currentData(), errand=errand)
        return ops.errand(content, errand, class_=cls or "", injury=injury, **used)

    def breakthrough_op(self) -> Operation | None:
        """The chosen breakthrough's next level."""
        return boxes.breakthrough_operation(self)

    def remove_injury_op(self) -> Operation | None:
        """Remove the chosen injury (an effect healed it)."""
        return boxes.remove_injury_operation(self)

    def skill_points_op(self) -> Operation | None:
        """The GM's skill point award."""
        amount = self.skill_points.value()
        return ops.award_skill_points(amount) if amount else None

    def clim_op(self) -> Operation | None:
        """Clim gained (loot, reward, sale)."""
        amount = self.clim_amount.value()
        return ops.gain_clim(amount, self.clim_note.text().strip()) if amount else None

    def run(self, key: str) -> bool:
        """Do a step (as its button does); clears the note fields after an accepted award."""
        if not super().run(key):
            return False
        if key == "award":
            self.exp_note.clear()
        if key == "arc":
            self.arc_title.clear()
        if key == "clim":
            self.clim_note.clear()
        return True

    def refresh(self) -> None:
        """Show the arc, phase and choices from the current build, and preview every step."""
        build = self.host.build
        self.where.setText(identity_text(build.sheet.sections.get("identity") or {}))
        show_next(self, build)
        arrange(self, build.state.phase)
        fill_choices(self, build)
        boxes.fill_extra_choices(self, build)
        fill(self.facility, facility_rows(build), {})
        self.property_link.setVisible(self.action.currentData() in IN_PROPERTY)
        self.refresh_steps()
        self._fit_height()
