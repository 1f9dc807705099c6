"""Dynamic embeddings (issue 48): oracles (a) equal to a dense Embedding,
(b) equal to a plain-Python reference of the policy, (c) memory bounded
while keys stream through; checkpoints, serving by stock TensorFlow,
the capture, bad input."""
from __future__ import annotations

import json
import os
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


# ----------------------------------------------------------------------------
# checkpoints: the runner's periodic ones and tf.train.Checkpoint
# ----------------------------------------------------------------------------
def _local_job(folder, steps, every=None):
    """A fresh table with admission and LRU eviction (Adam) and a dense
    head, trained by a one-slot runner from its start step to `steps`."""
    table = DynamicTable(3, 12, seed=1, min_count=2, sketch_width=32, eviction="lru",
                         max_age=4, evict_every=3, occupancy=0.5, name="clicks")
    head = tf.Variable(np.linspace(-1, 1, 3).astype(np.float32)[:, None], name="head")
    opt = keras.optimizers.Adam(0.05, name="opt")
    opt.build([table.rows, head])
    table.optimizer = opt

    @tf.function
    def step(ids, y):
        with tf.GradientTape() as tape:
            pred = tf.matmul(tf.reduce_mean(table(ids, training=True), 1), head)[:, 0]
            loss = tf.reduce_mean((pred - y) ** 2)
        opt.apply_gradients(zip(tape.gradient(loss, [table.rows, head]), [table.rows, head]))
        return loss

    runner = px.get_runner(step, "localhost:0", px.Config(checkpoint_dir=folder,
                                                          checkpoint_every=every))
    data = np.random.default_rng(1)
    batches = [(data.integers(0, 40, [6, 2]).astype(np.int64) * 7919 - 3,
                data.normal(size=6).astype(np.float32)) for _ in range(steps)]
    losses = [float(runner.run(*batches[i])) for i in range(runner.start_step, steps)]
    return runner, table, losses


@pytest.mark.slow
def test_periodic_checkpoints_resume_keys_rows_slots_and_counters_exactly(tmp_path):
    whole, table, losses = _local_job(str(tmp_path / "a"), 12)
    assert 0 < table.size() <= 12
    folder = str(tmp_path / "b")
    _local_job(folder, 7, every=2)
    resumed, again, tail = _local_job(folder, 12, every=2)
    assert resumed.start_step == 6
    np.testing.assert_allclose(tail, losses[6:], rtol=1e-6)
    mine, theirs = resumed.values(), whole.values()
    assert sorted(mine) == sorted(theirs)
    assert any("slot_keys" in n for n in mine) and any("sketch" in n for n in mine)
    for name, value in theirs.items():
        np.testing.assert_allclose(mine[name], value, rtol=1e-6, err_msg=name)


def test_a_keras_checkpoint_round_trip_goes_on_as_if_uninterrupted(tmp_path):
    rng = np.random.default_rng(2)
    x = rng.integers(0, 60, (48, 3)).astype(np.int64) * 1_000_003
    y = rng.normal(size=(48, 1)).astype(np.float32)

    def fresh():
        keras.utils.set_random_seed(0)
        model = _functional(DynamicEmbedding(4, 40, seed=3, min_count=2, eviction="lfu",
                                             evict_every=2, occupancy=0.8, name="ids"))
        model.compile(optimizer=keras.optimizers.Adagrad(0.1), loss="mse")
        return model

    whole = fresh()
    whole.fit(x, y, batch_size=8, epochs=2, shuffle=False, verbose=0)
    first = fresh()
    first.fit(x, y, batch_size=8, epochs=1, shuffle=False, verbose=0)
    path = tf.train.Checkpoint(model=first, optimizer=first.optimizer).write(
        str(tmp_path / "ckpt"))
    second = fresh()
    second.optimizer.build(second.trainable_variables)
    tf.train.Checkpoint(model=second, optimizer=second.optimizer).read(path).assert_consumed()
    second.fit(x, y, batch_size=8, epochs=1, shuffle=False, verbose=0)
    for a, b in zip(second.weights + second.optimizer.variables,
                    whole.weights + whole.optimizer.variables):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6, err_msg=a.path)
    assert second.get_layer("ids").size() == whole.get_layer("ids").size() > 0


