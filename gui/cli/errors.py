# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Turning failures into one clear line on stderr and an exit code, never a traceback."""

from __future__ import annotations

import sys
from collections.abc import Callable


class CliError(Exception):
    """A failure the user can act on: its message and the exit code to leave with."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def require_system(system_id: str) -> None:
    """Refuse (exit 2) an id that no registered game system has, naming the known ones."""
    from rules.systems import is_known, why_unknown

    if not is_known(system_id):
        message = why_unknown(system_id)
        raise CliError(f"{message[:1].upper()}{message[1:]}.")


def run_reporting(command: Callable[[], int]) -> int:
    """Run a command; a known failure prints one line to stderr and returns its exit code."""
    from model.errors import LibraryError
    from rules.engine.content_error import ContentError
    from rules.systems import SystemUnavailable

    _announce_lock_waits()
    try:
        return command()
    except CliError as err:
        print(f"sheetwright: {err.message}", file=sys.stderr)
        return err.code
    except LibraryError as err:
        print(f"sheetwright: {err}", file=sys.stderr)
        return 2
    except (ContentError, SystemUnavailable) as err:
        print(f"sheetwright: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`sheetwright sheet X | head`): stop quietly, as Unix tools do.
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("sheetwright: interrupted; nothing more was changed.", file=sys.stderr)
        return 130
    except RecursionError:
        print(
            "sheetwright: the input is nested too deeply to read (lists or objects inside each "
            "other); nothing was changed.",
            file=sys.stderr,
        )
        return 2
    except Exception as err:
        sentence = _database_failure(err)
        if sentence is None:
            raise
        print(f"sheetwright: {sentence}", file=sys.stderr)
        return 2
    finally:
        _stop_announcing()


def refuse_undecodable(values: dict[str, object], paths: frozenset[str]) -> None:
    """Refuse (exit 2) a text argument holding bytes that are not UTF-8 (Python keeps them as
    lone surrogates, which no file or database can store); paths may hold any bytes."""
    for dest, value in values.items():
        if dest in paths:
            continue
        for item in value if isinstance(value, list) else [value]:
            if isinstance(item, str) and _undecodable(item):
                raise CliError(f"{_argument(dest)} is not valid UTF-8 text: {item!r}.")


def _undecodable(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _argument(dest: str) -> str:
    if dest in ("fields", "settings"):
        return "A KEY=VALUE argument"
    if dest in ("op", "kind", "pack"):
        return f"The {dest.upper()} argument"
    return f"The value of --{dest.replace('_', '-')}"


def _database_failure(error: Exception) -> str | None:
    """The sentence for a library database failure, without importing the database otherwise."""
    if not type(error).__module__.startswith("sqlalchemy"):
        return None
    from model.database import explain_failure

    return explain_failure(error)


_announcing = False  # a command is running: lock waits on the library are told on stderr


def _announce_lock_waits() -> None:
    """While a command runs, a statement waiting for a locked library says so on stderr."""
    global _announcing
    _announcing = True
    if "model.database" in sys.modules:  # else `announce_lock_waits` does it when it is opened
        announce_lock_waits()


def announce_lock_waits() -> None:
    """Tell lock waits on stderr during the running command; called once the database module is
    imported, which a command on a file never does (it costs Alembic and SQLAlchemy)."""
    if not _announcing:
        return
    import model.database

    model.database.set_wait_notice(lambda words: print(f"sheetwright: {words}…", file=sys.stderr))


def _stop_announcing() -> None:
    global _announcing
    _announcing = False
    if "model.database" not in sys.modules:
        return
    import model.database

    model.database.set_wait_notice(None)
