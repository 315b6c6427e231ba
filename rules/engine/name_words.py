# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A name taken from a file, quoted inside a sentence a player reads, on one line."""

from __future__ import annotations


def quoted(name: str, mark: str = "'") -> str:
    """`'grim-gear'` (between `mark`s); a name with a line break or another unprintable character
    is written as a JSON string (`"grim\\ngear"`), so the sentence around it stays one line."""
    if name.isprintable():
        return f"{mark}{name}{mark}"
    import json  # only for the odd name

    return json.dumps(name)
