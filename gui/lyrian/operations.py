# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The named Lyrian user actions; each label is the undo text ("Unlock Class Mage")."""

from __future__ import annotations

from collections.abc import Mapping

from gui.character.operation import Operation, single
from rules.engine.ruleset import Ruleset


def name_of(content: Ruleset, kind: str, entry_id: str) -> str:
    """An entry's display name (its id when the content lacks it)."""
    entry = content.get(kind, entry_id)
    return str(getattr(entry, "name", entry_id)) if entry is not None else entry_id


def start_creation() -> Operation:
    """The creation budgets (1000 EXP, 3 IP, 300 breakthrough EXP, 10 skill points, 3000 Clim)."""
    return single("Start Creation", "start-creation")


def choose_race(content: Ruleset, race: str, subrace: str | None = None) -> Operation:
    """Choose the race and, where it has them, a subrace or clan."""
    label = name_of(content, "race", race)
    if subrace:
        label += f" ({name_of(content, 'subrace', subrace)})"
    fields = {"subrace": subrace} if subrace else {}
    return single(f"Choose Race {label}", "choose-race", race=race, **fields)


def assign_stats(main: Mapping[str, int], sub: Mapping[str, int]) -> Operation:
    """All nine stats at once (main 5, 4, 4, 3; sub 5, 4, 3, 2, 1)."""
    return single("Assign Stats", "assign-stats", main=dict(main), sub=dict(sub))


def start_arc(title: str = "") -> Operation:
    """Start an arc (unspent IP and EP expire)."""
    label = f"Start Arc {title}" if title else "Start the Next Arc"
    return single(label, "start-arc", title=title)


def award_exp(amount: int, note: str = "") -> Operation:
    """End of an encounter: the GM awards EXP."""
    return single(f"Award {amount} EXP", "award-exp", note or None, amount=amount)


def rest() -> Operation:
    """The GM declares a rest."""
    return single("Rest", "rest")


def start_interlude() -> Operation:
    """The arc's climax is over: the interlude begins."""
    return single("Start Interlude", "start-interlude")


def grant_ip(amount: int, note: str = "") -> Operation:
    """The GM grants Interlude Points (each with an Errand Point)."""
    return single(f"Grant {amount} IP", "grant-ip", note or None, amount=amount)


def unlock_class(content: Ruleset, class_id: str) -> Operation:
    """Unlock a class for 1 IP + 100 EXP × tier."""
    label = f"Unlock Class {name_of(content, 'class', class_id)}"
    return single(label, "unlock-class", **{"class": class_id})


def buy_ability(content: Ruleset, class_id: str, number: int) -> Operation:
    """The next ability of a class (100 EXP)."""
    label = f"Buy {name_of(content, 'class', class_id)} Ability {number}"
    return single(label, "buy-ability", ability=number, **{"class": class_id})


def buy_breakthrough(content: Ruleset, breakthrough: str) -> Operation:
    """The next level of a breakthrough."""
    label = f"Buy Breakthrough {name_of(content, 'breakthrough', breakthrough)}"
    return single(label, "buy-breakthrough", breakthrough=breakthrough)


def interlude_action(content: Ruleset, action: str, note: str = "", **extra: str) -> Operation:
    """An interlude action for its IP (`class_`, `injury`, `ability` where it needs one)."""
    fields = {("class" if k == "class_" else k): v for k, v in extra.items() if v}
    label = name_of(content, "interlude-action", action)
    return single(f"Interlude: {label}", "interlude-action", note or None, action=action, **fields)


def errand(content: Ruleset, errand_id: str, note: str = "", **extra: str) -> Operation:
    """An errand for an EP (or an IP when none is left)."""
    fields = {("class" if k == "class_" else k): v for k, v in extra.items() if v}
    label = name_of(content, "errand", errand_id)
    return single(f"Errand: {label}", "errand", note or None, errand=errand_id, **fields)


def buy_skill(content: Ruleset, skill: str, points: int = 1) -> Operation:
    """Skill points into a skill."""
    label = f"Buy {points} {name_of(content, 'skill', skill)}"
    return single(label, "buy-skill", skill=skill, points=points)


def buy_expertise(content: Ruleset, skill: str, expertise: str, points: int = 1) -> Operation:
    """Skill points into an expertise of a skill (2 expertise per point)."""
    label = f"Buy Expertise {expertise} ({name_of(content, 'skill', skill)})"
    return single(label, "buy-expertise", skill=skill, expertise=expertise, points=points)


def buy_weapon(name: str, group: str, hands: str | None, price: int) -> Operation:
    """A weapon of a group, one- or two-handed fixed now."""
    fields = {"hands": hands} if hands else {}
    return single(f"Buy {name}", "buy-weapon", name=name, group=group, price=price, **fields)


def buy_armor(content: Ruleset, armor: str, price: int) -> Operation:
    """Worn armor."""
    label = f"Buy {name_of(content, 'armor', armor)}"
    return single(label, "buy-armor", armor=armor, price=price)


def buy_shield(content: Ruleset, shield: str, price: int) -> Operation:
    """A shield or greatshield."""
    label = f"Buy {name_of(content, 'shield', shield)}"
    return single(label, "buy-shield", shield=shield, price=price)


def buy_item(content: Ruleset, item: str, count: int, price: int) -> Operation:
    """Combat items (potions, tools)."""
    label = f"Buy {count} {name_of(content, 'burden', item)}"
    return single(label, "buy-item", item=item, count=count, price=price)


def take_injury(content: Ruleset, roll: int, cause: str | None = None) -> Operation:
    """The injury rolled on the d10 table (Resolve Character Injuries), with what caused it when
    said (`downed` or `effect`)."""
    rows = [e for e in content.entries("injury") if getattr(e, "roll", None) == roll]
    name = rows[0].name if rows else f"Injury (roll {roll})"
    if cause is None:
        return single(f"Record {name}", "injury", roll=roll)
    return single(f"Record {name}", "injury", roll=roll, cause=cause)


def remove_injury(content: Ruleset, injury: str, note: str = "") -> Operation:
    """An effect (Light's Care) removed an injury; an interlude's Recover action does it for 1 IP."""
    label = f"Remove {name_of(content, 'injury', injury)}"
    return single(label, "remove-injury", note or None, injury=injury)


def drop(label: str, item: str) -> Operation:
    """Get rid of a weapon (by its name), the armor, the shield or one combat item."""
    return single(f"Drop {label}", "drop", item=item)


def award_skill_points(amount: int, note: str = "") -> Operation:
    """The GM awards skill points."""
    return single(f"Award {amount} Skill Points", "award-skill-points", note or None, amount=amount)


def gain_clim(amount: int, note: str = "") -> Operation:
    """Clim from loot, rewards or selling."""
    return single(f"Gain {amount} Clim", "gain-clim", note or None, amount=amount)


def spend_clim(amount: int, note: str = "") -> Operation:
    """Clim spent on something the sheet does not track."""
    return single(f"Spend {amount} Clim", "spend-clim", note or None, amount=amount)
