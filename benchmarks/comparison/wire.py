"""The wire prediction: the byte model's payload plus what the wire carries
besides it, each term measured once (`python -m benchmarks.wire`, results
in benchmarks/results/wire-calibration/calibration.json):

    wire  = payload x HEADERS                 (TCP/IP/Ethernet headers and ACKs
                                               of a bulk transfer)
          + TF messages x MESSAGE_BYTES       (records.with_message_term)
    bound = wire + Horovod's idle rate(N) x the step's wall time

The payload is the plan's prediction (Table 3 with duplicate rows and
indices, `parallax_tf/plan/bytes_model.py`). Horovod's background thread
runs a coordination round every HOROVOD_CYCLE_TIME ms (1 by default)
whether or not a tensor waits: idle, that is 0.75-1.4 MB/s per machine
here (2-8 machines). A busy job cycles less often (its threads wait for
the 2 cores and for the collectives in flight), so that rate times the
step's time is an upper bound of the chatter, not a prediction: measured
bytes should lie between `wire` and `bound`. Jobs without Horovod (TF's
ParameterServerStrategy peer) have no chatter term.
"""
from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Optional

from benchmarks.comparison.runs import REPO

CALIBRATION = REPO / "benchmarks" / "results" / "wire-calibration" / "calibration.json"
NO_HOROVOD = frozenset({"tf_ps"})


@functools.lru_cache(maxsize=4)
def load(path: Path = CALIBRATION) -> Optional[dict]:
    """The calibration, or None when it was not run."""
    try:
        return json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None


def horovod_terms(calibration: dict, machines: int) -> Optional[dict]:
    """The Horovod calibration for `machines` (the nearest calibrated count
    below it, else above: the per-machine rates change little with N)."""
    by_n = {int(n): v for n, v in calibration.get("horovod", {}).items()}
    if not by_n:
        return None
    below = [n for n in by_n if n <= machines]
    return by_n[max(below)] if below else by_n[min(by_n)]


def wire_prediction(rec: dict, calibration: dict) -> Optional[dict]:
    """The terms of `rec`'s wire prediction and bound (bytes per machine per
    iteration), or None without a payload prediction."""
    payload = rec.get("bytes_per_machine_per_iter_predicted_mean")
    machines = rec.get("machines") or 0
    if not payload or machines < 2:
        return None
    terms = {"payload": payload,
             "headers": payload * (calibration["headers"]["factor"] - 1.0),
             "tf_messages": rec.get("message_bytes_per_machine_per_iter") or 0.0}
    terms["wire"] = sum(terms.values())
    hvd = horovod_terms(calibration, machines) if rec.get("arch") not in NO_HOROVOD else None
    seconds = rec.get("window_seconds_per_step") or rec.get("step_seconds_median")
    terms["horovod_idle"] = hvd["idle_bytes_per_s_per_machine"] * seconds \
        if hvd is not None and seconds else 0.0
    terms["bound"] = terms["wire"] + terms["horovod_idle"]
    return terms


def with_wire_prediction(rec: dict, calibration: Optional[dict] = None) -> dict:
    """`rec` with `wire_terms`, `ratio_wire` (measured / wire) and
    `ratio_bound` (measured / bound), when calibrated."""
    calibration = calibration if calibration is not None else load()
    terms = wire_prediction(rec, calibration) if calibration else None
    measured = rec.get("bytes_per_machine_per_iter_measured_mean")
    known = terms is not None and measured is not None
    rec["wire_terms"] = terms
    rec["ratio_wire"] = measured / terms["wire"] if known else None
    rec["ratio_bound"] = measured / terms["bound"] if known else None
    return rec
