# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Beside every race and class list, the entry on the current row — name, flavour text,
description, source in a player's words — follows the keyboard (issue 13, point 11)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard
from gui.lyrian.wizard import LyrianWizard
from gui.miridon.wizard import MiridonWizard
from gui.widgets.description_pane import NO_DESCRIPTION, DescriptionPane
from rules.engine.content_schema import Entry
from rules.engine.source_ref import Source
from tests.gui.gravedust.wizard_helpers import add_pack
from tests.gui.wizard.drivers import shown
from tests.gui.wizard.test_empty_content import lyrian_at_breakthroughs

SYLPH = """\
  race:
    - {id: dwarf, name: Dwarf, source: {book: "homebrew: test table"}, description: Stout folk of the deep halls., adjustments: {end: 2}}
    - {id: sylph, name: Sylph, source: {book: "homebrew: test table"}, adjustments: {agi: 1}}
"""


def press(qtbot: Any, view: QAbstractItemView, *keys: Qt.Key) -> None:
    """Give a list the focus and press keys in it."""
    view.setFocus()
    for key in keys:
        qtbot.keyClick(view, key)


def test_the_pane_cites_the_rulebook_without_lines_and_keeps_them_for_the_tooltip(
    qtbot: Any,
) -> None:
    pane = DescriptionPane()
    qtbot.addWidget(pane)
    source = Source(book="gravedust.txt", section="Gear Slots (l. 273-280)")
    pane.show_entry(Entry(id="sword", name="Sword", source=source, description="Sharp (l. 12)."))
    text = pane.toPlainText()
    assert "Source: Gravedust rulebook, Gear Slots" in text
    assert "273" not in text
    assert "gravedust.txt" not in text
    assert "l. 12" not in text
    assert "lines 273-280" in pane.toolTip()
    pane.show_entry(Entry(id="axe", name="Axe", source=source))
    assert NO_DESCRIPTION in pane.toPlainText()


def test_lyrian_race_description_follows_the_keyboard(context: AppContext, qtbot: Any) -> None:
    wizard = shown(qtbot, LyrianWizard(context))
    page = wizard.race_page  # type: ignore[attr-defined]
    press(qtbot, page.races, Qt.Key.Key_Home)
    assert page.description.toPlainText().startswith("Human")
    press(qtbot, page.races, Qt.Key.Key_Down)
    text = page.description.toPlainText()
    assert text.startswith("Demon")
    assert "you can choose one of the clans" in text  # the rulebook's own words
    assert "l. 32" not in text
    assert "Source: Lyrian Chronicles rulebook, Character Creation — 1. Choose a race" in text
    assert page.races.selected_id() == "demon"


def test_gravedust_race_description_or_that_the_pack_has_none(
    context: AppContext, qtbot: Any
) -> None:
    add_pack(context, SYLPH)
    wizard = shown(qtbot, GravedustWizard(context))
    wizard.name_page.name_edit.setText("Vex")  # type: ignore[attr-defined]
    wizard.next()
    page = wizard.race_page  # type: ignore[attr-defined]
    press(qtbot, page.races, Qt.Key.Key_Home)
    assert "Stout folk of the deep halls." in page.description.toPlainText()
    assert "Attributes: END +2." in page.description.toPlainText()
    press(qtbot, page.races, Qt.Key.Key_Down)
    assert page.description.toPlainText().startswith("Sylph")
    assert NO_DESCRIPTION in page.description.toPlainText()
    assert "Source: homebrew: test table" in page.description.toPlainText()


def test_miridon_class_shows_its_quote_and_description_not_first_class(
    context: AppContext, qtbot: Any
) -> None:
    wizard = shown(qtbot, MiridonWizard(context))
    wizard.concept_page.name_edit.setText("Ilsa")  # type: ignore[attr-defined]
    wizard.next()
    page = wizard.class_page  # type: ignore[attr-defined]
    assert page.classes.select("skiffmaster")
    press(qtbot, page.classes, Qt.Key.Key_Down)
    text = page.description.toPlainText()
    assert text.startswith("Duelist")
    # Miridon rulebook, Chapter 2: Classes — Basic Classes: the duelist's quote and description
    assert "walk right into my spinning blades of death" in text
    assert "Duelists are talented fighters" in text
    assert "Special ability: Riposte." in text
    rows = [page.classes.item(r) for r in range(page.classes.count())]
    assert all("first class" not in row.toolTip() for row in rows)


def test_lyrian_class_browser_describes_the_class_or_ability_under_the_keyboard(
    context: AppContext, qtbot: Any
) -> None:
    wizard = lyrian_at_breakthroughs(context, qtbot)
    wizard.race_page.examples.setChecked(True)
    page = wizard.breakthrough_page
    page.list.select("example-iron-lungs")
    assert "Level 2 (200 EXP): You no longer need to breathe" in page.description.toPlainText()
    wizard.next()
    browser = wizard.classes_page.browser
    browser.select("example-sellsword")
    assert "A tier 1 fighter for hire." in browser.description.toPlainText()
    assert "Tier 1: unlocking costs 1 IP + 100 EXP." in browser.description.toPlainText()
    press(qtbot, browser.tree, Qt.Key.Key_Down)
    assert browser.description.toPlainText().startswith("Hired Blade (example)")
