# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Validating the entries of one kind against the system's schema, with located problems."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from rules.engine.content_error import ContentProblem
from rules.engine.content_lines import Loc, line_of, validation_problems
from rules.engine.content_schema import Entry

if TYPE_CHECKING:
    from rules.engine.system import System

MAX_ENTRIES_PER_FILE = 5000
"""A content file (or a one-file pack, all kinds together) may hold at most this many entries."""


def entry_id_of(item: Any) -> str | None:
    """The entry's id as written, if it has a text id (for naming it in problems)."""
    if isinstance(item, dict) and isinstance(item.get("id"), str):
        return str(item["id"])[:80]
    return None


def validate_entry(
    cls: type[Entry], item: Any, root: Any, loc: Loc, filename: str, system: System[Any]
) -> tuple[Entry | None, list[ContentProblem]]:
    """One entry validated as `cls` (expressions checked against the system's names)."""
    try:
        entry = cls.model_validate(item, context={"names": system.expression_names})
    except ValidationError as err:
        return None, validation_problems(err, filename, root, loc, entry_id_of(item))
    return entry, []


def _duplicate(
    entry: Entry, first: int | None, root: Any, loc: Loc, filename: str
) -> ContentProblem:
    also = f" (first used on line {first})" if first is not None else ""
    return ContentProblem(
        file=filename,
        line=line_of(root, (*loc, "id")),
        entry_id=entry.id,
        field="id",
        message=f"duplicate id {entry.id!r}{also}",
    )


def validate_entries(
    kind: str, items: list[Any], root: Any, prefix: Loc, filename: str, system: System[Any]
) -> tuple[dict[str, Entry], list[ContentProblem]]:
    """The entries of one kind by id, and every problem with them (duplicate ids too)."""
    cls = system.content_kinds[kind]
    entries: dict[str, Entry] = {}
    first_lines: dict[str, int | None] = {}
    problems: list[ContentProblem] = []
    for index, item in enumerate(items):
        loc = (*prefix, index)
        entry, found = validate_entry(cls, item, root, loc, filename, system)
        problems.extend(found)
        if entry is None:
            continue
        if entry.id in entries:
            problems.append(_duplicate(entry, first_lines[entry.id], root, loc, filename))
            continue
        entries[entry.id] = entry
        first_lines[entry.id] = line_of(root, (*loc, "id"))
    return entries, problems
