# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright --self-test`, opening character files handed to the app, and the startup probe."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from gui.app_context import AppContext
from gui.cli import main as cli
from gui.cli import self_test as cli_self_test
from gui.open_files import open_character_files
from rules.engine.content_loader import resources_dir

ROOT = Path(__file__).resolve().parents[2]


def test_self_test_passes_and_says_so_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["--self-test"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("Self-test passed: 4 systems (gravedust, lyrian, miridon, heretics)")
    assert "8 PDFs written, library reopened, 5 windows opened" in lines[0]


def test_self_test_names_a_missing_sample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("SHEETWRIGHT_RESOURCES", str(tmp_path))
    assert cli_self_test.run(with_windows=False) == 1
    out = capsys.readouterr().out
    assert out.startswith("Self-test FAILED:")
    assert "the gravedust sample is missing" in out


def test_self_test_names_a_character_that_breaks_a_rule(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # a copy of the shipped resources whose Heretics sample buys a 5th Multi-Attack rank
    for item in resources_dir().iterdir():
        (tmp_path / item.name).symlink_to(item)
    samples = tmp_path / "samples"
    samples.unlink()
    samples.mkdir()
    for sample in (resources_dir() / "samples").iterdir():
        (samples / sample.name).write_bytes(sample.read_bytes())
    heretics = samples / "heretics.sheetwright.json"
    document = json.loads(heretics.read_text())
    document["events"] += [{"op": "buy-feat-rank", "feat": "multi-attack"}] * 4
    heretics.write_text(json.dumps(document))
    monkeypatch.setenv("SHEETWRIGHT_RESOURCES", str(tmp_path))
    assert cli_self_test.run(with_windows=False) == 1
    out = capsys.readouterr().out
    assert "Ysmay of Orrin (heretics) breaks a rule" in out
    assert "maximum rank 4" in out


def sample_file(tmp_path: Path, system: str = "heretics") -> Path:
    """A copy of a shipped sample, as a user's file."""
    path = tmp_path / f"{system}.sheetwright.json"
    path.write_bytes((resources_dir() / "samples" / path.name).read_bytes())
    return path


def test_a_character_file_opens_its_window_once(context: AppContext, tmp_path: Path) -> None:
    path = sample_file(tmp_path)
    first = open_character_files(context, None, [str(path)])
    assert len(first) == 1
    assert context.library.get_character(first[0]).name == "Ysmay of Orrin"
    again = open_character_files(context, None, [str(path)])
    assert again == first  # unchanged: the same character, not a copy
    assert len(context.library.list_characters()) == 1


def test_an_unreadable_file_is_reported_and_nothing_changes(
    context: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(
        "gui.widgets.error_dialog.show_error", lambda p, t, m, e=None: shown.append(m)
    )
    bad = tmp_path / "broken.sheetwright.json"
    bad.write_text("{not json")
    assert open_character_files(context, None, [str(bad)]) == []
    assert shown[0].startswith("broken.sheetwright.json was not opened:")
    assert context.library.list_characters() == []


def test_file_arguments_start_the_app_with_them(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, Any] = {}

    def fake_run(open_files: list[str]) -> int:
        seen["files"] = open_files
        return 0

    monkeypatch.setattr("gui.app.run", fake_run)
    assert cli.main(["/tmp/a.sheetwright.json", "b.sheetwright.json"]) == 0
    assert seen["files"] == ["/tmp/a.sheetwright.json", "b.sheetwright.json"]


def test_startup_probe_reports_paint_and_load(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETWRIGHT_STARTUP_PROBE": "1",
           "SHEETWRIGHT_DATA_DIR": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)}  # fmt: skip
    done = subprocess.run(
        [sys.executable, "-m", "gui.main"], cwd=ROOT, env=env, capture_output=True, text=True,
        timeout=120, check=False,
    )  # fmt: skip
    words = [line.split()[0] for line in done.stdout.splitlines()]
    assert done.returncode == 0, done.stderr
    assert words == ["painted", "loaded"]


def test_a_file_open_event_opens_the_file(qapp: Any) -> None:
    # macOS Finder sends files to a running app as QFileOpenEvent, not as arguments
    from PySide6.QtCore import QCoreApplication, QObject
    from PySide6.QtGui import QFileOpenEvent

    from gui.open_files import FileOpenEvents

    seen: list[str] = []
    target = QObject()
    watcher = FileOpenEvents(target, seen.append)
    target.installEventFilter(watcher)
    QCoreApplication.sendEvent(target, QFileOpenEvent("/tmp/x.sheetwright.json"))
    assert seen == ["/tmp/x.sheetwright.json"]


def test_file_open_events_are_watched_on_macos_only(
    qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Only macOS sends them; elsewhere no event of the app passes through a Python filter.
    from PySide6.QtCore import QCoreApplication, QObject
    from PySide6.QtGui import QFileOpenEvent

    from gui.open_files import watch_file_open_events

    seen: list[str] = []
    target = QObject()
    monkeypatch.setattr(sys, "platform", "linux")
    assert watch_file_open_events(target, seen.append) is None
    monkeypatch.setattr(sys, "platform", "darwin")
    assert watch_file_open_events(target, seen.append) is not None
    QCoreApplication.sendEvent(target, QFileOpenEvent("/tmp/y.sheetwright.json"))
    assert seen == ["/tmp/y.sheetwright.json"]


def test_a_campaign_file_starts_the_app_on_its_import_preview(
    qtbot: Any, context: AppContext, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from gui import app
    from gui.library.window import LibraryWindow
    from model.campaign_file import export_campaign

    seen: dict[str, Any] = {}
    monkeypatch.setattr(
        "gui.app.run", lambda open_files: seen.setdefault("files", open_files) and 0
    )
    assert cli.main(["keep.sheetwright-campaign", "vex.sheetwright.json"]) == 0
    assert seen["files"] == ["keep.sheetwright-campaign", "vex.sheetwright.json"]

    keep = context.library.add_campaign("The Drowned Keep")
    path = tmp_path / "keep.sheetwright-campaign"
    export_campaign(context.library, keep.id, path)
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    imported: list[list[str]] = []
    monkeypatch.setattr(LibraryWindow, "import_paths", lambda self, paths: imported.append(paths))
    app._open_given(window, [str(path)])
    assert imported == [[str(path)]]
