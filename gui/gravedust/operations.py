# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The named Gravedust actions the windows offer; each label is its undo text (STYLE.md lesson 5)."""

from __future__ import annotations

from typing import Any

from gui.character.operation import Operation, event, single
from rules.engine.ruleset import Ruleset

ATTRIBUTE_NAMES = {
    "str": "Strength",
    "dex": "Dexterity",
    "agi": "Agility",
    "end": "Endurance",
    "mag": "Magic",
    "int": "Intelligence",
}


def _name(content: Ruleset, kind: str, entry_id: str) -> str:
    entry = content.get(kind, entry_id)
    return entry.name if entry else entry_id


def choose_race(content: Ruleset, race: str) -> Operation:
    """Choose the race."""
    return single(f"Choose Race {_name(content, 'race', race)}", "choose-race", race=race)


def award_xp(amount: int, note: str = "") -> Operation:
    """Award XP."""
    return single(f"Award {amount} XP", "award-xp", note, amount=amount)


def kill(worth: int, count: int = 1, note: str = "") -> Operation:
    """Award kill XP for creatures of a worth."""
    what = f"{count} Kills" if count > 1 else "Kill"
    return single(f"{what} Worth {worth} XP", "kill", note, worth=worth, count=count)


def raise_attribute(attribute: str) -> Operation:
    """Spend a level-up point."""
    return single(f"Raise {ATTRIBUTE_NAMES[attribute]}", "raise-attribute", attribute=attribute)


def gain_gold(amount: int, note: str = "") -> Operation:
    """Add gold."""
    return single(f"Gain {amount} Gold", "gain-gold", note, amount=amount)


def spend_gold(amount: int, note: str = "") -> Operation:
    """Spend gold."""
    return single(f"Spend {amount} Gold", "spend-gold", note, amount=amount)


def new_instance(gear_id: str, taken: set[str]) -> str:
    """A fresh instance name for a gear piece: `iron-sword`, then `iron-sword-2`…"""
    name, n = gear_id, 1
    while name in taken:
        n += 1
        name = f"{gear_id}-{n}"
    return name


def gain_gear(content: Ruleset, gear: str, instance: str, slot: str | None = None) -> Operation:
    """Gain a gear piece, into the items or straight into a slot."""
    fields: dict[str, Any] = {"gear": gear, "instance": instance}
    if slot:
        fields["slot"] = slot
    verb = "Equip" if slot else "Gain"
    return single(f"{verb} {_name(content, 'gear', gear)}", "gain-gear", **fields)


def define_and_gain_gear(entry: dict[str, Any], instance: str, slot: str | None) -> Operation:
    """Define a new gear piece inside the character and gain it."""
    fields: dict[str, Any] = {"gear": entry["id"], "instance": instance} | (
        {"slot": slot} if slot else {}
    )
    events = (event("define", kind="gear", entry=entry), event("gain-gear", **fields))
    return Operation(f"Add {entry['name']}", events)


def equip(piece_name: str, instance: str, slot: str | None = None) -> Operation:
    """Equip a carried piece."""
    fields: dict[str, Any] = {"instance": instance} | ({"slot": slot} if slot else {})
    return single(f"Equip {piece_name}", "equip", **fields)


def unequip(piece_name: str, instance: str) -> Operation:
    """Take off a piece."""
    return single(f"Unequip {piece_name}", "unequip", instance=instance)


def drop_gear(piece_name: str, instance: str) -> Operation:
    """Get rid of a piece."""
    return single(f"Drop {piece_name}", "drop-gear", instance=instance)


def apply_enhancement(
    content: Ruleset, piece_name: str, instance: str, box: int, item: str
) -> Operation:
    """Permanently apply an enhancement."""
    label = f"Apply {_name(content, 'item', item)} to {piece_name}"
    return single(label, "apply-enhancement", instance=instance, box=box, item=item)


def socket_spellstone(
    content: Ruleset, piece_name: str, instance: str, box: int, item: str
) -> Operation:
    """Socket (or swap in) a spellstone."""
    label = f"Socket {_name(content, 'item', item)} in {piece_name}"
    return single(label, "socket-spellstone", instance=instance, box=box, item=item)


def unsocket_spellstone(piece_name: str, instance: str, box: int) -> Operation:
    """Take a spellstone out."""
    return single(
        f"Unsocket Spellstone from {piece_name}", "unsocket-spellstone", instance=instance, box=box
    )


def add_item(content: Ruleset, item: str, count: int = 1) -> Operation:
    """Put items in the item slots."""
    return single(
        f"Add {count} × {_name(content, 'item', item)}", "add-item", item=item, count=count
    )


def remove_item(content: Ruleset, item: str, count: int = 1) -> Operation:
    """Use up or drop items."""
    return single(
        f"Remove {count} × {_name(content, 'item', item)}", "remove-item", item=item, count=count
    )


def learn(content: Ruleset, kind: str, entry_id: str) -> Operation:
    """Learn a skill or spell."""
    return single(f"Learn {_name(content, kind, entry_id)}", f"learn-{kind}", **{kind: entry_id})


def equip_ability(content: Ruleset, kind: str, entry_id: str) -> Operation:
    """Equip a skill or spell in a skill slot."""
    return single(f"Equip {_name(content, kind, entry_id)}", f"equip-{kind}", **{kind: entry_id})


def unequip_ability(content: Ruleset, kind: str, entry_id: str) -> Operation:
    """Free a skill slot."""
    return single(
        f"Unequip {_name(content, kind, entry_id)}", f"unequip-{kind}", **{kind: entry_id}
    )


def add_buff(
    name: str, effect: str, duration: int | None, modifiers: dict[str, int], debuff: bool
) -> Operation:
    """Put a buff or debuff on the sheet."""
    fields: dict[str, Any] = {
        "name": name,
        "effect": effect,
        "modifiers": modifiers,
        "debuff": debuff,
    }
    if duration is not None:
        fields["duration"] = duration
    return single(f"Add {'Debuff' if debuff else 'Buff'} {name}", "add-buff", **fields)


def remove_buff(name: str) -> Operation:
    """Take a buff or debuff off."""
    return single(f"Remove {name}", "remove-buff", name=name)


def define(kind: str, entry: dict[str, Any]) -> Operation:
    """Define content inside the character."""
    return single(
        f"Define {kind.capitalize()} {entry.get('name', entry.get('id', ''))}",
        "define",
        kind=kind,
        entry=entry,
    )
