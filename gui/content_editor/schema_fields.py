# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What kind of editor each field of a content schema needs, read from its pydantic annotations."""

from __future__ import annotations

import types
from dataclasses import dataclass
from enum import Enum
from typing import Annotated, Any, Literal, Union, get_args, get_origin

from annotated_types import Ge, Le, MaxLen
from pydantic import AfterValidator, BaseModel
from pydantic.fields import FieldInfo
from pydantic_core import PydanticUndefined

LONG_TEXT = 2000
"""Text fields allowed to be at least this long get a multi-line editor."""

LABELS = {"id": "ID", "mp_cost": "MP cost", "free_action": "Free action"}


@dataclass(frozen=True)
class FieldSpec:
    """One schema field as the form sees it: which editor, its choices, bounds and default."""

    name: str
    label: str
    editor: str
    """text, long-text, formula, int, bool, choice, stat-grid, choice-list, source or unsupported."""
    optional: bool = False
    required: bool = False
    choices: tuple[str, ...] = ()
    minimum: int = -999
    maximum: int = 999
    max_items: int = 0
    default: Any = None
    hint: str = ""


def _unwrap(annotation: Any) -> tuple[Any, list[Any], bool]:
    """(base type, constraint metadata, optional) of an annotation."""
    metadata: list[Any] = []
    optional = False
    if get_origin(annotation) in (Union, types.UnionType):
        args = [a for a in get_args(annotation) if a is not type(None)]
        optional = len(args) < len(get_args(annotation))
        annotation = args[0] if len(args) == 1 else annotation
    while get_origin(annotation) is Annotated:
        annotation, *extra = get_args(annotation)
        for item in extra:
            metadata.extend(item.metadata if isinstance(item, FieldInfo) else [item])
    return annotation, metadata, optional


def _bounds(metadata: list[Any]) -> dict[str, int]:
    found: dict[str, int] = {}
    for item in metadata:
        if isinstance(item, Ge):
            found["minimum"] = int(item.ge)  # type: ignore[call-overload]
        elif isinstance(item, Le):
            found["maximum"] = int(item.le)  # type: ignore[call-overload]
        elif isinstance(item, MaxLen):
            found["max_items"] = int(item.max_length)
    return found


def choices_of(annotation: Any) -> tuple[str, ...]:
    """The allowed values of a Literal or an Enum, as text; empty for anything else."""
    if get_origin(annotation) is Literal:
        return tuple(str(a) for a in get_args(annotation))
    if isinstance(annotation, type) and issubclass(annotation, Enum):
        return tuple(str(m.value) for m in annotation)
    return ()


def _default(info: FieldInfo) -> Any:
    if info.default_factory is not None:
        return info.default_factory()  # type: ignore[call-arg]
    if info.default is PydanticUndefined:
        return None
    return info.default.value if isinstance(info.default, Enum) else info.default


def _editor(base: Any, metadata: list[Any], bounds: dict[str, int]) -> tuple[str, dict[str, Any]]:
    """The editor kind for a base type, and extra spec values (choices, bounds)."""
    if base is bool:
        return "bool", {}
    if base is int:
        return "int", bounds
    if base is str:
        if any(isinstance(m, AfterValidator) for m in metadata):
            return "formula", {}
        return ("long-text" if bounds.get("max_items", 0) >= LONG_TEXT else "text"), {}
    if choices := choices_of(base):
        return "choice", {"choices": choices}
    if isinstance(base, type) and issubclass(base, BaseModel):
        return "source", {}
    return _container_editor(base, bounds)


def _container_editor(base: Any, bounds: dict[str, int]) -> tuple[str, dict[str, Any]]:
    args = get_args(base)
    if get_origin(base) is dict and len(args) == 2 and choices_of(args[0]):
        value, value_meta, _ = _unwrap(args[1])
        if value is int:
            return "stat-grid", {"choices": choices_of(args[0]), **_bounds(value_meta)}
    if get_origin(base) is list and len(args) == 1 and choices_of(args[0]):
        return "choice-list", {
            "choices": choices_of(args[0]),
            "max_items": bounds.get("max_items", 4),
        }
    return "unsupported", {}


def label_for(name: str) -> str:
    """`leveling_bonus` → `Leveling bonus`."""
    return LABELS.get(name, name.replace("_", " ").capitalize())


def field_spec(name: str, info: FieldInfo) -> FieldSpec:
    """The editor spec of one field of a content schema."""
    base, metadata, optional = _unwrap(info.annotation)
    metadata = [*info.metadata, *metadata]
    bounds = _bounds(metadata)
    editor, extra = _editor(base, metadata, bounds)
    if editor in ("text", "long-text", "formula"):
        extra = {}
    return FieldSpec(
        name=name,
        label=label_for(name),
        editor=editor,
        optional=optional,
        required=info.is_required(),
        default=_default(info),
        hint=info.description or "",
        **extra,
    )


def field_specs(schema: type[BaseModel]) -> list[FieldSpec]:
    """Every field of a content schema, in declaration order."""
    return [field_spec(name, info) for name, info in schema.model_fields.items()]
