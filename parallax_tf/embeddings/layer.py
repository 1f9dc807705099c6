"""The user-facing dynamic embeddings: `DynamicTable` (a `tf.Module`, for
raw `tf.function` steps) and `DynamicEmbedding` (a Keras layer). Both hold
the variables of `table.state_variables` and call `table.TableOps`."""
from __future__ import annotations

from typing import Any, Optional

import keras
import numpy as np
import tensorflow as tf
from keras.src.backend.common.symbolic_scope import in_symbolic_scope

from parallax_tf.capture.step import tracing_a_step
from parallax_tf.embeddings.hashing import EMPTY_KEY
from parallax_tf.embeddings.table import TableOps, TableSpec, settings_of, state_variables
from parallax_tf.errors import ConfigError


@tf.autograph.experimental.do_not_convert
def embed(ops: TableOps, ids: Any, training: bool) -> tf.Tensor:
    """Rows for `ids` (any shape): ids.shape + [dim]. Keys without a row
    read the default row and pass no gradient; the rows' gradient is an
    IndexedSlices of the keys that have one, in batch order. A RaggedTensor
    of ids gives a RaggedTensor of rows."""
    if isinstance(ids, tf.RaggedTensor):
        return ids.with_flat_values(embed(ops, ids.flat_values, training))
    if isinstance(ids, tf.SparseTensor):
        raise ConfigError(
            f"dynamic table {ops.spec.name!r} got a tf.SparseTensor of ids; pass its "
            "values (ids.values) and combine the rows yourself, or a tf.RaggedTensor "
            "(tf.RaggedTensor.from_sparse(ids))")
    keys = ops.keys_of(ids)
    flat = tf.reshape(keys, [-1])
    found, row = ops.train_lookup(flat) if training else ops.find(flat)
    at = tf.where(found)[:, 0]
    rows = tf.gather(ops.v["rows"], tf.gather(row, at))
    n = tf.size(flat, out_type=tf.int64)
    dim = ops.spec.dim
    out = tf.scatter_nd(at[:, None], rows, tf.stack([n, tf.constant(dim, tf.int64)]))
    default = tf.constant(ops.spec.default, rows.dtype)
    out = tf.where(found[:, None], out, default)
    return tf.reshape(out, tf.concat([tf.shape(keys), [dim]], 0))


def _without_training(table: str) -> str:
    """Why a table called without `training` is refused (a step would
    silently train nothing: no key would ever get a row)."""
    return (f"{table} needs training=True in a training step (keys get rows, rows get "
            "gradients) or training=False to only look up (evaluation, serving); it was "
            "called without training=, and a step would silently train nothing. A "
            "subclassed Keras model's call() takes training and passes it on: Keras' fit "
            "and predict pass it only to a model whose call() has that argument")


def _live(ops: TableOps) -> tuple[np.ndarray, np.ndarray]:
    keys = ops.v["row_keys"].numpy()
    rows = ops.v["rows"].numpy()
    live = np.flatnonzero(keys != EMPTY_KEY)
    order = live[np.argsort(keys[live], kind="stable")]
    return keys[order], rows[order]


class DynamicTable(tf.Module):
    """An embedding keyed by any int64 id (or string), rows created on first
    sight, admitted and evicted by policy. Settings: see `TableSpec` and
    docs/dynamic_embeddings.md.

    `table(ids, training=True)` inside a training step looks up (and
    admits, inserts, evicts); `training=False` only looks up. `training` is
    required: a step that only looked up would train nothing.
    `optimizer`: the Keras optimizer that trains the rows, needed when
    the table evicts (the freed rows' optimizer slots are reset); built
    before the first step.
    """

    def __init__(self, dim: int, capacity: int, *, dtype: Any = tf.float32,
                 optimizer: Any = None, name: str = "dynamic_table", **settings: Any) -> None:
        super().__init__(name=name)
        settings_of(f"px.DynamicTable {name!r}", settings, own=("dtype", "optimizer", "name"))
        self.spec = TableSpec(dim, capacity, name=name, **settings)

        def make(vname: str, shape: tuple, vdtype: Any, init: Any, trainable: bool) -> tf.Variable:
            vdtype = tf.as_dtype(vdtype)
            return tf.Variable(init(shape, vdtype), trainable=trainable,
                               name=f"{name}/{vname}")
        state = state_variables(self.spec, dtype, make)
        for key, var in state.items():
            setattr(self, key, var)
        self._ops = TableOps(self.spec, state, optimizer)

    @property
    def optimizer(self) -> Any:
        return self._ops.optimizer

    @optimizer.setter
    def optimizer(self, value: Any) -> None:
        self._ops.optimizer = value

    def __call__(self, ids: Any, training: Optional[bool] = None) -> tf.Tensor:
        if training is None:
            raise ConfigError(_without_training(f"px.DynamicTable {self.spec.name!r}"))
        return embed(self._ops, ids, bool(training))

    def live(self) -> tuple[np.ndarray, np.ndarray]:
        """(keys, rows) of the keys that have a row, by key (eager)."""
        return _live(self._ops)

    def size(self) -> int:
        return int(np.sum(self.row_keys.numpy() != EMPTY_KEY))


