"""A step that is only its collectives, on K workers sharing this box's 2
cores: 20 variables of 16 x 16 (ResNet tiny's 21 KB in 20 tensors), a
matmul of one row each, SGD, `architecture="allreduce"`, one worker per
emulated machine (loopback names localhost, 127.0.0.1, ...: no link
shaping). Per K: the measured ms a step (worker 0, 200 steps after 20) and
the estimator's prediction for the same plan (`parallax-tf plan --cores 2
--shared-cores 2 --links 10000,0.05`). Prints a table and writes JSON.

    python benchmarks/results/analysis/collective_crowding.py [--workers 2,4,8]

What it separates: the ring's 2 (K-1) turns, each waiting for the next
worker to get a core that K/2 tasks share, from the step's compute
(benchmarks/results/analysis/crowding.py measures that apart).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
OUT = REPO / "benchmarks" / "results" / "crowding" / "collectives.json"


def _step():
    """The step (20 variables of 16 x 16, a matmul of one row each, SGD) and
    its batch."""
    import keras
    import numpy as np
    import tensorflow as tf
    vs = [tf.Variable(tf.random.stateless_normal((16, 16), seed=(i, 0)) * 0.1, name=f"v{i}")
          for i in range(20)]
    opt = keras.optimizers.SGD(0.01)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.add_n([tf.reduce_sum(tf.matmul(x, v)) for v in vs])
        opt.apply_gradients(zip(tape.gradient(loss, vs), vs))
        return loss

    return step, np.ones((1, 16), np.float32)


def task(steps: int) -> None:
    """The job's script: the step, 20 warm-up steps, `steps` timed."""
    import parallax_tf as px
    step, x = _step()
    runner = px.get_runner(step, resources=os.environ.get("PARALLAX_TF_RESOURCES", "localhost:0"),
                           config=px.Config(architecture="allreduce"))
    for _ in range(20):
        runner.run(x)
    began = time.perf_counter()
    for _ in range(steps):
        runner.run(x)
    if runner.worker_id == 0:
        print("RESULT " + json.dumps({"workers": runner.num_workers,
                                      "ms": (time.perf_counter() - began) / steps * 1e3}))


def parallax_tf_step(argv):
    """What `parallax-tf plan` times (the same step, alone)."""
    import parallax_tf as px
    step, x = _step()
    return px.StepSpec(step=step, example_args=(x,), config=px.Config(architecture="allreduce"))


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--workers", default="2,4,8")
    ap.add_argument("--steps", type=int, default=200)
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument("--task", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.task:
        task(args.steps)
        return {}
    env = {**os.environ, "PYTHONPATH": str(REPO), "TF_CPP_MIN_LOG_LEVEL": "2"}
    out: dict = {"cells": {}}
    for k in [int(w) for w in args.workers.split(",")]:
        resources = ";".join(["localhost:0"] + [f"127.0.0.{i}:0" for i in range(1, k)])
        run = subprocess.run([sys.executable, "-m", "parallax_tf.cli", "run", "-r", resources,
                              __file__, "--task", "--steps", str(args.steps)],
                             env=env, cwd=str(REPO), capture_output=True, text=True, timeout=900)
        found = re.search(r"RESULT (\{.*\})", run.stdout + run.stderr)
        if run.returncode != 0 or not found:
            raise SystemExit(f"collective_crowding: the {k}-worker job failed ({run.returncode}):"
                             "\n" + (run.stdout + run.stderr)[-3000:])
        measured = json.loads(found.group(1))["ms"]
        plan = subprocess.run([sys.executable, "-m", "parallax_tf.cli", "plan", "-r", resources,
                               "-a", "allreduce", "--cores", "2", "--shared-cores", "2",
                               "--links", "10000,0.05", __file__],
                              env=env, cwd=str(REPO), capture_output=True, text=True, timeout=300)
        predicted = re.search(r"ALLREDUCE: ([\d.]+) ms/step", plan.stdout)
        if not predicted:
            raise SystemExit("collective_crowding: no prediction in\n" + plan.stdout[-2000:]
                             + plan.stderr[-2000:])
        turns = 2 * (k - 1)
        cell = {"workers": k, "tasks_per_core": k / 2, "measured_ms": measured,
                "predicted_ms": float(predicted.group(1)), "ring_turns": turns}
        cell["missing_ms_per_turn"] = (measured - cell["predicted_ms"]) / turns
        out["cells"][str(k)] = cell
        print(f"{k} workers ({k / 2:.0f} a core): measured {measured:6.1f} ms a step, predicted "
              f"{cell['predicted_ms']:5.1f} (x{measured / cell['predicted_ms']:.2f}); "
              f"{turns} ring turns: {cell['missing_ms_per_turn']:.2f} ms a turn missing",
              flush=True)
    # Calibration.turn_wait: the missing ms a turn over the tasks a core,
    # fitted through 0 on the cells of at most 2 tasks a core (2 and 4
    # machines), the rest left to check it
    fit = [c for c in out["cells"].values() if c["tasks_per_core"] <= 2]
    if fit:
        out["turn_wait_s"] = 1e-3 * sum(c["missing_ms_per_turn"] * c["tasks_per_core"]
                                        for c in fit) / sum(c["tasks_per_core"] ** 2
                                                            for c in fit)
        for c in out["cells"].values():
            c["fitted_ms_per_turn"] = 1e3 * out["turn_wait_s"] * c["tasks_per_core"]
        print(f"turn_wait {1e3 * out['turn_wait_s']:.3f} ms a turn per task a core (fitted on "
              f"{len(fit)} cells of at most 2 tasks a core); "
              + ", ".join(f"{c['workers']} workers: {c['fitted_ms_per_turn']:.2f} ms a turn "
                          f"against {c['missing_ms_per_turn']:.2f}" for c in out["cells"].values()))
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
