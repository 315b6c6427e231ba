# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`design-ability` — a whole ability at once — each case citing the rulebook line it checks."""

from __future__ import annotations

from typing import Any

import pytest

from rules.engine.build import Build
from rules.engine.event import Event
from rules.heretics.inflicts_text import inflicts_line
from rules.heretics.state import HereticsState
from tests.rules.heretics.builders import build, errors, ev, exp


def design(paid: int, ability: str = "bolt", template: str = "attack", **fields: Any) -> Event:
    """A design-ability event with sensible defaults."""
    return ev(
        "design-ability", ability=ability, template=template, name=ability.title(), paid=paid,
        **fields,
    )  # fmt: skip


def card(result: Build[HereticsState], ability: str = "bolt") -> dict[str, Any]:
    """The ability's card from the sheet sections."""
    cards = result.sheet.sections["abilities"]
    assert isinstance(cards, list)
    return next(c for c in cards if c["id"] == ability)


def test_paid_ranks_1_to_5_cost_15_in_one_design() -> None:
    # l. 89; RULINGS.md: the k-th paid rank costs k, 0→5 costs 15
    result = build(exp(15), design(5))
    assert result.valid, errors(result)
    assert [e.amount for e in result.ledger.pool("exp")] == [15, -15]
    assert card(result)["ranks"] == {
        "paid": 5, "free": 0, "used": 0, "unassigned": 5, "next_price": 6, "exp_spent": 15,
    }  # fmt: skip


def test_growing_a_design_charges_only_the_new_ranks() -> None:
    # l. 89: rank 1 → 5 costs 2 + 3 + 4 + 5 = 14
    result = build(exp(15), design(1), design(5))
    assert [e.amount for e in result.ledger.pool("exp")] == [15, -1, -14]


def test_damage_only_free_ranks_do_not_raise_prices() -> None:
    # l. 117, l. 275 Damage Only gain 4: 4 free ranks, and 3 paid ranks still cost 1 + 2 + 3 = 6
    restricted = design(3, properties={"power": 7}, restrictions=[{"restriction": "damage-only"}])
    result = build(exp(6), restricted)
    assert result.valid, errors(result)
    assert result.ledger.debited("exp") == 6
    assert card(result)["ranks"]["free"] == 4
    assert result.sheet.value("ability.bolt.power") == 15  # l. 147: Power = 1 (2 per rank)


def test_paid_ranks_never_go_down() -> None:
    # l. 89: ranks are bought; nothing in the rulebook sells them back
    assert errors(build(exp(6), design(3), design(2)))[0].startswith(
        "Bolt already has 3 paid ranks"
    )


def test_assigning_more_ranks_than_owned_is_refused() -> None:
    # l. 89: each rank goes to one property
    result = build(exp(3), design(2, properties={"power": 3}))
    assert errors(result) == ["Bolt assigns 1 rank(s) more than it has."]


def test_unassigned_ranks_are_allowed_and_shown() -> None:
    # l. 89: "use that rank to improve one of the ability's properties or save it for later"
    result = build(exp(3), design(2, properties={"power": 1}))
    assert result.valid
    assert result.sheet.value("ability.bolt.unassigned-ranks") == 1


def test_locked_range_free_rank_pays_for_its_own_range() -> None:
    # l. 263 Locked Range (gain 1) needs a rank 2 range: 1 paid + 1 free rank on range is legal
    locked = design(1, properties={"range": 2}, restrictions=[{"restriction": "locked-range"}])
    result = build(exp(1), locked)
    assert result.valid, errors(result)
    assert card(result)["range"] == {
        "rank": 2, "squares": 6, "melee": False, "text": "6 squares (ranged)",
    }  # fmt: skip


def test_locked_range_refused_at_range_rank_1() -> None:
    # l. 263 Locked Range: "Attack with at least a rank 2 range"
    locked = design(1, properties={"range": 1}, restrictions=[{"restriction": "locked-range"}])
    assert errors(build(exp(1), locked)) == [
        "Locked Range needs Attack with at least a rank 2 range (range rank is 1)."
    ]


