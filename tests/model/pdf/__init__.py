# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the PDF drawing kit and cards (model/pdf/)."""
