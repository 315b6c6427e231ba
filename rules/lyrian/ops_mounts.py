# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Mounts owned and kept in Stables (Mounted Combat; Housing — Facilities) and animals raised into
mounts with interlude actions (Interlude — Raising Animals, l. 1111-1133)."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Literal

from pydantic import Field

from rules.engine.article_words import with_article
from rules.engine.check import all_of
from rules.engine.ledger import Entry
from rules.engine.op_registry import OpFields
from rules.engine.ruleset import Ruleset
from rules.engine.source_ref import Source
from rules.engine.step import Outcome, Step
from rules.lyrian import numbers as n
from rules.lyrian.content import InterludeAction, Mount
from rules.lyrian.event_words import Fields, Words
from rules.lyrian.homes import facility_level, find_home
from rules.lyrian.op_fields import Name, Price
from rules.lyrian.op_table import OPS
from rules.lyrian.phases import interlude_phase, started
from rules.lyrian.property_mounts import (
    STABLE,
    find_animal,
    find_mount,
    mount_entry,
    mount_name,
    same_name,
    stable_problem,
)
from rules.lyrian.state import Animal, LyrianState, OwnedMount

Step_ = Step[LyrianState]
Stage = Literal["egg", "young", "grown"]


class GainMount(OpFields):
    """Fields of `gain-mount`: your name for it, its type, the GM's numbers when its entry gives
    none (Riding points, speed in feet), its price, and the home whose Stable keeps it."""

    name: Name
    mount: str
    riding_points: Annotated[int, Field(ge=0, le=99)] | None = None
    speed: Annotated[int, Field(ge=0, le=10000)] | None = None
    price: Price | None = None
    stable: str | None = None


class StableMount(OpFields):
    """Fields of `stable-mount`: the mount, and the home whose Stable keeps it ("": take it along)."""

    name: Name
    stable: str


class LoseMount(OpFields):
    """Fields of `lose-mount`: the mount slain, sold or freed (the note says which)."""

    name: Name


class GainAnimal(OpFields):
    """Fields of `gain-animal`: its name, the mount it becomes, its stage, the Stable it is raised in."""

    name: Name
    becomes: str
    stage: Stage = "egg"
    stable: str


class HatchEgg(OpFields):
    """Fields of `hatch-egg`: the egg and whether the Animal Husbandry check succeeded."""

    animal: Name
    success: bool


class GrowAnimal(OpFields):
    """Fields of `grow-animal`: the young animal given a Growth potion."""

    animal: Name


class TrainAnimal(OpFields):
    """Fields of `train-animal`: the grown animal and whether the Animal Husbandry check succeeded."""

    animal: Name
    success: bool


def _line(step: Step_, text: str) -> str:
    note = f": {step.event.note}" if step.event.note else ""
    return f"arc {step.state.arc}: {text}{note}"


def _name_taken(state: LyrianState, name: str) -> str:
    if find_mount(state, name) is not None:
        return f"You already have a mount named '{name}'."
    if find_animal(state, name) is not None:
        return f"You are already raising an animal named '{name}'."
    return ""


def _gm_number(entry: Mount, given: int | None, field: str, what: str) -> str:
    """Refuse a GM's number where the mount's entry gives one."""
    known = getattr(entry, field)
    if given is None or known is None:
        return ""
    return f"A {entry.name}'s {what} is given ({known}): leave it out."


@OPS.op("gain-mount", GainMount)
def gain_mount(step: Step_, f: GainMount) -> Outcome[LyrianState]:
    """Gain a mount (bought, found or given), with you or kept in one of your Stables."""
    check = started(step.state)
    if not check:
        return step.refuse(check.reason, check.source)
    entry = mount_entry(step.content, f.mount)
    name = f.name.strip()
    if entry is None:
        return step.refuse(f"There is no mount type '{f.mount}'.", n.MOUNTS_SRC)
    problem = (
        ("A mount needs a name." if not name else "")
        or _name_taken(step.state, name)
        or _gm_number(entry, f.riding_points, "riding_points", "Riding requirement")
        or _gm_number(entry, f.speed, "speed", "speed")
    )
    if problem:
        return step.refuse(problem, n.MOUNTS_SRC)
    stable = None
    if f.stable:
        home, why = stable_problem(step.state, step.content, f.stable, entry.id)
        if home is None:
            return step.refuse(why, n.FACILITIES_SRC)
        stable = home.name
    owned = OwnedMount(name, entry.id, f.riding_points, f.speed, stable)
    state = step.state.with_owned(mounts=(*step.state.mounts, owned))
    paid = (step.debit("clim", f.price, f"{entry.name} {name}"),) if f.price else ()
    return step.done(state.logged(_line(step, f"Gained the {entry.name} {name}")), *paid)