# ----------------------------------------------------------------------------
# serving: a SavedModel that stock TensorFlow serves, parallax_tf not imported
# ----------------------------------------------------------------------------
@pytest.mark.slow
def test_px_keras_fit_then_export_is_served_by_stock_tensorflow(tmp_path):
    rng = np.random.default_rng(4)
    words = np.array([f"item-{i}" for i in range(80)])
    x = words[rng.integers(0, 80, (64, 3))]
    y = rng.normal(size=(64, 1)).astype(np.float32)
    model = _functional(DynamicEmbedding(4, 64, key_dtype="string", name="items",
                                         eviction="lru", evict_every=3, occupancy=0.9))
    model.compile(optimizer=keras.optimizers.Adam(0.01), loss="mse")
    history = px.keras.fit(model, tf.constant(x), y, resources="localhost:0", batch_size=16,
                           epochs=2, verbose=0)
    assert len(history.history["loss"]) == 2
    layer = model.get_layer("items")
    assert 0 < layer.size() <= 64
    probe = np.array([[x[0, 0], "never-seen", x[1, 2]], ["a", "b", "c"]])
    expected = model.predict(tf.constant(probe), verbose=0)
    unknown = model.predict(tf.constant([["x", "y", "z"]]), verbose=0)
    export = str(tmp_path / "served")
    model.export(export, verbose=False)
    script = textwrap.dedent(f"""
        import json, sys
        import tensorflow as tf
        served = tf.saved_model.load({export!r})
        out = served.serve(tf.constant({probe.tolist()!r})).numpy()
        unknown = served.serve(tf.constant([["x", "y", "z"]])).numpy()
        assert "parallax_tf" not in sys.modules, sorted(m for m in sys.modules if "parallax" in m)
        print(json.dumps({{"out": out.tolist(), "unknown": unknown.tolist()}}))
    """)
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          env=env, cwd=str(tmp_path), timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    served = json.loads(done.stdout.strip().splitlines()[-1])
    np.testing.assert_allclose(served["out"], expected, rtol=1e-6)
    np.testing.assert_allclose(served["unknown"], unknown, rtol=1e-6)
    # all-unknown rows read the default row: the output is the head on zeros
    zeros = model.layers[-1](model.layers[-2](np.zeros((1, 12), np.float32))).numpy()
    np.testing.assert_allclose(unknown, zeros, rtol=1e-6)


# ----------------------------------------------------------------------------
# (c) memory: bounded while 10^7 distinct keys stream through
# ----------------------------------------------------------------------------
def _rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    raise AssertionError("no VmRSS")


@pytest.mark.slow
def test_oracle_c_memory_stays_bounded_while_ten_million_keys_stream():
    cap, dim, batch = 1 << 15, 8, 1 << 14
    table = DynamicTable(dim, cap, eviction="lru", evict_every=2, occupancy=0.5, name="stream")
    optimizer = keras.optimizers.Adagrad(0.05)
    optimizer.build([table.rows])
    table.optimizer = optimizer
    bound = table.spec.state_bytes(4 * dim, optimizer_slots=1)
    state = sum(int(np.prod(v.shape)) * v.dtype.size for v in table.variables)
    state += 4 * cap * dim                      # Adagrad's accumulator
    assert state <= bound["total"], (state, bound)

    @tf.function
    def step(start):
        ids = start + tf.range(batch, dtype=tf.int64) * 7 - (1 << 40)   # never seen before
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(table(ids, training=True) ** 2)
        optimizer.apply_gradients([(tape.gradient(loss, table.rows), table.rows)])

    steps = 10 ** 7 // batch + 1
    for s in range(20):
        step(tf.constant(s * batch * 7, tf.int64))
    before = _rss_mib()
    for s in range(20, steps):
        step(tf.constant(s * batch * 7, tf.int64))
    grown = _rss_mib() - before
    assert steps * batch >= 10 ** 7
    assert table.size() <= cap
    assert int(table.step.numpy()) == steps
    # 10^7 keys x (8 key + 32 row + 32 slot) bytes would be 720 MB: the state
    # is fixed, the process may not grow by more than allocator noise
    assert grown < 64, f"RSS grew {grown:.0f} MiB while {steps * batch:,} keys streamed"


# ----------------------------------------------------------------------------
# the capture, jobs, bad input
# ----------------------------------------------------------------------------
def test_the_capture_sees_a_table_and_jobs_plan_it_on_the_servers_or_refuse_it_by_name():
    table = DynamicTable(2, 8, name="users")
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(table(ids, training=True))
        opt.apply_gradients([(tape.gradient(loss, table.rows), table.rows)])
        return loss

    captured = px.capture(step, np.array([1, 2], np.int64))
    names = {v.name for v in captured.variables}
    assert {"users/rows", "users/slot_keys", "users/row_keys", "users/step"} <= names
    assert [v.name for v in captured.trainable_variables] == ["users/rows"]
    from parallax_tf.embeddings.table import state_owners
    assert set(state_owners(captured).values()) == {"users/rows"}
    # a job of several workers plans the rows on the servers (the state
    # follows them, lowering); where tables cannot train, refused by name
    batch = np.array([1, 2, 3, 4], np.int64)
    assert "users/rows" in px.plan(step, batch, resources="localhost:0").variables
    for arch in ("hybrid", "ps"):
        plan = px.plan(step, batch, resources="localhost:0,1",
                       config=px.Config(architecture=arch))
        assert plan.variables["users/rows"].on_servers
    refused = {
        px.Config(architecture="allreduce"): r"DynamicEmbedding.*architecture='allreduce'",
        px.Config(architecture="ps", sync="async"): r"DynamicEmbedding.*sync=ASYNC",
        px.Config(architecture="hybrid", weak_sync=px.WeakSync(num_required=1)):
            r"DynamicEmbedding.*weak_sync",
        px.Config(mesh="batch:2"): r"DynamicEmbedding.*a mesh",
        px.Config(pipeline_stages=2): r"DynamicEmbedding.*a pipeline",
        px.Config(architecture="mixed", placements={"users/rows": "allreduce"}):
            r"'users/rows' are not planned on the parameter servers",
    }
    for config, match in refused.items():
        with pytest.raises(ConfigError, match=match):
            px.plan(step, batch, resources="localhost:0,1", config=config)


