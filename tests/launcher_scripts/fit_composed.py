"""px.keras.fit combined with other features of the composition table, one
job per KIND (tests/test_keras_fit.py::test_fit_composed_equals_keras_fit):
a compiled model with an Embedding made under px.partitioner() ('emb'), a
second one ('side', named by placements=), optionally a px.DynamicEmbedding
whose every key fits ('dyn'), and Dense layers; SGD, so that any placement
a search picks is exact (Adam for KIND 'row_cache', whose placements are
fixed: HYBRID, the tables cached on the workers at staleness 0). KIND 'ps_async' trains a model whose loss is linear
in every weight (no gradient depends on a value: asynchronous updates land
in any order to the same end).

    fit_composed.py KIND OUT RESOURCES

The chief writes OUT/weights.json (every trainable weight after fit) and,
with a dynamic table, OUT/table.json (its keys and rows, by key)."""
from __future__ import annotations

import json
import os
import sys

import numpy as np

BATCH, STEPS_PER_EPOCH, EPOCHS, VOCAB = 4, 3, 2, 30
PLACEMENTS = {"side/embeddings": "allgather", "d0/kernel": "ps"}


def config(kind: str):
    import parallax_tf as px
    search = dict(search_partitions=True, search_warmup=0, search_iterations=1)
    return {
        "ps_async": px.Config(architecture="ps", sync="async", placements=PLACEMENTS, **search),
        "allreduce": px.Config(architecture="allreduce", chunks="search:2:1:1:0",
                               placements={"side/embeddings": "allreduce"}),
        "mixed": px.Config(architecture="mixed", chunks="search:2:1:1:0", placements=PLACEMENTS,
                           search_warmup=0, search_iterations=1),
        # staleness 0: synchronous training exactly, through the cache's ops
        "row_cache": px.Config(architecture="hybrid", num_partitions=2,
                               row_cache=px.RowCache(rows=6, staleness=0)),
    }[kind]


TABLE = {"mixed"}
"""The kinds whose model has a dynamic table."""

RAN = {
    "ps_async": "ps async search_partitions placements ps_placements",
    "allreduce": "allreduce chunks chunk_search placements",
    "mixed": "mixed chunks chunk_search placements ps_placements dynamic_tables",
    "row_cache": "hybrid num_partitions row_cache",
}
"""The features each kind's job records it ran, besides keras_fit and
TensorFlow's collectives (runtime/features.py)."""


def make(kind: str):
    """(compiled model, x, y) of `kind`, the same in every process."""
    import keras
    import tensorflow as tf

    import parallax_tf as px
    keras.utils.set_random_seed(5)
    keras.backend.clear_session()
    linear = kind == "ps_async"
    ids = keras.Input((3,), dtype="int32")
    with px.partitioner():
        emb = keras.layers.Embedding(VOCAB, 4, name="emb")
        emb.build((None, 3))
    side = keras.layers.Embedding(VOCAB, 4, name="side")
    pooled = keras.layers.Add()([emb(ids), side(ids)])
    if kind in TABLE:
        keys = keras.layers.Lambda(lambda t: tf.cast(t, tf.int64) * 1000003)(ids)
        pooled = keras.layers.Add()([pooled, px.DynamicEmbedding(4, 4 * VOCAB, seed=3,
                                                                 name="dyn")(keys)])
    h = keras.layers.Flatten()(pooled)
    if linear:      # every branch linear in its weights, read from the input alone
        scaled = keras.layers.Rescaling(1.0 / VOCAB)(keras.layers.Flatten()(
            keras.layers.Lambda(lambda t: tf.cast(t, tf.float32))(ids)))
        weights = tf.constant(np.linspace(-1.0, 1.0, 12, dtype=np.float32))
        rows = keras.layers.Lambda(lambda t: tf.reduce_sum(t * weights, -1, keepdims=True))(h)
        out = keras.layers.Add()([keras.layers.Dense(1, name="d0")(scaled),
                                  keras.layers.Dense(1, name="d1")(scaled), rows])
        loss = lambda y, p: tf.reduce_mean(p * y)      # linear in p
    else:
        for k in range(3):
            h = keras.layers.Dense(4, activation="tanh", name=f"d{k}")(h)
        out = keras.layers.Dense(1, name="head")(h)
        loss = "mse"
    model = keras.Model(ids, out)
    # 'row_cache' with Adam: a held-back or doubled row would show in its slots
    model.compile(optimizer=keras.optimizers.Adam(0.05) if kind == "row_cache"
                  else keras.optimizers.SGD(0.1), loss=loss)
    rng = np.random.default_rng(3)
    n = BATCH * 2 * STEPS_PER_EPOCH
    return model, rng.integers(0, VOCAB, (n, 3)).astype("int32"), \
        rng.normal(size=(n, 1)).astype("float32")


def weights(model) -> dict:
    return {w.path: np.asarray(w.numpy()).tolist() for w in model.trainable_weights
            if not w.path.startswith("dyn/")}


def table(model) -> dict:
    keys, rows = model.get_layer("dyn").live()
    return {"keys": [int(k) for k in keys], "rows": rows.tolist()}


def main(kind: str, out: str, resources: str) -> None:
    import parallax_tf as px
    from parallax_tf import env
    model, x, y = make(kind)
    px.keras.fit(model, x, y, batch_size=BATCH, epochs=EPOCHS, shuffle=False, verbose=0,
                 config=config(kind), resources=resources)
    role = env.task_role_json()
    if role is None or json.loads(role).get("index") != 0:
        return
    with open(os.path.join(out, "weights.json"), "w", encoding="utf-8") as f:
        json.dump(weights(model), f)
    if kind in TABLE:
        with open(os.path.join(out, "table.json"), "w", encoding="utf-8") as f:
            json.dump(table(model), f)


if __name__ == "__main__":
    main(*sys.argv[1:4])
