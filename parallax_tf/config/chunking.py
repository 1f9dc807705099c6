"""`Config(chunks=...)`: how dense gradients are grouped into AllReduces, as
a user says it (pure: no TensorFlow). The grouping itself is
`plan/chunks.py`; the search of the chunk size `planner/chunk_size.py`.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from parallax_tf.errors import ConfigError


@dataclasses.dataclass(frozen=True)
class ChunkBytes:
    """Chunks closed once their gradients hold at least `bytes` bytes."""

    bytes: int

    def __post_init__(self) -> None:
        if isinstance(self.bytes, bool) or not isinstance(self.bytes, int) or self.bytes < 1:
            raise ConfigError(f"ChunkBytes(bytes={self.bytes!r}) must be a positive integer "
                              "number of bytes, e.g. ChunkBytes(4 << 20)")


@dataclasses.dataclass(frozen=True)
class ChunkSearch:
    """The paper's run-time search of the chunk size k (Section 4.2): every
    `interval` training steps the next k is tried (1, 2, ... up to `step`,
    then + `step`), the fastest kept; it stops once k >= best + step * range
    (or k reaches the number of layers), then trains with the best k.

    Not in the paper: `confirm` > 1 re-times the `confirm` fastest
    candidates once more each when the paper's rule stops, and chooses by
    the mean of each one's two intervals (one busy interval on a shared
    host otherwise decides the choice; `confirm=0` is the paper's rule)."""

    interval: int = 10
    """Steps timed per candidate (the paper: 10); the first of them, which
    runs a freshly lowered program, is not counted. The job's first
    `interval` steps are a warm-up that is not timed either."""
    step: int = 2
    range: int = 2
    confirm: int = 3
    """How many of the fastest candidates are timed a second time (0 or 1:
    none, the paper's rule)."""

    def __post_init__(self) -> None:
        for name, least in (("interval", 2), ("step", 1), ("range", 1), ("confirm", 0)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                raise ConfigError(f"ChunkSearch({name}={value!r}) must be an integer >= {least}")


TENSOR, ALL = "tensor", "all"
_UNITS = {"b": 1, "kib": 1 << 10, "mib": 1 << 20, "gib": 1 << 30, "kb": 1000,
          "mb": 1000 ** 2, "gb": 1000 ** 3}


def parse_chunks(value: Any) -> Any:
    """`Config.chunks` normalised: 'tensor', 'all', an int k >= 1, a
    ChunkBytes or a ChunkSearch. Strings: 'tensor', 'all' (or 'one'),
    'search' (or 'search:INTERVAL[:STEP[:RANGE[:CONFIRM]]]'), '3', '4MiB'; dicts as
    `chunks_to_json` writes them."""
    if isinstance(value, (ChunkBytes, ChunkSearch)):
        return value
    if isinstance(value, bool):
        raise ConfigError(f"Config.chunks={value!r}: use 'tensor', 'all', a layer count, "
                          "'search', ChunkBytes(n) or ChunkSearch(...)")
    if isinstance(value, int):
        if value < 1:
            raise ConfigError(f"Config.chunks={value}: a chunk holds at least 1 layer")
        return value
    if isinstance(value, dict) and len(value) == 1:
        (kind, arg), = value.items()
        if kind == "bytes":
            return ChunkBytes(int(arg))
        if kind == "search" and isinstance(arg, dict):
            return ChunkSearch(**arg)
    if isinstance(value, str):
        text = value.strip().lower()
        if text in (TENSOR, ALL, "one"):
            return ALL if text == "one" else text
        if text == "search":
            return ChunkSearch()
        if text.startswith("search:"):
            parts = text.split(":")[1:]
            if 1 <= len(parts) <= 4 and all(p.isdigit() for p in parts):
                return ChunkSearch(*(int(p) for p in parts))
        if text.isdigit():
            return parse_chunks(int(text))
        for unit in sorted(_UNITS, key=len, reverse=True):
            if text.endswith(unit) and text[:-len(unit)].strip().replace(".", "", 1).isdigit():
                return ChunkBytes(int(float(text[:-len(unit)]) * _UNITS[unit]))
    raise ConfigError(
        f"Config.chunks={value!r} is not allowed; use 'tensor' (each gradient its own "
        "AllReduce, Horovod fuses them: the default), 'all' (one chunk), a number of layers "
        "per chunk (2), a size ('4MiB' or ChunkBytes(4 << 20)) or 'search' "
        "('search:20:2:2:3' or ChunkSearch(interval, step, range, confirm))")


def chunks_to_json(value: Any) -> Any:
    if isinstance(value, ChunkBytes):
        return {"bytes": value.bytes}
    if isinstance(value, ChunkSearch):
        return {"search": dataclasses.asdict(value)}
    return value


def features(value: Any) -> list[str]:
    """The composition table's features of a normalised `Config.chunks`."""
    if value == TENSOR:
        return []
    return ["chunks", *(["chunk_search"] if isinstance(value, ChunkSearch) else [])]
