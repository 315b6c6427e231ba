# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Creating a Gravedust character through the wizard by typing and clicking."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog, QWizard

from gui.app_context import AppContext
from gui.gravedust.race_page import NO_RACES
from gui.gravedust.wizard import GravedustWizard
from model.content_versions import pack_fingerprint
from model.document import decode_portrait
from tests.gui.gravedust.wizard_helpers import (
    GEAR,
    ITEMS,
    RACES,
    add_pack,
    button,
    click,
    click_next,
    click_row,
    row,
    texts,
    update_pack,
)

Next = QWizard.WizardButton.NextButton
Finish = QWizard.WizardButton.FinishButton


@pytest.fixture
def wizard(context: AppContext, qtbot: Any) -> GravedustWizard:
    """A shown wizard on the test library."""
    window = GravedustWizard(context)
    qtbot.addWidget(window)
    window.show()
    return window


def _picture(tmp_path: Path) -> str:
    image = QImage(1000, 500, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    path = tmp_path / "face.png"
    image.save(str(path))
    return str(path)


def _name_and_portrait(qtbot: Any, wizard: GravedustWizard, monkeypatch: Any, picture: str) -> None:
    page = wizard.name_page
    assert not button(wizard, Next).isEnabled()
    assert page.name_hint.isVisible()
    assert "needs a name" in page.name_hint.text()
    click_next(qtbot, wizard)
    assert wizard.currentPage() is page
    qtbot.keyClicks(page.name_edit, "Vex")
    assert button(wizard, Next).isEnabled()
    assert not page.name_hint.isVisible()
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (picture, "Pictures"))
    click(qtbot, page.choose)
    stored = QImage.fromData(decode_portrait(wizard.draft.document["portrait"]))
    assert (stored.width(), stored.height()) == (512, 256)
    assert not page.preview.pixmap().isNull()
    click_next(qtbot, wizard)


def _race(qtbot: Any, wizard: GravedustWizard, context: AppContext, calls: list[Any]) -> None:
    page = wizard.race_page
    assert wizard.currentPage() is page
    assert page.empty.isVisible()
    assert page.empty.text() == f"{NO_RACES.what} {NO_RACES.skip}"
    click(qtbot, page.editor_button)
    assert calls == [(wizard, "gravedust", "race")]
    add_pack(context, RACES, GEAR, ITEMS)
    assert not page.empty.isVisible()
    click_row(qtbot, page.races, "Dwarf")
    sheet = wizard.sheet
    assert sheet.attributes.value_label("end").text() == "3"
    assert sheet.combat.value_label("hp").text() == "20"
    assert "END 3 × 5" in sheet.combat.value_label("hp").toolTip()
    assert "Hit Points" in sheet.combat.value_label("hp").toolTip()
    click_next(qtbot, wizard)


def _attributes(qtbot: Any, wizard: GravedustWizard) -> None:
    page = wizard.attributes_page
    assert "no points to spend: one attribute point comes with each level" in page.explain.text()
    plus = page._raise["int"]
    assert not plus.isEnabled()
    assert "you get one each time you level up" in plus.toolTip()
    page.xp.clear()
    qtbot.keyClicks(page.xp, "10")
    click(qtbot, page.award)
    assert "1 attribute point" in page.points.text()
    click(qtbot, plus)
    assert page._values["int"].text() == "2"
    assert not plus.isEnabled()
    click_next(qtbot, wizard)


def _gear(qtbot: Any, wizard: GravedustWizard) -> None:
    page = wizard.gear_page
    high = row(page.gear, "[5]Example Sword")
    assert not high.flags() & Qt.ItemFlag.ItemIsSelectable
    assert "requires level 5; the character is level 2" in high.toolTip()
    click_row(qtbot, page.gear, "Chainmail")
    page.into.setCurrentIndex(page.into.findData("hand-1"))
    before = wizard.draft.event_count
    click(qtbot, page.equip_button)
    assert wizard.draft.event_count == before
    assert "goes in a body slot" in page.refusal.text()
    click_row(qtbot, page.gear, "Iron Sword")
    assert page.into.currentData() == "hand-1"
    click(qtbot, page.equip_button)
    assert page.slots.pieces["hand-1"].text().startswith("Iron Sword")
    page.tabs.setCurrentIndex(1)
    form = page.form
    qtbot.keyClicks(form.name, "Oak Focus")
    form.slot.setCurrentIndex(form.slot.findData("hand-2"))
    qtbot.keyClicks(form.type, "Caster focus")
    form.bonus["mp"].setValue(2)
    click(qtbot, page.add_button)
    assert page.slots.pieces["hand-2"].text().startswith("Oak Focus")
    assert wizard.sheet.combat.value_label("mp").text() == "3"
    click_next(qtbot, wizard)


def _skills(qtbot: Any, wizard: GravedustWizard) -> None:
    page = wizard.abilities_page
    assert page.slots.text() == "0 of 2 skill slots used"
    click_row(qtbot, page.abilities, "Quick Focus")
    assert not page.equip_button.isEnabled()
    click(qtbot, page.learn_button)
    click(qtbot, page.equip_button)
    assert page.slots.text() == "1 of 2 skill slots used"
    assert row(page.abilities, "Quick Focus").text().endswith("equipped")
    click_next(qtbot, wizard)


def _items(qtbot: Any, wizard: GravedustWizard) -> None:
    page = wizard.items_page
    click_row(qtbot, page.items, "Arrow")
    page.count.clear()
    qtbot.keyClicks(page.count, "25")
    click(qtbot, page.add_button)
    assert texts(page.slots)[:3] == ["1. Arrow × 20", "2. Arrow × 5", "3. empty"]
    click_next(qtbot, wizard)


def test_create_a_character_by_typing_and_clicking(
    wizard: GravedustWizard, context: AppContext, qtbot: Any, monkeypatch: Any, tmp_path: Path
) -> None:
    calls: list[Any] = []
    monkeypatch.setattr(context, "open_content_editor", lambda *where: calls.append(where))
    _name_and_portrait(qtbot, wizard, monkeypatch, _picture(tmp_path))
    _race(qtbot, wizard, context, calls)
    _attributes(qtbot, wizard)
    _gear(qtbot, wizard)
    _skills(qtbot, wizard)
    _items(qtbot, wizard)
    review = wizard.review_page
    assert wizard.currentPage() is review
    assert button(wizard, Finish).isEnabled()
    update_pack(context, RACES, ITEMS)  # the GM deletes the gear while the wizard is open
    assert not button(wizard, Finish).isEnabled()
    assert any("no gear 'iron-sword'" in t and "“Gear”" in t for t in texts(review.issues))
    assert review.finish_note.isVisible()
    update_pack(context, RACES, GEAR, ITEMS)
    assert button(wizard, Finish).isEnabled()
    with qtbot.waitSignal(wizard.created) as created:
        click(qtbot, button(wizard, Finish))
    record = context.library.get_character(created.args[0])
    assert record.name == "Vex"
    assert record.document["events"] == wizard.draft.document["events"]
    pack = context.library.get_pack("test-table")
    # pinned to the pack text it was made with: a later change waits for a review
    assert record.document["packs"] == [
        {"id": "test-table", "version": "1", "fingerprint": pack_fingerprint(pack.text)}
    ]
    assert context.library.get_portrait(record.id) is not None
