"""The estimator on clusters larger than it was fitted on (issue 66 item 2):
predictions for 6 and 8 emulated machines, committed before those cells run,
then checked against their medians.

    # 1. calibrate on the 2- and 4-machine cells (writes the calibration)
    python -m benchmarks.step_prediction predict-r3 predict-r4
    # 2. predict the new cells and commit the file before running them
    python -m benchmarks.scale_check predict --calibration \\
        benchmarks/results/predict-r3/prediction.json --name scale-predicted
    # 3. run them (3 interleaved repeats), then check
    python -m benchmarks.compare --models lm,resnet --archs hybrid,allreduce,ps_agg \\
        --machines 6,8 --rates 100,1000 --steps 30 --repeats 3 --name scale-6-8 --no-plots
    python -m benchmarks.scale_check check --name scale-predicted --runs scale-6-8

`predict` plans each model's step (its `parallax_tf_step` hook, `--config
tiny`) with `px.plan(cores=Cores(2, shared=2), links=RATE,
scale=Scale(("6x1", "8x1"), calibration=...))`: the prediction a user gets
from `parallax-tf plan --predict 6,8`, the step timed alone on this
process (run it on an idle box). It writes `predicted.json`: per cell
(model, machines, Mbit/s) each architecture's predicted step time and
their order. `check` reads the runs' medians (`step_seconds_median`, the
slowest worker's median step, as `step_prediction` does) and prints per
cell the predicted and measured milliseconds, the error, and whether the
order of the architectures is the measured one (two measured within 3%
are tied: either order is right; two predicted alike, one plan, are not
ordered; also counted: with two predicted within 3% not ordered either),
against the gate: every cell within 15% and every order right. Writes
`check.json` beside the runs.
"""
from __future__ import annotations

import argparse
import dataclasses
import itertools
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
MODELS = {"lm": "examples/lm/train.py", "resnet": "examples/resnet/train.py"}
ARCHS = {"hybrid": "hybrid", "allreduce": "allreduce", "ps": "ps_agg"}
"""The estimator's candidates under the benchmark's names (PS with local
aggregation, the default, is compare's `ps_agg`)."""
GATE = 0.15
TIE = 0.03


def _hook(model: str, config: str) -> Any:
    """The example's `parallax_tf_step` at `--config config`, loaded as
    `parallax-tf plan` loads a script."""
    from parallax_tf import script
    return script.step_spec(script.load_script(str(REPO / MODELS[model])),
                            ["--config", config])


def predict(args: argparse.Namespace) -> int:
    import parallax_tf as px
    from parallax_tf.planner.scale import Scale
    from parallax_tf.planner.step_time import BOX, Calibration, Cores
    calibration = Calibration.load(args.calibration) if args.calibration else BOX
    shapes = tuple(f"{m}x1" for m in args.machines)
    cells: dict[str, dict[str, float]] = {}
    computes = {}
    for model in args.models:
        spec = _hook(model, args.config)
        for rate in args.rates:     # the step timed once a model, its measurement reused
            plan = px.plan(spec.step, *spec.example_args, resources="m0:0",
                           config=spec.config, sample_batches=spec.sample_batches,
                           links=str(rate), cores=Cores(per_machine=2, shared=2),
                           scale=Scale(shapes=shapes, calibration=calibration,
                                       measured=computes.get(model)))
            scaled = plan.predicted["scale"]
            computes[model] = scaled["compute"]
            for p in scaled["points"]:
                if p["arch"] in ARCHS:
                    cell = f"{model}/{p['shape'].split('x')[0]}/{rate}"
                    cells.setdefault(cell, {})[ARCHS[p["arch"]]] = round(p["step_s"] * 1e3, 3)
            for cell, v in cells.items():        # no sparse variable: HYBRID is ALLREDUCE's plan
                if cell.startswith(f"{model}/") and "hybrid" not in v and "allreduce" in v:
                    v["hybrid"] = v["allreduce"]
    out = RESULTS / args.name
    out.mkdir(parents=True, exist_ok=True)
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=REPO, capture_output=True,
                            text=True).stdout.strip()
    record = {"command": "python -m benchmarks.scale_check " + " ".join(sys.argv[1:]),
              "commit": commit, "calibration": dataclasses.asdict(calibration),
              "compute": computes, "cores": {"per_machine": 2, "shared": 2},
              "cells": {c: {"predicted_ms": v, "order": sorted(v, key=lambda a: v[a])}
                        for c, v in sorted(cells.items())}}
    (out / "predicted.json").write_text(json.dumps(record, indent=1) + "\n")
    for cell, v in record["cells"].items():
        print(f"{cell}: " + ", ".join(f"{a} {v['predicted_ms'][a]:.1f} ms" for a in v["order"]))
    print(f"wrote {out / 'predicted.json'}")
    return 0


