# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A "spend" dialog shared by the systems: a pool headline, tabs of purchase panels, Close.

Every purchase is handed to the owner (one undoable step of the window) and the tabs refresh,
either at once or when the owner reports a change.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from gui.character.operation import Operation
from gui.widgets.sheet_style import scaled_font, value_tooltip
from rules.engine.build import Build


class TabbedSpendDialog(QDialog):
    """Subclasses build their panels with `self.buy`, then call `self.finish(…)`."""

    def __init__(
        self,
        title: str,
        source: Callable[[], Build[Any]],
        apply: Callable[[Operation], bool],
        changed: SignalInstance | None,
        parent: QWidget | None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self._source, self._apply = source, apply
        self._follows = changed is not None
        self._changed = changed
        self.headline = QLabel(self)
        self.headline.setFont(scaled_font(self.headline, 1.15, bold=True))
        self.tabs = QTabWidget(self)
        self._panels: dict[str, QWidget] = {}
        self._pool: tuple[str, str] = ("", "")

    def finish(
        self,
        tabs: Sequence[tuple[str, str, QWidget]],
        pool: str,
        wording: str,
        size: tuple[int, int],
    ) -> None:
        """Add the tabs (name, label, panel); `wording` shows the pool `pool` ("… {value}")."""
        for name, label, panel in tabs:
            self._panels[name] = panel
            self.tabs.addTab(panel, label)
        self._pool = (pool, wording)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.headline)
        column.addWidget(self.tabs, 1)
        column.addWidget(buttons)
        self.resize(
            self.fontMetrics().averageCharWidth() * size[0], self.fontMetrics().height() * size[1]
        )
        if self._changed is not None:
            self._changed.connect(self.refresh)
        self.refresh()

    def show_tab(self, name: str) -> None:
        """Bring a tab to the front by its name."""
        panel = self._panels.get(name)
        if panel is not None:
            self.tabs.setCurrentWidget(panel)

    def buy(self, operation: Operation) -> bool:
        """Hand a purchase to the owner; refresh at once unless the owner reports changes."""
        bought = self._apply(operation)
        if bought and not self._follows:
            self.refresh()
        return bought

    def refresh(self) -> None:
        """Show the pool and every tab from the current build."""
        key, wording = self._pool
        found = self._source().sheet.values.get(key)
        self.headline.setText(wording.format(value=found.value if found else 0))
        self.headline.setToolTip(value_tooltip(found))
        for panel in self._panels.values():
            panel.refresh()  # type: ignore[attr-defined]  # every panel has refresh()
