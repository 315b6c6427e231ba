# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The X11 library check that runs before Qt starts (issue 13, point 13)."""

from __future__ import annotations

import subprocess
import sys

from gui.xcb_probe import EXIT_MISSING_LIBRARIES, XCB_LIBRARIES, check_xcb, xcb_problem

X11 = {"DISPLAY": ":0"}


def _loader(missing: set[str], calls: list[str] | None = None):
    def load(name: str) -> object:
        if calls is not None:
            calls.append(name)
        if name in missing:
            raise OSError(f"{name}: cannot open shared object file")
        return object()

    return load


def test_missing_xcb_cursor_names_the_apt_and_dnf_packages() -> None:
    problem = xcb_problem(X11, _loader({"libxcb-cursor.so.0"}), platform="linux")
    assert problem is not None
    assert "missing libxcb-cursor.so.0" in problem
    assert "sudo apt install libxcb-cursor0" in problem
    assert "sudo dnf install xcb-util-cursor" in problem
    assert problem.count("missing ") == 1


def test_one_line_per_missing_library_and_each_package_once() -> None:
    gone = {"libxcb-xkb.so.1", "libxcb-shm.so.0", "libxkbcommon-x11.so.0"}
    problem = xcb_problem(X11, _loader(gone), platform="linux")
    assert problem is not None
    assert problem.count("missing ") == 3
    assert "sudo apt install libxcb-xkb1 libxcb-shm0 libxkbcommon-x11-0" in problem
    assert "sudo dnf install libxcb libxkbcommon-x11" in problem


def test_all_present_gives_nothing() -> None:
    calls: list[str] = []
    assert xcb_problem(X11, _loader(set(), calls), platform="linux") is None
    assert calls == [row[0] for row in XCB_LIBRARIES]


def test_no_check_when_qt_will_not_use_xcb() -> None:
    every = {row[0] for row in XCB_LIBRARIES}
    for environ, platform in [
        ({**X11, "QT_QPA_PLATFORM": "offscreen"}, "linux"),
        ({**X11, "QT_QPA_PLATFORM": "wayland;xcb"}, "linux"),
        ({**X11, "WAYLAND_DISPLAY": "wayland-0"}, "linux"),
        ({}, "linux"),  # no X display
        (X11, "darwin"),
        (X11, "win32"),
    ]:
        calls: list[str] = []
        assert xcb_problem(environ, _loader(every, calls), platform=platform) is None
        assert calls == []


def test_explicit_xcb_is_checked_even_in_a_wayland_session() -> None:
    environ = {**X11, "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}
    assert xcb_problem(environ, _loader({"libxcb-cursor.so.0"}), platform="linux") is not None


def test_check_prints_and_returns_exit_code_2(capsys, monkeypatch) -> None:
    monkeypatch.setattr(sys, "platform", "linux")
    code = check_xcb(X11, _loader({"libxcb-cursor.so.0"}))
    assert code == EXIT_MISSING_LIBRARIES == 2
    assert "libxcb-cursor0" in capsys.readouterr().err


def test_headless_cli_never_imports_the_probe() -> None:
    script = (
        "import sys; from gui.cli import main\n"
        "try:\n    main.main(['--help'])\nexcept SystemExit:\n    pass\n"
        "assert 'gui.xcb_probe' not in sys.modules and 'PySide6' not in sys.modules\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_ctypes_is_loaded_only_to_probe_x11() -> None:
    # The probe's ctypes is not needed for the first paint off X11 (offscreen, Wayland, macOS,
    # Windows): starting the app imports it only when the xcb libraries are probed.
    import subprocess
    import sys

    code = "import sys, gui.app; print('ctypes' in sys.modules)"
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert done.stdout.strip() == "False"