@OPS.op("stable-mount", StableMount)
def stable_mount(step: Step_, f: StableMount) -> Outcome[LyrianState]:
    """Keep a mount in one of your Stables, or take it along ("")."""
    owned = find_mount(step.state, f.name)
    if owned is None:
        return step.refuse(f"You have no mount named '{f.name}'.", n.MOUNTS_SRC)
    stable = None
    if f.stable.strip():
        if same_name(f.stable, owned.stable):
            return step.refuse(f"{owned.name} is already in {owned.stable}'s Stable.")
        home, why = stable_problem(step.state, step.content, f.stable, owned.mount, owned.name)
        if home is None:
            return step.refuse(why, n.FACILITIES_SRC)
        stable = home.name
    elif owned.stable is None:
        return step.refuse(f"{owned.name} is already with you.")
    moved = replace(owned, stable=stable)
    mounts = tuple(moved if m is owned else m for m in step.state.mounts)
    text = f"Left {owned.name} in {stable}'s Stable" if stable else f"Took {owned.name} along"
    return step.done(step.state.with_owned(mounts=mounts).logged(_line(step, text)))


@OPS.op("lose-mount", LoseMount)
def lose_mount(step: Step_, f: LoseMount) -> Outcome[LyrianState]:
    """A mount is gone: slain, sold or freed (the note says which)."""
    owned = find_mount(step.state, f.name)
    if owned is None:
        return step.refuse(f"You have no mount named '{f.name}'.", n.MOUNTS_SRC)
    mounts = tuple(m for m in step.state.mounts if m is not owned)
    text = f"Lost {owned.name}"
    return step.done(step.state.with_owned(mounts=mounts).logged(_line(step, text)))


@OPS.op("gain-animal", GainAnimal)
def gain_animal(step: Step_, f: GainAnimal) -> Outcome[LyrianState]:
    """An egg, young or wild animal to raise into a mount, kept in one of your Stables (l. 1115)."""
    check = started(step.state)
    if not check:
        return step.refuse(check.reason, check.source)
    entry = mount_entry(step.content, f.becomes)
    name = f.name.strip()
    if entry is None:
        return step.refuse(f"There is no mount type '{f.becomes}'.", n.MOUNTS_SRC)
    problem = ("An animal needs a name." if not name else "") or _name_taken(step.state, name)
    if problem:
        return step.refuse(problem, n.ANIMALS_SRC)
    home, why = stable_problem(step.state, step.content, f.stable, entry.id)
    if home is None:
        return step.refuse(f"{why} Raising an animal needs a Stable.", n.ANIMALS_SRC)
    animal = Animal(name, entry.id, f.stage, home.name)
    state = step.state.with_owned(animals=(*step.state.animals, animal))
    what = f"{entry.name} egg" if f.stage == "egg" else f"{f.stage} {entry.name}"
    text = f"Found {name}, {with_article(what)}"
    return step.done(state.logged(_line(step, text)))


def _raising(
    step: Step_, action_id: str, animal_name: str, stage: Stage
) -> tuple[Animal | None, Entry | None, str, Source]:
    """The animal and the IP paid for one step of Raising Animals, or why it cannot be taken."""
    check = all_of([started(step.state), interlude_phase(step.state)])
    if not check:
        return None, None, check.reason, check.source or n.INTERLUDE_SRC
    action = step.content.typed("interlude-action", action_id, InterludeAction)
    if action is None:
        why = "The Raising Animals actions are not in the loaded content; is a pack missing?"
        return None, None, why, n.ANIMALS_SRC
    animal = find_animal(step.state, animal_name)
    if animal is None:
        return None, None, f"You are raising no animal named '{animal_name}'.", n.ANIMALS_SRC
    if animal.stage != stage:
        now = {"egg": "still an egg", "young": "young", "grown": "grown"}[animal.stage]
        return (
            None,
            None,
            f"{animal.name} is {now}: {action.name} is not its next step.",
            n.ANIMALS_SRC,
        )
    home = find_home(step.state, animal.stable)
    if home is None or home.size is None or facility_level(home, STABLE) == 0:
        why = f"{animal.stable} has no Stable: raising an animal needs one."
        return None, None, why, n.ANIMALS_SRC
    cost = step.state.unpriced_action_ip if action.ip_cost is None else action.ip_cost
    paid = step.debit("ip", cost, f"{action.name}: {animal.name}") if cost else None
    return animal, paid, "", n.ANIMALS_SRC


