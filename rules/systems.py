# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The one registry of game systems: what each system is made of, in every layer.

A system declares its parts once, as a `SystemParts`: its id, title and rulebook, then where each
part lives, as `"package.module:attribute"` (imported only when that part is first used). The
rules, the PDF sheet, the cards, the text sheet, the window and the wizard are looked up here by
every layer; no layer keeps its own table of systems or branches on a system id. A part may be
`SHARED`: the shared default of that part (`SHARED_DEFAULTS`) serves the system.

The four shipped systems are listed in `SHIPPED`. Another system comes from an installed package
that names its `SystemParts` in the `sheetwright.systems` entry-point group; entry points are read
only when an id is not a shipped one or when every system is listed (a frozen bundle has none).
The references name modules in `model/` and `gui/` as text: `rules/` never imports them, the
layer that needs a part resolves it.
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path

TYPE_CHECKING = False  # typing and dataclasses stay unimported: `sheetwright --help` reads this
if TYPE_CHECKING:
    from typing import Any, Final

    from rules.engine.system import System


class _Shared:
    """The marker of a part left to its shared default."""

    def __repr__(self) -> str:
        return "SHARED"


SHARED: Final = _Shared()
"""Use the shared default of this part (see `SHARED_DEFAULTS`)."""

Part = str | _Shared

SHARED_DEFAULTS: Final[dict[str, str]] = {
    "sheet_layout": "model.pdf.generic_layout:draw_generic",
    "cards": "model.pdf.cards_generic:cards",
    "text_sheet": "gui.cli.text:generic_lines",
}
"""Where the shared default of each part lives (content's: the `rulesets/<id>/` resources folder)."""

DEFAULTED_PARTS: Final = ("content", *SHARED_DEFAULTS)
"""The parts a system may leave to a shared default."""

PART_NAMES: Final = (
    "rules", "content", "sheet_layout", "cards", "text_sheet", "window", "wizard",
)  # fmt: skip
"""The parts every system provides or leaves to a shared default, in declaration order."""

ENTRY_POINT_GROUP: Final = "sheetwright.systems"


class SystemParts:
    """Everything Sheetwright needs to know of one game system, in every layer (read-only).

    rules: the rules `System` (rules/). content: the folder (a `Path` or text) of its shipped
    content packs (SHARED: `resources/rulesets/<id>/`). sheet_layout: draws the printed sheet on a
    page, `(canvas, build, meta, rect)` (model/pdf/). cards: the card-sized sections, `(build,
    meta) -> list[Card]` (model/pdf/). text_sheet: the terminal sheet's lines, `(build) ->
    list[str]`, never importing Qt (gui/). window: the character window class, `(context,
    session)`; wizard: the creation wizard class, `(context, parent)` (gui/).
    """

    __slots__ = ("cards", "content", "id", "rulebook", "rules", "sheet_layout", "text_sheet", "title", "window", "wizard")  # fmt: skip
    id: str
    title: str
    rulebook: str
    rules: str
    content: Part
    sheet_layout: Part
    cards: Part
    text_sheet: Part
    window: str
    wizard: str

    def __init__(
        self, *, id: str, title: str, rulebook: str, rules: str, content: Part,
        sheet_layout: Part, cards: Part, text_sheet: Part, window: str, wizard: str,
    ) -> None:  # fmt: skip
        given = dict(locals())
        for name in ("id", "title", "rulebook", *PART_NAMES):
            object.__setattr__(self, name, given[name])
        for name in PART_NAMES:
            _check_part(id, name, given[name])

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"SystemParts are read-only (tried to set {name})")

    def __repr__(self) -> str:
        return f"SystemParts(id={self.id!r}, title={self.title!r})"

    def reference(self, part: str) -> str:
        """Where a part lives (`module:attribute`), the shared default's place for SHARED."""
        found = getattr(self, part)
        return SHARED_DEFAULTS[part] if found is SHARED else str(found)

    def provides(self, part: str) -> bool:
        """Whether the system has its own part (False: the shared default serves it)."""
        return getattr(self, part) is not SHARED


def _check_part(system_id: str, name: str, part: object) -> None:
    """A part is `module:attribute`, or SHARED where a shared default exists; ValueError if not."""
    if part is SHARED:
        if name not in DEFAULTED_PARTS:
            raise ValueError(f"{system_id}: the {name} part has no shared default; name one")
    elif not isinstance(part, str) or part.count(":") != 1 or part.startswith(":"):
        raise ValueError(f"{system_id}: {name} must read 'package.module:attribute'")


