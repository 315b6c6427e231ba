# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The `sheetwright` command line: headless subcommands that never import Qt."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import types
from collections.abc import Sequence

from rules.systems import SHIPPED, default_system

TYPE_CHECKING = False  # what follows is for the type checker alone
if TYPE_CHECKING:
    from typing import Any, Protocol

    class Commands(Protocol):
        """Where the subcommands' parsers are added (argparse's subparsers, or `_OneCommand`)."""

        def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
            """The parser of the subcommand `name`."""
            ...


def _no_pydantic_plugins() -> None:
    """Tell pydantic we use no plugins (a value the user set is kept), before it is imported.

    Looking for plugins reads every installed package's metadata; and even when told there are
    none, pydantic's plugin loader imports importlib.metadata (with email, zipfile, socket: some
    30 ms of a command) only to answer "no plugins". With all plugins off we give that answer."""
    if os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__") != "__all__":
        return
    if "pydantic" in sys.modules:
        return
    name = "pydantic.plugin._loader"
    loader = types.ModuleType(name, "No pydantic plugins: all are off.")
    loader.get_plugins = lambda: ()  # type: ignore[attr-defined]

    def anything_else(attribute: str) -> object:
        """A name a newer pydantic wants from its loader: the real module is loaded after all."""
        if attribute.startswith("__"):
            raise AttributeError(attribute)  # what the import system asks of any module
        del sys.modules[name]
        return getattr(importlib.import_module(name), attribute)

    loader.__getattr__ = anything_else  # type: ignore[method-assign]
    sys.modules[name] = loader


_no_pydantic_plugins()

EXIT_OK, EXIT_INVALID, EXIT_UNREADABLE = 0, 1, 2
_SYSTEMS_HELP = (
    f"{', '.join(s.id for s in SHIPPED[:-1])} or {SHIPPED[-1].id} (or an installed system)"
)

DESCRIPTION = """\
Sheetwright — character builder and sheet manager for Miridon, Lyrian Chronicles,
Glorious Heretics and Gravedust. With no subcommand it opens the desktop app.

A CHARACTER is a .sheetwright.json file, or a character in your library given by its
id (or the start of it) or its exact name."""

EPILOG = """\
examples:
  sheetwright new --system gravedust --name "Vex" -o vex.sheetwright.json
  sheetwright add vex.sheetwright.json award-xp amount=32 --note "Ratlin nest"
  sheetwright add vex.sheetwright.json raise-attribute attribute=end
  sheetwright check vex.sheetwright.json
  sheetwright export vex.sheetwright.json --pdf vex.pdf --paper letter
  sheetwright export vex.sheetwright.json --pdf vex-cards.pdf --cards
  sheetwright export vex.sheetwright.json --pdf vex.pdf --ledger
  sheetwright export --campaign "Drowned Keep" --pdf party.pdf [--cards]
  sheetwright house-rules hero.sheetwright.json starting_exp=60   (values the GM decides)
  sheetwright ops --system gravedust        (every event you can add, with its fields)"""


