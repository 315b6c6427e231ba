# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A house rule's help under its control is one paragraph: the line breaks of its description in
the settings model do not reach the dialog (issue 13, h17: a lone "a" on its own line; l25)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from gui.character.house_rules_dialog import HouseRulesDialog
from rules.systems import get_system

SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")


@pytest.mark.parametrize("system", SYSTEMS)
def test_every_help_text_is_one_flowing_paragraph(qtbot: Any, system: str) -> None:
    model = get_system(system).settings
    dialog = HouseRulesDialog(model, {})
    qtbot.addWidget(dialog)
    shown = {label.text() for label in dialog.findChildren(QLabel)}
    for name, field in model.model_fields.items():
        words = " ".join((field.description or "").split())
        assert words in shown, name
        assert dialog.controls[name].widget.toolTip() == words
    assert not [text for text in shown if "\n" in text]


def test_the_heretics_resource_maximum_reads_without_a_stray_break(qtbot: Any) -> None:
    # Glorious Heretics rulebook, Resources: restocking fills resources "to the maximum".
    dialog = HouseRulesDialog(get_system("heretics").settings, {})
    qtbot.addWidget(dialog)
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert any('"to the maximum", a number the rulebook leaves to the GM' in t for t in texts)
