# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Subcommands that create a character or work on its history and sheet."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from gui.cli import text as cli_text
from gui.cli.errors import CliError, require_system
from gui.cli.fields import read_small_file
from gui.cli.target import is_standard_output, library, open_target, write_output
from model.document import (
    MAX_PORTRAIT_BYTES,
    checked_name,
    dump_document,
    encode_portrait,
    new_document,
)
from rules.systems import get_system, title_of


def run(args: argparse.Namespace) -> int:
    """Dispatch to the subcommand named in the arguments."""
    handler = {
        "new": new,
        "history": history,
        "check": check,
        "sheet": sheet,
        "options": options,
        "ops": ops,
        "portrait": portrait,
    }[args.command]
    return handler(args)


def new(args: argparse.Namespace) -> int:
    """Create a character in a file (-o) or in the library."""
    require_system(args.system)
    name = checked_name(args.name)  # the reader's rules, before anything is written
    document = new_document(args.system, name)
    if args.output:
        path = Path(args.output)
        if path.exists() and not is_standard_output(args.output):
            raise CliError(f"{path} already exists; choose another file name. Nothing was changed.")
        write_output(args.output, dump_document(document).encode("utf-8"))
        told = sys.stderr if is_standard_output(args.output) else sys.stdout  # `-o -`: JSON only
        print(f"Created {name} ({title_of(args.system)}) in {path}", file=told)
    else:
        record = library().add_character(document)
        print(f"Created {name} ({title_of(args.system)}) in the library, id {record.id}")
    return 0


def history(args: argparse.Namespace) -> int:
    """Print every event with date, note and whether it applied, then the pools."""
    target = open_target(args.character)
    built = target.build().build
    print(cli_text.history(built))
    return 0


def check(args: argparse.Namespace) -> int:
    """Print the issues; exit 0 when the character is valid, 1 when it breaks a rule."""
    target = open_target(args.character)
    loaded = target.build()
    for problem in loaded.content_problems:
        print(f"content: {problem}")
    for issue in loaded.build.issues:
        print(issue.describe())
    errors = len(loaded.build.errors)
    warnings = len(loaded.build.issues) - errors
    verdict = "valid" if not errors else "breaks the rules"
    print(f"{target.document['name']}: {verdict} ({errors} error(s), {warnings} warning(s)).")
    return 0 if not errors else 1


def sheet(args: argparse.Namespace) -> int:
    """Print the derived sheet, as text or as JSON."""
    target = open_target(args.character)
    loaded = target.build()
    if args.json:
        print(
            json.dumps(cli_text.sheet_json(target.document, loaded), indent=2, ensure_ascii=False)
        )
    else:
        print(cli_text.sheet_text(target.document, loaded.build))
    return 0


def options(args: argparse.Namespace) -> int:
    """Print what can be chosen next of a kind (or of every kind), with reasons."""
    built = open_target(args.character).build().build
    kinds = [args.kind] if args.kind else built.option_kinds()
    for kind in kinds:
        if kind not in built.option_kinds():
            raise CliError(
                f"No options of kind '{kind}' (kinds: {', '.join(built.option_kinds())})."
            )
    found = {kind: built.options(kind) for kind in kinds}  # reasons in `add`'s words
    if args.json:
        data = {kind: [o.as_json() for o in options] for kind, options in found.items()}
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    for kind, options in found.items():
        print(cli_text.options(kind, options))
    return 0


def ops(args: argparse.Namespace) -> int:
    """List a system's events with their fields."""
    require_system(args.system)
    print(cli_text.ops(get_system(args.system)))
    return 0


def portrait(args: argparse.Namespace) -> int:
    """Set (or remove with 'none') the portrait printed on the sheet."""
    from gui.cli.history_edit import change_document  # the diff stack: `sheet` never needs it

    target = open_target(args.character, writing=True)
    if args.image == "none":
        document = {**target.document, "portrait": None}
        label = f"the portrait of {target.label}"
        return change_document(args, target, document, f"removed {label}", f"Removed {label}.")
    raw = read_small_file(Path(args.image), MAX_PORTRAIT_BYTES)
    try:
        encoded = encode_portrait(raw)
    except ValueError as err:
        raise CliError(f"{args.image}: {err}. Nothing was changed.") from None
    document = {**target.document, "portrait": encoded}
    size = f"{encoded['media_type']}, {len(raw) // 1024} KB"
    label = f"the portrait of {target.label}"
    return change_document(args, target, document, f"set {label}", f"Set {label} ({size}).")
