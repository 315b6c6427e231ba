# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A portrait read from a file: PNG or JPEG of at most 2 MB, as `sheetwright portrait` takes them,
scaled down to fit 512 px in the format it came in."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from gui.wizard.portrait_image import read_portrait


def saved(folder: Path, name: str, size: tuple[int, int]) -> Path:
    image = QImage(*size, QImage.Format.Format_RGB32)
    image.fill(QColor("teal"))
    path = folder / name
    assert image.save(str(path))
    return path


@pytest.mark.usefixtures("qapp")
@pytest.mark.parametrize(
    ("name", "size", "magic", "shape"),
    [
        ("wide.jpg", (1200, 600), b"\xff\xd8\xff", (512, 256)),
        ("tall.png", (300, 900), b"\x89PNG", (170, 512)),
        ("small.png", (64, 32), b"\x89PNG", (64, 32)),
    ],
)
def test_a_picture_keeps_its_format_and_fits_512_px(
    tmp_path: Path, name: str, size: tuple[int, int], magic: bytes, shape: tuple[int, int]
) -> None:
    raw = read_portrait(str(saved(tmp_path, name, size)))
    assert raw.startswith(magic)
    image = QImage.fromData(raw)
    assert (image.width(), image.height()) == shape


@pytest.mark.usefixtures("qapp")
def test_a_small_picture_is_kept_byte_for_byte(tmp_path: Path) -> None:
    path = saved(tmp_path, "small.png", (64, 32))
    assert read_portrait(str(path)) == path.read_bytes()


@pytest.mark.usefixtures("qapp")
def test_a_bmp_or_a_missing_file_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match=r"^face\.bmp: a portrait must be a PNG or JPEG image\.$"):
        read_portrait(str(saved(tmp_path, "face.bmp", (10, 10))))
    with pytest.raises(ValueError, match=r"^gone\.png: could not be read \(.+\)\.$"):
        read_portrait(str(tmp_path / "gone.png"))
