# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Mech limits: how many parts and mech points a character may pilot or build (Chapter 9)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import Term
from rules.engine.source_ref import Source, cite
from rules.miridon.numbers import BOOK
from rules.miridon.specials import special_rank_of
from rules.miridon.state import MechPart, MiridonState

PILOTING_SRC = cite(BOOK, "Chapter 9: Mech Rules — Mech Piloting")
TECH_TRAINING_SRC = cite(BOOK, "Chapter 9: Mech Rules — Mech Piloting (Tech Training)")
_DUAL = "Chapter 2: Dual-Class Special Abilities — "

MECH_TRAINING = "mech-training"
TECH_TRAINING = "tech-training"
MECH_BODY = "mech-body"

PART_KINDS: dict[str, str] = {
    MECH_BODY: "Mech Body",
    "mech-blade": "Mech Blade",
    "mech-spell-core": "Mech Spell Core",
    "mech-puzzle-gun": "Mech Puzzle Gun",
    "mech-puzzle-blade": "Mech Puzzle Blade",
}
"""Every mech part kind the rulebook names ([Mech Body], l. 3597; Mech Slash, Mech Spell
Training and Mech Puzzle Weapon, l. 159-238). Their own statistics are not given."""

BASE_PARTS = 3
"""A mech has at most 3 parts plus 1 per 3 ranks in Mech Training (Mech Piloting)."""
PARTS_RANK_STEP = 3
POINTS_PER_RANK = 25
"""Each part at most 25 × [Rank] in Mech Training mech points (Mech Piloting)."""


@dataclass(frozen=True, slots=True)
class ExtraParts:
    """Parts a dual-class special adds beyond the base, usable only for some kinds."""

    special: str
    label: str
    kinds: frozenset[str]
    count: int
    source: Source


# The dual specials that add parts: id → (name, allowed kinds). Mech Puzzle Weapon counts its own
# ranks: the printed "[Mech Spell Training]" (l. 238) is a copy slip (docs/rulings.md, Miridon).
_EXTRA_SPECIALS: dict[str, tuple[str, frozenset[str]]] = {
    "mech-spell-training": ("Mech Spell Training", frozenset({"mech-spell-core"})),
    "mech-puzzle-weapon": (
        "Mech Puzzle Weapon",
        frozenset({"mech-puzzle-gun", "mech-puzzle-blade"}),
    ),
}


@dataclass(frozen=True, slots=True)
class MechLimits:
    """What a mech may hold for one use (piloting, or building) of one rank."""

    rank_name: str
    rank: int
    extras: tuple[ExtraParts, ...]
    source: Source

    @property
    def base_parts(self) -> int:
        """3 + 1 per 3 ranks, parts of any kind."""
        return BASE_PARTS + self.rank // PARTS_RANK_STEP

    @property
    def parts(self) -> int:
        """The most parts, counting every special's extra parts."""
        return self.base_parts + sum(e.count for e in self.extras)

    @property
    def points_per_part(self) -> int:
        """25 × rank mech points per part."""
        return POINTS_PER_RANK * self.rank

    def part_terms(self) -> list[Term]:
        """The breakdown of `parts`."""
        terms = [Term("base", BASE_PARTS, PILOTING_SRC)]
        if self.rank >= PARTS_RANK_STEP:
            label = f"{self.rank_name} {self.rank} ÷ {PARTS_RANK_STEP}, rounded down"
            terms.append(Term(label, self.rank // PARTS_RANK_STEP, self.source))
        terms += [Term(e.label, e.count, e.source) for e in self.extras]
        return terms


def kind_id(kind: str) -> str | None:
    """The part kind's id from an id or a printed name (`Mech Body`), or None if unknown."""
    key = kind.strip().casefold().replace(" ", "-")
    return key if key in PART_KINDS else None


def mech_training_rank(state: MiridonState, content: Ruleset) -> int:
    """The Mech Training rank (0 for a character who is not a Techie)."""
    return special_rank_of(state, content, MECH_TRAINING) or 0


def extra_parts(state: MiridonState, content: Ruleset) -> tuple[ExtraParts, ...]:
    """Mech Spell Training / Mech Puzzle Weapon: 1 extra part + 1 per 3 ranks, of their kinds."""
    out = []
    for special, (name, kinds) in _EXTRA_SPECIALS.items():
        rank = special_rank_of(state, content, special)
        if rank is not None:
            count = 1 + rank // PARTS_RANK_STEP
            only = " or ".join(PART_KINDS[k] for k in sorted(kinds))
            label = f"{name} {rank}: 1 + {rank} ÷ 3, rounded down; {only} only"
            out.append(ExtraParts(special, label, kinds, count, cite(BOOK, _DUAL + name)))
    return tuple(out)


def pilot_limits(state: MiridonState, content: Ruleset) -> MechLimits:
    """The mech the character can pilot: by Mech Training, plus dual-special extras."""
    rank = mech_training_rank(state, content)
    return MechLimits("Mech Training", rank, extra_parts(state, content), PILOTING_SRC)


def build_limits(state: MiridonState, content: Ruleset) -> MechLimits:
    """The mech the character can build: Tech Training stands in when higher than Mech Training."""
    return _built_with(state, pilot_limits(state, content))


def mech_limits(state: MiridonState, content: Ruleset) -> tuple[MechLimits, MechLimits]:
    """The mech the character can pilot and the one it can build (`pilot_limits`, `build_limits`)."""
    pilot = pilot_limits(state, content)
    return pilot, _built_with(state, pilot)


def _built_with(state: MiridonState, pilot: MechLimits) -> MechLimits:
    tech = state.skills.get(TECH_TRAINING, 0)
    if tech > pilot.rank:
        return MechLimits("Tech Training", tech, pilot.extras, TECH_TRAINING_SRC)
    return pilot


def count_problem(parts: Sequence[MechPart], limits: MechLimits) -> str | None:
    """Why the parts do not fit the part limit (extras hold only their kinds), or None."""
    room = limits.base_parts
    for extra in limits.extras:
        room += min(extra.count, sum(1 for p in parts if p.kind in extra.kinds))
    if len(parts) <= room:
        return None
    extras = "".join(f" + {e.count} ({e.label})" for e in limits.extras)
    return (
        f"{len(parts)} parts, but {limits.rank_name} {limits.rank} allows "
        f"{limits.base_parts} (3 + 1 per 3 ranks){extras}"
    )


def points_problems(parts: Sequence[MechPart], limits: MechLimits) -> list[str]:
    """Each part with more mech points than 25 × rank."""
    most = limits.points_per_part
    return [
        f"{p.name} has {p.mech_points} mech points, but {limits.rank_name} {limits.rank} "
        f"allows {most} per part (25 × rank)"
        for p in parts
        if p.mech_points > most
    ]


def body_problem(parts: Sequence[MechPart], *, need_one: bool) -> str | None:
    """More than one Mech Body, or (when `need_one`) none, or None when fine."""
    bodies = sum(1 for p in parts if p.kind == MECH_BODY)
    if bodies > 1:
        return f"the mech has {bodies} Mech Bodies; it has exactly one"
    if need_one and parts and not bodies:
        return "the mech has no Mech Body; one of its parts must be a Mech Body"
    return None
