# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the command line (gui/cli/): headless, never Qt."""
