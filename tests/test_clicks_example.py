"""examples/clicks (the click-stream benchmark's workload, issue 49 item 4):
the stream is deterministic per (seed, worker, step), its ids drift, the
best achievable log loss (the true probabilities) is below the best
constant prediction's, train.py runs with a dynamic table and with the
hashing trick on one process and prints its numbers, and the hashing
trick's memory equals the dynamic table's state within one bucket."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import models
import numpy as np
import pytest

EXAMPLES = os.path.join(models.REPO, "examples")
if EXAMPLES not in sys.path:
    sys.path.insert(0, EXAMPLES)

from clicks.data import ID_SPACE, ClickStream, auc, constant_log_loss, log_loss  # noqa: E402
from clicks.model import CONFIGS  # noqa: E402

PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")


def test_stream_is_deterministic_per_seed_worker_and_step():
    cfg = CONFIGS["tiny"]
    a, b = ClickStream(cfg, seed=3), ClickStream(cfg, seed=3)
    x, y = a.batch(7, worker=1), b.batch(7, worker=1)
    for name in ("users", "items", "clicks", "p"):
        np.testing.assert_array_equal(getattr(x, name), getattr(y, name))
    assert x.users.dtype == np.int64 and x.items.dtype == np.int64
    assert len(x) == cfg.batch_size
    for ids in (x.users, x.items):
        assert ids.min() >= 0 and ids.max() < ID_SPACE
    # another worker, step or seed: other examples; the order of calls does not matter
    assert not np.array_equal(x.users, a.batch(7, worker=0).users)
    assert not np.array_equal(x.users, a.batch(8, worker=1).users)
    assert not np.array_equal(x.users, ClickStream(cfg, seed=4).batch(7, worker=1).users)
    np.testing.assert_array_equal(a.batch(7, worker=1).clicks, x.clicks)
    # the true probability is a function of the ids alone
    np.testing.assert_array_equal(a.probability(x.users, x.items), x.p)
    # ids spread over the space (Zipf ranks hashed), not clustered near 0
    assert np.median(x.users) > ID_SPACE / 10


def test_ids_drift_by_the_configured_fraction():
    """Every drift_every steps a fraction drift_fraction of the ranks gets a
    fresh id; within a generation a rank keeps its id."""
    cfg = CONFIGS["tiny"]
    pop = ClickStream(cfg).users
    ranks = np.arange(200_000)
    first = pop.ids(ranks, 0)
    np.testing.assert_array_equal(first, pop.ids(ranks, cfg.drift_every - 1))
    changed = np.mean(first != pop.ids(ranks, cfg.drift_every))
    assert abs(changed - cfg.drift_fraction) < 0.005, changed
    later = np.mean(first != pop.ids(ranks, 10 * cfg.drift_every))
    assert abs(later - 10 * cfg.drift_fraction) < 0.01, later


def test_best_achievable_log_loss_is_below_a_constant_prediction():
    cfg = CONFIGS["tiny"]
    held = ClickStream(cfg, seed=0).held_out(after_step=100, n=20_000)
    assert len(held) == 20_000
    best, constant = log_loss(held.clicks, held.p), constant_log_loss(held.clicks)
    assert best < constant - 0.05, (best, constant)
    assert 0.6 < auc(held.clicks, held.p) < 1.0
    # the true probabilities are calibrated
    assert abs(np.mean(held.p) - np.mean(held.clicks)) < 0.01
    # AUC: ties count one half
    assert auc(np.array([0, 1, 0, 1]), np.array([0.5, 0.5, 0.5, 0.5])) == 0.5
    assert auc(np.array([0, 0, 1, 1]), np.array([0.1, 0.2, 0.3, 0.4])) == 1.0


@pytest.mark.parametrize("optimizer", ["adagrad", "adam", "sgd"])
@pytest.mark.parametrize("min_count", [1, 2])
def test_hashing_trick_takes_the_dynamic_tables_bytes_within_one_bucket(optimizer, min_count):
    import dataclasses

    from clicks.model import OPTIMIZER_SLOTS, dynamic_bytes, hashing_buckets, row_bytes, table_bytes
    for name in ("tiny", "small"):
        cfg = dataclasses.replace(CONFIGS[name], min_count=min_count)
        dynamic = dynamic_bytes(cfg, optimizer)["total"]
        assert table_bytes(cfg, "dynamic", optimizer) == dynamic
        bucket = row_bytes(cfg) * (1 + OPTIMIZER_SLOTS[optimizer])
        hashing = table_bytes(cfg, "hashing", optimizer)
        assert hashing == hashing_buckets(cfg, optimizer) * bucket
        assert 0 <= dynamic - hashing < bucket, (name, dynamic, hashing, bucket)
        assert hashing_buckets(cfg, optimizer) > cfg.capacity


def test_the_tables_variables_hold_the_bytes_accounted():
    """Counted on the built models' variables (rows, the dynamic table's
    state, the optimizer's slots): the accounting of model.py."""
    import keras
    from clicks.model import build_model, measured_bytes, table_bytes
    cfg = CONFIGS["tiny"]
    for embedding in ("dynamic", "hashing", "static"):
        optimizer = keras.optimizers.Adagrad(0.1)
        model = build_model(cfg, embedding, "adagrad", optimizer)
        optimizer.build(model.trainable_variables)
        want = table_bytes(cfg, embedding, "adagrad")
        assert measured_bytes(model, optimizer) == {"users": want, "items": want}, embedding