@pytest.mark.parametrize(
    ("template", "improvement", "allowed"),
    [
        ("heal", "riposte", False),  # l. 242 Riposte — Type : Defenses
        ("guard", "riposte", True),
        ("attack", "commander", False),  # l. 254 Commander — Type : Summon
        ("summon", "commander", True),
        ("attack", "ignore-walls", True),  # l. 258 Ignore Walls — Type : Innate Attack
        ("heal", "ignore-walls", False),
        ("heal", "improved-sustain", False),  # l. 250: Heal has no duration to sustain
        ("shield", "improved-sustain", True),
    ],
)
def test_improvement_type_lines(template: str, improvement: str, allowed: bool) -> None:
    ability = template if template == "guard" else "it"
    event = design(3, ability=ability, template=template, improvements={improvement: 1})
    assert build(exp(6), event).valid is allowed


@pytest.mark.parametrize(
    ("template", "restriction", "properties", "allowed"),
    [
        ("heal", "allies-only", {}, True),  # l. 311 Allies Only — Type : Any buff
        ("attack", "allies-only", {}, False),
        ("attack", "slow", {}, False),  # l. 291 Slow — Type : Any standard action
        ("heal", "slow", {}, True),
        ("heal", "no-duration", {}, False),  # l. 287: Heal has no duration
        ("damage-boost", "no-duration", {}, True),
        ("attack", "target-requires-debuff", {}, True),  # l. 295: hostile abilities
        ("heal", "locked-area-of-effect-size", {"area-of-effect": 1}, False),  # l. 267: Attack
        ("attack", "locked-area-of-effect-size", {"area-of-effect": 1}, True),
        ("attack", "locked-area-of-effect-size", {}, False),
    ],
)
def test_restriction_type_lines(
    template: str, restriction: str, properties: dict[str, int], allowed: bool
) -> None:
    choice = {"choice": "stunned"} if restriction == "target-requires-debuff" else {}
    event = design(
        1, ability="it", template=template, properties=properties,
        restrictions=[{"restriction": restriction, **choice}],
    )  # fmt: skip
    assert build(exp(1), event).valid is allowed, errors(build(exp(1), event))


def test_debuff_only_type_names_a_debuff() -> None:
    # l. 279 Debuff Only (type): "Pick a debuff"
    missing = design(1, restrictions=[{"restriction": "debuff-only-type"}])
    assert errors(build(exp(1), missing)) == ["Debuff Only (type) needs a debuff chosen."]
    wrong = design(1, restrictions=[{"restriction": "debuff-only-type", "choice": "cone"}])
    assert "not a debuff" in errors(build(exp(1), wrong))[0]
    feared = [{"restriction": "debuff-only-type", "choice": "feared"}]
    named = build(exp(1), design(1, restrictions=feared))
    assert named.valid
    assert card(named)["restrictions"][0]["choice_name"] == "Feared"


def test_locked_shape_keeps_only_the_chosen_shape() -> None:
    # l. 271 Locked Area of Effect Shape: "Choose a shape"; l. 109-112 sizes
    shaped = design(
        1, properties={"area-of-effect": 1, "power": 1},
        restrictions=[{"restriction": "locked-area-of-effect-shape", "choice": "line"}],
    )  # fmt: skip
    result = build(exp(1), shaped)
    assert result.valid, errors(result)
    assert [a["text"] for a in card(result)["areas"]] == ["4 squares"]


@pytest.mark.parametrize(
    ("aoe", "texts"),
    [
        # l. 109 Line: rank × 4; l. 110 Cone: 1 + 2 rows per rank; l. 111 Area: sides 1 + 2 per
        # rank; l. 112 Multi Target: at least rank 2, creatures = rank
        (1, ["4 squares", "3 rows (9 squares)", "3 × 3 squares", "no effect below AoE rank 2"]),
        (2, ["8 squares", "5 rows (25 squares)", "5 × 5 squares", "2 creatures"]),
    ],
)
def test_area_sizes_by_shape(aoe: int, texts: list[str]) -> None:
    result = build(exp(3), design(2, properties={"area-of-effect": aoe}))
    assert [a["text"] for a in card(result)["areas"]] == texts


