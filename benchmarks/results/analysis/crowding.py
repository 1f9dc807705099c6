"""What a step's compute costs when K copies of it share this box's cores:
K processes each run an example's training step alone (its
`parallax_tf_step` hook, the step `parallax-tf plan` times), all in the
same measured window, with TensorFlow's default thread pools as a job's
tasks have them. Per K: each process's CPU seconds and wall seconds per
step (medians over the processes), and their ratio to K = 1. Prints a
table and writes JSON.

    python benchmarks/results/analysis/crowding.py --script examples/resnet/train.py \\
        --tasks 1,2,4,8 -- --config tiny

This separates the box's crowding from a job's communication: no
collective, no server, no network, only K copies of the compute on 2
cores (the 6- and 8-machine emulated cells run 6-8 workers there;
benchmarks/LOG.md, "Past the box's cells").
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def task(script: str, argv: list[str], start_at: float, seconds: float) -> None:
    """One process: warm the step up, wait for the shared start, then step
    for `seconds` and print its CPU and wall seconds per step."""
    from parallax_tf.script import load_script, step_spec
    spec = step_spec(load_script(script), argv)
    step, args = spec.step, tuple(spec.example_args)
    for _ in range(5):
        step(*args)
    while time.time() < start_at:
        time.sleep(0.01)
    steps, wall0, cpu0 = 0, time.perf_counter(), time.process_time()
    while time.perf_counter() - wall0 < seconds:
        step(*args)
        steps += 1
    wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    print(json.dumps({"steps": steps, "cpu_per_step": cpu / steps, "wall_per_step": wall / steps}))


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--script", default="examples/resnet/train.py")
    ap.add_argument("--tasks", default="1,2,4,8")
    ap.add_argument("--seconds", type=float, default=10.0)
    ap.add_argument("--warmup-s", type=float, default=60.0,
                    help="time given every process to build and warm its step before the window")
    ap.add_argument("--out", default="")
    ap.add_argument("--task", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--start-at", type=float, default=0.0, help=argparse.SUPPRESS)
    args, rest = ap.parse_known_args()
    argv = rest[1:] if rest[:1] == ["--"] else rest
    if args.task:
        task(args.script, argv, args.start_at, args.seconds)
        return {}
    env = {**os.environ, "PYTHONPATH": str(REPO), "TF_CPP_MIN_LOG_LEVEL": "2"}
    out: dict = {"script": args.script, "argv": argv, "cores": os.cpu_count(), "cells": {}}
    base = None
    for k in [int(t) for t in args.tasks.split(",")]:
        start_at = time.time() + args.warmup_s
        procs = [subprocess.Popen(
            [sys.executable, __file__, "--task", "--script", args.script, "--start-at",
             str(start_at), "--seconds", str(args.seconds), "--", *argv],
            env=env, cwd=str(REPO), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for _ in range(k)]
        rows = []
        for p in procs:
            stdout, stderr = p.communicate(timeout=args.warmup_s + 10 * args.seconds + 300)
            if p.returncode != 0:
                raise SystemExit(f"crowding: a task of K={k} failed ({p.returncode}):\n"
                                 + stderr[-2000:])
            rows.append(json.loads(stdout.strip().splitlines()[-1]))
        cell = {"tasks": k, "tasks_per_core": k / (os.cpu_count() or 1),
                "cpu_per_step": statistics.median(r["cpu_per_step"] for r in rows),
                "wall_per_step": statistics.median(r["wall_per_step"] for r in rows),
                "each": rows}
        base = base or cell
        cell["cpu_ratio"] = cell["cpu_per_step"] / base["cpu_per_step"]
        cell["wall_ratio"] = cell["wall_per_step"] / base["wall_per_step"]
        # the box's CPU over what the tasks were given: K tasks' CPU in a window of 2 cores
        cell["box_busy"] = k * cell["cpu_per_step"] / cell["wall_per_step"] / (os.cpu_count() or 1)
        out["cells"][str(k)] = cell
        print(f"K={k:2d} ({cell['tasks_per_core']:.1f} a core): CPU {1e3 * cell['cpu_per_step']:7.2f}"
              f" ms a step (x{cell['cpu_ratio']:.2f}), wall {1e3 * cell['wall_per_step']:7.2f} ms "
              f"(x{cell['wall_ratio']:.2f}), the box {100 * cell['box_busy']:.0f}% busy", flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
