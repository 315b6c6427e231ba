# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The numbers feats change (Feats, l. 319-360) and the movement they are computed from (l. 23)."""

from __future__ import annotations

import pytest

from gui.heretics.text_sheet import sheet_lines
from rules.engine.event import Event
from tests.rules.heretics.builders import build, ev, exp


def feat(feat_id: str, ranks: int = 1, **fields: str) -> list[Event]:
    return [ev("buy-feat-rank", feat=feat_id, **fields)] * ranks


def test_movement_is_4_squares_per_move_action() -> None:
    # glorious-heretics.txt, Actions, l. 23: "Move : 1 action point. You gain 4 squares of movement."
    sheet = build().sheet
    assert sheet.value("movement") == 4
    assert sheet["movement"].source is not None
    assert sheet["movement"].source.line() == "23"


@pytest.mark.parametrize(("rank", "penalty"), [(1, -3), (2, -2), (3, -1), (4, 0)])
def test_multi_attack_penalty_per_additional_hostile_action(rank: int, penalty: int) -> None:
    # glorious-heretics.txt, Actions, l. 26: -4 per additional hostile action;
    # Feats, l. 322: Multi-Attack reduces it by 1 per rank (rank 1 → -3 … rank 4 → 0)
    sheet = build(exp(60), *feat("multi-attack", rank)).sheet
    value = sheet["feat.multi-attack.penalty"]
    assert value.value == penalty
    assert [t.amount for t in value.terms] == [-4, rank]
    assert value.source is not None
    assert value.source.line() == "322"


def test_multi_attack_text_gives_the_cumulative_penalty() -> None:
    # Actions, l. 26: cumulative (-4, -8 …); Feats, l. 322: rank 1 → -3 on the second, -6 on the third
    feats = build(exp(15), *feat("multi-attack")).sheet.sections["feats"]
    assert isinstance(feats, list)
    assert feats[0]["numbers"][0]["text"] == (
        "−3 accuracy on the second hostile action, −6 on the third"
    )


@pytest.mark.parametrize(("rank", "difference"), [(1, 6), (2, 4), (3, 2)])
def test_feint_required_difference(rank: int, difference: int) -> None:
    # glorious-heretics.txt, Feats, l. 329: at least 6 less; each additional rank decreases it by 2
    sheet = build(exp(60), *feat("feint", rank)).sheet
    assert sheet.value("feat.feint.difference") == difference


@pytest.mark.parametrize(("rank", "debuffs"), [(1, 2), (2, 3), (3, 4)])
def test_versatile_attack_debuffs_per_hit(rank: int, debuffs: int) -> None:
    # glorious-heretics.txt, Feats, l. 335: an additional debuff at rank 1, +1 per additional
    # rank, to a maximum of 4 debuffs (or 3 debuffs and leftover damage) — Max 3 ranks (l. 334)
    sheet = build(exp(90), *feat("versatile-attack", rank)).sheet
    assert sheet.value("feat.versatile-attack.debuffs") == debuffs


def test_versatile_attack_rank_3_text_is_the_cap() -> None:
    # Feats, l. 335: "to a maximum of 4 debuffs or 3 debuffs and leftover damage"
    feats = build(exp(90), *feat("versatile-attack", 3)).sheet.sections["feats"]
    assert isinstance(feats, list)
    text = feats[0]["numbers"][0]["text"]
    assert text == "up to 4 debuffs per hit, or 3 debuffs and leftover damage"


@pytest.mark.parametrize(("rank", "speed", "line"), [(1, 2, "338"), (2, 4, "339"), (3, 8, "340")])
def test_flying_speed(rank: int, speed: int, line: str) -> None:
    # glorious-heretics.txt, Feats, l. 338-340: half of 4 squares rounded up = 2; equal = 4; twice = 8
    sheet = build(exp(120), *feat("flying", rank)).sheet
    value = sheet["feat.flying.speed"]
    assert value.value == speed
    assert value.source is not None
    assert value.source.line() == line