def test_self_damage_one_free_rank_per_two_hit_points() -> None:
    # l. 303 Self Damage — Gain : 1 per 2 hit points
    hurt = design(1, properties={"power": 3},
                  restrictions=[{"restriction": "self-damage", "hit_points": 5}])  # fmt: skip
    result = build(exp(1), hurt)
    assert result.valid, errors(result)
    assert card(result)["ranks"]["free"] == 2
    deadly = design(1, restrictions=[{"restriction": "self-damage", "hit_points": 10}])
    # l. 305: "Can not be used if the damage would reduce your hit points to 0" (10 HP, l. 44)
    assert [w.code for w in build(exp(1), deadly).warnings] == ["no-proficiencies", "self-damage"]


def test_slow_adds_an_action_point() -> None:
    # l. 291 Slow: "The number of action points required for this ability increases by 1."
    result = build(exp(1), design(1, template="heal", restrictions=[{"restriction": "slow"}]))
    assert result.sheet.value("ability.bolt.action-points") == 2
    assert card(result)["action"] == "2 Standard"


def test_contradicting_restrictions_are_refused() -> None:
    # docs/rulings.md: Damage Only and Debuff Only cannot sit on one attack (l. 275-285)
    both = design(1, restrictions=[{"restriction": "damage-only"},
                                   {"restriction": "debuff-only-any"}])  # fmt: skip
    assert "can not be combined with" in errors(build(exp(1), both))[0]


def test_effect_text_numbers_filled_in() -> None:
    # l. 213 Summon: "hit points are equal to this ability's power times 2" (power 1 + 2 ranks)
    summon = design(2, ability="pet", template="summon", properties={"power": 2})
    text = card(build(exp(3), summon), "pet")["effect"]
    assert "equal to this ability's power times 2 (6)" in text
    assert "an attack with a rank equal to this ability's power (3)" in text


def test_default_defenses_are_there_and_can_be_designed() -> None:
    # l. 157-171: Guard, Endure and Inhibit are default abilities; Power = 0 (2 per rank)
    result = build(exp(3), design(2, ability="guard", template="guard", properties={"power": 2}))
    assert result.valid, errors(result)
    assert result.sheet.value("ability.guard.power") == 4
    assert result.sheet.value("ability.endure.power") == 0
    assert errors(build(design(0, ability="guard2", template="guard"))) == [
        "Every character already has Guard."
    ]


def test_damage_boost_duration_needs_two_ranks_per_turn() -> None:
    # l. 186 Damage Boost: Duration = 1 (1 per 2 ranks)
    values = [
        build(exp(10), design(4, template="damage-boost", properties={"duration": n})).sheet.value(
            "ability.bolt.duration"
        )
        for n in range(5)
    ]
    assert values == [1, 1, 2, 2, 3]


def test_type_change_takes_a_rank_in_a_design() -> None:
    # l. 94: changing the Type to elemental or mind requires 1 rank
    assert build(exp(1), design(1, type="mind")).valid
    refused = errors(build(design(0, ability="guard", template="guard", type="mind")))
    assert refused[0].startswith("Guard has no Type to change.")
    assert errors(build(exp(1), design(1, type="mind", properties={"power": 1}))) == [
        "Bolt assigns 1 rank(s) more than it has."
    ]


def reach(result: Build[HereticsState]) -> dict[str, str]:
    """The attack's inflictable debuffs by id."""
    return {d["id"]: d["text"] for d in card(result)["inflicts"]}


def test_attack_power_buys_debuff_ranks_up_to_the_limit() -> None:
    # l. 362: "Any attack can inflict any debuff as long as the attack's power is equal or higher";
    # l. 366 Blinded: 1 + 4 per rank, normal attacks not above rank 2; Power = 1 (2 per rank)
    strong = build(exp(21), design(6, properties={"power": 6}))  # power 13
    found = reach(strong)
    assert found["blinded"] == "rank 2 (limit for normal attacks), power 9"
    # l. 416 Disruption: 1 + 6 per rank (13 buys rank 2), normal attacks not above rank 1
    assert found["disruption"] == "rank 1 (limit for normal attacks), power 7"
    assert found["grievous-wounds"] == "power 5"  # l. 388: a flat power of 5
    assert found["persistent-damage"] == "spend up to 13 power (6 damage a turn)"  # l. 386
    weak = reach(build(exp(1), design(1, properties={"accuracy": 1})))  # power 1
    assert "blinded" not in weak
    assert "disarmed" not in weak  # l. 391: power 3


