# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of Miridon's windows, dialogs and wizard (gui/miridon/)."""
