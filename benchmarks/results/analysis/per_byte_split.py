"""Does a CPU cost per byte split by kind (gathered rows vs the rest) fit
predict-r3 and the user model's runs, and predict both predict-r4 and the
6-8 machine runs (scale-6-turns, scale-8-turns)? Each run is predicted from
its own plan service's measurement of the step alone (pooled per model, as
step_prediction does); the shipped and committed calibrations beside it.

    python benchmarks/results/analysis/per_byte_split.py    # 1 min, prints only
"""
import contextlib
import dataclasses
import io
import os
import statistics
import sys

import numpy as np
from scipy.optimize import nnls

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
sys.path.insert(0, REPO)
os.chdir(REPO)

from benchmarks import step_prediction as sp  # noqa: E402
from parallax_tf.planner import step_time as st  # noqa: E402

TURN_WAIT = 0.000324
GATHERED = {"per_byte": 0.0}
"""The extra CPU seconds per gathered byte the patched worker_cpu adds."""
_worker_cpu = st.worker_cpu


def gathered(plan) -> list:
    """Each machine's bytes of variables AllGathered (rows), per step."""
    out = [0.0] * plan.cluster.num_machines
    for v in plan.variables.values():
        if v.collective == "allgather" and v.bytes_per_machine is not None:
            out = [a + b for a, b in zip(out, v.bytes_per_machine)]
    return out


def _patched(plan, compute, calibration, fusion_bytes, cores=None):
    base = _worker_cpu(plan, compute, calibration, fusion_bytes, cores)
    return [b + GATHERED["per_byte"] * g / max(1, w)
            for b, g, w in zip(base, gathered(plan), plan.cluster.workers_per_machine)]


def fit(runs, cores=2):
    """step_prediction.fit with one more column: the gathered bytes."""
    keys = ("compute_factor", "crowding", "per_byte", "per_request", "per_exchange",
            "per_collective")
    zero = dataclasses.replace(st.NONE, compute_factor=0.0, server_compute=0.0)
    box = st.Cores(per_machine=cores, shared=cores)
    rows, target = [], []
    for r in runs:
        row = [_worker_cpu(r["plan"], r["compute"], dataclasses.replace(zero, **{k: 1.0}),
                           sp.FUSION, box)[0] for k in keys]
        row.append(gathered(r["plan"])[0] / max(1, r["plan"].cluster.workers_per_machine[0]))
        rows.append(row)
        target.append(r["rec"]["cpu_seconds_per_step_per_worker_mean"])
    weights = 1.0 / np.asarray(target)
    x, _ = nnls(np.asarray(rows) * weights[:, None], np.ones(len(target)))
    cal = st.Calibration(**{k: float(v) for k, v in zip(keys, x[:6])}, server_request=0.00113,
                         server_compute=1.0, server_byte=0.0, sharing=1.0, turn_wait=TURN_WAIT)
    GATHERED["per_byte"] = float(x[6])
    ratios = [(r["rec"]["step_seconds_median"] - p.turns_s) / p.cpu_s
              for r, p in ((r, sp.predict_run(r, cal, cores)) for r in runs)]
    return dataclasses.replace(cal, sharing=statistics.median(ratios))


def score(name, runs, cal):
    """Median and worst error of the cells' medians, and how many within 15%."""
    cells: dict = {}
    for r in runs:
        rec = r["rec"]
        cells.setdefault((rec["model"], rec["machines"], rec["link_mbit"], rec["arch"]), []) \
            .append((sp.predict_run(r, cal, 2).step_s, rec["step_seconds_median"]))
    errs = [abs(statistics.median(p for p, _ in v) / statistics.median(m for _, m in v) - 1)
            for v in cells.values()]
    print(f"  {name}: median {statistics.median(errs):.1%}, worst {max(errs):.1%}, within "
          f"15% {sum(e <= 0.15 for e in errs)} of {len(errs)}")


def main() -> None:
    with contextlib.redirect_stderr(io.StringIO()):
        groups = {"fit": ["predict-r3", "user-tables", "user-tables-b"],
                  "predict-r4": ["predict-r4"], "user model": ["user-tables", "user-tables-b"],
                  "6-8 machines": ["scale-6-turns", "scale-8-turns"]}
        runs = {k: sp.load_runs(v) for k, v in groups.items()}
    for group in runs.values():
        sp.pool_compute(group)
    st.worker_cpu = _patched
    cal = fit(runs["fit"])
    print(f"split: {GATHERED['per_byte'] * 1e9:.1f} ns a gathered byte, "
          f"{cal.per_byte * 1e9:.2f} ns any byte")
    for name in ("predict-r4", "user model", "6-8 machines"):
        score(name, runs[name], cal)
    GATHERED["per_byte"] = 0.0
    for label, c in (("the defaults (BOX)", st.BOX),
                     ("calibration-r3-turns", st.Calibration.load(
                         "benchmarks/results/crowding/calibration-r3-turns.json")),
                     ("calibration-turns", st.Calibration.load(
                         "benchmarks/results/crowding/calibration-turns.json"))):
        print(label)
        for name in ("predict-r4", "user model", "6-8 machines"):
            score(name, runs[name], c)


if __name__ == "__main__":
    main()
