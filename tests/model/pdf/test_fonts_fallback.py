# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Names and notes in any script the computer has a font for print, in an embedded subset of that
font, and read back; a character no font has is named in a warning (issue 15, item 18).

The glyph tests need WenQuanYi Zen Hei and Symbola (Debian `fonts-wqy-zenhei fonts-symbola`,
installed by .ci/run) and skip without them."""

from __future__ import annotations

import shutil
import subprocess
from io import BytesIO
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pypdf import PdfReader

from gui.cli.main import main
from model.character_build import build_character
from model.document import new_document
from model.pdf import font_fallback
from model.pdf.drawing import width_of, wrap
from model.pdf.font_fallback import (
    collect_missing,
    font_folder_files,
    font_for,
    missing_warning,
    uncovered,
    uncovered_in_sheet,
)
from model.pdf.fonts import CONDENSED, SANS_BOLD, register_fonts
from model.pdf.sheet_meta import SheetMeta, meta_of
from rules.engine.build import Build
from tests.model.pdf.sheet_only import render_sheet

register_fonts()
NAME = "李小龍 🐉 Ωmega"
NO_FONT = "\U0010fffd"  # plane 16 private use: no font has it
HAS_CJK = font_for("李") is not None
HAS_SYMBOLS = font_for("🐉") is not None
needs_cjk = pytest.mark.skipif(not HAS_CJK, reason="no TrueType CJK font (fonts-wqy-zenhei)")
needs_symbols = pytest.mark.skipif(not HAS_SYMBOLS, reason="no symbol font (fonts-symbola)")
needs_poppler = pytest.mark.skipif(
    not (shutil.which("pdffonts") and shutil.which("pdftotext")), reason="no poppler-utils"
)


def sheet_of(name: str, system: str = "gravedust") -> tuple[Build[Any], SheetMeta]:
    document = new_document(system, name)
    build = build_character(document, []).build
    return build, meta_of(document, build.system.title)


def poppler(*command: str | Path) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return done.stdout


@needs_cjk
@needs_symbols
@needs_poppler
def test_a_cjk_and_emoji_name_embeds_font_subsets_and_reads_back(tmp_path: Path) -> None:
    pdf = tmp_path / "sheet.pdf"
    pdf.write_bytes(render_sheet(*sheet_of(NAME)))
    fonts = poppler("pdffonts", pdf).splitlines()[2:]
    cjk = [line for line in fonts if "WenQuanYi" in line]
    assert cjk, fonts
    assert all(line.split()[-5:-2] == ["yes", "yes", "yes"] for line in cjk)  # emb, sub, uni
    assert any("Symbola" in line for line in fonts)
    assert NAME in poppler("pdftotext", pdf, "-")  # 🐉 too: its ToUnicode entry is a surrogate pair


@needs_cjk
def test_pypdf_reads_the_cjk_name_and_finds_the_subset_embedded() -> None:
    reader = PdfReader(BytesIO(render_sheet(*sheet_of("李小龍"))))
    page = reader.pages[0]
    assert "李小龍" in page.extract_text()
    resources: Any = page["/Resources"]
    fonts = resources["/Font"]
    bases = {str(fonts[key].get_object()["/BaseFont"]) for key in fonts}
    assert any(base.endswith("WenQuanYiZenHei-0") and "+" in base for base in bases), bases


def test_plain_latin_stays_in_the_sheet_font() -> None:
    build, meta = sheet_of("Vex Ωmega")
    with collect_missing() as missing:
        pdf = render_sheet(build, meta)
    assert missing.characters == []
    resources: Any = PdfReader(BytesIO(pdf)).pages[0]["/Resources"]
    fonts = resources["/Font"]
    assert all("DejaVu" in str(fonts[key].get_object()["/BaseFont"]) for key in fonts)


@needs_cjk
@needs_symbols
def test_a_mixed_line_is_measured_as_its_fallback_runs() -> None:
    parts = font_fallback.runs(NAME, SANS_BOLD)
    assert [part for _, part, _ in parts] == ["李小龍", " ", "🐉", " Ωmega"]
    assert parts[0][0] != SANS_BOLD
    assert parts[1][0] == SANS_BOLD
    natural = sum(width_of(part, name, 12) for name, part, _ in parts)
    assert width_of(NAME, SANS_BOLD, 12) == pytest.approx(natural)
    assert width_of("李", SANS_BOLD, 12) > width_of("i", SANS_BOLD, 12)  # not a notdef guess


@needs_cjk
@settings(max_examples=40, deadline=None)
@given(st.text(alphabet="李小龍龍虎 abcΩ", max_size=200), st.floats(20, 200))
def test_cjk_text_wraps_within_the_line(text: str, width: float) -> None:
    lines = wrap(text, CONDENSED, 7, width)
    assert all(width_of(line, CONDENSED, 7) <= width or len(line) == 1 for line in lines)
    assert "".join("".join(lines).split()) == "".join(text.split())


def test_a_character_no_font_has_is_found_in_the_sheet() -> None:
    assert uncovered(f"Vex{NO_FONT}x{NO_FONT}") == [NO_FONT]
    assert uncovered("Vex \u200d\ufe0f") == []  # joiners and emoji selectors are not text
    assert uncovered_in_sheet(*sheet_of(f"Vex {NO_FONT}")) == [NO_FONT]
    assert missing_warning([NO_FONT]) == (
        f'No font on this computer can print "{NO_FONT}" (U+10FFFD); '
        "it shows as an empty box in the PDF."
    )


def test_cli_export_warns_in_one_line_and_still_writes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    character, clean = tmp_path / "vex.sheetwright.json", tmp_path / "ok.sheetwright.json"
    assert (
        main(["new", "--system", "gravedust", "--name", f"Vex {NO_FONT}", "-o", str(character)])
        == 0
    )
    assert main(["new", "--system", "gravedust", "--name", "Vex", "-o", str(clean)]) == 0
    capsys.readouterr()
    assert main(["export", str(character), "--pdf", str(tmp_path / "v.pdf")]) == 0
    assert warnings(capsys.readouterr().err) == [
        f"sheetwright: warning: {missing_warning([NO_FONT])}"
    ]
    assert (tmp_path / "v.pdf").stat().st_size > 0
    assert main(["export", str(clean), "--pdf", str(tmp_path / "ok.pdf")]) == 0
    assert warnings(capsys.readouterr().err) == []


def warnings(stderr: str) -> list[str]:
    """The warning lines of a command's stderr (a slow machine may add a lock-wait notice)."""
    return [line for line in stderr.splitlines() if "warning" in line]


