# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Cards for any system: one per group of sheet values and per section, read defensively."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from model.pdf.cards import Card, Part, Row, Text, chunked
from model.pdf.sheet_meta import SheetMeta
from rules.engine.build import Build
from rules.engine.play_rule import AT_THE_TABLE
from rules.engine.sheet_value import SheetValue

Json = dict[str, Any]
NAME_KEYS = ("display_name", "name", "label", "title", "id")
AMOUNT_KEYS = ("rank", "value", "count", "level", "amount")
LONG_TEXT = 32  # a longer field prints as a paragraph, not as a row


def cards(build: Build[Any], meta: SheetMeta) -> list[Card]:
    """A card per group of values (by rulebook section) and per non-empty sheet section."""
    out: list[Card] = []
    for group, values in value_groups(build.sheet.values.values()).items():
        out += chunked(group, meta.system_title, [value_row(v) for v in values])
    return out + extra_cards(build, meta, handled=())


def extra_cards(build: Build[Any], meta: SheetMeta, handled: Iterable[str]) -> list[Card]:
    """Generic cards for the non-empty sheet sections a system's cards do not handle."""
    skip = {*handled, AT_THE_TABLE}  # the "At the table" cards are added for every system
    out: list[Card] = []
    for key, section in build.sheet.sections.items():
        parts = section_parts(section) if key not in skip else []
        if parts:
            out += chunked(humanize(key), meta.system_title, parts)
    return out


def value_groups(values: Iterable[SheetValue]) -> dict[str, list[SheetValue]]:
    """Values grouped by the key prefix before ":" or else by the section they are cited from."""
    groups: dict[str, list[SheetValue]] = {}
    for value in values:
        if ":" in value.key:
            group = humanize(value.key.split(":", 1)[0])
        elif value.source is not None and value.source.section:
            group = value.source.heading()
        else:
            group = "Values"
        groups.setdefault(group, []).append(value)
    return groups


def value_row(value: SheetValue) -> Row:
    """A value as a row: its label and its number."""
    return Row(value.label, str(value.value))


def humanize(key: str) -> str:
    """`castable_spells` → `Castable spells`."""
    text = key.replace("_", " ").replace("-", " ").strip()
    return text[:1].upper() + text[1:]


def section_parts(section: object) -> list[Part]:
    """Any section as rows: a dict's scalars, a list's entries by name and amount."""
    if isinstance(section, dict):
        return [p for k, v in section.items() for p in _field_parts(humanize(str(k)), v)]
    if isinstance(section, list | tuple):
        return [p for item in section for p in _item_parts(item)]
    return [] if section in (None, "") else [Text(str(section))]


def _field_parts(label: str, value: object) -> list[Part]:
    if value is None or value == "" or value == [] or value == {}:
        return []
    if isinstance(value, list | tuple) and all(not isinstance(v, dict) for v in value):
        return [Row(label, ", ".join(str(v) for v in value))]
    if isinstance(value, dict | list | tuple):
        return [Text(label, bold=True), *section_parts(value)]
    if isinstance(value, str) and len(value) > LONG_TEXT:
        return [Text(f"{label}: {value}")]
    return [Row(label, scalar(value))]


def _item_parts(item: object) -> list[Part]:
    if not isinstance(item, dict):
        return [] if item is None else [Text(str(item))]
    name = entry_name(item)
    if not name:
        return section_parts(item)
    amount = next((item[k] for k in AMOUNT_KEYS if isinstance(item.get(k), int | str)), "")
    return [Row(name, scalar(amount))]


def entry_name(item: Json) -> str:
    """The display name of a section entry, or "" when it has none."""
    for key in NAME_KEYS:
        if isinstance(item.get(key), str) and item[key]:
            return str(item[key])
    return ""


def scalar(value: object) -> str:
    """A value as printed: yes/no for booleans, "" for None."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    return "" if value is None else str(value)


def rows(build: Build[Any], keys: Iterable[str]) -> list[Row]:
    """Rows for the values with these keys that the sheet has, in this order."""
    found = (build.sheet.values.get(key) for key in keys)
    return [value_row(v) for v in found if v is not None]


def number(build: Build[Any], key: str) -> int | None:
    """A value's number, or None when the sheet does not have it."""
    found = build.sheet.values.get(key)
    return found.value if found else None
