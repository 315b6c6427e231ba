# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the shared creation-wizard kit (gui/wizard/) in every system's wizard."""
