# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Where a rulebook leaves a list to the GM, the page says what is missing and its buttons fill
the list: the example pack, or the content editor whose saving refreshes the page; no enabled
button on those pages does nothing (issue 13, point 3)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from gui.app_context import AppContext
from gui.content_editor.editor_window import ContentEditorWindow
from gui.gravedust.race_page import NO_RACES
from gui.gravedust.wizard import GravedustWizard
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.spend_pages import NO_BREAKTHROUGHS, SKIP_CLASSES
from gui.lyrian.wizard import LyrianWizard
from gui.miridon.class_page import NO_CLASS_SKILLS
from gui.miridon.wizard import MiridonWizard
from gui.widgets.empty_content import EDITOR_TEXT, EXAMPLES_TEXT
from gui.wizard.creation_wizard import CreationWizard
from model.character_session import CharacterSession
from model.document import new_document
from tests.gui.content_editor.test_editor import add_dwarf, create_pack
from tests.gui.wizard.drivers import shown

MAIN = {"power": 4, "focus": 3, "agility": 5, "toughness": 4}
SUB = {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1}
BREAKTHROUGH_PACK = """\
format: sheetwright-pack
format_version: 1
id: our-breakthroughs
name: Our breakthroughs
system: lyrian
version: "1"
homebrew: true
content:
  breakthrough:
    - id: keen-eye
      name: Keen Eye
      source: {book: "homebrew: our table"}
      levels: [{cost: 100, effect: "+1 Perception."}]
"""
CLASS_SKILLS_PACK = """\
format: sheetwright-pack
format_version: 1
id: our-classes
name: Our classes
system: miridon
version: "1"
homebrew: true
content:
  class:
    - id: duelist
      name: Duelist
      source: {book: "homebrew: our table"}
      special: riposte
      class_skills: [stealth]
"""


def enabled_buttons(page: QWidget) -> set[str]:
    """The texts of the push buttons a player can press on the page now."""
    buttons = page.findChildren(QPushButton)
    return {b.text() for b in buttons if b.isVisible() and b.isEnabled()}


def click(qtbot: Any, button: QPushButton | None) -> None:
    """A left click in the middle of a button that is on screen and enabled."""
    assert button is not None
    assert button.isVisible()
    assert button.isEnabled()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def opened_editor(qtbot: Any) -> ContentEditorWindow:
    """The content editor window on screen (closed when the test ends)."""
    editors = [
        w for w in QApplication.topLevelWidgets()
        if isinstance(w, ContentEditorWindow) and w.isVisible()
    ]  # fmt: skip
    assert len(editors) == 1
    qtbot.addWidget(editors[0])
    return editors[0]


def lyrian_at_breakthroughs(context: AppContext, qtbot: Any) -> LyrianWizard:
    """A Lyrian wizard on the shipped content only, past race and stats."""
    wizard = shown(qtbot, LyrianWizard(context))
    assert isinstance(wizard, LyrianWizard)
    qtbot.keyClicks(wizard.race_page.name, "Ashe")
    assert wizard.race_page.choose("human")
    wizard.next()
    wizard.stats_page.set_stats(MAIN, SUB)
    wizard.next()
    assert wizard.currentPage() is wizard.breakthrough_page
    return wizard


def test_lyrian_breakthroughs_say_what_is_missing_and_the_example_pack_fills_them(
    context: AppContext, qtbot: Any
) -> None:
    wizard = lyrian_at_breakthroughs(context, qtbot)
    page = wizard.breakthrough_page
    assert page.notice.isVisible()
    assert not page.list.isVisible()
    assert page.notice.text() == f"{NO_BREAKTHROUGHS.what} {NO_BREAKTHROUGHS.skip}"
    assert "300 breakthrough EXP is lost" in page.notice.text()  # skippable, at a price
    assert not page.buy_button.isEnabled()
    assert page.buy_why.isVisible()
    assert "Nothing to buy" in page.buy_why.text()
    assert enabled_buttons(page) == {EXAMPLES_TEXT, EDITOR_TEXT}
    click(qtbot, page.notice.example_button)
    assert wizard.draft.uses_example_packs()
    assert page.list.isVisible()
    assert not page.notice.isVisible()
    assert page.list.count() == 3
    assert not page.buy_button.isEnabled()
    assert "Select a breakthrough" in page.buy_why.text()
    assert page.list.select("example-iron-lungs")
    assert page.buy_button.isEnabled()
    assert not page.buy_why.text()
    click(qtbot, page.buy_button)
    assert wizard.draft.build.state.breakthroughs == {"example-iron-lungs": 1}
    wizard.back()
    wizard.back()
    assert wizard.race_page.examples.isChecked()  # page 1 shows the pack is on


def test_lyrian_breakthroughs_open_the_editor_and_refill_when_it_saves(
    context: AppContext, qtbot: Any
) -> None:
    wizard = lyrian_at_breakthroughs(context, qtbot)
    page = wizard.breakthrough_page
    click(qtbot, page.notice.editor_button)
    editor = opened_editor(qtbot)
    assert (editor.system_id(), editor.browser.kind()) == ("lyrian", "breakthrough")
    context.library.add_pack(
        "our-breakthroughs", "lyrian", "Our breakthroughs", "1", BREAKTHROUGH_PACK
    )
    context.library_changed.emit()  # what the editor announces when it saves a pack
    assert page.list.isVisible()
    assert not page.notice.isVisible()
    assert [page.list.item(r).data(Qt.ItemDataRole.UserRole) for r in range(page.list.count())] == [
        "keen-eye"
    ]


