# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The header of pack and content files: format, format version, system and kind checks."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, StrictInt, ValidationError

from rules.engine.content_error import ContentProblem, problem
from rules.engine.content_limits import FORMAT_VERSION
from rules.engine.content_lines import line_of, validation_problems
from rules.engine.content_schema import EntryId, Text

PACK_FORMAT = "sheetwright-pack"
CONTENT_FORMAT = "sheetwright-content"


def _number_as_text(value: Any) -> Any:
    """`version: 1` is read as the text "1" (bools stay as they are and are refused)."""
    return str(value) if isinstance(value, int | float) and not isinstance(value, bool) else value


class FileHeader(BaseModel):
    """Fields every Sheetwright content file starts with."""

    model_config = ConfigDict(extra="forbid", frozen=True, defer_build=True)

    format: str
    format_version: StrictInt
    system: str = Field(min_length=1, max_length=64)


class PackHeader(FileHeader):
    """`pack.yaml`: what a pack is, who it is for and whether it is homebrew or an example."""

    id: EntryId
    name: str = Field(min_length=1, max_length=120)
    version: Annotated[str, BeforeValidator(_number_as_text), Field(min_length=1, max_length=40)]
    description: Text = ""
    homebrew: bool = False
    example: bool = False


class PackFileHeader(PackHeader):
    """A whole pack in one file: the pack header plus `content: {kind: [entries…]}`."""

    content: dict[str, list[Any]] = Field(default_factory=dict)


class ContentHeader(FileHeader):
    """One content file of a pack directory: one kind and its entries."""

    kind: str
    entries: list[Any]


def _version_problem(version: Any, filename: str, line: int | None) -> ContentProblem | None:
    field = "format_version"
    if not isinstance(version, int) or isinstance(version, bool):
        return problem(filename, "must be a whole number", line, field)
    if version > FORMAT_VERSION:
        return problem(
            filename,
            f"was written by a newer version of Sheetwright (format {version}); this version "
            f"reads format {FORMAT_VERSION} — update Sheetwright to use it",
            line,
            field,
        )
    if version < FORMAT_VERSION:
        return problem(
            filename,
            f"uses format {version}, an old format this version of Sheetwright does not read "
            f"(it reads format {FORMAT_VERSION})",
            line,
            field,
        )
    return None


def check_format(root: Any, data: Any, filename: str, expected: str) -> list[ContentProblem]:
    """Problems that stop a file from being read at all: not a mapping, wrong format or version."""
    if data is None:
        return [problem(filename, "is empty")]
    if not isinstance(data, dict):
        return [problem(filename, f"must be a mapping that starts with 'format: {expected}'", 1)]
    if "format" not in data:
        return [problem(filename, f"is not a Sheetwright file: 'format: {expected}' is missing", 1)]
    if data["format"] != expected:
        line = line_of(root, ("format",))
        return [problem(filename, f"must have 'format: {expected}'", line, "format")]
    if "format_version" not in data:
        return [problem(filename, "is required", 1, "format_version")]
    found = _version_problem(data["format_version"], filename, line_of(root, ("format_version",)))
    return [found] if found else []


def validate_header[H: FileHeader](
    cls: type[H], data: dict[str, Any], root: Any, filename: str
) -> tuple[H | None, list[ContentProblem]]:
    """The header validated as `cls`, or the problems with it (located in the YAML)."""
    try:
        return cls.model_validate(data), []
    except ValidationError as err:
        return None, validation_problems(err, filename, root, ())


def system_problems(
    data: dict[str, Any], root: Any, filename: str, system_id: str
) -> list[ContentProblem]:
    """A problem if the file names a different game system than the one being loaded."""
    found = data.get("system")
    if not isinstance(found, str) or found == system_id:
        return []
    message = f"is for the system {found!r}, but {system_id!r} is being loaded"
    return [problem(filename, message, line_of(root, ("system",)), "system")]


def kind_problem(
    kind: Any, known: list[str], filename: str, line: int | None, field: str
) -> list[ContentProblem]:
    """A problem if `kind` is not one of the system's content kinds (naming the known ones)."""
    if not isinstance(kind, str) or kind in known:
        return []
    message = f"unknown kind {kind!r}; known kinds: {', '.join(sorted(known))}"
    return [problem(filename, message, line, field)]
