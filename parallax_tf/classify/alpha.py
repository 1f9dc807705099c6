"""Measuring alpha: the fraction of a sparse variable's rows one worker touches
in one iteration, on sample batches the user gives.

The captured GraphDef is imported into a `tf.compat.v1.wrap_function` whose
handles are the real variables, and pruned to the gradient-indices tensors:
only the forward and backward ops those indices depend on run; no update op
runs, so measuring never changes a variable (a dynamic table's lookup
inserts keys: its state is restored after, `embeddings.table.state_kept`).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Sequence, cast

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep, SparseGradient
from parallax_tf.embeddings.table import state_kept
from parallax_tf.errors import CaptureError


def _num_args(step: CapturedStep) -> int:
    """Positional arguments of the step: those of the example batch, or of the
    input_signature when the step was traced without one."""
    if step.example_args or step.concrete_function is None:
        return len(step.example_args)
    return len(step.concrete_function.structured_input_signature[0])


def _flat_batch(step: CapturedStep, batch: Any, position: int) -> list[tf.Tensor]:
    num_args = _num_args(step)
    if not isinstance(batch, tuple) or len(batch) != num_args:
        if num_args == 1:
            batch = (batch,)
        else:
            raise CaptureError(
                f"sample batch {position} is a {type(batch).__name__}; give each sample "
                f"batch as a tuple of the step's {num_args} arguments, like "
                "the example inputs")
    flat = tf.nest.flatten(batch, expand_composites=True)
    if len(flat) != len(step.input_specs):
        raise CaptureError(
            f"sample batch {position} has {len(flat)} tensors, the step takes "
            f"{len(step.input_specs)}; give batches of the same structure as the example")
    out = []
    for i, (value, spec) in enumerate(zip(flat, step.input_specs)):
        tensor = tf.convert_to_tensor(value, dtype=spec.dtype)
        if not spec.shape.is_compatible_with(tensor.shape):
            raise CaptureError(
                f"sample batch {position}, input {i}: shape {tensor.shape} does not fit the "
                f"traced shape {spec.shape}; trace the step with the same batch shape "
                "(or an input_signature with None dims)")
        out.append(tensor)
    return out


def _pruned_indices_function(step: CapturedStep, names: Sequence[str]) -> Any:
    graph_def = step.parsed_graph_def()
    captures = [(ext, internal.name) for ext, internal in step.concrete_function.graph.captures]

    def imported(*args: tf.Tensor) -> list[tf.Tensor]:
        input_map = dict(zip(step.input_names, args))
        for ext, name in captures:
            input_map[name] = tf.identity(ext)
        return tf.graph_util.import_graph_def(
            graph_def, input_map=input_map, return_elements=list(names), name="alpha")

    specs = [tf.TensorSpec(s.shape, s.dtype) for s in step.input_specs]
    wrapped = tf.compat.v1.wrap_function(imported, specs)
    feeds = wrapped.graph.inputs[:len(specs)]
    fetches = [wrapped.graph.get_tensor_by_name(f"alpha/{n}") for n in names]
    return wrapped.prune(feeds, fetches)


@dataclasses.dataclass(frozen=True)
class RowStats:
    """What one worker's sparse gradient holds per iteration, as fractions
    of the variable's rows (means over the sample batches)."""

    alpha: float
    """Distinct rows (the paper's alpha)."""
    sent: float
    """Rows listed, duplicates included (what a push or an AllGather carries)."""
    index_itemsize: int
    """Bytes of one index (4: int32, 8: int64)."""
    hot: tuple[tuple[int, float, float], ...] = ()
    """The most listed rows, hottest first: (row, times listed per
    iteration, fraction of iterations that touch it), means over the sample
    batches; at most `HOT_ROWS`. In a frequency-sorted vocabulary (and the
    Zipf corpus) a few low ids carry many duplicates, so the shard holding
    them gets more rows than its share: the planner uses these to predict
    each shard's traffic and to spread the hot shards over the servers."""


HOT_ROWS = 256
"""How many of a sparse gradient's most listed rows `measure_rows` keeps."""


def _hot_rows(batches: list[np.ndarray]) -> tuple[tuple[int, float, float], ...]:
    """(row, listed per batch, touched per batch) of the `HOT_ROWS` rows
    listed most often over `batches` (ties: lower row first), among those
    listed more than once (a row listed once is no hotter than any other)."""
    ids, counts = np.unique(np.concatenate(batches), return_counts=True)
    touched = np.zeros(ids.size)
    for flat in batches:
        touched[np.searchsorted(ids, np.unique(flat))] += 1
    order = [i for i in np.lexsort((ids, -counts))[:HOT_ROWS] if counts[i] > 1]
    n = len(batches)
    return tuple((int(ids[i]), float(counts[i]) / n, float(touched[i]) / n) for i in order)


def measure_rows(step: CapturedStep, sample_batches: Sequence[Any]) -> dict[str, RowStats]:
    """`RowStats` per sparse variable (by name), each batch one worker's."""
    sparse = [v for v in step.trainable_variables if isinstance(v.gradient, SparseGradient)]
    if not sparse or not sample_batches:
        return {}
    fn = _pruned_indices_function(step, [cast(SparseGradient, v.gradient).indices
                                         for v in sparse])
    distinct: dict[str, list[float]] = {v.name: [] for v in sparse}
    listed: dict[str, list[float]] = {v.name: [] for v in sparse}
    itemsize: dict[str, int] = {}
    seen: dict[str, list[np.ndarray]] = {v.name: [] for v in sparse}
    with state_kept(step):
        results_of = [fn(*_flat_batch(step, batch, position))
                      for position, batch in enumerate(sample_batches)]
    for results in results_of:
        for v, indices in zip(sparse, results):
            rows = v.shape[0] if v.shape else 1
            flat = np.asarray(indices).reshape(-1)
            distinct[v.name].append(np.unique(flat).size / rows)
            listed[v.name].append(flat.size / rows)
            itemsize[v.name] = flat.dtype.itemsize
            seen[v.name].append(flat.astype(np.int64))
    return {name: RowStats(alpha=float(np.mean(distinct[name])),
                           sent=float(np.mean(listed[name])), index_itemsize=itemsize[name],
                           hot=_hot_rows(seen[name]))
            for name in distinct}

