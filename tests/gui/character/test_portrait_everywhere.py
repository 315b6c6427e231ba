# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every system's window has Character ▸ Change Portrait… (issue 13, point 10): a picture chosen
there is on the sheet and in the document as one undoable step; a file the command line's
`portrait` refuses is refused with its words, and nothing changes."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence
from PySide6.QtWidgets import QFileDialog, QLabel, QMenu

from gui.character.portrait_action import PortraitDialog
from gui.character.window import CharacterWindow
from gui.cli.main import main as cli
from model.document import MAX_PORTRAIT_BYTES, decode_portrait, dump_document, new_document
from tests.gui.character.conftest import Windows

SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")
TEAL = QColor("teal")


def opened(windows: Windows, system: str) -> CharacterWindow:
    document = new_document(system, "Vex")
    return windows.open(windows.context.library.add_character(document).id)


def picture(folder: Path, name: str = "face.png", size: tuple[int, int] = (700, 350)) -> Path:
    image = QImage(*size, QImage.Format.Format_RGB32)
    image.fill(TEAL)
    path = folder / name
    image.save(str(path))
    return path


def oversized(folder: Path) -> Path:
    """A PNG just over 2 MB (the picture's header, then padding)."""
    path = folder / "huge.png"
    path.write_bytes(picture(folder).read_bytes().ljust(MAX_PORTRAIT_BYTES + 1, b"\0"))
    return path


def not_a_picture(folder: Path) -> Path:
    path = folder / "notes.txt"
    path.write_text("a picture of Vex", encoding="utf-8")
    return path


def character_menu(window: CharacterWindow) -> QMenu:
    menus = [a.menu() for a in window.menuBar().actions() if a.text() == "&Character"]
    assert len(menus) == 1, "each window has one Character menu"
    return menus[0]


def portrait_action(window: CharacterWindow) -> QAction:
    found = [a for a in character_menu(window).actions() if a.text() == "Change &Portrait…"]
    assert len(found) == 1
    return found[0]


def open_dialog(window: CharacterWindow) -> PortraitDialog:
    portrait_action(window).trigger()
    [dialog] = [d for d in window.findChildren(PortraitDialog) if d.isVisible()]
    return dialog


def choose(dialog: PortraitDialog, monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """Click Choose Picture… and pick `path` in the file dialog."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), "Pictures"))
    dialog.picker.choose.click()


def sheet_pictures(window: CharacterWindow) -> list[QImage]:
    """The pictures the on-screen sheet shows."""
    labels = window.sheet.findChildren(QLabel)
    return [
        label.pixmap().toImage()
        for label in labels
        if not label.pixmap().isNull() and label.isVisibleTo(window.sheet)
    ]


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_window_has_change_portrait_with_its_own_letter(
    windows: Windows, system: str
) -> None:
    window = opened(windows, system)
    assert portrait_action(window).isEnabled()
    letters = [QKeySequence.mnemonic(a.text()) for a in character_menu(window).actions()]
    assert letters.count(QKeySequence("Alt+P")) == 1


@pytest.mark.parametrize("system", SYSTEMS)
def test_a_chosen_picture_is_on_the_sheet_and_undo_takes_it_back(
    windows: Windows, system: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = opened(windows, system)
    assert sheet_pictures(window) == []
    dialog = open_dialog(window)
    choose(dialog, monkeypatch, picture(tmp_path))
    assert not dialog.picker.preview.pixmap().isNull()
    assert window.session.document["portrait"] is None  # nothing kept before OK
    dialog.ok_button.click()
    stored = QImage.fromData(decode_portrait(window.session.document["portrait"]))
    assert (stored.width(), stored.height()) == (512, 256)  # scaled down to fit 512 px
    library = windows.context.library
    assert library.get_portrait(window.session.record.id) is not None
    [shown] = sheet_pictures(window)
    assert shown.pixelColor(shown.width() // 2, shown.height() // 2) == TEAL
    assert window.undo_action.text() == "&Undo Change Portrait"
    window.undo_action.trigger()
    assert window.session.document["portrait"] is None
    assert sheet_pictures(window) == []
    assert window.redo_action.text() == "&Redo Change Portrait"


def test_removing_the_portrait_is_its_own_step(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = opened(windows, "gravedust")
    dialog = open_dialog(window)
    choose(dialog, monkeypatch, picture(tmp_path, "small.jpg", (40, 60)))
    dialog.ok_button.click()
    kept = window.session.document["portrait"]
    assert kept["media_type"] == "image/jpeg"  # small enough: kept as it was
    dialog = open_dialog(window)
    assert dialog.picker.remove.isEnabled()
    dialog.picker.remove.click()
    assert dialog.picker.preview.text() == "No picture"
    dialog.ok_button.click()
    assert window.session.document["portrait"] is None
    assert window.undo_action.text() == "&Undo Remove Portrait"
    window.undo_action.trigger()
    assert window.session.document["portrait"] == kept


def test_cancel_keeps_the_portrait_as_it_was(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    window = opened(windows, "heretics")
    version = window.session.record.version
    dialog = open_dialog(window)
    choose(dialog, monkeypatch, picture(tmp_path))
    dialog.reject()
    assert window.session.record.version == version
    assert window.session.document["portrait"] is None


def _cli_refusal(tmp_path: Path, image: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """What `sheetwright portrait CHAR IMAGE` says about this file."""
    character = tmp_path / "vex.sheetwright.json"
    character.write_text(dump_document(new_document("gravedust", "Vex")), encoding="utf-8")
    capsys.readouterr()
    assert cli(["portrait", str(character), str(image)]) == 2
    return capsys.readouterr().err


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (oversized, "huge.png is larger than 2 MB, the most this accepts."),
        (not_a_picture, "notes.txt: a portrait must be a PNG or JPEG image."),
    ],
    ids=["oversized", "not a picture"],
)
def test_a_file_the_command_line_refuses_is_refused_in_its_words(
    windows: Windows,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    make: Any,
    words: str,
) -> None:
    window = opened(windows, "lyrian")
    version = window.session.record.version
    dialog = open_dialog(window)
    choose(dialog, monkeypatch, picture(tmp_path, "first.png", (64, 64)))
    first = dialog.picker.image()
    bad = make(tmp_path)
    choose(dialog, monkeypatch, bad)
    assert dialog.message.text() == words
    assert "\n" not in words
    assert words.split(": ")[-1] in _cli_refusal(tmp_path, bad, capsys)
    assert dialog.picker.image() == first  # the picture chosen before stays
    dialog.reject()
    assert window.session.record.version == version
    assert window.session.document["portrait"] is None


def test_the_message_goes_once_a_good_picture_is_chosen(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    dialog = open_dialog(opened(windows, "miridon"))
    choose(dialog, monkeypatch, oversized(tmp_path))
    assert dialog.message.isVisible()
    dialog.layout().activate()
    where = dialog.picker.preview.geometry()
    choose(dialog, monkeypatch, picture(tmp_path))
    assert dialog.message.text() == ""
    dialog.layout().activate()
    assert dialog.picker.preview.geometry() == where  # the message's space is kept: nothing moves
