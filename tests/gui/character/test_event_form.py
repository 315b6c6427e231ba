# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The event form: one editor per field of an op, filled in, checked before it can be accepted."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit, QSpinBox

from gui.character.event_form import EventForm, field_label
from model.character_session import History
from model.document import new_document
from rules.engine.build import Build
from rules.systems import get_system


def build_of(system: str) -> Build[Any]:
    """An empty character's build of a system, with the shipped content."""
    return History(new_document(system, "X")).built.build


def form(qtbot: Any, system: str, op: str | None, **fields: Any) -> EventForm:
    """The form of an event of a system's op (None: the op is chosen in the form)."""
    build = build_of(system)
    made = EventForm(None, build.system, build.content, op, fields)
    qtbot.addWidget(made)
    return made


@pytest.mark.parametrize(
    ("key", "label"),
    [("flair", "Flair"), ("amount", "Amount"), ("mech_points", "Mech points"), ("from", "From")],
)
def test_fields_read_in_the_players_words(key: str, label: str) -> None:
    assert field_label(key) == label


def test_each_kind_of_field_gets_its_editor(qtbot: Any) -> None:
    buff = form(qtbot, "gravedust", "add-buff", name="Blessed", modifiers={"hp": 2}, debuff=True)
    kinds = {key: type(editor.widget) for key, editor in buff.editors.items()}
    assert kinds == {
        "name": QLineEdit, "effect": QLineEdit, "duration": QSpinBox,
        "modifiers": QLineEdit, "debuff": QCheckBox,
    }  # fmt: skip
    duration = buff.editors["duration"].box
    assert duration.text() == "none"  # optional, not in the event
    assert buff.editors["modifiers"].widget.text() == '{"hp": 2}'
    assert buff.fields() == {"name": "Blessed", "modifiers": {"hp": 2}, "debuff": True}
    duration.setValue(3)
    assert buff.fields()["duration"] == 3


def test_content_fields_list_names_and_keep_unknown_ids(qtbot: Any) -> None:
    flair = form(qtbot, "miridon", "buy-flair", flair="parry")
    box = flair.editors["flair"].box
    assert isinstance(box, QComboBox)
    assert box.isEditable()
    assert box.currentText() == "Parry"
    box.setCurrentIndex(box.findText("Agile Strike"))
    assert flair.fields() == {"flair": "agile-strike"}
    box.setEditText("my-homebrew-flair")
    assert flair.fields() == {"flair": "my-homebrew-flair"}
    lost = form(qtbot, "miridon", "buy-flair", flair="gone-flair")
    assert lost.editors["flair"].box.currentText() == "gone-flair"


def test_allowed_values_and_aliased_fields(qtbot: Any) -> None:
    weapon = form(qtbot, "lyrian", "buy-weapon", name="Spear", group="polearm")
    hands = weapon.editors["hands"].box
    assert [hands.itemText(i) for i in range(hands.count())] == ["none", "One-handed", "Two-handed"]
    assert "hands" not in weapon.fields()
    hands.setCurrentIndex(2)
    assert weapon.fields()["hands"] == "two-handed"
    unlock = form(qtbot, "lyrian", "unlock-class", **{"class": "example-sellsword"})
    assert "class" in unlock.editors  # stored under its alias, as in the document


def test_bounds_come_from_the_rules(qtbot: Any) -> None:
    stats = form(qtbot, "miridon", "award-stats", strength=3)
    strength = stats.editors["strength"].box
    assert (strength.minimum(), strength.maximum()) == (0, 1_000_000)
    assert stats.fields() == {"strength": 3}  # speed left at its default stays out


def test_required_fields_must_be_filled(qtbot: Any) -> None:
    flair = form(qtbot, "miridon", "buy-flair")
    assert not flair.ok_button.isEnabled()
    assert flair.problem.text() == "Flair: fill this in."
    flair.editors["flair"].box.setEditText("Parry")
    assert flair.ok_button.isEnabled()
    assert flair.problem.isHidden()


def test_json_that_does_not_parse_is_explained(qtbot: Any) -> None:
    buff = form(qtbot, "gravedust", "add-buff", name="Blessed")
    buff.editors["modifiers"].widget.setText('{"hp": ')
    assert not buff.ok_button.isEnabled()
    assert buff.problem.text().startswith("Modifiers: this ")
    buff.editors["modifiers"].widget.setText('{"hp": "lots"}')
    assert not buff.ok_button.isEnabled()
    assert buff.problem.text().startswith("Modifiers")
    buff.editors["modifiers"].widget.setText('{"hp": 3}')
    assert buff.ok_button.isEnabled()


def test_choosing_the_kind_of_event_shows_its_form(qtbot: Any) -> None:
    chosen = form(qtbot, "miridon", None)
    titles = [chosen.op.itemText(i) for i in range(chosen.op.count())]
    assert titles == sorted(titles)
    assert "Award skill points" in titles
    assert "award-skill-points" not in titles
    chosen.op.setCurrentIndex(chosen.op.findData("award-skill-points"))
    assert list(chosen.editors) == ["amount"]
    assert chosen.about.text().startswith("The GM awards skill points")
    chosen.op.setCurrentIndex(chosen.op.findData("buy-talent-rank"))
    assert list(chosen.editors) == ["talent"]
    chosen.note_edit.setText("  bought at the shrine ")
    assert (chosen.op_name(), chosen.note()) == ("buy-talent-rank", "bought at the shrine")


@pytest.mark.parametrize("system", ["miridon", "lyrian", "heretics", "gravedust"])
def test_every_op_of_every_system_has_a_form(qtbot: Any, system: str) -> None:
    chosen = form(qtbot, system, None)
    for index in range(chosen.op.count()):
        chosen.op.setCurrentIndex(index)
        assert chosen.title.text() == chosen.op.itemText(index)
        assert all(problem[:1].isupper() for problem in chosen.problems())
        if chosen.ok_button.isEnabled():
            spec = get_system(system).ops.get(chosen.op_name())
            assert spec is not None
            spec.fields.model_validate(chosen.fields())  # what the form makes, the rules read