def test_bad_settings_and_ids_are_refused_by_name():
    with pytest.raises(ConfigError, match="capacity=0"):
        DynamicTable(4, 0)
    with pytest.raises(ConfigError, match="eviction='fifo'.*'lru'"):
        DynamicEmbedding(4, 10, eviction="fifo")
    with pytest.raises(ConfigError, match="initializer='glorot'"):
        DynamicEmbedding(4, 10, initializer="glorot")
    with pytest.raises(ConfigError, match="key_dtype='string' but got ids of dtype int64"):
        DynamicTable(4, 10, key_dtype="string")(np.array([1], np.int64), training=False)
    with pytest.raises(ConfigError, match="dtype float32.*cast the ids"):
        DynamicTable(4, 10)(np.array([1.0], np.float32), training=False)
    evicting = DynamicTable(2, 4, eviction="lru", name="lonely")

    @tf.function
    def step(ids):
        return evicting(ids, training=True)
    with pytest.raises(ConfigError, match="'lonely' evicts rows.*optimizer="):
        step(np.array([1], np.int64))


def test_a_bool_size_a_misspelt_setting_and_any_case():
    """`DynamicEmbedding(4, True)` is no capacity of 1; a misspelt keyword
    names the layer and its own settings (not an internal class); choices
    are read in any case (docs/api.md)."""
    for make in (lambda: DynamicEmbedding(4, True), lambda: DynamicTable(4, False),
                 lambda: DynamicEmbedding(True, 10)):
        with pytest.raises(ConfigError, match=r"(capacity|dim)=(True|False) is not allowed"):
            make()
    with pytest.raises(ConfigError, match=r"min_count=True"):
        DynamicEmbedding(4, 10, min_count=True)
    for make, owner in ((DynamicEmbedding, "px.DynamicEmbedding 'clicks'"),
                        (DynamicTable, "px.DynamicTable 'clicks'")):
        with pytest.raises(ConfigError) as e:
            make(4, 10, evicton="lru", name="clicks")
        text = str(e.value)
        assert text.startswith(f"{owner} got an unknown setting evicton='lru' (did you mean "
                               "'eviction'?); its settings: "), text
        assert "max_age" in text and "optimizer" in text and "TableSpec" not in text, text
    layer = DynamicEmbedding(4, 10, eviction="LRU", initializer="Normal", key_dtype="String")
    assert (layer.spec.eviction, layer.spec.initializer, layer.spec.key_dtype) == \
        ("lru", "normal", "string")
    assert DynamicTable(2, 4, eviction=" LFU").spec.eviction == "lfu"


def test_a_table_called_without_training_or_only_looked_up_in_a_job_is_refused():
    """`emb(ids)` in a traced step trained nothing on one device (None was
    False: lookups only) and crashed a job's lowering (KeyError 'row_keys'):
    refused by name on one device and when a job's chief captures and plans
    the step (`px.plan` runs the same capture and check). Keras' fit,
    predict and evaluate pass training and keep working. A table only
    looked up (training=False) in a job's step is refused by name."""
    emb, opt = DynamicEmbedding(2, 16, name="ids"), keras.optimizers.SGD(0.1)
    table = DynamicTable(2, 16, name="tab")

    def step_of(call):
        @tf.function
        def step(ids):
            with tf.GradientTape() as tape:
                out = call(ids)
                loss = tf.reduce_sum(out)
            rows = emb.rows if out.shape[-1] == 2 and call is emb else table.rows
            opt.apply_gradients([(tape.gradient(loss, rows), rows)])
            return loss
        return step
    batch = np.array([3, 5, 7, 9], np.int64)
    for call, name in ((emb, "px.DynamicEmbedding 'ids'"), (table, "px.DynamicTable 'tab'")):
        match = rf"{name} needs training=True in a training step .* called without training="
        with pytest.raises(ConfigError, match=match):
            px.get_runner(step_of(call), "localhost:0").run(batch)
        with pytest.raises(ConfigError, match=match):
            px.plan(step_of(call), batch, resources="localhost:0;127.0.0.1:0")
    looked_up = step_of(lambda ids: table(ids, training=False))
    with pytest.raises(ConfigError, match=r"'tab' is only looked up in this step .*training=True"):
        px.plan(looked_up, batch, resources="localhost:0;127.0.0.1:0")
    from parallax_tf.modes.data.lower.dynamic import tables_of
    plan = px.plan(step_of(lambda ids: table(ids, training=True)), batch,
                   resources="localhost:0;127.0.0.1:0")
    with pytest.raises(ConfigError, match=r"'tab' is only looked up"):    # was KeyError
        tables_of(px.capture(looked_up, batch), plan, {0: "/job:ps/task:0", 1: "/job:ps/task:1"})
    model = keras.Sequential([keras.Input((2,), dtype="int64"), DynamicEmbedding(2, 16),
                              keras.layers.Flatten(), keras.layers.Dense(1)])
    model.compile(optimizer="sgd", loss="mse")
    x, y = np.arange(8, dtype=np.int64).reshape(4, 2), np.ones((4, 1), np.float32)
    model.fit(x, y, epochs=1, verbose=0)
    assert model.layers[0].size() == 8
    assert model.predict(x, verbose=0).shape == (4, 1) and np.isfinite(model.evaluate(x, y, verbose=0))


