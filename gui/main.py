# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Entry point of the `sheetwright` console script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run a headless subcommand, or the desktop app when none is given."""
    from gui.cli import main as cli

    return cli.main(sys.argv[1:] if argv is None else argv)


if __name__ == "__main__":
    sys.exit(main())
