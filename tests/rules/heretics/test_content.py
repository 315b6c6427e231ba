# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Glorious Heretics content against glorious-heretics.txt (line numbers cited)."""

from __future__ import annotations

from rules.heretics.content import (
    AbilityTemplate,
    ActionKind,
    AreaShape,
    Category,
    ChoiceKind,
    DamageType,
    Debuff,
    Feat,
    Improvement,
    Property,
    RangeTable,
    Restriction,
    Skill,
)
from tests.rules.heretics.content_system import entries

TEMPLATES = ["attack", "heal", "damage-boost", "shield", "help", "summon", "illusion", "counter"]
DEFENSES = ["guard", "endure", "inhibit"]


def _abilities() -> dict[str, AbilityTemplate]:
    return entries("ability")


def test_counts() -> None:
    skills: dict[str, Skill] = entries("skill")
    assert len(skills) == 15  # Skills, l. 54-83: 15 headings
    templates = [a for a in _abilities().values() if not a.default]
    assert sorted(a.id for a in templates) == sorted(TEMPLATES)  # l. 143, 174-228: 8 templates
    assert len(entries("improvement")) == 6  # Improvements, l. 238-261
    assert len(entries("restriction")) == 14  # Restrictions, l. 263-318
    assert len(entries("feat")) == 11  # Feats, l. 320-360
    assert len(entries("debuff")) == 13  # Debuffs, l. 364-419
    assert len(entries("area-shape")) == 4  # "There are 4 types of Area of Effect", l. 108
    assert sorted(entries("damage-type")) == ["elemental", "mind", "physical"]  # l. 94


def test_skills() -> None:
    skills: dict[str, Skill] = entries("skill")
    assert skills["sleight-of-hand"].name == "Sleight of hand"  # l. 64
    assert skills["strength"].effect.startswith("A character's raw muscle power.")  # l. 55
    assert all(s.source.book == "glorious-heretics.txt" for s in skills.values())


def test_default_defenses() -> None:
    abilities = _abilities()
    defenses = [a for a in abilities.values() if a.default]
    assert sorted(a.id for a in defenses) == sorted(DEFENSES)  # l. 157-171, "(Default)"
    for ability, damage_type in zip(DEFENSES, ["physical", "elemental", "mind"], strict=True):
        guard = abilities[ability]
        assert guard.category is Category.DEFENSE
        assert guard.action.kind is ActionKind.DEFEND
        assert guard.action.points is None
        assert guard.defends == damage_type  # l. 161, 166, 171
        power = guard.rule(Property.POWER)
        assert power is not None
        assert (power.base, power.per) == (0, 2)


def test_attack_template() -> None:
    attack = _abilities()["attack"]
    assert attack.action.points == 1
    assert attack.action.kind is ActionKind.HOSTILE
    assert attack.type == "physical"  # l. 146
    accuracy = attack.rule(Property.ACCURACY)
    assert accuracy is not None
    assert accuracy.value(3) == 6
    power = attack.rule(Property.POWER)
    assert power is not None
    assert (power.base, power.per, power.value(2)) == (1, 2, 5)
    assert [p.property for p in attack.properties] == [
        Property.ACCURACY,
        Property.POWER,
        Property.AREA_OF_EFFECT,
        Property.RANGE,
    ]  # l. 145-149


def test_buff_templates() -> None:
    abilities = _abilities()
    for template in ["heal", "damage-boost", "shield", "help", "summon", "illusion", "counter"]:
        cr = abilities[template].rule(Property.CR)
        # "CR = 14 (-2 per rank)", l. 176, 184, 193, 202, 211, 220, 230
        assert cr is not None, template
        assert (cr.base, cr.per, cr.ranks_per_step) == (14, -2, 1), template
        assert cr.value(3) == 8
    boost = abilities["damage-boost"].rule(Property.DURATION)
    # "Duration = 1 (1 per 2 ranks)", l. 186: 2 ranks per +1
    assert boost is not None
    assert [boost.value(r) for r in range(5)] == [1, 1, 2, 2, 3]
    creatures = abilities["summon"].rule(Property.NUMBER_OF_CREATURES)
    assert creatures is not None
    assert creatures.ranks_per_step == 2
    assert abilities["heal"].rule(Property.DURATION) is None  # Heal has no duration, l. 175-179
    assert abilities["counter"].action.kind is ActionKind.PREPARED  # "1 Prepared", l. 229
    assert "10 + power" in abilities["illusion"].effect  # l. 225


def test_range_table() -> None:
    table: RangeTable = entries("range-table")["range"]
    # l. 102-105 and RULINGS.md: 0 adjacent, 1 -> 2, 2 -> 6, then doubling.
    assert [table.squares(r) for r in range(5)] == [None, 2, 6, 12, 24]
    assert [table.is_melee(r) for r in range(4)] == [True, True, False, False]  # l. 106


def test_area_shapes() -> None:
    shapes: dict[str, AreaShape] = entries("area-shape")
    assert shapes["line"].size(3) == 12  # rank * 4, l. 109
    assert shapes["cone"].size(2) == 5  # 1 square + 2 rows per rank, l. 110
    assert shapes["area"].size(2) == 5  # sides of 1 + 2 per rank, l. 111
    assert shapes["multi-target"].size(1) is None  # needs at least rank 2, l. 112
    assert shapes["multi-target"].size(3) == 3


