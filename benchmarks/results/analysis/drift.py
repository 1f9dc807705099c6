"""How far the box drifts, and how much of it the estimator follows. For
`benchmarks.compare` sweeps of the same cells (default predict-r3, -r4,
-r6: 2 and 4 machines, the LM, ResNet and the ranking model):

1. **The same plan twice in one sweep.** Architectures that ran the same
   placements in a cell (ResNet's HYBRID, ALLREDUCE and MIXED; MIXED
   where it chose ALLREDUCE's places), interleaved, 3 repeats each: how
   far apart their medians are. No prediction of one plan can be closer
   to both than half that gap.
2. **The step alone of another day.** Each sweep predicted with the
   shipped calibration (`step_time.BOX`) from its own plan services'
   measurement of the step alone (pooled per model, as
   `benchmarks.step_prediction` does), then from another sweep's.
3. **The communication's CPU scaled by the step alone.** The
   calibration's CPU costs (per byte, request, step with servers,
   collective, server request, ring turn) times the sweep's step-alone
   CPU over the calibration's sweep's (predict-r3), to the power 0, 1/2, 1.
4. **Where the CPU goes** (`--cpu-sweeps`, default the 6- and 8-machine
   sweeps): per cell and architecture, the workers' CPU a step (summed)
   and the rest of the box's (servers) against `step_time.worker_cpu` and
   `server_cpu` (the defaults), and the step over the box's CPU per core.

    python benchmarks/results/analysis/drift.py [--sweeps predict-r3,predict-r4,predict-r6]
        [--cpu-sweeps scale-6-dense,scale-8-dense]

Writes results/analysis/drift.json. Under a second a sweep; no job runs.
"""
from __future__ import annotations

import argparse
import collections
import dataclasses
import itertools
import json
import math
import os
import statistics
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
RESULTS = REPO / "benchmarks" / "results"
CPU_COSTS = ("per_byte", "per_request", "per_dense_request", "per_exchange", "per_collective",
             "server_request", "server_dense_request", "turn_wait")
CALIBRATED_ON = "predict-r3"
"""The sweep whose runs the shipped calibration was fitted on (with the
user model's, which has no other sweep's step to compare)."""


def same_plan_gaps(name: str) -> dict:
    """Part 1 for one sweep."""
    from benchmarks.step_prediction import plan_key
    steps: dict = collections.defaultdict(list)
    placements: dict = collections.defaultdict(set)
    for line in (RESULTS / name / "results.jsonl").read_text().splitlines():
        r = json.loads(line)
        if r.get("status") != "ok" or r.get("step_seconds_median") is None:
            continue
        key = (r["model"], r["machines"], r["link_mbit"], r["arch"])
        steps[key].append(r["step_seconds_median"] * 1e3)
        placements[key].add(plan_key(r))
    alike: dict = collections.defaultdict(list)
    for key, plans in placements.items():
        if len(plans) == 1:
            alike[key[:3] + (next(iter(plans)),)].append(key[3])
    pairs = []
    for cell, archs in alike.items():
        for a, b in itertools.combinations(sorted(archs), 2):
            ma = statistics.median(steps[cell[:3] + (a,)])
            mb = statistics.median(steps[cell[:3] + (b,)])
            pairs.append({"cell": list(cell[:3]), "archs": [a, b], "ms": [round(ma, 1),
                                                                          round(mb, 1)],
                          "apart": round(max(ma, mb) / min(ma, mb) - 1, 4)})
    pairs.sort(key=lambda p: -p["apart"])
    gaps = [p["apart"] for p in pairs]
    return {"pairs": len(pairs), "median": statistics.median(gaps) if gaps else None,
            "worst": max(gaps, default=None), "over_25": sum(g > 0.25 for g in gaps),
            "widest": pairs[:3]}


def _errors(runs: list, calibration, compute: dict | None = None) -> dict:
    from benchmarks.step_prediction import predict_run
    cells: dict = collections.defaultdict(list)
    for r in runs:
        rec = r["rec"]
        c = compute[(rec["model"], rec.get("config"))] if compute else r["compute"]
        p = predict_run({**r, "compute": c}, calibration, 2)
        cells[(rec["model"], rec["machines"], rec["link_mbit"], rec["arch"])].append(
            (p.step_s, rec["step_seconds_median"]))
    errs = [abs(statistics.median(x[0] for x in v) / statistics.median(x[1] for x in v) - 1)
            for v in cells.values()]
    return {"cells": len(errs), "median": round(statistics.median(errs), 4),
            "worst": round(max(errs), 4)}


