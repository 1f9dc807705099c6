"""A step's batch as a runner receives it, and its outputs as it returns them.

`runner.run(*batch)` takes what a single-device step takes: eager tensors
from a `tf.data` pipeline (the README's `for batch in px.shard(ds).batch(64):
runner.run(*batch)`), NumPy arrays, Python scalars and lists, strings, dicts
and nested structures of them, ragged and sparse tensors. A lowered program
is fed through placeholders, one per flat component of the batch (composites
expanded, dict keys sorted: `tf.nest`'s order, which is the order of the
traced function's inputs). `flatten` gives those components as values a
`Session.run` feed accepts; `check` refuses a batch that does not fit the
captured step, naming the input; `repack` rebuilds the step's return value
(`None` for a step that returns nothing).
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.errors import ConfigError


def _value(x: Any) -> Any:
    """One flat component as a feed value: eager tensors to NumPy (strings
    as bytes objects), everything else as NumPy sees it."""
    if isinstance(x, (tf.Tensor, tf.Variable)) and hasattr(x, "numpy"):
        return x.numpy()
    if isinstance(x, np.ndarray):
        return x
    return np.asarray(x)


def flatten(batch: Sequence[Any]) -> list:
    """The batch's flat components (see the module doc) as feed values."""
    return [_value(x) for x in tf.nest.flatten(tuple(batch), expand_composites=True)]


def _describe(value: Any) -> str:
    return f"{np.asarray(value).dtype} {tuple(np.shape(value))}"


def check(flat: Sequence[Any], specs: Sequence[Any]) -> None:
    """Refuse a batch that the captured step (its input `specs`) cannot
    take: another number of inputs, text where numbers go, a shape the
    first batch did not have."""
    if len(flat) != len(specs):
        raise ConfigError(
            f"run() got a batch of {len(flat)} input tensors, the step was captured with "
            f"{len(specs)}; pass batches of the same structure as the first (the same "
            "arguments, the same dict keys)")
    for i, (value, spec) in enumerate(zip(flat, specs)):
        dtype = tf.as_dtype(spec.dtype)
        kind = np.asarray(value).dtype.kind
        if kind in "USO" and dtype != tf.string:
            raise ConfigError(
                f"run() got input {i} as text or objects ({np.asarray(value).dtype}); the step "
                f"takes {dtype.name} there: convert it first (token ids, "
                "np.asarray(x, dtype=...)), or give the model a StringLookup layer")
        if dtype == tf.string and kind not in "USO":
            raise ConfigError(f"run() got input {i} as {_describe(value)}; the step takes "
                              "strings there")
        shape = tuple(np.shape(value))
        if not tf.TensorShape(spec.shape).is_compatible_with(shape):
            raise ConfigError(
                f"run() got input {i} of shape {shape}; the step was built for "
                f"{tuple(tf.TensorShape(spec.shape).as_list())} (the first batch's shapes, "
                "fixed since): feed batches of one shape, e.g. dataset.batch(n, "
                "drop_remainder=True), or leave out a smaller last batch")


def repack(structure: Any, values: Sequence[Any]) -> Any:
    """The step's return value from its flat outputs (`structure`: the
    traced function's `structured_outputs`; None for a step returning
    nothing)."""
    if structure is None:
        return None
    return tf.nest.pack_sequence_as(structure, list(values), expand_composites=True)
