# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Glorious Heretics windows, wizard pages and dialogs."""
