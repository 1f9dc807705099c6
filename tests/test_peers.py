"""The benchmark's real peers (benchmarks/peers/): a plain Horovod script on
the LM example's model code, launched with `parallax-tf run --plain`, does
the same math as parallax_tf's ALLREDUCE (AllGather of the sparse rows,
AllReduce of the dense gradients, averaged): equal losses step by step.
With sparse_as_dense it runs too (other math for rows a batch repeats:
Adagrad squares per-row slices before adding them)."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("horovod")
pytestmark = pytest.mark.multiprocess

REPO = Path(__file__).resolve().parents[1]
PARALLAX_TF = [sys.executable, "-c", "import sys; from parallax_tf.cli import main; "
               "sys.exit(main())"]
STEPS = "6"


def _run(*argv: str) -> str:
    done = subprocess.run([*PARALLAX_TF, "run", "-a", "allreduce", "-r", "localhost:0,1",
                           *argv], cwd=REPO, capture_output=True, text=True, timeout=240,
                          env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"})
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-4000:]
    return out


def test_a_plain_horovod_script_equals_parallax_allreduce():
    ours = _run("examples/lm/train.py", "--config", "tiny", "--steps", STEPS,
                "--eval-sentences", "0")
    peer = _run("--plain", "benchmarks/peers/horovod_lm.py", "--config", "tiny",
                "--steps", STEPS)
    dense = _run("--plain", "benchmarks/peers/horovod_lm.py", "--config", "tiny",
                 "--steps", STEPS, "--sparse-as-dense")
    mine = [float(v) for v in re.findall(r"\[worker 0\] worker 0/2 step +\d+ +loss (\S+)", ours)]
    theirs = [float(v) for v in re.findall(r"\[worker 0\] LOSS \d+ (\S+)", peer)]
    densified = [float(v) for v in re.findall(r"\[worker 0\] LOSS \d+ (\S+)", dense)]
    assert len(mine) == len(theirs) == len(densified) == int(STEPS), (ours[-2000:], peer[-2000:])
    # the example prints 4 decimals
    assert [round(v, 4) for v in theirs] == pytest.approx(mine, abs=1.5e-4), (mine, theirs)
    assert densified[0] == theirs[0] and all(v == v and v < 10 for v in densified)


def test_tensorflow_parameter_server_strategy_peer_trains(tmp_path):
    """benchmarks/peers/tf_ps_lm.py: TensorFlow's ParameterServerStrategy and
    ClusterCoordinator, on the launcher's ps tasks, train the LM
    (asynchronously: no equality to check; the loss goes down) and every
    worker writes the benchmark's stats file for the same timed window."""
    import json
    done = subprocess.run(
        [*PARALLAX_TF, "run", "--plain", "-a", "ps", "-r", "localhost:0;127.0.0.1:0",
         "benchmarks/peers/tf_ps_lm.py", "--config", "tiny", "--steps", "12"],
        cwd=REPO, capture_output=True, text=True, timeout=240,
        env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PARALLAX_TF_STATS_DIR": str(tmp_path),
             "PARALLAX_TF_STATS_WARMUP": "2"})
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-4000:]
    losses = [float(v) for v in re.findall(r"\[worker 0\] LOSS \d+ (\S+)", out)]
    assert len(losses) == 3, out[-3000:]          # 2 warm-up rounds, then the last round
    assert all(v == v for v in losses) and losses[-1] < losses[0], losses
    stats = [json.loads((tmp_path / f"worker_{i}.json").read_text()) for i in (0, 1)]
    for s in stats:
        assert len(s["step_seconds"]) == 12 and s["step_seconds"][0] > 0
        assert s["window"]["start"]["time"] <= s["window"]["end"]["time"]
    assert stats[0]["step_seconds"] == stats[1]["step_seconds"]
