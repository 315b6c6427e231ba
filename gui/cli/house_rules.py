# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright house-rules`: show or set the per-character values the rulebook leaves to the GM."""

from __future__ import annotations

import argparse
from typing import Any

from pydantic import ValidationError

from gui.cli.errors import CliError
from gui.cli.fields import parse_fields
from gui.cli.history_edit import change_document
from gui.cli.target import open_target
from rules.engine.setting_words import about, setting_title, value_words
from rules.engine.validation_text import describe as validation_problems
from rules.systems import get_system


def run(args: argparse.Namespace) -> int:
    """Print the character's house rules, or change the ones given as KEY=VALUE."""
    target = open_target(args.character, writing=bool(args.settings))
    system = get_system(target.document["system"])
    fields = system.settings.model_fields
    current: dict[str, Any] = dict(target.document.get("settings") or {})
    if not args.settings:
        print(describe(system.title, fields, current))
        return 0
    changes = parse_fields(args.settings)
    unknown = [key for key in changes if key not in fields]
    if unknown:
        known = ", ".join(fields) or "none"
        raise CliError(f"{system.title} has no house rule '{unknown[0]}' (house rules: {known}).")
    wanted = {**current, **changes}
    wanted = {k: v for k, v in wanted.items() if v is not None}
    try:
        parsed = system.settings.model_validate(wanted)
    except ValidationError as err:
        problems = "; ".join(f"{where}: {what}" for where, what in validation_problems(err))
        raise CliError(f"Nothing was changed: {problems}.") from None
    wanted = {key: getattr(parsed, key) for key in wanted}  # `yes` is stored as true
    document = {**target.document, "settings": wanted}
    done = f"House rules of {target.label} changed.\n{describe(system.title, fields, wanted)}"
    return change_document(
        args, target, document, f"changed the house rules of {target.label}", done
    )


def describe(title: str, fields: dict[str, Any], current: dict[str, Any]) -> str:
    """Each house rule: what it decides, its value (or the default), how to set it, and why."""
    if not fields:
        return f"The {title} rulebook leaves nothing open that needs a house rule."
    lines = [f"{title} house rules (set per character by the GM):"]
    for name, info in fields.items():
        shown = value_words(current.get(name, info.default))
        origin = "" if name in current else " (the default)"
        lines.append(f"  {setting_title(name, info)}: {shown}{origin}  [set with {name}=…]")
        if info.description:
            lines.append(f"      {about(info)}")
    return "\n".join(lines)
