# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A changed copy of a frozen dataclass: `dataclasses.replace`, quicker for the states replay
makes one of per event.

`replace` looks up every field and runs the generated `__init__`, one `object.__setattr__` per
field; a character state has a dozen fields or more and is copied at each of thousands of events.
`evolve` copies the field values straight across, the field names looked up once per class. It is exactly
`replace` for a dataclass whose fields are all set by `__init__` and that has no `__post_init__`
(the states); any other class is handed to `replace` itself.
"""

from __future__ import annotations

import dataclasses
from functools import cache
from typing import Any


@cache
def _field_names(cls: type) -> tuple[str, ...] | None:
    """The fields a copy of dataclass `cls` sets, in order, or None to use `replace`."""
    found = dataclasses.fields(cls)
    if hasattr(cls, "__post_init__") or not all(f.init for f in found):
        return None
    return tuple(f.name for f in found)


def evolve[T](obj: T, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: a copy of a dataclass instance with fields changed
    (TypeError for a name that is not a field, as `replace` gives)."""
    cls: type[T] = type(obj)
    names = _field_names(cls)  # type: ignore[arg-type]
    if names is None or not changes.keys() <= set(names):  # replace refuses a non-field
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    new: T = object.__new__(cls)
    for name in names:
        object.__setattr__(new, name, changes[name] if name in changes else getattr(obj, name))
    return new
