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
from typing import Any, Iterable, Sequence

from parallax_tf.config.chunking import ALL, TENSOR, ChunkBytes

Chunks = tuple[tuple[int, ...], ...]
"""Chunks as tuples of layer indices in backward order."""


@dataclasses.dataclass(frozen=True)
class GradientLayer:
    """One layer's dense gradients."""

    name: str
    variables: tuple[str, ...]
    bytes: int


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


def fused_chunks(layer_bytes: Sequence[int], groups: Sequence[Any], limit: int) -> Chunks:
    """Tensor fusion's buckets: runs of consecutive layers of one group (a
    split position) whose gradients hold at most `limit` bytes together (a
    layer over the limit stays alone). `byte_chunks` closes a chunk once it
    reaches its limit; a fusion buffer never goes over it."""
    out: list[tuple[int, ...]] = []
    current: list[int] = []
    size = 0
    for i, (b, group) in enumerate(zip(layer_bytes, groups)):
        if current and (size + b > limit or group != groups[current[-1]]):
            out.append(tuple(current))
            current, size = [], 0
        current.append(i)
        size += b
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


def chunk_variables(layers: Iterable[GradientLayer], allreduced: set[str],
                    spec: object) -> tuple[tuple[str, ...], ...]:
    """The chunks (variable names per chunk, in launch order) of the layers
    whose variables are all in `allreduced`, per `spec` (a normalised
    `Config.chunks` or a k)."""
    kept = [layer for layer in layers if set(layer.variables) <= allreduced]
    chunks = chunk_layers(len(kept), [layer.bytes for layer in kept], spec)
    return tuple(tuple(v for i in chunk for v in kept[i].variables) for chunk in chunks)
