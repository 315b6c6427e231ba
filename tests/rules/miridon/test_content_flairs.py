# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shipped Miridon flairs and mutations (miridon.txt, Chapter 5: Flairs, l. 395-1584)."""

from __future__ import annotations

from rules.miridon.content import Flair, FlairGroup, Mutation, Requirement
from tests.rules.miridon.content_system import shipped

# The flair headings as printed, in order, per group. Counted in miridon.txt: every heading
# "Name:" between a group title and the next one has exactly one "Normal:" line (121 in all).
FLAIRS_BY_GROUP: dict[FlairGroup, list[str]] = {
    # General Flairs, l. 401-522
    FlairGroup.GENERAL: [
        "Agile Strike",
        "Agile Evasion",
        "Advanced Agile Evasion",
        "Ambidexterity",
        "Advanced Ambidexterity",
        "Greater Ambidexterity",
        "Sword Dancer",
        "Parry",
        "Advanced Parry",
        "Redouble Specialist",
        "Advanced Redouble Specialist",
        "Greater Redouble Specialist",
    ],
    # Action Flairs, l. 523-760
    FlairGroup.ACTION: [
        "Shield Bash",
        "Shield Deflection",
        "Magic Shield Deflection",
        "Magic Shield Redirection",
        "Advanced Magic Shield Redirection",
        "Dual Shield Deflection",
        "Strong Attack",
        "Advanced Strong Attack",
        "Strong Shot",
        "Advanced Strong Shot",
        "Efficient Recover Ghost Power",
        "Advanced Efficient Recover Ghost Power",
        "Strong Spell",
        "Advanced Strong Spell",
        "Double Grapple",
        "Advanced Double Grapple",
        "Moving Grapple",
        "Second Attack",
        "Advanced Second Attack",
        "Greater Second Attack",
        "Third Attack",
        "Advanced Third Attack",
        "Greater Third Attack",
        "Quick Reload",
    ],
    # Attack Modifier Flairs, l. 761-901
    FlairGroup.ATTACK_MODIFIER: [
        "True Strike",
        "Spinning Strike",
        "Whirlwind Strike",
        "Charging Spinning Strike",
        "Agile Whirlwind Strike",
        "Advanced Agile Whirlwind Strike",
        "Power Attack",
        "Crushing Blow",
        "Advanced Crushing Blow",
        "Greater Crushing Blow",
        "Shoot Through",
        "Surprise Shoot Through",
        "Piercing Shoot Through",
        "Advanced Piercing Shoot Through",
        "Combo Finisher",
        "Advanced Combo Finisher",
        "Greater Combo Finisher",
    ],
    # Critical Hit Flairs, l. 902-1096 (Critical Shield Block and Rapid Fire Gun Attack are printed here)
    FlairGroup.CRITICAL_HIT: [
        "Advanced Critical Hit",
        "Greater Critical Hit",
        "Piercing Critical Hit",
        "Disrupting Critical Hit",
        "Cancelling Critical Hit",
        "Backfire Critical Hit",
        "Draining Critical Hit",
        "Sword Critical Hit",
        "Critical Shield Block",
        "Drill Critical Hit",
        "Advanced Drill Critical Hit",
        "Greater Drill Critical Hit",
        "Hammer Critical Hit",
        "Advanced Hammer Critical Hit",
        "Greater Hammer Critical Hit",
        "Grappling Weapon Critical Hit",
        "Rapid Fire Gun Attack",
        "Sniper Rifle Critical Hit",
        "Advanced Sniper Rifle Critical Hit",
        "Greater Sniper Rifle Critical Hit",
        "Shotgun Critical Hit",
        "Tesla Critical Hit",
        "Advanced Tesla Critical Hit",
        "Greater Tesla Critical Hit",
    ],
    # Spell Casting Modifier Flairs, l. 1097-1357
    FlairGroup.SPELL_CASTING_MODIFIER: [
        "Explosive Spell",
        "Advanced Explosive Spell",
        "Beam Spell",
        "Arc Beam Spell",
        "Chain Beam Spell",
        "Explosive Beam Spell",
        "Selective Gale Burst",
        "Multi-Directional Gale Burst",
        "Aerial Gale Burst",
        "Flying",
        "Advanced Flying",
        "Greater Flying",
        "Multiple Enhancement",
        "Advanced Multiple Enhancement",
        "Greater Multiple Enhancement",
        "Spread Enhancement",
        "Advanced Spread Enhancement",
        "Greater Spread Enhancement",
        "Counter Possession",
        "Weakening Possession",
        "Slowing Possession",
        "Controlling Possession",
        "Advanced Controlling Possession",
        "Greater Controlling Possession",
        "Fast Gather Mist",
        "Advanced Fast Gather Mist",
        "Cheaper Shorten Spell",
        "Variant Spell",
    ],
    # Racial Flairs, l. 1358-1539 (the "... Flairs - To Be Created" lines after them are mutations)
    FlairGroup.RACIAL: [
        "Dragon Elemental Affinity",
        "Dragon Recovery",
        "Dragon Breath",
        "Dragon Claw",
        "Dragon Tail Whip",
        "Dragon Flight",
        "Dragon Wing Buffet",
        "Eldritch Blast",
        "Eldritch Strike",
        "Eldritch Grasp",
        "Death Worm Body",
        "Death Worm Maw",
        "Death Worm Bite",
        "Death Worm Burrow",
        "Death Worm Tremor Sense",
        "Advanced Death Worm Tremor Sense",
    ],
}

