# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the command line shows a player names no rulebook file, line number or expression.

For every shipped sample, and a character in each system with options it cannot take (one of
them refused by a requirement expression), `check`, `options`, `sheet` and `content` are read
for the words of the brief: never `gravedust.txt`, `RULINGS.md`, `l. 50`, `>=` or `has(`."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.gui.cli.test_cli import sw

SAMPLES = Path(__file__).parents[3] / "resources" / "samples"
INTERNAL = re.compile(r"\.txt\b|\.md\b|RULINGS|\bll?\.\s?\d|>=|<=|has\(|rank\(\"")
"""Rulebook file names, line references and expression syntax."""

WARHAMMER = {
    "id": "warhammer",
    "name": "Warhammer",
    "source": {"book": "homebrew: our table", "section": "Weapons"},
    "slot": "hand",
    "weapon": True,
    "requires": 'str >= 2 or has("dwarf")',
}


def sample(system: str) -> dict[str, Any]:
    """A shipped sample character document."""
    loaded: dict[str, Any] = json.loads((SAMPLES / f"{system}.sheetwright.json").read_text())
    return loaded


def refused_characters() -> dict[str, dict[str, Any]]:
    """A character of each system with options it cannot take now, and why."""
    gravedust = sample("gravedust")
    races = gravedust["events"][:2]  # Dwarf and Sylph are defined in the character
    gravedust["events"] = [*races, {"op": "define", "kind": "gear", "entry": WARHAMMER}]
    lyrian = sample("lyrian") | {"packs": [{"id": "lyrian-example-classes", "version": "1"}]}
    lyrian["events"] = lyrian["events"][:3]  # created: the example Warden needs more
    miridon = sample("miridon") | {"events": sample("miridon")["events"][:1]}
    heretics = sample("heretics") | {"events": []}  # no Exp: nothing is affordable
    return {"gravedust": gravedust, "lyrian": lyrian, "miridon": miridon, "heretics": heretics}


CHARACTERS = {
    **{
        f"{system} sample": sample(system)
        for system in ("gravedust", "lyrian", "miridon", "heretics")
    },
    **{f"{system} refused": document for system, document in refused_characters().items()},
}


def shown(path: Path, system: str, capsys: pytest.CaptureFixture[str]) -> str:
    """Everything `check`, `options`, `sheet`, `content` and `house-rules` print for a character."""
    capsys.readouterr()
    assert sw("check", path) in (0, 1)
    assert sw("options", path) == 0
    assert sw("sheet", path) == 0
    assert sw("content", "--system", system) == 0
    assert sw("house-rules", path) == 0
    captured = capsys.readouterr()
    return captured.out + captured.err


@pytest.mark.parametrize("name", list(CHARACTERS))
def test_the_command_line_speaks_the_players_words(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = CHARACTERS[name]
    path = tmp_path / "character.sheetwright.json"
    path.write_text(json.dumps(document))
    text = shown(path, document["system"], capsys)
    found = sorted({line.strip()[:160] for line in text.splitlines() if INTERNAL.search(line)})
    assert found == []


@pytest.mark.parametrize(
    ("name", "kind", "reason"),
    [
        ("gravedust refused", "gear", "Warhammer needs Strength 2 or the Dwarf race."),
        (
            "lyrian refused",
            "class",
            "needs the Sellsword (example) class, Toughness 4 and Spirit Core 1,000",
        ),
        ("miridon refused", "flair", "needs the flair Parry"),
        ("heretics refused", "skill", "Not enough Exp: this needs 1, you have 0."),
    ],
)
def test_a_refused_option_says_why_in_words(
    name: str, kind: str, reason: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "character.sheetwright.json"
    path.write_text(json.dumps(CHARACTERS[name]))
    capsys.readouterr()
    assert sw("options", path, kind) == 0
    assert reason in capsys.readouterr().out


def test_a_source_names_the_rulebook_by_its_title(capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("content", "--system", "heretics", "skill") == 0
    assert "  stealth: Stealth  [Glorious Heretics rulebook, Skills — Stealth]" in (
        capsys.readouterr().out
    )


def test_house_rules_are_named_as_what_they_decide(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "maren.sheetwright.json"
    path.write_text(json.dumps(sample("lyrian")))
    capsys.readouterr()
    assert sw("house-rules", path, "tier_lifts_artisan_caps=yes") == 0
    text = capsys.readouterr().out
    assert (
        "  Skybound and 10,000 Spirit Core lift the artisan and gathering caps: yes"
        "  [set with tier_lifts_artisan_caps=…]"
    ) in text
    assert "  IP for an interlude action printed without a cost: 1 (the default)" in text
    assert "True" not in text
    assert json.loads(path.read_text())["settings"] == {"tier_lifts_artisan_caps": True}
