# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Fill the session view's choice lists from a build's options (unavailable ones disabled, with why)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox

from rules.engine.build import Build
from rules.engine.option import Option


def fill(combo: QComboBox, rows: list[tuple[str, str, str]], disabled: dict[str, str]) -> None:
    """Replace a combo's rows (data, text, tooltip) keeping the current choice; disabled rows say why."""
    current = combo.currentData()
    combo.blockSignals(True)
    combo.clear()
    model = combo.model()
    for data, text, tip in rows:
        combo.addItem(text, data)
        index = combo.count() - 1
        reason = disabled.get(data, "")
        combo.setItemData(index, reason or tip, Qt.ItemDataRole.ToolTipRole)
        if reason and isinstance(model, QStandardItemModel):
            model.item(index).setEnabled(False)
    found = combo.findData(current)
    enabled = [i for i in range(combo.count()) if _enabled(combo, i)]
    combo.setCurrentIndex(found if found >= 0 and found in enabled else (enabled or [-1])[0])
    combo.blockSignals(False)


def _enabled(combo: QComboBox, index: int) -> bool:
    model = combo.model()
    return not isinstance(model, QStandardItemModel) or model.item(index).isEnabled()


def option_rows(options: list[Option], with_cost: str = "") -> list[tuple[str, str, str]]:
    """Rows for options: `Train (1 IP)`."""
    out = []
    for option in options:
        cost = f" ({option.cost} {with_cost})" if with_cost and option.cost is not None else ""
        out.append((option.id, option.name + cost, option.detail))
    return out


def reasons(options: list[Option]) -> dict[str, str]:
    """Why each unavailable option cannot be chosen."""
    return {o.id: " ".join(o.check.reasons) for o in options if not o.check.ok}


def fill_choices(view: Any, build: Build[Any]) -> None:
    """The abilities, interlude actions, errands and classes a session view offers."""
    abilities = build.options("ability")
    fill(view.ability, option_rows(abilities, "EXP"), reasons(abilities))
    actions = build.options("interlude-action")
    fill(view.action, option_rows(actions, "IP"), reasons(actions))
    errands = [(e.id, e.name, getattr(e, "effect", "")) for e in build.content.entries("errand")]
    fill(view.errand, errands, {})
    classes = build.options("class")
    fill(view.for_class, [(c.id, c.name, c.detail) for c in classes], {})