GROUP_COUNTS = {
    FlairGroup.GENERAL: 12,
    FlairGroup.ACTION: 24,
    FlairGroup.ATTACK_MODIFIER: 17,
    FlairGroup.CRITICAL_HIT: 24,
    FlairGroup.SPELL_CASTING_MODIFIER: 28,
    FlairGroup.RACIAL: 16,
}

GROUP_SECTIONS = {
    FlairGroup.GENERAL: "General Flairs",
    FlairGroup.ACTION: "Action Flairs",
    FlairGroup.ATTACK_MODIFIER: "Attack Modifier Flairs",
    FlairGroup.CRITICAL_HIT: "Critical Hit Flairs",
    FlairGroup.SPELL_CASTING_MODIFIER: "Spell Casting Modifier Flairs",
    FlairGroup.RACIAL: "Racial Flairs",
}

# Ids fixed for the talents (Chapter 4) and specials (class and dual-class special abilities);
# talents.yaml and specials.yaml are written separately, so requirements are also checked here.
TALENT_IDS = {
    "melee-boost",
    "gun-boost",
    "grapple-boost",
    "redouble",
    "offensive-spell-boost",
    "defensive-spell-boost",
    "general-spell-boost",
    "restore-strength-points-boost",
    "restore-speed-points-boost",
    "physical-damage-reduction-boost",
    "spell-damage-reduction-boost",
    "dodge-boost",
    "resist-insanity",
    "dual-class",
}
CLASS_SPECIAL_IDS = {
    "inhuman-strength",
    "caravan-master",
    "riposte",
    "concentration",
    "mech-training",
    "inhuman-speed",
}

# miridon.txt l. 1540-1582: "<Name> Flairs - To Be Created", in printed order.
TO_BE_CREATED = [
    "Demon",
    "Phoenix",
    "Werebeast",
    "Lust",
    "Gluttony",
    "Greed",
    "Sloth",
    "Wrath",
    "Envy",
    "Pride",
    "Flesh Husk",
    "Bone Husk",
    "Blood Husk",
    "Crystal Husk",
    "Plant Husk",
    "Metal Husk",
    "Awakened",
]


def _flairs() -> dict[str, Flair]:
    load = shipped()
    assert [p.describe() for p in load.problems] == []
    flairs = {k: v for k, v in load.ruleset.content["flair"].items() if isinstance(v, Flair)}
    assert len(flairs) == len(load.ruleset.content["flair"])
    return flairs


def _mutations() -> dict[str, Mutation]:
    content = shipped().ruleset.content["mutation"]
    mutations = {k: v for k, v in content.items() if isinstance(v, Mutation)}
    assert len(mutations) == len(content)
    return mutations