def test_improvements() -> None:
    improvements: dict[str, Improvement] = entries("improvement")
    costs = {i.id: (i.cost, i.per_rank) for i in improvements.values()}
    assert costs == {
        "defend-other": (1, True),  # l. 239
        "riposte": (1, False),  # l. 243
        "redirect": (2, False),  # l. 247
        "improved-sustain": (2, True),  # l. 251
        "commander": (3, True),  # l. 255
        "ignore-walls": (2, False),  # l. 259
    }
    assert improvements["riposte"].applies_to.only_on == [Category.DEFENSE]  # l. 244
    assert improvements["commander"].applies_to.only_templates == ["summon"]  # l. 256
    assert improvements["improved-sustain"].applies_to.requires_property is Property.DURATION


def test_restrictions() -> None:
    restrictions: dict[str, Restriction] = entries("restriction")
    gains = {r.id: r.gain for r in restrictions.values()}
    assert gains == {
        "locked-range": 1,  # l. 264
        "locked-area-of-effect-size": 1,  # l. 268
        "locked-area-of-effect-shape": 1,  # l. 272
        "damage-only": 4,  # l. 276
        "debuff-only-type": 4,  # l. 280
        "debuff-only-any": 2,  # l. 284
        "no-duration": 1,  # l. 288
        "slow": 4,  # l. 292
        "target-requires-debuff": 4,  # l. 296
        "user-requires-debuff": 4,  # l. 300
        "self-damage": 1,  # l. 304, per 2 hit points
        "self-debuff": 1,  # l. 308
        "allies-only": 2,  # l. 312
        "self-only": 1,  # l. 316
    }
    locked = restrictions["locked-range"].applies_to
    assert locked.only_on == [Category.ATTACK]
    assert locked.requires_range_rank == 2
    assert restrictions["self-damage"].gain_per_hit_points == 2  # "1 per 2 hit points", l. 304
    assert restrictions["debuff-only-type"].names is ChoiceKind.DEBUFF  # l. 282
    assert restrictions["debuff-only-type"].lifts_debuff_limit  # l. 282
    assert restrictions["slow"].applies_to.only_action == [ActionKind.STANDARD]  # l. 293
    assert restrictions["allies-only"].applies_to.only_on == [Category.BUFF]  # l. 313


def test_feats() -> None:
    feats: dict[str, Feat] = entries("feat")
    prices = {f.id: (f.cost, f.per_rank, f.max_rank) for f in feats.values()}
    assert prices == {
        "multi-attack": (15, True, 4),  # l. 321
        "attack-of-opportunity": (20, True, None),  # l. 324: no maximum printed
        "feint": (20, True, 3),  # l. 328
        "focused-area-attack": (30, False, None),  # l. 331
        "versatile-attack": (30, True, 3),  # l. 334
        "flying": (40, True, None),  # l. 337
        "burrowing": (40, True, None),  # l. 342
        "heavy-digger": (60, True, None),  # l. 347
        "skill-specialization": (5, True, None),  # l. 352
        "dash": (20, False, None),  # l. 356
        "debuff-specialization-type": (30, False, None),  # l. 359
    }
    for feat in feats.values():
        if feat.per_rank and feat.max_rank is None:
            assert "no maximum" in feat.description, feat.id  # the gap is said, not filled
    assert [r.rank for r in feats["flying"].rank_effects] == [2, 3]  # l. 339-340


def test_debuffs() -> None:
    debuffs: dict[str, Debuff] = entries("debuff")
    assert debuffs["blinded"].power(2) == 9  # "1+4 per rank", l. 365
    assert debuffs["blinded"].limit_rank == 2  # l. 366
    assert debuffs["grappled"].requires_melee  # l. 374
    assert debuffs["weakened-defenses"].limit_rank == 4  # l. 395
    assert debuffs["slowed"].limit_rank == 4  # l. 414
    assert (debuffs["disruption"].power_per_rank, debuffs["disruption"].limit_rank) == (6, 1)
    assert debuffs["grievous-wounds"].power(1) == 5  # l. 388
    assert debuffs["disarmed"].power(1) == 3  # l. 391
    assert debuffs["persistent-damage"].power(1) is None  # "Power : X", l. 385
    assert debuffs["blinded"].rank_effects[-1].and_above  # "Rank 4+", l. 371
    unlimited = {d.id for d in debuffs.values() if d.limit_rank is None}
    assert unlimited == {"persistent-damage", "grievous-wounds", "disarmed"}  # no limit line


def test_referential_integrity() -> None:
    abilities = _abilities()
    damage_types: dict[str, DamageType] = entries("damage-type")
    for damage_type in damage_types.values():
        assert abilities[damage_type.defended_by].default
    assert damage_types["physical"].change_cost_ranks == 0
    assert damage_types["mind"].change_cost_ranks == 1  # l. 94
    for ability in abilities.values():
        for ref in (ability.type, ability.defends):
            assert ref is None or ref in damage_types, ability.id
    checks = [i.applies_to for i in entries("improvement").values()]
    checks += [r.applies_to for r in entries("restriction").values()]
    for applies in checks:
        assert all(t in abilities for t in applies.only_templates), applies.printed
        if applies.requires_property is not None:
            assert any(a.rule(applies.requires_property) for a in abilities.values())
        # every applicability matches at least one template
        assert any(
            (not applies.only_on or a.category in applies.only_on)
            and (not applies.only_templates or a.id in applies.only_templates)
            and (not applies.only_action or a.action.kind in applies.only_action)
            for a in abilities.values()
        ), applies.printed


def test_sources_cite_the_rulebook() -> None:
    for kind in [
        "skill",
        "damage-type",
        "ability",
        "range-table",
        "area-shape",
        "improvement",
        "restriction",
        "feat",
        "debuff",
    ]:
        for entry in entries(kind).values():
            assert entry.source.book == "glorious-heretics.txt", entry.id
            assert "l. " in (entry.source.section or ""), entry.id
