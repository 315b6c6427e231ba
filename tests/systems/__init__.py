# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Game systems that exist only for the tests: proof that a fifth system plugs in."""
