"""A server-placed table's step with Adagrad, two codes side by side: the
click stream (`examples/clicks/train.py --config small`) as a HYBRID job of
2 workers and 2 servers on localhost, at each table capacity and embedding
kind, the codes alternating round by round (`--trees name=path,...`: each a
checkout whose `parallax_tf` the job imports). Prints the median ms/step per
cell and code and the ratio to the first code, and writes JSON.

    git worktree add /tmp/wt-before <commit>
    python benchmarks/results/analysis/gather_first_steps.py \\
        --trees before=/tmp/wt-before,after=. --capacities 65536,1048576 --rounds 3

(How `graph/gather_first.py` moves a step: Keras' Adagrad takes the square
root of every accumulator row each step; CPU binds on this box.)
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def run(tree: Path, embedding: str, capacity: int, steps: int) -> float:
    """One job's ms/step (the chief's, first step excluded)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "result.json"
        argv = [sys.executable, "-m", "parallax_tf.cli", "run", "-r", "localhost:0;127.0.0.1:0",
                "-a", "hybrid", str(tree / "examples" / "clicks" / "train.py"),
                "--config", "small", "--steps", str(steps), "--embedding", embedding,
                "--capacity", str(capacity), "--log-every", "1000000", "--json", str(out)]
        env = {**os.environ, "PYTHONPATH": str(tree), "TF_CPP_MIN_LOG_LEVEL": "2"}
        done = subprocess.run(argv, cwd=tree, env=env, capture_output=True, text=True,
                              timeout=900)
        if done.returncode != 0 or not out.exists():
            raise SystemExit(f"{tree} {embedding} {capacity}: exit {done.returncode}\n"
                             + done.stdout[-2000:] + done.stderr[-2000:])
        return float(json.loads(out.read_text())["ms_per_step"])


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--trees", required=True, help="name=path,... (the first is the base)")
    ap.add_argument("--capacities", default="65536,1048576")
    ap.add_argument("--embeddings", default="static,dynamic")
    ap.add_argument("--steps", type=int, default=300)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--out", default=str(REPO / "benchmarks" / "results" / "gather-first"
                                         / "steps.json"))
    args = ap.parse_args()
    trees = [(n, Path(p).resolve()) for n, p in (t.split("=", 1) for t in args.trees.split(","))]
    cells = [(e, int(c)) for c in args.capacities.split(",") for e in args.embeddings.split(",")]
    times: dict = {f"{e} {c}": {n: [] for n, _ in trees} for e, c in cells}
    started = time.strftime("%Y-%m-%dT%H:%M:%S")
    for r in range(args.rounds):
        for embedding, capacity in cells:
            for name, tree in (trees if r % 2 == 0 else trees[::-1]):
                ms = run(tree, embedding, capacity, args.steps)
                times[f"{embedding} {capacity}"][name].append(ms)
                print(f"round {r} {embedding} {capacity} {name}: {ms:.2f} ms/step", flush=True)
    base = trees[0][0]
    summary = {}
    for cell, by in times.items():
        medians = {n: statistics.median(v) for n, v in by.items()}
        summary[cell] = {"median_ms": medians,
                         "ratio_to_" + base: {n: m / medians[base] for n, m in medians.items()}}
        print(cell, ", ".join(f"{n} {m:.2f} ms ({m / medians[base]:.2f}x)"
                              for n, m in medians.items()))
    doc = {"started": started, "command": " ".join(sys.argv), "steps": args.steps,
           "trees": {n: str(p) for n, p in trees}, "ms_per_step": times, "summary": summary}
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(json.dumps(doc, indent=1) + "\n")
    return doc


if __name__ == "__main__":
    main()
