# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The settings dialog: paper size, a library location tried before it is saved, house rules."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QLabel

from gui.app import configured_database
from gui.app_context import AppContext
from gui.settings.dialog import SettingsDialog
from model.document import new_document
from tests.gui.library.helpers import Answers


@pytest.fixture
def dialog(qtbot: Any, context: AppContext) -> SettingsDialog:
    """The settings dialog over a fresh library."""
    shown = SettingsDialog(context)
    qtbot.addWidget(shown)
    return shown


@pytest.fixture
def answers(monkeypatch: pytest.MonkeyPatch) -> Answers:
    """Modal dialogs answered without blocking."""
    return Answers(monkeypatch)


def test_paper_size_is_saved(dialog: SettingsDialog, context: AppContext) -> None:
    assert context.paper() == "a4"
    dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert context.paper() == "letter"


@pytest.mark.parametrize(
    ("server", "reason"),
    [
        ("mysql://someone@localhost/db", "SQLite or PostgreSQL, not mysql"),
        ("not a url at all", "is not a database address"),
        ("postgresql+psycopg://nobody@127.0.0.1:9/none", "Could not open the library"),
    ],
)
def test_a_database_that_does_not_work_is_refused(
    dialog: SettingsDialog, context: AppContext, answers: Answers, server: str, reason: str
) -> None:
    before = context.database_url
    dialog.location.use_server.setChecked(True)
    dialog.location.server.setText(server)
    dialog.accept()
    assert reason in answers.last("error")
    assert "The library was not changed." in answers.last("error")
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert context.database_url == before
    assert context.settings.value("database_url") is None


def test_a_file_that_is_not_a_library_is_refused(
    dialog: SettingsDialog, context: AppContext, answers: Answers, tmp_path: Path
) -> None:
    junk = tmp_path / "notes.txt"
    junk.write_text("groceries\n" * 200, encoding="utf-8")
    dialog.location.file.setText(str(junk))
    assert not dialog.apply()
    assert "Could not open the library" in answers.last("error")


def test_a_new_sqlite_file_is_tried_then_used(
    qtbot: Any, dialog: SettingsDialog, context: AppContext, tmp_path: Path
) -> None:
    context.library.add_character(new_document("gravedust", "Vex"))
    target = tmp_path / "group" / "party.sqlite3"
    dialog.location.file.setText(str(target))
    with qtbot.waitSignal(context.library_changed):
        dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert context.library.engine.url.database == str(target)
    assert context.library.list_characters() == []  # a new, empty library
    assert context.settings.value("database_url") == f"sqlite:///{target}"
    assert configured_database(context.settings) == f"sqlite:///{target}"


def test_the_environment_variable_wins_at_start(
    context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    context.settings.setValue("database_url", "sqlite:////somewhere/else.sqlite3")
    monkeypatch.setenv("SHEETWRIGHT_DATABASE_URL", "sqlite:////from/env.sqlite3")
    assert configured_database(context.settings) is None


def test_house_rules_of_each_ruleset(dialog: SettingsDialog) -> None:
    texts = [" ".join(label.text().split()) for label in dialog.findChildren(QLabel)]
    assert "Gravedust:" in texts
    assert "The Gravedust rulebook leaves nothing open that needs a house rule." in texts


def test_a_postgresql_password_is_kept_out_of_the_settings(
    dialog: SettingsDialog,
    context: AppContext,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    # the password goes to libpq's password file (read by psycopg), written owner-only
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "pgpass"))
    monkeypatch.setattr("gui.settings.dialog.DatabaseCheck.run", lambda self, url: None)
    monkeypatch.setattr(context, "use_database", lambda url: None)
    dialog.location.use_server.setChecked(True)
    dialog.location.server.setText("postgresql+psycopg://gm:hunter2@db.example/party")
    assert dialog.apply()
    assert context.settings.value("database_url") == "postgresql+psycopg://gm@db.example/party"
    assert (tmp_path / "pgpass").read_text() == "db.example:5432:party:gm:hunter2\n"


def test_an_old_saved_password_is_moved_out_at_start(
    context: AppContext, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("PGPASSFILE", str(tmp_path / "pgpass"))
    monkeypatch.delenv("SHEETWRIGHT_DATABASE_URL", raising=False)
    context.settings.setValue("database_url", "postgresql+psycopg://gm:pw@db/party")
    assert configured_database(context.settings) == "postgresql+psycopg://gm:pw@db/party"
    assert context.settings.value("database_url") == "postgresql+psycopg://gm@db/party"
    assert "db:5432:party:gm:pw" in (tmp_path / "pgpass").read_text()
