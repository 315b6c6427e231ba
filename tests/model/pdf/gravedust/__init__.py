# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the printed Gravedust sheet (model/pdf/gravedust/)."""
