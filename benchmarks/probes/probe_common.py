# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What the probes share: running the command line as a user would, in a throwaway data folder,
bounded in time, and the summary table they print."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SW = ROOT / ".venv" / "bin" / "sheetwright"
TIME = Path("/usr/bin/time")


@dataclass(frozen=True)
class Run:
    """One command's outcome: exit code (None when it hung and was killed), output, cost."""

    args: tuple[str, ...]
    code: int | None
    stdout: str
    stderr: str
    seconds: float
    max_rss_kb: int | None

    @property
    def traceback(self) -> bool:
        return "Traceback" in self.stderr

    @property
    def hung(self) -> bool:
        return self.code is None

    def first_line(self) -> str:
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        return lines[-1][:160] if lines else ""


def environment(data_dir: Path) -> dict[str, str]:
    """The environment of a command: its own data folder, no database URL."""
    env = {k: v for k, v in os.environ.items() if k != "SHEETWRIGHT_DATABASE_URL"}
    env["SHEETWRIGHT_DATA_DIR"] = str(data_dir)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    return env


def data_dir() -> Path:
    """A fresh throwaway data folder."""
    return Path(tempfile.mkdtemp(prefix="sw-probe-"))


def sheetwright(
    args: Sequence[str],
    env: dict[str, str],
    cwd: Path,
    timeout: float = 20.0,
    measure: bool = False,
) -> Run:
    """Run `sheetwright ARGS`; killed after `timeout` seconds (a hang). `measure` adds the peak
    memory (/usr/bin/time -v)."""
    command = [str(SW), *args]
    if measure and TIME.exists():
        command = [str(TIME), "-v", *command]
    start = time.monotonic()
    with subprocess.Popen(
        command, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
    ) as process:  # fmt: skip
        try:
            out, err = process.communicate(timeout=timeout)
            code: int | None = process.returncode
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, 9)
            out, err = process.communicate()
            code = None
    seconds = time.monotonic() - start
    stderr = err.decode("utf-8", "replace")
    rss = None
    if measure and TIME.exists():
        found = re.search(r"Maximum resident set size \(kbytes\): (\d+)", stderr)
        rss = int(found.group(1)) if found else None
        code = _time_exit(stderr, code)
        stderr = stderr.split("\tCommand being timed:")[0]
        stderr = re.sub(
            r"Command (exited with non-zero status|terminated by signal) \d+\n?", "", stderr
        )
    return Run(tuple(args), code, out.decode("utf-8", "replace"), stderr, seconds, rss)


def _time_exit(stderr: str, code: int | None) -> int | None:
    """The command's own exit code as /usr/bin/time reports it (a signal: -N)."""
    if code is None:
        return None
    signal = re.search(r"Command terminated by signal (\d+)", stderr)
    if signal:
        return -int(signal.group(1))
    found = re.search(r"Exit status: (\d+)", stderr)
    return int(found.group(1)) if found else code


def table(rows: Sequence[tuple[str, object]], title: str) -> None:
    """Print `title` and one `name  value` line per row."""
    print(title)
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"  {name.ljust(width)}  {value}")
    sys.stdout.flush()
