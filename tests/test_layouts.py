"""Mesh-style layouts on DTensor, for real: the equivalence oracle (K laid-
out steps == K single-device steps on the same global batch) for an MLP
split 'hidden:model' and a Transformer block with Mesh TF's rules, with SGD
and Adam, on one process of 4 logical CPU devices and on 2 processes over
2 local machines; the shard each device holds; restore; the Transformer
example trained over 2 machines, its checkpoint read by the single-device
model; bad input stopped before any process starts."""
import json
import os
import re
import subprocess
import sys

import numpy as np
import oracle_models as om
import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = pytest.mark.multiprocess

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ONE_PROCESS, TWO_MACHINES = "localhost:0", "localhost:0;127.0.0.1:0"
MESH = "batch:2;model:2"


def _config(factory):
    if factory.startswith("layout_mlp"):
        return px.Config(mesh=MESH, layout_rules="batch:batch;hidden:model",
                         dim_names=om.MLP_DIMS)
    return px.Config(mesh=MESH, layout_rules=om.MESH_TF_RULES, dim_names=om.BLOCK_DIMS)


SHARDS = {   # the part of each variable on one device of batch:2 x model:2
    "layout_mlp": {"hidden/kernel": [3, 4], "hidden/bias": [4], "out/kernel": [4, 2],
                   "out/bias": [2], "adam/hidden_kernel_momentum": [3, 4]},
    "transformer_block": {"emb/embeddings": [8, 8], "mha/query/kernel": [8, 1, 4],
                          "mha/attention_output/kernel": [1, 4, 8], "ffn_in/kernel": [8, 8],
                          "ffn_in/bias": [8], "ffn_out/kernel": [8, 8], "ln/gamma": [8],
                          "softmax/kernel": [8, 8], "adam/ffn_in_kernel_velocity": [8, 8]},
}


def _check(factory, resources, tmp_path, check_restore=False):
    result = run_equivalence(f"tests.oracle_models:{factory}", resources, _config(factory),
                             steps=4, workdir=str(tmp_path), check_restore=check_restore)
    result.assert_close(rtol=1e-5)
    job = json.load(open(tmp_path / "job.json"))
    assert job["plan"]["mode"] == "layout" and job["plan"]["config"]["mesh"]
    tasks = len(resources.split(";"))
    for task in range(tasks):
        graph = json.load(open(tmp_path / f"graph_{task}.json"))
        assert graph["passes"][0] == "functionalize_state"
        expected = SHARDS[factory.rsplit("_", 1)[0]]
        shapes = {n: s for n, s in graph["local_shapes"].items() if n in expected}
        assert shapes == {n: s for n, s in expected.items()
                          if factory.endswith("adam") or not n.startswith("adam/")}, shapes
    return result


@pytest.mark.parametrize("factory", ["layout_mlp_adam", "transformer_block_sgd"])
def test_one_process_of_four_devices_equals_single_device(factory, tmp_path):
    """Each model and each optimizer once on one DTensor client: the MLP
    with Adam (its slots' shards too), the block with SGD; the block with
    Adam runs on two clients below, the MLP with Adam on two clients in the
    conformance row `layout` (until 2026-12-02 every model x optimizer ran
    on both: the SGD MLP's shards are the Adam MLP's without the slots)."""
    _check(factory, ONE_PROCESS, tmp_path)


@pytest.mark.slow
def test_two_processes_over_two_machines_equal_single_device(tmp_path):
    """The Transformer block with Adam: each process is one DTensor client
    with 2 devices; the batch is split over the processes, heads, d_ff and
    vocab over each process's devices (and Adam's slots as their
    variables); it also restores its checkpoint after one more step."""
    _check("transformer_block_adam", TWO_MACHINES, tmp_path, check_restore=True)
    check = json.load(open(tmp_path / "restore.json"))
    assert check["moved"] > 1e-4 and check["restored"] == 0.0, check


# ----------------------------------------------------------------------------- the example

PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")
EXAMPLE = "examples/transformer/train.py"


def _loss_line(out, worker):
    m = re.search(rf"\[worker {worker}/2\] loss: mean of first (\d+) steps ([\d.]+) -> "
                  r"mean of last \d+ steps ([\d.]+)", out)
    assert m, out[-3000:]
    return float(m[2]), float(m[3])


