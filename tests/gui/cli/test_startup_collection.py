# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A process of its own starts without collecting cycles, then collects as usual (issue 16: a
twentieth of a short command was the collector walking over what the start made)."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

from gui.main import STARTUP_SECONDS, pause_collection

ROOT = Path(__file__).parents[3]
_PROBE = """
import gc, sys, time
import gui.main
sys.argv = ["sheetwright", "--help"]
try:
    gui.main.main()
except SystemExit:
    pass
print(gc.isenabled())
time.sleep(gui.main.STARTUP_SECONDS + 0.5)
print(gc.isenabled())
"""


def test_collection_pauses_then_resumes() -> None:
    assert gc.isenabled()
    try:
        timer = pause_collection(0.05)
        assert not gc.isenabled()
        timer.join(timeout=5)
        assert gc.isenabled()
    finally:
        gc.enable()


def test_a_command_process_collects_again_after_its_start() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, cwd=ROOT, timeout=60,
        check=False,
    )  # fmt: skip
    assert done.stdout.split()[-2:] == ["False", "True"], done.stderr
    assert STARTUP_SECONDS <= 1.0  # a long command collects almost all along
