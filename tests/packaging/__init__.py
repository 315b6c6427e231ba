# SPDX-License-Identifier: LicenseRef-Sheetwright
