# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The build definitions: shell scripts parse (and pass shellcheck when installed), the spec is
Python, the Windows installer uses the app id."""

from __future__ import annotations

import ast
import re
import subprocess
from pathlib import Path

import pytest

from gui.app_identity import APP_ID
from tests.packaging.packaging_files import PACKAGING, ROOT, run_tool

SCRIPTS = sorted(PACKAGING.rglob("*.sh"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.relative_to(PACKAGING).as_posix())
def test_shell_script_parses(script: Path) -> None:
    result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert script.read_text().startswith("#!/usr/bin/env bash\n# SPDX-License-Identifier: ")


def test_shell_scripts_pass_shellcheck() -> None:
    result = run_tool("shellcheck", "-x", *SCRIPTS)
    assert result.returncode == 0, result.stdout
    result = run_tool("shellcheck", "-x", "--severity=warning", ROOT / ".ci" / "run")
    assert result.returncode == 0, result.stdout


def test_spec_is_python_and_collects_the_packages() -> None:
    spec = (PACKAGING / "sheetwright.spec").read_text()
    ast.parse(spec)
    assert 'PACKAGES = ("gui", "model", "rules")' in spec
    assert '"resources"' in spec


def test_windows_installer_uses_the_app_id() -> None:
    iss = (PACKAGING / "windows" / "sheetwright.iss").read_text()
    assert re.search(r'^#define AppId "([^"]+)"$', iss, re.MULTILINE)[1] == APP_ID  # type: ignore[index]
    assert "PrivilegesRequired=lowest" in iss


def test_windows_installer_opens_campaign_files() -> None:
    iss = (PACKAGING / "windows" / "sheetwright.iss").read_text()
    assert '#define CampaignExt ".sheetwright-campaign"' in iss
    association = 'Subkey: "Software\\Classes\\{#CampaignExt}"; ValueType: string; ValueName: ""; '
    assert association + 'ValueData: "{#CampaignProgId}"' in iss
    command = 'Subkey: "Software\\Classes\\{#CampaignProgId}\\shell\\open\\command"'
    assert command in iss


def test_the_mac_bundle_declares_both_file_types() -> None:
    spec = (PACKAGING / "sheetwright.spec").read_text()
    assert '(f"{APP_ID}.character", f"{APP_NAME} character", FILE_SUFFIX, MIME_TYPE)' in spec
    campaign = (
        '(f"{APP_ID}.campaign", f"{APP_NAME} campaign", CAMPAIGN_FILE_SUFFIX, CAMPAIGN_MIME_TYPE)'
    )
    assert campaign in spec
    assert "for uti, name, _suffix, _mime in file_types" in spec  # a document type for each
    assert "for uti, name, suffix, mime in file_types" in spec  # and an exported type
