# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The `sheetwright` command line: headless subcommands that never import Qt."""
