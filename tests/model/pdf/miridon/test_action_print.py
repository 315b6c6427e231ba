# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The character's action numbers are printed in the sheet's Actions block and on the cards."""

from __future__ import annotations

from model.pdf.cards import render_cards
from model.pdf.sheet_pdf import SheetMeta, render_sheet
from rules.engine.build import Build
from rules.miridon.state import MiridonState
from tests.model.pdf.miridon.test_rank_amounts_print import text_of
from tests.rules.miridon.builders import build, character, errors, ev

META = SheetMeta("Ada Blade", "Miridon")

# miridon.txt l. 692 (with Second Attack a Second Melee Attack costs 1 Strength and 2 Speed);
# l. 1953 / 1965: Charge + the Longsword's weight 2, Fast Charge twice it;
# l. 2580: Power Attack up to the Longsword's To Hit Bonus +1; l. 1927 Sidestep 5 ft
EXPECTED = (
    "Second Melee Attack — costs 1 Strength and 2 Speed (Second Attack)",
    "Longsword (1) — Charge +2 Damage Dealt, Fast Charge +4 on the next melee hit; "
    "Power Attack: up to −1 To Hit for +1d6 Damage Dealt",
    "Movement — Sidestep 5 ft, Fast Sidestep 10 ft, Charge 10 ft, Fast Charge 20 ft",
)


def blade() -> Build[MiridonState]:
    result = build(
        *character("duelist", points=100),
        *[ev("buy-flair", flair=f) for f in ("second-attack", "true-strike", "power-attack")],
        ev("wield", weapon="longsword"),
    )
    assert result.valid, errors(result)
    return result


def test_sheet_prints_the_actions_block() -> None:
    text = text_of(render_sheet(blade(), META, "a4"))
    assert "Actions" in text
    for line in EXPECTED[:2]:
        assert line.replace(" — ", ": ", 1) in text


def test_cards_print_the_actions() -> None:
    text = text_of(render_cards([(blade(), META)], "a4"))
    for line in EXPECTED:
        assert line in text