def _flair(name: str) -> Flair:
    (flair,) = [f for f in _flairs().values() if f.name == name]
    return flair


def test_flair_counts_per_group_and_total() -> None:
    flairs = list(_flairs().values())
    for group, count in GROUP_COUNTS.items():
        assert len(FLAIRS_BY_GROUP[group]) == count
        assert len([f for f in flairs if f.group is group]) == count, group
    assert sum(GROUP_COUNTS.values()) == 121
    assert len(flairs) == 121


def test_flair_names_per_group_as_printed_in_order() -> None:
    flairs = list(_flairs().values())
    for group, names in FLAIRS_BY_GROUP.items():
        assert [f.name for f in flairs if f.group is group] == names


def test_every_flair_cites_its_group_section() -> None:
    for flair in _flairs().values():
        assert flair.source.book == "miridon.txt"
        assert flair.source.section == f"Chapter 5: Flairs — {GROUP_SECTIONS[flair.group]}"
        assert flair.effect
        assert flair.normal  # every flair prints a "Normal:" line


def _has(req: Requirement, kind: str, value: str, at_least: int = 1) -> bool:
    return getattr(req, kind) == value and req.at_least == at_least


def test_every_requirement_names_something_that_exists() -> None:
    content = shipped().ruleset.content
    flairs, mutations = content["flair"], content["mutation"]
    talents, specials = content.get("talent", {}), content.get("special", {})
    for flair in _flairs().values():
        for req in flair.requires:
            if req.flair:
                assert req.flair in flairs, (flair.id, req)
                assert req.at_least == 1
            elif req.mutation:
                assert req.mutation in mutations, (flair.id, req)
            elif req.talent:
                assert req.talent in TALENT_IDS, (flair.id, req)
                assert not talents or req.talent in talents, (flair.id, req)
            elif req.special:
                assert not specials or req.special in specials, (flair.id, req)
                if not specials:
                    assert req.special in CLASS_SPECIAL_IDS, (flair.id, req)
            else:
                assert req.stat in {"max_strength", "max_speed"}


def test_spot_checks_of_prerequisites() -> None:
    # l. 912: Greater Critical Hit — Pre-requisite: [Advanced Critical Hit]
    assert _flair("Greater Critical Hit").requires == [Requirement(flair="advanced-critical-hit")]
    # l. 1045: Sniper Rifle Critical Hit — Pre-requisite: [Advanced Critical Hit], [Greater Critical Hit]
    assert _flair("Sniper Rifle Critical Hit").requires == [
        Requirement(flair="advanced-critical-hit"),
        Requirement(flair="greater-critical-hit"),
    ]
    # l. 474: Parry — Pre-requisite: [Riposte] Special Ability
    assert _flair("Parry").requires == [Requirement(special="riposte")]
    # l. 490: Redouble Specialist — Pre-requisite: [Rank] 1 [Redouble]
    (req,) = _flair("Redouble Specialist").requires
    assert _has(req, "talent", "redouble", at_least=1)
    # l. 741: Greater Third Attack names five flairs
    assert [r.flair for r in _flair("Greater Third Attack").requires] == [
        "second-attack",
        "advanced-second-attack",
        "greater-second-attack",
        "third-attack",
        "advanced-third-attack",
    ]
    # l. 1149: Explosive Beam Spell needs Variant Spell (printed later in the same group)
    assert Requirement(flair="variant-spell") in _flair("Explosive Beam Spell").requires
    # flairs with no "Pre-requisite:" line (84 flairs print one)
    assert _flair("Agile Strike").requires == []
    assert len([f for f in _flairs().values() if f.requires]) == 84


