# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A Lyrian character part-way through its history: plain frozen data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType

from rules.engine.evolve import evolve


def frozen[V](mapping: Mapping[str, V] | None = None) -> Mapping[str, V]:
    """A read-only copy of a mapping."""
    return MappingProxyType(dict(mapping or {}))


def bumped(mapping: Mapping[str, int], key: str, delta: int) -> Mapping[str, int]:
    """A read-only copy with one count changed; counts at zero disappear."""
    out = dict(mapping)
    out[key] = out.get(key, 0) + delta
    if out[key] <= 0:
        del out[key]
    return MappingProxyType(out)


class Phase(StrEnum):
    """Where in the session log the character is (Gameplay Flow, l. 1747-1790)."""

    CREATION = "creation"
    ADVENTURE = "adventure"
    CONFLICT_RESOLUTION = "conflict-resolution"
    REST = "rest"
    INTERLUDE = "interlude"


@dataclass(frozen=True, slots=True)
class Weapon:
    """An owned weapon: the player's name for it, its group and its hands (fixed at purchase)."""

    name: str
    group: str
    hands: str


@dataclass(frozen=True, slots=True)
class Craft:
    """A craft begun with the Crafting interlude action (Crafting & Gathering, l. 1137-1190).

    Its materials are paid when it begins; it ends crafted (the item is the character's) or
    failed (the materials are lost)."""

    item: str
    skill: str
    """The artisan skill it is crafted with (content id)."""
    expertise: str | None
    crafting_hp: int
    """The item's crafting HP: the crafting points it needs (the item's own number)."""
    materials: Mapping[str, int]
    """`kind/Type` → units paid to begin it."""
    bonus: int
    """The crafting bonus when it began: skill + expertise + facility bonus + modifier."""
    facility: str | None = None
    """`home/facility-id` of the workshop used, if any."""
    modifier: int = 0
    weapon_group: str | None = None
    hands: str | None = None
    """A weapon craft: it joins the weapons when crafted."""
    status: str = "open"
    """`open`, `crafted` or `failed`."""
    points: int | None = None
    """The crafting points reached (recorded when it ends)."""
    mods: tuple[str, ...] = ()
    mod_points: int = 0


@dataclass(frozen=True, slots=True)
class Home:
    """Land owned and the house on it (Housing, l. 1542-1574): finished size, any build in
    progress, the stored progress, and its facilities by level."""

    name: str
    plot: str
    """The size of the land owned (house-size id): the largest house it holds."""
    size: str | None = None
    """The finished house's size; None until the first build is finished."""
    building: str | None = None
    """The size being built (a new house or an upgrade); None when nothing is being built."""
    need: Mapping[str, int] = field(default_factory=frozen)
    """What the build in progress needs: `crafting-points`, `lumber`, `metal`, `alchemy`."""
    done: Mapping[str, int] = field(default_factory=frozen)
    """The progress stored so far, same keys (a house craft cannot fail, l. 1554)."""
    entered: tuple[str, ...] = ()
    """The numbers of this home the player entered because the rulebook gives none (the GM's)."""
    land_price: int | None = None
    """The GM's price for the land, when the rulebook gives no plot cost (the latest paid)."""
    facilities: Mapping[str, int] = field(default_factory=frozen)
    """Facility id → level (1-3)."""


@dataclass(frozen=True, slots=True)
class OwnedMount:
    """A mount the character owns (Mounted Combat, l. 811-872)."""

    name: str
    mount: str
    """The mount type (content id)."""
    riding_points: int | None = None
    """Riding skill points it needs (the GM's value when the mount's entry gives none)."""
    speed: int | None = None
    """Mounted speed in feet (the GM's value when the mount's entry gives none)."""
    stable: str | None = None
    """The home whose Stable keeps it; None: it is with the character."""


@dataclass(frozen=True, slots=True)
class Animal:
    """An egg or young animal being raised into a mount (Raising Animals, l. 1111-1133)."""

    name: str
    becomes: str
    """The mount type it will be (content id)."""
    stage: str
    """`egg`, `young` (hatched or found young), `grown` (given a Growth potion)."""
    stable: str
    """The home whose Stable it is raised in."""
    attempts: int = 0
    """IP spent at its current stage (some eggs take several, l. 1123)."""


@dataclass(frozen=True, slots=True)
class Owned:
    """What a character owns and makes between adventures (Crafting & Gathering, Housing,
    Mounted Combat, Raising Animals)."""

    materials: Mapping[str, int] = field(default_factory=frozen)
    """`kind/Type` → units carried (Material, l. 1192-1203): `ore/Dark Iron` → 500."""
    crafts: tuple[Craft, ...] = ()
    homes: tuple[Home, ...] = ()
    facility_uses: Mapping[str, int] = field(default_factory=frozen)
    """`home/facility-id` → uses taken this interlude phase (l. 1582); reset when one starts."""
    mounts: tuple[OwnedMount, ...] = ()
    animals: tuple[Animal, ...] = ()