def _parser(command: str | None = None) -> argparse.ArgumentParser:
    """The command line's parser. Given the command a command line starts with, only that
    command's parser is built: it parses that line just as the whole parser does, and building
    the others would cost a file command a sixth of `--help`."""
    parser = argparse.ArgumentParser(
        prog="sheetwright",
        description=DESCRIPTION,
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation in a throwaway data directory (exit 0 when it works)",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands: Commands = sub if command is None else _OneCommand(sub, command)
    _character_commands(commands)
    _library_commands(commands)
    return parser


class _OneCommand:
    """Subparsers that build the named command's parser alone; the others get `_Unbuilt`."""

    def __init__(self, sub: Commands, command: str) -> None:
        self.sub = sub
        self.command = command

    def add_parser(self, name: str, **kwargs: Any) -> argparse.ArgumentParser:
        """The real parser for the command, a stand-in that builds nothing for any other."""
        return self.sub.add_parser(name, **kwargs) if name == self.command else _Unbuilt()


class _Unbuilt(argparse.ArgumentParser):
    """The parser of a command the command line does not name: it takes arguments and keeps
    none (it never parses)."""

    def __init__(self) -> None:
        """Nothing to set up (argparse's own setup is the cost `_OneCommand` saves)."""

    def add_argument(self, *args: Any, **kwargs: Any) -> Any:
        """Takes the argument; keeps nothing."""
        return None

    def add_mutually_exclusive_group(self, **kwargs: Any) -> Any:
        """A group that takes arguments and keeps none: this stand-in."""
        return self

    def add_subparsers(self, **kwargs: Any) -> Any:
        """Subcommands that take parsers and keep none: this stand-in."""
        return self

    def add_parser(self, name: str, **kwargs: Any) -> Any:
        """A subcommand's parser: this stand-in."""
        return self


def _character_commands(sub: Commands) -> None:
    p = sub.add_parser("new", help="create a character (in the library, or a file with -o)")
    p.add_argument("--system", required=True, help=_SYSTEMS_HELP)
    p.add_argument("--name", required=True)
    p.add_argument("-o", "--output", metavar="FILE", help="write a .sheetwright.json file instead")
    _history_commands(sub)
    _revision_commands(sub)
    p = sub.add_parser("history", help="list a character's events and the ledger of each pool")
    p.add_argument("character", metavar="CHARACTER")
    p = sub.add_parser("check", help="list a character's issues; exit 1 if it breaks a rule")
    p.add_argument("character", metavar="CHARACTER")
    p = sub.add_parser("sheet", help="print the derived sheet")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument(
        "--json", action="store_true", help="as JSON (keys documented in docs/format.md)"
    )
    p = sub.add_parser("options", help="what can be chosen next, and why not")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("kind", nargs="?", help="race, gear, item, skill, spell, attribute…")
    p.add_argument("--json", action="store_true", help="as JSON: each kind's options")
    p = sub.add_parser("portrait", help="set a character's portrait (PNG or JPEG, at most 2 MB)")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("image", metavar="IMAGE", help="an image file, or 'none' to remove the portrait")
    _change_options(p)
    p = sub.add_parser(
        "house-rules", help="show or set a character's house rules (values the GM decides)"
    )
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("settings", nargs="*", metavar="KEY=VALUE", help="e.g. starting_exp=60")
    _change_options(p)
    p = sub.add_parser("ops", help="list the events a system understands, with their fields")
    p.add_argument("--system", default=default_system(), help=_SYSTEMS_HELP)


def _history_commands(sub: Commands) -> None:
    """add, insert, edit, remove and move: the changes of a character's history."""
    p = sub.add_parser(
        "add", help="add an event (a decision) to a character's history, or several with --from"
    )
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument(
        "op", nargs="?", metavar="OP", help="what happened, e.g. award-xp (see: sheetwright ops)"
    )
    _event_arguments(p)
    p.add_argument(
        "--from",
        dest="source",
        metavar="EVENTS.json",
        help="add every event of a file (a JSON array, or one event per line; - reads stdin), "
        "all or nothing",
    )
    _change_options(p)
    p = sub.add_parser("insert", help="insert an event so that it becomes event N")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("number", metavar="N", type=int, help="the number the new event gets")
    p.add_argument("op", metavar="OP")
    _event_arguments(p)
    _change_options(p)
    p = sub.add_parser("edit", help="change the fields or the note of event N")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("number", metavar="N", type=int, help="the event's number (see: history)")
    p.add_argument(
        "fields", nargs="*", metavar="FIELD=VALUE", help="the fields to change; null removes one"
    )
    p.add_argument("--note", help="a new note")
    _change_options(p)
    p = sub.add_parser("remove", help="take event N out of the history")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("number", metavar="N", type=int)
    _change_options(p)
    p = sub.add_parser("move", help="move event N so that it becomes event M")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("number", metavar="N", type=int)
    p.add_argument("to", metavar="M", type=int)
    _change_options(p)


def _event_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "fields",
        nargs="*",
        metavar="FIELD=VALUE",
        help="the op's fields; VALUE is JSON or text; @FILE reads YAML/JSON",
    )
    p.add_argument("--note", help="why (shown in the history)")
    p.add_argument("--at", help="when (default: now)")


def _change_options(p: argparse.ArgumentParser) -> None:
    """What every change of the history takes (see gui.cli.history_edit)."""
    p.add_argument("--dry-run", action="store_true", help="print the diff; change nothing")
    p.add_argument("--json", action="store_true", help="print the diff as JSON")
    p.add_argument(
        "--keep-errors",
        action="store_true",
        help="make the change even if it leaves new errors (they stay visible as issues)",
    )


