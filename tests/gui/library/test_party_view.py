# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The party view: the campaign's characters side by side, printed as a summary, sheets or cards."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from gui.app_context import AppContext
from gui.library.party_view import PartyDialog, PartyModel
from model.party import Party, party_of
from model.transfer import import_files
from tests.gui.library.helpers import add, open_window

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


@pytest.fixture
def party(context: AppContext) -> Party:
    """The Drowned Keep with the four samples; a trashed character and one outside it."""
    library = context.library
    keep = library.add_campaign("The Drowned Keep")
    import_files(library, sorted(SAMPLES.glob("*.sheetwright.json")), keep.id)
    library.trash_character(add(context, "Gone", keep.id))
    add(context, "Elsewhere")
    return party_of(library, keep.id)


def rows(model: PartyModel) -> list[list[str]]:
    return [
        [model.index(r, c).data() for c in range(model.columnCount())]
        for r in range(model.rowCount())
    ]


def test_the_table_shows_each_character_with_its_game_and_what_waits(
    qtbot: Any, party: Party
) -> None:
    dialog = PartyDialog(party, "a4")
    qtbot.addWidget(dialog)
    model = dialog.table.model()
    assert isinstance(model, PartyModel)
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(model.columnCount())]
    assert headers == [
        "Name", "Game", "Headline", "Unspent points", "Errors and warnings", "Waiting for review",
    ]  # fmt: skip
    assert rows(model) == [
        ["Ysmay of Orrin", "Glorious Heretics", "200 Exp", "none", "none", "No"],
        ["Vex the Dwarf", "Gravedust", "LV 3", "2 XP, 30 gold", "none", "No"],
        [
            "Maren of the Reach", "Lyrian Chronicles", "Spirit Core 0",
            "1100 EXP, 2 Interlude Points, 2 Errand Points, 3000 Clim, 10 skill points",
            "2 warnings", "No",
        ],
        ["Sable Duelist", "Miridon", "Duelist", "195 skill points", "none", "No"],
    ]  # fmt: skip


@pytest.mark.parametrize(("button", "pages"), [("summary_button", 4), ("cards_button", None)])
def test_print_writes_the_pdf_where_the_dialog_says(
    qtbot: Any,
    party: Party,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    button: str,
    pages: int | None,
) -> None:
    dialog = PartyDialog(party, "letter")
    qtbot.addWidget(dialog)
    asked: list[str] = []

    def answer(_parent: object, _title: str, default: str, _filter: str) -> tuple[str, str]:
        asked.append(default)
        return str(tmp_path / "party"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    qtbot.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)
    written = tmp_path / "party.pdf"
    reader = PdfReader(BytesIO(written.read_bytes()))
    assert float(reader.pages[0].mediabox.width) == 612.0  # the paper asked for: Letter
    if pages is not None:
        assert len(reader.pages) == pages
    else:
        assert len(reader.pages) > 4
        assert "Sable Duelist" in reader.pages[-1].extract_text()
    word = "party summary" if pages else "cards"
    assert asked == [f"The Drowned Keep {word}.pdf"]
    assert dialog.said.text() == f"Wrote the {word} of The Drowned Keep to {written}."


def test_cancelling_the_file_dialog_writes_nothing(
    qtbot: Any, party: Party, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = PartyDialog(party, "a4")
    qtbot.addWidget(dialog)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: ("", ""))
    assert dialog.print_pdf("sheets") is None
    assert list(tmp_path.glob("*.pdf")) == []


def test_the_campaign_menu_opens_the_party_of_the_chosen_campaign(
    qtbot: Any, context: AppContext, party: Party
) -> None:
    window = open_window(qtbot, context)
    assert not window.actions.party.isEnabled()  # "All characters" is chosen
    window.campaigns.select(party.campaign.id)
    assert window.actions.party.isEnabled()
    assert window.actions.party in window.campaigns.actions()
    window.actions.party.trigger()
    (dialog,) = [d for d in window.findChildren(PartyDialog) if d.isVisible()]
    assert dialog.windowTitle() == "Party of The Drowned Keep"
    assert dialog.table.model().rowCount() == 4
    dialog.close()
