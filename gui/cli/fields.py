# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Reading FIELD=VALUE arguments into an event's fields."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from gui.cli.errors import CliError
from model.regular_file import FileRefused, FileTooLarge, read_regular

MAX_VALUE_FILE = 1024 * 1024


def parse_fields(pairs: list[str]) -> dict[str, Any]:
    """`amount=5 slot=hand-1 entry=@sword.yaml` → fields; JSON values where they parse."""
    fields: dict[str, Any] = {}
    for pair in pairs:
        key, sep, raw = pair.partition("=")
        if not sep or not key:
            raise CliError(f"'{pair}' is not FIELD=VALUE (for example amount=5).")
        if key in ("op", "at", "note"):
            raise CliError(
                f"'{key}' is set with --{key}, not as a field."
                if key != "op"
                else "The op comes before the fields."
            )
        fields[key] = _value(raw)
    return fields


def _value(raw: str) -> Any:
    if raw.startswith("@"):
        return _file_value(Path(raw[1:]))
    try:
        return json.loads(raw)
    except ValueError:
        return raw


def read_small_file(path: Path, limit: int) -> bytes:
    """A file's bytes, refusing (exit 2, one line) a file over `limit` or one that cannot be read."""
    try:
        return read_regular(path, limit)
    except FileTooLarge:
        raise CliError(
            f"{path.name} is larger than {limit // 1048576} MB, the most this accepts."
        ) from None
    except FileRefused as err:
        raise CliError(f"{path} {err.reason}. Nothing was changed.") from None
    except OSError as err:
        raise CliError(f"{path}: could not be read ({err.strerror}).") from None


def _file_value(path: Path) -> Any:
    from rules.engine.content_error import ContentError
    from rules.engine.content_yaml import load_yaml, to_plain

    data = read_small_file(path, MAX_VALUE_FILE)
    try:
        return to_plain(load_yaml(data, path.name), path.name)
    except ContentError as err:
        raise CliError(str(err)) from None
