# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The library window's imports (chosen or dropped, several at once) and exports (JSON, one PDF)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfReader
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QFileDialog

from gui.app_context import AppContext
from model.document import dump_document, new_document
from tests.gui.library.helpers import Answers, add, open_window, select, shown_names


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    """Modal dialogs answered without blocking."""
    return Answers(monkeypatch)


def character_file(folder: Path, name: str) -> Path:
    """A valid .sheetwright.json file of a new Gravedust character."""
    path = folder / f"{name}.sheetwright.json"
    path.write_text(dump_document(new_document("gravedust", name)), encoding="utf-8")
    return path


def test_import_several_files_reports_the_one_that_failed(
    qtbot: Any, context: AppContext, answers: Answers, tmp_path: Path, monkeypatch: Any
) -> None:
    good = [character_file(tmp_path, "Vex"), character_file(tmp_path, "Ash")]
    bad = tmp_path / "shopping.json"
    bad.write_text(json.dumps({"eggs": 12}), encoding="utf-8")
    chosen = [str(good[0]), str(bad), str(good[1])]
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *a, **k: (chosen, ""))
    window = open_window(qtbot, context)
    window.actions.import_.trigger()
    summary = answers.last("warning")
    assert summary.startswith("Imported 2 of 3 files.")
    assert "shopping.json is not a Sheetwright character file" in summary
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    assert sorted(r.name for r in window.selected_records()) == ["Ash", "Vex"]


def test_import_goes_into_the_chosen_campaign(
    qtbot: Any, context: AppContext, answers: Answers, tmp_path: Path
) -> None:
    crypt = context.library.add_campaign("Crypt Crawl")
    window = open_window(qtbot, context)
    window.campaigns.select(crypt.id)
    window.import_paths([str(character_file(tmp_path, "Vex"))])
    assert answers.last("information") == "Imported 1 of 1 file."
    assert context.library.list_characters()[0].campaign_id == crypt.id


def test_dropping_files_imports_them(
    qtbot: Any, context: AppContext, answers: Answers, tmp_path: Path
) -> None:
    window = open_window(qtbot, context)
    mime = QMimeData()
    files = [character_file(tmp_path, "Vex"), character_file(tmp_path, "Ash")]
    mime.setUrls([QUrl.fromLocalFile(str(path)) for path in files])
    drop = QDropEvent(
        QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    window.dropEvent(drop)
    assert drop.isAccepted()
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    assert answers.last("information") == "Imported 2 of 2 files."


def test_dropping_other_files_is_refused(qtbot: Any, context: AppContext, tmp_path: Path) -> None:
    window = open_window(qtbot, context)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(tmp_path / "portrait.png"))])
    drop = QDropEvent(
        QPointF(20, 20), Qt.DropAction.CopyAction, mime, Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    drop.ignore()
    window.dropEvent(drop)
    assert not drop.isAccepted()


def test_export_json_files_to_a_folder(
    qtbot: Any, context: AppContext, tmp_path: Path, monkeypatch: Any
) -> None:
    add(context, "Vex")
    add(context, "Vex")
    add(context, "Ash/Bone")
    window = open_window(qtbot, context)
    select(window, "Vex", "Ash/Bone")
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(tmp_path))
    window.actions.export_json.trigger()
    names = sorted(p.name for p in tmp_path.glob("*.sheetwright.json"))
    assert names == [
        "Ash_Bone.sheetwright.json",
        "Vex (2).sheetwright.json",
        "Vex.sheetwright.json",
    ]
    assert json.loads((tmp_path / "Ash_Bone.sheetwright.json").read_text())["name"] == "Ash/Bone"
    assert "Exported 3 characters" in window.pane.notice.label.text()


def test_export_selected_characters_as_one_pdf(
    qtbot: Any, context: AppContext, tmp_path: Path, monkeypatch: Any
) -> None:
    add(context, "Vex")
    add(context, "Ash")
    context.settings.setValue("paper", "letter")
    window = open_window(qtbot, context)
    select(window, "Vex", "Ash")
    target = tmp_path / "party"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    window.actions.export_pdf.trigger()
    reader = PdfReader(tmp_path / "party.pdf")
    assert len(reader.pages) == 2
    assert round(float(reader.pages[0].mediabox.width)) == 612  # Letter
    texts = [page.extract_text() for page in reader.pages]
    assert "Ash" in texts[0] and "Vex" in texts[1]  # noqa: PT018
