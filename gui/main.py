# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Entry point of the `sheetwright` console script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run a headless subcommand, or the desktop app when none is given."""
    args = sys.argv[1:] if argv is None else argv
    if not args:  # the desktop app, without building the command line's parser first
        from gui.app import run

        return run()
    from gui.cli import main as cli

    return cli.main(args)


if __name__ == "__main__":
    sys.exit(main())
