# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of Glorious Heretics' windows, designer and wizard (gui/heretics/)."""
