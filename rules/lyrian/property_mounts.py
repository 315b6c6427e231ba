# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Mounts and animals on the sheet: Stable slots, the rider's flags, mounted speed, sections.

Stable slots (Housing — Facilities, l. 1646-1650): "each large animal taking up a slot. Two medium
animals of the same kind may share 1 slot and 4 small animals of the same kind may share 1 slot."
Mounts and animals kept in one Stable are counted together, grouped by mount type (an egg or a young
animal by the mount it will become). The rulebook gives no animal sizes: a type whose entry gives
none is counted as one slot each, as are large and huge ones; tiny ones share by four like small
ones.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from rules.engine.issue import Issue, Severity
from rules.engine.ruleset import Ruleset
from rules.engine.sheet_value import SheetValue, Term
from rules.lyrian import numbers as n
from rules.lyrian.class_progress import race_entries
from rules.lyrian.content import CreatureSize, Facility, Mount
from rules.lyrian.homes import facility_level, find_home, level_value
from rules.lyrian.state import Animal, Home, LyrianState, OwnedMount

STABLE = "stable"
"""The Stable facility's id."""
RIDING = "riding"
"""The Riding skill's id (its points decide whether a mount can be ridden without checks)."""
SHARE = {CreatureSize.TINY: 4, CreatureSize.SMALL: 4, CreatureSize.MEDIUM: 2}
"""How many animals of one kind share a Stable slot by size (l. 1650); any other size: one each."""
UNSIZED = "size not given, counted as one slot"
STAGES = {"egg": "Egg", "young": "Young", "grown": "Grown"}
NEXT_STEP = {
    "egg": ("hatch-egg", "Hatch it: 1 IP and an Animal Husbandry check (the GM sets the DC)."),
    "young": ("grow-animal", "Give it a Growth potion: 1 IP."),
    "grown": ("train-animal", "Train it: 1 IP and an Animal Husbandry check (the GM sets the DC)."),
}
"""What each stage of Raising Animals needs next (l. 1117-1133)."""
WARNED = ("rider-size", "riding")
"""Rider flags that are also warnings of the whole character (the others ask the GM)."""


def mount_entry(content: Ruleset, mount_id: str) -> Mount | None:
    """The mount type's entry."""
    return content.typed("mount", mount_id, Mount)


def mount_name(content: Ruleset, mount_id: str) -> str:
    """The mount type's name (its id when the content lacks it)."""
    entry = mount_entry(content, mount_id)
    return entry.name if entry else mount_id


def same_name(a: str, b: str | None) -> bool:
    """Names of mounts, animals and homes are compared without case."""
    return b is not None and a.strip().casefold() == b.strip().casefold()


def find_mount(state: LyrianState, name: str) -> OwnedMount | None:
    """The owned mount with that name."""
    return next((m for m in state.mounts if same_name(m.name, name)), None)


def find_animal(state: LyrianState, name: str) -> Animal | None:
    """The animal being raised with that name."""
    return next((a for a in state.animals if same_name(a.name, name)), None)


def stable_slots(content: Ruleset, home: Home) -> int:
    """The Stable's slots at its level (2/4/6, l. 1648); 0 without a Stable or a finished house."""
    entry = content.typed("facility", STABLE, Facility)
    if entry is None or home.size is None:
        return 0
    return level_value(entry.slots, facility_level(home, STABLE))


def kept_in(state: LyrianState, home: str) -> list[tuple[str, str]]:
    """(name, mount type) of every mount and animal kept in a home's Stable."""
    mounts = [(m.name, m.mount) for m in state.mounts if same_name(home, m.stable)]
    return [*mounts, *((a.name, a.becomes) for a in state.animals if same_name(home, a.stable))]


