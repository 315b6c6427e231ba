# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Paths that are not plain files: pipes and devices are refused, not read (issue 15, item 11);
`-` and /dev/stdout mean standard output, and saves go through symlinks (item 2)."""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path

import pytest

from tests.gui.cli.test_cli import sw

unix = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, devices and symlinks")


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe.sheetwright.json"
    os.mkfifo(path)  # nobody writes to it: reading it would wait for ever
    return path


@unix
@pytest.mark.parametrize("command", [["check"], ["sheet"], ["add", "award-xp", "amount=1"]])
def test_a_fifo_is_refused_without_waiting(
    fifo: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw(command[0], fifo, *command[1:]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"sheetwright: {fifo} is a named pipe (FIFO), not a regular file, so it was not read. "
        "Nothing was changed."
    ]


@unix
def test_importing_a_fifo_is_refused_without_waiting(
    fifo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("import", fifo) == 2
    out = capsys.readouterr()
    assert "pipe.sheetwright.json is a named pipe (FIFO), not a regular file" in out.out + out.err


@unix
def test_a_symlink_to_dev_zero_is_refused_without_reading_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    zero = tmp_path / "zero.sheetwright.json"
    zero.symlink_to("/dev/zero")
    assert sw("check", zero) == 2
    assert capsys.readouterr().err == (
        f"sheetwright: {zero} is a device, not a regular file, so it was not read. "
        "Nothing was changed.\n"
    )


@unix
def test_a_field_value_from_a_fifo_is_refused(
    vex: Path, fifo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("add", vex, "add-buff", f"name=@{fifo}") == 2
    assert "is a named pipe (FIFO), not a regular file" in capsys.readouterr().err
    assert json.loads(vex.read_text())["events"] == []


@unix
def test_events_from_a_device_are_refused(vex: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert sw("add", vex, "--from", "/dev/zero") == 2
    assert "/dev/zero is a device, not a regular file" in capsys.readouterr().err


def test_export_json_to_dash_writes_the_file_to_standard_output(
    vex: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    assert sw("export", vex, "--json", "-") == 0
    out = capsysbinary.readouterr().out
    assert json.loads(out)["name"] == "Vex"
    assert not (Path.cwd() / "-").exists()


@unix
def test_export_json_to_dev_stdout_writes_to_standard_output_not_over_the_link(
    vex: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    before = os.lstat("/dev/stdout")
    assert sw("export", vex, "--json", "/dev/stdout") == 0
    assert json.loads(capsysbinary.readouterr().out)["name"] == "Vex"
    assert os.lstat("/dev/stdout") == before


def test_export_pdf_to_dash_writes_the_pdf_to_standard_output(
    vex: Path, capsysbinary: pytest.CaptureFixture[bytes]
) -> None:
    assert sw("export", vex, "--pdf", "-") == 0
    captured = capsysbinary.readouterr()
    assert captured.out.startswith(b"%PDF-")
    assert b"Wrote - (" in captured.err


def test_new_to_dash_prints_the_character_file(capsysbinary: pytest.CaptureFixture[bytes]) -> None:
    assert sw("new", "--system", "gravedust", "--name", "Vex", "-o", "-") == 0
    captured = capsysbinary.readouterr()
    assert json.loads(captured.out)["name"] == "Vex"
    assert not (Path.cwd() / "-").exists()


@unix
def test_adding_through_a_symlink_keeps_the_link_and_the_mode(vex: Path, tmp_path: Path) -> None:
    vex.chmod(0o600)
    link = tmp_path / "link.sheetwright.json"
    link.symlink_to(vex)
    assert sw("add", link, "award-xp", "amount=1", "--note", "through the link") == 0
    assert link.is_symlink()
    assert json.loads(vex.read_text())["events"][0]["note"] == "through the link"
    assert stat.S_IMODE(vex.stat().st_mode) == 0o600


@unix
def test_export_over_a_fifo_is_refused_with_one_line(
    vex: Path, fifo: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sw("export", vex, "--json", fifo) == 2
    assert capsys.readouterr().err == (
        "sheetwright: Could not save pipe.sheetwright.json: it is a named pipe (FIFO), not a "
        "regular file, so it was left alone. No file was written.\n"
    )
    assert stat.S_ISFIFO(fifo.lstat().st_mode)