NUMBERS = re.compile(
    r"held-out \(([\d,]+) examples, steps 6\.\.\d+\): log loss ([\d.]+) \(best achievable "
    r"([\d.]+), constant ([\d.]+)\), AUC ([\d.]+) \(best ([\d.]+)\)")
DONE = re.compile(r"done: 6 steps, ([\d.]+) ms/step, ([\d,]+) examples/s on this worker")


@pytest.mark.parametrize("embedding", ["dynamic", "hashing"])
def test_train_runs_on_one_process_and_prints_its_numbers(embedding, tmp_path, capsys):
    from clicks.train import main
    results = main(["--embedding", embedding, "--steps", "6", "--eval-examples", "2048",
                    "--json", str(tmp_path / "r.json"), "--log-every", "100"])
    out = capsys.readouterr().out
    numbers, done = NUMBERS.search(out), DONE.search(out)
    assert numbers and done, out
    examples, loss, best, constant, auc_, best_auc = numbers.groups()
    assert examples == "2,048" and float(best) < float(constant), out
    assert 0.0 < float(auc_) < 1.0 and float(best_auc) > 0.6, out
    assert float(done.group(1)) > 0, out
    assert f"memory: {embedding} tables of {results['table_bytes']:,} bytes each" in out, out
    saved = json.loads((tmp_path / "r.json").read_text())
    assert saved["embedding"] == embedding and saved["steps"] == 6 and saved["workers"] == 1
    assert abs(saved["log_loss"] - float(loss)) < 1e-4 and saved["examples_per_s"] > 0
    if embedding == "dynamic":
        assert 0 < saved["rows_in_use"]["users"] <= saved["capacity"]


@pytest.mark.slow
@pytest.mark.multiprocess
def test_train_runs_under_the_launcher_with_a_static_table():
    """`parallax-tf run -r localhost:0,1` (HYBRID: the tables on a server):
    both workers train, worker 0 evaluates and prints its numbers."""
    proc = subprocess.run([PARALLAX_TF, "run", "-r", "localhost:0,1",
                           "examples/clicks/train.py", "--embedding", "static", "--steps", "12",
                           "--eval-examples", "2048", "--log-every", "100"],
                          cwd=models.REPO, capture_output=True, text=True, timeout=300)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    assert re.search(r"held-out \(2,048 examples, steps 12\.\.\d+\): log loss [\d.]+", out), \
        out[-4000:]
    assert re.search(r"done: 12 steps, [\d.]+ ms/step, .* on 2 worker\(s\)", out), out[-4000:]
