"""Dynamic embeddings (issue 48): oracles (a) equal to a dense Embedding,
(b) equal to a plain-Python reference of the policy, (c) memory bounded
while keys stream through; checkpoints, serving by stock TensorFlow,
the capture, bad input."""
from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
import textwrap

import keras
import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.embeddings import DynamicEmbedding, DynamicTable
from parallax_tf.errors import ConfigError
from tests.dynamic_reference import EMPTY, ReferenceTable, initial_row

OPTIMIZERS = {
    "sgd": lambda: keras.optimizers.SGD(0.1),
    "adagrad": lambda: keras.optimizers.Adagrad(0.1),
    "adam": lambda: keras.optimizers.Adam(0.01),
}


def _ids(rng, steps, batch, width, space):
    """Batches of int64 ids from a large space, skewed (some repeat)."""
    pool = rng.integers(-2 ** 62, 2 ** 62, size=space, dtype=np.int64)
    zipf = np.minimum(rng.zipf(1.3, size=(steps, batch, width)) - 1, space - 1)
    return pool[zipf]


# ----------------------------------------------------------------------------
# (a) capacity above the keys, no admission: equal to a dense Embedding
# ----------------------------------------------------------------------------
class TwinTower(keras.Model):
    """Subclassed: two embedding layers of one class (user and item ids),
    a dense body."""

    def __init__(self, make_embedding):
        super().__init__()
        self.user, self.item = make_embedding("user"), make_embedding("item")
        self.body = [keras.layers.Dense(8, activation="relu"), keras.layers.Dense(1)]

    def call(self, x, training=False):
        u = self.user(x[:, :2], training=training)
        i = self.item(x[:, 2:], training=training)
        h = keras.ops.concatenate([keras.ops.reshape(u, (-1, 2 * 4)),
                                   keras.ops.reshape(i, (-1, 2 * 4))], axis=1)
        for layer in self.body:
            h = layer(h)
        return h


def _dense_twin(dynamic: TwinTower, keys_by_layer: dict, seed: int) -> TwinTower:
    dense = TwinTower(lambda name: keras.layers.Embedding(len(keys_by_layer[name]), 4, name=name))
    dense(np.zeros((1, 4), np.int64))
    for name in ("user", "item"):
        keys = keys_by_layer[name]
        getattr(dense, name).embeddings.assign(np.stack(
            [initial_row(int(k), 4, seed, "uniform", 0.05) for k in keys]).astype(np.float32))
    for mine, theirs in zip(dense.body, dynamic.body):
        for a, b in zip(mine.weights, theirs.weights):
            a.assign(b.numpy())
    return dense


@pytest.mark.parametrize("opt", sorted(OPTIMIZERS))
def test_oracle_a_equals_a_dense_embedding_subclassed_raw_steps(opt):
    rng = np.random.default_rng(3)
    steps, batch = 6, 16
    x = _ids(rng, steps, batch, 4, 200)
    dyn = TwinTower(lambda name: DynamicEmbedding(4, 512, seed=7, name=name))
    dyn(x[0][:1])                                 # builds every layer
    keys = {"user": np.unique(x[:, :, :2]), "item": np.unique(x[:, :, 2:])}
    dense = _dense_twin(dyn, keys, seed=7)
    y = rng.normal(size=(steps, batch, 1)).astype(np.float32)

    def trainer(model, to_index):
        optimizer = OPTIMIZERS[opt]()

        @tf.function
        def step(xb, yb):
            with tf.GradientTape() as tape:
                loss = tf.reduce_mean((model(xb, training=True) - yb) ** 2)
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            return loss
        return [float(step(to_index(x[s]), y[s])) for s in range(steps)]

    def dense_index(xb):
        return np.concatenate([np.searchsorted(keys["user"], xb[:, :2]),
                               np.searchsorted(keys["item"], xb[:, 2:])], axis=1)

    losses = trainer(dyn, lambda xb: xb)
    expected = trainer(dense, dense_index)
    np.testing.assert_allclose(losses, expected, rtol=1e-5)
    for name in ("user", "item"):
        live_keys, rows = getattr(dyn, name).live()
        np.testing.assert_array_equal(live_keys, keys[name])
        np.testing.assert_allclose(rows, getattr(dense, name).embeddings.numpy(),
                                   rtol=1e-5, atol=1e-7)
    for a, b in zip(dyn.body, dense.body):
        for wa, wb in zip(a.weights, b.weights):
            np.testing.assert_allclose(wa.numpy(), wb.numpy(), rtol=1e-5, atol=1e-7)


def _functional(embedding):
    inp = keras.Input((3,), dtype="string" if isinstance(embedding, DynamicEmbedding)
                      and embedding.spec.key_dtype == "string" else "int64")
    h = keras.layers.Flatten()(embedding(inp))
    h = keras.layers.Dense(6, activation="tanh")(h)
    return keras.Model(inp, keras.layers.Dense(1)(h))


