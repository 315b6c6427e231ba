# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of Gravedust's windows, dialogs and wizard (gui/gravedust/)."""
