# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A command on a file character imports only what it uses (issue 16, "Every command"): no
library stack (SQLAlchemy, Alembic), no PDF stack (reportlab), no Qt, no JSON Schema validator
and no YAML parser (content comes from the cache) for an `add` or a `sheet`; and pydantic looks
for no plugins."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

SAMPLES = Path(__file__).parents[3] / "resources" / "samples"
PROBE = """
import sys
from gui.cli.main import main
code = main(sys.argv[1:])
heavy = ("sqlalchemy", "alembic", "reportlab", "PySide6", "jsonschema", "ruamel")
print("heavy:", "|".join(sorted({m.split(".")[0] for m in sys.modules if m.split(".")[0] in heavy})))
import os
off = os.environ.get("PYDANTIC_DISABLE_PLUGINS")
print("plugins:", off, "(metadata read)" if "importlib.metadata" in sys.modules else "")
sys.exit(code)
"""
ROOT = Path(__file__).parents[3]


def _run(args: list[str], tmp_path: Path) -> list[str]:
    """The probe's last lines after running the command (it must succeed)."""
    env = {
        "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
        "SHEETWRIGHT_CACHE_DIR": str(tmp_path / "cache"),
        "PATH": "/usr/bin:/bin",
    }
    command = [sys.executable, "-c", PROBE, *args]
    done = subprocess.run(
        command, capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    return [line.strip() for line in done.stdout.splitlines()[-2:]]


def test_add_on_a_file_loads_no_library_pdf_qt_schema_validator_or_yaml(tmp_path: Path) -> None:
    path = tmp_path / "vex.sheetwright.json"
    shutil.copy(SAMPLES / "gravedust.sheetwright.json", path)
    first = _run(["add", str(path), "gain-gold", "amount=1"], tmp_path)  # fills the cache
    assert first[0] == "heavy: ruamel"  # the YAML, parsed once
    again = _run(["add", str(path), "gain-gold", "amount=2"], tmp_path)
    assert again == ["heavy:", "plugins: __all__"]
    events = json.loads(path.read_text(encoding="utf-8"))["events"]
    assert [e["op"] for e in events[-2:]] == ["gain-gold", "gain-gold"]


@pytest.mark.parametrize("system_id", ["miridon", "gravedust"])
def test_sheet_on_a_file_loads_none_of_them_either(tmp_path: Path, system_id: str) -> None:
    sample = str(SAMPLES / f"{system_id}.sheetwright.json")
    _run(["sheet", sample, "--json"], tmp_path)  # fills the cache
    assert _run(["sheet", sample, "--json"], tmp_path) == ["heavy:", "plugins: __all__"]


def test_a_newer_pydantic_asking_its_plugin_loader_for_more_gets_the_real_one() -> None:
    """The CLI answers "no plugins" for pydantic; any other name it asks of its loader (as a
    newer pydantic might) loads the real loader instead of breaking every command."""
    probe = (
        "import sys; import gui.cli.main\n"
        "name = 'pydantic.plugin._loader'\n"
        "stand_in = sys.modules[name]\n"
        "print(stand_in.get_plugins() == (), hasattr(stand_in, '__path__'))\n"
        "print(stand_in._loading_plugins, sys.modules[name] is not stand_in)\n"
    )
    env = {"PATH": "/usr/bin:/bin"}
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT,
        timeout=60, check=True,
    )  # fmt: skip
    assert done.stdout.split() == ["True", "False", "False", "True"]


def test_sheet_loads_no_diff_stack_and_add_no_expression_reader(tmp_path: Path) -> None:
    """`sheet` previews no change (no diff, no change summary); `add` on a character whose gear
    has no prerequisite evaluates no expression (the reader loads with the first one)."""
    probe = (
        "import sys\nfrom gui.cli.main import main\ncode = main(sys.argv[1:])\n"
        "wanted = ('rules.engine.diff', 'gui.cli.history_edit', 'rules.engine.expression')\n"
        "print('loaded:', '|'.join(m for m in wanted if m in sys.modules))\nsys.exit(code)\n"
    )
    path = tmp_path / "vex.sheetwright.json"
    shutil.copy(SAMPLES / "gravedust.sheetwright.json", path)
    env = {
        "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
        "SHEETWRIGHT_CACHE_DIR": str(tmp_path / "cache"),
        "PATH": "/usr/bin:/bin",
    }

    def loaded(*args: str) -> str:
        done = subprocess.run(
            [sys.executable, "-c", probe, *args], capture_output=True, text=True, env=env,
            cwd=ROOT, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout.splitlines()[-1].strip()

    loaded("add", str(path), "gain-gold", "amount=1")  # fills the cache
    assert (
        loaded("add", str(path), "gain-gold", "amount=1")
        == "loaded: rules.engine.diff|gui.cli.history_edit"
    )
    assert loaded("sheet", str(path), "--json") == "loaded:"
