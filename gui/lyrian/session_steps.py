# SPDX-License-Identifier: LicenseRef-Sheetwright
"""One guided step of the session view: its operation previewed (pools before → after) or refused."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtWidgets import QLabel, QPushButton, QSizePolicy, QWidget

from gui.character.operation import Operation
from gui.widgets.sheet_style import plain_tooltip
from rules.engine.build import Build

POOL_KEYS = (
    "exp", "ip", "ep", "clim", "skill-points", "breakthrough-exp", "power-level", "spirit-core",
    "burden",
)  # fmt: skip
Preview = Callable[[Sequence[Any]], Build[Any]]


PROPERTY_PREFIXES = ("material:", "home:", "owned:")
"""Values of what the character owns (materials carried, a build's progress): shown when they
change, and as 0 where one appears or disappears."""


def pool_values(build: Build[Any]) -> dict[str, tuple[str, int]]:
    """The pools and progress values of a build: key → (label, value)."""
    values = build.sheet.values
    found = {k: (values[k].label, int(values[k].value)) for k in POOL_KEYS if k in values}
    for key, value in values.items():
        if key.startswith(PROPERTY_PREFIXES):
            found[key] = (value.label, int(value.value))
    return found


def pool_changes(before: Build[Any], after: Build[Any]) -> list[tuple[str, int, int]]:
    """The pools and property an operation changes: (label, before, after)."""
    old, new = pool_values(before), pool_values(after)
    changes = [
        (label, value, new.get(k, (label, 0))[1])
        for k, (label, value) in old.items()
        if new.get(k, (label, 0))[1] != value
    ]
    changes += [(label, 0, value) for k, (label, value) in new.items() if k not in old and value]
    return changes


def changes_text(changes: list[tuple[str, int, int]]) -> str:
    """`EXP 975 → 1125 · Power level 1175 → 1325`."""
    if not changes:
        return "No pool changes."
    return " · ".join(f"{label} {old} → {new}" for label, old, new in changes)


def refusal_of(after: Build[Any], first_new: int) -> list[str]:
    """The rules' reasons against the previewed events (empty when allowed)."""
    return [i.message for i in after.errors if (i.event_index or -1) >= first_new]


class Step:
    """A button whose operation is previewed on every refresh: enabled with before → after, or why not."""

    def __init__(
        self, button: QPushButton, make: Callable[[], Operation | None], parent: QWidget
    ) -> None:
        self.button = button
        self.make = make
        self.result = QLabel(parent)
        self.result.setWordWrap(True)
        # Never shorter than its wrapped text; its height is the form's height-for-width (the view
        # keeps its own minimum height to that), never a fixed height taken at a passing width.
        self.result.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        self.changes: list[tuple[str, int, int]] = []
        self.nothing: Callable[[], str] | None = None
        """Why there is nothing to choose ("" when there is: choosing comes first)."""

    def refresh(self, build: Build[Any], preview: Preview, count: int) -> None:
        """Preview the step's operation against the current build."""
        operation = self.make()
        if operation is None:
            self._show(False, (self.nothing and self.nothing()) or "Choose what to do first.", [])
            return
        after = preview(operation.events)
        reasons = refusal_of(after, count)
        if reasons:
            self._show(False, "Not now: " + " ".join(reasons), [])
            return
        self.changes = pool_changes(build, after)
        self._show(True, "Before → after: " + changes_text(self.changes), self.changes)

    def _show(self, ok: bool, text: str, changes: list[tuple[str, int, int]]) -> None:
        self.changes = changes
        self.button.setEnabled(ok)
        self.button.setToolTip(plain_tooltip(self.button.text().replace("&", ""), text))
        self.result.setText(text)
