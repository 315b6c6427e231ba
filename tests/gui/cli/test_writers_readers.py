# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every writer writes only what its reader accepts (issue 15, items 7–10).

A command either refuses (exit 2, one line on stderr, nothing changed) or writes a file that
`check` and `import` read back; the property tests try names, notes and field values drawn from
a broad alphabet (control characters, NUL, lone surrogates, astral characters, long strings).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from model.document import (
    MAX_FILE_BYTES,
    Unwritable,
    dump_document,
    new_document,
    parse_document,
)
from tests.gui.cli.test_cli import sw

EXAMPLES = settings(
    max_examples=6,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
# Any character Python can hold (NUL, controls, lone surrogates, astral), short or very long.
TEXT = st.one_of(
    st.text(st.characters(codec=None), max_size=40),
    st.text(st.sampled_from(["\x00", "\x1b", "\n", " ", "\ud800", "😀", "a"]), max_size=20),
    st.integers(0, 12).map(lambda n: "x" * (n * 1000)),
)


def refused_in_one_line(code: int, capsys: pytest.CaptureFixture[str]) -> bool:
    """Whether the command refused (exit 2) with one line on stderr; asserts it if it did."""
    err = capsys.readouterr().err
    if code == 0:
        return False
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    return True


def reads_back(path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`check` accepts the file (exit 0 or 1 — a rule break is still a readable file)."""
    parse_document(path.read_bytes(), path.name)
    assert sw("check", path) in (0, 1), capsys.readouterr().err
    capsys.readouterr()


# 7. The size cap ----------------------------------------------------------------------------


def test_an_add_that_would_cross_the_size_cap_is_refused_and_the_file_kept(
    vex: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = parse_document(vex.read_bytes(), vex.name)
    document["notes"] = "n" * (MAX_FILE_BYTES - 4000)
    vex.write_text(dump_document(document), encoding="utf-8")
    before = vex.read_bytes()
    capsys.readouterr()
    assert sw("add", vex, "award-xp", "amount=1", "--note", "y" * 5000) == 2
    err = capsys.readouterr().err
    assert err.startswith("sheetwright: The character file would be too large: ")
    assert "bytes; a character file is at most 5,242,880 bytes (5 MiB). Nothing was changed." in err
    assert vex.read_bytes() == before
    reads_back(vex, capsys)


def test_the_reader_says_the_size_and_the_cap_in_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    huge = tmp_path / "huge.sheetwright.json"
    huge.write_bytes(b" " * 5_244_861)
    assert sw("check", huge) == 2
    assert capsys.readouterr().err == (
        "sheetwright: huge.sheetwright.json is too large: 5,244,861 bytes; a character file is "
        "at most 5,242,880 bytes (5 MiB). Nothing was changed.\n"
    )


# 8. NUL and other characters the reader refuses --------------------------------------------


def test_a_nul_in_an_event_field_is_refused_when_written_naming_the_field(
    vex: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "nul.yaml").write_text('"a\\0b"')
    before = vex.read_bytes()
    capsys.readouterr()
    assert sw("add", vex, "add-buff", f"name=@{tmp_path / 'nul.yaml'}") == 2
    assert capsys.readouterr().err == (
        "sheetwright: Event 1 (add-buff): its field 'name' contains a NUL character (\\u0000), "
        "which Sheetwright cannot store. Nothing was changed.\n"
    )
    assert vex.read_bytes() == before


def test_a_nul_in_a_note_is_refused_by_the_library_too(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert sw("new", "--system", "gravedust", "--name", "Vex") == 0
    capsys.readouterr()
    assert sw("add", "Vex", "award-xp", "amount=1", "--note", "a\x00b") == 2
    err = capsys.readouterr().err
    assert err.startswith("sheetwright: Event 1 (award-xp): its note contains a NUL character")
    assert sw("history", "Vex") == 0
    assert "award-xp" not in capsys.readouterr().out.lower()


# 9. Names -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("", "A character needs a name."),
        ("   ", "A character needs a name."),
        ("x" * 10_000, "A character name can be at most 200 characters long."),
        ("a\x00b", "The name contains a NUL character"),
    ],
    ids=["empty", "blank", "10000-characters", "nul"],
)
@pytest.mark.parametrize("where", ["file", "library"])
def test_new_refuses_a_name_the_reader_would_refuse(
    name: str, words: str, where: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.sheetwright.json"
    output: list[str | Path] = ["-o", path] if where == "file" else []
    assert sw("new", "--system", "gravedust", "--name", name, *output) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"sheetwright: {words}")
    assert len(err.splitlines()) == 1
    assert not path.exists()
    assert sw("list") == 0
    assert "Gravedust" not in capsys.readouterr().out


def test_new_stores_the_name_without_surrounding_spaces(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "x.sheetwright.json"
    assert sw("new", "--system", "gravedust", "--name", "  Vex ", "-o", path) == 0
    assert json.loads(path.read_text())["name"] == "Vex"
    assert capsys.readouterr().out.startswith("Created Vex (Gravedust)")


def test_check_refuses_a_blank_name_in_the_words_import_uses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "blank.sheetwright.json"
    document = new_document("gravedust", "Vex") | {"name": "   "}
    path.write_text(json.dumps(document))  # as an older Sheetwright could write it
    assert sw("check", path) == 2
    assert capsys.readouterr().err == (
        "sheetwright: blank.sheetwright.json: A character needs a name.\n"
    )
    assert sw("import", path) == 2
    assert "A character needs a name." in capsys.readouterr().out


# Properties: whatever a command writes, its reader reads ------------------------------------


@EXAMPLES
@given(name=TEXT, note=TEXT, field=TEXT)
@example(name="-:", note="-x", field="--")  # values with a leading dash, given as --name=VALUE
def test_whatever_new_add_and_edit_write_check_reads_back(
    name: str, note: str, field: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "p.sheetwright.json"
    path.unlink(missing_ok=True)
    capsys.readouterr()
    # `--name=VALUE`: a value may start with a dash, which the spaced form takes for an option
    if refused_in_one_line(
        sw("new", "--system", "gravedust", f"--name={name}", "-o", path), capsys
    ):
        assert not path.exists()
        return
    reads_back(path, capsys)
    commands: list[list[str | Path]] = [
        ["add", path, "award-xp", "amount=1", f"--note={note}"],
        ["add", path, "add-buff", f"name={json.dumps(field)}", "--keep-errors"],
        ["edit", path, "1", f"--note={field}"],
    ]
    for command in commands:
        before = path.read_bytes()
        if refused_in_one_line(sw(*command), capsys):
            assert path.read_bytes() == before
        reads_back(path, capsys)


@EXAMPLES
@given(value=TEXT)
def test_whatever_house_rules_write_check_reads_back(
    value: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "h.sheetwright.json"
    path.unlink(missing_ok=True)
    assert sw("new", "--system", "heretics", "--name", "Hex", "-o", path) == 0
    capsys.readouterr()
    before = path.read_bytes()
    if refused_in_one_line(sw("house-rules", path, f"starting_exp={value}"), capsys):
        assert path.read_bytes() == before
    reads_back(path, capsys)


@EXAMPLES
@given(name=TEXT, note=TEXT)
def test_sheet_json_always_parses(
    name: str, note: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "s.sheetwright.json"
    path.unlink(missing_ok=True)
    capsys.readouterr()
    if refused_in_one_line(sw("new", "--system", "lyrian", f"--name={name}", "-o", path), capsys):
        return
    sw("add", path, "award-xp", "amount=1", f"--note={note}", "--keep-errors")
    capsys.readouterr()
    assert sw("sheet", path, "--json") == 0
    sheet = json.loads(capsys.readouterr().out)
    assert sheet["character"]["name"] == name.strip()


@settings(EXAMPLES, max_examples=3)  # each example migrates and fills a library
@given(name=TEXT, notes=TEXT)
def test_library_export_writes_what_import_reads(
    name: str, notes: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "in.sheetwright.json"
    document = new_document("miridon", "Ilsa") | {"name": name, "notes": notes}
    try:
        text = dump_document(document)
    except Unwritable as refusal:
        problem: str | None = str(refusal)
    else:
        problem = None
        source.write_text(text, encoding="utf-8")
    if problem is not None:
        assert "\n" not in problem
        return
    capsys.readouterr()
    if refused_in_one_line(sw("import", source), capsys):
        return
    out = tmp_path / "out.sheetwright.json"
    out.unlink(missing_ok=True)
    assert sw("export", document["id"][:8], "--json", out) == 0
    again = parse_document(out.read_bytes(), out.name)
    assert (again["name"], again["notes"]) == (document["name"], document["notes"])
    sw("delete", document["id"][:8])
    capsys.readouterr()
