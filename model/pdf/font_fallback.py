# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Fonts of the user's system that print what the sheet's DejaVu lacks (CJK, emoji, other scripts).

Text is cut into runs: each character in the sheet's font if it has the glyph, else in the first
fallback font that has it. Fallbacks are found through fontconfig (`fc-list`/`fc-match`) or, when
that is missing, by scanning the usual font folders; only TrueType outlines can be embedded by
reportlab, so CFF fonts (.otf, Noto CJK) are skipped. A character no font has is drawn in the
sheet's font (an empty box) and reported, so the export can warn naming it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from reportlab.pdfbase import pdfmetrics, ttfonts
from reportlab.pdfbase.ttfonts import TTFont

from model.pdf.fonts import SANS, register_fonts

if TYPE_CHECKING:
    from model.pdf.sheet_meta import SheetMeta
    from rules.engine.build import Build

Run = tuple[str, str, bool]  # (font name, text, whether no font has these characters)
FontFile = tuple[str, int]  # (path, index inside a .ttc collection)

_FC_TIMEOUT = 10.0  # seconds: a hung fontconfig must not hang the export
_FONT_SUFFIXES = (".ttf", ".ttc")
_LOCK = threading.RLock()
_choice: dict[str, str | None] = {}  # character -> the fallback font that prints it, None if none
_fallbacks: list[str] = []  # registered fallback font names, in the order they were found
_loaded: dict[FontFile, TTFont | None] = {}  # every font file tried (None: not usable)
_fc_works = True  # until fc-list is found missing or failing: then the font folders are scanned
_missing: ContextVar[set[str] | None] = ContextVar("sheetwright_missing_glyphs", default=None)


def _to_unicode_cmap(fontname: str, subset: Sequence[int]) -> str:
    """reportlab's ToUnicode map, with characters above U+FFFF (emoji) as UTF-16 surrogate pairs:
    reportlab writes U+1F409 as five hex digits, which readers misread (copying 🐉 gave "ὀ")."""
    pairs = [
        f"<{i:02X}> <{chr(code).encode('utf-16-be', 'surrogatepass').hex().upper()}>"
        for i, code in enumerate(subset)
    ]
    return "\n".join(
        [
            "/CIDInit /ProcSet findresource begin",
            "12 dict begin",
            "begincmap",
            "/CIDSystemInfo",
            f"<< /Registry ({fontname})",
            f"/Ordering ({fontname})",
            "/Supplement 0",
            ">> def",
            f"/CMapName /{fontname} def",
            "/CMapType 2 def",
            "1 begincodespacerange",
            f"<00> <{len(subset) - 1:02X}>",
            "endcodespacerange",
            f"{len(subset)} beginbfchar",
            *pairs,
            "endbfchar",
            "endcmap",
            "CMapName currentdict /CMap defineresource pop",
            "end",
            "end",
        ]
    )


ttfonts.makeToUnicodeCMap = _to_unicode_cmap  # used by every TrueType subset reportlab writes


def _ignorable(char: str) -> bool:
    """Format and variation characters (zero-width joiners, emoji selectors): never drawn alone."""
    code = ord(char)
    return (
        unicodedata.category(char) in ("Cf", "Cc")
        or 0xFE00 <= code <= 0xFE0F
        or 0xE0100 <= code <= 0xE01EF
        or 0x180B <= code <= 0x180F
        or code == 0x034F
    )


def _cmap(font: str) -> dict[int, int]:
    """The code point -> glyph map of a registered TrueType font."""
    face: Any = pdfmetrics.getFont(font).face
    return face.charToGlyph  # type: ignore[no-any-return]


def _has(face: TTFont, code: int) -> bool:
    return bool(face.face.charToGlyph.get(code))


def font_for(char: str, font: str = SANS) -> str | None:
    """The font that prints `char`: `font` itself if it has it, else the first fallback with the
    glyph; None when no font of this system has it."""
    register_fonts()
    code = ord(char)
    if code in _cmap(font):
        return font
    if char in _choice:
        return _choice[char]
    with _LOCK:
        if char not in _choice:
            _choice[char] = _find_fallback(code)
        return _choice[char]


def _find_fallback(code: int) -> str | None:
    """A registered fallback with the glyph, else the first new system font that has it."""
    for name in _fallbacks:
        if code in _cmap(name):
            return name
    for candidate in _candidates(code):
        face = _load(candidate)
        if face is not None and _has(face, code):
            return _register(face)
    return None


def _load(candidate: FontFile) -> TTFont | None:
    """The font file parsed once; None when reportlab cannot embed it (CFF, colour-only, broken)."""
    if candidate not in _loaded:
        path, index = candidate
        try:
            _loaded[candidate] = TTFont(f"Fallback{len(_loaded)}", path, subfontIndex=index)
        except Exception:  # a broken or CFF system font is skipped, it must never stop a print
            _loaded[candidate] = None
    return _loaded[candidate]


def _register(face: TTFont) -> str:
    name = str(face.fontName)
    if name not in _fallbacks:
        pdfmetrics.registerFont(face)
        _fallbacks.append(name)
    return name


def _candidates(code: int) -> list[FontFile]:
    """System TrueType fonts that may have the character, the most sans-serif-like first."""
    found = _fc_list(code)
    if found is None:
        return [c for c in _scanned() if c not in _loaded]
    rank = {candidate: i for i, candidate in enumerate(_fc_ranking())}
    return sorted((c for c in found if c not in _loaded), key=lambda c: (rank.get(c, len(rank)), c))