_LAYER_KEYWORDS = ("name", "dtype", "trainable", "autocast")
"""Keras' own keywords of a layer that `DynamicEmbedding` passes on."""


@keras.saving.register_keras_serializable(package="parallax_tf")
class DynamicEmbedding(keras.layers.Layer):
    """A Keras embedding layer keyed by any int64 id or string: rows are
    created on first sight in training (see docs/dynamic_embeddings.md).

    `DynamicEmbedding(output_dim, capacity, key_dtype="int64" | "string",
    initializer="uniform" | "normal" | number, scale=..., seed=0,
    default=0.0, min_count=1, eviction=None | "lru" | "lfu", max_age=None,
    evict_every=100, occupancy=0.9, probes=32, optimizer=None)`.
    Called with training=True (Keras fit does) it admits and inserts keys;
    otherwise (predict, evaluate, a SavedModel) it only looks up, unknown
    keys reading the default row. Pass several features that share the
    table in one call, as a list: the table's step counts calls.
    """

    def __init__(self, output_dim: int, capacity: int, *, optimizer: Any = None,
                 **settings: Any) -> None:
        base = {k: settings.pop(k) for k in list(settings) if k in _LAYER_KEYWORDS}
        super().__init__(**base)
        self.supports_jit = False          # unique / while loops of dynamic size
        settings_of(f"px.DynamicEmbedding {self.name!r}", settings,
                    own=("optimizer", *_LAYER_KEYWORDS))
        self.spec = TableSpec(output_dim, capacity, name=self.name, **settings)
        self.output_dim, self.capacity = int(output_dim), int(capacity)
        self._settings = settings
        self._optimizer = optimizer
        self._ops: Optional[TableOps] = None

    def build(self, input_shape: Any = None) -> None:
        if self._ops is not None:
            return

        def make(vname: str, shape: tuple, vdtype: Any, init: Any, trainable: bool) -> Any:
            return self.add_weight(name=vname, shape=shape, dtype=vdtype,
                                   initializer=init, trainable=trainable)
        state = state_variables(self.spec, self.variable_dtype, make)
        for key, var in state.items():     # attributes: what checkpoints track by name
            setattr(self, key, var)
        self._ops = TableOps(self.spec, state, self._optimizer)
        self.built = True

    @property
    def ops(self) -> TableOps:
        """The table's operations (built on first use)."""
        if self._ops is None:
            self.build()
        assert self._ops is not None
        return self._ops

    def call(self, inputs: Any, training: Any = None) -> Any:
        if training is None and tracing_a_step() and not in_symbolic_scope():
            raise ConfigError(_without_training(f"px.DynamicEmbedding {self.name!r}"))
        training = bool(training)
        if isinstance(inputs, (list, tuple)):
            keys = [self.ops.keys_of(x) for x in inputs]
            sizes = [tf.size(k) for k in keys]
            flat = tf.concat([tf.reshape(k, [-1]) for k in keys], 0)
            out = tf.cast(embed(self.ops, flat, training), self.compute_dtype)
            parts = tf.split(out, tf.stack(sizes), axis=0)
            return [tf.reshape(p, tf.concat([tf.shape(k), [self.output_dim]], 0))
                    for p, k in zip(parts, keys)]
        return tf.cast(embed(self.ops, inputs, training), self.compute_dtype)

    def compute_output_shape(self, input_shape: Any) -> Any:
        if isinstance(input_shape, list):
            return [tuple(s) + (self.output_dim,) for s in input_shape]
        return tuple(input_shape) + (self.output_dim,)

    def compute_output_spec(self, inputs: Any, training: Any = None) -> Any:
        def spec(x: Any) -> Any:
            return keras.KerasTensor(tuple(x.shape) + (self.output_dim,), dtype=self.compute_dtype)
        if isinstance(inputs, (list, tuple)):
            return [spec(x) for x in inputs]
        return spec(inputs)

    def live(self) -> tuple[np.ndarray, np.ndarray]:
        """(keys, rows) of the keys that have a row, by key (eager)."""
        return _live(self.ops)

    def size(self) -> int:
        return int(np.sum(self.ops.v["row_keys"].numpy() != EMPTY_KEY))

    def get_config(self) -> dict:
        config = super().get_config()
        config.update(output_dim=self.output_dim, capacity=self.capacity, **self._settings)
        return config
