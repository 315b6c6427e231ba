# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the crew and mech editors share: a dialog around a panel, limits from the sheet, a table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.miridon.rank_tab import Apply, BuildSource
from gui.miridon.sheet_sections import scalar_text, title_of
from gui.widgets.screen_fit import available_geometry, fit_to_screen
from gui.widgets.sheet_style import scaled_font, value_tooltip
from rules.engine.build import Build

KEPT_AT_ONCE = "Every change is kept at once; Undo in the character window takes it back."


def limits_label(build: Build[Any], word: str, label: QLabel) -> None:
    """Show the sheet values about crew or mech (`word` in the key) with their breakdowns."""
    values = [v for k, v in build.sheet.values.items() if word in k]
    label.setText(" · ".join(f"{v.label}: {v.value}" for v in values) or "")
    label.setToolTip("<br><br>".join(value_tooltip(v) for v in values))


def table(name: str, parent: QWidget) -> QTableWidget:
    """A read-only, row-selecting table."""
    view = QTableWidget(parent)
    view.setAccessibleName(name)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setTabKeyNavigation(False)  # one Tab stop; arrows move inside
    view.verticalHeader().hide()
    view.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    view.horizontalHeader().setStretchLastSection(True)
    return view


def fill_table(view: QTableWidget, rows: Sequence[dict[str, Any]]) -> None:
    """Columns from the rows' keys (name first), one row per entry."""
    keys: list[str] = []
    for row in rows:
        keys += [k for k in row if k not in keys and k != "id"]
    keys.sort(key=lambda k: k != "name")
    view.clear()
    view.setColumnCount(len(keys))
    view.setHorizontalHeaderLabels([title_of(k) for k in keys])
    view.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, key in enumerate(keys):
            value = row.get(key, "")
            text = ("alive" if value else "dead") if key == "alive" else scalar_text(value)
            view.setItem(r, c, QTableWidgetItem(text))


def selected_name(view: QTableWidget) -> str | None:
    """The name in the selected row (column 0)."""
    rows = view.selectionModel().selectedRows()
    return view.item(rows[0].row(), 0).text() if rows else None


class EditorDialog(QDialog):
    """A panel (with `refresh()`) in a dialog; changes apply at once and are undoable in the window."""

    def __init__(
        self,
        title: str,
        panel_class: Any,
        source: BuildSource,
        apply: Apply,
        changed: SignalInstance | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._follows = changed is not None
        self.panel = panel_class(source, self._applied(apply), self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        self.heading = QLabel(title, self)
        self.heading.setFont(scaled_font(self.heading, 1.2, bold=True))
        self.intro = QLabel(f"{getattr(panel_class, 'INTRO', '')} {KEPT_AT_ONCE}".strip(), self)
        self.intro.setWordWrap(True)
        column.addWidget(self.heading)
        column.addWidget(self.intro)
        column.addWidget(self.panel, 1)
        column.addWidget(buttons)
        self.resize(self.fontMetrics().averageCharWidth() * 90, self.fontMetrics().height() * 36)
        fit_to_screen(self, available_geometry(self))  # the heading took room from the table
        if changed is not None:
            changed.connect(self.panel.refresh)
        self.panel.refresh()

    def _applied(self, apply: Apply) -> Apply:
        def run(operation: Any) -> bool:
            done = apply(operation)
            if done and not self._follows:
                self.panel.refresh()
            return done

        return run
