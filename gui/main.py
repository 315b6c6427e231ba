# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Entry point of the `sheetwright` console script."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Run a headless subcommand, or the desktop app when none is given."""
    args = sys.argv[1:] if argv is None else argv
    if not args:  # the desktop app, without building the command line's parser first
        from gui.qt_import_hook import quicken_pyside_import_hook

        quicken_pyside_import_hook()  # before the app's modules are imported
        from gui.app import run

        return run()
    if argv is None and not args[0].startswith("-"):  # a command in a process of its own
        # before the rules are imported: code their classes need is compiled once, not per run
        from model import code_cache

        code_cache.install()
    from gui.cli import main as cli

    return cli.main(args)


if __name__ == "__main__":
    sys.exit(main())
