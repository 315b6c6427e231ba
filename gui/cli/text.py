# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Plain-text and JSON renderings of builds for the terminal."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rules.engine.build import Build
from rules.engine.option import Option
from rules.engine.play_rule import AT_THE_TABLE, play_rules
from rules.engine.system import System
from rules.systems import load_part

if TYPE_CHECKING:  # `list` prints no sheet: it need not load the replay and content stack
    from model.character_build import CharacterBuild

SHEET_FORMAT_VERSION = 2


def sheet_json(document: dict[str, Any], loaded: CharacterBuild) -> dict[str, Any]:
    """The derived sheet as JSON (documented in docs/format.md, "Sheet JSON")."""
    built = loaded.build
    return {
        "format": "sheetwright-sheet",
        "format_version": SHEET_FORMAT_VERSION,
        "character": {"id": document["id"], "name": document["name"], "system": document["system"]},
        "valid": built.valid,
        "values": {key: value.as_json() for key, value in built.sheet.values.items()},
        "sections": built.sheet.sections,
        "pools": built.pools_json(),
        "issues": [i.as_json() for i in built.issues],
        "content_problems": list(loaded.content_problems),
    }


def _value_line(built: Build[Any], key: str) -> str:
    value = built.sheet.values[key]
    return f"  {value.breakdown()}"


def sheet_text(document: dict[str, Any], built: Build[Any]) -> str:
    """A readable text sheet, laid out by the system's text sheet (or the generic one)."""
    lines: Callable[[Build[Any]], list[str]] = load_part(built.system.id, "text_sheet")
    text = [f"{document['name']} — {built.system.title}", "", *lines(built)]
    text += table_rule_lines(built)
    if built.issues:
        text += ["", "Issues:"] + [f"  {i.describe()}" for i in built.issues]
    return "\n".join(text)


def table_rule_lines(built: Build[Any]) -> list[str]:
    """The rules of play in words ("At the table:"), each with its source; [] when none."""
    rules = play_rules(built.sheet.sections)
    if not rules:
        return []
    lines = ["", "At the table:"]
    for rule in rules:
        source = f" ({rule['source']})" if rule.get("source") else ""
        lines.append(f"  {rule['title']}: {rule['text']}{source}")
    return lines


def generic_lines(built: Build[Any]) -> list[str]:
    """Any system's sheet as text: every value with its breakdown, then every section (the
    rules of play come after, for every system: `table_rule_lines`)."""
    lines = [_value_line(built, key) for key in built.sheet.values]
    for name, section in built.sheet.sections.items():
        if name == AT_THE_TABLE:
            continue
        lines += ["", f"{name.replace('_', ' ').capitalize()}:"]
        lines += [f"  {line}" for line in _section_lines(section)]
    return lines


def _section_lines(section: Any) -> list[str]:
    if isinstance(section, list):
        return [_compact(item) for item in section] or ["(none)"]
    if isinstance(section, dict):
        return [f"{k}: {_compact(v)}" for k, v in section.items()]
    return [str(section)]


def _compact(value: Any) -> str:
    if isinstance(value, dict):
        parts = [f"{k}={_compact(v)}" for k, v in value.items() if v not in (None, [], {}, "")]
        return ", ".join(parts) if parts else "(empty)"
    if isinstance(value, list):
        return "[" + "; ".join(_compact(v) for v in value) + "]"
    return str(value)


def history(built: Build[Any]) -> str:
    """Every event with its number, date, note and whether it was refused; then each pool."""
    lines = []
    refused = {i.event_index: i for i in built.errors if i.event_index is not None}
    for index, event in enumerate(built.events):
        fields = " ".join(f"{k}={v}" for k, v in event.fields.items() if k != "entry")
        if event.op == "define":
            fields = (
                f"{event.fields.get('kind')} {(event.fields.get('entry') or {}).get('id', '?')}"
            )
        mark = f"   REFUSED: {refused[index].message}" if index in refused else ""
        when = (event.at or "")[:10]
        note = f" — {event.note}" if event.note else ""
        lines.append(f"{index + 1:>4}  {when:<10}  {event.op} {fields}{note}{mark}")
    if not built.events:
        lines.append("(no events yet)")
    for pool in built.ledger.pools():
        lines += ["", f"{built.system.pool_label(pool)}: {built.ledger.balance(pool)}"]
        for entry in built.ledger.pool(pool):
            lines.append(
                f"  {entry.amount:+6d}  {_event_number(entry.event_index):<10} {entry.note}"
            )
    return "\n".join(lines)


def _event_number(index: int | None) -> str:
    return "start" if index is None else f"event {index + 1}"


def options(kind: str, found: list[Option]) -> str:
    """One kind's options, available first, each unavailable one with its reasons."""
    lines = [f"{kind}:"]
    if not found:
        lines.append("  (none in the loaded content)")
    for option in sorted(found, key=lambda o: not o.available):
        mark = "  ok " if option.available else "  -- "
        why = f"  ({option.check.reason})" if not option.available else ""
        detail = f" [{option.detail}]" if option.detail else ""
        cost = f", costs {option.cost}" if option.cost is not None else ""
        lines.append(f"{mark}{option.id}: {option.name}{cost}{detail}{why}")
    return "\n".join(lines)


def ops(system: System[Any]) -> str:
    """Every op of a system with its summary and fields."""
    lines = [f"Events a {system.title} character understands:"]
    for spec in system.ops:
        fields = []
        for name, info in spec.fields.model_fields.items():
            optional = "" if info.is_required() else "?"
            fields.append(f"{info.alias or name}{optional}")
        lines.append(f"  {spec.name} {' '.join(f'{f}=…' for f in fields)}")
        lines.append(f"      {spec.summary}")
    lines.append("  define kind=… entry=@FILE.yaml")
    kinds = ", ".join(system.content_kinds)
    lines.append(f"      Define content ({kinds}) inside this character.")
    return "\n".join(lines)
