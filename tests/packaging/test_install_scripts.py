# SPDX-License-Identifier: LicenseRef-Sheetwright
"""install.sh and uninstall.sh on a fake bundle: per-user install into a prefix, exactly undone."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from gui.app_identity import APP_ID, CAMPAIGN_MIME_TYPE, MIME_TYPE
from tests.packaging.packaging_files import ICONS, LINUX, run_tool

DESKTOP_TOOLS = ("update-mime-database", "update-desktop-database", "gtk-update-icon-cache")
ICON_FILES = sorted(p.relative_to(ICONS).as_posix() for p in (ICONS / "hicolor").rglob("*.*"))


@pytest.fixture
def unpacked(tmp_path: Path) -> Path:
    """The tarball's folder around a fake bundle whose executable echoes its arguments."""
    bundle = tmp_path / "bundle"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "_internal" / "data.txt").write_text("a bundled file\n")
    executable = bundle / "sheetwright"
    executable.write_text('#!/bin/sh\necho "fake sheetwright $*"\n')
    executable.chmod(0o755)
    stage = tmp_path / "sheetwright-9.9.9-linux-x86_64"
    run(["bash", str(LINUX / "assemble.sh"), str(bundle), str(stage), "9.9.9"], tmp_path)
    return stage


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A home directory of our own, so nothing reaches the real user's desktop."""
    path = tmp_path / "home"
    path.mkdir()
    return path