@pytest.mark.slow
def test_transformer_example_on_a_mesh_over_two_machines(tmp_path):
    """The issue's command: 2 local machines, mesh batch:2 x model:2, Mesh
    TF's rules; the loss falls on both tasks; the checkpoint it writes is
    read by the single-device model, whose perplexity is the one printed."""
    ckpt = str(tmp_path / "ckpt")
    cmd = [PARALLAX_TF, "-v", "run", "--resources", TWO_MACHINES, EXAMPLE, "--steps", "30",
           "--log-every", "10", "--mesh", MESH, "--layout", om.MESH_TF_RULES, "--save", ckpt]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=480)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    assert "no variable on the parameter servers: stopping the 2 idle one(s)" in out, out[-4000:]
    for worker in (0, 1):
        first, last = _loss_line(out, worker)
        assert last < first - 0.5, (worker, first, last)
    assert "Failed to send RPC to coordination service" not in out, out[-3000:]
    printed = float(re.search(r"eval after step 30: perplexity ([\d.]+)", out)[1])
    assert f"checkpoint written to {ckpt}" in out
    # the single-device model (a fresh one, other seed) reads the gathered checkpoint
    read = subprocess.run([sys.executable, "-c", READ_CHECKPOINT, ckpt], cwd=REPO,
                          capture_output=True, text=True, timeout=120)
    assert read.returncode == 0, read.stderr[-3000:]
    single = float(re.search(r"perplexity ([\d.]+)", read.stdout)[1])
    assert single == pytest.approx(printed, rel=1e-3), (single, printed)


def test_transformer_example_single_device_and_one_process_mesh_agree():
    """No flag: the plain single-device program; --mesh on one process (4
    logical devices, the script re-runs itself with DTensor set up): the
    same losses, step by step."""
    def losses(*extra):
        proc = subprocess.run([sys.executable, EXAMPLE, "--steps", "12", "--log-every", "4",
                               "--no-eval", *extra], cwd=REPO, capture_output=True, text=True,
                              timeout=300)
        assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
        return [float(x) for x in re.findall(r"step +\d+/12 +loss ([\d.]+)", proc.stdout)]

    plain, laid_out = losses(), losses("--mesh", MESH)
    assert len(plain) == 4 and plain[-1] < plain[0]
    np.testing.assert_allclose(laid_out, plain, rtol=1e-4)


def test_the_plans_collectives_are_the_ones_dtensor_emits(tmp_path):
    """The example's `small` config on batch:2 x model:2 (one process): the
    collective bytes per device the plan predicts are those of the program
    DTensor compiled (read from its MLIR dump), within 1%. (On the tiny
    config DTensor's padding of combined all-reduces to 1024 elements and
    the softmax's small reductions weigh more: docs/layouts.md.)"""
    env = {**os.environ, "TF_DUMP_GRAPH_PREFIX": str(tmp_path / "dump"),
           "TF_CPP_VMODULE": "dtensor_mlir_passes=1"}
    args = ["--config", "small", "--mesh", MESH]
    proc = subprocess.run([sys.executable, EXAMPLE, *args, "--steps", "1", "--no-eval"],
                          cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
    from parallax_tf.modes.layout import dtensor_program
    emitted = dtensor_program.summary(dtensor_program.collectives(str(tmp_path / "dump")))
    planned = subprocess.run([PARALLAX_TF, "plan", EXAMPLE, "--json", str(tmp_path / "plan.json"),
                              "--", *args], cwd=REPO, capture_output=True, text=True,
                             timeout=300)
    assert planned.returncode == 0, planned.stderr[-3000:]
    plan = px.Plan.from_json((tmp_path / "plan.json").read_text())
    predicted = sum(c.bytes_per_device for c in plan.collectives)
    assert emitted["count"] >= 15, emitted
    assert emitted["bytes_per_device"] == pytest.approx(predicted, rel=0.01), \
        (emitted, predicted)


READ_CHECKPOINT = """
import sys
sys.path[:0] = ["examples/transformer", "examples/lm"]
import model, data
cfg = model.CONFIGS["tiny"]
fresh = model.TransformerLM(cfg, seed=123)
fresh.checkpoint().read(sys.argv[1]).assert_existing_objects_matched()
print("perplexity", fresh.perplexity(data.zipf_corpus(cfg.vocab, cfg.eval_sentences,
                                                        cfg.seq_len, seed=10_000)))
"""


def test_a_mesh_that_does_not_fit_stops_before_any_process_starts():
    proc = subprocess.run([sys.executable, EXAMPLE, "--resources", "localhost:0,1,2",
                           "--mesh", MESH, "--steps", "2"], cwd=REPO, capture_output=True,
                          text=True, timeout=120)
    assert proc.returncode != 0
    assert "mesh 'batch:2;model:2' has 4 devices but the job has 3 task(s)" in proc.stderr
    assert "launching" not in proc.stdout + proc.stderr


def test_tasks_feeding_batches_of_other_shapes_are_refused(tmp_path, capfd):
    """SPMD needs one program for all tasks: task 1's shorter batch is a
    ConfigError naming both shapes, and the job ends at once."""
    with pytest.raises(AssertionError, match="the distributed job failed"):
        run_equivalence("tests.oracle_models:layout_mlp_uneven", TWO_MACHINES,
                        _config("layout_mlp"), steps=2, workdir=str(tmp_path))
    out = capfd.readouterr()
    text = out.out + out.err
    assert "worker 1's first batch has inputs int32(3, 3), float32(3, 2) but worker 0's " \
           "has int32(4, 3), float32(4, 2)" in text, text[-3000:]
