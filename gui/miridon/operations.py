# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The named Miridon user actions; each label is the undo text ("Buy Flair Parry")."""

from __future__ import annotations

from typing import Any

from gui.character.operation import Operation, event, single
from rules.engine.build import Build
from rules.engine.ruleset import Ruleset

STARTING_NOTE = "starting points (GM)"


def name_of(content: Ruleset, kind: str, entry_id: str) -> str:
    """An entry's display name (its id when the content lacks it)."""
    entry = content.get(kind, entry_id)
    return str(getattr(entry, "name", entry_id)) if entry is not None else entry_id


def has_op(build: Build[Any], op: str) -> bool:
    """Whether the rules understand an op (equipment, crew and mechs arrive op by op)."""
    return build.system.ops.get(op) is not None


def choose_class(content: Ruleset, class_id: str) -> Operation:
    """Choose the first class."""
    return single(
        f"Choose Class {name_of(content, 'class', class_id)}", "choose-class", **{"class": class_id}
    )


def award_skill_points(amount: int, note: str = "") -> Operation:
    """The GM awards skill points."""
    return single(f"Award {amount} Skill Points", "award-skill-points", note or None, amount=amount)


def award_stats(strength: int, speed: int, note: str = "") -> Operation:
    """The GM raises Maximum Strength and/or Speed Points."""
    parts = [f"+{strength} Strength"] * bool(strength) + [f"+{speed} Speed"] * bool(speed)
    label = f"Award Maximum Points ({', '.join(parts) or 'none'})"
    return single(label, "award-stats", note or None, strength=strength, speed=speed)


def starting_points(points: int, strength: int, speed: int) -> list[Operation]:
    """The GM's starting awards, each an event with the note "starting points (GM)"."""
    out = [award_skill_points(points, STARTING_NOTE)] if points else []
    if strength or speed:
        out.append(award_stats(strength, speed, STARTING_NOTE))
    return out


def assign_mutation(content: Ruleset, mutation: str, note: str = "") -> Operation:
    """The GM assigns a mutation."""
    label = f"Assign Mutation {name_of(content, 'mutation', mutation)}"
    return single(label, "assign-mutation", note or None, mutation=mutation)


def buy_skill_rank(build: Build[Any], skill: str) -> Operation:
    """Raise a skill one rank."""
    rank = build.state.rank("skill", skill) + 1
    label = f"Raise {name_of(build.content, 'skill', skill)} to {rank}"
    return single(label, "buy-skill-rank", skill=skill)


def buy_talent_rank(build: Build[Any], talent: str) -> Operation:
    """Raise a talent one rank."""
    rank = build.state.rank("talent", talent) + 1
    label = f"Raise {name_of(build.content, 'talent', talent)} to {rank}"
    return single(label, "buy-talent-rank", talent=talent)


def buy_flair(content: Ruleset, flair: str) -> Operation:
    """Buy a flair."""
    return single(f"Buy Flair {name_of(content, 'flair', flair)}", "buy-flair", flair=flair)


def buy(build: Build[Any], kind: str, entry_id: str) -> Operation:
    """The purchase of the next skill rank, talent rank or flair."""
    if kind == "skill":
        return buy_skill_rank(build, entry_id)
    if kind == "talent":
        return buy_talent_rank(build, entry_id)
    return buy_flair(build.content, entry_id)


def take_dual_class(content: Ruleset, class_id: str) -> Operation:
    """Take the Dual-Class talent with a second class."""
    label = f"Take Dual-Class: {name_of(content, 'class', class_id)}"
    return single(label, "take-dual-class", **{"class": class_id})


def wield(content: Ruleset, weapon: str) -> Operation:
    """Wield a weapon from the weapon tables."""
    return single(f"Wield {name_of(content, 'weapon', weapon)}", "wield", weapon=weapon)


def unwield(content: Ruleset, weapon: str) -> Operation:
    """Put a wielded weapon away."""
    return single(f"Unwield {name_of(content, 'weapon', weapon)}", "unwield", weapon=weapon)


def wear_armor(content: Ruleset, armor: str) -> Operation:
    """Put on a piece of armor."""
    return single(f"Wear {name_of(content, 'armor', armor)}", "wear-armor", armor=armor)


def remove_armor() -> Operation:
    """Take the armor off."""
    return Operation("Remove Armor", (event("remove-armor"),))


def recruit_crew(name: str) -> Operation:
    """A skiffmaster recruits a named crew member."""
    return single(f"Recruit {name}", "recruit-crew", name=name)


def crew_member_dies(name: str) -> Operation:
    """A crew member dies (a new one can be recruited in their place)."""
    return single(f"Crew Member {name} Dies", "crew-member-dies", name=name)


def replace_crew_member(dead: str, name: str) -> Operation:
    """A dead crew member's place goes to a new recruit."""
    return single(f"Replace {dead} with {name}", "recruit-crew", f"replaces {dead}", name=name)


def add_mech_part(name: str, kind: str, mech_points: int) -> Operation:
    """Add a part to the mech."""
    label = f"Add Mech Part {name}"
    return single(label, "add-mech-part", name=name, kind=kind, mech_points=mech_points)


def remove_mech_part(name: str) -> Operation:
    """Take a part off the mech."""
    return single(f"Remove Mech Part {name}", "remove-mech-part", name=name)


def set_mech_points(name: str, mech_points: int) -> Operation:
    """Put a number of mech points into a part."""
    label = f"Set {name} to {mech_points} Mech Points"
    return single(label, "set-mech-points", name=name, mech_points=mech_points)
