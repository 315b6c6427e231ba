# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Support for the wizard-kit tests (no tests here): each system's wizard driven to some work,
the questions answered, the draft files found."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gui.app_context import AppContext
from gui.gravedust.wizard import GravedustWizard
from gui.heretics.wizard import HereticsWizard
from gui.lyrian.wizard import LyrianWizard
from gui.miridon.wizard import MiridonWizard
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_file import drafts_dir
from gui.wizard.draft_questions import Question
from tests.gui.gravedust.wizard_helpers import GEAR, ITEMS, RACES, add_pack

PROFICIENT = ("strength", "stamina", "stealth", "perception", "insight")


@dataclass(frozen=True)
class Driver:
    """How to make one system's wizard, put a name in it, and make choices on several pages."""

    system: str
    make: Callable[[AppContext], CreationWizard]
    name_field: Callable[[Any], Any]
    choose: Callable[[Any, AppContext], None]
    """Make choices on a few pages; the wizard ends on a later page."""
    check: Callable[[Any], None]
    """Assert that the page widgets show the choices `choose` made (after a restore)."""


def _gravedust_choose(wizard: Any, context: AppContext) -> None:
    add_pack(context, RACES, GEAR, ITEMS)
    wizard.next()
    assert wizard.race_page.races.select("dwarf")
    wizard.next()
    wizard.attributes_page.set_starting_xp(10)
    wizard.attributes_page.raise_attribute("int")
    wizard.next()
    page = wizard.gear_page
    assert page.gear.select("iron-sword")
    page.equip_selected()
    assert wizard.currentPage() is page


def _gravedust_check(wizard: Any) -> None:
    assert wizard.currentPage() is wizard.gear_page
    assert wizard.gear_page.slots.pieces["hand-1"].text().startswith("Iron Sword")
    assert wizard.attributes_page.xp.value() == 10
    assert wizard.race_page.races.selected_id() == "dwarf"


def _miridon_choose(wizard: Any, context: AppContext) -> None:
    wizard.concept_page.notes.setPlainText("From the salt flats.")
    wizard.next()
    assert wizard.class_page.classes.select("duelist")
    wizard.next()
    wizard.points_page.set_points(60, 12, 10)
    wizard.next()
    assert wizard.skills_page.tab.buy("stealth")
    assert wizard.currentPage() is wizard.skills_page


def _miridon_check(wizard: Any) -> None:
    assert wizard.currentPage() is wizard.skills_page
    assert wizard.concept_page.notes.toPlainText() == "From the salt flats."
    points = wizard.points_page
    assert (points.skill_points.value(), points.strength.value(), points.speed.value()) == (
        60,
        12,
        10,
    )
    assert wizard.class_page.classes.selected_id() == "duelist"
    assert wizard.draft.build.state.rank("skill", "stealth") == 1


MAIN = {"power": 4, "focus": 3, "agility": 5, "toughness": 4}
SUB = {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1}


def _lyrian_choose(wizard: Any, context: AppContext) -> None:
    page = wizard.race_page
    page.examples.setChecked(True)
    assert page.choose("human")
    wizard.next()
    wizard.stats_page.set_stats(MAIN, SUB)
    wizard.next()
    assert wizard.currentPage() is wizard.breakthrough_page


def _lyrian_check(wizard: Any) -> None:
    assert wizard.currentPage() is wizard.breakthrough_page
    race = wizard.race_page
    assert race.examples.isChecked()
    assert race.races.selected_id() == "human"
    assert wizard.stats_page.main.values() == MAIN
    assert wizard.stats_page.sub.values() == SUB


def _heretics_choose(wizard: Any, context: AppContext) -> None:
    wizard.concept_page.set_starting_exp(20)
    wizard.next()
    for skill in PROFICIENT:
        assert wizard.skills_page.toggle(skill, True)
    assert wizard.skills_page.isComplete()


def _heretics_check(wizard: Any) -> None:
    assert wizard.currentPage() is wizard.skills_page
    assert wizard.concept_page.house_rules.starting_exp.value() == 20
    assert tuple(wizard.skills_page.chosen()) == tuple(
        s for s in wizard.skills_page.boxes if s in PROFICIENT
    )
    assert "5 of 5 proficient skills chosen" in wizard.skills_page.chosen_count.text()


DRIVERS = (
    Driver(
        "gravedust", GravedustWizard, lambda w: w.name_page.name_edit,
        _gravedust_choose, _gravedust_check,
    ),
    Driver(
        "miridon", MiridonWizard, lambda w: w.concept_page.name_edit,
        _miridon_choose, _miridon_check,
    ),
    Driver(
        "lyrian", LyrianWizard, lambda w: w.race_page.name, _lyrian_choose, _lyrian_check
    ),
    Driver(
        "heretics", HereticsWizard, lambda w: w.concept_page.name_edit,
        _heretics_choose, _heretics_check,
    ),
)  # fmt: skip


def shown(qtbot: Any, wizard: CreationWizard) -> CreationWizard:
    """Show a wizard (closed by the test's end) and let its first events run."""
    qtbot.addWidget(wizard)
    wizard.show()
    QApplication.processEvents()
    return wizard


def type_name(qtbot: Any, driver: Driver, wizard: CreationWizard, name: str = "Vex") -> None:
    """Type a name into the wizard's name field, as the player would."""
    qtbot.keyClicks(driver.name_field(wizard), name)
    assert wizard.draft.document["name"] == name


def question(qtbot: Any, wizard: CreationWizard) -> Question:
    """The question the wizard shows now (waiting a moment for it)."""
    qtbot.waitUntil(lambda: wizard.question is not None and wizard.question.isVisible())
    assert wizard.question is not None
    return wizard.question


def answer(qtbot: Any, wizard: CreationWizard, key: str) -> None:
    """Click one of the buttons of the question on screen."""
    box = question(qtbot, wizard)
    qtbot.mouseClick(box.buttons[key], Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def draft_files() -> list[Path]:
    """The draft files in the (test's) data directory."""
    return sorted(drafts_dir().glob("*.json"))


def draft_file(wizard: CreationWizard) -> Path:
    """Where the wizard's draft is kept."""
    return drafts_dir() / f"{wizard.draft.document['id']}.json"
