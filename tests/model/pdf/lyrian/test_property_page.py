# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian property page: materials, crafts, the home with its facilities and their uses,
mounts — printed on a page of its own, and only when the character owns something."""

from __future__ import annotations

from model.pdf.sheet_pdf import SheetMeta
from tests.model.pdf.lyrian.test_layout import text_of
from tests.model.pdf.sheet_only import render_sheet
from tests.rules.lyrian.builders import build, created
from tests.rules.lyrian.test_whole_interlude import whole

META = SheetMeta("Maren", "Lyrian Chronicles")


def test_the_property_page_prints_what_the_character_owns() -> None:
    pages, _ = text_of(render_sheet(whole(), META))
    start = next(i for i, page in enumerate(pages) if "PROPERTY — MATERIALS" in page)
    assert start > 0  # a page of its own
    text = " ".join(pages[start:]).casefold()  # section titles print in capitals
    for shown in (
        "Pine",  # 600 gathered (Gather, l. 1080) − 200 for the bow (l. 1141)
        "400",
        "200 Clim",  # sells for 2 units a Clim (l. 1192)
        "Recurve Bow",
        "crafted · mods: Recurve",
        "Home: Riverside",
        "House: Medium",
        "Facility slots: 3 of 3 used",  # a medium house holds 3 (l. 1562)
        "Artifice Heatstone Tub or Sauna",
        "1 of 5 used",  # a level 1 Sauna: 5 uses per interlude (l. 1630), the Rest took one
        "Rest doubles the temporary HP",
        "1 of 2 slots",  # a level 1 Stable: 2 slots (l. 1648), Skye in one
        "+2 facility bonus to Carpenter",  # l. 1608
        "Skye",
        "Wyvern",
        "Riding requirement not given — ask your GM.",
    ):
        assert shown.casefold() in text, shown


def test_no_property_no_page() -> None:
    pages, _ = text_of(render_sheet(build(*created()), META))
    assert not any("PROPERTY" in page for page in pages)