def _revision_commands(sub: Commands) -> None:
    p = sub.add_parser("undo", help="take back the last change (a file: remove its last event)")
    p.add_argument("character", metavar="CHARACTER")
    _preview_options(p)
    p = sub.add_parser("redo", help="apply again what undo took back (library characters)")
    p.add_argument("character", metavar="CHARACTER")
    _preview_options(p)
    p = sub.add_parser("revisions", help="list a library character's saved versions")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("--json", action="store_true", help="as JSON")
    p = sub.add_parser("revert", help="go back to a revision (undo takes it back)")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("revision", metavar="REV", type=int, help="a number from `revisions`")
    _preview_options(p)


def _preview_options(p: argparse.ArgumentParser) -> None:
    p.add_argument("--dry-run", action="store_true", help="show what would change; change nothing")
    p.add_argument("--json", action="store_true", help="print the change as JSON")


def _library_commands(sub: Commands) -> None:
    p = sub.add_parser(
        "export", help="write a character as a PDF sheet or a .sheetwright.json file"
    )
    p.add_argument("character", metavar="CHARACTER", nargs="?")
    p.add_argument(
        "--campaign", metavar="NAME", help="with --pdf: the party summary and every sheet (or card)"
    )
    out = p.add_mutually_exclusive_group(required=True)
    out.add_argument("--pdf", metavar="OUT")
    out.add_argument("--json", metavar="OUT")
    p.add_argument("--paper", choices=["a4", "letter"], default="a4")
    p.add_argument(
        "--cards",
        action="store_true",
        help="with --pdf: card-sized sections (63 × 88 mm, nine to a page, cut marks)",
    )
    p.add_argument(
        "--ledger",
        action="store_true",
        help="with --pdf: add the session ledger page(s) after the sheet (every award and spend)",
    )
    p = sub.add_parser("import", help="import .sheetwright.json files into the library")
    p.add_argument("files", nargs="+", metavar="FILE")
    p = sub.add_parser("list", help="list the characters in the library")
    p.add_argument("--system")
    p.add_argument("--search", metavar="TEXT")
    p.add_argument("--trash", action="store_true", help="list the characters in the trash")
    p = sub.add_parser("show", help="show one library character: summary, sheet and issues")
    p.add_argument("character", metavar="ID")
    p = sub.add_parser("delete", help="move a library character to the trash")
    p.add_argument("character", metavar="ID")
    p = sub.add_parser("restore", help="bring a character back from the trash")
    p.add_argument("character", metavar="ID")
    p = sub.add_parser("content", help="list a system's content and any pack that failed to load")
    p.add_argument("--system", default=default_system(), help=_SYSTEMS_HELP)
    p.add_argument("kind", nargs="?")
    p = sub.add_parser("pack-import", help="add a homebrew content pack (YAML) to the library")
    p.add_argument("file", metavar="FILE")
    p = sub.add_parser("use-pack", help="make a character use a homebrew pack from the library")
    p.add_argument("character", metavar="CHARACTER")
    p.add_argument("pack", metavar="PACK_ID")
    _change_options(p)
    p = sub.add_parser(
        "review", help="show or accept the new versions of a character's packs and rules"
    )
    p.add_argument("character", nargs="?", metavar="CHARACTER")
    p.add_argument(
        "--accept", action="store_true", help="accept them: the character uses the current content"
    )
    p.add_argument(
        "--all", action="store_true", help="list every library character waiting for a review"
    )
    p.add_argument("--json", action="store_true", help="print the review as JSON")
    _campaign_commands(sub)
    _admin_commands(sub)


def _admin_commands(sub: Commands) -> None:
    """`library setup | grant | revoke`: who may change what in a shared PostgreSQL library."""
    p = sub.add_parser("library", help="a shared PostgreSQL library: set it up, let people in")
    actions = p.add_subparsers(dest="library_action", metavar="ACTION", required=True)
    actions.add_parser(
        "setup", help="the library's owner, once and after upgrades: migrations, roles, policies"
    )
    a = actions.add_parser("grant", help="let a database role in, as a campaign's GM or player")
    a.add_argument("role", metavar="ROLE")
    who = a.add_mutually_exclusive_group(required=True)
    who.add_argument("--gm", metavar="CAMPAIGN", help="the role runs the campaign")
    who.add_argument("--player", metavar="CAMPAIGN", help="the role plays in the campaign")
    a = actions.add_parser("revoke", help="take a database role out of a campaign")
    a.add_argument("role", metavar="ROLE")
    a.add_argument("campaign", metavar="CAMPAIGN")


