# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics wizard, walked by clicking and typing (glorious-heretics.txt cited)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QSpinBox, QWizard

from gui.app_context import AppContext
from gui.heretics.character_window import HereticsWindow
from gui.heretics.wizard import HereticsWizard

PROFICIENT = ("strength", "stamina", "stealth", "perception", "insight")
LEFT = Qt.MouseButton.LeftButton


def make_wizard(context: AppContext, qtbot: Any) -> HereticsWizard:
    """A shown Heretics wizard."""
    wizard = HereticsWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def type_number(qtbot: Any, spin: QSpinBox, value: int) -> None:
    """Replace a spin box's number by typing it."""
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, str(value))
    spin.interpretText()


def click_box(qtbot: Any, box: QCheckBox) -> None:
    """Click a check box on its indicator (its cell may be wider than the box and its text)."""
    qtbot.mouseClick(box, LEFT, pos=QPoint(box.fontMetrics().height() // 2, box.height() // 2))


def press_next(qtbot: Any, wizard: HereticsWizard) -> None:
    """Click Next."""
    qtbot.mouseClick(wizard.button(QWizard.WizardButton.NextButton), LEFT)


def exp_shown(wizard: HereticsWizard) -> str:
    """The side panel's Exp available line, as plain text."""
    return wizard.side.text_of("exp-available").replace("<b>", "").replace("</b>", "")


def concept(qtbot: Any, wizard: HereticsWizard, starting_exp: int) -> None:
    """Name, and the GM's starting Exp typed into its house-rule box."""
    page = wizard.concept_page
    qtbot.keyClicks(page.name_edit, "Vex Marrow")
    type_number(qtbot, page.house_rules.starting_exp, starting_exp)
    assert wizard.draft.document["settings"] == {"starting_exp": starting_exp}
    assert exp_shown(wizard) == f"Exp available: {starting_exp}"


def test_six_proficiencies_refused_and_ranks_priced(context: AppContext, qtbot: Any) -> None:
    """Glorious Heretics rulebook, Skills: "A new character gets proficiency in 5 skills of your
    choice" (a 6th cannot be ticked); the Exp for a rank "is equal to the current rank + 1"."""
    wizard = make_wizard(context, qtbot)
    concept(qtbot, wizard, 60)
    press_next(qtbot, wizard)
    page = wizard.skills_page
    assert not page.isComplete()
    for skill in PROFICIENT:
        click_box(qtbot, page.boxes[skill])
    assert page.isComplete()
    click_box(qtbot, page.boxes["logic"])
    assert not page.boxes["logic"].isChecked()
    assert wizard.draft.build.sheet.sections["proficiencies"] == list(PROFICIENT)
    assert page.panel.select("stealth")
    qtbot.mouseClick(page.panel.raise_button, LEFT)  # rank 0 → 1 costs 1
    assert exp_shown(wizard) == "Exp available: 59"
    qtbot.mouseClick(page.panel.raise_button, LEFT)  # rank 1 → 2 costs 2
    assert exp_shown(wizard) == "Exp available: 57"
    assert wizard.draft.build.sheet.values["skill.stealth"].value == 2
    qtbot.mouseClick(page.take_back, LEFT)
    assert wizard.draft.build.sheet.values["skill.stealth"].value == 1


def test_walk_the_wizard_to_the_window(context: AppContext, qtbot: Any) -> None:
    """Concept → skills → abilities → feats (l. 319-361) → hit points (l. 44) → review → Finish."""
    wizard = make_wizard(context, qtbot)
    created: list[str] = []
    wizard.created.connect(created.append)
    concept(qtbot, wizard, 60)
    press_next(qtbot, wizard)
    for skill in PROFICIENT:
        click_box(qtbot, wizard.skills_page.boxes[skill])
    wizard.skills_page.panel.raise_skill("stealth")  # 1 Exp
    press_next(qtbot, wizard)
    if wizard.abilities_page is not None:
        assert wizard.currentPage() is wizard.abilities_page
        press_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.feats_page
    feats = wizard.feats_page
    for _ in range(3):  # Multi-Attack costs 15 per rank
        assert feats.panel.select("multi-attack")
        qtbot.mouseClick(feats.panel.buy_button, LEFT)
    assert exp_shown(wizard) == "Exp available: 14"
    assert not feats.panel.select("multi-attack")  # 15 needed, 14 left
    row = feats.panel.model.row_of("multi-attack")
    assert feats.panel.model.index(row, 4).data() == "Not enough Exp: this needs 15, you have 14."
    go_back_and_raise_starting_exp(qtbot, wizard, 100)
    assert feats.panel.select("multi-attack")
    qtbot.mouseClick(feats.panel.buy_button, LEFT)  # rank 4
    assert wizard.draft.build.sheet.values["feat.multi-attack"].value == 4
    assert "maximum rank 4" in feats.panel.model.index(row, 4).data()
    assert not feats.panel.select("multi-attack")
    assert not feats.panel.buy("multi-attack")  # rank 5: refused with the reason
    assert "maximum rank 4" in feats.refusal.text()
    press_next(qtbot, wizard)
    hit_points(qtbot, wizard)
    press_next(qtbot, wizard)
    assert wizard.currentPage() is wizard.review_page
    assert wizard.currentPage().sheet.text_of("hit-points") == "12"  # type: ignore[attr-defined]
    finish = wizard.button(QWizard.WizardButton.FinishButton)
    assert finish.isEnabled()
    qtbot.mouseClick(finish, LEFT)
    assert created
    record = context.library.get_character(created[0])
    assert record.system == "heretics"
    assert record.name == "Vex Marrow"
    window = context.open_character(created[0])
    assert isinstance(window, HereticsWindow)
    qtbot.addWidget(window)
    assert window.sheet.text_of("exp-available") == str(100 - 1 - 60 - 4)


def go_back_and_raise_starting_exp(qtbot: Any, wizard: HereticsWizard, exp: int) -> None:
    """Back to the concept page, the GM raises starting Exp, forward again (choices re-applied)."""
    while wizard.currentPage() is not wizard.concept_page:
        qtbot.mouseClick(wizard.button(QWizard.WizardButton.BackButton), LEFT)
    type_number(qtbot, wizard.concept_page.house_rules.starting_exp, exp)
    while wizard.currentPage() is not wizard.feats_page:
        press_next(qtbot, wizard)
    assert wizard.draft.build.sheet.values["feat.multi-attack"].value == 3


def hit_points(qtbot: Any, wizard: HereticsWizard) -> None:
    """Spend 4 Exp → 12 hit points; an odd amount is refused with the reason (l. 44)."""
    panel = wizard.resources_page.hit_points
    assert panel.hit_points.text() == "10"
    type_number(qtbot, panel.exp, 3)
    qtbot.mouseClick(panel.buy_button, LEFT)
    assert "even amount" in wizard.resources_page.refusal.text()
    type_number(qtbot, panel.exp, 4)
    qtbot.mouseClick(panel.buy_button, LEFT)
    assert panel.hit_points.text() == "12"
    assert panel.breakdown.text() == "Hit points 12 = 10 (base) + 2 (4 Exp ÷ 2)"
    notes = wizard.resources_page.equipment
    qtbot.keyClicks(notes.text, "Longsword")
    qtbot.mouseClick(notes.add_button, LEFT)
    assert [notes.list.item(i).text() for i in range(notes.list.count())] == ["Longsword"]


def test_models_pass_the_model_tester(context: AppContext, qtbot: Any, qtmodeltester: Any) -> None:
    """The skills and feats tables are well-behaved Qt models."""
    wizard = make_wizard(context, qtbot)
    concept(qtbot, wizard, 20)
    press_next(qtbot, wizard)
    wizard.skills_page.panel.refresh()
    qtmodeltester.check(wizard.skills_page.panel.model)
    wizard.feats_page.panel.refresh()
    qtmodeltester.check(wizard.feats_page.panel.model)


def test_five_proficiencies_disable_the_other_boxes_and_say_why(
    context: AppContext, qtbot: Any
) -> None:
    """Glorious Heretics rulebook, Skills: proficiency in 5 skills. At 5 of 5 the unticked boxes
    wait with the reason in words (issue 13, h05: no "event 1:", no "not possible.")."""
    wizard = make_wizard(context, qtbot)
    concept(qtbot, wizard, 60)
    press_next(qtbot, wizard)
    page = wizard.skills_page
    assert page.chosen_count.text() == "0 of 5 proficient skills chosen: choose 5 more."
    for skill in PROFICIENT:
        click_box(qtbot, page.boxes[skill])
    full = "5 of 5 proficient skills chosen: untick one to choose another."
    assert page.chosen_count.text() == full
    assert page.chosen_count.isVisible()
    waiting = [s for s, box in page.boxes.items() if not box.isEnabled()]
    assert sorted(waiting) == sorted(set(page.boxes) - set(PROFICIENT))
    assert full in page.boxes["logic"].toolTip()
    assert all(page.boxes[s].isEnabled() for s in PROFICIENT)
    assert "event 1" not in page.refusal.text()
    click_box(qtbot, page.boxes["stealth"])
    assert all(box.isEnabled() for box in page.boxes.values())
    assert page.chosen_count.text() == "4 of 5 proficient skills chosen: choose 1 more."
    assert full not in page.boxes["logic"].toolTip()


def test_the_price_of_a_rank_is_a_sentence(context: AppContext, qtbot: Any) -> None:
    """Glorious Heretics rulebook, Skills: the Exp for a rank is the current rank + 1, i.e. the
    rank it reaches: said in words, not as "r to r + 1 costs r + 1" (issue 13, point 9)."""
    wizard = make_wizard(context, qtbot)
    concept(qtbot, wizard, 60)
    press_next(qtbot, wizard)
    texts = [label.text() for label in wizard.skills_page.panel.findChildren(QLabel)]
    assert (
        "Raising a skill one rank costs as many Exp as the rank it reaches "
        "(Glorious Heretics rulebook, Skills)." in texts
    )
    assert not [t for t in texts if "r + 1" in t]
