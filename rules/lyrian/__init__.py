# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Lyrian Chronicles: content schemas and rules (lyrian-chronicles.txt)."""
