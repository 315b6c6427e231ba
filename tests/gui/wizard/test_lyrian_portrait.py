# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian wizard has a portrait picker like the other wizards (issue 13, point 10): the
picture goes into the created character, and a saved draft keeps it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QFileDialog, QLabel, QWizard

from gui.app_context import AppContext
from gui.lyrian.wizard import LyrianWizard
from model.document import decode_portrait
from tests.gui.lyrian.test_window import add_examples, create, make_wizard
from tests.gui.wizard.drivers import answer, draft_file, question, shown

TEAL = QColor("teal")


def picture(folder: Path, name: str = "face.png") -> str:
    image = QImage(1000, 500, QImage.Format.Format_RGB32)
    image.fill(TEAL)
    path = folder / name
    image.save(str(path))
    return str(path)


def choose(qtbot: Any, wizard: LyrianWizard, monkeypatch: pytest.MonkeyPatch, path: str) -> None:
    """Click Choose Picture… on the first page and pick `path` in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (path, "Pictures"))
    qtbot.mouseClick(wizard.portrait.choose, Qt.MouseButton.LeftButton)


def pictures(widget: Any) -> list[QImage]:
    """The pictures a widget shows."""
    labels = widget.findChildren(QLabel)
    return [label.pixmap().toImage() for label in labels if not label.pixmap().isNull()]


def test_the_portrait_chosen_in_the_wizard_is_the_characters(
    context: AppContext, qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    add_examples(context)
    wizard = make_wizard(context, qtbot)
    assert wizard.currentPage() is wizard.race_page
    assert wizard.portrait.isVisibleTo(wizard.race_page)
    choose(qtbot, wizard, monkeypatch, picture(tmp_path))
    portrait = wizard.draft.document["portrait"]
    stored = QImage.fromData(decode_portrait(portrait))
    assert (stored.width(), stored.height()) == (512, 256)
    assert not wizard.portrait.preview.pixmap().isNull()
    create(wizard)
    [shown_on_review] = pictures(wizard.review_page.sheet)
    assert shown_on_review.pixelColor(2, 2) == TEAL
    with qtbot.waitSignal(wizard.created) as created:
        wizard.button(QWizard.WizardButton.FinishButton).click()
    record = context.library.get_character(created.args[0])
    assert record.document["portrait"] == portrait
    assert context.library.get_portrait(record.id) == decode_portrait(portrait)


def test_a_file_that_is_not_a_picture_is_refused_on_the_page(
    context: AppContext, qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    wizard = make_wizard(context, qtbot)
    (tmp_path / "notes.txt").write_text("a picture of Ashe", encoding="utf-8")
    choose(qtbot, wizard, monkeypatch, str(tmp_path / "notes.txt"))
    assert wizard.race_page.refusal.text() == "notes.txt: a portrait must be a PNG or JPEG image."
    assert wizard.draft.document["portrait"] is None
    choose(qtbot, wizard, monkeypatch, picture(tmp_path))
    assert wizard.race_page.refusal.text() == ""


def test_the_portrait_survives_a_draft_restore(
    context: AppContext, qtbot: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    wizard = LyrianWizard(context)
    wizard.show()
    qtbot.keyClicks(wizard.race_page.name, "Vex")
    choose(qtbot, wizard, monkeypatch, picture(tmp_path))
    portrait = wizard.draft.document["portrait"]
    path = draft_file(wizard)
    qtbot.waitUntil(lambda: path.exists() and _kept_portrait(path) == portrait, timeout=3000)
    shiboken6.delete(wizard)  # gone without closing, as in a crash
    QApplication.processEvents()
    again = shown(qtbot, LyrianWizard(context))
    assert question(qtbot, again).text().startswith("Continue the character you were creating")
    answer(qtbot, again, "continue")
    assert again.draft.document["portrait"] == portrait
    assert again.portrait.remove.isEnabled()
    [restored] = pictures(again.portrait)
    assert restored.pixelColor(2, 2) == TEAL


def _kept_portrait(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))["document"]["portrait"]


def test_the_picture_buttons_have_letters_of_their_own(context: AppContext, qtbot: Any) -> None:
    wizard = make_wizard(context, qtbot)
    page = wizard.race_page
    texts = [b.text() for b in wizard.findChildren(QAbstractButton) if b.isVisibleTo(wizard)]
    texts += [label.text() for label in page.findChildren(QLabel) if label.buddy() is not None]
    letters = [QKeySequence.mnemonic(text) for text in texts]
    for button in (wizard.portrait.choose, wizard.portrait.remove):
        assert letters.count(QKeySequence.mnemonic(button.text())) == 1, button.text()
