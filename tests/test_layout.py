# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The layout tells the design: a folder per system in every layer, shared code beside them, and
no layer that keeps its own table of systems or branches on a system id."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

from rules.systems import SHIPPED

ROOT = Path(__file__).resolve().parents[1]
IDS = [parts.id for parts in SHIPPED]
SYSTEM_FOLDERS = [Path(layer, system) for layer in ("rules", "model/pdf", "gui") for system in IDS]
REGISTRY = Path("rules/systems.py")
APP_WIRING = {
    "__init__", "app", "app_context", "app_identity", "main", "open_files", "self_test_windows",
    "startup_probe", "translations",
}  # fmt: skip


def modules_in(folder: Path) -> set[str]:
    """The modules and packages directly in a folder (by name, without `.py`)."""
    here = ROOT / folder
    files = {p.stem for p in here.glob("*.py")}
    packages = {p.name for p in here.iterdir() if (p / "__init__.py").is_file()}
    return files | packages


def in_a_system_folder(path: Path) -> bool:
    """Whether a file belongs to one system's folder in some layer."""
    return any(path.is_relative_to(folder) for folder in SYSTEM_FOLDERS)


def product_files() -> list[Path]:
    """Every Python file of the product (rules, model, gui), relative to the repository."""
    return sorted(
        p.relative_to(ROOT)
        for layer in ("rules", "model", "gui")
        for p in (ROOT / layer).rglob("*.py")
    )


@pytest.mark.parametrize("folder", SYSTEM_FOLDERS, ids=str)
def test_every_system_has_a_folder_in_every_layer_and_its_tests(folder: Path) -> None:
    assert (ROOT / folder / "__init__.py").is_file()
    assert (ROOT / "tests" / folder / "__init__.py").is_file()


def test_the_top_of_gui_holds_only_the_apps_entry_and_wiring() -> None:
    top = {p.stem for p in (ROOT / "gui").glob("*.py")}
    assert top == APP_WIRING
    assert len(top) <= 12


def test_no_system_id_is_written_outside_the_registry_and_the_systems_folders() -> None:
    found = []
    for path in product_files():
        if path == REGISTRY or in_a_system_folder(path):
            continue
        for node in ast.walk(ast.parse((ROOT / path).read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and node.value in IDS:
                found.append(f"{path}:{node.lineno} {node.value!r}")
    assert found == []


def test_the_shared_code_contract_names_everything_that_is_shared() -> None:
    """Every module beside the system folders is in the "shares, imports no system" contract."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (shared,) = [c for c in contracts if c["name"] == "What the systems share imports no system"]
    expected = {f"rules.{m}" for m in modules_in(Path("rules")) - {"__init__", *IDS}}
    expected |= {f"model.{m}" for m in modules_in(Path("model")) - {"__init__", "pdf"}}
    expected |= {f"model.pdf.{m}" for m in modules_in(Path("model/pdf")) - {"__init__", *IDS}}
    expected |= {f"gui.{m}" for m in modules_in(Path("gui")) - {"__init__", *IDS}}
    assert set(shared["source_modules"]) == expected
    layers = {f"{layer}.{system}" for layer in ("rules", "model.pdf", "gui") for system in IDS}
    assert set(shared["forbidden_modules"]) == layers