@pytest.mark.parametrize("opt", ["adagrad", "adam"])
def test_oracle_a_in_keras_fit_functional_with_string_keys(opt):
    rng = np.random.default_rng(5)
    words = np.array([f"w{i}" for i in range(300)])
    x = words[np.minimum(rng.zipf(1.4, size=(64, 3)) - 1, 299)]
    y = rng.normal(size=(64, 1)).astype(np.float32)
    dyn = _functional(DynamicEmbedding(5, 256, key_dtype="string", initializer="normal",
                                       scale=0.1, seed=2, name="words"))
    vocab = np.unique(x)
    keys = tf.bitcast(tf.fingerprint(tf.constant(vocab)), tf.int64).numpy()
    dense = _functional(keras.layers.Embedding(len(vocab), 5, name="words"))
    dense.get_layer("words").embeddings.assign(np.stack(
        [initial_row(int(k), 5, 2, "normal", 0.1) for k in keys]).astype(np.float32))
    for a, b in zip(dense.weights[1:], [w for w in dyn.weights if "words" not in w.path]):
        a.assign(b.numpy())
    for model in (dyn, dense):
        model.compile(optimizer=OPTIMIZERS[opt](), loss="mse")
    h1 = dyn.fit(tf.constant(x), y, batch_size=16, epochs=2, shuffle=False, verbose=0)
    h2 = dense.fit(np.searchsorted(vocab, x), y, batch_size=16, epochs=2, shuffle=False,
                   verbose=0)
    np.testing.assert_allclose(h1.history["loss"], h2.history["loss"], rtol=1e-5)
    live_keys, rows = dyn.get_layer("words").live()
    order = np.argsort(keys)
    np.testing.assert_array_equal(live_keys, keys[order])
    np.testing.assert_allclose(rows, dense.get_layer("words").embeddings.numpy()[order],
                               rtol=1e-5, atol=1e-7)
    # inference: unknown words read the default row; known ones their row
    out = dyn.get_layer("words")(tf.constant([[vocab[0], "never-seen"]]))
    np.testing.assert_allclose(out[0, 0], rows[np.searchsorted(keys[order], keys[0])], rtol=1e-6)
    np.testing.assert_array_equal(out[0, 1], np.zeros(5))


# ----------------------------------------------------------------------------
# (b) admission and eviction: equal to the plain-Python reference
# ----------------------------------------------------------------------------
def _universe_step(universe, optimizer, slots, pristine):
    """A dense table of every key ever seen, trained by the same optimizer
    on the rows the reference says the keys hold."""
    @tf.function
    def step(index, coef, fresh, fresh_rows):
        universe.scatter_nd_update(fresh[:, None], fresh_rows)
        for slot, init in zip(slots, pristine):
            slot.scatter_nd_update(fresh[:, None], tf.tile(init[None], [tf.size(fresh), 1]))
        with tf.GradientTape() as tape:
            e = tf.gather(universe, index)
            loss = tf.reduce_sum(e * coef)
        grad = tape.gradient(loss, universe)
        optimizer.apply_gradients([(grad, universe)])
    return step


@pytest.mark.parametrize("policy,opt", [("lru", "adam"), ("lfu", "adagrad"), (None, "sgd")])
def test_oracle_b_admission_and_eviction_equal_the_reference(policy, opt):
    rng = np.random.default_rng(11)
    cap, dim, steps, batch = 24, 3, 40, 12
    ids = _ids(rng, steps, batch, 1, 90)[:, :, 0]
    settings = dict(min_count=2, sketch_width=64, eviction=policy, max_age=6, evict_every=4,
                    occupancy=0.75, probes=8)
    table = DynamicTable(dim, cap, seed=4, **settings)
    optimizer = OPTIMIZERS[opt]()
    optimizer.build([table.rows])
    table.optimizer = optimizer
    coef = rng.normal(size=(steps, batch, dim)).astype(np.float32)

    @tf.function
    def step(x, c):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(table(x, training=True) * c)
        grads = tape.gradient(loss, [table.rows])
        optimizer.apply_gradients(zip(grads, [table.rows]))

    ref = ReferenceTable(cap, **settings)
    every_key = np.unique(ids)
    universe = tf.Variable(np.zeros((len(every_key), dim), np.float32))
    u_opt = OPTIMIZERS[opt]()
    u_opt.build([universe])
    u_slots = [v for v in u_opt.variables if tuple(v.shape) == tuple(universe.shape)]
    u_pristine = [tf.constant(v.numpy()[0]) for v in u_slots]
    u_step = _universe_step(universe, u_opt, [s.value for s in u_slots], u_pristine)
    evicted_some = admitted_late = 0
    for s in range(steps):
        step(tf.constant(ids[s]), tf.constant(coef[s]))
        rows, freed, added = ref.step([int(k) for k in ids[s]])
        evicted_some += len(freed)
        fresh = np.array([np.searchsorted(every_key, k) for k, _ in added], np.int64)
        fresh_rows = np.array([initial_row(k, dim, 4, "uniform", 0.05) for k, _ in added],
                              np.float32).reshape(-1, dim)
        held = [r is not None for r in rows]
        index = np.searchsorted(every_key, ids[s][held])
        u_step(tf.constant(index, tf.int64), tf.constant(coef[s][held]),
               tf.constant(fresh, tf.int64), tf.constant(fresh_rows))
        admitted_late += sum(1 for r in rows if r is None)
        np.testing.assert_array_equal(table.row_keys.numpy(), np.array(ref.row_key, np.int64),
                                      err_msg=f"step {s}: rows held by other keys")
        live = np.flatnonzero(table.row_keys.numpy() != EMPTY)
        keys_live = table.row_keys.numpy()[live]
        np.testing.assert_allclose(
            table.rows.numpy()[live],
            universe.numpy()[np.searchsorted(every_key, keys_live)], rtol=1e-5, atol=1e-7,
            err_msg=f"step {s}")
        np.testing.assert_array_equal(table.row_count.numpy(), ref.count)
        np.testing.assert_array_equal(table.row_last.numpy(), ref.last)
    assert evicted_some > 0 and admitted_late > 0   # the policies did act
