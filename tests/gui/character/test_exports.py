# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every export the command line has, in every system's character window (issue 13, point 2):
the File menu's actions, the save dialogs' titles and names, and PDFs whose text pdftotext reads."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from model.document import new_document
from tests.gui.character.conftest import Windows

NOTE = "the bridge at Orrin"
AWARDS = {
    "gravedust": {"op": "award-xp", "amount": 7, "note": NOTE},
    "miridon": {"op": "award-skill-points", "amount": 7, "note": NOTE},
    "heretics": {"op": "award-exp", "amount": 7, "note": NOTE},
}  # a Lyrian award needs a whole creation first: its ledger says it has none
PRINTED = {
    "gravedust": {"sheet": "STR 1", "cards": "Level 1", "ledger": NOTE},
    "miridon": {
        "sheet": "FLAIRS — 0 OWNED, THE NEXT COSTS 0",
        "cards": "Battle values",
        "ledger": NOTE,
    },
    "lyrian": {
        "sheet": "20 base + 0 Toughness 0 × 10",
        "cards": "Derived Stats",
        "ledger": "No awards or spending yet",
    },
    "heretics": {
        "sheet": "Exp 7 total, 0 spent, 7 available",
        "cards": "Hit points 10",
        "ledger": NOTE,
    },
}
"""A value of each system's sheet as each export prints it (pdftotext, spaces collapsed)."""
EXPORT_TEXTS = ["Export PDF Sheet…", "Export Cards…", "Export Session Ledger…"]
PRINT_TEXTS = ["Print…", "Print Cards…"]


def pdf_text(path: Path) -> str:
    """The text of a PDF file as pdftotext reads it, every run of white space one space."""
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext (poppler-utils) is not installed, so the PDF's text cannot be read")
    assert path.read_bytes().startswith(b"%PDF")
    done = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True)
    return " ".join(done.stdout.split())


def open_vex(windows: Windows, system: str) -> CharacterWindow:
    """Vex of a system, awarded 7 points with a note where the system allows it now."""
    events = [AWARDS[system]] if system in AWARDS else []
    document = new_document(system, "Vex") | {"events": events}
    return windows.open(windows.context.library.add_character(document).id)


def file_actions(window: CharacterWindow) -> dict[str, QAction]:
    """The File menu's actions by their text without the mnemonic's ampersand."""
    menu = window.menuBar().actions()[0].menu()
    assert menu is not None
    return {a.text().replace("&", ""): a for a in menu.actions() if not a.isSeparator()}


@pytest.fixture
def saved_as(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[tuple[str, str]]:
    """The save dialog answers "<folder>/chosen.pdf"; the titles and proposed paths it was shown."""
    asked: list[tuple[str, str]] = []

    def answer(_parent: Any, title: str, proposed: str, _filters: str, chosen: str) -> Any:
        asked.append((title, proposed))
        return str(tmp_path / "out" / "chosen"), chosen

    monkeypatch.setattr("gui.character.export.QFileDialog.getSaveFileName", answer)
    (tmp_path / "out").mkdir()
    return asked


@pytest.mark.parametrize("system", list(PRINTED))
def test_every_export_and_print_is_in_the_file_menu(windows: Windows, system: str) -> None:
    """The same actions in every system's File menu, each with its own mnemonic."""
    window = open_vex(windows, system)
    actions = file_actions(window)
    assert set(EXPORT_TEXTS + PRINT_TEXTS) <= set(actions)
    assert actions["Print…"].shortcut().toString() == "Ctrl+P"
    menu = window.menuBar().actions()[0].menu()
    assert menu is not None
    keys = [a.text().split("&")[1][0].lower() for a in menu.actions() if "&" in a.text()]
    assert len(keys) == len(set(keys)) == len(actions)


@pytest.mark.parametrize("system", list(PRINTED))
@pytest.mark.parametrize("kind", ["sheet", "cards", "ledger"])
def test_each_export_writes_the_characters_pdf(
    windows: Windows, tmp_path: Path, system: str, kind: str
) -> None:
    """`export_<kind>_to` writes a PDF with the name and a value of the sheet in its text."""
    window = open_vex(windows, system)
    write = {"sheet": window.export_pdf_to, "cards": window.export_cards_to}.get(
        kind, window.export_ledger_to
    )
    target = tmp_path / f"{system}-{kind}.pdf"
    assert write(target, "letter")
    text = pdf_text(target)
    assert "Vex" in text
    assert PRINTED[system][kind] in text
    if kind == "ledger":
        assert "Vex — session ledger" in text
        assert PRINTED[system]["sheet"] in text  # the sheet comes first, as `--ledger` prints it


@pytest.mark.parametrize(
    ("text", "title", "name"),
    [
        ("Export PDF Sheet…", "Export PDF Sheet", "Vex.pdf"),
        ("Export Cards…", "Export Cards", "Vex - cards.pdf"),
        ("Export Session Ledger…", "Export Session Ledger", "Vex - ledger.pdf"),
    ],
)
def test_menu_action_asks_with_its_own_title_and_name(
    windows: Windows,
    tmp_path: Path,
    saved_as: list[tuple[str, str]],
    text: str,
    title: str,
    name: str,
) -> None:
    """Triggered from the menu: the dialog says what it saves, proposes a name from the
    character in the last folder, and the PDF is written where the user chose."""
    window = open_vex(windows, "miridon")
    window.context.settings.setValue("export_folder", str(tmp_path))
    file_actions(window)[text].trigger()
    assert saved_as == [(title, str(tmp_path / name))]
    assert "Vex" in pdf_text(tmp_path / "out" / "chosen.pdf")
    assert window.context.settings.value("export_folder") == str(tmp_path / "out")


def test_heretics_cards_dialog_is_titled_for_the_cards(
    windows: Windows, tmp_path: Path, saved_as: list[tuple[str, str]]
) -> None:
    """Heretics keeps its cards first on Ctrl+E; the dialog no longer says "Export PDF Sheet"."""
    window = open_vex(windows, "heretics")
    window.context.settings.setValue("export_folder", str(tmp_path))
    cards = file_actions(window)["Export Cards…"]
    assert cards.shortcut().toString() == "Ctrl+E"
    assert window.menuBar().actions()[0].menu().actions()[0] is cards  # type: ignore[union-attr]
    assert window.export_cards()
    assert saved_as == [("Export Cards", str(tmp_path / "Vex - cards.pdf"))]
    assert "Hit points 10" in pdf_text(tmp_path / "out" / "chosen.pdf")


def test_the_paper_from_settings_is_proposed(
    context: AppContext, windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With US Letter in Settings the cards dialog starts on Letter; cancelling writes nothing."""
    context.settings.setValue("paper", "letter")
    chosen: list[str] = []

    def cancel(*args: Any) -> tuple[str, str]:
        chosen.append(args[4])
        return "", ""

    monkeypatch.setattr("gui.character.export.QFileDialog.getSaveFileName", cancel)
    assert not open_vex(windows, "gravedust").export_cards()
    assert chosen == ["PDF, US Letter paper (*.pdf)"]
