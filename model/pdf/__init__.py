# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Printed character sheets as PDF (reportlab), one layout per game system."""
