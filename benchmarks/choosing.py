"""How AUTO and MIXED choose, per `Config(tune=...)`: the choice's seconds,
what it timed, what it chose, and the throughput it trained at against the
best fixed architecture measured in the same sweep (issue 64 item 4).

    python -m benchmarks.compare --models lm,resnet,ranking \\
        --archs hybrid,allreduce,ps_agg,auto_time,auto,mixed_time,mixed \\
        --machines 2,4 --rates 1000,100 --steps 20 --repeats 1 --name choosing --no-plots
    python -m benchmarks.choosing choosing [more result folders ...]

`auto_time` / `mixed_time` run `tune='time'` (every candidate timed: the
choice before 2026-12-02), `auto` / `mixed` the default `tune='prune'`,
`auto_predict` / `mixed_predict` `tune='predict'`. Per cell (model,
machines, link): the median throughput of each fixed architecture
(HYBRID, ALLREDUCE, PS with and without aggregation); per variant the
median choice seconds (`architecture_choice.seconds`: links measured,
candidates planned, predicted and timed), the candidates timed, the
architectures chosen, and its median throughput over the best fixed one.
Prints a markdown table and writes `<first folder>/choosing.json`;
`--record JSON` also writes what a deterministic test feeds the planner.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
FIXED = ("hybrid", "allreduce", "ps", "ps_agg")
VARIANTS = ("auto_time", "auto", "auto_predict", "mixed_time", "mixed", "mixed_predict")


def cells(folders: Sequence[str]) -> dict[tuple, dict[str, list[dict]]]:
    """(model, machines, Mbit/s) -> arch -> its ok runs' records."""
    out: dict[tuple, dict[str, list[dict]]] = {}
    for name in folders:
        for line in (RESULTS / name / "results.jsonl").read_text().splitlines():
            rec = json.loads(line)
            if rec.get("status") != "ok" or not rec.get("throughput"):
                continue
            key = (rec["model"], rec["machines"], rec["link_mbit"])
            out.setdefault(key, {}).setdefault(rec["arch"], []).append(rec)
    return out


def summarise(runs: dict[str, list[dict]]) -> Optional[dict]:
    """One cell's best fixed architecture and each variant's choice."""
    fixed = {a: statistics.median(r["throughput"] for r in rs)
             for a, rs in runs.items() if a in FIXED}
    if not fixed:
        return None
    best = max(fixed, key=lambda a: fixed[a])
    out: dict = {"fixed": {a: round(t, 1) for a, t in fixed.items()}, "best_fixed": best,
                 "variants": {}}
    for variant in VARIANTS:
        rs = runs.get(variant)
        if not rs:
            continue
        choices = [r.get("architecture_choice") or {} for r in rs]
        seconds = [c["seconds"] for c in choices if c.get("seconds") is not None]
        throughput = statistics.median(r["throughput"] for r in rs)
        out["variants"][variant] = {
            "runs": len(rs),
            "choice_seconds": round(statistics.median(seconds), 2) if seconds else None,
            "timed": statistics.median(len(c.get("samples") or []) for c in choices),
            "chose": [r.get("job_architecture") for r in rs],
            "throughput": round(throughput, 1),
            "vs_best_fixed": round(throughput / fixed[best], 3)}
    return out


def record(folder: str, path: str) -> None:
    """What a deterministic test feeds the planner (tests/test_choosing.py):
    the step timed alone (the planning service's `compute.json`), and per
    cell the links the MIXED jobs measured (medians) and each fixed
    architecture's and MIXED's plan's median step."""
    runs = cells([folder])
    some = next(r for by in runs.values() for rs in by.values() for r in rs)
    compute = json.loads((Path(some["run_dir"]) / "compute.json").read_text())
    out: dict = {"source": f"benchmarks/results/{folder} (python -m benchmarks.choosing "
                           f"{folder} --record {path})",
                 "model": some["model"], "config": some["config"],
                 "compute": compute, "cells": {}}
    for (model, machines, mbit), by in sorted(runs.items()):
        measured = {a: statistics.median(r["step_seconds_median"] for r in rs)
                    for a, rs in by.items() if a in FIXED}
        mixed = [r for r in by.get("mixed", []) if r.get("job_architecture") == "mixed"]
        if mixed:
            measured["mixed"] = statistics.median(r["step_seconds_median"] for r in mixed)
        links = [(r.get("architecture_choice") or {}).get("links")
                 for a in ("mixed", "mixed_time") for r in by.get(a, [])]
        links = [x for x in links if x]
        out["cells"][f"{machines}x{mbit:g}"] = {
            "machines": machines, "mbit": mbit,
            "links": {k: statistics.median(x[k] for x in links)
                      for k in ("bandwidth", "server_round_trip", "collective")},
            "runs_per_arch": {a: len(rs) for a, rs in by.items()},
            "measured_s": {a: round(t, 6) for a, t in measured.items()}}
    Path(path).write_text(json.dumps(out, indent=1) + "\n")
    print(f"wrote {path}")


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.choosing",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("folders", nargs="+", help="benchmarks/results/<name> folders of compare")
    p.add_argument("--record", metavar="JSON", default=None,
                   help="write the first folder's recorded measurements for the planner "
                        "(the step alone, links, medians: tests/data/user_tables.json)")
    args = p.parse_args(argv)
    if args.record:
        record(args.folders[0], args.record)
    found = {k: s for k, v in sorted(cells(args.folders).items())
             for s in [summarise(v)] if s is not None}
    if not found:
        print("choosing: no cell with a fixed architecture's run", file=sys.stderr)
        return 1
    print("| model | machines | Mbit/s | best fixed | variant | choice s | timed | chose "
          "| throughput / best fixed |")
    print("|---|---|---|---|---|---|---|---|---|")
    for (model, machines, mbit), s in found.items():
        for variant, v in s["variants"].items():
            seconds = f"{v['choice_seconds']:.1f}" if v["choice_seconds"] is not None else "-"
            print(f"| {model} | {machines} | {mbit:g} | {s['best_fixed']} | {variant} | "
                  f"{seconds} | {v['timed']:g} | {','.join(map(str, v['chose']))} | "
                  f"{v['vs_best_fixed']:.2f} |")
    ratios: dict[str, list] = {}
    for (model, machines, mbit), s in found.items():
        variants = s["variants"]
        for pruned, timed in (("auto", "auto_time"), ("mixed", "mixed_time"),
                              ("auto_predict", "auto_time"), ("mixed_predict", "mixed_time")):
            a, b = variants.get(pruned), variants.get(timed)
            if a and b and a["choice_seconds"] and b["choice_seconds"]:
                ratios.setdefault(f"{pruned}/{timed}", []).append(
                    round(a["choice_seconds"] / b["choice_seconds"], 3))
    for name, values in ratios.items():
        print(f"choice seconds {name}: median {statistics.median(values):.2f}, worst "
              f"{max(values):.2f} over {len(values)} cell(s)")
    out = RESULTS / args.folders[0] / "choosing.json"
    out.write_text(json.dumps({"cells": {"/".join(map(str, k)): s for k, s in found.items()},
                               "choice_seconds_ratios": ratios}, indent=1) + "\n")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
