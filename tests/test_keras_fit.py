"""px.keras.fit: a compiled Keras model trained by parallax_tf.

The oracle: on W workers with batch_size b per worker and shuffle=False,
worker w's i-th batch is examples w, w+W, ... of the global batch i, so W
workers AllReducing (and the servers averaging the Embedding's sparse
gradients) take the same steps as keras' own `model.fit` with batch W*b in
one process: same weights, same loss and metrics per epoch."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import keras
import models
import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.errors import ConfigError

SCRIPTS = os.path.join(os.path.dirname(__file__), "launcher_scripts")
sys.path.insert(0, SCRIPTS)
import keras_fit  # noqa: E402

PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")


def _keras_reference(batch: int, epochs: int = keras_fit.EPOCHS, **kwargs):
    x, y = keras_fit.make_data()
    model = keras_fit.make_model()
    history = model.fit(x, y, batch_size=batch, epochs=epochs, shuffle=False, verbose=0,
                        callbacks=[keras_fit.StopAfter(keras_fit.STOP_AFTER)], **kwargs)
    return model, history.history


def _assert_history_close(mine: dict, reference: dict) -> None:
    for key, values in reference.items():
        assert key in mine, (key, sorted(mine))
        np.testing.assert_allclose(mine[key], values, rtol=1e-5, atol=1e-6, err_msg=key)


# ----------------------------------------------------------------- one process

def test_one_slot_equals_keras_fit():
    x, y = keras_fit.make_data()
    model = keras_fit.make_model()
    history = px.keras.fit(model, x, y, batch_size=32, epochs=keras_fit.EPOCHS, shuffle=False,
                           verbose=0, callbacks=[keras_fit.StopAfter(keras_fit.STOP_AFTER)])
    reference, ref_history = _keras_reference(batch=32)
    assert len(history.history["loss"]) == keras_fit.STOP_AFTER + 1
    _assert_history_close(history.history, ref_history)
    for mine, theirs in zip(model.get_weights(), reference.get_weights()):
        np.testing.assert_allclose(mine, theirs, rtol=1e-5, atol=1e-6)


def test_fit_resumes_from_its_periodic_checkpoint(tmp_path, caplog):
    """Config(checkpoint_every=5): a fit of 1 epoch (8 steps) leaves ckpt-5;
    a new fit of 3 epochs with the same folder resumes at epoch 1, batch 5
    (runner.start_step) and ends with the weights of an uninterrupted
    3-epoch fit (shuffled batches: the order is the epoch's)."""
    x, y = keras_fit.make_data()
    config = px.Config(checkpoint_dir=str(tmp_path), checkpoint_every=5)

    def fit(epochs, config=None):
        keras.backend.clear_session()      # the names a new process gives the variables
        model = keras_fit.make_model()
        history = px.keras.fit(model, x, y, batch_size=32, epochs=epochs, shuffle=True,
                               verbose=0, config=config)
        return model, history.history

    fit(1, config)
    assert tf.train.latest_checkpoint(str(tmp_path)).endswith("ckpt-5")
    caplog.clear()
    resumed, history = fit(3, config)
    said = [(r.levelname, r.getMessage()) for r in caplog.records if "resumed" in r.getMessage()]
    assert said == [("WARNING", f"resumed from checkpoint {tmp_path}/ckpt-5 at epoch 1, "
                                "batch 5 (step 5)")], said
    reference, ref_history = fit(3)
    assert len(history["loss"]) == 3            # epochs 1 (from batch 5), 2 and 3
    np.testing.assert_allclose(history["loss"][1:], ref_history["loss"][1:], rtol=1e-5)
    for mine, theirs in zip(resumed.get_weights(), reference.get_weights()):
        np.testing.assert_allclose(mine, theirs, rtol=1e-5, atol=1e-6)


def test_a_dataset_of_batches_trains_as_keras_fit_does():
    x, y = keras_fit.make_data()
    dataset = tf.data.Dataset.from_tensor_slices((x, y)).batch(32, drop_remainder=True)
    model = keras_fit.make_model()
    history = px.keras.fit(model, dataset, epochs=2, verbose=0)
    reference = keras_fit.make_model()
    ref_history = reference.fit(dataset, epochs=2, verbose=0).history
    _assert_history_close(history.history, ref_history)
    for mine, theirs in zip(model.get_weights(), reference.get_weights()):
        np.testing.assert_allclose(mine, theirs, rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("tty", ["1", ""])
def test_the_chief_draws_keras_bar_when_the_launcher_has_a_terminal(tty, monkeypatch, capsys):
    """PARALLAX_TF_TTY=1 (the launcher writes to a terminal): verbose='auto'
    gives Keras' live bar, redrawn with carriage returns; without it, one
    line per epoch and no carriage return."""
    monkeypatch.setenv("PARALLAX_TF_TTY", tty)
    x, y = keras_fit.make_data()
    px.keras.fit(keras_fit.make_model(), x, y, batch_size=32, epochs=2)
    out = capsys.readouterr().out
    assert ("\r" in out) is bool(tty), repr(out[-500:])
    assert "Epoch 2/2" in out


def test_validation_split_gives_validation_logs():
    x, y = keras_fit.make_data()
    model = keras_fit.make_model()
    history = px.keras.fit(model, x, y, batch_size=32, epochs=1, validation_split=0.25,
                           verbose=0)
    assert set(history.history) == {"loss", "accuracy", "val_loss", "val_accuracy"}


def test_bad_input_is_refused_naming_the_value():
    x, y = keras_fit.make_data()
    uncompiled = keras.Sequential([keras.Input((6,)), keras.layers.Dense(1)])
    with pytest.raises(ConfigError, match="not compiled.*model.compile"):
        px.keras.fit(uncompiled, x, y)

    class Custom(keras.Model):
        def train_step(self, data):
            return {}
    inputs = keras.Input((6,))
    custom = Custom(inputs=inputs, outputs=keras.layers.Dense(1)(inputs))
    custom.compile("sgd", "mse")
    with pytest.raises(ConfigError, match="overrides train_step.*px.get_runner"):
        px.keras.fit(custom, x, y)
    model = keras_fit.make_model()
    with pytest.raises(ConfigError, match="class_weight.*sample_weight"):
        px.keras.fit(model, x, y, class_weight={0: 1.0, 1: 2.0})
    with pytest.raises(ConfigError, match="256 training examples.*batch_size=512"):
        px.keras.fit(model, x, y, batch_size=512)
    with pytest.raises(ConfigError, match="epochs=0"):
        px.keras.fit(model, x, y, epochs=0)
    with pytest.raises(ConfigError, match="layouts or a pipeline"):
        px.keras.fit(model, x, y, config=px.Config(pipeline_stages=2))
    with pytest.raises(ConfigError, match="not a keras.Model|trains a keras.Model"):
        px.keras.fit(lambda v: v, x, y)


def test_a_partial_last_batch_is_refused_with_the_way_out():
    x, y = keras_fit.make_data()
    dataset = tf.data.Dataset.from_tensor_slices((x[:200], y[:200])).batch(64)
    with pytest.raises(ConfigError, match=r"shapes \[\(8, 6\), \(8,\)\].*drop_remainder=True"):
        px.keras.fit(keras_fit.make_model(), dataset, epochs=1, verbose=0)
    endless = tf.data.Dataset.from_tensor_slices((x, y)).batch(32).repeat()
    with pytest.raises(ConfigError, match="steps_per_epoch"):
        px.keras.fit(keras_fit.make_model(), endless, epochs=1, verbose=0)


def test_the_guard_makes_a_plain_fit_warn_once(monkeypatch, caplog):
    from parallax_tf.launch import fit_guard as guard
    monkeypatch.setattr(keras.Model, "fit", keras.Model.fit)      # restored after the test
    monkeypatch.setattr(guard, "_warned", False)
    guard.install(1, 2)
    model = keras_fit.make_model()
    x, y = keras_fit.make_data()
    with caplog.at_level("WARNING", logger="parallax_tf"):
        model.fit(x, y, epochs=1, verbose=0)
        model.fit(x, y, epochs=1, verbose=0)
    warnings = [r for r in caplog.records if "trains this worker alone" in r.getMessage()]
    assert len(warnings) == 1 and "worker 1 of a 2-worker job" in warnings[0].getMessage()
    assert "px.keras.fit" in warnings[0].getMessage()


# ----------------------------------------------------------------- launched jobs

@pytest.fixture(scope="module")
def two_workers(tmp_path_factory):
    """keras_fit.py on 2 local workers (AUTO, whose one candidate is HYBRID:
    the Embedding on the servers; keras_fit.CONFIG)."""
    from parallax_tf.testing import records_folder
    out = tmp_path_factory.mktemp("keras_fit")
    records = records_folder("keras_fit_two_workers", str(out / "features"))
    (out / "records.txt").write_text(records)       # where its features record is
    env = {**os.environ, "PARALLAX_TF_FEATURES_RECORD": records,
           "PARALLAX_TF_SEARCH_CACHE": str(out / "search")}
    proc = subprocess.run([sys.executable, os.path.join(SCRIPTS, "keras_fit.py"), str(out),
                           "localhost:0,1"], capture_output=True, text=True, timeout=300,
                          cwd=models.REPO, env=env)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    return out, proc.stdout + proc.stderr


@pytest.mark.multiprocess
def test_two_workers_equal_keras_fit_with_the_global_batch(two_workers):
    """... and the job's record of the features it ran is verified (it
    covers pairs of the composition table: keras_fit.CONFIG)."""
    from parallax_tf.runtime import features
    out, log = two_workers
    reference, ref_history = _keras_reference(batch=2 * keras_fit.BATCH)
    with open(out / "worker0.json") as f:
        history = json.load(f)
    assert len(history["loss"]) == keras_fit.STOP_AFTER + 1, history   # the chief's stop
    _assert_history_close(history, ref_history)
    weights = np.load(out / "worker0.npz")
    for i, theirs in enumerate(reference.get_weights()):
        np.testing.assert_allclose(weights[f"arr_{i}"], theirs, rtol=1e-5, atol=1e-6)
    assert "Epoch 2/4" in log and "Epoch 3/4" not in log, log[-3000:]
    ran = features.verify((out / "records.txt").read_text())
    assert {"keras_fit", "auto", "hybrid", "num_partitions", "chunks", "ps_placements",
            "tensorflow_collectives", "tune"} <= set(ran), ran


@pytest.mark.multiprocess
def test_two_workers_write_runtime_metrics(two_workers):
    """Config(logdir=...): every worker's step time and throughput, the job's
    throughput on the chief, and a traced step's communication vs compute
    (the Embedding's rows come from the servers: there is communication)."""
    from parallax_tf.runtime.metrics import TRACE_EVERY, read_scalars
    out, _ = two_workers
    steps = (keras_fit.STOP_AFTER + 1) * 256 // (2 * keras_fit.BATCH)
    for w in (0, 1):
        scalars = read_scalars(str(out / "tb" / f"worker_{w}"))
        assert [s for s, _ in scalars["parallax/step_seconds"]] == list(range(1, steps + 1))
        assert all(v > 0 for _, v in scalars["parallax/examples_per_second"])
        assert ("parallax/job_examples_per_second" in scalars) is (w == 0), sorted(scalars)
        traced = scalars["parallax/communication_seconds"]
        assert [s for s, _ in traced] == list(range(3, steps + 1, TRACE_EVERY))
        comm = dict(traced)[3]
        compute = dict(scalars["parallax/compute_only_seconds"])[3]
        fraction = dict(scalars["parallax/communication_fraction"])[3]
        assert comm > 0 and compute > 0 and 0 < fraction < 1, (comm, compute, fraction)
        step3 = dict(scalars["parallax/step_seconds"])[3]
        assert comm + compute <= step3 * 1.05, (comm, compute, step3)


@pytest.mark.multiprocess
def test_two_workers_end_equal_and_the_chief_evaluates(two_workers):
    out, log = two_workers
    chief, other = np.load(out / "worker0.npz"), np.load(out / "worker1.npz")
    for key in chief:
        np.testing.assert_array_equal(chief[key], other[key])
    with open(out / "worker0.json") as f, open(out / "worker1.json") as g:
        history, history1 = json.load(f), json.load(g)
    assert history["loss"][-1] < history["loss"][0], history
    assert history1["loss"] == history["loss"]          # metrics over the job, everywhere
    assert "val_loss" in history and "val_loss" not in history1   # validation on the chief
    with open(out / "evaluate.json") as f:
        assert set(json.load(f)) == {"loss", "accuracy"}
    assert (out / "callback0.txt").read_text().split() == ["0", "1"]
    assert not (out / "callback1.txt").exists()          # callbacks on the chief only
    assert "trains this worker alone" not in log


@pytest.mark.multiprocess
def test_plain_fit_in_a_launched_job_warns_on_every_worker(tmp_path):
    script = tmp_path / "plain_fit.py"
    script.write_text(
        "import numpy as np, keras\n"
        "m = keras.Sequential([keras.Input((3,)), keras.layers.Dense(1)])\n"
        "m.compile('sgd', 'mse')\n"
        "for _ in range(2):\n"
        "    m.fit(np.ones((8, 3)), np.ones((8, 1)), verbose=0)\n")
    proc = subprocess.run([PARALLAX_TF, "run", "-r", "localhost:0,1", "-a", "allreduce",
                           str(script)], capture_output=True, text=True, timeout=180)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-3000:]
    for worker in (0, 1):
        lines = [line for line in out.splitlines()
                 if line.startswith(f"[worker {worker}] WARNING: model.fit() in worker")]
        assert len(lines) == 1, out[-3000:]
        assert "px.keras.fit" in lines[0]


@pytest.mark.multiprocess
def test_the_keras_example_on_two_workers():
    """The done-when of the Keras issue: examples/keras/train.py on 2 local
    workers: the loss falls, the weights end equal, the chief evaluates."""
    proc = subprocess.run([PARALLAX_TF, "run", "-r", "localhost:0,1",
                           os.path.join(models.REPO, "examples", "keras", "train.py"),
                           "--epochs", "2", "--examples", "2048"],
                          capture_output=True, text=True, timeout=300, cwd=models.REPO)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    digests, losses = {}, {}
    for line in out.splitlines():
        if "loss per epoch:" in line:
            worker = int(line.split("[worker ")[1].split("]")[0])
            losses[worker] = [float(v) for v in
                              line.split("loss per epoch: ")[1].split(";")[0].split(", ")]
            digests[worker] = line.rsplit("sha256 ", 1)[1]
    assert sorted(digests) == [0, 1] and digests[0] == digests[1], out[-3000:]
    assert losses[0][-1] < losses[0][0], losses
    assert "[worker 0] [worker 0] evaluate on all data" in out
    assert "oneDNN" not in out and "absl::InitializeLog" not in out


# ----------------------------------------------------------------- fit with other features

@pytest.mark.multiprocess
@pytest.mark.parametrize("kind", ["ps_async", "allreduce", "mixed", "row_cache"])
def test_fit_composed_equals_keras_fit(kind, tmp_path):
    """px.keras.fit with the features of the composition table a fit job
    accepts (launcher_scripts/fit_composed.py): 'ps_async' PS,
    sync=ASYNC, the partition search and placements; 'allreduce' the chunk
    search and a densified table; 'mixed' MIXED with the chunk search,
    placements and a px.DynamicEmbedding; 'row_cache' HYBRID with both
    tables cached on the workers at staleness 0 and Adam (AUTO's fit: the
    `two_workers` job above). Two
    workers on two emulated machines equal Keras' own fit with the global
    batch (the table compared by key); the asynchronous job's loss is
    linear in every weight, so its server weights move twice as far
    (every worker's update in full). Each job's record of the features it
    ran is verified (the pair guard's covering set, docs/composition.md)."""
    import fit_composed

    from parallax_tf.runtime import features
    from parallax_tf.testing import records_folder
    records = records_folder(f"fit_composed_{kind}", str(tmp_path / "features"))
    env = {**os.environ, "PARALLAX_TF_FEATURES_RECORD": records,
           "PARALLAX_TF_SEARCH_CACHE": str(tmp_path / "search")}
    proc = subprocess.run([sys.executable, os.path.join(SCRIPTS, "fit_composed.py"), kind,
                           str(tmp_path), "localhost:0;127.0.0.1:0"], env=env,
                          capture_output=True, text=True, timeout=300, cwd=models.REPO)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
    model, x, y = fit_composed.make(kind)
    initial = fit_composed.weights(model)
    model.fit(x, y, batch_size=2 * fit_composed.BATCH, epochs=fit_composed.EPOCHS,
              shuffle=False, verbose=0)
    reference = fit_composed.weights(model)
    with open(tmp_path / "weights.json") as f:
        trained = json.load(f)
    assert set(trained) == set(reference), (sorted(trained), sorted(reference))
    for name, value in reference.items():
        value = np.asarray(value)
        if kind == "ps_async" and name != "side/embeddings":      # on the servers
            value = np.asarray(initial[name]) + 2 * (value - np.asarray(initial[name]))
        np.testing.assert_allclose(trained[name], value, rtol=1e-5, atol=1e-6, err_msg=name)
    if kind in fit_composed.TABLE:
        with open(tmp_path / "table.json") as f:
            table = json.load(f)
        mine = fit_composed.table(model)
        assert table["keys"] == mine["keys"] and len(mine["keys"]) > 20, table["keys"]
        np.testing.assert_allclose(table["rows"], mine["rows"], rtol=1e-5, atol=1e-6)
    ran = features.verify(records)
    expected = {"keras_fit", "tensorflow_collectives", *fit_composed.RAN[kind].split()}
    assert expected <= set(ran), (sorted(expected), ran)
