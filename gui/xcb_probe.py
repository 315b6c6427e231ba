# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Before Qt starts on X11: check that the system libraries Qt's xcb plugin links against load.

Without them Qt prints "could not load the Qt platform plugin xcb" and aborts; instead this names
the packages to install and the app exits with code 2. Pure and Qt-free (the loader is a
parameter), and it runs only when the app window is about to open, never for a subcommand.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Mapping

EXIT_MISSING_LIBRARIES = 2

# The X11 libraries named in DT_NEEDED of PySide6's plugins/platforms/libqxcb.so and of
# lib/libQt6XcbQpa.so.6 (Qt 6.5+), with the Debian/Ubuntu and the Fedora package holding each.
XCB_LIBRARIES: tuple[tuple[str, str, str], ...] = (
    ("libxcb-cursor.so.0", "libxcb-cursor0", "xcb-util-cursor"),
    ("libxcb-icccm.so.4", "libxcb-icccm4", "xcb-util-wm"),
    ("libxcb-image.so.0", "libxcb-image0", "xcb-util-image"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1", "xcb-util-keysyms"),
    ("libxcb-render-util.so.0", "libxcb-render-util0", "xcb-util-renderutil"),
    ("libxcb-util.so.1", "libxcb-util1", "xcb-util"),
    ("libxcb-xkb.so.1", "libxcb-xkb1", "libxcb"),
    ("libxcb-randr.so.0", "libxcb-randr0", "libxcb"),
    ("libxcb-render.so.0", "libxcb-render0", "libxcb"),
    ("libxcb-shape.so.0", "libxcb-shape0", "libxcb"),
    ("libxcb-shm.so.0", "libxcb-shm0", "libxcb"),
    ("libxcb-sync.so.1", "libxcb-sync1", "libxcb"),
    ("libxcb-xfixes.so.0", "libxcb-xfixes0", "libxcb"),
    ("libxcb.so.1", "libxcb1", "libxcb"),
    ("libX11-xcb.so.1", "libx11-xcb1", "libX11-xcb"),
    ("libX11.so.6", "libx11-6", "libX11"),
    ("libxkbcommon.so.0", "libxkbcommon0", "libxkbcommon"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0", "libxkbcommon-x11"),
    ("libGL.so.1", "libgl1", "libglvnd-glx"),
)

Loader = Callable[[str], object]


def uses_xcb(environ: Mapping[str, str], platform: str = sys.platform) -> bool:
    """Whether Qt will pick its xcb plugin: Linux, an X display, and neither an explicit other
    platform nor a Wayland session (where Qt prefers its wayland plugin)."""
    if not platform.startswith("linux") or not environ.get("DISPLAY"):
        return False
    requested = environ.get("QT_QPA_PLATFORM", "").strip()
    if requested:
        return requested.split(";")[0].split(":")[0].strip() == "xcb"
    return not environ.get("WAYLAND_DISPLAY")


def missing_libraries(load: Loader) -> list[tuple[str, str, str]]:
    """The (library, Debian/Ubuntu package, Fedora package) rows whose library fails to load."""
    missing = []
    for row in XCB_LIBRARIES:
        try:
            load(row[0])
        except OSError:
            missing.append(row)
    return missing


def _load_library(name: str) -> object:
    """Load a shared library by name (ctypes is imported only when X11 is used)."""
    import ctypes

    return ctypes.CDLL(name)


def xcb_problem(
    environ: Mapping[str, str], load: Loader = _load_library, platform: str = sys.platform
) -> str | None:
    """The message to print when the xcb plugin cannot load, or None (also when xcb is not used)."""
    if not uses_xcb(environ, platform):
        return None
    missing = missing_libraries(load)
    if not missing:
        return None
    lines = [
        "Sheetwright cannot open its window: Qt's X11 (xcb) platform plugin needs system "
        "libraries that are not installed."
    ]
    lines += [f"  missing {lib} (Debian/Ubuntu: {apt}; Fedora: {dnf})" for lib, apt, dnf in missing]
    apt = " ".join(dict.fromkeys(row[1] for row in missing))
    dnf = " ".join(dict.fromkeys(row[2] for row in missing))
    lines += [
        f"Debian/Ubuntu: sudo apt install {apt}",
        f"Fedora:        sudo dnf install {dnf}",
    ]
    return "\n".join(lines)


def check_xcb(environ: Mapping[str, str] | None = None, load: Loader = _load_library) -> int | None:
    """Print the problem on stderr and return the exit code 2, or None when Qt can start."""
    problem = xcb_problem(os.environ if environ is None else environ, load)
    if problem is None:
        return None
    print(problem, file=sys.stderr)
    return EXIT_MISSING_LIBRARIES
