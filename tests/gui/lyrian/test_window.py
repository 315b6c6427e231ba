# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian wizard, window, session view and class browser, driven as a player would."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest
from PySide6.QtWidgets import QWizard

from gui.app_context import AppContext
from gui.lyrian.character_window import LyrianWindow
from gui.lyrian.example_pack import example_pack_text
from gui.lyrian.stats_page import MAIN_ARRAY, SUB_ARRAY, StatsPage
from gui.lyrian.wizard import LyrianWizard

SELLSWORD = "example-sellsword"


def add_examples(context: AppContext) -> None:
    """The example classes as an enabled homebrew pack in the library."""
    context.library.add_pack(
        "lyrian-example-classes-copy", "lyrian", "Example classes", "1", example_pack_text()
    )


def make_wizard(context: AppContext, qtbot: Any) -> LyrianWizard:
    """A shown Lyrian wizard."""
    wizard = LyrianWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    return wizard


def create(wizard: LyrianWizard) -> None:
    """Race, stats, a class with two abilities, skills; then Finish."""
    page = wizard.race_page
    page.name.setText("Ashe")
    wizard.draft.edit(name="Ashe")
    assert page.choose("human")
    assert page.isComplete()
    wizard.next()
    wizard.stats_page.set_stats(
        {"power": 4, "focus": 3, "agility": 5, "toughness": 4},
        {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1},
    )
    assert wizard.stats_page.isComplete()
    wizard.next()
    wizard.next()  # no breakthroughs
    classes = wizard.classes_page
    classes.browser.select(SELLSWORD)
    assert classes.browser.unlock_button.isEnabled()
    assert classes.browser.unlock_selected()
    assert classes.browser.buy_next_selected()
    wizard.next()
    assert wizard.skills_page.add_point("athletics")
    assert wizard.skills_page.add_point("athletics")
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is wizard.review_page
    assert wizard.button(QWizard.WizardButton.FinishButton).isEnabled()


def opened_character(context: AppContext, qtbot: Any) -> LyrianWindow:
    """A character made in the wizard (example classes on), opened in its window."""
    add_examples(context)
    wizard = make_wizard(context, qtbot)
    ids: list[str] = []
    wizard.created.connect(ids.append)
    create(wizard)
    wizard.accept()
    opened = context.open_character(ids[0])
    assert isinstance(opened, LyrianWindow)
    qtbot.addWidget(opened)
    return opened


def choose(combo: Any, data: str) -> None:
    """Choose the row of a combo holding `data` (which must be there)."""
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)


def test_stats_page_cannot_make_an_invalid_array(context: AppContext, qtbot: Any) -> None:
    """Random picks: every list offers only unused values; the event exists only when complete."""
    wizard = make_wizard(context, qtbot)
    wizard.race_page.name.setText("X")
    wizard.race_page.choose("human")
    wizard.next()
    page: StatsPage = wizard.stats_page
    rng = random.Random(5)
    for _ in range(200):
        picker = rng.choice([page.main, page.sub])
        stat = rng.choice(picker.stats)
        combo = picker.combos[stat]
        index = rng.randrange(combo.count())
        combo.setCurrentIndex(index)
        combo.activated.emit(index)
        for other in (page.main, page.sub):
            chosen = Counter(v for v in other.values().values() if v is not None)
            assert not chosen - Counter(other.array)  # never a value more often than it appears
        events = [e for e in wizard.draft.document["events"] if e["op"] == "assign-stats"]
        assert bool(events) == (page.main.complete() and page.sub.complete())
        for event in events:
            assert sorted(event["main"].values()) == sorted(MAIN_ARRAY)
            assert sorted(event["sub"].values()) == sorted(SUB_ARRAY)
    assert not page.main.set_value("power", 2)  # 2 is not in the main array
    page.set_stats({"power": 5, "focus": 5}, {})  # a second 5 is not offered
    assert page.main.values()["focus"] != 5 or page.main.values()["power"] != 5
    assert not page.isComplete()


