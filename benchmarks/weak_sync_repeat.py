"""Repeat the weak-sync export case N times: 4 workers on 2 emulated
machines (two names of this box), c = k = 4, b = 1, Adagrad, 5 steps, the
chief alone exports; each run's exported values against single-device
training (rtol 1e-5). Prints one line per run and writes
benchmarks/results/weak-sync-repeat/results.json.

    .venv/bin/python -m benchmarks.weak_sync_repeat --runs 20
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRIPT = os.path.join(ROOT, "tests", "launcher_scripts", "weak_export.py")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--resources", default="localhost:0,1;127.0.0.1:0,1")
    args = parser.parse_args(argv)
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from parallax_tf.testing import single_device
    _, reference = single_device("oracle_models:weak_embedding_adagrad", 4, args.steps)
    rows = []
    for run in range(args.runs):
        out = tempfile.mkdtemp(prefix="weak_repeat_")
        started = time.monotonic()
        proc = subprocess.run([sys.executable, "-m", "parallax_tf.cli", "run", "-r",
                               args.resources, SCRIPT, out, str(args.steps)],
                              capture_output=True, text=True, timeout=600,
                              env={**os.environ, "PYTHONPATH": ROOT})
        seconds = time.monotonic() - started
        worst, ok = None, False
        if proc.returncode == 0:
            with open(os.path.join(out, "export.json"), encoding="utf-8") as f:
                values = json.load(f)["values"]
            worst = max(float(np.max(np.abs(np.asarray(values[n]) - v) /
                                     (np.abs(v) + 1e-6))) for n, v in reference.items())
            ok = all(np.allclose(values[n], v, rtol=1e-5, atol=1e-6)
                     for n, v in reference.items())
        rows.append({"run": run, "exit": proc.returncode, "equal": ok,
                     "max_relative_difference": worst, "seconds": round(seconds, 1)})
        print(f"run {run + 1:2d}: exit {proc.returncode}, equal to one device: {ok} "
              f"(max relative difference {worst}), {seconds:.1f} s", flush=True)
    equal = sum(r["equal"] for r in rows)
    print(f"{equal} of {args.runs} runs equal to single-device training")
    folder = os.path.join(ROOT, "benchmarks", "results", "weak-sync-repeat")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "results.json"), "w", encoding="utf-8") as f:
        json.dump({"resources": args.resources, "steps": args.steps, "runs": rows,
                   "equal": equal}, f, indent=1)
    return 0 if equal == args.runs else 1


if __name__ == "__main__":
    sys.exit(main())
