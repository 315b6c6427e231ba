# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tests of the Lyrian Chronicles content and rules."""
