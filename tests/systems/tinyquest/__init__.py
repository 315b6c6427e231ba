# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tinyquest: a made-up game for the tests, registered the way an installed package registers one.

Two content kinds (callings, knacks), two ops (choose-calling, learn-knack), one pool (luck, from
a house rule) and one derived value (hit points). Its own rules, content, window and wizard; the
shared generic sheet layout, cards and text sheet.
"""
