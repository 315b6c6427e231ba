# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Power level, Spirit Core, Skybound tier and Astra resistance from the EXP ledger."""

from __future__ import annotations

from rules.engine.ledger import Ledger
from rules.engine.sheet_value import SheetValue, Term
from rules.lyrian.numbers import (
    ABILITY_SRC,
    ASTRA_PER,
    ASTRA_SRC,
    PROGRESSION_SRC,
    SKYBOUND_CORE,
    UNCAPPED_CORE,
    UNUSABLE_SRC,
)
from rules.lyrian.state import LyrianState


def spirit_core(state: LyrianState, ledger: Ledger) -> int:
    """All EXP spent (creation class EXP included; refunds and breakthrough-only EXP not)."""
    return ledger.debited("exp") - state.exp_refunded


def power_level(state: LyrianState, ledger: Ledger) -> int:
    """All EXP ever gained (refunds are not new EXP)."""
    return ledger.credited("exp") - state.exp_refunded


def tier_name(core: int) -> str:
    """The Spirit Core tier the skill caps depend on."""
    if core >= UNCAPPED_CORE:
        return "10k Spirit Core: no skill cap"
    if core >= SKYBOUND_CORE:
        return "Skybound"
    return "below Skybound"


def experience_values(state: LyrianState, ledger: Ledger) -> dict[str, SheetValue]:
    """EXP left, power level, Spirit Core and Astra resistance, with breakdowns."""
    core = spirit_core(state, ledger)
    spent = ledger.debited("exp")
    core_terms = [Term("EXP spent", spent, PROGRESSION_SRC)]
    duplicates = state.exp_refunded - state.exp_refunded_unusable
    if duplicates:
        core_terms.append(Term("refunded: duplicate abilities", -duplicates, ABILITY_SRC))
    if state.exp_refunded_unusable:
        core_terms.append(
            Term(
                "refunded: abilities this character cannot use",
                -state.exp_refunded_unusable,
                UNUSABLE_SRC,
            )
        )
    astra = core // ASTRA_PER
    return {
        "exp": SheetValue("exp", "EXP", ledger.balance("exp"), (), PROGRESSION_SRC),
        "power-level": SheetValue(
            "power-level", "Power level", power_level(state, ledger), (), PROGRESSION_SRC
        ),
        "spirit-core": SheetValue(
            "spirit-core", "Spirit Core", core, tuple(core_terms), PROGRESSION_SRC, tier_name(core)
        ),
        "astra-resistance": SheetValue(
            "astra-resistance",
            "Astra resistance",
            astra,
            (Term(f"Spirit Core {core} ÷ {ASTRA_PER}, rounded down", astra, ASTRA_SRC),),
            ASTRA_SRC,
        ),
    }
