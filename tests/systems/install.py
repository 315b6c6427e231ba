# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Installing the test system as a package would: a distribution's metadata with an entry point
in the `sheetwright.systems` group, in a folder put on the import path."""

from __future__ import annotations

from pathlib import Path

from rules.systems import ENTRY_POINT_GROUP, SHARED, SystemParts

ROOT = Path(__file__).resolve().parents[2]
"""The repository: `tests.systems.tinyquest` is importable from here."""


def write_distribution(
    folder: Path, entry: str = "tinyquest = tests.systems.tinyquest.parts:PARTS"
) -> Path:
    """A `*.dist-info` in `folder` naming one entry point (`name = module:attribute`); the folder."""
    dist = folder / "sheetwright_tinyquest-0.1.dist-info"
    dist.mkdir(parents=True, exist_ok=True)
    (dist / "METADATA").write_text(
        "Metadata-Version: 2.1\nName: sheetwright-tinyquest\nVersion: 0.1\n", encoding="utf-8"
    )
    (dist / "entry_points.txt").write_text(f"[{ENTRY_POINT_GROUP}]\n{entry}\n", encoding="utf-8")
    return folder


def no_window(*_args: object) -> None:
    """The window and wizard of a system registered only for a rules or PDF test."""
    raise AssertionError("this test system has no window or wizard")


def headless_parts(system_id: str, title: str, rules: str) -> SystemParts:
    """Parts for a system a rules or PDF test registers: its rules, every other part shared."""
    return SystemParts(
        id=system_id,
        title=title,
        rulebook=f"{title} rules",
        rules=rules,
        content=SHARED,
        sheet_layout=SHARED,
        cards=SHARED,
        text_sheet=SHARED,
        window="tests.systems.install:no_window",
        wizard="tests.systems.install:no_window",
    )
