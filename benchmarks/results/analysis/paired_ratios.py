"""Issue 65 item 1's cells over paired repeats: each block of
`python -m benchmarks.click_stream --parts b ...` runs, per cell (machines,
link rate), the dynamic and the static table in turn, `--b-repeats`
times; repeat r of the dynamic table is paired with repeat r of the
static one. Prints, per group of blocks (a code) and cell, the paired
step-time ratios' median, a 90% bootstrap interval of that median, the
share of repeats at or under the bound, the medians of 3 consecutive
repeats, and the box's CPU a step (dynamic / static), and writes JSON.

    python benchmarks/results/analysis/paired_ratios.py \\
        --group before='click-stream-100-ab-rebuild-a-*' \\
        --group after='click-stream-100-ab-rebuild-b-*'

(Folders under benchmarks/results; a group's blocks in name order.) Every
block of the standing table code, pooled (2cbf870's at noon on 12-06
through 1c2e153 and 1085c52's at midnight; 1085c52 changed only the
eviction's rebuild, which those 100 steps barely run):

    python benchmarks/results/analysis/paired_ratios.py --group standing=\
    'click-stream-100-ab-2cbf870-*,click-stream-100-ab-pack-a-*,click-stream-100-at-bbb5d6a-*,\
    click-stream-100-ab-masks-a-*,click-stream-100-ab-threads-a-*,click-stream-100-ab-rebuild-*'
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[1]


def pairs(folder: Path) -> list[dict]:
    """(cell, step ratio, box CPU ms dynamic and static) per paired repeat."""
    runs: dict = {}
    for line in (folder / "runs.jsonl").read_text().splitlines():
        r = json.loads(line)
        if r.get("status") == "ok":
            runs[(r["machines"], r["link_mbit"], r["repeat"], r["embedding"])] = r
    out = []
    for (m, rate, rep, emb), dyn in sorted(runs.items()):
        st = runs.get((m, rate, rep, "static"))
        if emb != "dynamic" or st is None:
            continue
        out.append({"cell": f"{m} machines, {rate:g} Mbit/s", "block": folder.name,
                    "ratio": dyn["step_seconds_median"] / st["step_seconds_median"],
                    "cpu_dynamic_ms": 1e3 * dyn["box_cpu_seconds_per_step"],
                    "cpu_static_ms": 1e3 * st["box_cpu_seconds_per_step"]})
    return out


def interval(xs: list[float], draws: int = 4000) -> tuple[float, float]:
    """90% bootstrap interval of the median (seeded: the same answer twice)."""
    rng = random.Random(0)
    meds = sorted(statistics.median(rng.choices(xs, k=len(xs))) for _ in range(draws))
    return meds[int(0.05 * draws)], meds[int(0.95 * draws) - 1]


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--group", action="append", required=True, help="name=glob[,glob...]")
    ap.add_argument("--bound", type=float, default=1.15)
    ap.add_argument("--out", default=str(RESULTS / "analysis" / "paired_ratios.json"))
    args = ap.parse_args()
    report: dict = {}
    for spec in args.group:
        name, pattern = spec.split("=", 1)
        folders = sorted({p for glob in pattern.split(",") for p in RESULTS.glob(glob)
                          if (p / "runs.jsonl").exists()})
        got = [p for f in folders for p in pairs(f)]
        for cell in sorted({p["cell"] for p in got}):
            mine = [p for p in got if p["cell"] == cell]
            xs = [p["ratio"] for p in mine]
            lo, hi = interval(xs)
            threes = [statistics.median(xs[i:i + 3]) for i in range(0, len(xs) - 2, 3)]
            row = {"blocks": len(folders), "repeats": len(xs), "median": statistics.median(xs),
                   "interval90": [lo, hi],
                   "at_or_under": sum(x <= args.bound for x in xs) / len(xs),
                   "medians_of_3": threes,
                   "cpu_ms": [statistics.median(p["cpu_dynamic_ms"] for p in mine),
                              statistics.median(p["cpu_static_ms"] for p in mine)],
                   "ratios": xs}
            report.setdefault(name, {})[cell] = row
            print(f"{name:>10} | {cell} | {len(xs)} repeats | median {row['median']:.3f} "
                  f"({lo:.3f}-{hi:.3f}) | <= {args.bound}: {row['at_or_under']:.2f} | "
                  f"medians of 3: {' '.join(f'{t:.2f}' for t in threes)} | box CPU ms "
                  f"{row['cpu_ms'][0]:.1f} / {row['cpu_ms'][1]:.1f}")
    Path(args.out).write_text(json.dumps(report, indent=1))
    return report


if __name__ == "__main__":
    main()
