"""Where a pipeline's step time goes on this box, and what one Session.run
per stage column (instead of one per schedule cell) saves.

    python -m benchmarks.pipeline_overhead --before /tmp/px-before   # ~6 min

`--before` is a checkout of the runtime to compare with (a `git worktree`
of the commit before the change); without it only this tree is measured.
For each tree, interleaved (before, after, before, after, ...), it runs the
pipeline example on 4 local tasks for --updates updates of 64 examples:
data parallel, GPipe and 1F1B (SpecTrain), each at the example's width
(fc, 256 units: compute and overhead) and at width 16 (compute ~0: the
overhead floor), plus one process at both widths (the compute alone).
Every cell runs --repeats times; the table gives the median examples/s.

The breakdown per mini-batch of GPipe (M micro-batches, S stages): the
measured time; the overhead floor (the same schedule at width 16); the
compute (one process's time for the mini-batch); the schedule's ideal
bubble (S-1)/(M+S-1) of the stage-time. Writes `results.json` and
`table.md` under --out.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

from benchmarks.common import repo_python  # noqa: E402

OUT = REPO / "benchmarks" / "results" / "pipeline_overhead"
MODES = {"dp": ["--schedule", "none"], "gpipe": ["--schedule", "gpipe"],
         "1f1b": ["--schedule", "1f1b"], "single": []}


def run(tree: Path, mode: str, width: int, updates: int, tasks: int) -> float:
    python = repo_python()
    with tempfile.TemporaryDirectory() as tmp:
        timings = Path(tmp) / "t.json"
        script = [str(tree / "examples" / "pipeline" / "train.py"), *MODES[mode],
                  "--width", str(width), "--steps", str(updates), "--eval-every", "0",
                  "--timings", str(timings)]
        if mode == "single":
            cmd = [python, *script]
        else:
            slots = ",".join(str(i) for i in range(tasks))
            cmd = [python, "-m", "parallax_tf.cli", "run", "--resources",
                   f"localhost:{slots}", *script]
        env = {**os.environ, "PYTHONPATH": str(tree), "TF_CPP_MIN_LOG_LEVEL": "2"}
        done = subprocess.run(cmd, cwd=tree, env=env, capture_output=True, text=True,
                              timeout=900)
        if done.returncode != 0 or not timings.exists():
            raise RuntimeError(f"{' '.join(cmd)} failed:\n{done.stdout[-2000:]}"
                               f"{done.stderr[-2000:]}")
        return float(json.loads(timings.read_text())["examples_per_second"])


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.pipeline_overhead",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--before", default=None, help="a checkout of the runtime before")
    p.add_argument("--updates", type=int, default=96)
    p.add_argument("--repeats", type=int, default=2)
    p.add_argument("--tasks", type=int, default=4)
    p.add_argument("--microbatches", type=int, default=8)
    p.add_argument("--out", default=str(OUT))
    args = p.parse_args(argv)
    trees = {"after": REPO} | ({"before": Path(args.before)} if args.before else {})
    samples: dict = {}
    for _ in range(args.repeats):
        for width in (256, 16):
            for mode in MODES:
                for name, tree in trees.items():
                    if mode == "single" and name == "before":
                        continue                # one process does not use the pipeline
                    v = run(tree, mode, width, args.updates, args.tasks)
                    samples.setdefault((name, mode, width), []).append(v)
                    print(f"{name:6s} {mode:6s} width {width:3d}: {v:8,.0f} examples/s",
                          flush=True)
    med = {k: statistics.median(v) for k, v in samples.items()}
    rows = ["| tree | mode | width | examples/s (median) | vs data parallel |",
            "|---|---|---|---|---|"]
    for (name, mode, width), v in sorted(med.items()):
        dp = med.get((name, "dp", width))
        rows.append(f"| {name} | {mode} | {width} | {v:,.0f} | "
                    f"{v / dp:.2f}x |" if dp else f"| {name} | {mode} | {width} | {v:,.0f} | |")
    S, M, B = args.tasks, args.microbatches, 64
    breakdown = []
    for name in trees:
        if (name, "gpipe", 256) not in med:
            continue
        total = 1000 * B / med[(name, "gpipe", 256)]
        floor = 1000 * B / med[(name, "gpipe", 16)]
        compute = 1000 * B / med[("after", "single", 256)]
        breakdown.append({"tree": name, "ms_per_minibatch": round(total, 2),
                          "overhead_floor_ms": round(floor, 2),
                          "compute_one_process_ms": round(compute, 2),
                          "ideal_bubble_fraction": round((S - 1) / (M + S - 1), 3),
                          "cells_per_stage": 2 * M, "clocks": 2 * (M + S - 1)})
        rows.append(f"\nGPipe ({name}): {total:.1f} ms per mini-batch of {B} examples; the "
                    f"same schedule at width 16 (compute ~0) {floor:.1f} ms; one process "
                    f"computes the mini-batch in {compute:.1f} ms; ideal bubble "
                    f"{100 * (S - 1) / (M + S - 1):.0f}% of {2 * (M + S - 1)} clocks")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "results.json").write_text(json.dumps(
        {"samples": {"|".join(map(str, k)): v for k, v in samples.items()},
         "median": {"|".join(map(str, k)): v for k, v in med.items()},
         "gpipe_breakdown": breakdown, "updates": args.updates, "tasks": S,
         "microbatches": M}, indent=1))
    (out / "table.md").write_text("\n".join(rows) + "\n")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
