# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the printed Lyrian Chronicles sheet (model/pdf/lyrian/)."""
