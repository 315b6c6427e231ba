# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The committed icons: every PNG the size its folder says, and well-formed ICO and ICNS files."""

from __future__ import annotations

import importlib.util
import struct
from types import ModuleType

import pytest

from gui.app_identity import APP_ID, CAMPAIGN_MIME_TYPE, MIME_TYPE
from tests.packaging.packaging_files import ICONS

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICNS_SIZES = {b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024}
ICNS_SIZES |= {b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
ICONS_BY_CONTEXT = {
    "apps": (APP_ID,),
    "mimetypes": (MIME_TYPE.replace("/", "-"), CAMPAIGN_MIME_TYPE.replace("/", "-")),
}
ICON_FILES = [(context, name) for context, names in ICONS_BY_CONTEXT.items() for name in names]


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    assert data[:8] == PNG_SIGNATURE
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize(("context", "name"), ICON_FILES)
@pytest.mark.parametrize("size", SIZES)
def test_hicolor_png_has_its_folder_size(context: str, name: str, size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / context / f"{name}.png"
    assert png_size(path.read_bytes()) == (size, size)


def test_every_hicolor_png_matches_its_folder() -> None:
    pngs = sorted((ICONS / "hicolor").glob("*/*/*.png"))
    assert len(pngs) == len(SIZES) * len(ICON_FILES)
    for path in pngs:
        side = int(path.parts[-3].split("x")[0])
        assert png_size(path.read_bytes()) == (side, side), path


def test_scalable_app_icon_is_the_source_svg() -> None:
    scalable = ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    assert scalable.read_bytes() == (ICONS / "sheetwright.svg").read_bytes(), (
        "run packaging/icons/make_icons.py after editing sheetwright.svg"
    )
    for name in ICONS_BY_CONTEXT["mimetypes"]:
        mime_icon = ICONS / "hicolor" / "scalable" / "mimetypes" / f"{name}.svg"
        assert mime_icon.read_text("utf-8").startswith("<?xml")


def test_ico_is_a_png_icon_directory() -> None:
    data = (ICONS / "sheetwright.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind) == (0, 1)
    sides = []
    for index in range(count):
        entry = data[6 + 16 * index : 22 + 16 * index]
        width, height, _colors, _zero, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", entry
        )
        assert (planes, bits) == (1, 32)
        assert offset + length <= len(data)
        side = width or 256
        assert height == width
        assert png_size(data[offset : offset + length]) == (side, side)
        sides.append(side)
    assert sides == [16, 24, 32, 48, 64, 128, 256]


def test_icns_holds_png_entries_of_the_right_sizes() -> None:
    data = (ICONS / "sheetwright.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    position, found = 8, {}
    while position < len(data):
        kind = data[position : position + 4]
        (length,) = struct.unpack(">I", data[position + 4 : position + 8])
        assert length > 8
        side = ICNS_SIZES[kind]
        assert png_size(data[position + 8 : position + length]) == (side, side), kind
        found[kind] = side
        position += length
    assert position == len(data)
    assert {b"ic07", b"ic08", b"ic09", b"ic10"} <= set(found)


def load_make_icons() -> ModuleType:
    """packaging/icons/make_icons.py as a module (`packaging` is also a PyPI package's name)."""
    spec = importlib.util.spec_from_file_location("make_icons", ICONS / "make_icons.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_container_writers_round_trip() -> None:
    make_icons = load_make_icons()
    png = (ICONS / "hicolor" / "16x16" / "apps" / f"{APP_ID}.png").read_bytes()
    ico = make_icons.ico_bytes({16: png, 256: png})
    assert struct.unpack("<HHH", ico[:6]) == (0, 1, 2)
    assert ico[6 + 16] == 0  # 256 is written as 0
    icns = make_icons.icns_bytes([(b"ic07", png)])
    entry = b"ic07" + struct.pack(">I", 8 + len(png)) + png
    assert icns == b"icns" + struct.pack(">I", 8 + len(entry)) + entry
    assert make_icons.mime_icon_name() == ICONS_BY_CONTEXT["mimetypes"][0]
    assert make_icons.mime_icon_name(CAMPAIGN_MIME_TYPE) == ICONS_BY_CONTEXT["mimetypes"][1]


def test_the_file_icons_are_what_make_icons_draws() -> None:
    make_icons = load_make_icons()
    app_svg = (ICONS / "sheetwright.svg").read_text("utf-8")
    scalable = ICONS / "hicolor" / "scalable" / "mimetypes"
    character, campaign = ICONS_BY_CONTEXT["mimetypes"]
    assert (scalable / f"{character}.svg").read_text("utf-8") == make_icons.document_svg(app_svg)
    assert (scalable / f"{campaign}.svg").read_text("utf-8") == make_icons.campaign_svg(app_svg)
