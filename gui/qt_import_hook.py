# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A cheaper answer to the question PySide6 asks of every module imported after it.

Once PySide6 is loaded, its import hook asks of each newly imported module whether it "uses
PySide6" (so that `from __feature__ import snake_case` can apply to it): it reads the module's
whole source through `inspect.getsource` and looks for the text "PySide6". Through inspect and
linecache that costs a fifth of a second over the modules the app imports after Qt (our windows,
SQLAlchemy, Alembic). Reading the module's file and searching its bytes gives the same answer
for every module that has a source file; any other module is asked PySide6's own way.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

_FEATURE_MODULE = "PySide6.support.feature"


def quicken_pyside_import_hook() -> bool:
    """Load PySide6 and give its import hook the cheaper check; False if this PySide6 has no
    such check (another version: its hook is left as it is)."""
    import PySide6.QtCore  # noqa: F401  (installs the import hook)

    feature = sys.modules.get(_FEATURE_MODULE)
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(original):
        return False
    if getattr(original, "quickened", False):
        return True
    feature._mod_uses_pyside = _quickened(original)  # type: ignore[attr-defined]
    return True


def _quickened(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    def uses_pyside(module: ModuleType) -> bool:
        """Whether the module's source names PySide6 (PySide6's own test, read directly)."""
        spec = getattr(module, "__spec__", None)
        origin = getattr(spec, "origin", None)
        if not isinstance(origin, str) or not origin.endswith(".py"):
            return original(module)
        try:
            with open(origin, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return original(module)

    uses_pyside.quickened = True  # type: ignore[attr-defined]
    return uses_pyside
