# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Finding the YAML line of a field, so validation problems point at the right place."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pydantic import ValidationError

from rules.engine.content_error import ContentProblem
from rules.engine.validation_text import error_text, field_path

Loc = Sequence[int | str]


def _own_line(node: Any) -> int | None:
    lc = getattr(node, "lc", None)
    line = getattr(lc, "line", None)
    return line if isinstance(line, int) else None


def _step(node: Any, part: int | str) -> tuple[Any, int | None] | None:
    """The child at `part` and the 0-based line where its key or item starts, if any."""
    if getattr(node, "lc", None) is None:  # not a node of parsed YAML (a cached entry's tree)
        return None
    # Lazy: ruamel is loaded already when there is YAML; content from the cache never needs it.
    from ruamel.yaml.comments import CommentedMap, CommentedSeq

    if isinstance(node, CommentedMap) and part in node:
        where = node.lc.data.get(part)
        return node[part], (where[0] if where else None)
    if isinstance(node, CommentedSeq) and isinstance(part, int) and 0 <= part < len(node):
        where = node.lc.data.get(part)
        return node[part], (where[0] if where else None)
    return None


def line_of(node: Any, loc: Loc) -> int | None:
    """The 1-based line of the deepest part of `loc` that exists in the YAML tree."""
    line = _own_line(node)
    for part in loc:
        found = _step(node, part)
        if found is None:
            break
        node, key_line = found
        line = key_line if key_line is not None else line
    return None if line is None else line + 1


def node_at(node: Any, loc: Loc) -> Any:
    """The YAML node at `loc`, or None if there is none."""
    for part in loc:
        found = _step(node, part)
        if found is None:
            return None
        node = found[0]
    return node


def validation_problems(
    err: ValidationError, filename: str, root: Any, prefix: Loc, entry_id: str | None = None
) -> list[ContentProblem]:
    """Every error of a validation failure, located in the YAML tree under `prefix`."""
    out = []
    for error in err.errors(include_url=False):
        loc = tuple(error["loc"])
        out.append(
            ContentProblem(
                file=filename,
                line=line_of(root, (*prefix, *loc)),
                entry_id=entry_id,
                field=field_path(loc) or None,
                message=error_text(error),
            )
        )
    return out