def test_one_whole_arc(context: AppContext, qtbot: Any) -> None:
    """Creation in the wizard, then an encounter, a rest purchase, an interlude, the next arc, undo."""
    add_examples(context)
    wizard = make_wizard(context, qtbot)
    created: list[str] = []
    wizard.created.connect(created.append)
    create(wizard)
    wizard.accept()
    assert created
    window = context.open_character(created[0])
    assert isinstance(window, LyrianWindow)
    qtbot.addWidget(window)
    view, browser = window.session_view, window.class_browser
    assert "creation" in view.where.text()
    assert view.run("arc")
    view.exp_amount.setValue(150)
    assert "EXP 800 → 950" in view.steps["award"].result.text()
    assert view.run("award")
    assert window.sheet.text_of("exp") == "950"
    browser.select(SELLSWORD)
    assert not browser.buy_button.isEnabled()  # not during the adventure: the reason on hover
    assert "rest" in browser.buy_button.toolTip().lower()
    assert view.run("rest")
    browser.select(SELLSWORD)
    assert browser.buy_button.isEnabled()
    assert browser.buy_next_selected()
    assert "2/7" in " ".join(window.sheet.section_texts("classes"))
    assert view.run("interlude")
    view.ip_amount.setValue(2)
    assert view.run("grant")
    _choose(view.action, "train")
    assert "EXP 850 → 875" in view.steps["action"].result.text()
    assert view.run("action")
    _choose(view.action, "job")
    assert view.run("action")
    assert window.sheet.text_of("clim") != "3000"
    assert "expire" in view.expiry.text()
    expired = sum("expired" in t for t in _ledger_notes(window, "ep"))
    assert view.run("arc")
    assert sum("expired" in t for t in _ledger_notes(window, "ep")) == expired + 1
    assert window.undo_action.text().replace("&", "") == "Undo Start the Next Arc"
    window.undo_action.trigger()
    assert "interlude" in view.where.text()
    assert sum("expired" in t for t in _ledger_notes(window, "ep")) == expired


def test_models(context: AppContext, qtbot: Any, qtmodeltester: Any) -> None:
    """The window's ledger model passes the model tester with a Lyrian character."""
    add_examples(context)
    wizard = make_wizard(context, qtbot)
    created: list[str] = []
    wizard.created.connect(created.append)
    create(wizard)
    wizard.accept()
    window = context.open_character(created[0])
    assert isinstance(window, LyrianWindow)
    qtbot.addWidget(window)
    qtmodeltester.check(window.history.ledger)


_choose = choose


def _ledger_notes(window: LyrianWindow, pool: str) -> list[str]:
    entries = window.build.ledger.pool(pool)
    window.history.ledger.set_entries(entries, window.build)
    model = window.history.ledger
    return [
        str(model.index(r, c).data())
        for r in range(model.rowCount())
        for c in range(model.columnCount())
    ]


@pytest.mark.parametrize("examples", [False, True])
def test_class_browser_without_tiers_explains(
    context: AppContext, qtbot: Any, examples: bool
) -> None:
    """Rulebook classes have no tier yet: Unlock is disabled and says why."""
    if examples:
        add_examples(context)
    wizard = make_wizard(context, qtbot)
    wizard.race_page.name.setText("X")
    wizard.race_page.choose("human")
    wizard.next()
    wizard.stats_page.set_stats(
        {"power": 4, "focus": 3, "agility": 5, "toughness": 4},
        {"fitness": 5, "cunning": 4, "reason": 3, "awareness": 2, "presence": 1},
    )
    wizard.next()
    wizard.next()
    browser = wizard.classes_page.browser
    browser.select("mage")
    assert not browser.unlock_button.isEnabled()
    assert "tier" in browser.unlock_button.toolTip()
    assert browser.tree.topLevelItemCount() == (8 if examples else 4)


def test_the_wizard_can_turn_on_the_example_classes(context: AppContext, qtbot: Any) -> None:
    # issue 5: the example pack "is off by default"; a new user can switch it on to try the flow
    from gui.lyrian.wizard import LyrianWizard

    wizard = LyrianWizard(context)
    qtbot.addWidget(wizard)
    wizard.show()
    assert wizard.draft.build.content.get("class", "example-sellsword") is None
    wizard.race_page.examples.setChecked(True)
    assert wizard.draft.build.content.get("class", "example-sellsword") is not None
    assert {"id": "lyrian-example-classes", "version": "1"} in wizard.draft.document["packs"]
    wizard.race_page.examples.setChecked(False)
    assert wizard.draft.build.content.get("class", "example-sellsword") is None
