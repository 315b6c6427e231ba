# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Resources, feat choices, modifier removal and what `options` offers, citing the rulebook."""

from __future__ import annotations

from rules.engine.build import Build
from rules.engine.event import Event
from rules.engine.replay import replay
from rules.heretics.state import HereticsState
from rules.heretics.system import SYSTEM
from tests.rules.heretics.builders import build, errors, ev, exp, shipped


def with_max(*events: Event, most: int | None = 5) -> Build[HereticsState]:
    """Replay with the GM's resource maximum set."""
    return replay(SYSTEM, shipped(), list(events), {"resource_max": most})


def test_resources_need_the_gms_maximum() -> None:
    # l. 50: resources "will be filled to the maximum" — a number the GM sets (house rule)
    result = build(ev("spend-resources", note="rope", amount=1))
    assert errors(result) == ["The GM has not set a resource maximum yet (character settings)."]


def test_spend_and_restock() -> None:
    # l. 50: spend resource points to obtain an item; restocking removes them and refills
    spent = with_max(ev("spend-resources", note="rope", amount=2))
    assert spent.valid
    assert spent.sheet.value("resources-left") == 3
    assert spent.sheet.sections["resources"]["obtained"] == [{"amount": 2, "note": "rope"}]
    too_much = with_max(ev("spend-resources", note="cart", amount=6))
    assert errors(too_much) == ["Not enough resource points: this needs 6, you have 5."]
    restocked = with_max(ev("spend-resources", note="rope", amount=2), ev("restock"))
    assert restocked.sheet.value("resources-left") == 5
    assert restocked.sheet.sections["resources"]["obtained"] == []


def test_equipment_notes() -> None:
    result = build(ev("add-equipment", text="Lantern"), ev("add-equipment", text="Tent"),
                   ev("remove-equipment", text="Lantern"))  # fmt: skip
    assert result.sheet.sections["resources"]["equipment"] == ["Tent"]
    assert errors(build(ev("remove-equipment", text="Boat"))) == [
        "There is no equipment note 'Boat'."
    ]


def test_skill_specialization_names_a_skill() -> None:
    # l. 351 Skill Specialization: "Pick a skill and decide on a specialization", 5 per rank
    bare = build(exp(5), ev("buy-feat-rank", feat="skill-specialization"))
    assert errors(bare) == ["Skill Specialization needs a skill chosen."]
    picked = build(
        exp(10),
        ev("buy-feat-rank", feat="skill-specialization", choice="sleight-of-hand",
           detail="Lock picking"),
        ev("buy-feat-rank", feat="skill-specialization"),
    )  # fmt: skip
    assert picked.valid, errors(picked)
    feat = picked.sheet.sections["feats"][0]
    assert (feat["rank"], feat["choice_name"], feat["detail"]) == (
        2,
        "Sleight of hand",
        "Lock picking",
    )
    assert picked.ledger.debited("exp") == 10


def test_feat_options_show_maximum_and_price() -> None:
    # l. 320 Multi-Attack: 15 per rank (Max 4)
    result = build(exp(60), *[ev("buy-feat-rank", feat="multi-attack")] * 4)
    option = next(o for o in result.options("feat") if o.id == "multi-attack")
    assert (option.available, option.cost) == (False, 15)
    assert option.check.reasons == ("Multi-Attack is already at its maximum rank 4.",)


def test_template_options_leave_out_defaults() -> None:
    # l. 85: default abilities are had by all characters; the others are bought with ranks
    options = {o.id: o for o in build(exp(1)).options("template")}
    assert not options["guard"].available
    assert options["summon"].available
    assert options["summon"].cost == 1


def test_restriction_options_say_why_not() -> None:
    # l. 263 Locked Range needs range rank 2; l. 311 Allies Only needs a buff
    result = build(ev("create-ability", ability="bolt", template="attack", name="Bolt"))
    options = {o.id: o for o in result.options("restriction")}
    assert options["bolt:locked-range"].check.reasons == (
        "Locked Range needs Attack with at least a rank 2 range (range rank is 0).",
    )
    assert not options["bolt:allies-only"].available
    assert options["bolt:damage-only"].available


def test_removing_a_restriction_whose_ranks_are_used_is_refused() -> None:
    # l. 117: free ranks come from the restriction; without it they are not there
    events = [
        exp(1),
        ev("create-ability", ability="bolt", template="attack", name="Bolt"),
        ev("add-ability-rank", ability="bolt"),
        ev("add-restriction", ability="bolt", restriction="damage-only"),
        ev("assign-rank", ability="bolt", to="power"),
        ev("assign-rank", ability="bolt", to="power"),  # 1 paid + 1 of the 4 free ranks
    ]
    assert errors(build(*events, ev("remove-restriction", ability="bolt",
                                   restriction="damage-only")))[0].startswith("Bolt uses the free")  # fmt: skip
    freed = build(*events, ev("remove-rank", ability="bolt", from_="power"),
                  ev("remove-restriction", ability="bolt", restriction="damage-only"))  # fmt: skip
    assert freed.valid


def test_remove_improvement_frees_its_ranks() -> None:
    # l. 242 Riposte costs 1 rank
    result = build(
        exp(1), ev("add-ability-rank", ability="guard"),
        ev("add-improvement", ability="guard", improvement="riposte"),
        ev("remove-improvement", ability="guard", improvement="riposte"),
    )  # fmt: skip
    assert result.valid
    assert result.sheet.value("ability.guard.unassigned-ranks") == 1


def test_rename_ability_keeps_its_ranks() -> None:
    # l. 86-88: the name and flavour are the player's
    result = build(
        exp(1), ev("create-ability", ability="bolt", template="attack", name="Bolt"),
        ev("add-ability-rank", ability="bolt"),
        ev("rename-ability", ability="bolt", name="Flame Lance", flavour="White fire"),
    )  # fmt: skip
    ability = result.sheet.sections["abilities"][-1]
    assert (ability["name"], ability["flavour"], ability["ranks"]["paid"]) == (
        "Flame Lance", "White fire", 1,
    )  # fmt: skip


def test_history_words_for_a_design() -> None:
    # the history names the ability, its template, ranks and modifiers (l. 84-89, 237-318)
    result = build(
        exp(14),
        ev("design-ability", ability="bolt", template="attack", name="Fire Bolt", paid=4,
           properties={"accuracy": 2, "range": 2}, type="elemental",
           restrictions=[{"restriction": "locked-range"}]),
        ev("buy-hit-points", exp=4),
    )  # fmt: skip
    assert result.valid
    assert SYSTEM.describe is not None
    words = [SYSTEM.describe(e, result.content) for e in result.events]
    assert words == [
        "Award 14 Exp",
        "Design Fire Bolt (Attack): 4 paid ranks; Accuracy 2, Range 2; Elemental; Locked Range",
        "Buy 2 hit points (4 Exp)",
    ]


def test_history_names_a_feats_choice_by_its_kind() -> None:
    # l. 358 Debuff Specialization (type) names a debuff; l. 351 Skill Specialization a skill
    assert SYSTEM.describe is not None
    content = shipped()
    debuff = ev("buy-feat-rank", feat="debuff-specialization-type", choice="blinded")
    skill = ev("buy-feat-rank", feat="skill-specialization", choice="sleight-of-hand")
    assert SYSTEM.describe(debuff, content) == (
        "Buy a rank of Debuff Specialization (type) (Blinded)"
    )
    assert SYSTEM.describe(skill, content) == "Buy a rank of Skill Specialization (Sleight of hand)"
