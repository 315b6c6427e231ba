# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of what every character window shares (gui/character/, gui/widgets/)."""
