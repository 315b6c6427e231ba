# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A tiny fake game system and pack writers shared by the content loader tests."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from rules.engine.content_schema import Entry, Formula
from rules.engine.op_registry import OpRegistry
from rules.engine.sheet_value import Sheet
from rules.engine.system import System

FIXTURES = Path(__file__).parent / "fixtures"
GOOD_PACK = FIXTURES / "good_pack"


class Gear(Entry):
    """A fake gear entry: an int, a dict of ints and a formula."""

    slots: int = 1
    bonuses: dict[str, int] = Field(default_factory=dict)
    damage: Formula = "0"


class Race(Entry):
    """A fake race entry."""

    speed: int = 30


class Settings(BaseModel):
    """No house rules."""


def _unused(*_args: Any) -> Any:
    raise AssertionError("not used by the content loader")


def fake_system(system_id: str = "fakesys") -> System[Any]:
    """A system with two content kinds and the expression names `might` and `level`."""
    return System(
        id=system_id,
        title="Fake",
        rulebook="fake.txt",
        ops=OpRegistry(),
        initial_state=_unused,
        derive=lambda *_: Sheet(),
        final_issues=lambda *_: [],
        settings=Settings,
        content_kinds={"gear": Gear, "race": Race},
        expression_names=frozenset({"might", "level"}),
    )


PACK_HEADER = """\
format: sheetwright-pack
format_version: 1
id: {pack_id}
name: Test pack
system: fakesys
version: "1"
"""

CONTENT_HEADER = """\
format: sheetwright-content
format_version: 1
system: fakesys
kind: {kind}
entries:
"""


def content(kind: str, body: str) -> str:
    """A content file of `kind` whose entries list is `body` (already indented YAML)."""
    return CONTENT_HEADER.format(kind=kind) + body


def write_pack(root: Path, name: str, files: dict[str, str], pack_id: str | None = None) -> Path:
    """A pack directory `root/name` with a pack.yaml and the given content files."""
    pack = root / name
    pack.mkdir(parents=True)
    (pack / "pack.yaml").write_text(PACK_HEADER.format(pack_id=pack_id or name), encoding="utf-8")
    for filename, text in files.items():
        (pack / filename).write_text(text, encoding="utf-8")
    return pack


FAKE = fake_system()
"""The fake system, for a test that registers it (`tests.rules.engine.content_fakes:FAKE`)."""
