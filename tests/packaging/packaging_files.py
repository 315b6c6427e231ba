# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Paths of the packaging files, and a helper that runs a desktop tool only when installed."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
ICONS = PACKAGING / "icons"


def run_tool(*command: str | Path) -> subprocess.CompletedProcess[str]:
    """Run a validator such as desktop-file-validate; skip the test when it is not installed."""
    if shutil.which(str(command[0])) is None:
        pytest.skip(f"{command[0]} is not installed")
    return subprocess.run([str(part) for part in command], capture_output=True, text=True)
