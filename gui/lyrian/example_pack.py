# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The shipped example classes as one homebrew pack text, so a library can switch them on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from rules.engine.content_loader import shipped_pack_dirs
from rules.engine.content_yaml import load_yaml, to_plain

EXAMPLE_PACK_ID = "lyrian-example-classes"


def example_pack_text() -> str:
    """The example pack (classes, abilities, breakthroughs, a race) as one pack file's text."""
    folder = next(p for p in shipped_pack_dirs("lyrian") if p.name == "examples")
    header: dict[str, Any] = _read(folder / "pack.yaml")
    header["id"] = f"{EXAMPLE_PACK_ID}-copy"
    header["homebrew"] = True
    header.pop("example", None)
    content: dict[str, list[Any]] = {}
    for path in sorted(folder.glob("*.yaml")):
        data = _read(path)
        if path.name != "pack.yaml":
            content.setdefault(data["kind"], []).extend(data["entries"])
    return json.dumps(header | {"content": content}, ensure_ascii=False, indent=1)  # JSON is YAML


def _read(path: Path) -> Any:
    return to_plain(load_yaml(path.read_text(encoding="utf-8"), path.name), path.name)
