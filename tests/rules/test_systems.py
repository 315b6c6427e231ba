# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The registry: every system provides or explicitly defaults every part, and every part loads."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from rules.engine.system import System
from rules.systems import (
    DEFAULTED_PARTS,
    PART_NAMES,
    SHARED,
    SHARED_DEFAULTS,
    SHIPPED,
    SystemParts,
    SystemUnavailable,
    all_parts,
    content_folder,
    forget_installed,
    get_system,
    installed,
    is_known,
    known_systems,
    load_part,
    parts_of,
    title_of,
)
from tests.systems.install import ROOT, headless_parts, write_distribution

DRAWING_PARTS = ("sheet_layout", "cards", "text_sheet")
"""The parts that are functions and load without Qt."""


def every_system() -> list[SystemParts]:
    """The shipped systems and the test-only one."""
    from tests.systems.tinyquest.parts import PARTS

    return [*SHIPPED, PARTS]


@pytest.mark.parametrize("parts", every_system(), ids=lambda p: p.id)
def test_every_part_is_provided_or_explicitly_defaulted(parts: SystemParts) -> None:
    for name in PART_NAMES:
        part = getattr(parts, name)
        assert part is SHARED or (isinstance(part, str) and part.count(":") == 1), name
        if part is SHARED:
            assert name in DEFAULTED_PARTS, f"{parts.id}: {name} has no shared default"


def test_the_shipped_systems_and_what_they_share() -> None:
    assert [p.id for p in SHIPPED] == ["gravedust", "lyrian", "miridon", "heretics"]
    shared = {p.id: [n for n in PART_NAMES if not p.provides(n)] for p in SHIPPED}
    assert shared == {
        "gravedust": ["content"],
        "lyrian": ["content", "cards", "text_sheet"],
        "miridon": ["content", "text_sheet"],
        "heretics": ["content"],
    }


@pytest.mark.parametrize("parts", SHIPPED, ids=lambda p: p.id)
def test_a_shipped_system_agrees_with_its_rules(parts: SystemParts) -> None:
    system = get_system(parts.id)
    assert isinstance(system, System)
    assert (system.id, system.title, system.rulebook) == (parts.id, parts.title, parts.rulebook)
    assert (content_folder(parts.id) / "pack.yaml").is_file()
    for name in DRAWING_PARTS:
        assert callable(load_part(parts.id, name)), name


def test_every_part_loads_in_a_process_of_its_own(tmp_path: Path) -> None:
    """Each part is imported fresh, windows and wizards included: no part leans on another
    having been imported first."""
    script = (
        "import sys\n"
        "from rules.systems import PART_NAMES, all_parts, load_part, content_folder\n"
        "for parts in all_parts():\n"
        "    for name in PART_NAMES:\n"
        "        found = content_folder(parts.id) if name == 'content' else load_part(parts.id, name)\n"
        "        assert found is not None, (parts.id, name)\n"
        "print(sorted(p.id for p in all_parts()))\n"
    )
    site = write_distribution(tmp_path / "site")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(site), str(ROOT)])}
    done = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(
        sorted(["gravedust", "lyrian", "miridon", "heretics", "tinyquest"])
    )


def test_the_shared_defaults_are_the_generic_builders() -> None:
    assert SHARED_DEFAULTS == {
        "sheet_layout": "model.pdf.generic_layout:draw_generic",
        "cards": "model.pdf.cards_generic:cards",
        "text_sheet": "gui.cli.text:generic_lines",
    }
    assert load_part("lyrian", "cards").__module__ == "model.pdf.cards_generic"
    assert load_part("miridon", "text_sheet").__name__ == "generic_lines"


def test_a_part_without_a_shared_default_must_be_named() -> None:
    fields = {n: SHARED for n in PART_NAMES}
    with pytest.raises(ValueError, match="the rules part has no shared default"):
        SystemParts(id="x", title="X", rulebook="x", **fields)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"must read 'package\.module:attribute'"):
        headless_parts("x", "X", "rules.gravedust.system.SYSTEM")
    with pytest.raises(AttributeError, match="read-only"):
        SHIPPED[0].title = "Other"  # type: ignore[misc]


def test_an_unknown_id_is_refused_in_the_users_words() -> None:
    assert not is_known("pathfinder")
    assert title_of("pathfinder") == "pathfinder"
    with pytest.raises(SystemUnavailable) as refused:
        parts_of("pathfinder")
    assert str(refused.value) == (
        "unknown game system 'pathfinder' (known: gravedust, lyrian, miridon, heretics)"
    )


def test_a_part_that_cannot_be_loaded_is_refused(register_systems: Callable[..., None]) -> None:
    register_systems(headless_parts("broken", "Broken", "no.such.module:SYSTEM"))
    assert known_systems()[-1] == "broken"
    with pytest.raises(SystemUnavailable, match="the rules of Broken could not be loaded"):
        get_system("broken")


@pytest.mark.parametrize(
    ("entry", "why"),
    [
        ("tinyquest = no.such.package:PARTS", "its package could not be loaded"),
        ("tinyquest = tests.systems.tinyquest.rules:SYSTEM", "is not a SystemParts"),
        ("other = tests.systems.tinyquest.parts:PARTS", "its parts say their id is 'tinyquest'"),
    ],
)
def test_a_broken_entry_point_is_left_out_and_said_why(
    entry: str, why: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.syspath_prepend(str(write_distribution(tmp_path / "site", entry)))
    forget_installed()
    try:
        assert [p.id for p in all_parts()] == [p.id for p in SHIPPED]
        name = entry.split(" = ")[0]
        assert why in installed().problems[name]
        with pytest.raises(SystemUnavailable, match=f"the installed system '{name}' was left out"):
            parts_of(name)
    finally:
        forget_installed()


def test_an_installed_system_cannot_replace_a_shipped_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = "gravedust = tests.systems.tinyquest.parts:PARTS"
    monkeypatch.syspath_prepend(str(write_distribution(tmp_path / "site", fake)))
    forget_installed()
    try:
        assert parts_of("gravedust") is SHIPPED[0]
        assert "its parts say their id is 'tinyquest'" in installed().problems["gravedust"]
    finally:
        forget_installed()


def test_shipped_ids_never_read_the_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    """A frozen bundle has no package metadata, and reading it costs time: shipped ids skip it."""

    def refuse() -> None:
        raise AssertionError("the entry points were read")

    monkeypatch.setattr("rules.systems.installed", refuse)
    assert [parts_of(p.id) for p in SHIPPED] == list(SHIPPED)
    assert get_system("miridon").title == "Miridon"
    assert title_of("heretics") == "Glorious Heretics"
