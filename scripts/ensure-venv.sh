# SPDX-License-Identifier: LicenseRef-Sheetwright
# Sourced by ./sheetwright and ./run-tests: find Python >= 3.12, then create or reuse .venv
# from pyproject.toml. Sets SW_PY to the venv's python. Reinstalls only when pyproject.toml changes.

sw_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sw_venv="${SHEETWRIGHT_VENV:-$sw_root/.venv}"

sw_python_ok() {
    "$1" -c 'import sys, venv, ensurepip; sys.exit(0 if sys.version_info >= (3, 12) else 1)' >/dev/null 2>&1
}

sw_find_python() {
    local candidate
    for candidate in python3.14 python3.13 python3.12 python3 python; do
        if command -v "$candidate" >/dev/null 2>&1 && sw_python_ok "$(command -v "$candidate")"; then
            command -v "$candidate"
            return 0
        fi
    done
    local roots=("${PYENV_ROOT:-}" "$HOME/.pyenv" /root/.pyenv /opt/pyenv /usr/local/pyenv)
    local root version
    for root in "${roots[@]}"; do
        [ -n "$root" ] && [ -d "$root/versions" ] || continue
        for version in $(ls -1 "$root/versions" 2>/dev/null | sort -t. -k1,1n -k2,2n -k3,3n -r); do
            candidate="$root/versions/$version/bin/python3"
            if [ -x "$candidate" ] && sw_python_ok "$candidate"; then
                echo "$candidate"
                return 0
            fi
        done
    done
    return 1
}

sw_ensure_venv() {
    local extras="$1"
    if [ ! -x "$sw_venv/bin/python" ] || ! sw_python_ok "$sw_venv/bin/python"; then
        local base
        if ! base=$(sw_find_python); then
            echo "sheetwright: no Python 3.12 or newer found (looked on PATH and in pyenv's versions); install Python 3.12+ and try again." >&2
            return 1
        fi
        rm -rf "$sw_venv"
        "$base" -m venv "$sw_venv" || { echo "sheetwright: could not create a virtual environment with $base." >&2; return 1; }
    fi
    local stamp="$sw_venv/.sheetwright-installed"
    local hash have=""
    hash=$(sha256sum < "$sw_root/pyproject.toml" | cut -d' ' -f1)
    [ -f "$stamp" ] && have=$(cat "$stamp")
    # "dev" installs everything "postgresql" does, so the app can reuse the test environment.
    if [ "$have" != "$hash $extras" ] && [ "$have" != "$hash dev" ]; then
        echo "sheetwright: installing dependencies into $sw_venv (first run or pyproject.toml changed)…" >&2
        local log="$sw_venv/install.log"
        if ! { "$sw_venv/bin/python" -m pip install --disable-pip-version-check --upgrade pip \
               && "$sw_venv/bin/python" -m pip install --disable-pip-version-check -e "$sw_root[$extras]"; } >"$log" 2>&1; then
            tail -n 25 "$log" >&2
            echo "sheetwright: installing dependencies failed; the full log is $log." >&2
            return 1
        fi
        echo "$hash $extras" > "$stamp"
    fi
    SW_PY="$sw_venv/bin/python"
}