def test_without_fontconfig_the_font_folders_are_scanned(tmp_path: Path) -> None:
    (tmp_path / "sub").mkdir()
    for name in ("b.TTF", "sub/a.ttc", "c.otf", "d.txt"):
        (tmp_path / name).write_bytes(b"")
    assert font_folder_files([tmp_path, tmp_path / "missing"]) == [
        (str(tmp_path / "b.TTF"), 0),
        (str(tmp_path / "sub" / "a.ttc"), 0),
    ]


def test_a_font_reportlab_cannot_embed_is_skipped(tmp_path: Path) -> None:
    broken = tmp_path / "broken.ttf"
    broken.write_bytes(b"OTTO not a font")
    assert font_fallback._load((str(broken), 0)) is None


@needs_cjk
def test_fallbacks_are_found_by_scanning_when_fc_list_is_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    wqy = [c for c in font_folder_files([Path("/usr/share/fonts")]) if "wqy-zenhei" in c[0]]
    if not wqy:
        pytest.skip("WenQuanYi Zen Hei is not under /usr/share/fonts")
    monkeypatch.setattr(font_fallback, "_fc_list", lambda _code: None)
    monkeypatch.setattr(font_fallback, "_scanned", lambda: wqy)
    monkeypatch.setattr(font_fallback, "_choice", {})
    monkeypatch.setattr(font_fallback, "_fallbacks", [])
    monkeypatch.setattr(font_fallback, "_loaded", {})
    assert font_fallback._find_fallback(ord("龍")) is not None
