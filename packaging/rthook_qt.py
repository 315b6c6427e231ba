# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Runtime hook that replaces PyInstaller's pyi_rth_pyside6: the same Qt setup (plugin path, and
the embedded qt.conf that points Qt at its bundled translations and plugins), but done when
PySide6.QtCore is first imported instead of at startup, so the headless subcommands, which never
import Qt, start without loading it."""

# Runs before the app, inside the frozen interpreter: no imports at module level, no leftovers.


def _sheetwright_qt_hook():
    import importlib.abc
    import importlib.util
    import os
    import sys

    folder = "PySide6" if sys.platform.startswith("win") else os.path.join("PySide6", "Qt")
    qt_dir = os.path.join(sys._MEIPASS, folder)
    os.environ["QT_PLUGIN_PATH"] = os.path.join(qt_dir, "plugins")
    if sys.platform.startswith("win"):
        os.environ["PATH"] = sys._MEIPASS + os.pathsep + os.environ.get("PATH", "")

    class _ConfigureAfterQtCore(importlib.abc.MetaPathFinder):
        """Lets PySide6.QtCore load as usual, then registers the embedded qt.conf."""

        def find_spec(self, name, path=None, target=None):
            if name != "PySide6.QtCore":
                return None
            sys.meta_path.remove(self)
            spec = importlib.util.find_spec(name)
            if spec is None or spec.loader is None:
                return spec
            load = spec.loader.exec_module

            def exec_module(module):
                load(module)
                from _pyi_rth_utils import qt

                qt.create_embedded_qt_conf("PySide6", qt_dir)

            spec.loader.exec_module = exec_module
            return spec

    sys.meta_path.insert(0, _ConfigureAfterQtCore())


_sheetwright_qt_hook()
del _sheetwright_qt_hook
