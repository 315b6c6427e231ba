# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tinyquest's parts: what the `sheetwright.systems` entry point `tinyquest` names."""

from __future__ import annotations

from rules.systems import SHARED, SystemParts

PARTS = SystemParts(
    id="tinyquest",
    title="Tinyquest",
    rulebook="Tinyquest rules",
    rules="tests.systems.tinyquest.rules:SYSTEM",
    content="tests.systems.tinyquest.rules:CONTENT",
    sheet_layout=SHARED,
    cards=SHARED,
    text_sheet=SHARED,
    window="tests.systems.tinyquest.window:TinyquestWindow",
    wizard="tests.systems.tinyquest.wizard:TinyquestWizard",
)