def slots_taken(content: Ruleset, kinds: Iterable[str]) -> int:
    """The slots that animals of these mount types take (l. 1650): per kind, by its size."""
    taken = 0
    for kind, count in Counter(kinds).items():
        entry = mount_entry(content, kind)
        share = SHARE.get(entry.size, 1) if entry and entry.size else 1
        taken += -(-count // share)
    return taken


def stable_problem(
    state: LyrianState, content: Ruleset, home_name: str, kind: str, leaving: str | None = None
) -> tuple[Home | None, str]:
    """The home whose Stable can take one more animal of a mount type, or why not. `leaving`:
    the name of a mount moving out of it (it does not count against the slots)."""
    home = find_home(state, home_name)
    if home is None:
        return None, f"There is no home named '{home_name}'."
    if home.size is None:
        return None, f"{home.name} is not built yet: a Stable needs a finished house."
    slots = stable_slots(content, home)
    if facility_level(home, STABLE) == 0 or slots == 0:
        return None, f"{home.name} has no Stable."
    kinds = [k for name, k in kept_in(state, home.name) if not same_name(name, leaving)]
    if slots_taken(content, [*kinds, kind]) > slots:
        return None, (
            f"{home.name}'s Stable has no free slot for a {mount_name(content, kind)}: "
            f"its {slots} slots are taken."
        )
    return home, ""


def rider_size(state: LyrianState, content: Ruleset) -> CreatureSize | None:
    """The character's size from its race or subrace (None: the race gives no size)."""
    sizes = [e.size for e in race_entries(state, content) if e.size is not None]
    return sizes[-1] if sizes else None


def riding_needed(content: Ruleset, owned: OwnedMount) -> tuple[int | None, bool]:
    """The Riding points a mount needs and whether the number is the GM's (entered)."""
    entry = mount_entry(content, owned.mount)
    if entry is not None and entry.riding_points is not None:
        return entry.riding_points, False
    return owned.riding_points, owned.riding_points is not None


def mount_speed(content: Ruleset, owned: OwnedMount) -> tuple[int | None, bool]:
    """A mount's speed in feet and whether the number is the GM's (entered)."""
    entry = mount_entry(content, owned.mount)
    if entry is not None and entry.speed is not None:
        return entry.speed, False
    return owned.speed, owned.speed is not None


def _flags(state: LyrianState, content: Ruleset, owned: OwnedMount) -> list[tuple[str, str]]:
    entry = mount_entry(content, owned.mount)
    if entry is None:
        return [
            ("missing-mount", "This mount type is not in the loaded content; is a pack missing?")
        ]
    out = []
    carries = f"A {entry.name} carries {entry.rider_size.capitalize()} creatures"
    size = rider_size(state, content)
    if size is None:
        out.append(("rider-size-unknown", f"{carries}; your race gives no size — ask your GM."))
    elif size != entry.rider_size:
        out.append(("rider-size", f"{carries}: a {size.capitalize()} rider cannot ride it."))
    needed, _entered = riding_needed(content, owned)
    riding = content.name_of("skill", RIDING)
    have = state.skills.get(RIDING, 0)
    if needed is None:
        out.append(("riding-unknown", f"{riding} requirement not given — ask your GM."))
    elif have < needed:
        out.append(
            (
                "riding",
                f"A {entry.name} needs {needed} points in {riding} (you have {have}): below that, "
                f"a {riding} check (DC {n.THROWN_OFF_DC}) at the end of each turn or be thrown off.",
            )
        )
    return out


def rider_flags(state: LyrianState, content: Ruleset, owned: OwnedMount) -> list[str]:
    """What stands between the character and riding this mount (l. 855-868), in words."""
    return [text for _code, text in _flags(state, content, owned)]


def mount_issues(state: LyrianState, content: Ruleset) -> list[Issue]:
    """Warnings for the mounts with the character that it cannot ride safely (size, Riding)."""
    return [
        Issue(Severity.WARNING, f"{m.name}: {text}", source=n.MOUNTS_SRC, code=f"mount-{code}")
        for m in state.mounts
        if m.stable is None
        for code, text in _flags(state, content, m)
        if code in WARNED
    ]


def mounted_speed_values(state: LyrianState, content: Ruleset) -> dict[str, SheetValue]:
    """`mounted-speed:<name>` for each mount whose speed is known (its entry or the GM's)."""
    out = {}
    for owned in state.mounts:
        speed, entered = mount_speed(content, owned)
        if speed is None:
            continue
        kind = mount_name(content, owned.mount)
        label = f"your GM's speed for a {kind}" if entered else f"{kind} speed"
        key = f"mounted-speed:{owned.name}"
        note = "The GM's value: the rulebook gives no speed for this mount." if entered else ""
        term = Term(label, speed, n.MOUNTS_SRC)
        out[key] = SheetValue(
            key, f"{owned.name} mounted speed (ft)", speed, (term,), n.MOUNTS_SRC, note
        )
    return out


def _where(stable: str | None) -> str:
    return f"in {stable}'s Stable" if stable else "with you"


def _slot_note(content: Ruleset, kind: str) -> str:
    entry = mount_entry(content, kind)
    return UNSIZED if entry is None or entry.size is None else ""


def mounts_section(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """One row per owned mount: type, sizes, speed, Riding requirement, where it is, flags."""
    rows: list[dict[str, object]] = []
    for owned in state.mounts:
        entry = mount_entry(content, owned.mount)
        speed, speed_entered = mount_speed(content, owned)
        riding, riding_entered = riding_needed(content, owned)
        rows.append(
            {
                "name": owned.name,
                "mount": owned.mount,
                "mount_name": mount_name(content, owned.mount),
                "rider_size": str(entry.rider_size) if entry else None,
                "size": str(entry.size) if entry and entry.size else None,
                "speed": speed,
                "speed_entered": speed_entered,
                "riding_points": riding,
                "riding_entered": riding_entered,
                "straight_line": entry.straight_line if entry else None,
                "stable": owned.stable,
                "where": _where(owned.stable),
                "slot_note": _slot_note(content, owned.mount) if owned.stable else "",
                "flags": rider_flags(state, content, owned),
            }
        )
    return rows


def animals_section(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """One row per animal being raised: what it becomes, its stage, its Stable, what is next."""
    rows: list[dict[str, object]] = []
    for animal in state.animals:
        action, words = NEXT_STEP[animal.stage]
        rows.append(
            {
                "name": animal.name,
                "becomes": animal.becomes,
                "becomes_name": mount_name(content, animal.becomes),
                "stage": animal.stage,
                "stage_name": STAGES[animal.stage],
                "stable": animal.stable,
                "where": _where(animal.stable),
                "attempts": animal.attempts,
                "next_action": action,
                "next": words,
                "slot_note": _slot_note(content, animal.becomes),
            }
        )
    return rows


def stables_section(state: LyrianState, content: Ruleset) -> list[dict[str, object]]:
    """One row per home with a Stable: level, slots taken and in all, who is kept there."""
    rows: list[dict[str, object]] = []
    for home in state.homes:
        if home.size is None or facility_level(home, STABLE) == 0:
            continue
        kept = kept_in(state, home.name)
        unsized = sorted({mount_name(content, k) for _n, k in kept if _slot_note(content, k)})
        rows.append(
            {
                "home": home.name,
                "level": facility_level(home, STABLE),
                "slots": stable_slots(content, home),
                "used": slots_taken(content, [k for _n, k in kept]),
                "kept": [name for name, _k in kept],
                "notes": [f"{kind}: {UNSIZED}." for kind in unsized],
            }
        )
    return rows