def _run_fc(args: Sequence[str]) -> list[FontFile] | None:
    """Font files a fontconfig tool lists (TrueType only); None when the tool is not there."""
    try:
        done = subprocess.run(
            [*args[:1], "--format", "%{file}\t%{index}\t%{fontformat}\n", *args[1:]],
            capture_output=True,
            text=True,
            timeout=_FC_TIMEOUT,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    if done.returncode != 0:
        return None
    files: list[FontFile] = []
    for line in done.stdout.splitlines():
        path, _, rest = line.partition("\t")
        index, _, kind = rest.partition("\t")
        if kind == "TrueType" and path.lower().endswith(_FONT_SUFFIXES) and index.isdigit():
            files.append((path, int(index)))
    return files


def _fc_list(code: int) -> list[FontFile] | None:
    """The TrueType fonts fontconfig says have the character; None without a working fc-list."""
    global _fc_works
    found = _run_fc(["fc-list", f":charset={code:x}"]) if _fc_works else None
    _fc_works = found is not None
    return found


@lru_cache(maxsize=1)
def _scanned() -> list[FontFile]:
    return font_folder_files()


@lru_cache(maxsize=1)
def _fc_ranking() -> list[FontFile]:
    """Every font in fontconfig's order of closeness to the system's sans-serif."""
    return _run_fc(["fc-match", "-s", "sans-serif"]) or []


def font_folders() -> list[Path]:
    """The standard font folders of Linux, macOS and Windows, the user's own first."""
    home = Path.home()
    data = Path(os.environ.get("XDG_DATA_HOME") or home / ".local" / "share")
    folders = [data / "fonts", home / ".fonts", Path("/usr/local/share/fonts")]
    folders += [Path("/usr/share/fonts"), home / "Library" / "Fonts", Path("/Library/Fonts")]
    folders.append(Path("/System/Library/Fonts"))
    if sys.platform == "win32":
        local = os.environ.get("LOCALAPPDATA")
        if local:
            folders.append(Path(local) / "Microsoft" / "Windows" / "Fonts")
        folders.append(Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts")
    return folders


def font_folder_files(folders: Sequence[Path] | None = None) -> list[FontFile]:
    """The TrueType files under the font folders (first face of a collection), when fontconfig is
    not installed."""
    files: list[FontFile] = []
    for folder in font_folders() if folders is None else folders:
        try:
            found = sorted(p for p in folder.rglob("*") if p.suffix.lower() in _FONT_SUFFIXES)
        except OSError:
            continue
        files += [(str(p), 0) for p in found if (str(p), 0) not in files]
    return files


@lru_cache(maxsize=8192)
def runs(text: str, font: str) -> tuple[Run, ...]:
    """The text cut into runs of one font each: `font` where it has the glyphs, a fallback where
    not, `font` again (flagged) for characters no font has; lone format characters are dropped."""
    if text.isascii():
        return ((font, text, False),)
    out: list[Run] = []
    cmap = _cmap(font)
    for char in text:
        if ord(char) not in cmap and _ignorable(char):
            continue
        chosen = font_for(char, font)
        piece = (chosen or font, char, chosen is None)
        if out and out[-1][0] == piece[0] and out[-1][2] == piece[2]:
            out[-1] = (piece[0], out[-1][1] + char, piece[2])
        else:
            out.append(piece)
    return tuple(out)


def text_width(text: str, font: str, size: float) -> float:
    """The width of a line drawn with fallbacks, in points."""
    return sum(
        float(pdfmetrics.stringWidth(part, name, size)) for name, part, _ in runs(text, font)
    )


def note_missing(text: str) -> None:
    """Record the characters no font has while a `collect_missing` block is open."""
    seen = _missing.get()
    if seen is not None:
        seen.update(text)


def uncovered(text: str, font: str = SANS) -> list[str]:
    """The characters of `text` that no font of this system prints, each once, in order."""
    found: dict[str, None] = {}
    for _, part, missing in runs(text, font):
        if missing:
            found.update(dict.fromkeys(part))
    return list(found)


@dataclass
class Missing:
    """The characters a rendering could not print, filled while its `collect_missing` is open."""

    seen: set[str] = field(default_factory=set)

    @property
    def characters(self) -> list[str]:
        """Each character once, by code point."""
        return sorted(self.seen)


@contextmanager
def collect_missing() -> Iterator[Missing]:
    """Collect what text drawn inside the block (on this thread) could not print."""
    found = Missing()
    token = _missing.set(found.seen)
    try:
        yield found
    finally:
        _missing.reset(token)


def render_checked(render: Callable[[], bytes]) -> tuple[bytes, list[str]]:
    """A rendering's PDF and the characters in it no font of this system prints."""
    with collect_missing() as missing:
        pdf = render()
    return pdf, missing.characters


def uncovered_in_sheet(build: Build[Any], meta: SheetMeta) -> list[str]:
    """The characters of a build's printed sheet (its name, notes and every text on it) that no
    font of this system prints."""
    from model.pdf.sheet_pdf import render_sheet

    return render_checked(lambda: render_sheet(build, meta))[1]


def missing_warning(characters: Sequence[str]) -> str:
    """One sentence naming the characters no font prints: `No font on this computer can print
    "𐀀" (U+10FFFD); it shows as an empty box in the PDF.`"""
    named = ", ".join(f'"{char}" (U+{ord(char):04X})' for char in characters)
    if len(characters) == 1:
        return f"No font on this computer can print {named}; it shows as an empty box in the PDF."
    return f"No font on this computer can print {named}; they show as empty boxes in the PDF."