@pytest.mark.parametrize("policy", ["lru", "lfu"])
def test_the_eviction_rank_and_a_steps_positions_take_short_ways_to_the_same_answer(policy):
    """The eviction's one sort of a packed rank (ties by key) picks the rows
    the stable sorts of each column pick, also when LFU's counters do not
    pack; a step's admissions get the positions a whole rebuild's rounds
    give them, in a crowded hash table."""
    from parallax_tf.embeddings.eviction import lowest_ranked
    from parallax_tf.embeddings.table import TableOps, TableSpec
    rng = np.random.default_rng(5)
    keys = tf.constant(rng.choice(10 ** 6, 200, replace=False) - 500_000, tf.int64)
    last = tf.constant(rng.integers(0, 4, 200), tf.int64)          # many ties
    for seen_top in (4, 2 ** 40):                                    # LFU: packed, then not
        seen = tf.constant(rng.integers(0, 4, 200) * (seen_top // 4), tf.int64)
        rest = tf.constant(rng.random(200) < 0.8)
        rows = [r for r in range(200) if bool(rest[r])]
        for excess in (1, 37, len(rows)):
            picked = lowest_ranked(policy, rest, keys, last, seen, tf.constant(excess))
            rank = (lambda r: (int(last[r]), int(keys[r]))) if policy == "lru" else \
                (lambda r: (int(seen[r]), int(last[r]), int(keys[r])))
            want = set(sorted(rows, key=rank)[:excess])
            assert set(np.flatnonzero(picked.numpy())) == want, (seen_top, excess)
    crowded = TableOps(TableSpec(2, 32, probes=8), {})                # 64 slots
    table = crowded.place(tf.fill([64], tf.constant(EMPTY, tf.int64)),
                          tf.constant(np.arange(1, 31), tf.int64))[1]
    new = tf.constant(rng.choice(10 ** 6, 30, replace=False) + 100, tf.int64)
    whole = crowded.place(table, new)[0].numpy()
    assert (whole < 0).any() and (whole >= 0).sum() > 10       # crowded: some find no place
    crowded = TableOps(crowded.spec, {"slot_keys": tf.Variable(table)})
    np.testing.assert_array_equal(crowded.positions(new).numpy(), whole)


def test_a_lookup_probes_its_near_positions_then_the_rest_only_for_keys_that_met_neither():
    """`TableOps.find` probes NEAR positions, then the rest of the window
    for the keys that met neither themselves nor a free position: the same
    answer as a scan of every probe, in hash tables the rounds filled past
    half (keys placed beyond the near probes, absent keys, the reserved key)."""
    from parallax_tf.embeddings import hashing
    from parallax_tf.embeddings.table import NEAR, TableOps, TableSpec
    rng = np.random.default_rng(3)
    spec = TableSpec(2, 32, probes=32)                                # 64 slots
    far = 0
    for trial in range(12):
        placed = rng.choice(10 ** 6, int(rng.integers(8, 48)), replace=False) + 1
        empty = TableOps(spec, {})
        pos, table = (t.numpy() for t in empty.place(tf.fill([64], tf.constant(EMPTY, tf.int64)),
                                                      tf.constant(placed, tf.int64)))
        ops = TableOps(spec, {"slot_keys": tf.Variable(table),
                              "slot_rows": tf.Variable(np.arange(64, dtype=np.int32))})
        query = np.concatenate([placed, rng.choice(10 ** 6, 30) + 2 * 10 ** 6, [EMPTY]])
        found, row = (t.numpy() for t in ops.find(tf.constant(query, tf.int64)))
        homes = hashing.home(tf.constant(query, tf.int64), 64, 0).numpy()
        for key, h, f, r in zip(query, homes, found, row):
            at = [(h + j) % 64 for j in range(32) if key != EMPTY and table[(h + j) % 64] == key]
            assert (f, r) == ((True, at[0]) if at else (False, -1)), (trial, key)
        far += int(((pos - hashing.home(tf.constant(placed, tf.int64), 64, 0).numpy()) % 64
                    >= NEAR)[pos >= 0].sum())
    assert far > 0                      # some keys were found past the near probes


def test_a_shards_free_rows_found_from_its_hint_are_the_ones_a_scan_of_every_row_finds(
        monkeypatch):
    """A job's shard looks for free rows from its `free_from` hint (a
    window of row keys; all of them only when the window holds too few):
    two tables, one with the hint, take the same rows through admissions,
    LRU evictions (which reset the hint) and a full table; every row below
    the hint holds a key, and the window alone answered some steps."""
    from parallax_tf.embeddings import table as T
    monkeypatch.setattr(T, "FREE_WINDOW", 64)
    spec = T.TableSpec(2, 600, probes=8, eviction="lru", occupancy=0.5, evict_every=5)

    def made(hinted: bool) -> tuple:
        state = T.state_variables(spec, tf.float32, lambda n, shape, dtype, init, trainable:
                                  tf.Variable(init(shape, tf.as_dtype(dtype))))
        ops = T.TableOps(spec, state)
        if hinted:
            ops.free_from = tf.Variable(tf.constant(0, tf.int64))
        return ops, state

    (plain, a), (hinted, b) = made(False), made(True)
    windowed, full = 0, 0
    rng = np.random.default_rng(2)
    for step in range(24):
        keys = tf.constant(rng.integers(0, 900, 24) if step < 16 else
                           rng.integers(0, 10 ** 6, 160), tf.int64)
        free_before = int(np.sum(b["row_keys"].numpy() == EMPTY))
        for ops in (plain, hinted):
            t = ops.v["step"].read_value()
            ops.evict_if_due(t, [])
            unique, _, counts = T._unique_counts(keys)
            unique, counts, found, row, new = ops.sighted(unique, counts, distinct=True)
            if ops is hinted:
                given = ops.free_rows(tf.size(tf.where(new), out_type=tf.int64))
                windowed += int(tf.size(given)) < int(np.sum(b["row_keys"].numpy() == EMPTY))
            ops.admit(unique, counts, found, row, new, t)
            ops.v["step"].assign_add(1)
        for role in ("row_keys", "slot_keys", "slot_rows", "rows", "row_last", "row_count"):
            np.testing.assert_array_equal(a[role].numpy(), b[role].numpy(),
                                          err_msg=f"{role} at step {step}")
        hint = int(hinted.free_from.numpy())
        assert (b["row_keys"].numpy()[:hint] != EMPTY).all(), (step, hint)
        full += free_before > 0 and int(np.sum(b["row_keys"].numpy() == EMPTY)) == 0
    assert windowed >= 5 and full >= 1, (windowed, full)


def test_an_eviction_that_frees_no_row_changes_nothing_and_one_that_frees_rows_rebuilds():
    """An eviction due while every row stays (LRU, none too old, no more
    live rows than it keeps) leaves the hash table as the admissions laid
    it out (a rebuild in row order lays it out otherwise: keys 69 and 143
    share home 0 of 128 positions, 410 has home 1; admitted 69 and 143,
    then 410, they sit at 0, 1, 2; rebuilt, 410 takes 1 before 143 asks
    for it), the counters, the optimizer slot and a job shard's
    `free_from` hint; one with rows to free rebuilds and resets the hint."""
    from parallax_tf.embeddings import eviction, hashing
    from parallax_tf.embeddings import table as T
    spec = T.TableSpec(2, 48, probes=8, eviction="lru", occupancy=0.75, max_age=30,
                       evict_every=3)
    homes = hashing.home(tf.constant([69, 143, 410], tf.int64), spec.slots, 0).numpy()
    assert spec.slots == 128 and list(homes) == [0, 0, 1]
    state = T.state_variables(spec, tf.float32, lambda n, shape, dtype, init, trainable:
                              tf.Variable(init(shape, tf.as_dtype(dtype))))
    ops = T.TableOps(spec, state)
    ops.free_from = tf.Variable(tf.constant(0, tf.int64))
    slot = tf.Variable(tf.fill([48, 2], 7.0))

    def step(keys):
        t = ops.v["step"].read_value()
        evicted = ops.evict_if_due(t, [(slot, tf.constant([0.5, 0.5]))])
        unique, _, counts = T._unique_counts(tf.constant(keys, tf.int64))
        unique, counts, found, row, new = ops.sighted(unique, counts, distinct=True)
        ops.admit(unique, counts, found, row, new, t)
        ops.v["step"].assign_add(1)
        return bool(evicted)

    rng = np.random.default_rng(5)
    for batch in ([69, 143], [410], 1000 + rng.choice(10 ** 6, 20, replace=False)):
        assert not step(batch)                      # steps 0-2: no eviction due
    before = {role: state[role].numpy().copy() for role in
              ("slot_keys", "slot_rows", "row_keys", "row_last", "row_count")}
    np.testing.assert_array_equal(before["slot_keys"][:3], [69, 143, 410])
    slot_before, hint = slot.numpy().copy(), int(ops.free_from.numpy())
    def rebuilt() -> np.ndarray:        # the hash table a rebuild of every live row gives
        keys = state["row_keys"].numpy()
        rows = np.flatnonzero(keys != EMPTY)
        return eviction.rebuild(tf.constant(rows, tf.int64), tf.constant(keys[rows]),
                                spec)[0].numpy()
    np.testing.assert_array_equal(rebuilt()[:3], [69, 410, 143])
    assert not step([])                             # step 3: due, 23 live of 36 kept
    for role, value in before.items():
        np.testing.assert_array_equal(state[role].numpy(), value, err_msg=role)
    np.testing.assert_array_equal(slot.numpy(), slot_before)
    assert hint == 23 and int(ops.free_from.numpy()) == hint
    for _ in range(2):
        step(2 * 10 ** 6 + rng.choice(10 ** 6, 8, replace=False))      # steps 4-5: 39 live
    live = state["row_keys"].numpy() != EMPTY
    assert step([])                                 # step 6: the 3 least recent go
    keys = state["row_keys"].numpy()
    assert int(np.sum(keys != EMPTY)) == 36 and int(ops.free_from.numpy()) == 0
    assert (keys[:3] == EMPTY).all()                # 69 and 143 seen at step 0, 410 at 1
    np.testing.assert_array_equal(state["slot_keys"].numpy(), rebuilt())
    freed = live & (keys == EMPTY)
    assert freed.sum() == 3 and (slot.numpy()[freed] == 0.5).all()


def test_a_steps_admissions_skip_the_rounds_only_where_they_give_the_same_positions():
    """`hashing.settled`'s short way (each key's first free position, or
    its second where an earlier asker takes the first, when those are
    distinct) gives the rounds' positions; tables from empty to crowded,
    few keys to many: the short way with and without keys sharing a first
    free position, and the loop, are all taken, and every answer equals
    the whole rebuild's rounds (which always loop)."""
    from parallax_tf.embeddings import hashing
    from parallax_tf.embeddings.table import TableOps, TableSpec
    rng = np.random.default_rng(11)
    ops = TableOps(TableSpec(2, 256, probes=4), {})                  # 512 slots
    ways = {"alone": 0, "second": 0, "loop": 0}
    for trial in range(60):
        table = np.full(512, EMPTY, np.int64)
        table[rng.choice(512, int(rng.integers(0, 400)), replace=False)] = 7
        keys = tf.constant(rng.choice(10 ** 6, int(rng.integers(0, 120)), replace=False) + 9,
                           tf.int64)
        table = tf.constant(table)
        at = hashing.home(keys, 512, 0)
        pos, exact = hashing.settled(lambda at: tf.gather(table, at), 512, at, 4)
        rounds = ops.place(table, keys)[0].numpy()
        window = hashing.probe_window(at, 4, 512).numpy()
        free = tf.gather(table, window).numpy() == EMPTY
        first = [w[f][0] for w, f in zip(window, free) if f.any()]    # of keys with one
        way = "loop" if not bool(exact) else \
            "alone" if len(set(first)) == len(first) else "second"
        ways[way] += 1
        if bool(exact):
            np.testing.assert_array_equal(pos.numpy(), rounds, err_msg=str(trial))
        held = TableOps(ops.spec, {"slot_keys": tf.Variable(table)})
        np.testing.assert_array_equal(held.positions(keys).numpy(), rounds, err_msg=str(trial))
    assert min(ways.values()) >= 5, ways


def test_the_reserved_key_reads_the_default_row_and_never_gets_one():
    table = DynamicTable(2, 4, default=0.5, name="reserved")
    out = table(np.array([EMPTY, 3], np.int64), training=True).numpy()
    np.testing.assert_array_equal(out[0], [0.5, 0.5])
    assert table.live()[0].tolist() == [3]


def test_a_keras_file_round_trip_a_sequential_model_mixed_precision_and_ragged_ids(tmp_path):
    """What users do beside the oracles: `model.save` / `load_model` of a
    Sequential model (training goes on equal), a mixed-precision policy
    (float32 rows, float16 output), ragged ids in a raw step."""
    rng = np.random.default_rng(0)
    x = rng.integers(0, 997, (120, 5)).astype(np.int64) * -1_000_003
    y = (rng.random((120, 1)) < 0.4).astype(np.float32)

    def sequential():
        return keras.Sequential([
            keras.Input((5,), dtype="int64"),
            DynamicEmbedding(6, 200, min_count=2, eviction="lfu", evict_every=5, name="e"),
            keras.layers.GlobalAveragePooling1D(), keras.layers.Dense(1, activation="sigmoid")])
    model = sequential()
    model.compile(optimizer="adam", loss="binary_crossentropy")
    model.fit(x, y, batch_size=20, epochs=2, verbose=0)
    model.save(str(tmp_path / "m.keras"))
    loaded = keras.models.load_model(str(tmp_path / "m.keras"))
    np.testing.assert_allclose(loaded.predict(x[:10], verbose=0),
                               model.predict(x[:10], verbose=0), rtol=1e-6)
    for m in (model, loaded):
        m.fit(x, y, batch_size=20, epochs=1, shuffle=False, verbose=0)
    for a, b in zip(model.weights, loaded.weights):
        np.testing.assert_allclose(a.numpy(), b.numpy(), rtol=1e-6, err_msg=a.path)
    assert 0 < loaded.get_layer("e").size() <= 200

    keras.mixed_precision.set_global_policy("mixed_float16")
    try:
        mixed = DynamicEmbedding(4, 50)
        out = mixed(tf.constant([[1, 2]], tf.int64), training=True)
        assert out.dtype == tf.float16 and mixed.rows.dtype == "float32"
    finally:
        keras.mixed_precision.set_global_policy("float32")

    table = DynamicTable(3, 20, name="ragged")
    ragged = tf.ragged.constant([[1, 2, 3], [4]], dtype=tf.int64)
    rows = tf.function(lambda ids: table(ids, training=True))(ragged)
    assert isinstance(rows, tf.RaggedTensor) and rows.shape.as_list() == [2, None, 3]
    np.testing.assert_allclose(rows[1, 0], table(np.array([4], np.int64), training=False)[0])
    with pytest.raises(ConfigError, match="SparseTensor.*RaggedTensor.from_sparse"):
        table(tf.sparse.from_dense([[1, 0]]), training=True)
    with pytest.raises(ConfigError, match="needs training=True in a training step"):
        table(np.array([4], np.int64))


def test_a_subclassed_model_that_evicts_under_keras_fit_is_built_first_or_told_so():
    """Keras builds the optimizer after the first forward pass; a subclassed
    model builds its layers during it, so the first table's trace cannot
    know every variable: a clear error, and after `model(x)` fit trains."""
    class Rec(keras.Model):
        def __init__(self):
            super().__init__()
            self.a = DynamicEmbedding(4, 64, eviction="lfu", evict_every=3, name="a")
            self.b = DynamicEmbedding(4, 64, min_count=2, name="b")
            self.head = keras.layers.Dense(1)

        def call(self, x, training=False):
            return self.head(keras.ops.concatenate(
                [self.a(x[:, 0], training=training), self.b(x[:, 1], training=training)], -1))

    rng = np.random.default_rng(1)
    x = rng.integers(0, 200, (96, 2)).astype(np.int64)
    data = tf.data.Dataset.from_tensor_slices(
        (x, rng.normal(size=(96, 1)).astype(np.float32))).batch(32)
    model = Rec()
    model.compile(optimizer=keras.optimizers.Adam(0.01), loss="mse")
    with pytest.raises(ConfigError, match="'a' evicts rows.*'rec' is not built yet.*model\\(x\\)"):
        model.fit(data, epochs=1, verbose=0)
    model = Rec()
    model.compile(optimizer=keras.optimizers.Adam(0.01), loss="mse")
    model(x[:1])
    model.fit(data, epochs=2, verbose=0)
    assert 0 < model.a.size() <= 64 and 0 < model.b.size() <= 64


def test_relayout_moves_each_keys_row_and_state_to_its_shard_and_drops_what_does_not_fit(
        caplog):
    """What a job starting from a checkpoint of another server count does
    (parallax_tf/modes/data/lower/dynamic.py:relayout), in NumPy: rows
    already in their shard stay, the others take their shard's free rows in
    ascending order with their values, counters and optimizer slot rows; a
    vacated row gets the slot's initial row; a key whose shard is full goes."""
    from parallax_tf.embeddings.hashing import shard_of_numpy
    from parallax_tf.embeddings.table import TableSpec
    from parallax_tf.modes.data.lower.dynamic import Table, relayout
    rng = np.random.default_rng(0)
    capacity = 12
    keys = np.full(capacity, EMPTY, np.int64)
    keys[:9] = rng.integers(-2 ** 62, 2 ** 62, 9)
    values = {"t/rows": np.arange(capacity * 2, dtype=np.float32).reshape(capacity, 2),
              "t/row_keys": keys, "t/row_last": np.arange(capacity, dtype=np.int64),
              "t/row_count": np.arange(capacity, dtype=np.int64) * 10,
              "opt/t_rows_acc": np.arange(capacity * 2, dtype=np.float32).reshape(capacity, 2) + 100,
              "t/step": np.int64(7)}
    table = Table(name="t", spec=TableSpec(2, capacity, name="t"), rows="t/rows",
                  names={"rows": "t/rows", "row_keys": "t/row_keys", "row_last": "t/row_last",
                         "row_count": "t/row_count"},
                  devices=("ps0", "ps1", "ps2"), slots=(("opt/t_rows_acc", np.full(2, 0.5)),))
    get = relayout(values.__getitem__, {"t/rows": table})
    moved = {n: get(n) for n in values}
    assert moved["t/step"] == 7
    new_keys = moved["t/row_keys"]
    live = np.flatnonzero(new_keys != EMPTY)
    np.testing.assert_array_equal(live % 3, shard_of_numpy(new_keys[live], 3))
    for r in live:                          # each key's state moved with it
        old = int(np.flatnonzero(keys == new_keys[r])[0])
        np.testing.assert_array_equal(moved["t/rows"][r], values["t/rows"][old])
        np.testing.assert_array_equal(moved["opt/t_rows_acc"][r], values["opt/t_rows_acc"][old])
        assert moved["t/row_last"][r] == old and moved["t/row_count"][r] == 10 * old
        if old % 3 == shard_of_numpy(keys[old:old + 1], 3)[0]:
            assert r == old                 # already in its shard: stays
    free = np.flatnonzero(new_keys == EMPTY)
    np.testing.assert_array_equal(moved["opt/t_rows_acc"][free], 0.5)
    lost = 9 - len(live)                    # 4 rows per shard: what did not fit went
    want = np.bincount(shard_of_numpy(keys[:9], 3), minlength=3)
    assert lost == int(np.sum(np.maximum(want - 4, 0)))
    assert relayout(moved.__getitem__, {"t/rows": table})("t/rows") is moved["t/rows"]


def test_a_lookup_answers_the_rows_gather_of_embed_and_leaves_others_alone():
    """A job answers a table call's lookup with the rows of the found keys
    (`modes/data/lower/table_calls.py`), in the order of
    `tf.where(found)[:, 0]`: `embed`'s gather of the rows is that read; a
    gather of the rows at other positions of the same call is not, and
    keeps its own lookup."""
    from parallax_tf.modes.data.lower.table_calls import _found_positions
    table = px.DynamicTable(4, 64, seed=3, name="dyn")

    @tf.function
    def step(ids):
        found, row = table._ops.train_lookup(ids)
        embedded = table(ids, training=True)
        skipped = tf.gather(table._ops.v["rows"], tf.gather(row, tf.where(found)[1:, 0]))
        return tf.reduce_sum(embedded) + tf.reduce_sum(skipped)
    graph = step.get_concrete_function(tf.TensorSpec([None], tf.int64)).graph.as_graph_def()
    nodes = {n.name: n for n in graph.node}
    seen = {}
    for node in graph.node:
        if node.op == "ResourceGather" and "parallax_dynamic" not in node.name:
            index = nodes[node.input[1].split(":")[0]]
            out = index.input[0].rsplit(":", 1)[0]
            seen[node.name] = _found_positions(nodes, index.input[1], out)
    assert sorted(seen.values()) == [False, True], seen


def test_a_table_calls_queues_hand_one_token_each_way_and_a_start_drains_what_is_left():
    """`Stage` (a table call's place on a server in a job): the worker's put
    leaves its keys and a token, the chief's take reads them, it leaves
    their rows and its signal lets the worker's lookup take one and read
    them; the chief's drain at a program's start takes what a failed
    attempt left (one token each way), and returns at once when nothing
    is left."""
    import types

    from parallax_tf.modes.data.lower.dynamic import Stage
    g = tf.Graph()
    with g.as_default():
        stage = Stage(types.SimpleNamespace(devices=["/device:CPU:0"], rows="rows"), 0, 0, 1,
                      generation=1)
        put = stage.put(tf.constant([5, 7], tf.int64), tf.constant([1, 2], tf.int32))
        read = stage.read(stage.take("staged"))
        rows = tf.compat.v1.placeholder(tf.int64, [None])
        signal = stage.signal([stage.answer(rows)])
        took = stage.take("inserted")
        with tf.control_dependencies([took]):
            answered = stage.answered()
        sizes = [q.size() for q in stage.queues.values()]
        drain = stage.drain()
    quick = tf.compat.v1.RunOptions(timeout_in_ms=10_000)
    with tf.compat.v1.Session(graph=g) as session:
        session.run(put)
        assert session.run(sizes) == [1, 0]
        keys, counts = session.run(read)
        assert keys.tolist() == [5, 7] and counts.tolist() == [1, 2]
        session.run(signal, {rows: [3, -1]})
        assert session.run(answered, options=quick).tolist() == [3, -1]
        session.run([put, signal], {rows: [0]})     # an attempt that failed here
        assert session.run(sizes) == [1, 1]
        session.run(drain, options=quick)
        assert session.run(sizes) == [0, 0]
        session.run(drain, options=quick)
