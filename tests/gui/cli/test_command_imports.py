# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A command on a file character imports only what it uses (issue 16, "Every command"): no
library stack (SQLAlchemy, Alembic), no PDF stack (reportlab) and no Qt for an `add`."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

SAMPLES = Path(__file__).parents[3] / "resources" / "samples"
PROBE = """
import sys
from gui.cli.main import main
code = main(sys.argv[1:])
heavy = ("sqlalchemy", "alembic", "reportlab", "PySide6")
print("heavy:", "|".join(sorted({m.split(".")[0] for m in sys.modules if m.split(".")[0] in heavy})))
sys.exit(code)
"""


def test_add_on_a_file_loads_no_library_pdf_or_qt(tmp_path: Path) -> None:
    path = tmp_path / "vex.sheetwright.json"
    shutil.copy(SAMPLES / "gravedust.sheetwright.json", path)
    env = {"SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"), "PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", PROBE, "add", str(path), "gain-gold", "amount=1"],
        capture_output=True,
        text=True,
        env=env,
        cwd=Path(__file__).parents[3],
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip().splitlines()[-1] == "heavy:"
    assert json.loads(path.read_text(encoding="utf-8"))["events"][-1]["op"] == "gain-gold"
