"""Stable variable identity: a variable's name in the plan (and the model's
fingerprint) is the same in every process that runs the same script, for
Keras subclassed and functional models with several layers of one class and
same-shaped weights, raw unnamed tf.Variables and optimizer slots; checked
with two processes (other hash seeds), and with a subclassed recommender
trained by px.keras.fit on two workers (the failure this fixes: "worker 1
captured a different model than worker 0")."""
import json
import os
import subprocess
import sys

import numpy as np
import pytest

SCRIPTS = os.path.join(os.path.dirname(__file__), "launcher_scripts")


KINDS = ["subclassed", "functional", "raw"]


def _capture_in_a_process(hash_seed: str) -> dict:
    """Every kind's identity, by kind, captured in one process (each kind
    built after clear_session(): the names a process building it alone
    gives; one process per hash seed instead of one per kind and seed)."""
    env = {**os.environ, "PYTHONHASHSEED": hash_seed,
           "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    out = subprocess.run([sys.executable, os.path.join(SCRIPTS, "identity.py"), *KINDS],
                         env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-3000:]
    found = [json.loads(line) for line in out.stdout.splitlines() if line.startswith('{"kind"')]
    assert [f["kind"] for f in found] == KINDS, out.stdout[-3000:]
    return {f.pop("kind"): f for f in found}


@pytest.fixture(scope="module")
def two_processes() -> tuple[dict, dict]:
    return _capture_in_a_process("1"), _capture_in_a_process("2")


@pytest.mark.multiprocess
@pytest.mark.parametrize("kind", KINDS)
def test_names_and_fingerprint_are_the_same_in_two_processes(kind, two_processes):
    first, second = two_processes[0][kind], two_processes[1][kind]
    assert first == second
    names = [n for n, _ in first["names"]]
    assert len(set(names)) == len(names), names
    if kind == "subclassed":      # the layers' paths, not the shared TensorFlow name
        assert {"recommender/embedding/embeddings", "recommender/embedding_1/embeddings",
                "recommender/dense/kernel", "recommender/dense_1/kernel"} <= set(names), names
        assert any("embedding_1_embeddings_momentum" in n for n in names), names


@pytest.mark.multiprocess
def test_a_subclassed_recommender_trains_with_keras_fit_on_two_workers(tmp_path):
    """Four Embeddings (two same-shaped), Adam, px.keras.fit on 2 local
    workers: runs, and equals keras' own fit with the global batch."""
    script = tmp_path / "fit_recommender.py"
    script.write_text(f"""
import json, sys
sys.path.insert(0, {SCRIPTS!r})
import keras, numpy as np
import parallax_tf as px
from identity import Recommender, recommender_data
keras.utils.set_random_seed(0)
model = Recommender()
model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="mse")
x, y = recommender_data()
history = px.keras.fit(model, x, y, batch_size=8, epochs=2, shuffle=False, verbose=0,
                       resources="localhost:0,1")
if px.get_runner is not None and history is not None:
    import os
    if os.environ.get("PARALLAX_TF_TASK") and '"index": 0' in os.environ["PARALLAX_TF_TASK"]:
        json.dump({{"loss": history.history["loss"],
                   "weights": [w.tolist() for w in model.get_weights()]}},
                  open({str(tmp_path / "out.json")!r}, "w"))
""")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.run([sys.executable, str(script)], env=env, capture_output=True,
                          text=True, timeout=600)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
    job = json.loads((tmp_path / "out.json").read_text())

    sys.path.insert(0, SCRIPTS)
    try:
        import keras
        from identity import Recommender, recommender_data
    finally:
        sys.path.pop(0)
    keras.utils.set_random_seed(0)
    keras.backend.clear_session()
    model = Recommender()
    model.compile(optimizer=keras.optimizers.Adam(1e-2), loss="mse")
    x, y = recommender_data()
    # worker w of 2 with batch 8 takes examples w, w+2, ...: a global batch of 16
    history = model.fit(x, y, batch_size=16, epochs=2, shuffle=False, verbose=0)
    np.testing.assert_allclose(job["loss"], history.history["loss"], rtol=1e-5)
    # Adam divides by the root of the squared gradient: a row whose summed
    # gradient is tiny moves by a step whose rounding depends on the order
    # of the sum (the servers add the workers' rows in another order), so
    # single weights differ by up to ~1e-5 absolute.
    for mine, theirs in zip(job["weights"], model.get_weights()):
        np.testing.assert_allclose(mine, theirs, rtol=1e-4, atol=1e-5)
