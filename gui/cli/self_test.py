# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright --self-test`: prove an installation works, in a throwaway data directory.

One sample character of every system (resources/samples) goes into a fresh library; each is
replayed and must follow the rules; its PDF sheet and card PDF are written; the library is closed,
reopened, and every character must come back identical and build the same sheet. Then the desktop
windows are opened offscreen on that library (Qt, fonts and platform plugins present). One line
of summary; exit 0, or exit 1 naming the step that failed.
"""

from __future__ import annotations

import importlib
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from model.data_paths import CACHE_DIR_ENV, DATA_DIR_ENV, DATABASE_URL_ENV
from rules.engine.content_loader import resources_dir
from rules.systems import SHIPPED

WINDOWS_CHECK = "gui.self_test_windows"
"""Imported by name only when the self-test runs: the command line itself never imports Qt."""


class SelfTestFailed(Exception):
    """A step of the self-test went wrong; the message names the step and the character."""


@dataclass
class Tally:
    """What the self-test did, for the summary line."""

    systems: list[str] = field(default_factory=list)
    pdfs: int = 0
    windows: int = 0


def run(with_windows: bool = True) -> int:
    """Run every step; print one line; 0 when all passed, 1 otherwise."""
    started = time.perf_counter()
    tally = Tally()
    with tempfile.TemporaryDirectory(prefix="sheetwright-self-test-") as folder:
        saved = {k: os.environ.get(k) for k in (DATA_DIR_ENV, DATABASE_URL_ENV, CACHE_DIR_ENV)}
        os.environ[DATA_DIR_ENV] = folder
        os.environ[CACHE_DIR_ENV] = str(Path(folder) / "cache")
        os.environ.pop(DATABASE_URL_ENV, None)
        try:
            _steps(Path(folder), tally, with_windows)
        except SelfTestFailed as failure:
            print(f"Self-test FAILED: {failure}", file=sys.stdout)
            return 1
        except Exception as error:  # the point is to report anything at all, in one line
            where = traceback.extract_tb(error.__traceback__)[-1]
            print(f"Self-test FAILED: unexpected {type(error).__name__}: {error} "
                  f"({Path(where.filename).name}:{where.lineno})")  # fmt: skip
            return 1
        finally:
            _restore(saved)
    seconds = time.perf_counter() - started
    shown = f", {tally.windows} windows opened" if with_windows else ""
    print(
        f"Self-test passed: {len(tally.systems)} systems ({', '.join(tally.systems)}) replayed "
        f"and valid, {tally.pdfs} PDFs written, library reopened{shown} in {seconds:.1f} s."
    )
    return 0


def _restore(saved: dict[str, str | None]) -> None:
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value


def _steps(folder: Path, tally: Tally, with_windows: bool) -> None:
    from model.database import open_engine
    from model.library import Library

    url = f"sqlite:///{folder / 'library.sqlite3'}"
    library = Library(open_engine(url))
    sheets: dict[str, Any] = {}
    for system in (parts.id for parts in SHIPPED):  # the samples ship with these
        document = _sample(system)
        _step(f"storing the {system} sample", lambda d=document: library.add_character(d))
        sheets[document["id"]] = _check_and_print(document, folder, tally)
        tally.systems.append(system)
    library.engine.dispose()
    reopened = Library(open_engine(url))
    _compare(reopened, sheets)
    if with_windows:
        check: Callable[[str, list[str]], int] = importlib.import_module(WINDOWS_CHECK).check
        tally.windows = _step("opening the windows", lambda: check(url, list(sheets)))
    reopened.engine.dispose()


def _step[T](what: str, action: Callable[[], T]) -> T:
    try:
        return action()
    except SelfTestFailed:
        raise
    except Exception as error:
        raise SelfTestFailed(f"{what}: {type(error).__name__}: {error}") from error


def _sample(system: str) -> dict[str, Any]:
    from model.document import parse_document

    path = resources_dir() / "samples" / f"{system}.sheetwright.json"
    if not path.is_file():
        raise SelfTestFailed(f"the {system} sample is missing ({path})")
    return _step(f"reading {path.name}", lambda: parse_document(path.read_bytes(), path.name))


def _check_and_print(document: dict[str, Any], folder: Path, tally: Tally) -> Any:
    from model.character_build import build_character
    from model.pdf.sheet_pdf import SheetMeta, render_sheet

    name, system = document["name"], document["system"]
    loaded = _step(f"replaying {name} ({system})", lambda: build_character(document, []))
    if loaded.content_problems:
        raise SelfTestFailed(f"{system} content did not load: {loaded.content_problems[0]}")
    if loaded.build.errors:
        raise SelfTestFailed(
            f"{name} ({system}) breaks a rule: {loaded.build.errors[0].describe()}"
        )
    meta = SheetMeta(name, loaded.build.system.title, notes=document.get("notes", ""))
    for kind, render in (("sheet", render_sheet), ("cards", render_cards_one)):
        pdf = _step(f"printing the {system} {kind}", lambda r=render: r(loaded.build, meta))
        if not pdf.startswith(b"%PDF") or len(pdf) < 1000:
            raise SelfTestFailed(f"the {system} {kind} PDF is not a PDF")
        (folder / f"{system}-{kind}.pdf").write_bytes(pdf)
        tally.pdfs += 1
    return _values(loaded.build)


def render_cards_one(build: Any, meta: Any) -> bytes:
    """The card PDF of one character."""
    from model.pdf.cards import render_cards

    return render_cards([(build, meta)])


def _values(build: Any) -> dict[str, Any]:
    return {key: value.value for key, value in build.sheet.values.items()}


def _compare(library: Any, sheets: dict[str, Any]) -> None:
    from model.character_build import build_character

    for character_id, before in sheets.items():
        record = _step(
            "reading the reopened library", lambda i=character_id: library.get_character(i)
        )
        after = _values(build_character(record.document, []).build)
        if after != before:
            raise SelfTestFailed(f"{record.name} builds differently after reopening the library")
