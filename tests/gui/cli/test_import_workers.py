# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright import` of many files reads and replays them in one worker process per processor
while the command stores them, as the README says; what it prints is unchanged."""

from __future__ import annotations

import functools
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

import model.transfer
from gui.cli import target as cli_target
from tests.gui.cli.test_cli import sw

SAMPLE = (
    Path(__file__).resolve().parents[3] / "resources" / "samples" / "gravedust.sheetwright.json"
)


def test_import_of_many_files_reads_them_in_workers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    paths = []
    for number in range(5):
        path = tmp_path / f"g{number}.sheetwright.json"
        shutil.copyfile(SAMPLE, path)
        paths.append(path)
    asked: list[int] = []
    batches = model.transfer.import_batches

    def small_batches(*args: Any, workers: int = 1, **kwargs: Any) -> Any:
        asked.append(workers)
        return batches(*args, size=2, workers=workers, **kwargs)  # 3 batches, not 500 files

    def where(document: dict[str, Any], *_: Any) -> dict[str, Any]:
        return {"name_key": "vex", "headline": f"pid {os.getpid()}", "issue_count": 0}

    monkeypatch.setattr(model.transfer, "import_batches", small_batches)
    monkeypatch.setattr(model.transfer, "summary_columns", where)
    monkeypatch.setattr(os, "sched_getaffinity", functools.partial(lambda _: {0, 1}), raising=False)
    assert sw("import", *paths) == 0
    out = capsys.readouterr().out
    assert asked == [2]
    assert out.count("Imported ") == 6  # five files and the total line
    assert out.rstrip().endswith("Imported 5 of 5 files.")
    headlines = {record.headline for record in cli_target.library().list_characters()}
    assert len(headlines) >= 1
    assert all(headline.startswith("pid ") for headline in headlines)
    assert f"pid {os.getpid()}" not in headlines