def _with_animal(state: LyrianState, old: Animal, new: Animal | None) -> LyrianState:
    kept = (new if a is old else a for a in state.animals)
    return state.with_owned(animals=tuple(a for a in kept if a is not None))


def _paid(entry: Entry | None) -> tuple[Entry, ...]:
    return (entry,) if entry else ()


@OPS.op("hatch-egg", HatchEgg)
def hatch_egg(step: Step_, f: HatchEgg) -> Outcome[LyrianState]:
    """Hatch an egg in its Stable: an IP and an Animal Husbandry check (l. 1119-1123)."""
    animal, paid, why, source = _raising(step, "hatch-egg", f.animal, "egg")
    if animal is None:
        return step.refuse(why, source)
    if f.success:
        new = replace(animal, stage="young", attempts=0)
        text = f"{animal.name} hatched"
    else:
        new = replace(animal, attempts=animal.attempts + 1)
        text = f"{animal.name} did not hatch yet (attempt {new.attempts})"
    state = _with_animal(step.state, animal, new)
    return step.done(state.logged(_line(step, text)), *_paid(paid))


@OPS.op("grow-animal", GrowAnimal)
def grow_animal(step: Step_, f: GrowAnimal) -> Outcome[LyrianState]:
    """Give a young animal a Growth potion: an IP (l. 1127)."""
    animal, paid, why, source = _raising(step, "grow-animal", f.animal, "young")
    if animal is None:
        return step.refuse(why, source)
    state = _with_animal(step.state, animal, replace(animal, stage="grown", attempts=0))
    text = f"{animal.name} was given a Growth potion"
    return step.done(state.logged(_line(step, text)), *_paid(paid))


@OPS.op("train-animal", TrainAnimal)
def train_animal(step: Step_, f: TrainAnimal) -> Outcome[LyrianState]:
    """Train a grown animal: an IP and an Animal Husbandry check; trained, it is a mount (l. 1131)."""
    animal, paid, why, source = _raising(step, "train-animal", f.animal, "grown")
    if animal is None:
        return step.refuse(why, source)
    if not f.success:
        new = replace(animal, attempts=animal.attempts + 1)
        state = _with_animal(step.state, animal, new)
        text = f"{animal.name} is not trained yet (attempt {new.attempts})"
        return step.done(state.logged(_line(step, text)), *_paid(paid))
    mount = OwnedMount(animal.name, animal.becomes, stable=animal.stable)
    state = _with_animal(step.state, animal, None)
    state = state.with_owned(mounts=(*state.mounts, mount))
    kind = mount_name(step.content, animal.becomes)
    text = f"{animal.name} is trained: a {kind} you can ride"
    return step.done(state.logged(_line(step, text)), *_paid(paid))


def _named_mount(template: str) -> Words:
    def words(f: Fields, c: Ruleset) -> str:
        return template.format(name=f.get("name", "?"), kind=mount_name(c, str(f.get("mount"))))

    return words


def _stable_words(f: Fields, _c: Ruleset) -> str:
    home = str(f.get("stable") or "").strip()
    return f"Stable {f.get('name', '?')} at {home}" if home else f"Take {f.get('name', '?')} Along"


def _animal_words(f: Fields, c: Ruleset) -> str:
    kind = mount_name(c, str(f.get("becomes")))
    stage = str(f.get("stage") or "egg")
    what = f"{kind} Egg" if stage == "egg" else f"{stage.title()} {kind}"
    return f"Gain {what} {f.get('name', '?')}"


def _tried(verb: str) -> Words:
    def words(f: Fields, _c: Ruleset) -> str:
        failed = "" if f.get("success", True) else " (failed)"
        return f"{verb} {f.get('animal', '?')}{failed}"

    return words


WORDS: dict[str, Words] = {
    "gain-mount": _named_mount("Gain Mount {name} ({kind})"),
    "stable-mount": _stable_words,
    "lose-mount": lambda f, _c: f"Lose Mount {f.get('name', '?')}",
    "gain-animal": _animal_words,
    "hatch-egg": _tried("Hatch"),
    "grow-animal": _tried("Grow"),
    "train-animal": _tried("Train"),
}
"""Each op of this module in a player's words, as the undo labels say them."""