NOTHING_OWNED = Owned()


@dataclass(frozen=True)  # no slots: rules.engine.evolve copies its dictionary whole
class LyrianState:
    """Everything the events have decided so far; derived values are computed from this."""

    phase: Phase = Phase.CREATION
    started: bool = False
    arc: int = 0
    race: str | None = None
    subrace: str | None = None
    main: Mapping[str, int] = field(default_factory=frozen)
    sub: Mapping[str, int] = field(default_factory=frozen)
    classes: Mapping[str, int] = field(default_factory=frozen)
    """Class id → how many of its seven abilities are learned (0 = key abilities only)."""
    breakthroughs: Mapping[str, int] = field(default_factory=frozen)
    exp_refunded: int = 0
    """EXP refunded for abilities (duplicates and abilities the character cannot use)."""
    exp_refunded_unusable: int = 0
    """The part of `exp_refunded` for abilities the character cannot use (l. 183-185)."""
    skills: Mapping[str, int] = field(default_factory=frozen)
    expertise: Mapping[str, int] = field(default_factory=frozen)
    """`skill/expertise name` → skill points spent on it."""
    proficiencies: tuple[str, ...] = ()
    weapons: tuple[Weapon, ...] = ()
    armor: str | None = None
    shield: str | None = None
    items: Mapping[str, int] = field(default_factory=frozen)
    injuries: tuple[str, ...] = ()
    rest_bonus: bool = False
    rest_doubled: str | None = None
    """`hp` or `mana`: the Rest action was taken with a Sauna or a Shrine, which doubles that
    temporary value (Housing — Facilities, l. 1594-1595)."""
    expired: Mapping[str, int] = field(default_factory=frozen)
    """Pool → the unspent points lost when the current arc started (IP, EP; breakthrough EXP)."""
    arc_started_at: int | None = None
    """The event index of the `start-arc` that began the current arc."""
    unpriced_action_ip: int = 1
    """House rule: IP cost of an interlude action the rulebook prints no cost for."""
    tier_lifts_artisan_caps: bool = False
    """House rule: Skybound and 10k Spirit Core also lift the artisan and gathering caps."""
    injury_recorded_at: int | None = None
    """The event index of the latest `injury` or `remove-injury`: injuries recorded one after
    another are one encounter's (Resolve Character Injuries, l. 997)."""
    downed_injury_recorded: bool = False
    """Whether that run of injuries already has one from being downed (l. 997-999)."""
    log: tuple[str, ...] = ()
    """Interlude actions and errands as recorded lines (notes for the ones with no numbers)."""
    owned: Owned = field(default_factory=lambda: NOTHING_OWNED)
    """Materials, crafts, homes, mounts and animals: one field, so the many events that change
    none of it copy one value, not six (read through the properties below)."""

    @property
    def materials(self) -> Mapping[str, int]:
        """Units carried by `kind/Type`."""
        return self.owned.materials

    @property
    def crafts(self) -> tuple[Craft, ...]:
        """The crafts begun, in order."""
        return self.owned.crafts

    @property
    def homes(self) -> tuple[Home, ...]:
        """The homes, in the order bought."""
        return self.owned.homes

    @property
    def facility_uses(self) -> Mapping[str, int]:
        """Uses taken this interlude, by `home/facility-id`."""
        return self.owned.facility_uses

    @property
    def mounts(self) -> tuple[OwnedMount, ...]:
        """The mounts owned."""
        return self.owned.mounts

    @property
    def animals(self) -> tuple[Animal, ...]:
        """The eggs and young animals being raised."""
        return self.owned.animals

    def with_owned(self, **changes: object) -> LyrianState:
        """A copy with some of what the character owns changed (`materials=…`, `homes=…`)."""
        return evolve(self, owned=evolve(self.owned, **changes))

    def with_class_step(self, class_id: str, learned: int) -> LyrianState:
        """A copy with a class at a number of learned abilities."""
        classes = dict(self.classes)
        classes[class_id] = learned
        return evolve(self, classes=frozen(classes))

    def logged(self, line: str) -> LyrianState:
        """A copy with one more line in the interlude log."""
        return evolve(self, log=(*self.log, line))

    def without_injury(self, injury: str) -> LyrianState:
        """A copy with one instance of an injury removed."""
        injuries = list(self.injuries)
        injuries.remove(injury)
        return evolve(self, injuries=tuple(injuries))


def expertise_key(skill: str, name: str) -> str:
    """The state key of an expertise: `survival/Forests`."""
    return f"{skill}/{name}"
