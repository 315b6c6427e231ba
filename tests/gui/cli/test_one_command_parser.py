# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A command line that starts with a command is parsed by that command's parser alone; it must
read every such line, and print every such help and error, as the whole parser does."""

from __future__ import annotations

import contextlib
import io

import pytest

from gui.cli.main import _HANDLERS, _parser

LINES = [
    ["add", "vex.sheetwright.json", "gain-gold", "amount=1", "--note", "loot"],
    ["add", "vex.sheetwright.json", "--from", "events.json", "--dry-run", "--json"],
    ["insert", "vex.sheetwright.json", "3", "award-xp", "amount=2"],
    ["edit", "vex", "2", "amount=null", "--note", "fixed"],
    ["move", "vex", "2", "5", "--keep-errors"],
    ["sheet", "miridon.sheetwright.json", "--json"],
    ["export", "vex", "--pdf", "vex.pdf", "--paper", "letter", "--cards"],
    ["list", "--system", "gravedust", "--trash"],
    ["content", "kind"],
    ["ops"],
    ["review", "--all", "--json"],
]


def _outcome(argv: list[str], one_command: bool) -> tuple[object, str, str]:
    """What parsing the line gives: the arguments (or the exit code), stdout and stderr."""
    parser = _parser(argv[0] if one_command else None)
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            parsed: object = vars(parser.parse_args(argv))
        except SystemExit as exit_:
            parsed = exit_.code
    return parsed, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("argv", LINES, ids=lambda argv: argv[0])
def test_a_command_line_reads_the_same(argv: list[str]) -> None:
    parsed = _outcome(argv, one_command=True)
    assert parsed == _outcome(argv, one_command=False)
    assert isinstance(parsed[0], dict)
    assert parsed[0]["command"] == argv[0]


@pytest.mark.parametrize("command", sorted(_HANDLERS))
def test_each_command_prints_the_same_help(command: str) -> None:
    shown = _outcome([command, "--help"], one_command=True)
    assert shown == _outcome([command, "--help"], one_command=False)
    assert shown[0] == 0
    assert f"usage: sheetwright {command}" in shown[1]


@pytest.mark.parametrize(
    "argv",
    [["add"], ["sheet", "a.json", "--bogus"], ["insert", "a.json", "three", "op"]],
    ids=["missing", "unknown-option", "not-a-number"],
)
def test_a_bad_command_line_gets_the_same_error(argv: list[str]) -> None:
    refused = _outcome(argv, one_command=True)
    assert refused == _outcome(argv, one_command=False)
    assert refused[0] == 2
    assert "error:" in refused[2]
