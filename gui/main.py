# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Entry point of the `sheetwright` console script."""

from __future__ import annotations

import gc
import sys
import threading

STARTUP_SECONDS = 0.25
"""How long a process of its own starts without collecting cycles."""


def pause_collection(seconds: float = STARTUP_SECONDS) -> threading.Timer:
    """Collect no cycles for the first `seconds`, then as usual.

    Starting makes objects that live until the process ends (modules, classes, content), and
    the collector walking over them again and again is a twentieth of a short command; what a
    start leaves as cycles in a quarter of a second is little, and a longer run collects it."""
    gc.disable()
    timer = threading.Timer(seconds, gc.enable)
    timer.daemon = True  # never keeps a finished command waiting
    timer.start()
    return timer


def main(argv: list[str] | None = None) -> int:
    """Run a headless subcommand, or the desktop app when none is given."""
    args = sys.argv[1:] if argv is None else argv
    if argv is None:  # a process of its own
        pause_collection()
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
