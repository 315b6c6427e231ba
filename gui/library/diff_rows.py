# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A change's diff as rows of a tree (under each character, every line of what changes), and the
verdict line under it."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPushButton, QTreeWidgetItem

from gui.widgets.sheet_style import warning_colour


def add_diff_lines(item: QTreeWidgetItem, lines: list[str]) -> None:
    """A diff under a character's row, line by line; each heading (Values, Pools, Breaks …) in
    bold."""
    for line in lines:
        child = QTreeWidgetItem(["", line.strip()])
        child.setToolTip(1, line.strip())
        if not line.startswith("  "):
            child.setText(1, line.strip().rstrip(":"))
            font = child.font(1)
            font.setBold(True)
            child.setFont(1, font)
        item.addChild(child)


def first_change(lines: list[str]) -> str:
    """The first change a diff lists (`LV: 3 → 4`), or that nothing shows."""
    changes = [line.strip() for line in lines if line.startswith("  ")]
    if not changes:
        return "No value on the sheet changes."
    more = f" (and {len(changes) - 1} more)" if len(changes) > 1 else ""
    return changes[0] + more


def show_verdict(label: QLabel, button: QPushButton, text: str, *, ok: bool) -> None:
    """The line under a change's rows: red, and the button that makes it off, when it cannot be
    made."""
    label.setText(text)
    palette = label.palette()
    colour = palette.windowText().color() if ok else warning_colour(palette)
    palette.setColor(label.foregroundRole(), colour)
    label.setPalette(palette)
    button.setEnabled(ok)
