# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Reading content packs: a pack directory, one content file, or a one-file homebrew pack."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rules.engine.content_entries import MAX_ENTRIES_PER_FILE, validate_entries
from rules.engine.content_error import ContentError, ContentProblem, problem
from rules.engine.content_lines import line_of
from rules.engine.content_schema import Entry
from rules.engine.ruleset import PackInfo

if TYPE_CHECKING:  # the header schemas load with the first file read: a cached pack needs none
    from rules.engine.content_header import PackFileHeader, PackHeader
    from rules.engine.system import System

    HeaderRead = tuple[PackFileHeader | None, Any, dict[str, Any], list[ContentProblem]]

PACK_FILE = "pack.yaml"

Kinds = dict[str, dict[str, Entry]]
Found = tuple[Kinds, list[ContentProblem]]


@dataclass(frozen=True)
class LoadedPack:
    """One pack's header and its validated entries: kind → id → entry."""

    info: PackInfo
    system: str
    description: str
    entries: dict[str, dict[str, Entry]]


def _parse(text: str | bytes, filename: str) -> tuple[Any, Any]:
    """The round-trip YAML tree (for lines) and the same data as plain Python values; a text a
    library cannot store (a NUL, a lone surrogate) is refused."""
    from rules.engine.content_yaml import load_yaml, to_plain  # YAML only when parsing: ~30 ms

    root = load_yaml(text, filename)
    plain = to_plain(root, filename)
    why = _unstorable(plain)
    if why:
        raise ContentError([problem(filename, why)], source=filename)
    return root, plain


def _read_file(path: Path, filename: str) -> str:
    """A content file's text, within the size limit."""
    from rules.engine.content_yaml import read_file

    return read_file(path, filename)


def _unstorable(node: Any) -> str | None:
    """Why some text of a pack cannot be stored, or None."""
    if isinstance(node, dict):
        return next(
            (w for k, v in node.items() for w in (_unstorable(k), _unstorable(v)) if w), None
        )
    if isinstance(node, list):
        return next((w for item in node if (w := _unstorable(item))), None)
    if isinstance(node, str):
        if "\x00" in node:
            return "holds a NUL character (\\u0000) in a text, which Sheetwright cannot store"
        if any("\ud800" <= ch <= "\udfff" for ch in node):
            return "holds a broken character (a lone surrogate) in a text"
    return None


def _too_many(count: int, filename: str) -> list[ContentProblem]:
    if count <= MAX_ENTRIES_PER_FILE:
        return []
    message = f"has {count} entries; a file may hold at most {MAX_ENTRIES_PER_FILE}"
    return [problem(filename, message)]


def _read_content(path: Path, filename: str, system: System[Any]) -> tuple[str | None, Found]:
    """A content file's kind and entries, and every problem in it (nothing is raised)."""
    try:
        root, data = _parse(_read_file(path, filename), filename)
    except ContentError as err:
        return None, ({}, err.problems)
    from rules.engine.content_header import (
        CONTENT_FORMAT,
        ContentHeader,
        check_format,
        kind_problem,
        system_problems,
        validate_header,
    )

    problems = check_format(root, data, filename, CONTENT_FORMAT)
    if problems:
        return None, ({}, problems)
    _, problems = validate_header(ContentHeader, data, root, filename)
    problems += system_problems(data, root, filename, system.id)
    kind, items = data.get("kind"), data.get("entries")
    problems += kind_problem(
        kind, list(system.content_kinds), filename, line_of(root, ("kind",)), "kind"
    )
    if not isinstance(kind, str) or kind not in system.content_kinds or not isinstance(items, list):
        return None, ({}, problems)
    if too_many := _too_many(len(items), filename):
        return None, ({}, problems + too_many)
    entries, found = validate_entries(kind, items, root, ("entries",), filename, system)
    return kind, ({kind: entries}, problems + found)


def load_content_file(path: Path, system: System[Any]) -> tuple[str, dict[str, Entry]]:
    """One content file of a pack directory: its kind and its entries by id."""
    kind, (entries, problems) = _read_content(path, path.name, system)
    if problems or kind is None:
        raise ContentError(problems or [problem(path.name, "could not be read")], source=path.name)
    return kind, entries[kind]


