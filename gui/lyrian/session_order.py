# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The order of the session view's boxes: what the phase allows comes first, under the next step;
Tab follows the order the boxes are shown in."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout, QGroupBox, QWidget

from rules.lyrian.phases import ARC_PHASES
from rules.lyrian.state import Phase

DURING_ARC = ("encounter", "injuries", "rest", "breakthroughs", "interlude", "gm")
"""An arc: encounters and their EXP, injuries, rests; the interlude's spending waits."""
BETWEEN_ARCS = ("interlude", "rest", "breakthroughs", "injuries", "encounter", "gm")
"""Creation or an interlude: IP to spend, abilities and breakthroughs to buy; no encounters."""
ROLES = (
    QFormLayout.ItemRole.LabelRole,
    QFormLayout.ItemRole.FieldRole,
    QFormLayout.ItemRole.SpanningRole,
)


def box_order(phase: Phase) -> tuple[str, ...]:
    """The boxes in the order the phase wants them."""
    return DURING_ARC if phase in ARC_PHASES else BETWEEN_ARCS


def arrange(view: Any, phase: Phase) -> None:
    """Put the view's boxes in the phase's order (only when it changes), Tab order along."""
    order = box_order(phase)
    if getattr(view, "box_order", None) == order:
        return
    view.box_order = order
    boxes = [view.boxes[key] for key in order]
    first = view.column.indexOf(view.next_step) + 1
    for offset, box in enumerate(boxes):
        view.column.removeWidget(box)
        view.column.insertWidget(first + offset, box)
    chain([widget for box in (view.next_step, *boxes) for widget in focusable(box)])


def focusable(box: QGroupBox) -> list[QWidget]:
    """The widgets of a box's form that take the focus by Tab, row by row."""
    form = box.layout()
    assert isinstance(form, QFormLayout)
    out = []
    for row in range(form.rowCount()):
        for role in ROLES:
            item = form.itemAt(row, role)
            widget = item.widget() if item is not None else None
            if widget is not None and widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
                out.append(widget)
    return out


def chain(widgets: list[QWidget]) -> None:
    """Tab goes from each widget to the next one in the list."""
    for before, after in pairwise(widgets):
        QWidget.setTabOrder(before, after)