def _campaign_commands(sub: Commands) -> None:
    p = sub.add_parser("campaign", help="the library's campaigns: list, new, rename, add, show …")
    actions = p.add_subparsers(dest="campaign_action", metavar="ACTION", required=True)
    actions.add_parser("list", help="list the campaigns, with how many characters each has")
    a = actions.add_parser("new", help="start a campaign")
    a.add_argument("name", metavar="NAME")
    a.add_argument("--notes", metavar="TEXT", help="the campaign's notes")
    a = actions.add_parser("rename", help="give a campaign a new name")
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("name", metavar="NEW_NAME")
    a = actions.add_parser(
        "delete", help="delete a campaign (its characters stay in the library, in no campaign)"
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a = actions.add_parser("add", help="put library characters in a campaign")
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("characters", nargs="+", metavar="CHARACTER")
    a = actions.add_parser(
        "remove", help="take characters out of a campaign (not out of the library)"
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("characters", nargs="+", metavar="CHARACTER")
    a = actions.add_parser("show", help="a campaign's notes, packs and characters")
    a.add_argument("campaign", metavar="CAMPAIGN")
    a = actions.add_parser(
        "award",
        help="one event for the whole party (an award, an arc started), made for all or none",
        description="Give every character of the campaign whose game has the action the same "
        "event, with one note. If it breaks a rule for any of them, nobody gets it (exit 1). "
        "Characters whose game has no such action are skipped and named.",
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("op", metavar="OP", help="the action, as `sheetwright ops` lists it")
    a.add_argument("fields", nargs="*", metavar="FIELD=VALUE")
    a.add_argument("--note", metavar="TEXT", help='why, e.g. "Session 12: the Drowned Keep"')
    a.add_argument("--at", metavar="TIME", help="when (ISO 8601; default: now)")
    a.add_argument("--dry-run", action="store_true", help="show what it would do; change nothing")
    a = actions.add_parser(
        "house-rules",
        help="show a campaign's house rules, or set them for its characters of that game",
        description="Without KEY=VALUE, list the campaign's house rules game by game, and the "
        "characters that keep their own. With them, the campaign's value changes, and so does "
        "the value of every character of that game that followed the campaign (--all: every "
        "character); each change is shown as a diff. If it breaks a rule for any character, "
        "nothing changes (exit 1).",
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("settings", nargs="*", metavar="KEY=VALUE", help="KEY=null: the rulebook's")
    a.add_argument(
        "--game", metavar="GAME", help="the game whose house rule it is (when two have it)"
    )
    a.add_argument(
        "--all", action="store_true", help="also change characters that kept their own value"
    )
    a.add_argument("--dry-run", action="store_true", help="show what it would do; change nothing")
    a = actions.add_parser(
        "packs",
        help="list a campaign's homebrew packs, or make it use exactly these (its characters too)",
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("packs", nargs="*", metavar="PACK", help="pack ids (sheetwright content)")
    a.add_argument("--none", action="store_true", help="use no homebrew packs")
    a.add_argument("--dry-run", action="store_true", help="show what it would do; change nothing")
    a = actions.add_parser(
        "review",
        help="the campaign's characters waiting for a review of changed rules or packs",
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument(
        "--accept", action="store_true", help="accept every one of them at once (all or none)"
    )
    a = actions.add_parser(
        "undo",
        help="take back the campaign's last party action from every character it changed",
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("--dry-run", action="store_true", help="say what it would undo; change nothing")
    a = actions.add_parser(
        "export", help="write the campaign, its house rules, packs and characters to one file"
    )
    a.add_argument("campaign", metavar="CAMPAIGN")
    a.add_argument("output", metavar="OUT.sheetwright-campaign")
    a = actions.add_parser(
        "import",
        help="bring a campaign file into the library, showing what it adds and what conflicts",
        description="Lists what the file adds and what conflicts with this library before "
        "anything is written. Conflicts (a pack at another version, a character changed on both "
        "sides, the campaign under another name) refuse the import (exit 1) unless a choice "
        "settles them.",
    )
    a.add_argument("file", metavar="FILE")
    choice = a.add_mutually_exclusive_group()
    for flag, words in (
        ("--keep-both", "conflicting characters come in as copies; keep both pack texts"),
        ("--keep-mine", "this library's side of every conflict stays"),
        ("--take-theirs", "the file's side replaces this library's (undoable per character)"),
    ):
        choice.add_argument(
            flag, dest="resolution", action="store_const", const=flag[2:], help=words
        )
    a.add_argument("--dry-run", action="store_true", help="show what it would do; change nothing")


_HANDLERS = {
    "new": "gui.cli.character",
    "add": "gui.cli.history_edit",
    "insert": "gui.cli.history_edit",
    "edit": "gui.cli.history_edit",
    "remove": "gui.cli.history_edit",
    "move": "gui.cli.history_edit",
    "undo": "gui.cli.revisions",
    "redo": "gui.cli.revisions",
    "revisions": "gui.cli.revisions",
    "revert": "gui.cli.revisions",
    "history": "gui.cli.character",
    "check": "gui.cli.character",
    "sheet": "gui.cli.character",
    "options": "gui.cli.character",
    "ops": "gui.cli.character",
    "portrait": "gui.cli.character",
    "house-rules": "gui.cli.house_rules",
    "export": "gui.cli.library",
    "import": "gui.cli.library",
    "list": "gui.cli.library_list",  # its own module: listing loads no rules or content
    "show": "gui.cli.library",
    "delete": "gui.cli.library",
    "restore": "gui.cli.library",
    "content": "gui.cli.library",
    "pack-import": "gui.cli.library",
    "use-pack": "gui.cli.library",
    "review": "gui.cli.review",
    "campaign": "gui.cli.campaign",
    "library": "gui.cli.library_admin",
}


def main(argv: Sequence[str]) -> int:
    """Parse the arguments and run one subcommand; returns the exit code."""
    parser = _parser(argv[0] if argv and argv[0] in _HANDLERS else None)
    files = _character_files(argv)
    if files:
        return _open_app(parser, files)
    from gui.cli.terminal import escaped_output

    with escaped_output():  # argparse repeats bad arguments: escaped too
        args = parser.parse_args(list(argv))
    if args.self_test:
        from gui.cli.self_test import run

        return run()
    if args.command is None:
        return _open_app(parser)
    # Handlers load only when used, so `--help` stays fast and nothing here imports Qt.
    from gui.cli.errors import refuse_undecodable, run_reporting

    def command() -> int:
        refuse_undecodable(vars(args), _PATH_ARGUMENTS)
        module = importlib.import_module(_HANDLERS[args.command])
        from gui.cli.target import release_file_locks

        try:
            code: int = module.run(args)
        finally:
            release_file_locks()  # the character files the command locked to change them
        return code

    with escaped_output():
        return run_reporting(command)


# Arguments that name files: a file name may hold bytes that are not UTF-8.
_PATH_ARGUMENTS = frozenset(
    {"character", "output", "pdf", "json", "files", "file", "image", "source"}
)


def _character_files(argv: Sequence[str]) -> list[str]:
    """`sheetwright FILE.sheetwright.json …` (a double-click in the file manager) opens the app;
    a `.sheetwright-campaign` file opens it on the campaign import's preview."""
    if not argv or argv[0].startswith("-") or argv[0] in _HANDLERS:
        return []
    opened = (".json", ".sheetwright-campaign")
    if all(arg.endswith(opened) and not arg.startswith("-") for arg in argv):
        return list(argv)
    return []


def _open_app(parser: argparse.ArgumentParser, files: Sequence[str] = ()) -> int:
    try:
        importlib.import_module("gui.qt_import_hook").quicken_pyside_import_hook()
        app = importlib.import_module("gui.app")
    except ModuleNotFoundError as err:
        if err.name != "gui.app":
            raise
        parser.print_help()
        print("\nThe desktop window is not built yet; use the subcommands above.", file=sys.stderr)
        return EXIT_OK
    code: int = app.run(open_files=files)
    return code
