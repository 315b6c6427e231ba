# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The draft survives a crash: written a moment after each change, offered by the next wizard of
the same game, continued with every choice in place; broken files are skipped (issue 13)."""

from __future__ import annotations

import itertools
import json
import logging
from typing import Any

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication

from gui.app_context import AppContext
from gui.character import operation
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_file import drafts_dir
from tests.gui.wizard.drivers import (
    DRIVERS,
    Driver,
    answer,
    draft_file,
    draft_files,
    question,
    shown,
    type_name,
)

BY_SYSTEM = pytest.mark.parametrize("driver", DRIVERS, ids=[d.system for d in DRIVERS])


@pytest.fixture(autouse=True)
def _ticking_clock(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every new event gets a later time, so an event made again never passes for the old one."""
    ticks = itertools.count()
    monkeypatch.setattr(operation, "now", lambda: f"2025-01-01T00:00:00.{next(ticks):06d}+00:00")


def _crash(qtbot: Any, driver: Driver, context: AppContext) -> tuple[str, list[dict[str, Any]]]:
    """A wizard with work, its draft written by the timer, then gone without closing."""
    wizard = driver.make(context)
    wizard.show()
    type_name(qtbot, driver, wizard)
    driver.choose(wizard, context)
    path = draft_file(wizard)
    qtbot.waitUntil(path.exists, timeout=3000)
    written = json.loads(path.read_text(encoding="utf-8"))
    events = wizard.draft.document["events"]
    assert written["document"]["events"] == events
    shiboken6.delete(wizard)  # no close, no question: as if the program had crashed
    QApplication.processEvents()
    return str(written["document"]["id"]), events


@BY_SYSTEM
def test_a_crashed_draft_is_offered_and_continued(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    draft_id, events = _crash(qtbot, driver, context)
    wizard = shown(qtbot, driver.make(context))
    box = question(qtbot, wizard)
    assert box.text().startswith("Continue the character you were creating (Vex, ")
    assert "choice" in box.text()
    assert box.defaultButton() is box.buttons["continue"]
    answer(qtbot, wizard, "continue")
    assert wizard.draft.document["id"] == draft_id
    assert wizard.draft.document["name"] == "Vex"
    assert driver.name_field(wizard).text() == "Vex"
    assert wizard.draft.document["events"] == events
    driver.check(wizard)
    assert wizard.has_work()


@BY_SYSTEM
def test_going_back_keeps_later_pages_in_the_draft(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    wizard = driver.make(context)
    wizard.show()
    type_name(qtbot, driver, wizard)
    driver.choose(wizard, context)
    events = wizard.draft.document["events"]
    end = wizard.pages.index(wizard.currentPage())
    while wizard.currentPage() is not wizard.pages[0]:
        wizard.back()
    wizard.keeper.save_now()
    shiboken6.delete(wizard)
    again = shown(qtbot, driver.make(context))
    answer(qtbot, again, "continue")
    assert again.currentPage() is again.pages[0]  # where the player was
    for _ in range(end):
        again.next()
    assert again.draft.document["events"] == events
    driver.check(again)


@BY_SYSTEM
def test_start_new_asks_then_throws_the_draft_away(
    driver: Driver, context: AppContext, qtbot: Any
) -> None:
    _crash(qtbot, driver, context)
    wizard = shown(qtbot, driver.make(context))
    answer(qtbot, wizard, "new")
    box = question(qtbot, wizard)
    assert box.text() == "Throw away Vex and start a new character?"
    assert box.escapeButton() is box.buttons["back"]
    answer(qtbot, wizard, "back")  # back to the offer: nothing lost
    assert question(qtbot, wizard).text().startswith("Continue the character")
    answer(qtbot, wizard, "new")
    answer(qtbot, wizard, "discard")
    assert draft_files() == []
    assert wizard.draft.document["name"] == ""
    assert not wizard.has_work()


def test_a_draft_is_only_offered_to_its_own_game(context: AppContext, qtbot: Any) -> None:
    gravedust, miridon = DRIVERS[0], DRIVERS[1]
    _crash(qtbot, gravedust, context)
    wizard = shown(qtbot, miridon.make(context))
    qtbot.wait(50)
    assert wizard.question is None
    assert len(draft_files()) == 1


def test_an_open_wizard_s_draft_is_not_offered_to_another(context: AppContext, qtbot: Any) -> None:
    gravedust = DRIVERS[0]
    first = shown(qtbot, gravedust.make(context))
    type_name(qtbot, gravedust, first)
    first.keeper.save_now()
    second = shown(qtbot, gravedust.make(context))
    qtbot.wait(50)
    assert second.question is None


def _write(name: str, text: str) -> None:
    (drafts_dir() / name).write_text(text, encoding="utf-8")


@BY_SYSTEM
def test_a_corrupt_draft_file_is_skipped_with_a_log_line(
    driver: Driver, context: AppContext, qtbot: Any, caplog: Any
) -> None:
    draft_id, _ = _crash(qtbot, driver, context)
    good = json.loads(draft_file_text(draft_id))
    good["document"]["events"][0]["op"] = "cast-a-forbidden-spell"
    _write(f"{draft_id}.json", json.dumps(good))
    _write("00000000-0000-0000-0000-000000000000.json", '{"format": "sheetwright-wizard-dr')
    _write("11111111-1111-1111-1111-111111111111.json", "\ufffd\x00 not json")
    with caplog.at_level(logging.WARNING, logger="sheetwright"):
        wizard = shown(qtbot, driver.make(context))
        qtbot.wait(50)
    assert wizard.question is None
    skipped = [
        r.getMessage() for r in caplog.records if "Skipped the saved wizard draft" in r.message
    ]
    assert len(skipped) == 3
    assert any("cast-a-forbidden-spell" in line for line in skipped)
    assert len(draft_files()) == 3  # kept, in case a newer Sheetwright can read them


def draft_file_text(draft_id: str) -> str:
    """The text of a draft file."""
    return (drafts_dir() / f"{draft_id}.json").read_text(encoding="utf-8")


def test_the_draft_follows_each_change(context: AppContext, qtbot: Any) -> None:
    gravedust = DRIVERS[0]
    wizard: CreationWizard = shown(qtbot, gravedust.make(context))
    type_name(qtbot, gravedust, wizard)
    path = draft_file(wizard)
    qtbot.waitUntil(path.exists, timeout=3000)
    qtbot.keyClicks(gravedust.name_field(wizard), "a")
    qtbot.waitUntil(lambda: '"Vexa"' in path.read_text(encoding="utf-8"), timeout=3000)
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written["format"] == "sheetwright-wizard-draft"
    assert written["page"] == 0
