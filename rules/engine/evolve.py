# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A changed copy of a frozen dataclass: `dataclasses.replace`, quicker for the states replay
makes one of per event.

`replace` looks up every field and runs the generated `__init__`, one `object.__setattr__` per
field; a character state has a dozen fields or more and is copied at each of thousands of events.
`evolve` copies the field values straight across, the field names looked up once per class: a
state's instance dictionary is copied whole when it holds exactly the fields (nothing cached
beside them), field by field otherwise. It is exactly `replace` for a dataclass whose fields are
all set by `__init__` and that has no `__post_init__` (the states); any other class is handed to
`replace` itself.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any, NamedTuple


class _Fields(NamedTuple):
    names: tuple[str, ...]
    """The fields in declaration order."""
    known: frozenset[str]
    slotted: bool
    """Whether instances keep their fields in slots (no instance dictionary to copy)."""


@cache
def _fields(cls: type) -> _Fields | None:
    """The fields a copy of dataclass `cls` sets, or None to use `replace`."""
    found = dataclasses.fields(cls)
    if hasattr(cls, "__post_init__") or not all(f.init for f in found):
        return None
    names = tuple(f.name for f in found)
    return _Fields(names, frozenset(names), "__dict__" not in dir(cls) or hasattr(cls, "__slots__"))


def evolve[T](obj: T, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: a copy of a dataclass instance with fields changed
    (TypeError for a name that is not a field, as `replace` gives)."""
    cls: type[T] = type(obj)
    fields = _fields(cls)  # type: ignore[arg-type]
    if fields is None or not changes.keys() <= fields.known:  # replace refuses a non-field
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    new: T = object.__new__(cls)
    if not fields.slotted:
        values: dict[str, Any] = obj.__dict__
        if len(values) == len(fields.names):  # exactly the fields, all set by __init__
            copied = new.__dict__
            copied.update(values)
            copied.update(changes)
            return new
    for name in fields.names:
        object.__setattr__(new, name, changes[name] if name in changes else getattr(obj, name))
    return new