SHIPPED: Final = (
    SystemParts(
        id="gravedust",
        title="Gravedust",
        rulebook="gravedust.txt",
        rules="rules.gravedust.system:SYSTEM",
        content=SHARED,
        sheet_layout="model.pdf.gravedust.layout:draw_gravedust",
        cards="model.pdf.gravedust.cards:cards",
        text_sheet="gui.gravedust.text_sheet:sheet_lines",
        window="gui.gravedust.character_window:GravedustWindow",
        wizard="gui.gravedust.wizard:GravedustWizard",
    ),
    SystemParts(
        id="lyrian",
        title="Lyrian Chronicles",
        rulebook="lyrian-chronicles.txt",
        rules="rules.lyrian.system:SYSTEM",
        content=SHARED,
        sheet_layout="model.pdf.lyrian.layout:draw_lyrian",
        cards=SHARED,
        text_sheet=SHARED,
        window="gui.lyrian.character_window:LyrianWindow",
        wizard="gui.lyrian.wizard:LyrianWizard",
    ),
    SystemParts(
        id="miridon",
        title="Miridon",
        rulebook="miridon.txt",
        rules="rules.miridon.system:SYSTEM",
        content=SHARED,
        sheet_layout="model.pdf.miridon.layout:draw_miridon",
        cards="model.pdf.miridon.cards:cards",
        text_sheet=SHARED,
        window="gui.miridon.character_window:MiridonWindow",
        wizard="gui.miridon.wizard:MiridonWizard",
    ),
    SystemParts(
        id="heretics",
        title="Glorious Heretics",
        rulebook="glorious-heretics.txt",
        rules="rules.heretics.system:SYSTEM",
        content=SHARED,
        sheet_layout="model.pdf.heretics.layout:draw_heretics",
        cards="model.pdf.heretics.cards:cards",
        text_sheet="gui.heretics.text_sheet:sheet_lines",
        window="gui.heretics.character_window:HereticsWindow",
        wizard="gui.heretics.wizard:HereticsWizard",
    ),
)
"""The systems that ship with Sheetwright, in the order they are offered."""

_SHIPPED_BY_ID: Final = {parts.id: parts for parts in SHIPPED}


class SystemUnavailable(LookupError):
    """A game system Sheetwright does not know, or one of its parts that cannot be loaded."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


class Installed:
    """The systems installed packages add, and why any entry point was left out (by its name)."""

    __slots__ = ("problems", "systems")

    def __init__(self, systems: tuple[SystemParts, ...], problems: dict[str, str]) -> None:
        self.systems = systems
        self.problems = problems


@cache
def installed() -> Installed:
    """The systems of the `sheetwright.systems` entry points (read once per process)."""
    from importlib.metadata import entry_points

    systems: dict[str, SystemParts] = {}
    problems: dict[str, str] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            parts = point.load()
        except Exception as error:  # a broken package must not stop the shipped systems
            problems[point.name] = f"its package could not be loaded ({error})"
            continue
        if not isinstance(parts, SystemParts):
            problems[point.name] = f"'{point.value}' is not a SystemParts"
        elif parts.id != point.name:
            problems[point.name] = f"its parts say their id is '{parts.id}'"
        elif parts.id in _SHIPPED_BY_ID or parts.id in systems:
            problems[point.name] = "a system with that id is already registered"
        else:
            systems[parts.id] = parts
    return Installed(tuple(systems.values()), problems)


def forget_installed() -> None:
    """Read the entry points again on next use (after a package was installed or removed)."""
    installed.cache_clear()


def all_parts() -> tuple[SystemParts, ...]:
    """Every system: the shipped ones first, then those of installed packages."""
    return SHIPPED + installed().systems


def known_systems() -> list[str]:
    """Ids of every system that can be replayed."""
    return [parts.id for parts in all_parts()]


def parts_of(system_id: str) -> SystemParts:
    """The parts of a system; SystemUnavailable (saying why, with the known ids) if there is none."""
    shipped = _SHIPPED_BY_ID.get(system_id)
    if shipped is not None:
        return shipped
    for parts in installed().systems:
        if parts.id == system_id:
            return parts
    raise SystemUnavailable(why_unknown(system_id))


def why_unknown(system_id: str) -> str:
    """The sentence for an id no system has, with the known ids (and why an installed one was
    left out, if one was)."""
    from rules.engine.name_words import quoted

    why = installed().problems.get(system_id)
    detail = f"; the installed system {quoted(system_id)} was left out: {why}" if why else ""
    return f"unknown game system {quoted(system_id)} (known: {', '.join(known_systems())}){detail}"


def is_known(system_id: str) -> bool:
    """Whether a system with that id is registered (entry points are read only for other ids)."""
    try:
        parts_of(system_id)
    except SystemUnavailable:
        return False
    return True


def title_of(system_id: str) -> str:
    """The display title of a system; the id itself for one that is not registered."""
    try:
        return parts_of(system_id).title
    except SystemUnavailable:
        return system_id


def load_part(system_id: str, part: str) -> Any:
    """A system's part, imported on first use; SystemUnavailable if it cannot be loaded."""
    parts = parts_of(system_id)
    module, _, attribute = parts.reference(part).partition(":")
    try:
        return getattr(importlib.import_module(module), attribute)
    except (ImportError, AttributeError) as error:
        raise SystemUnavailable(
            f"the {part.replace('_', ' ')} of {parts.title} could not be loaded ({error})"
        ) from error


def content_folder(system_id: str) -> Path:
    """The folder of a system's shipped content packs (`pack.yaml`, or subfolders with one)."""
    if parts_of(system_id).provides("content"):
        return Path(load_part(system_id, "content"))
    from rules.engine.content_loader import resources_dir

    return resources_dir() / "rulesets" / system_id


def get_system(system_id: str) -> System[Any]:
    """The rules of the system with that id; SystemUnavailable with the known ids if there is none."""
    loaded: System[Any] = load_part(system_id, "rules")
    return loaded


def default_system() -> str:
    """The system offered first (a new character, `sheetwright ops` without --system)."""
    return SHIPPED[0].id
