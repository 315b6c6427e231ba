# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright list` loads the library and the system names only (issue 16): no rules engine or
content stack, no pydantic, no Alembic (the library is at head), no JSON Schema validator, and on
a SQLite library none of PostgreSQL's dialects."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from model.database import open_engine
from model.library import Library
from tests.model.documents import vex

ROOT = Path(__file__).parents[3]
PROBE = """
import sys
from gui.cli.main import main
code = main(sys.argv[1:])
heavy = {"pydantic", "alembic", "jsonschema", "ruamel", "yaml", "reportlab", "PySide6", "rules"}
other = ("sqlalchemy.dialects.postgresql",)
print("other:", " ".join(name for name in other if name in sys.modules))
print("loaded:", " ".join(sorted(  # modules read from files (not the stub of pydantic's plugins)
    name for name, module in sys.modules.items()
    if name.split(".")[0] in heavy and getattr(module, "__file__", None)
)))
sys.exit(code)
"""
# Small modules of plain Python that the command line's own words need.
LIGHT = {
    "rules", "rules.systems", "rules.engine", "rules.engine.event", "rules.engine.content_error",
    "rules.engine.setting_words",
}  # fmt: skip


def test_list_loads_no_rules_engine_pydantic_alembic_or_schema_validator(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'library.sqlite3'}"
    engine = open_engine(url)
    Library(engine).add_character(vex())
    engine.dispose()
    env = {"SHEETWRIGHT_DATABASE_URL": url, "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
           "SHEETWRIGHT_CACHE_DIR": str(tmp_path / "cache"), "PATH": "/usr/bin:/bin"}  # fmt: skip
    for args in (["list"], ["list", "--search", "VE"]):
        done = subprocess.run(
            [sys.executable, "-c", PROBE, *args],
            capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        assert "Vex" in done.stdout
        *_, other, loaded_line = done.stdout.strip().splitlines()
        loaded = set(loaded_line.removeprefix("loaded:").split())
        assert loaded <= LIGHT
        assert other.split() == ["other:"]
