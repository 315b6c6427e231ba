# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`buy-armor` and `buy-shield` each take only their own item (issue 14)."""

from __future__ import annotations

from rules.lyrian.op_table import OPS
from tests.rules.lyrian.builders import build, created, errors, ev


def test_each_protection_op_lists_only_its_own_field() -> None:
    armor, shield = OPS.get("buy-armor"), OPS.get("buy-shield")
    assert armor is not None
    assert shield is not None
    assert set(armor.fields.model_fields) == {"armor", "price"}
    assert set(shield.fields.model_fields) == {"shield", "price"}


def test_a_shield_given_to_buy_armor_is_refused_by_name() -> None:
    # lyrian-chronicles.txt, Items & Equipment — Armor (l. 1417-1433): armor and shields apart
    result = build(*created(), ev("buy-armor", shield="shield"))
    assert errors(result) == ["buy-armor: 'armor' is required; 'shield' is not a known field."]
    assert result.state.armor is None
    assert result.state.shield is None


def test_wearing_a_second_armor_names_it_with_its_article() -> None:
    # lyrian-chronicles.txt, Items & Equipment — Armor (l. 1417-1433): one armor at a time
    result = build(
        *created(), ev("buy-armor", armor="medium-armor"), ev("buy-armor", armor="heavy-armor")
    )
    assert errors(result) == [
        "You already have an armor (medium-armor): drop it first (one at a time)."
    ]
