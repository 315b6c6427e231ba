# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The .desktop file, the shared-mime-info type and the AppStream metainfo agree with the app."""

from __future__ import annotations

import configparser
import shlex
import tomllib
import xml.etree.ElementTree as ET

import pytest

from gui.app_identity import (
    APP_ID,
    APP_NAME,
    CAMPAIGN_FILE_SUFFIX,
    CAMPAIGN_MIME_TYPE,
    EXECUTABLE,
    FILE_SUFFIX,
    MIME_TYPE,
)
from model import campaign_format, document
from model.campaign_format import CampaignFile, dump_campaign
from tests.packaging.packaging_files import LINUX, ROOT, run_tool

DESKTOP = LINUX / f"{APP_ID}.desktop"
MIME_XML = LINUX / f"{APP_ID}.xml"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def desktop_entry() -> configparser.SectionProxy:
    """The [Desktop Entry] group, keys kept case-sensitive."""
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keep "Exec", not "exec"
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def project_version() -> str:
    """The version in pyproject.toml."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def test_desktop_entry_has_the_keys_a_menu_needs() -> None:
    entry = desktop_entry()
    for key in ("Name", "GenericName", "Comment", "Exec", "Icon", "Categories", "Keywords"):
        assert entry.get(key), key
    assert entry["Type"] == "Application"
    assert entry["Name"] == APP_NAME
    assert entry["Terminal"] == "false"
    assert {"Game", "RolePlaying"} <= set(entry["Categories"].split(";"))


def test_desktop_entry_opens_one_file_with_the_executable() -> None:
    exec_line = shlex.split(desktop_entry()["Exec"])
    assert exec_line == [EXECUTABLE, "%f"]
    assert desktop_entry()["TryExec"] == EXECUTABLE


def test_desktop_entry_names_the_app_id_everywhere() -> None:
    entry = desktop_entry()
    assert DESKTOP.stem == APP_ID
    assert entry["StartupWMClass"] == APP_ID
    assert entry["Icon"] == APP_ID
    assert [t for t in entry["MimeType"].split(";") if t] == [MIME_TYPE, CAMPAIGN_MIME_TYPE]


def test_desktop_entry_validates() -> None:
    result = run_tool("desktop-file-validate", DESKTOP)
    assert result.returncode == 0, result.stdout + result.stderr
    assert not result.stdout.strip(), result.stdout


def _written_start(mime_type: str) -> bytes:
    """The first bytes of a file of the type as Sheetwright writes it."""
    if mime_type == MIME_TYPE:
        return (ROOT / "resources" / "samples" / "miridon.sheetwright.json").read_bytes()[:256]
    campaign = {"id": "c", "name": "Keep", "system": "miridon", "notes": "", "house_rules": {}}
    return dump_campaign(CampaignFile({**campaign, "packs": []}, (), ()))[:256]


FILE_TYPES = [
    (MIME_TYPE, FILE_SUFFIX, document.FORMAT, "Sheetwright character"),
    (CAMPAIGN_MIME_TYPE, CAMPAIGN_FILE_SUFFIX, campaign_format.FORMAT, "Sheetwright campaign"),
]


def test_the_mime_file_declares_characters_and_campaigns() -> None:
    types = ET.parse(MIME_XML).getroot().findall(f"{MIME_NS}mime-type")
    assert [t.get("type") for t in types] == [MIME_TYPE, CAMPAIGN_MIME_TYPE]
    assert campaign_format.SUFFIX == CAMPAIGN_FILE_SUFFIX


@pytest.mark.parametrize(("mime_type", "suffix", "format_name", "comment"), FILE_TYPES)
def test_mime_type_matches_the_files_sheetwright_writes(
    mime_type: str, suffix: str, format_name: str, comment: str
) -> None:
    types = ET.parse(MIME_XML).getroot().findall(f"{MIME_NS}mime-type")
    (mime,) = [t for t in types if t.get("type") == mime_type]
    globs = mime.findall(f"{MIME_NS}glob")
    assert [g.get("pattern") for g in globs] == [f"*{suffix}"]
    assert int(globs[0].get("weight", "50")) > 50  # beats application/json's *.json
    parents = [p.get("type") for p in mime.findall(f"{MIME_NS}sub-class-of")]
    assert parents == ["application/json"]
    assert mime.findtext(f"{MIME_NS}comment") == comment
    assert [i.get("name") for i in mime.findall(f"{MIME_NS}icon")] == [mime_type.replace("/", "-")]
    (match,) = mime.iter(f"{MIME_NS}match")
    assert match.get("value") == f'"{format_name}"'
    assert match.get("offset") == "0:256"
    assert f'"{format_name}"'.encode() in _written_start(mime_type)  # the magic finds them


def test_metainfo_describes_the_app() -> None:
    component = ET.parse(METAINFO).getroot()
    assert component.tag == "component"
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == APP_ID
    assert component.findtext("name") == APP_NAME
    assert component.findtext("summary")
    assert component.find("description/p") is not None
    assert component.findtext("metadata_license") == "CC0-1.0"
    assert component.findtext("project_license") == "LicenseRef-Sheetwright"
    assert component.find("content_rating") is not None
    launchable = component.find("launchable")
    assert launchable is not None
    assert launchable.get("type") == "desktop-id"
    assert launchable.text == f"{APP_ID}.desktop"
    assert component.findtext("provides/binary") == EXECUTABLE
    assert component.findtext("provides/mediatype") == MIME_TYPE


def test_metainfo_has_a_release_for_this_version() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert project_version() in [release.get("version") for release in releases]


def test_metainfo_validates() -> None:
    result = run_tool("appstreamcli", "validate", "--no-net", METAINFO)
    assert result.returncode == 0, result.stdout + result.stderr
