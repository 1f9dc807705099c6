"""The click model, with three interchangeable id embeddings.

    logit = w1 <u, i> + w2 u_b + w3 i_b + b        p = sigmoid(logit)

u = [u_vec, u_b] and i = [i_vec, i_b] are rows of `dim` + 1 floats (the
last column the id's bias) read from a user table and an item table, and
(w1, w2, w3, b) a `Dense(1)` over the three terms (initialised to 1, 1, 1,
0). The tables are one of (`EMBEDDINGS`):

* ``dynamic``: `px.DynamicEmbedding(dim + 1, capacity)` keyed by the raw
  int64 ids: each id that holds a row has it alone. Its policy (the
  config's, flags of train.py): every `evict_every` steps, the rows of ids
  not seen for `max_age` steps go, then the least frequently seen ids'
  (LFU) down to `occupancy` x capacity; admission after `min_count`
  sightings (1: on first sight). LFU with an age limit, not LRU: in a
  Zipf stream most ids are seen once, and under LRU those one-off ids push
  out the ids seen every few dozen steps before they are seen again (on
  the `small` stream at 2,048 rows, 3,000 steps: held-out log loss 0.5189
  with LFU + max_age 300, 0.5239 with LRU, 0.5227 for the hashing trick;
  `python -m benchmarks.click_stream` measures it). `min_count` > 1 adds a
  count-min sketch (4 x 8 bytes per column) that never forgets: once the
  ids without a row were seen min_count x its width times in all, every
  counter reaches min_count and every id is admitted (on these streams
  within a few dozen steps);
* ``hashing``: the hashing trick at EQUAL MEMORY: ids hashed (FarmHash
  fingerprint, `HashIds`) into a `keras.layers.Embedding` of `buckets`
  rows, `buckets` chosen so that its bytes (buckets x row bytes x (1 +
  the optimizer's slots per row)) are the dynamic table's whole state
  (`TableSpec.state_bytes`: rows, optimizer slots, keys, counters, hash
  table, sketch), less than one bucket's bytes short (`hashing_buckets`);
* ``static``: the same hashing into a `keras.layers.Embedding` of
  `capacity` rows, the dynamic table's row count: the plain sparse
  variable the throughput and bytes-per-step comparisons set the dynamic
  table against.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px

EMBEDDINGS = ("dynamic", "hashing", "static")
OPTIMIZER_SLOTS = {"sgd": 0, "momentum": 1, "adagrad": 1, "adam": 2}
"""Optimizer state per trained row, in rows (Keras 3)."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class ClicksConfig:
    # the model
    dim: int                      # learned vector width (a row holds dim + 1 floats)
    capacity: int                 # rows of the dynamic table (and of the static one)
    batch_size: int               # examples per worker and step
    learning_rate: float = 0.3    # Adagrad's (train.py --optimizer), accumulators from 0.1
    init_scale: float = 0.05      # new rows start uniform in [-init_scale, init_scale)
    min_count: int = 1            # dynamic: admission after this many sightings
    eviction: str = "lfu"         # dynamic: "lfu" or "lru"
    max_age: Optional[int] = 300  # dynamic: evict ids not seen for this many steps
    evict_every: int = 5          # dynamic: steps between evictions
    occupancy: float = 0.75       # dynamic: live rows an eviction leaves, x capacity
    eval_examples: int = 16384    # held-out examples
    # the stream (data.StreamSettings)
    users: int = 1_000_000
    items: int = 1_000_000
    zipf_users: float = 1.1
    zipf_items: float = 1.2
    drift_every: int = 50
    drift_fraction: float = 0.05
    true_dim: int = 8


CONFIGS = {
    # CI and --quick: 1,024 rows per table of 9 floats, batches of 256.
    "tiny": ClicksConfig(dim=8, capacity=1024, batch_size=256),
    # The benchmark's: 2,048 rows per table of 17 floats, batches of 1,024: over a few
    # thousand steps more ids are seen often enough to be learned than the tables hold,
    # so the tables' memory decides the quality (benchmarks/click_stream.py).
    "small": ClicksConfig(dim=16, capacity=2048, batch_size=1024, drift_every=100,
                          eval_examples=65536),
}


def table_spec(cfg: ClicksConfig) -> px.embeddings.TableSpec:
    """The settings of one dynamic table of `cfg`."""
    return px.embeddings.TableSpec(cfg.dim + 1, cfg.capacity, min_count=cfg.min_count,
                                   eviction=cfg.eviction, max_age=cfg.max_age,
                                   evict_every=cfg.evict_every, occupancy=cfg.occupancy)


def row_bytes(cfg: ClicksConfig) -> int:
    return 4 * (cfg.dim + 1)


def dynamic_bytes(cfg: ClicksConfig, optimizer: str) -> dict:
    """One dynamic table's state (`TableSpec.state_bytes`): rows and their
    optimizer slots, overhead, total."""
    return table_spec(cfg).state_bytes(row_bytes(cfg), OPTIMIZER_SLOTS[optimizer])


def hashing_buckets(cfg: ClicksConfig, optimizer: str) -> int:
    """Buckets of the hashing trick whose rows and optimizer slots take the
    dynamic table's total state bytes, rounded down (less than one bucket
    short)."""
    per_bucket = row_bytes(cfg) * (1 + OPTIMIZER_SLOTS[optimizer])
    return dynamic_bytes(cfg, optimizer)["total"] // per_bucket


