"""How well can any estimator do on this box? The same cells measured by two
sweeps (`benchmarks.compare` results folders), one sweep's median step
taken as the "prediction" of the other's: the error a perfect model of the
first sweep would have on the second. Also, within each sweep, every
repeat against the median of the cell's other repeats. Prints the median
and worst errors and the cells within 10% and 25%, and writes JSON.

    python benchmarks/results/analysis/repeatability.py \\
        [--against predict-r3] [--sweeps predict-sweep,choosing,...]

Cells are (model, config, architecture, machines, slots, link); MIXED and
AUTO are left out (their plan is a choice that may differ between sweeps).
Step time is the batch over the throughput, so a step's error is
throughput(against) / throughput(sweep) - 1.
"""
from __future__ import annotations

import argparse
import collections
import json
import statistics
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[1]
FIXED = ("hybrid", "allreduce", "ps", "ps_agg")


def cells(name: str) -> dict:
    out: dict = collections.defaultdict(list)
    path = RESULTS / name / "results.jsonl"
    if not path.exists():
        raise SystemExit(f"repeatability: {path} not found (a benchmarks.compare results folder "
                         f"under {RESULTS})")
    for line in path.read_text().splitlines():
        r = json.loads(line)
        if r.get("exit_code") != 0 or not r.get("throughput") or r["arch"] not in FIXED:
            continue
        key = (r["model"], r.get("config"), r["arch"], r["machines"],
               r.get("slots_per_machine", 1), r["link_mbit"])
        out[key].append(float(r["throughput"]))
    return dict(out)


def summary(errors: list[float]) -> dict:
    e = sorted(abs(x) for x in errors)
    if not e:
        return {"cells": 0}
    return {"cells": len(e), "median": statistics.median(e), "worst": e[-1],
            "within_10": sum(x <= 0.10 for x in e), "within_25": sum(x <= 0.25 for x in e)}


def meta(name: str) -> dict:
    try:
        m = json.loads((RESULTS / name / "meta.json").read_text())
        return {"started": m.get("started"), "machine": m.get("machine")}
    except (OSError, ValueError):
        return {}


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--against", default="predict-r3")
    ap.add_argument("--sweeps", default="predict-sweep,choosing,predict-tiny,"
                    "estimator-crowding/crowd-m2s1,estimator-crowding/crowd-m4s1")
    ap.add_argument("--out", default=str(RESULTS / "analysis" / "repeatability.json"))
    args = ap.parse_args()
    base = cells(args.against)
    out: dict = {"against": {args.against: meta(args.against)}, "pairs": {}, "within": {}}
    for name in args.sweeps.split(","):
        other = cells(name)
        common = sorted(k for k in other if k in base)
        errs = [statistics.median(base[k]) / statistics.median(other[k]) - 1 for k in common]
        s = summary(errs)
        s["meta"] = meta(name)
        s["worst_cells"] = [[list(k), round(e, 3)] for e, k in
                            sorted(zip(errs, common), key=lambda p: -abs(p[0]))[:3]]
        out["pairs"][name] = s
        print(f"{name} ({s['meta'].get('started', '?')}) as the prediction of {args.against}: "
              f"{s['cells']} cells, median {100 * s.get('median', 0):.1f}%, worst "
              f"{100 * s.get('worst', 0):.1f}%, within 10%: {s.get('within_10', 0)}, within 25%: "
              f"{s.get('within_25', 0)}")
    for name in [args.against] + args.sweeps.split(","):
        errs = []
        for runs in cells(name).values():
            if len(runs) >= 3:
                errs += [statistics.median(runs[:i] + runs[i + 1:]) / runs[i] - 1
                         for i in range(len(runs))]
        s = summary(errs)
        out["within"][name] = s
        if s["cells"]:
            print(f"{name}: each repeat against its cell's other repeats' median: {s['cells']} "
                  f"repeats, median {100 * s['median']:.1f}%, worst {100 * s['worst']:.1f}%")
    Path(args.out).write_text(json.dumps(out, indent=1) + "\n")
    return out


if __name__ == "__main__":
    main()
