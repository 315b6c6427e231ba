# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A homebrew pack as editable data, and the single-file YAML pack text it is stored as."""

from __future__ import annotations

import copy
import io
import re
from dataclasses import dataclass, field, replace
from typing import Any

from ruamel.yaml import YAML

from model.character_build import check_pack_text
from rules.engine.content_error import ContentError, ContentProblem
from rules.engine.content_header import FORMAT_VERSION, PACK_FORMAT
from rules.engine.content_yaml import load_yaml, to_plain
from rules.engine.validation_text import EMPTY

Entry = dict[str, Any]


@dataclass(frozen=True)
class PackDraft:
    """A pack's header and its entries as plain values (kind → list of entry mappings)."""

    id: str
    system: str
    name: str
    version: str = "1"
    description: str = ""
    content: dict[str, list[Entry]] = field(default_factory=dict)

    def entries(self, kind: str) -> list[Entry]:
        """A copy of the entries of one kind, in pack order."""
        return copy.deepcopy(self.content.get(kind, []))

    def count(self) -> int:
        """How many entries the pack holds, all kinds together."""
        return sum(len(items) for items in self.content.values())


def label_of(name: str) -> str:
    """The name the loader gives a library pack in its messages."""
    return f"homebrew pack '{name}'" if name.strip() else "the homebrew pack"


def with_entry(draft: PackDraft, kind: str, index: int | None, entry: Entry) -> PackDraft:
    """A copy with the entry at `index` replaced (or appended when `index` is None)."""
    content = copy.deepcopy(draft.content)
    items = content.setdefault(kind, [])
    if index is None:
        items.append(copy.deepcopy(entry))
    else:
        items[index] = copy.deepcopy(entry)
    return replace(draft, content=content)


def without_entry(draft: PackDraft, kind: str, index: int) -> PackDraft:
    """A copy without the entry at `index` of a kind."""
    content = copy.deepcopy(draft.content)
    del content[kind][index]
    return replace(draft, content=content)


def _header(draft: PackDraft) -> dict[str, Any]:
    data: dict[str, Any] = {
        "format": PACK_FORMAT,
        "format_version": FORMAT_VERSION,
        "id": draft.id,
        "name": draft.name,
        "system": draft.system,
        "version": draft.version,
    }
    if draft.description:
        data["description"] = draft.description
    data["homebrew"] = True
    return data


def pack_text(draft: PackDraft) -> str:
    """The one-file YAML text of a pack (docs/format.md, section 3)."""
    data = _header(draft)
    content = {kind: items for kind, items in draft.content.items() if items}
    if content:
        data["content"] = copy.deepcopy(content)
    yaml = YAML(typ="safe", pure=True)
    yaml.default_flow_style = False
    yaml.sort_base_mapping_type_on_output = False  # type: ignore[assignment]
    yaml.allow_unicode = True
    yaml.width = 100
    out = io.StringIO()
    yaml.dump(data, out)
    return out.getvalue()


def _text_value(data: dict[str, Any], key: str, default: str = "") -> str:
    value = data.get(key, default)
    return str(value) if isinstance(value, str | int | float) else default


def draft_from_text(text: str, filename: str, system_id: str) -> PackDraft:
    """Read pack text (safely; nothing is validated beyond YAML) into a draft."""
    data = to_plain(load_yaml(text, filename), filename)
    if not isinstance(data, dict):
        data = {}
    content = data.get("content")
    kinds: dict[str, list[Entry]] = {}
    if isinstance(content, dict):
        for kind, items in content.items():
            if isinstance(items, list):
                kinds[str(kind)] = [item for item in items if isinstance(item, dict)]
    return PackDraft(
        id=_text_value(data, "id"),
        system=_text_value(data, "system", system_id),
        name=_text_value(data, "name"),
        version=_text_value(data, "version", "1"),
        description=_text_value(data, "description"),
        content=kinds,
    )


def check_draft(draft: PackDraft) -> list[ContentProblem]:
    """Every problem the loader finds in the pack's text (none when it loads)."""
    try:
        check_pack_text(pack_text(draft), label_of(draft.name), draft.system)
    except ContentError as err:
        return err.problems
    return []


def check_entry(
    draft: PackDraft, kind: str, index: int | None, entry: Entry
) -> list[ContentProblem]:
    """The loader's problems with one entry as it would stand in the pack (its id clashes too)."""
    others = [item for i, item in enumerate(draft.content.get(kind, [])) if i != index]
    clash = [item for item in others if item.get("id") == entry.get("id")][:1]
    trial = replace(draft, content={kind: [*clash, entry]})
    return [p for p in check_draft(trial) if not clash or p.entry_id == entry.get("id")]


_NEEDS = {"name": "a name", "id": "an id", "version": "a version"}
"""The pack details the dialog asks for, as what an empty one lacks."""


def without_line(problem: ContentProblem) -> str:
    """The loader's message as a sentence for the editor, where the pack and entry are already in
    view: no file label or line number (`Bonus must be a whole number.`); an empty pack detail as
    what it lacks (`The homebrew pack needs a name.`)."""
    empty = problem.message == EMPTY and problem.entry_id is None
    if empty and problem.field in _NEEDS:
        return f"The homebrew pack needs {_NEEDS[problem.field]}."
    return problem_sentence(problem.message, field_words(problem.field or ""))


def field_problem(problem: ContentProblem, label: str) -> str:
    """A field's problem under its form label (`Name must not be empty.`; a part of a field by
    its path in words: `Bonuses, hp must be a whole number.`)."""
    path = (problem.field or "").split(".", 1)
    rest = field_words(path[1]) if len(path) == 2 else ""
    subject = f"{label}, {rest}" if rest else label
    return problem_sentence(problem.message, subject)


def field_words(path: str) -> str:
    """`bonuses.hp` → `bonuses, hp`; `slots[2]` → `slots, item 3`."""
    words = re.sub(r"\[(\d+)\]", lambda m: f".item {int(m.group(1)) + 1}", path)
    return ", ".join(part.replace("_", " ") for part in words.split(".") if part)


def problem_sentence(message: str, subject: str) -> str:
    """`must be a whole number` about `Bonus` → `Bonus must be a whole number.`"""
    message = message.rstrip(".")
    if not subject:
        return message[:1].upper() + message[1:] + "."
    if message.startswith(("must ", "is ", "needs ", "has ")):
        return f"{subject[:1].upper()}{subject[1:]} {message}."
    return f"{subject[:1].upper()}{subject[1:]}: {message}."


def suggest_id(name: str, taken: set[str] | frozenset[str] = frozenset()) -> str:
    """A stable id from a name: lower-case letters, digits and dashes, unique among `taken`."""
    base = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-")[:56].strip("-") or "entry"
    candidate, number = base, 2
    while candidate in taken:
        candidate, number = f"{base}-{number}", number + 1
    return candidate
