# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the library window (gui/library/)."""
