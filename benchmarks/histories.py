# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Long legal character histories for every system, for the benchmarks.

Each history starts from a valid creation (the shipped sample, or the level-60 Gravedust benchmark
character) and then repeats a block of ordinary play — an award, a spend it pays for, gold or
items gained and used — until it has the asked number of events. Every prefix of a block is legal,
so a history of any length replays without an error (`check` says so).
"""

from __future__ import annotations

import itertools
import json
import sys
from collections.abc import Callable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks import gravedust_fixture
from model.character_build import build_character
from rules.engine.build import Build
from rules.engine.event import Event

ROOT = Path(__file__).resolve().parents[1]
SYSTEMS = ("gravedust", "lyrian", "miridon", "heretics")
SIZES = (200, 2_000, 10_000)
SAMPLES = ROOT / "resources" / "samples"
LYRIAN_EXAMPLES = {"id": "lyrian-example-classes", "version": "1"}

Block = list[Event]


def ev(op: str, note: str | None = None, **fields: Any) -> Event:
    """An event with its fields as keyword arguments (`class_` for the `class` field)."""
    if "class_" in fields:
        fields["class"] = fields.pop("class_")
    return Event(op, fields, note=note)


@cache
def sample(system_id: str) -> dict[str, Any]:
    """The shipped sample character of a system, as its JSON document."""
    path = SAMPLES / f"{system_id}.sheetwright.json"
    document: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return document


def sample_events(system_id: str) -> list[Event]:
    """The events of a system's sample character."""
    return [Event.from_json(e) for e in sample(system_id)["events"]]


# --- Gravedust (gravedust.txt, Character Stats: a level costs 10 × level XP) -------------------


def _gravedust_blocks() -> Iterator[Block]:
    """Level up, spend the point, loot gold, use a potion, a short buff, pay for the inn."""
    attributes = itertools.cycle(("str", "dex", "agi", "end", "mag", "int"))
    for level in itertools.count(60):
        yield [
            ev("award-xp", "session", amount=10 * level),
            ev("raise-attribute", attribute=next(attributes)),
            ev("gain-gold", "loot", amount=40),
            ev("add-item", item="minor-health-potion"),
            ev("remove-item", item="minor-health-potion"),
            ev("add-buff", name="Blessing", effect="+1 DEF", duration=3, modifiers={"def": 1}),
            ev("remove-buff", name="Blessing"),
            ev("spend-gold", "inn", amount=25),
        ]


# --- Miridon (miridon.txt Chapter 3: a skill rank r costs r, 2r cross-class) --------------------

MIRIDON_SKILLS = (
    "stunning-scream", "battle-strategy", "taunt", "stealth", "veil", "false-reload",
    "false-weakness", "recruit", "tech-training", "healing-word", "guidance", "teleport",
)  # fmt: skip
MIRIDON_TALENTS = ("melee-boost", "gun-boost", "dodge-boost")
MIRIDON_FLAIRS = ("agile-strike", "agile-evasion", "ambidexterity", "sword-dancer", "shield-bash")


def _miridon_blocks() -> Iterator[Block]:
    """Skill points for a rank, a stat award, a weapon taken up and put down; now and then a flair
    or a talent rank paid by its own award."""
    ranks = dict.fromkeys(MIRIDON_SKILLS, 0)
    extras = iter([*(ev("buy-flair", flair=f) for f in MIRIDON_FLAIRS),
                   *(ev("buy-talent-rank", talent=t) for t in MIRIDON_TALENTS)])  # fmt: skip
    for number, skill in enumerate(itertools.cycle(MIRIDON_SKILLS)):
        ranks[skill] += 1
        block = [
            ev("award-skill-points", "session", amount=2 * ranks[skill]),
            ev("buy-skill-rank", skill=skill),
            ev("award-stats", "training", strength=1),
            ev("wield", weapon="longsword"),
            ev("unwield", weapon="longsword"),
        ]
        extra = next(extras, None) if number % 10 == 0 else None
        if extra is not None:  # a flair costs at most 10 × 10 here, a talent rank 5
            block += [ev("award-skill-points", "milestone", amount=100), extra]
        yield block


# --- Lyrian Chronicles (Gameplay Flow: arc, conflict resolution, rest, interlude) ---------------

LYRIAN_CLASSES = ("example-sellsword", "example-hedge-mage", "example-tinker")
LYRIAN_SKILLS = ("athletics", "riding", "deception", "stealth", "appraise", "history")


