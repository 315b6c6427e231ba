# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the settings dialog (gui/settings/)."""
