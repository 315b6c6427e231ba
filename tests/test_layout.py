# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The layout tells the design: a folder per system in every layer, shared code beside them, and
no layer that keeps its own table of systems or branches on a system id."""

from __future__ import annotations

import ast
import tomllib
from pathlib import Path
from typing import Any

import pytest

from rules.systems import SHIPPED, SystemParts

ROOT = Path(__file__).resolve().parents[1]
IDS = [parts.id for parts in SHIPPED]
SYSTEM_FOLDERS = [Path(layer, system) for layer in ("rules", "model/pdf", "gui") for system in IDS]
REGISTRY = Path("rules/systems.py")
APP_WIRING = {
    "__init__", "app", "app_context", "app_identity", "main", "open_files", "qt_import_hook",
    "self_test_windows", "startup_probe", "translations", "xcb_probe",
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


@pytest.mark.parametrize("parts", SHIPPED, ids=lambda p: p.id)
def test_every_system_has_its_folders_and_their_tests(parts: SystemParts) -> None:
    """Rules and app in every system; a PDF folder where the system draws its own sheet or cards."""
    layers = ["rules", "gui"]
    if parts.provides("sheet_layout") or parts.provides("cards"):
        layers.append("model/pdf")
    for layer in layers:
        assert (ROOT / layer / parts.id / "__init__.py").is_file(), layer
        assert (ROOT / "tests" / layer / parts.id / "__init__.py").is_file(), layer


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


def contracts() -> list[dict[str, Any]]:
    """The import-linter contracts in pyproject.toml."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found: list[dict[str, Any]] = config["tool"]["importlinter"]["contracts"]
    return found


def system_packages(system: str) -> list[str]:
    """The packages a system has, one per layer it has a folder in (`gui.miridon`, …)."""
    layers = ("rules", "model.pdf", "gui")
    return [
        f"{layer}.{system}"
        for layer in layers
        if (ROOT / layer.replace(".", "/") / system).is_dir()
    ]


def test_the_independence_contracts_name_every_system() -> None:
    independent = [c for c in contracts() if c["type"] == "independence"]
    for layer, contract in zip(("rules", "model.pdf", "gui"), independent, strict=True):
        packages = [p for s in IDS for p in system_packages(s) if p.startswith(f"{layer}.")]
        assert sorted(contract["modules"]) == sorted(packages)
    for parts in SHIPPED:
        (own,) = [c for c in contracts() if c["name"].startswith(f"{parts.title} uses no other")]
        others = [p for s in IDS if s != parts.id for p in system_packages(s)]
        assert sorted(own["source_modules"]) == sorted(system_packages(parts.id))
        assert sorted(own["forbidden_modules"]) == sorted(others)


def test_the_shared_code_contract_names_everything_that_is_shared() -> None:
    """Every module beside the system folders is in the "shares, imports no system" contract."""
    (shared,) = [c for c in contracts() if c["name"] == "What the systems share imports no system"]
    expected = {f"rules.{m}" for m in modules_in(Path("rules")) - {"__init__", *IDS}}
    expected |= {f"model.{m}" for m in modules_in(Path("model")) - {"__init__", "pdf"}}
    expected |= {f"model.pdf.{m}" for m in modules_in(Path("model/pdf")) - {"__init__", *IDS}}
    expected |= {f"gui.{m}" for m in modules_in(Path("gui")) - {"__init__", *IDS}}
    assert set(shared["source_modules"]) == expected
    assert set(shared["forbidden_modules"]) == {p for s in IDS for p in system_packages(s)}