def _lyrian_blocks() -> Iterator[Block]:
    """An arc with its EXP and a rest (learning the next class ability while one is left), then an
    interlude with a Job for Clim, a skill point bought and Clim spent."""
    abilities = iter([(c, k) for c in LYRIAN_CLASSES for k in range(1, 8)])
    unlocks = iter(LYRIAN_CLASSES[1:])
    skills = iter([s for s in LYRIAN_SKILLS for _ in range(15)])  # the cap is 15 points
    for arc in itertools.count(1):
        block = [ev("start-arc", title=f"Arc {arc}"), ev("award-exp", amount=150), ev("rest")]
        ability = next(abilities, None)
        if ability is not None:
            block.append(ev("buy-ability", class_=ability[0], ability=ability[1]))
        unlock = next(unlocks, None) if ability is not None and ability[1] == 7 else None
        block += [ev("start-interlude"), ev("grant-ip", amount=2 if unlock else 1)]
        if unlock is not None:  # Learn Class: 1 IP and 100 EXP per tier
            block.append(ev("unlock-class", class_=unlock))
        block.append(ev("interlude-action", "dock work", action="job"))
        if (skill := next(skills, None)) is not None:
            block += [ev("award-skill-points", amount=1), ev("buy-skill", skill=skill)]
        block.append(ev("spend-clim", "supplies", amount=200))
        yield block


def _lyrian_base() -> list[Event]:
    """The sample (left in its first interlude), with the first example class unlocked."""
    return [*sample_events("lyrian"), ev("unlock-class", class_=LYRIAN_CLASSES[0])]


# --- Glorious Heretics (l. 53: a skill rank costs the new rank in Exp) ---------------------------

HERETICS_SKILLS = ("strength", "stamina", "tolerance", "acrobatics", "logic", "insight")


def _heretics_blocks() -> Iterator[Block]:
    """Exp for a skill rank, a torch noted and used up, an item bought with resources, a restock."""
    ranks = {"stealth": 2}
    for skill in itertools.cycle(HERETICS_SKILLS):
        rank = ranks.get(skill, 0) + 1
        ranks[skill] = rank
        yield [
            ev("award-exp", "session", amount=rank),
            ev("raise-skill", skill=skill),
            ev("add-equipment", text="Torch"),
            ev("remove-equipment", text="Torch"),
            ev("spend-resources", "rope", amount=2),
            ev("restock"),
        ]


BASES: dict[str, Callable[[], list[Event]]] = {
    "gravedust": gravedust_fixture.events,
    "lyrian": _lyrian_base,
    "miridon": lambda: sample_events("miridon"),
    "heretics": lambda: sample_events("heretics"),
}
BLOCKS: dict[str, Callable[[], Iterator[Block]]] = {
    "gravedust": _gravedust_blocks,
    "lyrian": _lyrian_blocks,
    "miridon": _miridon_blocks,
    "heretics": _heretics_blocks,
}


def history(system_id: str, size: int) -> list[Event]:
    """A legal history of exactly `size` events (at least the creation's length)."""
    events = BASES[system_id]()
    creation = len(events)
    blocks = BLOCKS[system_id]()
    while len(events) < size:
        events += next(blocks)
    return events[: max(size, creation)]


def document(system_id: str, size: int) -> dict[str, Any]:
    """A character document (the sample's header) with a legal history of `size` events."""
    head = {k: v for k, v in sample(system_id).items() if k != "events"}
    if system_id == "lyrian":
        head["packs"] = [LYRIAN_EXAMPLES]
    return {**head, "events": [e.to_json() for e in history(system_id, size)]}


def built(system_id: str, size: int) -> Build[Any]:
    """The replayed character of `document(system_id, size)`."""
    return build_character(document(system_id, size)).build


def check(system_id: str, size: int) -> Build[Any]:
    """The build of a long history; ValueError naming the first errors if it is not valid."""
    result = built(system_id, size)
    if not result.valid or len(result.events) != size:
        errors = "; ".join(i.describe() for i in result.errors[:3])
        raise ValueError(f"{system_id} history of {size} events is not legal: {errors}")
    return result


if __name__ == "__main__":
    for name in SYSTEMS:
        for n in SIZES:
            b = check(name, n)
            print(f"{name:10} {n:>6} events: valid, {len(b.warnings)} warnings")