def test_racial_flairs_require_their_mutation() -> None:
    for prefix, mutation, count in (
        ("Dragon ", "dragon", 7),
        ("Eldritch ", "eldritch-beast", 3),
        ("Death Worm ", "death-worm", 5),
        ("Advanced Death Worm ", "death-worm", 1),
    ):
        matching = [f for f in _flairs().values() if f.name.startswith(prefix)]
        assert len(matching) == count
        for flair in matching:
            assert flair.group is FlairGroup.RACIAL
            assert flair.requires[0] == Requirement(mutation=mutation), flair.id
    non_racial = [f for f in _flairs().values() if f.group is not FlairGroup.RACIAL]
    assert not any(r.mutation for f in non_racial for r in f.requires)


def test_text_lines_land_in_their_fields() -> None:
    # l. 404: Agile Strike — Condition: [Weapon Weight] < [Maximum Weight Penalty]
    agile = _flair("Agile Strike")
    assert agile.condition == "[Weapon Weight] < [Maximum Weight Penalty]"
    assert agile.normal == "The [To Hit Bonus] is unmodified."
    # l. 868-871: Action, Applies to Bonus Actions and Condition lines
    piercing = _flair("Advanced Piercing Shoot Through")
    assert piercing.action == "[Gun Attack], [Aimed Attack]"
    assert piercing.condition == "2 targets in [Range] in a line"
    assert piercing.effect.startswith("Applies to Bonus Actions: No\nWhen using [Shoot Through]")
    # l. 1345-1349: Cheaper Shorten Spell — Action: [Shorten Spell 2]; Normal: ... is 15.
    cheaper = _flair("Cheaper Shorten Spell")
    assert cheaper.action == "[Shorten Spell 2]"
    assert cheaper.effect == "The [Speed Cost] of [Shorten Spell 2] is 10."
    assert cheaper.normal == "The [Speed Cost] of [Shorten Spell 2] is 15."
    # l. 1227: Multiple Enhancement — Spell line
    spell = "[Spell Barrier], [Physical Barrier], [Elemental Weapon], [Vampiric Weapon]"
    assert _flair("Multiple Enhancement").spell == spell
    # l. 1392-1402: Dragon Breath keeps its paragraphs
    assert "1d6 [Damage Dealt] for every point" in _flair("Dragon Breath").effect
    assert _flair("Dragon Breath").effect.count("\n\n") == 5
    # l. 1416-1418: Dragon Claw, a two-paragraph Normal
    assert _flair("Dragon Claw").normal.endswith("requirement to wield.")
    assert "\n\n" in _flair("Dragon Claw").normal
    fields = ("condition", "action", "trigger_action", "spell")
    counts = {k: len([f for f in _flairs().values() if getattr(f, k)]) for k in fields}
    assert counts == {"condition": 4, "action": 16, "trigger_action": 0, "spell": 28}


def test_no_requirement_cycles() -> None:
    flairs = _flairs()
    done: set[str] = set()

    def visit(flair_id: str, path: tuple[str, ...]) -> None:
        assert flair_id not in path, " -> ".join((*path, flair_id))
        if flair_id in done:
            return
        for req in flairs[flair_id].requires:
            if req.flair:
                visit(req.flair, (*path, flair_id))
        done.add(flair_id)

    for flair_id in flairs:
        visit(flair_id, ())
    assert done == set(flairs)


def test_mutations_gate_racial_flairs_and_list_the_ones_to_be_created() -> None:
    mutations = _mutations()
    gated = {"dragon": "Dragon", "eldritch-beast": "Eldritch Beast", "death-worm": "Death Worm"}
    for mutation_id, name in gated.items():
        assert mutations[mutation_id].name == name
        assert not mutations[mutation_id].flairs_to_be_created
    to_be_created = [m for m in mutations.values() if m.flairs_to_be_created]
    assert [m.name for m in to_be_created] == TO_BE_CREATED
    assert len(mutations) == 3 + 17
    for mutation in mutations.values():
        assert mutation.source.book == "miridon.txt"
        assert mutation.source.section == "Chapter 5: Flairs — Racial Flairs"
        assert "not given in the rulebook" in mutation.description
    for mutation in to_be_created:
        assert "no flairs for it yet" in mutation.description
    required = {r.mutation for f in _flairs().values() for r in f.requires if r.mutation}
    assert required == set(gated)