def test_flying_above_the_printed_ranks_keeps_rank_3() -> None:
    # Feats, l. 337: no maximum printed; l. 340 is the last rank line (twice 4 = 8)
    value = build(exp(160), *feat("flying", 4)).sheet["feat.flying.speed"]
    assert value.value == 8
    assert value.note == "the rulebook prints no rank 4 line: rank 3's speed"


@pytest.mark.parametrize(("rank", "speed"), [(1, 2), (2, 2), (3, 4)])
def test_burrowing_speed(rank: int, speed: int) -> None:
    # glorious-heretics.txt, Feats, l. 343: Burrowing rank 1 = ⅓ of 4 squares rounded up = 2;
    # l. 344: rank 2 = half of 4 = 2; l. 345: rank 3 = 4
    sheet = build(exp(120), *feat("burrowing", rank)).sheet
    assert sheet.value("feat.burrowing.speed") == speed


@pytest.mark.parametrize(
    ("burrowing", "digger", "speed"), [(1, 1, 1), (1, 2, 2), (3, 1, 2), (3, 2, 4)]
)
def test_heavy_digger_speed_from_the_burrow_speed(burrowing: int, digger: int, speed: int) -> None:
    # glorious-heretics.txt, Feats, l. 348: half the burrow speed; l. 349: equal to it
    # (Burrowing rank 1 → 2 squares, rank 3 → 4 squares, l. 343-345)
    events = [exp(500), *feat("burrowing", burrowing), *feat("heavy-digger", digger)]
    assert build(*events).sheet.value("feat.heavy-digger.speed") == speed


def test_heavy_digger_without_burrowing_has_no_speed() -> None:
    # Feats, l. 348: "half their burrow speed" — without Burrowing there is none
    value = build(exp(60), *feat("heavy-digger")).sheet["feat.heavy-digger.speed"]
    assert value.value == 0
    assert value.note == "no burrow speed: it needs Burrowing"


def test_skill_specialization_bonus_per_rank() -> None:
    # glorious-heretics.txt, Feats, l. 353: +1 for each rank; 2 ranks on Stealth (Hiding) → +2
    events = [exp(10), *feat("skill-specialization", choice="stealth", detail="Hiding")]
    result = build(*events, *feat("skill-specialization"))
    value = result.sheet["feat.skill-specialization.bonus"]
    assert (value.label, value.value) == ("Stealth (Hiding)", 2)
    feats = result.sheet.sections["feats"]
    assert isinstance(feats, list)
    assert feats[0]["numbers"][0]["text"] == "Stealth (Hiding) +2"


def test_dash_first_move() -> None:
    # glorious-heretics.txt, Feats, l. 357: the first move action grants 2 extra: 4 + 2 = 6
    value = build(exp(20), *feat("dash")).sheet["feat.dash.first-move"]
    assert value.value == 6
    assert [t.amount for t in value.terms] == [4, 2]


def test_feat_values_are_labelled_and_cited_where_the_feat_is_printed() -> None:
    # Feats — Flying, l. 336: the rank's label is the feat's name, its source the feat's line
    value = build(exp(40), *feat("flying")).sheet["feat.flying"]
    assert value.label == "Flying"
    assert value.source is not None
    assert value.source.line() == "336"


def test_feats_without_numbers_have_no_number_values() -> None:
    # Feats, l. 331-332: Focused Area Attack changes no number of the character
    sheet = build(exp(30), *feat("focused-area-attack")).sheet
    assert not [k for k in sheet.values if k.startswith("feat.focused-area-attack.")]


def test_text_sheet_prints_movement_and_the_feat_numbers() -> None:
    # l. 23: 4 squares; l. 343: Burrowing rank 1 = 2 squares; l. 357: Dash first move 6 squares
    lines = sheet_lines(build(exp(60), *feat("burrowing"), *feat("dash")))
    assert "  Movement 4 squares per move action (1 action point)" in lines
    assert "  Burrowing rank 1 — burrow through soft material 2 squares per move action" in lines
    assert "  Dash rank 1/1 — first move action 6 squares" in lines
