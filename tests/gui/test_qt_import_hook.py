# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The app's cheaper answer to PySide6's import hook ("does this module use PySide6?") is the
answer PySide6 gives itself, for modules with a source file and for modules without one."""

from __future__ import annotations

import importlib
import math
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import pytest

import gui.qt_import_hook as hook


def _feature() -> ModuleType:
    assert hook.quicken_pyside_import_hook()
    return sys.modules["PySide6.support.feature"]


def _own(feature: ModuleType) -> Callable[[ModuleType], bool]:
    """PySide6's own check, which the quickened one wraps."""
    own: Callable[[ModuleType], bool] = feature._mod_uses_pyside.__closure__[0].cell_contents
    return own


def _load(folder: Path, name: str, text: str) -> ModuleType:
    (folder / f"{name}.py").write_text(text, encoding="utf-8")
    return importlib.import_module(name)


def test_the_hook_asks_the_cheaper_question_once_installed() -> None:
    feature = _feature()
    assert getattr(feature._mod_uses_pyside, "quickened", False)
    before = feature._mod_uses_pyside
    assert hook.quicken_pyside_import_hook()
    assert feature._mod_uses_pyside is before  # installed once, not wrapped again


@pytest.mark.parametrize(
    "name", ["gui.app", "gui.library.window", "model.library", "sqlalchemy.orm", "json", "gui"]
)
def test_it_answers_as_pyside6_does_for_modules_with_a_source_file(name: str) -> None:
    feature = _feature()
    module = importlib.import_module(name)
    assert feature._mod_uses_pyside(module) is _own(feature)(module)


def test_a_module_naming_pyside6_uses_it_and_one_without_does_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    feature = _feature()
    monkeypatch.syspath_prepend(str(tmp_path))
    uses = _load(tmp_path, "sw_hook_uses", "# a window\nfrom PySide6.QtCore import QObject\n")
    plain = _load(tmp_path, "sw_hook_plain", "VALUE = 'no Qt here: ünïcode'\n")
    own = _own(feature)
    assert feature._mod_uses_pyside(uses) is True
    assert feature._mod_uses_pyside(plain) is False
    assert (own(uses), own(plain)) == (True, False)


def test_a_module_without_a_source_file_is_asked_pyside6s_way() -> None:
    feature = _feature()
    own = _own(feature)
    assert feature._mod_uses_pyside(math) is own(math) is False
    assert feature._mod_uses_pyside(ModuleType("made_in_memory")) is own(ModuleType("x")) is False
