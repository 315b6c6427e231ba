# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon wizard creates a Duelist through every page; the window opens from the library."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWizard

from gui.app_context import AppContext
from gui.miridon.character_window import MiridonWindow
from gui.miridon.weapon_table import WeaponTableModel
from gui.miridon.wizard import MiridonWizard
from tests.gui.miridon.helpers import add_character, ev

NEXT = QWizard.WizardButton.NextButton
FINISH = QWizard.WizardButton.FinishButton


def press(qtbot: Any, wizard: MiridonWizard, which: QWizard.WizardButton) -> None:
    """Click one of the wizard's buttons (it must be enabled)."""
    assert wizard.button(which).isEnabled(), wizard.currentPage().title()
    qtbot.mouseClick(wizard.button(which), Qt.MouseButton.LeftButton)


def test_wizard_creates_a_duelist(context: AppContext, qtbot: Any) -> None:
    wizard = MiridonWizard(context)
    qtbot.addWidget(wizard)
    created: list[str] = []
    wizard.created.connect(created.append)
    wizard.show()
    assert not wizard.button(NEXT).isEnabled()  # a name first
    qtbot.keyClicks(wizard.concept_page.name_edit, "Ilsa Varn")
    wizard.concept_page.notes.setPlainText("From the salt flats.")
    press(qtbot, wizard, NEXT)
    crew = wizard.class_page.classes.item_for("crew-member")
    assert not crew.flags() & Qt.ItemFlag.ItemIsSelectable
    assert "NPC class" in crew.toolTip()
    assert not wizard.button(NEXT).isEnabled()  # a class first
    assert wizard.class_page.classes.select("duelist")
    press(qtbot, wizard, NEXT)
    wizard.points_page.set_points(60, 12, 10)
    assert "Riposte rank 2" in wizard.points_page.specials.text()  # (12 + 10) ÷ 10
    press(qtbot, wizard, NEXT)
    assert wizard.skills_page.tab.buy("stealth")  # cross-class rank 1: 2 points
    press(qtbot, wizard, NEXT)
    assert wizard.talents_page.tab.buy("redouble")  # 5 points
    press(qtbot, wizard, NEXT)
    assert wizard.flairs_page.tab.buy("redouble-specialist")  # the first flair: 0 points
    assert wizard.flairs_page.points.text() == "Skill points left: 53"
    if wizard.equipment_page is not None:
        press(qtbot, wizard, NEXT)
    press(qtbot, wizard, NEXT)
    assert wizard.currentPage() is wizard.review_page
    assert wizard.review_page.sheet.section_texts("flairs") == ["Redouble Specialist"]
    press(qtbot, wizard, FINISH)
    assert len(created) == 1
    record = context.library.get_character(created[0])
    assert record.system == "miridon"
    assert record.name == "Ilsa Varn"
    notes = [e.get("note") for e in record.document["events"] if e["op"].startswith("award")]
    assert notes == ["starting points (GM)", "starting points (GM)"]


def test_a_page_with_an_error_cannot_be_finished(context: AppContext, qtbot: Any) -> None:
    wizard = MiridonWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    qtbot.keyClicks(wizard.concept_page.name_edit, "Ilsa")
    press(qtbot, wizard, NEXT)
    wizard.class_page.classes.select("duelist")
    press(qtbot, wizard, NEXT)
    wizard.points_page.set_points(3, 0, 0)
    press(qtbot, wizard, NEXT)
    wizard.skills_page.tab.buy("stealth")  # 2 of 3 points
    assert not wizard.skills_page.tab.buy("stealth")  # rank 2 costs 4: refused, shown on the page
    refusal = wizard.skills_page.refusal.text()
    assert refusal.startswith("Raise Stealth to 2 is not allowed: Not enough skill points")
    assert "event " not in refusal
    wizard.skills_page.take_back_last()
    assert wizard.draft.build.state.skills.get("stealth", 0) == 0


def test_the_window_opens_through_the_context(context: AppContext, qtbot: Any) -> None:
    character = add_character(
        context,
        "Ilsa",
        [ev("choose-class", class_="skiffmaster"), ev("award-stats", strength=12, speed=9)],
    )
    window = context.open_character(character)
    assert isinstance(window, MiridonWindow)
    qtbot.addWidget(window)
    assert window.sheet.values.text_of("max-strength") == "12"
    tooltip = window.sheet.values.tiles["max-strength"].toolTip()
    assert "Maximum Strength Points 12 = 12 (GM awards)" in tooltip
    assert "Sheetwright&#x27;s ruling (the Miridon rulebook leaves this open)" in tooltip
    assert (
        "Caravan Master" in window.sheet.sections.findChild(QLabel, "special-caravan-master").text()
    )
    pdf = window.pdf_action
    assert pdf.isEnabled()


def test_weapon_table_passes_the_model_tester(context: AppContext, qtmodeltester: Any) -> None:
    from tests.rules.miridon.builders import shipped

    model = WeaponTableModel()
    model.set_weapons(list(shipped().entries("weapon")), ["rapier"], {})
    qtmodeltester.check(model)
    assert model.rowCount() == 53
