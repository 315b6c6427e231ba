# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Choosing a portrait starts in the folder last used, else the user's Pictures folder — never the
folder the program was started in (issue 13, point 10); the Change Portrait dialog has a short
title that the title bar never cuts, and names the character in its body."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QInputDialog

from gui.app_context import AppContext
from gui.character.portrait_action import PortraitDialog, ask_portrait
from gui.library import commands
from gui.widgets.title_fit import shown_title, title_width
from gui.wizard import picture_folder
from gui.wizard.portrait_picker import PortraitPicker
from tests.gui.keyboard_helpers import open_sample
from tests.gui.library.helpers import open_window
from tests.gui.wizard.drivers import DRIVERS, shown


def asked_folders(monkeypatch: pytest.MonkeyPatch, answer: str = "") -> list[str]:
    asked: list[str] = []

    def ask(_parent: Any, _title: str, folder: str, _filter: str) -> tuple[str, str]:
        asked.append(folder)
        return answer, ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", ask)
    return asked


def test_the_first_choice_starts_in_pictures(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, qtbot: Any
) -> None:
    pictures = tmp_path / "Pictures"
    pictures.mkdir()
    monkeypatch.setattr(QStandardPaths, "writableLocation", staticmethod(lambda _l: str(pictures)))
    monkeypatch.chdir(tmp_path)
    asked = asked_folders(monkeypatch)
    picker = PortraitPicker()
    qtbot.addWidget(picker)
    assert not picker.choose_picture()
    assert asked == [str(pictures)]


def test_the_folder_last_used_is_remembered(
    context: AppContext, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_sample(context, qtbot, "gravedust")
    chosen = tmp_path / "holiday" / "vex.png"
    chosen.parent.mkdir()
    asked = asked_folders(monkeypatch, str(chosen))
    dialog = ask_portrait(window)
    dialog.picker.choose_picture()  # not a picture: refused, but the folder is kept
    assert context.settings.value(picture_folder.FOLDER_KEY) == str(chosen.parent)
    dialog.picker.choose_picture()
    assert asked[1] == str(chosen.parent)
    dialog.reject()


@pytest.mark.parametrize("driver", DRIVERS, ids=lambda d: d.system)
def test_every_wizard_remembers_the_folder(
    driver: Any, context: AppContext, qtbot: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    context.settings.setValue(picture_folder.FOLDER_KEY, str(tmp_path))
    wizard = shown(qtbot, driver.make(context))
    asked = asked_folders(monkeypatch)
    picker = wizard.findChild(PortraitPicker)
    assert picker is not None
    picker.choose_picture()
    assert asked == [str(tmp_path)]


def test_the_portrait_dialog_title_is_short(qtbot: Any) -> None:
    dialog = PortraitDialog(None, "Vesperine Moravelle-Ashgrove")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Change Portrait"
    assert "Vesperine Moravelle-Ashgrove's sheet" in dialog.about.text()
    assert dialog.minimumWidth() >= title_width(dialog)


def test_the_new_character_chooser_fits_its_title(qtbot: Any, context: AppContext) -> None:
    window = open_window(qtbot, context)
    dialog = commands.system_chooser(window, ["Gravedust", "Miridon"])
    qtbot.addWidget(dialog)
    assert isinstance(dialog, QInputDialog)
    assert shown_title(dialog).startswith("New Character")
    dialog.show()  # QInputDialog's layout sets its size when shown: the title still fits
    assert dialog.width() >= title_width(dialog)
    assert dialog.comboBoxItems() == ["Gravedust", "Miridon"]
