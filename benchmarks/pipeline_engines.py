"""Pipelines across replicas on both collective engines, 2 replicas of 2
stages on two loopback "machines": their step time on TensorFlow's
collectives (each stage's column in segments, each reduction across
replicas in a session run of its own between them: GPipe 3 runs per stage
and mini-batch, 1F1B 2M + 1) against Horovod's (one run, the reductions
inside it).

* `--case gpipe` (default): the LM example cut into 2 stages (two LSTM
  layers);
* `--case gpipe_hybrid`: the same with its embedding and softmax on the
  servers (`--architecture hybrid`: issue 63's held-out job);
* `--case 1f1b`: the pipeline example's fully connected network, 1F1B
  with SpecTrain, 4 micro-batches (every one an update, so 4 reduction
  runs per stage and mini-batch on TensorFlow's engine).

    python -m benchmarks.pipeline_engines                 # ~8 min: 2 engines x 3 repeats
    python -m benchmarks.pipeline_engines --case 1f1b --repeats 3
    python -m benchmarks.pipeline_engines --repeats 1 --steps 40

Per job: worker 0's mean step time over the job (the LM: the example's last
line, first step excluded; the pipeline example: the mean of its runs
after the first, from its --timings); the two replicas' drivers step
together. Writes `results.json` and `table.md` under --out (default
benchmarks/results/pipeline-engines, or pipeline-engines-<case>).
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


CASES = ("gpipe", "gpipe_hybrid", "1f1b")


def command(engine: str, args: argparse.Namespace, timings: str = "TIMINGS") -> list[str]:
    run = [repo_python(), "-m", "parallax_tf.cli", "run", "--collectives", engine,
           "--resources", RESOURCES]
    if args.case == "1f1b":
        return run + [str(REPO / "examples" / "pipeline" / "train.py"), "--schedule", "1f1b",
                      "--staleness", "spectrain", "--stages", "2", "--microbatches", "4",
                      "--steps", str(args.steps * 4), "--eval-every", "0",
                      "--timings", timings]
    return run + [str(REPO / "examples" / "lm" / "train.py"),
                  "--config", args.config, "--schedule", "gpipe", "--lstm-layers", "2",
                  *(["--architecture", "hybrid"] if args.case == "gpipe_hybrid" else []),
                  "--steps", str(args.steps), "--log-every", str(args.steps // 4)]


def run_one(engine: str, repeat: int, args: argparse.Namespace, out: Path) -> dict:
    run_dir = out / "runs" / f"{engine}-{repeat}"
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"}
    timings = run_dir / "timings.json"
    code, timed_out = run_logged(command(engine, args, str(timings)), run_dir, env,
                                 args.timeout, cwd=REPO)
    record = {"engine": engine, "repeat": repeat, "exit_code": code, "timed_out": timed_out}
    if args.case == "1f1b":
        if code == 0 and timings.exists():
            seconds = json.loads(timings.read_text())["run_seconds"][1:]
            record.update(status="ok", ms_per_step=1000 * statistics.mean(seconds))
            return record
    else:
        found = DONE.findall((run_dir / "log.txt").read_text(errors="replace"))
        if code == 0 and found:
            ms, rate = found[-1]
            record.update(status="ok", ms_per_step=float(ms),
                          words_per_s_worker0=float(rate.replace(",", "")))
            return record
    record["status"] = "failed"
    record["tail"] = tail(run_dir / "log.txt", 20)
    return record


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--case", choices=CASES, default="gpipe")
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--steps", type=int, default=80)
    p.add_argument("--config", default="tiny")
    p.add_argument("--engines", default="tensorflow,horovod")
    p.add_argument("--timeout", type=float, default=900)
    p.add_argument("--out", default=None)
    args = p.parse_args(argv)
    out = Path(args.out or (str(DEFAULT_OUT) + ("" if args.case == "gpipe" else f"-{args.case}")))
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
    what = {"gpipe": "GPipe (the LM)", "gpipe_hybrid": "GPipe x HYBRID (the LM)",
            "1f1b": "1F1B SpecTrain, M = 4 (the pipeline example, fc)"}[args.case]
    lines = [f"# {what}, 2 replicas x 2 stages, both engines ({machine_description()})", "",
             f"`{summary['command']}`, {args.repeats} repeat(s)", "",
             "| engine | jobs ok | ms per mini-batch, worker 0 (median [min-max]) |",
             "|---|---|---|"]
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
