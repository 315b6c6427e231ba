# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of Lyrian Chronicles' windows, dialogs and wizard (gui/lyrian/)."""