def cpu_split(names: list) -> dict:
    """Part 4: predicted against measured CPU a step, medians per cell."""
    from benchmarks.step_prediction import FUSION, load_runs, pool_compute
    from parallax_tf.planner.step_time import BOX, Cores, server_cpu, worker_cpu
    runs = load_runs(names)
    pool_compute(runs)
    cells: dict = collections.defaultdict(list)
    for r in runs:
        rec, plan = r["rec"], r["plan"]
        counts = plan.cluster.workers_per_machine
        workers = sum(n * x for n, x in zip(counts, worker_cpu(
            plan, r["compute"], BOX, FUSION, Cores(per_machine=2, shared=2))))
        measured_workers = sum(rec["cpu_seconds_per_step_per_worker"])
        cells[(rec["model"], rec["machines"], rec["link_mbit"], rec["arch"])].append(
            (workers, measured_workers, sum(server_cpu(plan, r["compute"], BOX)),
             rec["box_cpu_seconds_per_step"] - measured_workers,
             rec["step_seconds_median"] / rec["box_cpu_seconds_per_step"] * 2))
    out = {}
    for key, v in sorted(cells.items()):
        m = [statistics.median(x[i] for x in v) for i in range(5)]
        out["/".join(map(str, key))] = {
            "workers_ms": [round(1e3 * m[0], 1), round(1e3 * m[1], 1)],
            "servers_ms": [round(1e3 * m[2], 1), round(1e3 * m[3], 1)],
            "step_over_cpu_per_core": round(m[4], 2)}
        print(f"  {'/'.join(map(str, key))}: workers {1e3 * m[0]:.0f} predicted, "
              f"{1e3 * m[1]:.0f} measured ({m[0] / m[1] - 1:+.0%}); servers {1e3 * m[2]:.0f} / "
              f"{1e3 * m[3]:.0f} ms; the step over the box's CPU a core x{m[4]:.2f}")
    return out


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sweeps", default="predict-r3,predict-r4,predict-r6")
    ap.add_argument("--cpu-sweeps", default="scale-6-dense,scale-8-dense")
    ap.add_argument("--out", default=str(RESULTS / "analysis" / "drift.json"))
    args = ap.parse_args()
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    sys.path.insert(0, str(REPO))
    from benchmarks.step_prediction import load_runs, pool_compute
    from parallax_tf.planner.step_time import BOX
    names = [n for n in args.sweeps.split(",") if n]
    out: dict = {"same_plan": {}, "step_alone": {}, "scaled_costs": {}}
    print("1. The same plan twice in one sweep (medians of 3 of two architectures):")
    for name in names:
        s = out["same_plan"][name] = same_plan_gaps(name)
        print(f"  {name}: {s['pairs']} pairs, apart by median {s['median']:.1%}, worst "
              f"{s['worst']:.1%}, {s['over_25']} over 25%; widest {s['widest'][0]['cell']} "
              f"{s['widest'][0]['archs']} {s['widest'][0]['ms']} ms")
    runs, alone = {}, {}
    for name in names:
        runs[name] = load_runs([name])
        pool_compute(runs[name])
        alone[name] = {(r["rec"]["model"], r["rec"].get("config")): r["compute"]
                       for r in runs[name]}
    print("2. Each sweep predicted (step_time.BOX) from the step alone of:")
    for name in names:
        row = out["step_alone"][name] = {"own": _errors(runs[name], BOX)}
        for other in names:
            if other != name and set(alone[name]) <= set(alone[other]):
                row[other] = _errors(runs[name], BOX, alone[other])
        print(f"  {name}: " + "; ".join(f"{k} median {v['median']:.1%}, worst {v['worst']:.1%}"
                                        for k, v in row.items()))
    print(f"3. The CPU costs times (the sweep's step alone over {CALIBRATED_ON}'s) ^ k:")
    if CALIBRATED_ON in alone:
        ref = alone[CALIBRATED_ON]
        for name in names:
            if name == CALIBRATED_ON:
                continue
            speed = math.exp(statistics.mean(math.log(c.cpu_s / ref[k].cpu_s)
                                             for k, c in alone[name].items() if k in ref))
            row = out["scaled_costs"][name] = {"speed": round(speed, 3)}
            for k in (0.0, 0.5, 1.0):
                scaled = dataclasses.replace(BOX, **{f: getattr(BOX, f) * speed ** k
                                                     for f in CPU_COSTS})
                row[f"k={k:g}"] = _errors(runs[name], scaled)
            print(f"  {name} (step alone x{speed:.2f}): " + "; ".join(
                f"{k} median {v['median']:.1%}, worst {v['worst']:.1%}"
                for k, v in row.items() if k != "speed"))
    cpu = [n for n in args.cpu_sweeps.split(",") if n]
    if cpu:
        print(f"4. Where the CPU goes ({', '.join(cpu)}), predicted / measured ms a step:")
        out["cpu_split"] = cpu_split(cpu)
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {args.out}")
    return out


if __name__ == "__main__":
    main()
