"""GPipe across pipeline replicas on both collective engines: the LM
example cut into 2 stages (two LSTM layers), 2 replicas of 2 stages on two
loopback "machines", its words/s on TensorFlow's collectives (each stage's
reduction and update in a session run of its own after its column, then the
token to the driver: three runs per stage and mini-batch) against Horovod's
(one run).

    python -m benchmarks.pipeline_engines                 # ~8 min: 2 engines x 3 repeats
    python -m benchmarks.pipeline_engines --repeats 1 --steps 40

Per job: worker 0's mean step time over the job (the example's last line,
first step excluded); the two replicas' drivers step together. Writes `results.json` and `table.md`
under --out (default benchmarks/results/pipeline-engines).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
from pathlib import Path
from typing import Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

from benchmarks.common import machine_description, repo_python, run_logged, tail  # noqa: E402

DEFAULT_OUT = REPO / "benchmarks" / "results" / "pipeline-engines"
RESOURCES = "localhost:0,1;127.0.0.1:0,1"
DONE = re.compile(r"done: \d+ steps, ([0-9.]+) ms/step, ([0-9,]+) words/s on this worker")
"""Worker 0's last line: its mean step time and rate (first step excluded);
the drivers of both replicas step together (their stages' reductions)."""


def command(engine: str, args: argparse.Namespace) -> list[str]:
    return [repo_python(), "-m", "parallax_tf.cli", "run", "--collectives", engine,
            "--resources", RESOURCES, str(REPO / "examples" / "lm" / "train.py"),
            "--config", args.config, "--schedule", "gpipe", "--lstm-layers", "2",
            "--steps", str(args.steps), "--log-every", str(args.steps // 4)]


def run_one(engine: str, repeat: int, args: argparse.Namespace, out: Path) -> dict:
    run_dir = out / "runs" / f"{engine}-{repeat}"
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
    code, timed_out = run_logged(command(engine, args), run_dir, env, args.timeout, cwd=REPO)
    found = DONE.findall((run_dir / "log.txt").read_text(errors="replace"))
    record = {"engine": engine, "repeat": repeat, "exit_code": code, "timed_out": timed_out}
    if code != 0 or not found:
        record["status"] = "failed"
        record["tail"] = tail(run_dir / "log.txt", 20)
    else:
        ms, rate = found[-1]
        record.update(status="ok", ms_per_step=float(ms),
                      words_per_s_worker0=float(rate.replace(",", "")))
    return record


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--steps", type=int, default=80)
    p.add_argument("--config", default="tiny")
    p.add_argument("--engines", default="tensorflow,horovod")
    p.add_argument("--timeout", type=float, default=900)
    p.add_argument("--out", default=str(DEFAULT_OUT))
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    records = []
    for repeat in range(args.repeats):          # engines interleaved: drift hits both
        for engine in args.engines.split(","):
            print(f"pipeline engines: {engine} repeat {repeat}", flush=True)
            records.append(run_one(engine, repeat, args, out))
    rows = []
    for engine in args.engines.split(","):
        rates = [r["ms_per_step"] for r in records
                 if r["engine"] == engine and r["status"] == "ok"]
        rows.append({"engine": engine, "jobs_ok": len(rates),
                     "median": statistics.median(rates) if rates else None,
                     "min": min(rates, default=None), "max": max(rates, default=None)})
    summary = {"machine": machine_description(), "command": " ".join(command("ENGINE", args)),
               "records": records, "rows": rows}
    (out / "results.json").write_text(json.dumps(summary, indent=1))
    lines = [f"# GPipe, 2 replicas x 2 stages, both engines ({machine_description()})", "",
             f"`{summary['command']}`, {args.repeats} repeat(s)", "",
             "| engine | jobs ok | ms/step, worker 0 (median [min-max]) |", "|---|---|---|"]
    for row in rows:
        if row["median"] is None:
            lines.append(f"| {row['engine']} | 0 | failed |")
            continue
        lines.append(f"| {row['engine']} | {row['jobs_ok']} | {row['median']:.1f} "
                     f"[{row['min']:.1f}-{row['max']:.1f}] |")
    (out / "table.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
