# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A portrait is never decoded beyond a pixel cap, and is stored scaled down (issue 15, item 12)."""

from __future__ import annotations

import base64
import io

import pytest
from PIL import Image

from model.document import MAX_PORTRAIT_PIXELS, PORTRAIT_SIDE, encode_portrait
from model.pdf.portrait import load_image


def _png(size: tuple[int, int], mode: str = "1") -> bytes:
    out = io.BytesIO()
    Image.new(mode, size).save(out, "PNG", optimize=True)
    return out.getvalue()


def _jpeg(size: tuple[int, int]) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, (0, 128, 128)).save(out, "JPEG", quality=50)
    return out.getvalue()


def _stored_size(portrait: dict[str, str]) -> tuple[int, int]:
    size: tuple[int, int] = Image.open(io.BytesIO(base64.b64decode(portrait["data"]))).size
    return size


@pytest.fixture(scope="module")
def bomb() -> bytes:
    """17 KB of PNG claiming 12,000 × 12,000 pixels (1.6 GB once decoded)."""
    data = _png((12_000, 12_000))
    assert len(data) < 40_000
    assert MAX_PORTRAIT_PIXELS < 12_000 * 12_000
    return data


def test_a_portrait_with_too_many_pixels_is_refused_before_decoding(bomb: bytes) -> None:
    with pytest.raises(ValueError, match=r"12,000 × 12,000 pixels; a portrait can have at most"):
        encode_portrait(bomb)


def test_the_sheet_draws_an_empty_frame_for_a_portrait_with_too_many_pixels(bomb: bytes) -> None:
    assert load_image(bomb) is None


def test_a_large_png_portrait_is_stored_at_most_512_pixels_a_side() -> None:
    portrait = encode_portrait(_png((2000, 1000), "RGB"))
    assert portrait["media_type"] == "image/png"
    assert _stored_size(portrait) == (PORTRAIT_SIDE, PORTRAIT_SIDE // 2)


def test_a_large_jpeg_portrait_is_decoded_reduced_and_stored_small() -> None:
    portrait = encode_portrait(_jpeg((6000, 4000)))
    assert portrait["media_type"] == "image/jpeg"
    assert _stored_size(portrait) == (PORTRAIT_SIDE, 341)


def test_a_small_portrait_is_stored_unchanged() -> None:
    raw = _png((64, 32), "RGB")
    assert base64.b64decode(encode_portrait(raw)["data"]) == raw


def test_a_large_jpeg_prints_decoded_at_a_reduced_scale() -> None:
    image = load_image(_jpeg((8000, 6000)))
    assert image is not None
    assert max(image.getSize()) <= 2048
