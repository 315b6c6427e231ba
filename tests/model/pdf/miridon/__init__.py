# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the printed Miridon sheet (model/pdf/miridon/)."""
