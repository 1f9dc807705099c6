"""The estimator against measured steps (issue 64 item 3, first cells).

    python -m benchmarks.compare --models lm,resnet --archs hybrid,allreduce,ps_agg \\
        --machines 2,4 --rates 1000,100 --steps 16 --name predict-tiny --no-plots
    python -m benchmarks.step_prediction predict-tiny [more result folders ...]

For every run of the named `benchmarks.compare` result folders, the
estimator (`parallax_tf/planner/step_time.py`) predicts the step time from
what the run's offline planning service recorded beside it: the plan
(`plan.json`: placements, bytes per machine) and the step measured on one
process (`compute.json`), the link rate of the run, and the cores (this
box's, shared by every emulated machine). It fits the `Calibration` (a
task's compute in a job over alone, the CPU per byte, per server request
and per collective: non-negative least squares on the workers' measured CPU
per step; the sharing: the median measured step over the CPU term) on the
runs of the machine counts named by `--calibrate` (default all),
then prints per run the predicted and measured (median slowest worker)
step times and the error; per cell and architecture their medians over
the repeats and the error of those (the headline figures: issue 64 item
3); and per cell whether the candidate predicted best (the fixed
architectures and MIXED's plan) is the measured best or tied with it
(medians within 3%).
Writes `benchmarks/results/<first folder>/prediction.json` (with
`--calibrate`: `prediction-calibrated-on-<counts>.json`).
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
FUSION = 64 << 20
"""The fusion limit the jobs ran with (env's default)."""
FIXED = ("hybrid", "allreduce", "ps", "ps_agg", "mixed")
"""The candidates the best is chosen among: the fixed architectures and
MIXED's plan (what MIXED chose, its own or one of theirs)."""
TIE = 0.03
"""Two candidates whose measured medians are within 3% are tied (issue 64)."""


def load_runs(folders: Sequence[str]) -> list[dict]:
    """The ok runs of the folders with their plan and compute."""
    from parallax_tf.plan import Plan
    from parallax_tf.plan.compute import StepCompute
    runs = []
    for name in folders:
        for line in (RESULTS / name / "results.jsonl").read_text().splitlines():
            rec = json.loads(line)
            if rec.get("status") != "ok" or rec.get("step_seconds_median") is None:
                continue
            if rec.get("plan_mismatch"):
                # MIXED's descent in the job chose other places than the
                # offline planning service's (at other links): plan.json is
                # not the plan the job ran, so there is nothing to predict
                print(f"step_prediction: {rec['run_id']}: left out, its plan.json is not the "
                      f"job's ({len(rec['plan_mismatch'])} variable(s) placed otherwise, e.g. "
                      f"{rec['plan_mismatch'][0]})", file=sys.stderr)
                continue
            run_dir = Path(rec["run_dir"])
            if not (run_dir / "plan.json").exists() or not (run_dir / "compute.json").exists():
                print(f"step_prediction: {rec['run_id']}: no plan.json/compute.json beside it "
                      "(run before the planning service recorded them)", file=sys.stderr)
                continue
            runs.append({"rec": rec, "plan": Plan.from_json((run_dir / "plan.json").read_text()),
                         "compute": StepCompute.from_dict(
                             json.loads((run_dir / "compute.json").read_text()))})
    return runs


def plan_key(rec: dict) -> str:
    """What the job ran, as a key: each variable's place, shard count and
    collective (the job's own plan, `job_plan`). Places alone ("allreducex1")
    would pool MIXED's densified tables with ALLREDUCE's gathered ones:
    two plans."""
    plan = rec.get("job_plan")
    if not plan:
        return json.dumps(rec.get("placements"), sort_keys=True)
    return json.dumps({name: [v.get("placement"), v.get("num_shards"), v.get("collective")]
                       for name, v in plan.items()}, sort_keys=True)


def pool_compute(runs: list[dict]) -> None:
    """Give every run of a model (and config) the medians of its step's
    measurements alone: each architecture's plan service measured the same
    step once (5 runs; a ResNet's CPU read 7.9 and 9.6 ms on two of them),
    and the step alone does not depend on the plan."""
    from parallax_tf.plan.compute import StepCompute
    by_model: dict[tuple, dict[str, Any]] = {}       # each measurement once
    for r in runs:
        key = (r["rec"]["model"], r["rec"].get("config"))
        by_model.setdefault(key, {})[json.dumps(r["compute"].to_dict(), sort_keys=True)] = \
            r["compute"]
    pooled = {}
    for key, measured in by_model.items():
        distinct = measured.values()
        names = sorted({n for c in distinct for n in c.server_ops_s})
        pooled[key] = StepCompute(
            wall_s=statistics.median(c.wall_s for c in distinct),
            cpu_s=statistics.median(c.cpu_s for c in distinct),
            cores=next(iter(distinct)).cores,
            server_ops_s={n: statistics.median(c.server_ops_s.get(n, 0.0) for c in distinct)
                          for n in names})
    for r in runs:
        r["compute"] = pooled[(r["rec"]["model"], r["rec"].get("config"))]


def predict_run(run: dict, calibration: Any, cores: int) -> Any:
    from parallax_tf.planner import per_variable
    from parallax_tf.planner.step_time import Cores, predict
    rate = float(run["rec"]["link_mbit"]) or 10_000.0
    links = per_variable.Links(bandwidth=rate * 1e6 / 8,
                               server_round_trip=per_variable.ASSUMED.server_round_trip,
                               collective=per_variable.ASSUMED.collective, measured=False)
    return predict(run["plan"], run["compute"], links, Cores(per_machine=cores, shared=cores),
                   calibration, FUSION)


def fit(runs: list[dict], cores: int, turn_wait: float = 0.0) -> tuple[Any, float]:
    """The Calibration, by non-negative least squares on relative errors: a worker's compute
    factor, crowding and CPU costs of communication on the workers'
    measured CPU per step; a server's per request on the box's CPU less the
    workers' and less its moved ops at their time alone
    (`rest_cpu_seconds_per_step`, runs that sampled it; else the worker's
    per request); `server_byte` 0 (fitted on the tiny models it priced the
    user model's server steps 36-71% long, benchmarks/LOG.md); its sharing
    the median of the measured step (less the ring's turns on shared cores
    at the given `turn_wait`, measured apart) over the CPU term. And the
    median |relative error| of the workers' CPU.

    In two stages: first every request priced alike; then the requests to
    servers of dense variables only (`step_time.dense_servers`), on what
    the first stage leaves of the runs that send them (a worker's CPU, a
    server's). Fitted jointly, the few runs with such servers (ResNet's PS)
    let the solver trade their requests for the crowding
    (benchmarks/LOG.md, "Requests to servers of dense variables only")."""
    import numpy as np
    from scipy.optimize import nnls

    from parallax_tf.planner.step_time import (
        NONE,
        Calibration,
        Cores,
        request_costs,
        server_cpu,
        worker_cpu,
    )
    box = Cores(per_machine=cores, shared=cores)
    keys = ("compute_factor", "crowding", "per_byte", "per_request", "per_exchange",
            "per_collective")
    zero = dataclasses.replace(NONE, compute_factor=0.0, server_compute=0.0)

    def unit(key: str) -> Any:          # a calibration of 1 on `key` alone
        extra = {"per_dense_request": 1.0} if key == "per_request" else {}
        return dataclasses.replace(zero, **{key: 1.0}, **extra)

    rows, target = [], []
    for r in runs:
        plan, compute = r["plan"], r["compute"]
        rows.append([worker_cpu(plan, compute, unit(k), FUSION, box)[0] for k in keys])
        target.append(r["rec"]["cpu_seconds_per_step_per_worker_mean"])
    weights = 1.0 / np.asarray(target)          # relative errors, as the targets are stated
    x, _ = nnls(np.asarray(rows) * weights[:, None], np.ones(len(target)))
    request = float(x[keys.index("per_request")])   # every request alike, this stage
    fitted = Calibration(**{k: float(v) for k, v in zip(keys, x)},
                         per_dense_request=request, server_request=request,
                         server_dense_request=request, server_compute=1.0,
                         server_byte=0.0, sharing=1.0, turn_wait=turn_wait)
    errs = [abs(float(np.dot(f, x)) / t - 1) for f, t in zip(rows, target)]

    def dense_requests(plan: Any) -> float:     # a worker's, per step
        return sum(request_costs(plan, 0.0, 1.0).values())

    dense = [(r, d) for r in runs if (d := dense_requests(r["plan"]))]
    if dense:
        y, _ = nnls(np.asarray([[d] for _, d in dense]), np.asarray(
            [r["rec"]["cpu_seconds_per_step_per_worker_mean"]
             - worker_cpu(r["plan"], r["compute"], dataclasses.replace(fitted,
                          per_dense_request=0.0), FUSION, box)[0] for r, _ in dense]))
        fitted = dataclasses.replace(fitted, per_dense_request=float(y[0]))
    served = [r for r in runs if r["rec"].get("rest_cpu_seconds_per_step") is not None
              and r["plan"].num_servers]
    if served:
        ops = dataclasses.replace(zero, server_compute=1.0)

        def answered(r: dict, sparse: float, dense: float) -> float:
            return sum(server_cpu(r["plan"], r["compute"], dataclasses.replace(
                zero, server_request=sparse, server_dense_request=dense)))

        rest = {id(r): r["rec"]["rest_cpu_seconds_per_step"]
                - sum(server_cpu(r["plan"], r["compute"], ops)) for r in served}
        y, _ = nnls(np.asarray([[answered(r, 1.0, 1.0)] for r in served]),
                    np.asarray([rest[id(r)] for r in served]))
        fitted = dataclasses.replace(fitted, server_request=float(y[0]),
                                     server_dense_request=float(y[0]))
        sending = {id(r) for r, _ in dense}
        only = [r for r in served if id(r) in sending]
        if only:
            z, _ = nnls(np.asarray([[answered(r, 0.0, 1.0)] for r in only]),
                        np.asarray([rest[id(r)] - answered(r, float(y[0]), 0.0)
                                    for r in only]))
            fitted = dataclasses.replace(fitted, server_dense_request=float(z[0]))
    ratios = [(r["rec"]["step_seconds_median"] - p.turns_s) / p.cpu_s
              for r, p in ((r, predict_run(r, fitted, cores)) for r in runs)]
    return dataclasses.replace(fitted, sharing=statistics.median(ratios)), \
        statistics.median(errs)


def _table(rows: list[dict], extra: str) -> None:
    """A markdown table of predicted and measured step times, one column
    `extra` beside them."""
    print(f"| model | machines | Mbit/s | arch | predicted ms | measured ms | error | {extra} |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['model']} | {row['machines']} | {row['mbit']:g} | {row['arch']} | "
              f"{row['predicted_ms']:.1f} | {row['measured_ms']:.1f} | "
              f"{row['error']:+.1%} | {row[extra]} |")


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.step_prediction",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("folders", nargs="+", help="benchmarks/results/<name> folders of compare")
    p.add_argument("--calibrate", default="", help="comma list of machine counts to fit on "
                   "(default: every run)")
    p.add_argument("--check", nargs="+", default=[], metavar="FOLDER",
                   help="result folders predicted with the fit but not fitted on (the "
                        "headline figures are theirs); writes its prediction file there")
    p.add_argument("--cores", type=int, default=os.cpu_count() or 1)
    p.add_argument("--box", action="store_true",
                   help="predict with the shipped calibration (step_time.BOX), fit nothing")
    p.add_argument("--calibration", metavar="FILE",
                   help="predict with this calibration (a JSON of step_time.Calibration's "
                        "fields, e.g. results/crowding/calibration-turns.json), fit nothing")
    p.add_argument("--turn-wait", type=float, default=0.0, metavar="SECONDS",
                   help="fit with a ring collective's turn on shared cores taking this long "
                        "per task a core (measured apart: collective_crowding.py)")
    p.add_argument("--per-plan-compute", action="store_true",
                   help="predict each run from its own plan service's measurement of the "
                        "step alone (default: a model's medians over them, `pool_compute`)")
    args = p.parse_args(argv)
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    fitted_on = load_runs(args.folders)
    runs = load_runs(args.check) if args.check else fitted_on
    if not runs or not fitted_on:
        print("step_prediction: no run with plan.json and compute.json", file=sys.stderr)
        return 1
    if not args.per_plan_compute:
        pool_compute(fitted_on)
        if args.check:
            pool_compute(runs)
    machines = {int(x) for x in args.calibrate.split(",") if x.strip()}
    calibration_runs = [r for r in fitted_on
                        if not machines or r["rec"]["machines"] in machines]
    if args.box:
        from parallax_tf.planner.step_time import BOX
        fitted, said = BOX, "The shipped calibration (step_time.BOX, no fit)"
    elif args.calibration:
        from parallax_tf.planner.step_time import Calibration
        fitted = Calibration.load(args.calibration)
        said = f"The calibration of {args.calibration} (no fit)"
    else:
        fitted, score = fit(calibration_runs, args.cores, args.turn_wait)
        said = (f"Calibration fitted on {len(calibration_runs)} run(s) (median |error| of a "
                f"worker's CPU per step {score:.1%})")
    print(f"{said}: compute x"
          f"{fitted.compute_factor:.2f} + {fitted.crowding:.2f} per task beyond one a core, "
          f"{fitted.per_byte * 1e9:.1f} ns/byte, {fitted.per_request * 1e6:.0f} us/request "
          f"({fitted.per_dense_request * 1e6:.0f} to a server of dense variables only) "
          f"+ {fitted.per_exchange * 1e6:.0f} us a step with servers, "
          f"{fitted.per_collective * 1e6:.0f} us/collective "
          f"(+{fitted.turn_wait * 1e6:.0f} us a ring turn per task a core); a server's "
          f"{fitted.server_request * 1e6:.0f} "
          f"us/request ({fitted.server_dense_request * 1e6:.0f} dense only), "
          f"x{fitted.server_compute:.2f} its moved ops; sharing "
          f"x{fitted.sharing:.2f}")
    rows, cells = [], {}
    for r in runs:
        rec, pred = r["rec"], predict_run(r, fitted, args.cores)
        measured = rec["step_seconds_median"]
        row = {"model": rec["model"], "machines": rec["machines"], "mbit": rec["link_mbit"],
               "arch": rec["arch"], "repeat": rec.get("repeat"),
               "predicted_ms": round(pred.step_s * 1e3, 2),
               "measured_ms": round(measured * 1e3, 2),
               "error": round(pred.step_s / measured - 1, 4), "bound": pred.bound,
               "terms_ms": {"worker": round(pred.worker_s * 1e3, 2),
                            "cpu": round(pred.cpu_s * 1e3, 2),
                            "wire": round(pred.wire_s * 1e3, 2)},
               "calibration": r in calibration_runs,
               "compute": r["compute"].to_dict(),
               "plan": plan_key(rec)}
        rows.append(row)
        cells.setdefault((rec["model"], rec["machines"], rec["link_mbit"]), []).append(row)
    _table(rows, "bound")
    errors = [abs(row["error"]) for row in rows]
    medians = []
    for key, members in cells.items():
        for arch in sorted({row["arch"] for row in members}):
            mine = [row for row in members if row["arch"] == arch]
            p = statistics.median(row["predicted_ms"] for row in mine)
            m = statistics.median(row["measured_ms"] for row in mine)
            medians.append({"model": key[0], "machines": key[1], "mbit": key[2], "arch": arch,
                            "runs": len(mine), "predicted_ms": round(p, 2),
                            "measured_ms": round(m, 2), "error": round(p / m - 1, 4)})
    print("\nMedians per cell and architecture:\n")
    _table(medians, "runs")
    median_errors = [abs(row["error"]) for row in medians]
    verdicts = {}
    plan_errors: list[float] = []
    for key, members in cells.items():
        # a candidate is a plan: architectures that placed every variable
        # alike (MIXED choosing ALLREDUCE's places, a HYBRID without sparse
        # variables) are one, their runs together
        by_plan: dict[str, dict[str, Any]] = {}
        for row in members:
            if row["arch"] not in FIXED:
                continue
            entry = by_plan.setdefault(row["plan"], {"archs": set(), "p": [], "m": []})
            entry["archs"].add(row["arch"])
            entry["p"].append(row["predicted_ms"])
            entry["m"].append(row["measured_ms"])
        med = {"=".join(sorted(v["archs"])): (statistics.median(v["p"]), statistics.median(v["m"]))
               for v in by_plan.values()}
        plan_errors.extend(abs(p / m - 1) for p, m in med.values())
        predicted_best = min(med, key=lambda a: med[a][0])
        measured_best = min(med, key=lambda a: med[a][1])
        ok = med[predicted_best][1] <= med[measured_best][1] * (1 + TIE)
        verdicts["/".join(map(str, key))] = {"predicted_best": predicted_best,
                                             "measured_best": measured_best, "right": ok}
    right = sum(v["right"] for v in verdicts.values())
    print(f"\nmedians per cell and plan (architectures that placed alike pooled): median "
          f"|error| {statistics.median(plan_errors):.1%}, worst {max(plan_errors):.1%} over "
          f"{len(plan_errors)}")
    print(f"medians per cell and architecture: median |error| "
          f"{statistics.median(median_errors):.1%}, worst {max(median_errors):.1%} over "
          f"{len(medians)}; single runs: median {statistics.median(errors):.1%}, worst "
          f"{max(errors):.1%} over {len(rows)}; the candidate predicted best is the measured "
          f"best (or within {TIE:.0%}) in {right} of {len(verdicts)} cell(s)")
    for cell, v in verdicts.items():
        print(f"  {cell}: predicted {v['predicted_best']}, measured {v['measured_best']}"
              f"{'' if v['right'] else '  <- wrong'}")
    suffix = "-calibrated-on-" + "-".join(map(str, sorted(machines))) if machines else ""
    suffix += "-turns" if args.turn_wait and not (args.box or args.calibration) else ""
    suffix = "-box" if args.box else suffix
    suffix = f"-given-{Path(args.calibration).stem}" if args.calibration else suffix
    if args.check and not (args.box or args.calibration):
        suffix = f"-fitted-on-{'-'.join(args.folders)}{suffix}"
    out = RESULTS / (args.check or args.folders)[0] / f"prediction{suffix}.json"
    out.write_text(json.dumps({"calibration": dataclasses.asdict(fitted),
                               "calibrated_on_machines": sorted(machines) or "all",
                               "calibrated_on": "BOX" if args.box else
                               args.calibration or args.folders,
                               "checked_on": args.check or None,
                               "cores": args.cores, "rows": rows, "medians": medians,
                               "cells": verdicts,
                               "median_abs_error": statistics.median(median_errors),
                               "worst_abs_error": max(median_errors),
                               "plan_median_abs_error": statistics.median(plan_errors),
                               "plan_worst_abs_error": max(plan_errors),
                               "run_median_abs_error": statistics.median(errors),
                               "run_worst_abs_error": max(errors)}, indent=1) + "\n")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
