# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A changed copy of a frozen dataclass: `dataclasses.replace`, quicker for the states replay
makes one of per event.

`replace` looks up every field and runs the generated `__init__`, one `object.__setattr__` per
field; a character state has a dozen fields or more and is copied at each of thousands of events.
`evolve` copies the field values straight across, in code made once per class. It is exactly
`replace` for a dataclass whose fields are all set by `__init__` and that has no `__post_init__`
(the states); any other class is handed to `replace` itself.
"""

from __future__ import annotations

import dataclasses
import keyword
from collections.abc import Callable
from functools import cache
from typing import Any, cast


@cache
def _copier(cls: type) -> Callable[[Any, dict[str, Any]], Any] | None:
    """A function copying an instance of dataclass `cls`, taking each changed field out of the
    dict it is given, or None to use `replace`: straight-line code, one line a field."""
    found = dataclasses.fields(cls)
    if hasattr(cls, "__post_init__") or not all(f.init for f in found):
        return None
    names = [f.name for f in found]
    if not all(name.isidentifier() and not keyword.iskeyword(name) for name in names):
        return None
    lines = [
        f"    set_field(new, {name!r}, changes.pop({name!r}) if {name!r} in changes "
        f"else obj.{name})\n"
        for name in names
    ]
    source = f"def copy(obj, changes):\n    new = make(cls)\n{''.join(lines)}    return new\n"
    scope: dict[str, Any] = {"make": object.__new__, "set_field": object.__setattr__, "cls": cls}
    exec(source, scope)  # the names are the class's own field names, checked above
    return cast(Callable[[Any, dict[str, Any]], Any], scope["copy"])


def evolve[T](obj: T, **changes: Any) -> T:
    """`dataclasses.replace(obj, **changes)`: a copy of a dataclass instance with fields changed
    (TypeError for a name that is not a field, as `replace` gives)."""
    cls: type = type(obj)
    copy = _copier(cls)
    if copy is None:
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    new = copy(obj, changes)
    if changes:  # a name left over is no field: replace refuses it
        return dataclasses.replace(obj, **changes)  # type: ignore[type-var]
    return new  # type: ignore[no-any-return]