def environment(home: Path, *, tools: bool) -> dict[str, str]:
    """HOME and XDG folders inside the test; without `tools`, the desktop tools are hidden."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env |= {"HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config")}
    if not tools:
        hidden = home.parent / "no-tools"
        hidden.mkdir(exist_ok=True)
        for name in (*DESKTOP_TOOLS, "xdg-mime"):
            stub = hidden / name
            stub.write_text("#!/bin/sh\nexit 127\n")
            stub.chmod(0o755)
        # Failing stubs stand in for the tools: install.sh must carry on without them.
        env["PATH"] = f"{hidden}:{env['PATH']}"
    return env


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    """Run a command; its output, or a failure that shows it."""
    result = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return result.stdout + result.stderr


def files_under(root: Path) -> set[str]:
    """Every file and symlink below root, relative."""
    return {
        p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file() or p.is_symlink()
    }


def expected_files() -> set[str]:
    """What install.sh puts into a prefix for the fake bundle."""
    return {
        "bin/sheetwright",
        "lib/sheetwright/sheetwright",
        "lib/sheetwright/_internal/data.txt",
        "lib/sheetwright/uninstall.sh",
        "lib/sheetwright/install-manifest.txt",
        f"share/applications/{APP_ID}.desktop",
        f"share/metainfo/{APP_ID}.metainfo.xml",
        f"share/mime/packages/{APP_ID}.xml",
        *(f"share/icons/{icon}" for icon in ICON_FILES),
    }


def install(unpacked: Path, prefix: Path, env: dict[str, str]) -> str:
    """Run install.sh --prefix PREFIX from the unpacked folder."""
    return run(["bash", str(unpacked / "install.sh"), "--prefix", str(prefix)], unpacked, env)


def test_install_puts_exactly_the_expected_files(unpacked: Path, home: Path) -> None:
    prefix = home.parent / "prefix"
    install(unpacked, prefix, environment(home, tools=False))
    assert files_under(prefix) == expected_files()
    assert (prefix / "bin" / "sheetwright").resolve() == prefix / "lib/sheetwright/sheetwright"
    output = run([str(prefix / "bin" / "sheetwright"), "--self-test"], home)
    assert output == "fake sheetwright --self-test\n"
    assert files_under(home) == set()


def test_installed_desktop_entry_runs_the_installed_binary(unpacked: Path, home: Path) -> None:
    prefix = home.parent / "a prefix with spaces"
    install(unpacked, prefix, environment(home, tools=False))
    desktop = prefix / "share" / "applications" / f"{APP_ID}.desktop"
    lines = desktop.read_text().splitlines()
    binary = prefix / "lib" / "sheetwright" / "sheetwright"
    assert f'Exec="{binary}" %f' in lines
    assert f"TryExec={binary}" in lines
    source = (LINUX / f"{APP_ID}.desktop").read_text().splitlines()
    assert [line for line in lines if "Exec=" not in line] == [
        line for line in source if "Exec=" not in line
    ]
    result = run_tool("desktop-file-validate", desktop)
    assert result.returncode == 0, result.stdout


def test_install_twice_then_uninstall_leaves_nothing(unpacked: Path, home: Path) -> None:
    prefix = home.parent / "prefix"
    env = environment(home, tools=False)
    install(unpacked, prefix, env)
    manifest = (prefix / "lib/sheetwright/install-manifest.txt").read_text()
    install(unpacked, prefix, env)
    assert files_under(prefix) == expected_files()
    assert (prefix / "lib/sheetwright/install-manifest.txt").read_text() == manifest
    output = run(
        ["bash", str(prefix / "lib/sheetwright/uninstall.sh"), "--prefix", str(prefix)], home, env
    )
    assert "removed" in output
    assert list(prefix.iterdir()) == []


def test_uninstall_keeps_what_was_there_before(unpacked: Path, home: Path) -> None:
    prefix = home.parent / "prefix"
    mine = prefix / "share" / "applications" / "other.desktop"
    mine.parent.mkdir(parents=True)
    mine.write_text("[Desktop Entry]\n")
    env = environment(home, tools=False)
    install(unpacked, prefix, env)
    run(["bash", str(unpacked / "uninstall.sh"), "--prefix", str(prefix)], home, env)
    assert files_under(prefix) == {"share/applications/other.desktop"}


def test_install_refuses_to_replace_another_command(unpacked: Path, home: Path) -> None:
    prefix = home.parent / "prefix"
    (prefix / "bin").mkdir(parents=True)
    (prefix / "bin" / "sheetwright").write_text("#!/bin/sh\n")
    command = ["bash", str(unpacked / "install.sh"), "--prefix", str(prefix)]
    env = environment(home, tools=False)
    result = subprocess.run(command, env=env, capture_output=True, text=True)
    assert result.returncode == 1
    assert "remove it first" in result.stderr
    assert files_under(prefix) == {"bin/sheetwright"}


def test_default_prefix_is_the_users_local_folder(unpacked: Path, home: Path) -> None:
    env = environment(home, tools=False)
    run(["bash", str(unpacked / "install.sh")], unpacked, env)
    assert files_under(home / ".local") == expected_files()
    run(["bash", str(home / ".local/lib/sheetwright/uninstall.sh")], home, env)
    assert files_under(home) == set()


def test_install_registers_the_file_type_with_the_desktop_tools(unpacked: Path, home: Path) -> None:
    if shutil.which("update-mime-database") is None:
        pytest.skip("update-mime-database is not installed")
    prefix = home.parent / "prefix"
    env = environment(home, tools=True)
    install(unpacked, prefix, env)
    globs = (prefix / "share" / "mime" / "globs2").read_text()
    assert f"{MIME_TYPE}:*.sheetwright.json" in globs
    assert f"{CAMPAIGN_MIME_TYPE}:*.sheetwright-campaign" in globs
    run(["bash", str(prefix / "lib/sheetwright/uninstall.sh"), "--prefix", str(prefix)], home, env)
    assert list(prefix.iterdir()) == []


def test_a_default_install_makes_sheetwright_open_both_file_types(
    unpacked: Path, home: Path
) -> None:
    env = environment(home, tools=False)
    recorded = home.parent / "xdg-mime-calls"
    stub = home.parent / "no-tools" / "xdg-mime"
    stub.write_text(f'#!/bin/sh\necho "$*" >>"{recorded}"\n')
    run(["bash", str(unpacked / "install.sh")], unpacked, env)
    calls = recorded.read_text().splitlines()
    assert calls == [f"default {APP_ID}.desktop {MIME_TYPE} {CAMPAIGN_MIME_TYPE}"]
    run(["bash", str(home / ".local/lib/sheetwright/uninstall.sh")], home, env)
