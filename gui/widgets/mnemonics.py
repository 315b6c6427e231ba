# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Alt+letter mnemonics a window offers now (buttons, boxes, labels with a buddy, group boxes,
tabs, the menu bar) and within each menu, so that no two claim the same letter."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Iterator

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QAbstractButton,
    QGroupBox,
    QLabel,
    QMenu,
    QMenuBar,
    QTabBar,
    QWidget,
)

WIZARD_MNEMONICS = frozenset("bnf")
"""The letters of a wizard's own buttons: < Back, Next >, Finish."""
Claims = dict[str, list[str]]
"""Each mnemonic letter and the texts that claim it."""


def mnemonic(text: str) -> str:
    """The letter after the first single `&` of a text, upper-case ("" when there is none)."""
    sequence = QKeySequence.mnemonic(text)
    return sequence.toString().removeprefix("Alt+").upper() if not sequence.isEmpty() else ""


def with_mnemonic(text: str, used: set[str]) -> str:
    """The text with `&` before its first letter not in `used` (which then holds it too); the
    text unchanged when every letter is taken."""
    for position, letter in enumerate(text):
        if letter.isalpha() and letter.casefold() not in used:
            used.add(letter.casefold())
            return f"{text[:position]}&{text[position:]}"
    return text


def _shown(widget: QWidget, root: QWidget) -> bool:
    return widget.isVisibleTo(root) or widget is root


def _widget_texts(widget: QWidget) -> Iterator[str]:
    """The texts of a widget that take an Alt+letter shortcut."""
    # through the classes: a subclass may name an attribute `title` or `text`
    if isinstance(widget, QAbstractButton):
        yield QAbstractButton.text(widget)
    elif isinstance(widget, QLabel) and QLabel.buddy(widget) is not None:
        yield QLabel.text(widget)
    elif isinstance(widget, QGroupBox):
        yield QGroupBox.title(widget)
    elif isinstance(widget, QTabBar):
        yield from (widget.tabText(i) for i in range(widget.count()) if widget.isTabVisible(i))
    elif isinstance(widget, QMenuBar):
        yield from (a.text() for a in widget.actions() if a.isVisible())


def window_texts(root: QWidget) -> list[str]:
    """Every text with a mnemonic that the window shows now (hidden pages and tabs left out)."""
    widgets = [root, *root.findChildren(QWidget)]
    texts = []
    for widget in widgets:
        if widget.window() is root.window() and _shown(widget, root):
            texts += [t for t in _widget_texts(widget) if mnemonic(t)]
    return texts


def claims(texts: Iterable[str]) -> Claims:
    """The texts grouped by the letter they claim."""
    found: Claims = defaultdict(list)
    for text in texts:
        letter = mnemonic(text)
        if letter:
            found[letter].append(text)
    return dict(found)


def clashes(texts: Iterable[str]) -> Claims:
    """The letters claimed by more than one text."""
    return {letter: found for letter, found in claims(texts).items() if len(found) > 1}


def window_clashes(root: QWidget) -> Claims:
    """The letters that two controls of the window claim at once."""
    return clashes(window_texts(root))


def menu_clashes(menu: QMenu | QMenuBar) -> dict[str, Claims]:
    """For the menu bar or a menu and each submenu in it: the letters two of its items claim."""
    found: dict[str, Claims] = {}
    items = [a for a in menu.actions() if a.isVisible() and not a.isSeparator()]
    here = clashes(a.text() for a in items)
    if here:
        found[menu.title() if isinstance(menu, QMenu) else "menu bar"] = here
    for action in items:
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            found |= menu_clashes(submenu)
    return found
