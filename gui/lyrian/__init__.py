# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian Chronicles windows: creation wizard, character window, session view, class browser."""
