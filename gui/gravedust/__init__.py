# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Gravedust in the desktop app: its character window, dialogs, wizard and text sheet."""
