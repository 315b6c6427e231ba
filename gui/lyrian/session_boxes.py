# SPDX-License-Identifier: LicenseRef-Sheetwright
"""More session-view steps: injuries, breakthroughs, and the GM's skill point and Clim awards."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QLineEdit, QPushButton, QSpinBox

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.example_pack import EXAMPLE_PACK_ID
from gui.lyrian.session_choices import fill
from gui.widgets.empty_content import EmptyContentNotice, Missing
from rules.engine.build import Build

NO_BREAKTHROUGHS = Missing(
    "There are no breakthroughs to buy: the Lyrian Chronicles rulebook refers to a list of "
    "breakthroughs that it does not include, and your GM adds them in the content editor. "
    "Content Packs… can also turn on the example pack (invented entries, not from the rulebook)."
)


def spin(name: str, maximum: int, value: int, suffix: str = "") -> QSpinBox:
    """A spin box for an amount, named for screen readers."""
    box = QSpinBox()
    box.setRange(0, maximum)
    box.setValue(value)
    box.setSuffix(suffix)
    box.setAccessibleName(name)
    return box


def combo(name: str) -> QComboBox:
    """A choice list named for screen readers."""
    box = QComboBox()
    box.setAccessibleName(name)
    return box


def injuries_box(view: Any) -> QGroupBox:
    """Record an injury (dialog), choose a current one, remove it where an effect did."""
    box = QGroupBox("Injuries (encounter conclusion)", view)
    form = QFormLayout(box)
    view.record_injury_button = QPushButton("Record In&jury…", box)
    view.record_injury_button.setToolTip(
        "Enter or roll the d10 and see the injury before recording it."
    )
    view.record_injury_button.clicked.connect(view.host.record_injury)
    form.addRow(view.record_injury_button)
    view.injury = combo("Injury")
    view.injury.setToolTip("The injury to remove, or to recover from in an interlude.")
    form.addRow("Injury:", view.injury)  # Y: the class browser's Buy Next Ability
    view.add_step(
        "remove-injury", "Remove Injury (an effect healed it)", view.remove_injury_op, box, form
    )
    view.injury.currentIndexChanged.connect(view.refresh)
    return box


def breakthroughs_box(view: Any) -> QGroupBox:
    """Buy the next level of a breakthrough (EXP; allowed when the rules allow)."""
    box = QGroupBox("Breakthroughs", view)
    form = QFormLayout(box)
    host = view.host
    view.breakthrough_notice = EmptyContentNotice(
        lambda: host.context.open_content_editor(host, "lyrian", "breakthrough"),
        lambda: host.use_pack(EXAMPLE_PACK_ID),
        parent=box,
    ).without_mnemonics()  # the dock's letters are all taken
    form.addRow(view.breakthrough_notice)
    view.breakthrough = combo("Breakthrough")
    form.addRow("Breakt&hrough:", view.breakthrough)
    step = view.add_step("breakthrough", "Buy Brea&kthrough Level", view.breakthrough_op, box, form)
    step.nothing = lambda: (
        "No breakthroughs in this character's content." if not view.breakthrough.count() else ""
    )
    view.breakthrough.currentIndexChanged.connect(view.refresh)
    return box


def gm_box(view: Any) -> QGroupBox:
    """The GM awards skill points or Clim (loot, rewards)."""
    box = QGroupBox("GM: award skill points or Clim", view)
    form = QFormLayout(box)
    view.skill_points = spin("Skill points to award", 999, 1)
    form.addRow("&Skill points:", view.skill_points)
    view.add_step("skill-points", "Award Skill Points", view.skill_points_op, box, form)
    view.clim_amount = spin("Clim gained", 10_000_000, 100, " Clim")
    view.clim_note = QLineEdit(box)
    view.clim_note.setPlaceholderText("loot, reward, sale (optional)")
    view.clim_note.setAccessibleName("Where the Clim came from")
    form.addRow("Clim:", view.clim_amount)
    form.addRow("From:", view.clim_note)
    view.add_step("clim", "Gain Clim", view.clim_op, box, form)
    view.skill_points.valueChanged.connect(view.refresh)
    view.clim_amount.valueChanged.connect(view.refresh)
    return box


def fill_extra_choices(view: Any, build: Build[Any]) -> None:
    """The current injuries and the breakthroughs with their owned level."""
    injuries = build.sheet.sections.get("injuries") or []
    fill(view.injury, [(i["id"], i["name"], i.get("effect", "")) for i in injuries], {})
    view.injury.setEnabled(bool(injuries))
    owned = build.sheet.sections.get("breakthroughs") or {}
    rows = []
    for entry in build.content.entries("breakthrough"):
        level = owned.get(entry.id, 0)
        levels = getattr(entry, "levels", ())
        text = f"{entry.name} (level {level} of {len(levels)})" if levels else entry.name
        rows.append((entry.id, text, " / ".join(lv.effect for lv in levels)))
    fill(view.breakthrough, rows, {})
    view.breakthrough_notice.show_missing(None if rows else NO_BREAKTHROUGHS)
    view.breakthrough.setEnabled(bool(rows))


def breakthrough_operation(view: Any) -> Operation | None:
    """The chosen breakthrough's next level."""
    chosen = view.breakthrough.currentData()
    return ops.buy_breakthrough(view.host.build.content, chosen) if chosen else None


def remove_injury_operation(view: Any) -> Operation | None:
    """Remove the chosen injury (an effect such as Light's Care healed it)."""
    chosen = view.injury.currentData()
    return ops.remove_injury(view.host.build.content, chosen) if chosen else None