def _merge(into: Kinds, found: Kinds, filename: str) -> list[ContentProblem]:
    """Add one file's entries to a pack's; an id already used in another file is a problem."""
    problems = []
    for kind, entries in found.items():
        target = into.setdefault(kind, {})
        for entry_id, entry in entries.items():
            if entry_id in target:
                message = f"duplicate id {entry_id!r} (another {kind} in this pack has it)"
                problems.append(ContentProblem(filename, None, entry_id, "id", message))
            else:
                target[entry_id] = entry
    return problems


def _info(header: PackHeader) -> PackInfo:
    return PackInfo(header.id, header.name, header.version, header.homebrew, header.example)


def _pack_header(text: str | bytes, filename: str, system: System[Any]) -> HeaderRead:
    """(header or None, YAML tree, plain data, problems) of a pack; fatal problems raise."""
    from rules.engine.content_header import (
        PACK_FORMAT,
        PackFileHeader,
        check_format,
        system_problems,
        validate_header,
    )

    root, data = _parse(text, filename)
    problems = check_format(root, data, filename, PACK_FORMAT)
    if problems:
        raise ContentError(problems, source=filename)
    header, problems = validate_header(PackFileHeader, data, root, filename)
    problems += system_problems(data, root, filename, system.id)
    return (None if problems else header), root, data, problems


def load_pack_dir(path: Path, system: System[Any]) -> LoadedPack:
    """A pack directory: `pack.yaml` plus one YAML file per content kind (all problems raised)."""
    label = path.name
    header, problems = _dir_header(path, system)
    entries: Kinds = {}
    for file in sorted(path.glob("*.yaml")):
        if file.name == PACK_FILE:
            continue
        filename = f"{label}/{file.name}"
        _, (found, file_problems) = _read_content(file, filename, system)
        problems += file_problems + _merge(entries, found, filename)
    if problems or header is None:
        raise ContentError(problems or [problem(label, "could not be read")], source=label)
    return LoadedPack(_info(header), header.system, header.description, entries)


def _dir_header(path: Path, system: System[Any]) -> tuple[PackHeader | None, list[ContentProblem]]:
    filename = f"{path.name}/{PACK_FILE}"
    try:
        header, root, data, problems = _pack_header(
            _read_file(path / PACK_FILE, filename), filename, system
        )
    except ContentError as err:
        return None, err.problems
    if "content" in data:
        line = line_of(root, ("content",))
        message = "belongs in the pack's content files, not in pack.yaml"
        return None, [*problems, problem(filename, message, line, "content")]
    return header, problems


def load_pack_text(text: str | bytes, filename: str, system: System[Any]) -> LoadedPack:
    """A whole homebrew pack in one file: the pack header plus `content: {kind: [entries…]}`."""
    header, root, data, problems = _pack_header(text, filename, system)
    content = data.get("content")
    entries: Kinds = {}
    if isinstance(content, dict):
        problems += _pack_content(content, root, filename, system, entries)
    if problems or header is None:
        raise ContentError(problems or [problem(filename, "could not be read")], source=filename)
    return LoadedPack(_info(header), header.system, header.description, entries)


def _pack_content(
    content: dict[str, Any], root: Any, filename: str, system: System[Any], into: Kinds
) -> list[ContentProblem]:
    """Validate the `content:` of a one-file pack into `into`; return its problems."""
    from rules.engine.content_header import kind_problem

    known = list(system.content_kinds)
    total = sum(len(items) for items in content.values() if isinstance(items, list))
    if too_many := _too_many(total, filename):
        return too_many
    problems: list[ContentProblem] = []
    for kind, items in content.items():
        line = line_of(root, ("content", kind))
        problems += kind_problem(kind, known, filename, line, f"content.{kind}")
        if kind in system.content_kinds and isinstance(items, list):
            found, kind_problems = validate_entries(
                kind, items, root, ("content", kind), filename, system
            )
            into[kind] = found
            problems += kind_problems
    return problems
