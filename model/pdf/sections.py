# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A build's sheet sections read defensively: a list of records, or one record."""

from __future__ import annotations

from typing import Any

from rules.engine.build import Build

Json = dict[str, Any]


def section_list(build: Build[Any], key: str) -> list[Json]:
    """A section that is a list of entries; [] when it is missing or not a list."""
    found = build.sheet.sections.get(key)
    if not isinstance(found, list | tuple):
        return []
    return [item for item in found if isinstance(item, dict)]


def section_dict(build: Build[Any], key: str) -> Json:
    """A section that is one record; {} when it is missing or not a dict."""
    found = build.sheet.sections.get(key)
    return dict(found) if isinstance(found, dict) else {}
