"""Cached decisions and the links they were made on.

AUTO's decision is cached per model and cluster (the hosts and slots, not
the links' speed). Each run here starts the ranking example with
`-a auto` on 2 emulated machines (benchmarks/cluster.py), the same hosts
every time, sharing one decision cache, at the link rates given in order
(default 1000, 1000, 100, 100, 1000 Mbit/s): the first times the
candidates and saves, a run on like links reuses the decision, a run on
other links times again (the chief's warning says why). Printed per run:
the links the job measured, whether the decision was reused, what it chose
and the seconds the choice took; written to benchmarks/results/NAME/.

    python -m benchmarks.decision_links [--rates 1000,1000,100,100,1000]

Needs root (network namespaces). One run is about 30-60 s here.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Optional

REPO = Path(__file__).resolve().parent.parent
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

from benchmarks.cluster import EmulatedCluster  # noqa: E402
from benchmarks.per_variable import parse_log  # noqa: E402

PREFIX, SUBNET = "pxdl", "10.79.0.0/24"
_NOT_REUSED = re.compile(r"the cached architecture decision \S+ is not reused: (.*); timing")


def one_run(rate: float, cache: str, steps: int, model: str) -> dict[str, Any]:
    """One AUTO job at `rate` Mbit/s with the shared decision cache."""
    with EmulatedCluster(2, rate_mbit=rate, prefix=PREFIX, subnet=SUBNET) as cluster:
        started = time.monotonic()
        done = subprocess.run(
            [sys.executable, "-m", "parallax_tf.cli", "run", "--resources",
             cluster.resources(1), "-a", "auto", "examples/ranking/train.py", "--config", model,
             "--steps", str(steps), "--log-every", str(steps)],
            cwd=REPO, capture_output=True, text=True, timeout=900,
            env={**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2",
                 "PARALLAX_TF_SEARCH_CACHE": cache})
        seconds = time.monotonic() - started
    log = done.stdout + done.stderr
    parsed = parse_log(log)
    why: Optional[re.Match] = _NOT_REUSED.search(log)
    return {"rate_mbit": rate, "exit": done.returncode, "job_seconds": round(seconds, 1),
            "reused": "the cached decision of an earlier run" in log,
            "not_reused_because": why.group(1) if why else None, **parsed,
            "log_tail": log[-1500:] if done.returncode else None}


def main(argv: Optional[list[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.decision_links",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--rates", default="1000,1000,100,100,1000")
    p.add_argument("--steps", type=int, default=10)
    p.add_argument("--model", default="tiny", help="the ranking example's --config")
    p.add_argument("--name", default="decision-links")
    args = p.parse_args(argv)
    out = REPO / "benchmarks" / "results" / args.name
    out.mkdir(parents=True, exist_ok=True)
    runs = []
    with tempfile.TemporaryDirectory(prefix="pxdl-cache-") as cache:
        for rate in (float(r) for r in args.rates.split(",")):
            run = one_run(rate, cache, args.steps, args.model)
            runs.append(run)
            links = run.get("links") or {}
            print(f"{rate:6g} Mbit/s: exit {run['exit']}, links measured "
                  f"{links.get('mbit', '-')} Mbit/s, trip {links.get('round_trip_ms', '-')} ms, "
                  f"collective {links.get('collective_ms', '-')} ms "
                  f"({links.get('seconds', '-')} s); "
                  f"{'reused' if run['reused'] else 'timed'} -> {run.get('chose', '?')} in "
                  f"{run.get('choice_seconds', '-')} s; job {run['job_seconds']} s"
                  + (f"\n    not reused: {run['not_reused_because']}"
                     if run["not_reused_because"] else ""), flush=True)
            if run["exit"]:
                print(run["log_tail"])
    (out / "runs.json").write_text(json.dumps(runs, indent=2) + "\n")
    print(f"written: {out / 'runs.json'}")
    return 0 if all(r["exit"] == 0 for r in runs) else 1


if __name__ == "__main__":
    sys.exit(main())
