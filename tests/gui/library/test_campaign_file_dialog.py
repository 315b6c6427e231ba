# SPDX-License-Identifier: LicenseRef-Sheetwright
"""File ▸ Export Campaign… and importing a campaign file (File ▸ Import…, or a drop): the dialog
lists what the file adds and what conflicts, and settles conflicts as the user chooses."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog

from gui.app_context import AppContext
from gui.library import campaign_file_dialog
from gui.library.campaign_file_dialog import CampaignImportDialog
from model.campaign_file import export_campaign, read_campaign
from model.database import open_engine
from model.library import Library
from model.transfer import import_files
from tests.gui.library.helpers import Answers, open_window, shown_names

SAMPLES = sorted((Path(__file__).resolve().parents[3] / "resources" / "samples").glob("*.json"))
VEX = "c35ceed4-75f0-5b52-87fb-5859f27d55b1"


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    return Answers(monkeypatch)


@pytest.fixture
def gm_file(tmp_path: Path) -> Path:
    """The GM's own library exported The Drowned Keep with the four samples."""
    gm = Library(open_engine(f"sqlite:///{tmp_path / 'gm.sqlite3'}"))
    campaign = gm.add_campaign("The Drowned Keep")
    import_files(gm, SAMPLES, campaign.id)
    path = tmp_path / "keep.sheetwright-campaign"
    export_campaign(gm, campaign.id, path)
    gm.engine.dispose()
    return path


class Chooser:
    """Answers the import dialog with a button (None: Cancel), remembering what it showed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, choice: str | None) -> None:
        self.choice, self.shown = choice, []  # type: list[list[str]]
        monkeypatch.setattr(campaign_file_dialog, "ask", self.ask)

    def ask(self, dialog: CampaignImportDialog) -> bool:
        self.shown.append(dialog.lines())
        if self.choice is None:
            return False
        dialog.choices[self.choice].click()
        return dialog.resolution == (None if self.choice == "import" else self.choice)


def drop(window: Any, path: Path) -> QDropEvent:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    event = QDropEvent(
        QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    window.dropEvent(event)
    return event


def test_dropping_a_campaign_file_lists_what_it_adds_and_imports_it(
    qtbot: Any, context: AppContext, gm_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    chooser = Chooser(monkeypatch, "import")
    window = open_window(qtbot, context)
    assert drop(window, gm_file).isAccepted()
    assert chooser.shown == [
        [
            "Adds (5)",
            "  The campaign The Drowned Keep",
            "  Maren of the Reach (Lyrian Chronicles), 7 events",
            "  Sable Duelist (Miridon), 5 events",
            "  Vex the Dwarf (Gravedust), 29 events",
            "  Ysmay of Orrin (Glorious Heretics), 12 events",
        ]
    ]
    (campaign,) = context.library.list_campaigns()
    assert len(context.library.list_characters(campaign_id=campaign.id)) == 4
    qtbot.waitUntil(lambda: len(shown_names(window)) == 4)
    assert window.pane.notice.label.text() == "Imported The Drowned Keep: 4 characters added."


def test_cancel_changes_nothing(
    qtbot: Any, context: AppContext, gm_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Chooser(monkeypatch, None)
    window = open_window(qtbot, context)
    drop(window, gm_file)
    assert context.library.list_campaigns() == []
    assert context.library.list_characters() == []


@pytest.mark.parametrize("choice", ["keep-both", "keep-mine", "take-theirs"])
def test_file_import_asks_how_to_settle_a_conflict(
    qtbot: Any,
    context: AppContext,
    gm_file: Path,
    monkeypatch: pytest.MonkeyPatch,
    choice: str,
) -> None:
    Chooser(monkeypatch, "import")
    window = open_window(qtbot, context)
    window.import_paths([str(gm_file)])
    context.library.rename_character(VEX, "Vex the Bold")
    value = json.loads(gm_file.read_text(encoding="utf-8"))
    value["characters"][2]["notes"] = "from the GM"  # by name: Maren, Sable, Vex, Ysmay
    gm_file.write_text(json.dumps(value), encoding="utf-8")
    chooser = Chooser(monkeypatch, choice)
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: ([str(gm_file)], ""))
    window.actions.import_.trigger()
    assert "Conflicts (1)" in chooser.shown[0]
    assert "  Vex the Dwarf (Gravedust) differs here and in the file" in chooser.shown[0]
    names = sorted(r.name for r in context.library.list_characters())
    vex = context.library.get_character(VEX)
    if choice == "keep-both":
        assert "Vex the Dwarf (imported)" in names
        assert vex.name == "Vex the Bold"
    elif choice == "keep-mine":
        assert len(names) == 4
        assert vex.name == "Vex the Bold"
    else:
        assert (vex.name, vex.document["notes"]) == ("Vex the Dwarf", "from the GM")


def test_an_unreadable_campaign_file_is_one_sentence_and_changes_nothing(
    qtbot: Any, context: AppContext, answers: Answers, tmp_path: Path
) -> None:
    path = tmp_path / "broken.sheetwright-campaign"
    path.write_text('{"format": "sheetwright-campaign", "version": 1}', encoding="utf-8")
    window = open_window(qtbot, context)
    drop(window, path)
    assert answers.messages == [
        (
            "error",
            "Cannot import the campaign",
            "broken.sheetwright-campaign is not a valid campaign file: the file is missing "
            "'campaign'; the file is missing 'packs'; the file is missing 'characters'.",
        )
    ]
    assert context.library.list_campaigns() == []


def test_export_campaign_writes_the_chosen_campaign(
    qtbot: Any, context: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    keep = context.library.add_campaign("The Drowned Keep")
    import_files(context.library, SAMPLES, keep.id)
    window = open_window(qtbot, context)
    assert not window.actions.export_campaign.isEnabled()
    assert window.actions.export_campaign.toolTip() == "Choose a campaign in the list first."
    window.campaigns.select(keep.id)
    assert window.actions.export_campaign.isEnabled()
    asked = str(tmp_path / "keep")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (asked, ""))
    window.actions.export_campaign.trigger()
    data = read_campaign(tmp_path / "keep.sheetwright-campaign")
    assert data.campaign["name"] == "The Drowned Keep"
    assert sorted(doc["name"] for doc in data.characters) == [
        "Maren of the Reach", "Sable Duelist", "Vex the Dwarf", "Ysmay of Orrin",
    ]  # fmt: skip
    assert window.pane.notice.label.text() == (
        f"Exported The Drowned Keep (4 characters) to {tmp_path / 'keep.sheetwright-campaign'}."
    )
