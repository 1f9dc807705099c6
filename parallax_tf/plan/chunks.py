"""Chunked gradient aggregation: which layers' dense gradients are reduced
together (pure: no TensorFlow).

The CPU-GPU data parallel paper (Section 4; shared/papers, digest section 5)
groups the layers, in the order backprop produces their gradients, into
*chunks*: one synchronisation (here: one grouped AllReduce) per chunk
instead of one per layer, launched as soon as the chunk's last gradient
exists, so communication overlaps the rest of the backward pass.

Layers are numbered in backward order, 0 being the network's last layer
(its gradient comes first). The paper's uniform rule for chunk size k over
l layers: chunks of k consecutive layers from the start of the backward
pass, then the remaining layers (the network's first ones) one per chunk:
``l mod k == 0`` gives ``l/k - 1`` chunks of k and k single layers,
otherwise ``floor(l/k)`` chunks of k and ``l mod k`` single layers (the
paper keeps the last layers alone to shorten the tail after backprop ends).
The byte rule (not in the paper) closes a chunk once its gradients hold at
least a given number of bytes.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence

from parallax_tf.errors import ConfigError

Chunks = tuple[tuple[int, ...], ...]
"""Chunks as tuples of layer indices in backward order."""


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


def uniform_chunks(num_layers: int, k: int) -> Chunks:
    """The paper's uniform chunks of size `k` over `num_layers` layers
    (module doc); k >= num_layers leaves every layer alone, as the rule
    says (use `ALL` for one chunk)."""
    if num_layers < 0 or k < 1:
        raise ValueError(f"uniform_chunks({num_layers}, {k})")
    full = num_layers // k - (1 if num_layers % k == 0 else 0)
    full = max(full, 0)
    out = [tuple(range(c * k, (c + 1) * k)) for c in range(full)]
    out += [(i,) for i in range(full * k, num_layers)]
    return tuple(out)


def byte_chunks(layer_bytes: Sequence[int], limit: int) -> Chunks:
    """Consecutive layers until their gradients hold >= `limit` bytes."""
    out, current, size = [], [], 0
    for i, b in enumerate(layer_bytes):
        current.append(i)
        size += b
        if size >= limit:
            out.append(tuple(current))
            current, size = [], 0
    if current:
        out.append(tuple(current))
    return tuple(out)


def chunk_layers(num_layers: int, layer_bytes: Sequence[int], spec: Any) -> Chunks:
    """The chunks `spec` (a normalised `Config.chunks`, the search's
    current k as an int) gives; () for 'tensor' (no chunking)."""
    if num_layers == 0 or spec == TENSOR:
        return ()
    if spec == ALL:
        return (tuple(range(num_layers)),)
    if isinstance(spec, ChunkBytes):
        return byte_chunks(layer_bytes, spec.bytes)
    if isinstance(spec, int):
        return uniform_chunks(num_layers, spec)
    raise ValueError(f"chunk_layers: {spec!r} is not a chunking (a search picks a k first)")
