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

import json
from typing import Any, Optional, Sequence

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


def counted(examples: Optional[int], batch: Sequence[Any], plan: Any) -> Optional[int]:
    """`examples` and a step's on `batch` under `plan`: its replicas times
    the batch's rows (`rows`); None when either is unknown."""
    if examples is None or plan is None:
        return None
    found = rows(batch)
    return None if found is None else examples + found * plan.num_replicas


def rows(batch: Sequence[Any]) -> Optional[int]:
    """The examples in a batch: its first component's rows (a ragged
    tensor's rows, a sparse one's first dimension); None for a scalar."""
    first = tf.nest.flatten(tuple(batch))
    if not first:
        return None
    x = first[0]
    if isinstance(x, tf.RaggedTensor):
        return int(x.nrows())
    if isinstance(x, tf.SparseTensor):
        return int(x.dense_shape[0])
    try:
        shape = np.shape(x)
    except (ValueError, TypeError):        # not an array: the examples go uncounted
        return None
    return int(shape[0]) if len(shape) else None


def dtype_name(value: Any) -> str:
    """A batch component's dtype as the plan and a batch signature name it:
    TensorFlow's name, "string" for text and objects."""
    if isinstance(value, tf.Tensor):
        return value.dtype.name
    dtype = np.asarray(value).dtype
    return "string" if dtype.kind in "USO" else dtype.name


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
        if (dtype.is_integer and kind in "fc") or (dtype.is_floating and kind == "c") or \
                (dtype == tf.bool and kind not in "b"):
            raise ConfigError(
                f"run() got input {i} as {_describe(value)}; the step was captured with "
                f"{dtype.name} there (the first batch's dtype): feed {dtype.name} "
                f"(np.asarray(x, dtype='{dtype.name}')), as the first batch was")
        shape = tuple(np.shape(value))
        if not tf.TensorShape(spec.shape).is_compatible_with(shape):
            raise ConfigError(
                f"run() got input {i} of shape {shape}; the step was built for "
                f"{tuple(tf.TensorShape(spec.shape).as_list())} (the first batch's shapes, "
                "fixed since): feed batches of one shape, e.g. dataset.batch(n, "
                "drop_remainder=True), or leave out a smaller last batch")


def non_finite(outputs: Sequence[Any]) -> Any:
    """The index and value of the first floating output (of a step's flat
    outputs) holding a NaN or an infinity, as text; None when all are
    finite."""
    for i, value in enumerate(outputs or ()):
        array = np.asarray(value) if not isinstance(value, np.ndarray) else value
        if array.dtype.kind in "fc" and array.size and not np.all(np.isfinite(array)):
            shown = array if array.size == 1 else "an array with " + ", ".join(
                sorted({str(x) for x in array[~np.isfinite(array)].ravel()[:4]}))
            return f"{i}: {shown}"
    return None


def repack(structure: Any, values: Sequence[Any]) -> Any:
    """The step's return value from its flat outputs (`structure`: the
    traced function's `structured_outputs`; None for a step returning
    nothing)."""
    if structure is None:
        return None
    return tf.nest.pack_sequence_as(structure, list(values), expand_composites=True)


class _Unsupported(Exception):
    pass


def _encode(x: Any) -> Any:
    if isinstance(x, tuple) and not hasattr(x, "_fields"):
        return {"t": [_encode(v) for v in x]}
    if isinstance(x, list):
        return {"l": [_encode(v) for v in x]}
    if isinstance(x, dict) and all(isinstance(k, str) for k in x):
        return {"d": [[k, _encode(v)] for k, v in sorted(x.items())]}
    if isinstance(x, (tf.Tensor, np.ndarray, np.generic)):
        return {"a": [list(x.shape), dtype_name(x)]}
    if x is None or isinstance(x, (bool, int, float, str)):
        return {"v": x}
    raise _Unsupported(type(x).__name__)


def _decode(d: dict) -> Any:
    if "t" in d:
        return tuple(_decode(v) for v in d["t"])
    if "l" in d:
        return [_decode(v) for v in d["l"]]
    if "d" in d:
        return {k: _decode(v) for k, v in d["d"]}
    if "a" in d:
        shape, dtype = d["a"]
        if dtype == "string":
            return np.full(shape, b"", dtype=object)
        return np.zeros(shape, dtype=tf.as_dtype(dtype).as_numpy_dtype)
    return d["v"]


def signature(batch: Sequence[Any]) -> Any:
    """The batch's structure, shapes and dtypes as text (JSON), or None for
    a batch of composites (ragged, sparse) or other objects: a resumed job
    that runs no step captures the step on `example(signature)`."""
    try:
        return json.dumps(_encode(tuple(batch)))
    except _Unsupported:
        return None


def example(text: str) -> tuple:
    """A batch of zeros (empty strings) of the `signature` `text`."""
    return _decode(json.loads(text))
