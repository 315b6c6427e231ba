# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The schema revisions this Sheetwright knows, read from the migration files as text.

Kept apart from `model.database` so that knowing the head revision imports neither Alembic nor
SQLAlchemy (the library window's quick first listing checks it; see `model.quick_listing`)."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

MIGRATIONS = Path(__file__).parent / "migrations"
# `revision = "0004"` and `down_revision = "0003"` in a migration file, read as text so that
# opening an up-to-date library never imports Alembic (≈ 100 ms of a command's start).
_REVISION_LINE = re.compile(
    r"^(revision|down_revision)\s*(?::[^=]*)?=\s*[\"']([^\"']+)[\"']", re.MULTILINE
)


@cache
def _revision_links() -> dict[str, str | None]:
    """Each migration's revision and the one it follows, read from the files as text."""
    links: dict[str, str | None] = {}
    for path in sorted((MIGRATIONS / "versions").glob("*.py")):
        text = path.read_text("utf-8")
        found: dict[str, str] = {m[1]: m[2] for m in _REVISION_LINE.finditer(text)}
        if "revision" in found:
            links[found["revision"]] = found.get("down_revision")
    return links


def known_revisions() -> set[str]:
    """Every schema revision this Sheetwright has a migration for."""
    return set(_revision_links())


def head_revision() -> str:
    """The newest revision: the one no other migration follows."""
    links = _revision_links()
    (head,) = set(links) - set(links.values())
    return head
