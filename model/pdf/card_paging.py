# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Cards too long to read continue on more cards: a pure layout step before paging."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from model.pdf.card_layout import (
    BODY_MIN,
    CARD_H,
    CARD_W,
    PAD,
    SUBTITLE_MIN,
    Card,
    Part,
    Row,
    Text,
    body_rect,
    layout_lines,
    lines_height,
)
from model.pdf.drawing import Rect
from model.pdf.drawing import width_of as _width
from model.pdf.fonts import CONDENSED

FRAME = Rect(0, 0, CARD_W, CARD_H)
# A card that must continue anyway is split at a comfortable size, not at the smallest one.
SPLIT_SIZE = 7.0
SHORT = 4  # lines: a paragraph this short is never broken over two cards


def paginate(cards: Sequence[Card], frame: Rect = FRAME) -> list[Card]:
    """The cards with every body too long for BODY_MIN carried on "(cont.)" cards after it."""
    return [piece for card in cards for piece in _split_card(_settled(card, frame), frame)]


def _settled(card: Card, frame: Rect) -> Card:
    """A subtitle too long for its line moves to the top of the body, where it can wrap."""
    if _width(card.subtitle, CONDENSED, SUBTITLE_MIN) <= frame.w - 2 * PAD:
        return card
    return replace(card, subtitle="", body=(Text(card.subtitle), *card.body))


def _split_card(card: Card, frame: Rect) -> list[Card]:
    """The card alone when its body fits at BODY_MIN, else it and its continuation cards."""
    if _fits(card.body, body_rect(card, frame), BODY_MIN):
        return [card]
    # the longest title a continuation card gets: its bar may need one more line than the first's
    later = body_rect(replace(card, title=f"{card.title} (cont. 99)", image=None), frame)
    pending = list(card.body)
    chunks = [_fill(pending, body_rect(card, frame))]
    while pending:
        chunks.append(_fill(pending, later))
    return [replace(card, body=chunks[0])] + [
        replace(card, title=f"{card.title} {_continued(i)}", body=chunk, image=None)
        for i, chunk in enumerate(chunks[1:], start=1)
    ]


def _continued(number: int) -> str:
    return "(cont.)" if number == 1 else f"(cont. {number})"


def _fill(pending: list[Part], rect: Rect) -> tuple[Part, ...]:
    """Take off `pending` what fits one body at SPLIT_SIZE, splitting a paragraph between lines."""
    chunk: list[Part] = []
    while pending and _fits([*chunk, pending[0]], rect):
        chunk.append(pending.pop(0))
    if not pending:
        return tuple(chunk)
    head, tail = _split_part(chunk, pending[0], rect)
    if head is not None:
        chunk.append(head)
        pending[0] = tail
    elif len(chunk) > 1 and isinstance(chunk[-1], Text) and chunk[-1].bold:
        pending.insert(0, chunk.pop())  # a heading goes with what it heads
    return tuple(chunk)


def _split_part(chunk: list[Part], part: Part, rect: Rect) -> tuple[Part | None, Part]:
    """What of a paragraph still fits under `chunk` (whole words, else letters) and the rest."""
    if isinstance(part, Row):
        if chunk:
            return None, part
        part = Text(f"{part.label}: {part.value}" if part.value else part.label)
    paragraph = part
    if chunk and len(layout_lines([paragraph], SPLIT_SIZE, rect.w)) <= SHORT:
        return None, paragraph  # a short paragraph moves whole rather than break in two
    tokens = re.split(r"(\s+)", paragraph.text.strip())

    def head(n: int) -> Text:
        return replace(paragraph, text="".join(tokens[: 2 * n - 1]))

    count = _most((len(tokens) + 1) // 2 - 1, lambda n: _fits([*chunk, head(n)], rect))
    if count:
        return head(count), replace(paragraph, text="".join(tokens[2 * count :]))
    if chunk:
        return None, paragraph
    text = paragraph.text.strip()  # one word longer than a whole card: cut between letters
    count = max(1, _most(len(text) - 1, lambda n: _fits([replace(paragraph, text=text[:n])], rect)))
    return replace(paragraph, text=text[:count]), replace(paragraph, text=text[count:])


def _most(limit: int, fits: Callable[[int], bool]) -> int:
    """The largest n in 0..limit for which `fits(n)` holds (it holds for all smaller n)."""
    low, high = 0, limit
    while low < high:
        mid = (low + high + 1) // 2
        low, high = (mid, high) if fits(mid) else (low, mid - 1)
    return low


def _fits(parts: Sequence[Part], rect: Rect, size: float = SPLIT_SIZE) -> bool:
    return lines_height(layout_lines(parts, size, rect.w), size) <= rect.h + 0.01
