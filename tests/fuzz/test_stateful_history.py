# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Random histories of every system, as a clumsy player would make them (issue 15, fuzzing).

A state machine per system appends the events of offered options and random events of the system's
ops (many invalid), edits, removes and moves events, undoes each change by its inverse, and renames
the character. After every step: replaying never raises, every refusal has a message, the document
saved and read back is the same text, a fresh replay gives the same sheet, and `sheet --json`
keeps to resources/schema/sheet.schema.json."""

from __future__ import annotations

import copy
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

from gui.cli.text import sheet_json
from model.character_build import build_character
from model.character_session import History, Refusal
from model.document import dump_document, new_document, parse_document
from rules.engine.change import Change, Edit, HistoryError, Move, Remove
from rules.engine.event import Event
from rules.systems import get_system
from tests.fuzz.budget import fuzz_settings
from tests.fuzz.crashes import save_crash
from tests.fuzz.test_sheet_schema import sheet_errors

SAMPLES = Path(__file__).resolve().parents[2] / "resources" / "samples"
SYSTEM_IDS = ("gravedust", "lyrian", "miridon", "heretics")
STEPS = fuzz_settings(5, stateful_step_count=10)
TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs", "Cc")), max_size=12)


@cache
def sample(system_id: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(
        (SAMPLES / f"{system_id}.sheetwright.json").read_text(encoding="utf-8")
    )
    return loaded


@cache
def op_fields(system_id: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every op of the system with its field names."""
    return tuple((spec.name, tuple(spec.fields.model_fields)) for spec in get_system(system_id).ops)


def field_value(ids: list[str]) -> st.SearchStrategy[Any]:
    """A value for any field: an id the character is offered, a number, text, or a wrong type."""
    plain = st.one_of(
        st.sampled_from(ids) if ids else st.nothing(),
        st.integers(-5, 60),
        TEXT,
        st.booleans(),
        st.none(),
    )
    return st.one_of(plain, st.lists(plain, max_size=3), st.dictionaries(TEXT, plain, max_size=2))


def _has_words(message: str) -> None:
    assert message.strip(), "a refused change without a message"


def saved_text(document: dict[str, Any]) -> str:
    """The document as saved, checked to read back as the same text."""
    text = dump_document(document)
    again = dump_document(parse_document(text.encode("utf-8"), "the fuzzed character"))
    assert again == text, "save → load → save changed the file"
    return text


class HistoryMachine(RuleBasedStateMachine):
    system_id = "gravedust"

    def __init__(self) -> None:
        super().__init__()
        self.history: History | None = None

    @property
    def h(self) -> History:
        assert self.history is not None
        return self.history

    @initialize(from_sample=st.booleans())
    def start(self, from_sample: bool) -> None:
        document = (
            copy.deepcopy(sample(self.system_id))
            if from_sample
            else new_document(self.system_id, "Fuzz")
        )
        self.history = History(document)

    def _ids(self) -> list[str]:
        built = self.h.built.build
        return sorted({o.id for kind in built.option_kinds() for o in built.options(kind, "own")})

    def _check_refusal(self, refusal: Refusal | None) -> None:
        if refusal is not None:
            assert refusal.message.strip(), "a refusal without a message"

    def _undoable(self, change: Change) -> None:
        """Make the change (errors kept), then undo it by its inverse: the same events again."""
        before = copy.deepcopy(self.h.document["events"])
        history = list(self.h.built.build.events)
        try:
            inverse = change.inverse(history)
            self.h.apply_change(change, keep_errors=True)
        except HistoryError as error:  # a position the history does not have: refused in words
            _has_words(str(error))
            return
        self.h.apply_change(inverse, keep_errors=True)
        assert self.h.document["events"] == before, f"undoing {change} did not restore the history"

    @rule(data=st.data())
    def add_offered_option(self, data: st.DataObject) -> None:
        built = self.h.built.build
        kinds = [k for k in built.option_kinds() if k in built.system.option_events]
        if not kinds:
            return
        kind = data.draw(st.sampled_from(kinds))
        offered = built.options(kind, "own")
        if not offered:
            return
        option = data.draw(st.sampled_from(offered))
        events = built.system.option_events[kind](built, option)
        if events:
            self._check_refusal(self.h.append([data.draw(st.sampled_from(events))]))

    @rule(data=st.data())
    def add_random_event(self, data: st.DataObject) -> None:
        op, names = data.draw(st.sampled_from(op_fields(self.system_id)))
        value = field_value(self._ids())
        fields = data.draw(st.fixed_dictionaries({}, optional=dict.fromkeys(names, value)))
        note = data.draw(st.none() | TEXT)
        self._check_refusal(self.h.append([Event(op, fields, note=note)]))

    @rule(data=st.data())
    def edit_an_event(self, data: st.DataObject) -> None:
        events = self.h.built.build.events
        if not events:
            return
        index = data.draw(st.integers(0, len(events) - 1))
        op, names = data.draw(st.sampled_from(op_fields(self.system_id)))
        fields = data.draw(
            st.fixed_dictionaries({}, optional=dict.fromkeys(names, field_value(self._ids())))
        )
        change = Edit(index, Event(op, fields))
        if data.draw(st.booleans()):
            self._undoable(change)
        else:
            self._check_refusal(self.h.apply_change(change))

    @rule(data=st.data())
    def remove_and_undo(self, data: st.DataObject) -> None:
        size = len(self.h.built.build.events)
        index = data.draw(st.integers(0, size))  # one past the end: refused
        self._undoable(Remove(index, data.draw(st.integers(1, 3))))

    @rule(data=st.data())
    def move_and_undo(self, data: st.DataObject) -> None:
        size = len(self.h.built.build.events)
        source, target = data.draw(st.integers(0, size)), data.draw(st.integers(0, size))
        self._undoable(Move(source, target))

    @rule(name=TEXT.filter(lambda n: n.strip() != ""), notes=TEXT)
    def rename(self, name: str, notes: str) -> None:
        self.h.edit(name=name, notes=notes)

    @invariant()
    def saves_reads_back_and_replays_alike(self) -> None:
        if self.history is None:
            return
        text = saved_text(self.h.document)
        try:
            fresh = build_character(parse_document(text, "the fuzzed character"))
        except Exception as error:
            save_crash(f"replay-{self.system_id}", text.encode("utf-8"), error)
            raise
        sheet = sheet_json(self.h.document, self.h.built)
        assert sheet == sheet_json(self.h.document, fresh), "a fresh replay gives another sheet"
        assert sheet_errors(json.loads(json.dumps(sheet))) == []


def machine_for(system_id: str) -> type[HistoryMachine]:
    return type(f"{system_id.title()}History", (HistoryMachine,), {"system_id": system_id})


@pytest.mark.parametrize("system_id", SYSTEM_IDS)
def test_random_histories_replay_save_and_keep_to_the_sheet_schema(system_id: str) -> None:
    machine = machine_for(system_id)
    machine.TestCase.settings = STEPS
    case = machine.TestCase("runTest")
    case.runTest()
