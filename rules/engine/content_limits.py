# SPDX-License-Identifier: LicenseRef-Sheetwright
"""How large a content file may be, and the format version read, known without loading the YAML
parser or the header schemas."""

MAX_FILE_BYTES = 1024 * 1024
"""Content files (and text handed in directly) larger than this are refused unread."""

FORMAT_VERSION = 1
"""The one content format version this version of Sheetwright reads."""