def rows_of(cfg: ClicksConfig, embedding: str, optimizer: str) -> int:
    """Rows of one table of kind `embedding`."""
    if embedding == "hashing":
        return hashing_buckets(cfg, optimizer)
    return cfg.capacity


def table_bytes(cfg: ClicksConfig, embedding: str, optimizer: str) -> int:
    """Bytes of one table of kind `embedding`, its optimizer slots included
    (the dynamic table: its whole state)."""
    if embedding == "dynamic":
        return dynamic_bytes(cfg, optimizer)["total"]
    return rows_of(cfg, embedding, optimizer) * row_bytes(cfg) * (1 + OPTIMIZER_SLOTS[optimizer])


@keras.saving.register_keras_serializable(package="clicks")
class HashIds(keras.layers.Layer):
    """int64 ids -> bucket numbers in [0, buckets): the low 64 bits of each
    id's FarmHash fingerprint (`tf.fingerprint`), modulo `buckets`."""

    def __init__(self, buckets: int, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.buckets = int(buckets)

    def call(self, ids: Any) -> Any:
        ids = tf.cast(ids, tf.int64)
        flat = tf.reshape(ids, [-1, 1])
        h = tf.bitcast(tf.fingerprint(flat), tf.int64)          # [n]
        return tf.reshape(tf.math.floormod(h, self.buckets), tf.shape(ids))

    def compute_output_spec(self, ids: Any) -> Any:
        return keras.KerasTensor(ids.shape, dtype="int64")

    def get_config(self) -> dict:
        return {**super().get_config(), "buckets": self.buckets}


def make_table(cfg: ClicksConfig, embedding: str, name: str, optimizer_name: str,
               optimizer: Any = None, seed: int = 0) -> Callable[[Any], Any]:
    """One id table of kind `embedding`, as a function ids [...] int64 ->
    rows [..., dim + 1] of the functional graph. Its weights live in the
    layer named `name` (a `DynamicEmbedding`, or a `keras.layers.Embedding`
    behind the `HashIds` layer `<name>_hash`)."""
    if embedding == "dynamic":
        return px.DynamicEmbedding(cfg.dim + 1, cfg.capacity, name=name, seed=seed,
                                   scale=cfg.init_scale, min_count=cfg.min_count,
                                   eviction=cfg.eviction, max_age=cfg.max_age,
                                   evict_every=cfg.evict_every, occupancy=cfg.occupancy,
                                   optimizer=optimizer)
    if embedding not in EMBEDDINGS:
        raise ValueError(f"unknown embedding {embedding!r}; choose one of {EMBEDDINGS}")
    rows = rows_of(cfg, embedding, optimizer_name)
    hashed = HashIds(rows, name=f"{name}_hash")
    table = keras.layers.Embedding(rows, cfg.dim + 1, name=name,
                                   embeddings_initializer=keras.initializers.RandomUniform(
                                       -cfg.init_scale, cfg.init_scale, seed=seed))
    return lambda ids: table(hashed(ids))


def build_model(cfg: ClicksConfig, embedding: str, optimizer_name: str,
                optimizer: Any = None, seed: int = 0) -> keras.Model:
    """The functional model: (users [B] int64, items [B] int64) -> logits [B]."""
    keras.utils.set_random_seed(seed)
    users = keras.Input((), dtype="int64", name="user")
    items = keras.Input((), dtype="int64", name="item")
    u = make_table(cfg, embedding, "users", optimizer_name, optimizer, seed)(users)
    i = make_table(cfg, embedding, "items", optimizer_name, optimizer, seed + 1)(items)
    d = cfg.dim
    terms = keras.ops.stack([keras.ops.sum(u[:, :d] * i[:, :d], axis=-1), u[:, d], i[:, d]],
                            axis=-1)
    logit = keras.layers.Dense(1, kernel_initializer="ones", name="logit")(terms)
    return keras.Model([users, items], keras.ops.squeeze(logit, -1), name=f"clicks_{embedding}")


def id_tables(model: keras.Model) -> dict[str, keras.layers.Layer]:
    """The model's two id tables ("users", "items"): the DynamicEmbedding or
    the keras Embedding layer."""
    return {name: model.get_layer(name) for name in ("users", "items")}


def measured_bytes(model: keras.Model, optimizer: Optional[keras.optimizers.Optimizer]
                   ) -> dict[str, int]:
    """Bytes the variables of each id table hold, counted on the variables
    themselves: the layer's weights (rows, and for a dynamic table its keys,
    counters, hash table, sketch) plus the optimizer's slot variables of its
    trainable weights (Keras names them `<weight path>_<slot>`)."""
    out = {}
    slots = list(optimizer.variables) if optimizer is not None else []
    for name, layer in id_tables(model).items():
        total = sum(int(np.prod(w.shape)) * np.dtype(w.dtype).itemsize for w in layer.weights)
        for w in layer.trainable_weights:
            prefix = w.path.replace("/", "_") + "_"
            total += sum(int(np.prod(s.shape)) * np.dtype(s.dtype).itemsize for s in slots
                         if s.name.startswith(prefix) and tuple(s.shape) == tuple(w.shape))
        out[name] = total
    return out
