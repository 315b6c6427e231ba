# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the printed Glorious Heretics sheets (model/pdf/heretics/)."""
