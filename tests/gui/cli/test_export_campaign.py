# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`sheetwright export --campaign NAME --pdf OUT [--cards]`: the party summary and every sheet."""

from __future__ import annotations

from io import BytesIO
from pathlib import Path

import pytest
from pypdf import PdfReader

from tests.gui.cli.test_cli import sw

SAMPLES = Path(__file__).resolve().parents[3] / "resources" / "samples"


@pytest.fixture
def keep(capsys: pytest.CaptureFixture[str]) -> str:
    """The Drowned Keep with Vex the Dwarf and Sable Duelist; an empty campaign beside it."""
    assert sw("import", *sorted(SAMPLES.glob("*.sheetwright.json"))) == 0
    assert sw("campaign", "new", "The Drowned Keep") == 0
    assert sw("campaign", "new", "Nobody Yet") == 0
    assert sw("campaign", "add", "The Drowned Keep", "Vex the Dwarf", "Sable Duelist") == 0
    capsys.readouterr()
    return "The Drowned Keep"


def pages(path: Path) -> list[str]:
    return [page.extract_text() for page in PdfReader(BytesIO(path.read_bytes())).pages]


@pytest.mark.parametrize("cards", [False, True], ids=["sheets", "cards"])
def test_the_party_is_printed_summary_first(
    keep: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], cards: bool
) -> None:
    out = tmp_path / "party.pdf"
    extra = ["--cards"] if cards else []
    assert sw("export", "--campaign", "the drowned keep", "--pdf", out, *extra) == 0
    kind = "cards" if cards else "sheets"
    assert capsys.readouterr().out == (
        f"Wrote {out} (A4: the party summary and the {kind} of 2 characters)\n"
    )
    found = pages(out)
    assert "The Drowned Keep — Gravedust" in found[0]
    assert "The Drowned Keep — Miridon" in found[1]
    assert "Vex the Dwarf" in found[0]
    assert "Sable Duelist" in found[1]
    rest = "\n".join(found[2:])
    assert rest.index("Vex the Dwarf") < rest.index("Sable Duelist")
    assert "Ysmay of Orrin" not in "\n".join(found)


@pytest.mark.parametrize(
    ("campaign", "line"),
    [
        (
            "Nowhere",
            "No campaign 'Nowhere' in the library; `sheetwright campaign list` lists them.",
        ),
        ("Nobody Yet", "Nobody Yet has no characters to print; nothing was written."),
    ],
    ids=["unknown", "empty"],
)
def test_an_unknown_or_empty_campaign_is_one_line_and_exit_2(
    keep: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], campaign: str, line: str
) -> None:
    out = tmp_path / "party.pdf"
    assert sw("export", "--campaign", campaign, "--pdf", out) == 2
    assert capsys.readouterr().err == f"sheetwright: {line}\n"
    assert not out.exists()


def test_an_unwritable_out_is_one_line_and_exit_2(
    keep: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing-folder" / "party.pdf"
    assert sw("export", "--campaign", keep, "--pdf", out) == 2
    err = capsys.readouterr().err
    assert err.startswith("sheetwright: Could not save party.pdf")
    assert err.count("\n") == 1


@pytest.mark.parametrize(
    ("args", "line"),
    [
        (["--campaign", "The Drowned Keep", "--json", "x.json"], "--campaign prints the party"),
        (["Vex the Dwarf", "--campaign", "The Drowned Keep", "--pdf", "x.pdf"], "not both"),
        (["--pdf", "x.pdf"], "Name the CHARACTER to export"),
    ],
    ids=["json", "both", "neither"],
)
def test_a_campaign_export_asked_wrongly_is_refused(
    keep: str, capsys: pytest.CaptureFixture[str], args: list[str], line: str
) -> None:
    assert sw("export", *args) == 2
    err = capsys.readouterr().err
    assert line in err
    assert err.count("\n") == 1