def test_lyrian_classes_without_tiers_offer_the_example_pack_and_let_the_player_go_on(
    context: AppContext, qtbot: Any
) -> None:
    wizard = lyrian_at_breakthroughs(context, qtbot)
    wizard.next()
    page = wizard.classes_page
    browser = page.browser
    assert browser.notice.isVisible()
    assert SKIP_CLASSES in browser.notice.text()
    browser.select("mage")
    assert not browser.unlock_button.isEnabled()
    assert not browser.buy_button.isEnabled()
    assert "Mage has no tier yet" in browser.why.text()
    assert enabled_buttons(page) == {EXAMPLES_TEXT, EDITOR_TEXT}
    assert page.isComplete()  # the step may be skipped
    click(qtbot, browser.notice.editor_button)
    assert opened_editor(qtbot).browser.kind() == "class"
    click(qtbot, browser.notice.example_button)
    assert not browser.notice.isVisible()
    browser.select("example-sellsword")
    click(qtbot, browser.unlock_button)
    assert "example-sellsword" in wizard.draft.build.state.classes


def test_lyrian_window_class_browser_points_to_the_content_editor(
    context: AppContext, qtbot: Any
) -> None:
    record = context.library.add_character(new_document("lyrian", "Ashe"))
    window = LyrianWindow(context, CharacterSession(context.library, record.id))
    qtbot.addWidget(window)
    window.show()
    window.classes_dock.raise_()
    browser = window.class_browser
    assert browser.notice.isVisible()
    # the window takes the example pack up through Content Packs… (previewed, undoable)
    assert browser.notice.example_button is not None
    browser.select("mage")
    assert not browser.unlock_button.isEnabled()
    assert browser.why.text()
    click(qtbot, browser.notice.editor_button)
    editor = opened_editor(qtbot)
    assert (editor.system_id(), editor.browser.kind()) == ("lyrian", "class")


def test_lyrian_window_class_browser_takes_up_the_example_pack(
    context: AppContext, qtbot: Any
) -> None:
    # lyrian.txt, Classes: the rulebook names classes but leaves their tiers and abilities out.
    record = context.library.add_character(new_document("lyrian", "Ashe"))
    window = LyrianWindow(context, CharacterSession(context.library, record.id))
    qtbot.addWidget(window)
    window.show()
    window.classes_dock.raise_()
    browser = window.class_browser
    assert browser.notice.example_button is not None
    click(qtbot, browser.notice.example_button)
    assert window.packs_dialog.preview is not None
    window.packs_dialog.preview.accept()
    assert not browser.notice.isVisible()
    assert any(cls.tier for cls in window.build.content.entries("class"))


def _gravedust_at_races(context: AppContext, qtbot: Any) -> GravedustWizard:
    wizard = shown(qtbot, GravedustWizard(context))
    assert isinstance(wizard, GravedustWizard)
    qtbot.keyClicks(wizard.name_page.name_edit, "Vex")
    wizard.next()
    return wizard


def test_gravedust_races_come_from_the_content_editor_the_notice_opens(
    context: AppContext, qtbot: Any
) -> None:
    wizard = _gravedust_at_races(context, qtbot)
    page = wizard.race_page
    assert page.empty.isVisible()
    assert not page.races.isVisible()
    assert page.empty.text() == f"{NO_RACES.what} {NO_RACES.skip}"
    assert enabled_buttons(page) == {EDITOR_TEXT}
    assert page.isComplete()  # no race is allowed: every attribute begins at 1
    click(qtbot, page.editor_button)
    editor = opened_editor(qtbot)
    assert (editor.system_id(), editor.browser.kind()) == ("gravedust", "race")
    create_pack(editor, qtbot)
    add_dwarf(editor, qtbot)
    assert page.races.isVisible()
    assert not page.empty.isVisible()
    assert page.races.item(0).text().startswith("Dwarf")


def test_gravedust_gear_may_be_defined_on_the_page_or_in_the_editor(
    context: AppContext, qtbot: Any
) -> None:
    wizard = _gravedust_at_races(context, qtbot)
    wizard.next()
    wizard.next()
    page = wizard.gear_page
    assert page.empty.isVisible()
    assert "You can go on without gear" in page.empty.text()
    assert not page.equip_button.isVisible()
    assert enabled_buttons(page) == {EDITOR_TEXT, "Define a Piece Here…"}
    click(qtbot, page.empty.buttons[-1])
    assert page.tabs.currentIndex() == 1
    assert QApplication.focusWidget() is page.form.name
    page.tabs.setCurrentIndex(0)
    click(qtbot, page.editor_button)
    assert opened_editor(qtbot).browser.kind() == "gear"


def _miridon_class_page(context: AppContext, qtbot: Any) -> Any:
    wizard = shown(qtbot, MiridonWizard(context))
    assert isinstance(wizard, CreationWizard)
    qtbot.keyClicks(wizard.concept_page.name_edit, "Ilsa")
    wizard.next()
    return wizard.class_page  # type: ignore[attr-defined]


def test_miridon_class_skills_left_to_the_gm_are_a_notice_not_a_dead_end(
    context: AppContext, qtbot: Any
) -> None:
    page = _miridon_class_page(context, qtbot)
    assert page.notice.text() == f"{NO_CLASS_SKILLS.what} {NO_CLASS_SKILLS.skip}"
    assert page.classes.isVisible()  # the classes can be chosen meanwhile
    assert enabled_buttons(page) == {EDITOR_TEXT}
    click(qtbot, page.notice.editor_button)
    editor = opened_editor(qtbot)
    assert (editor.system_id(), editor.browser.kind()) == ("miridon", "class")
    context.library.add_pack("our-classes", "miridon", "Our classes", "1", CLASS_SKILLS_PACK)
    context.library_changed.emit()
    assert not page.notice.isVisible()
    assert page.classes.select("duelist")
    assert "Class skills: Stealth." in page.description.toPlainText()
