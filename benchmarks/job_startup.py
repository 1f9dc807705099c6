"""What one test job costs before it trains (issue 51: where the suite's
time goes): a fresh process's imports, then whole jobs of 1 and of N steps
on localhost (2 workers; with servers for HYBRID), so that a job's fixed
cost (processes, TensorFlow import in every task, capture, plan, lowering,
the first step, teardown) is told from its cost per step.

    python -m benchmarks.job_startup [--repeat 2] [--steps 9] [--out DIR]

Prints a table and writes DIR/job_startup.json (default
benchmarks/results/job-startup). Times are wall seconds on this machine,
minimum over the repeats.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FACTORY = "tests.oracle_models:embedding_adagrad"
RESOURCES = "localhost:0;127.0.0.1:0"
IMPORTS = {
    "python": "pass",
    "tensorflow": "import tensorflow",
    "parallax_tf": "import parallax_tf",
    "parallax_tf + keras": "import parallax_tf, keras",
}


def _wall(argv: list[str], env: dict) -> float:
    started = time.monotonic()
    done = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(f"{argv[:4]} failed ({done.returncode}):\n{done.stdout[-2000:]}"
                         f"\n{done.stderr[-2000:]}")
    return time.monotonic() - started


WORKER = ("import sys\nfrom parallax_tf.testing import _worker_main\n"
          "sys.exit(_worker_main(sys.argv[1:]))\n")


def _job(architecture: str, steps: int, env: dict) -> float:
    """One job as a user starts it: `parallax-tf run -r R script.py ...`
    (parallax_tf.testing's worker: the oracle's embedding model, Adagrad)."""
    with tempfile.TemporaryDirectory() as out:
        script = os.path.join(out, "worker.py")
        with open(script, "w", encoding="utf-8") as f:
            f.write(WORKER)
        argv = [sys.executable, "-m", "parallax_tf.cli", "run", "-r", RESOURCES, script,
                "--factory", FACTORY, "--steps", str(steps), "--out", out,
                "--config", json.dumps({"architecture": architecture})]
        return _wall(argv, env)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--steps", type=int, default=9)
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                      "job-startup"))
    args = parser.parse_args(argv)
    env = {**os.environ, "PYTHONPATH": ROOT, "TF_CPP_MIN_LOG_LEVEL": "2"}
    result: dict = {"imports_s": {}, "jobs_s": {}, "cpus": os.cpu_count()}
    for name, code in IMPORTS.items():
        result["imports_s"][name] = min(_wall([sys.executable, "-c", code], env)
                                        for _ in range(args.repeat))
        print(f"import {name:<22} {result['imports_s'][name]:6.2f} s", flush=True)
    for architecture in ("allreduce", "hybrid"):
        one = min(_job(architecture, 1, env) for _ in range(args.repeat))
        many = min(_job(architecture, args.steps, env) for _ in range(args.repeat))
        per_step = (many - one) / (args.steps - 1)
        result["jobs_s"][architecture] = {"1_step": one, f"{args.steps}_steps": many,
                                          "per_step": per_step, "fixed": one - per_step}
        print(f"job {architecture:<10} 1 step {one:6.2f} s, {args.steps} steps {many:6.2f} s: "
              f"fixed {one - per_step:6.2f} s, {per_step:5.2f} s a step", flush=True)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "job_startup.json"), "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
