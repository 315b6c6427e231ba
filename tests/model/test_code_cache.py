# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The code cache (issue 16, "Every command"): a class made from cached code is the class
Python makes, and only a file this user's Sheetwright signed, for this Python, is used."""

from __future__ import annotations

import dataclasses
import typing
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from model import code_cache


def _make() -> Any:
    """A fresh frozen dataclass with every generated method (the same source each time)."""

    @dataclasses.dataclass(frozen=True, slots=True)
    class Point:
        """A point."""

        x: int
        label: str = "origin"
        tags: tuple[str, ...] = ()

    return Point


@pytest.fixture
def file(tmp_path: Path) -> Iterator[Path]:
    """Where the cache is kept; the cache is taken out again after the test."""
    yield tmp_path / "code.bin"
    code_cache.uninstall()


def _filled(file: Path) -> None:
    code_cache.install(file)
    _make()
    code_cache.uninstall()  # saves it


def test_a_class_made_from_cached_code_is_the_class_dataclasses_makes(file: Path) -> None:
    plain = _make()
    _filled(file)
    cache = code_cache.install(file)
    cached = _make()
    assert cache.compiled == 0
    assert len(cache.used) >= 6  # init, repr, eq, hash, setattr, delattr
    assert typing.get_type_hints(cached) == typing.get_type_hints(plain)  # annotations as text
    assert cached.__init__.__annotations__ == plain.__init__.__annotations__  # no __future__
    assert cached.__match_args__ == plain.__match_args__ == ("x", "label", "tags")
    one, same = cached(1, "a"), cached(1, "a")
    assert repr(one) == repr(plain(1, "a")) == "_make.<locals>.Point(x=1, label='a', tags=())"
    assert (one == same, hash(one) == hash(same), one == cached(2, "a")) == (True, True, False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        one.x = 2


def test_a_file_changed_since_it_was_signed_is_not_used(file: Path) -> None:
    _filled(file)
    data = bytearray(file.read_bytes())
    data[-40] ^= 1
    file.write_bytes(bytes(data))
    assert code_cache.CodeCache(file).codes == {}


def test_a_file_of_another_python_is_not_used(file: Path) -> None:
    _filled(file)
    data = file.read_bytes()
    python = code_cache._PYTHON
    file.write_bytes(data.replace(python, b"3.0.0 (another)\n", 1))
    assert code_cache.CodeCache(file).codes == {}
    assert len(code_cache.CodeCache(file.with_name("missing.bin")).codes) == 0


def test_a_run_that_compiles_nothing_new_leaves_the_file_alone(file: Path) -> None:
    _filled(file)
    written = file.stat().st_mtime_ns
    cache = code_cache.install(file)
    _make()
    cache.save()
    assert (cache.compiled, file.stat().st_mtime_ns) == (0, written)


def test_an_annotation_from_cached_code_means_what_it_meant(file: Path) -> None:
    fresh = typing.ForwardRef("dict[str, int] | None").__forward_code__
    code_cache.install(file)
    first = typing.ForwardRef("dict[str, int] | None").__forward_code__
    code_cache.uninstall()
    cache = code_cache.install(file)
    again = typing.ForwardRef("dict[str, int] | None")
    assert (cache.compiled, again.__forward_code__) == (0, first)
    assert (first, first.co_flags) == (fresh, fresh.co_flags)  # no __future__ flags added
    assert typing.get_type_hints(_Annotated) == {"value": dict[str, int] | None}
    with pytest.raises(SyntaxError):
        typing.ForwardRef("not an expression")


class _Annotated:
    value: dict[str, int] | None
