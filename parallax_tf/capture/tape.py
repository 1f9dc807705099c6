"""Recording what `tf.GradientTape.gradient` returns while a step is traced.

Tracing runs the user's Python code once; wrapping the public
`tf.GradientTape.gradient` for the duration of that trace tells, for every
source variable, whether its gradient is a dense tensor or a
`tf.IndexedSlices`, and which graph tensors hold it. No execution is needed.
"""
from __future__ import annotations

import contextlib
import dataclasses
import threading
from typing import Any, Iterator

import tensorflow as tf

_LOCK = threading.Lock()


@dataclasses.dataclass(frozen=True)
class GradientRecord:
    """One (source, gradient) pair returned by a `tape.gradient` call."""

    source: Any
    gradient: Any


def handle_of(source: Any) -> Any:
    """The resource handle of a tf.Variable or a Keras 3 variable, or None."""
    handle = getattr(source, "handle", None)
    if handle is None:
        inner = getattr(source, "value", None)
        handle = getattr(inner, "handle", None) if isinstance(inner, tf.Variable) else None
    return handle


@contextlib.contextmanager
def record_gradients() -> Iterator[list[GradientRecord]]:
    """Within this block, every `tape.gradient(target, sources)` call appends
    one `GradientRecord` per (flattened) source to the yielded list."""
    records: list[GradientRecord] = []
    with _LOCK:
        original = tf.GradientTape.gradient

        def gradient(self, target, sources, *args, **kwargs):
            result = original(self, target, sources, *args, **kwargs)
            flat_sources = tf.nest.flatten(sources, expand_composites=False)
            flat_grads = tf.nest.flatten(result, expand_composites=False) \
                if result is not None else [None] * len(flat_sources)
            if len(flat_grads) == len(flat_sources):
                records.extend(GradientRecord(s, g) for s, g in zip(flat_sources, flat_grads))
            return result

        tf.GradientTape.gradient = gradient
        try:
            yield records
        finally:
            tf.GradientTape.gradient = original