def _order_right(predicted: dict[str, float], measured: dict[str, float],
                 predicted_tie: float = 0.0) -> bool:
    """Every pair the prediction orders is ordered so by the measurement,
    or measured within `TIE` of each other; a pair predicted alike (one
    plan), or within `predicted_tie`, is not ordered."""
    for a, b in itertools.combinations(predicted, 2):
        if predicted[a] > predicted[b]:
            a, b = b, a
        if predicted[b] <= predicted[a] * (1 + predicted_tie):
            continue
        if measured[a] > measured[b] * (1 + TIE):
            return False
    return True


def check(args: argparse.Namespace) -> int:
    predicted = json.loads((RESULTS / args.name / "predicted.json").read_text())["cells"]
    runs: dict[str, dict[str, list[float]]] = {}
    for folder in args.runs:
        for line in (RESULTS / folder / "results.jsonl").read_text().splitlines():
            rec = json.loads(line)
            if rec.get("status") != "ok" or rec.get("step_seconds_median") is None:
                continue
            cell = f"{rec['model']}/{rec['machines']}/{rec['link_mbit']:g}"
            runs.setdefault(cell, {}).setdefault(rec["arch"], []).append(
                rec["step_seconds_median"] * 1e3)
    rows, verdicts = [], {}
    print("| cell | arch | predicted ms | measured ms (runs) | error |")
    print("|---|---|---|---|---|")
    for cell, p in predicted.items():
        got = runs.get(cell, {})
        measured = {a: statistics.median(v) for a, v in got.items() if a in p["predicted_ms"]}
        for arch, ms in p["predicted_ms"].items():
            if arch not in measured:
                continue
            err = ms / measured[arch] - 1
            rows.append({"cell": cell, "arch": arch, "predicted_ms": ms,
                         "measured_ms": round(measured[arch], 3), "runs": len(got[arch]),
                         "error": round(err, 4)})
            print(f"| {cell} | {arch} | {ms:.1f} | {measured[arch]:.1f} ({len(got[arch])}) | "
                  f"{err:+.1%} |")
        if len(measured) == len(p["predicted_ms"]):
            verdicts[cell] = {"order_right": _order_right(p["predicted_ms"], measured),
                              "order_right_predicted_ties": _order_right(
                                  p["predicted_ms"], measured, TIE),
                              "measured_order": sorted(measured, key=lambda a: measured[a]),
                              "predicted_order": p["order"]}
    errors = [abs(r["error"]) for r in rows]
    if not errors:
        print("scale_check: no run of a predicted cell yet", file=sys.stderr)
        return 1
    within = sum(e <= GATE for e in errors)
    right = sum(v["order_right"] for v in verdicts.values())
    right_tied = sum(v["order_right_predicted_ties"] for v in verdicts.values())
    print(f"\n{within} of {len(errors)} cell-architectures within {GATE:.0%} (median |error| "
          f"{statistics.median(errors):.1%}, worst {max(errors):.1%}); order right in "
          f"{right} of {len(verdicts)} cells ({right_tied} with two predicted within "
          f"{TIE:.0%} left unordered)")
    for cell, v in verdicts.items():
        print(f"  {cell}: predicted {' < '.join(v['predicted_order'])}, measured "
              f"{' < '.join(v['measured_order'])}{'' if v['order_right'] else '  <- wrong'}")
    passed = within == len(errors) and right == len(verdicts) == len(predicted)
    (RESULTS / args.runs[0] / "check.json").write_text(json.dumps(
        {"predicted": args.name, "rows": rows, "cells": verdicts, "gate": GATE,
         "median_abs_error": statistics.median(errors), "worst_abs_error": max(errors),
         "within_gate": within, "orders_right": right,
         "orders_right_predicted_ties": right_tied, "passed": passed}, indent=1) + "\n")
    print(f"gate {'passed' if passed else 'NOT passed'}; wrote "
          f"{RESULTS / args.runs[0] / 'check.json'}")
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.scale_check",
                                description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="command", required=True)
    pr = sub.add_parser("predict", help="predict the cells and write predicted.json")
    pr.add_argument("--name", required=True, help="benchmarks/results/<name>/predicted.json")
    pr.add_argument("--calibration", default=None, help="a JSON file with the calibration "
                    "(step_prediction's output); default the shipped BOX")
    pr.add_argument("--models", type=lambda s: s.split(","), default=["lm", "resnet"])
    pr.add_argument("--config", default="tiny")
    pr.add_argument("--machines", type=lambda s: [int(x) for x in s.split(",")], default=[6, 8])
    pr.add_argument("--rates", type=lambda s: [int(x) for x in s.split(",")],
                    default=[100, 1000])
    ch = sub.add_parser("check", help="compare the runs' medians with predicted.json")
    ch.add_argument("--name", required=True, help="the folder of predicted.json")
    ch.add_argument("--runs", nargs="+", required=True, help="compare's result folders")
    args = p.parse_args(argv)
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    return predict(args) if args.command == "predict" else check(args)


if __name__ == "__main__":
    sys.exit(main())