def test_debuff_only_lifts_the_limit_and_damage_only_blocks_debuffs() -> None:
    # l. 279-285 Debuff Only: "the debuff limit no longer applies"; l. 275 Damage Only
    lifted = design(6, properties={"power": 6}, restrictions=[{"restriction": "debuff-only-any"}])
    assert reach(build(exp(21), lifted))["blinded"] == "rank 3, power 13"
    one = design(6, properties={"power": 6},
                 restrictions=[{"restriction": "debuff-only-type", "choice": "stunned"}])  # fmt: skip
    assert reach(build(exp(21), one)) == {"stunned": "rank 3, power 13"}
    damage = design(6, properties={"power": 6}, restrictions=[{"restriction": "damage-only"}])
    assert card(build(exp(21), damage))["inflicts"] == []


def test_grappled_needs_a_melee_attack() -> None:
    # l. 374 Grappled: "Requires a melee attack"; l. 106: range ranks 0 and 1 are melee
    assert "grappled" in reach(build(exp(3), design(2, properties={"power": 2})))
    ranged = design(4, properties={"power": 2, "range": 2})
    assert "grappled" not in reach(build(exp(10), ranged))
    # l. 264 Locked Range: "can no longer be used as a melee ability"
    locked = design(3, properties={"power": 2, "range": 2},
                    restrictions=[{"restriction": "locked-range"}])  # fmt: skip
    assert "grappled" not in reach(build(exp(6), locked))


def test_debuff_specialization_lifts_the_limit_for_every_attack() -> None:
    # l. 358 Debuff Specialization (type): "The debuff limit no longer applies for any of your attacks."
    feat = ev("buy-feat-rank", feat="debuff-specialization-type", choice="blinded")
    result = build(exp(51), feat, design(6, properties={"power": 6}))
    assert reach(result)["blinded"] == "rank 3, power 13"


def test_the_printed_debuff_line_marks_the_limit() -> None:
    # l. 366 Blinded 1 + 4 per rank, limit rank 2: power 13 reaches rank 3, printed 2*
    line = inflicts_line(card(build(exp(21), design(6, properties={"power": 6})))["inflicts"])
    assert line is not None
    assert "Blinded 2*" in line
    assert "Persistent Damage (Damage Type) (up to 13 power)" in line
    assert line.endswith("(* the limit for normal attacks)")
    assert inflicts_line(card(build(), "guard")["inflicts"]) is None  # not an attack


def test_commander_ranks_fill_the_command_points() -> None:
    # l. 215 Summon: "divide 2 action points among them"; l. 254 Commander: +1 per rank (3 ranks each)
    summon = design(6, ability="pet", template="summon", improvements={"commander": 2})
    text = card(build(exp(21), summon), "pet")["effect"]
    assert "divide 2 action points (4) among them" in text


def test_an_ability_is_obtained_by_buying_its_first_rank() -> None:
    # l. 89: "In order to obtain an ability, all you need to do is invest a rank into it." — free
    # ranks from restrictions alone do not obtain it (else Damage Only would give free attacks)
    free_only = design(0, properties={"power": 4}, restrictions=[{"restriction": "damage-only"}])
    assert errors(build(free_only)) == [
        "Bolt needs its first paid rank: an ability is obtained by investing a rank in it (1 Exp)."
    ]
    created = build(ev("create-ability", ability="bolt", template="attack", name="Bolt"))
    assert [i.code for i in created.errors] == ["unbought"]
    assert build(exp(1), design(1)).valid


def test_a_two_ranks_per_step_property_says_where_its_next_step_is() -> None:
    # l. 186 Damage Boost: Duration = 1 (1 per 2 ranks): with 1 rank, the next +1 comes at 2
    boost = design(1, template="damage-boost", properties={"duration": 1})
    duration = next(
        p for p in card(build(exp(1), boost))["properties"] if p["property"] == "duration"
    )
    assert (duration["value"], duration["next"], duration["next_at"]) == (1, 2, 2)
