# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics (glorious-heretics.txt): playing-card checks and designed abilities."""
