# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The session view's first box: the next step of the session log — start the arc, or the interlude
after it — with its button right there and what starting the arc would take."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from rules.engine.build import Build
from rules.lyrian.phases import ARC_PHASES
from rules.lyrian.state import Phase

POOLS_LOST = (("ip", "IP"), ("ep", "EP"), ("breakthrough-exp", "breakthrough EXP"))


def next_box(view: Any) -> QGroupBox:
    """What to do next, and the step that moves the session log on."""
    box = QGroupBox("Next step", view)
    box.setObjectName("next-step")
    view.next_step = box
    form = QFormLayout(box)
    view.next_hint = _wrapped(box, "next-hint")
    form.addRow(view.next_hint)
    view.arc_title = QLineEdit(box)
    view.arc_title.setPlaceholderText("the arc's title (optional)")
    form.addRow("Arc title:", view.arc_title)
    view.expiry = _wrapped(box, "expiry")
    form.addRow(view.expiry)
    view.add_step("arc", "Start the Next &Arc", lambda: _arc(view), box, form)
    view.add_step("interlude", "Start the &Interlude", ops.start_interlude, box, form)
    return box


def _arc(view: Any) -> Operation:
    return ops.start_arc(view.arc_title.text().strip())


def _wrapped(box: QGroupBox, name: str) -> QLabel:
    label = QLabel(box)
    label.setWordWrap(True)
    label.setObjectName(name)
    return label


def show_next(view: Any, build: Build[Any]) -> None:
    """Offer the step the phase leads to: the arc (from creation or an interlude) or the interlude."""
    phase = build.state.phase
    arc_next = phase not in ARC_PHASES
    form = view.next_step.layout()
    form.setRowVisible(view.arc_title, arc_next)
    form.setRowVisible(view.expiry, arc_next)
    for key, shown in (("arc", arc_next), ("interlude", not arc_next)):
        step = view.steps[key]
        form.setRowVisible(step.button, shown)
        form.setRowVisible(step.result, shown)
    first = phase is Phase.CREATION
    view.steps["arc"].button.setText("Start the First &Arc" if first else "Start the Next &Arc")
    view.next_hint.setText(hint(phase, build.state.arc))
    view.expiry.setText(expiry_text(build, first))


def hint(phase: Phase, arc: int) -> str:
    """Where the character is in the session log and what comes next, as a sentence."""
    if phase is Phase.CREATION:
        return "Character creation: spend what is left of the creation budgets, then start the first arc."
    if phase is Phase.INTERLUDE:
        return (
            f"Interlude after arc {arc}: grant the IP and spend them on interlude actions and "
            "errands, then start the next arc."
        )
    return (
        f"Arc {arc}: award EXP at each conflict resolution and buy abilities when the GM declares a "
        "rest. After the climax, start the interlude."
    )


def expiry_text(build: Build[Any], first: bool) -> str:
    """What starting the arc takes: the unspent IP and EP (and the breakthrough EXP at creation)."""
    balance = build.ledger.balance
    lost = [f"{balance(pool)} {label}" for pool, label in POOLS_LOST if balance(pool) > 0]
    if not lost:
        return "No unspent IP or EP: nothing is lost when the arc starts."
    which = "first" if first else "next"
    listed = ", ".join(lost[:-1]) + (" and " if len(lost) > 1 else "") + lost[-1]
    return f"<b>Warning:</b> the unspent {listed} will expire when the {which} arc starts."
