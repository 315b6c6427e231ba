# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The one line every Heretics output prints for an attack's debuffs (card, sheet, designer, CLI)."""

from __future__ import annotations

from typing import Any


def inflicts_line(inflicts: list[dict[str, Any]] | None) -> str | None:
    """`Debuffs instead of damage (highest rank): Blinded 1, Disarmed, …`; None for non-attacks."""
    if inflicts is None:
        return None
    if not inflicts:
        return "Debuffs instead of damage: none"
    parts = []
    for entry in inflicts:
        if entry["rank"] is not None:
            parts.append(f"{entry['name']} {entry['rank']}{'*' if entry.get('capped') else ''}")
        elif entry["text"].startswith("spend"):
            parts.append(f"{entry['name']} (up to {entry['power']} power)")
        else:
            parts.append(entry["name"])
    note = " (* the limit for normal attacks)" if any("*" in p for p in parts) else ""
    return f"Debuffs instead of damage (highest rank): {', '.join(parts)}{note}"
