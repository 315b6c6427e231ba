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
