# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Small widgets and helpers every window may use, whatever its system."""
