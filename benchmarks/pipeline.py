"""The SpecTrain paper's experiment, scaled to this box: data parallelism vs
GPipe vs 1F1B with vanilla, stashed and predicted weights, on a fully
connected network, a small convolutional network and a residual LSTM,
each on 4 local tasks.

    python -m benchmarks.pipeline --quick        # ~2 min: fc, 1 seed, 96 updates
    python -m benchmarks.pipeline                # fc, cnn, lstm, 3 seeds (~20 min)

For every model, seed and mode it runs examples/pipeline/train.py:

* `single`: one process (`python train.py`), the throughput reference;
* `dp`: `parallax-tf run` on 4 slots, data parallel (4 replicas, AllReduce);
* `gpipe`, `1f1b-vanilla`, `1f1b-stash`, `1f1b-spectrain`: one pipeline of
  4 stages (one task each, contiguous blocks of layers under px.split);
  `1f1b-spectrain` predicts over the paper's Eq. 5/6 version differences
  (the default), `1f1b-spectrain-schedule` over the schedule's own gaps.

The example's defaults: Adam (`--optimizer momentum` for the paper's
optimizer: then 1F1B takes a ~7x smaller learning rate, docs/pipeline.md),
200 updates of 64 examples, 8 micro-batches.

Every mode makes the same weight updates from the same examples (--batch-size
per update, --updates of them; the example's order from the seed), so
held-out accuracy compares the treatments of staleness alone. Throughput:
examples per second over the runs after the first (which traces, plans and
lowers), evaluation excluded.

Outputs under --out (default benchmarks/results/pipeline): `results.jsonl`
(one line per run), `summary.json`, `table.md` (per model and mode: final
held-out accuracy and loss, mean and spread over the seeds, the accuracy
difference to data parallelism in points, throughput and its ratio to data
parallelism), `curves-<model>.png` (held-out accuracy vs updates, mean over
seeds) and, per run, `runs/<run>/` with `command.txt`, `log.txt`,
`timings.json`.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from pathlib import Path
from typing import Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

from benchmarks.common import (  # noqa: E402
    repo_python,
    run_logged,
    run_meta,
    tail,
)

SCRIPT = REPO / "examples" / "pipeline" / "train.py"
DEFAULT_OUT = REPO / "benchmarks" / "results" / "pipeline"
MODES = ("single", "dp", "gpipe", "1f1b-vanilla", "1f1b-stash", "1f1b-spectrain",
         "1f1b-spectrain-schedule")
PAPER = {"vanilla": -0.55, "stash": -1.1, "spectrain": 0.0, "speedup_4gpu_max": 8.91}
"""SpecTrain's Table 1 (validation accuracy vs data parallel, points,
averaged over its models) and its best pipeline speed-up over data
parallelism on 4 GPUs (FC/RNN models)."""


def mode_args(mode: str) -> list[str]:
    if mode in ("single", "dp"):
        return ["--schedule", "none"]
    if mode == "gpipe":
        return ["--schedule", "gpipe"]
    parts = mode.split("-")
    return ["--schedule", "1f1b", "--staleness", parts[1],
            *(["--spectrain-versions", "schedule"] if parts[-1] == "schedule" else [])]


def command(mode: str, model: str, seed: int, args: argparse.Namespace,
            timings: Path) -> list[str]:
    python = repo_python()
    script = [str(SCRIPT), "--model", model, *mode_args(mode), "--seed", str(seed),
              "--steps", str(args.updates[model]), "--eval-every", str(args.eval_every[model]),
              "--batch-size", str(args.batch_size), "--microbatches", str(args.microbatches),
              "--optimizer", args.optimizer, "--timings", str(timings)]
    if args.learning_rate:
        script += ["--learning-rate", str(args.learning_rate[model])]
    if mode == "single":
        return [python, *script]
    slots = ",".join(str(i) for i in range(args.tasks))
    return [python, "-m", "parallax_tf.cli", "run", "--resources", f"localhost:{slots}",
            "--architecture", "allreduce", *script]


def run_one(mode: str, model: str, seed: int, args: argparse.Namespace, out: Path) -> dict:
    run_dir = out / "runs" / f"{model}-{mode}-seed{seed}"
    run_dir.mkdir(parents=True, exist_ok=True)
    timings = run_dir / "timings.json"
    if timings.exists():
        timings.unlink()
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONUNBUFFERED": "1"}
    code, timed_out = run_logged(command(mode, model, seed, args, timings), run_dir, env,
                                 args.timeout, cwd=REPO)
    record = {"model": model, "mode": mode, "seed": seed, "exit_code": code,
              "timed_out": timed_out, "status": "ok"}
    if code != 0 or not timings.exists():
        record.update(status="failed", log_tail=tail(run_dir / "log.txt", 20))
        return record
    data = json.loads(timings.read_text())
    final = data["curve"][-1]
    record.update(updates=data["updates"], examples_per_second=data["examples_per_second"],
                  final_train_loss=final[1], final_val_loss=final[2], final_accuracy=final[3],
                  curve=data["curve"], stages=data["stages"], slots=data["slots"])
    return record


def _stat(values: Sequence[float]) -> tuple[Optional[float], Optional[float]]:
    if not values:
        return None, None
    return statistics.mean(values), (statistics.stdev(values) if len(values) > 1 else 0.0)


def summarise(records: list[dict]) -> list[dict]:
    rows = []
    for model in sorted({r["model"] for r in records}):
        ok = [r for r in records if r["model"] == model and r["status"] == "ok"]
        dp_acc, _ = _stat([r["final_accuracy"] for r in ok if r["mode"] == "dp"])
        dp_tput, _ = _stat([r["examples_per_second"] for r in ok if r["mode"] == "dp"])
        for mode in MODES:
            mine = [r for r in ok if r["mode"] == mode]
            if not mine:
                continue
            acc, acc_sd = _stat([r["final_accuracy"] for r in mine])
            loss, _ = _stat([r["final_val_loss"] for r in mine])
            tput, _ = _stat([r["examples_per_second"] for r in mine])
            rows.append({"model": model, "mode": mode, "seeds": sorted(r["seed"] for r in mine),
                         "accuracy": acc, "accuracy_sd": acc_sd, "val_loss": loss,
                         "accuracy_vs_dp_points": None if dp_acc is None
                         else round(100 * (acc - dp_acc), 2),
                         "accuracies": [r["final_accuracy"] for r in mine],
                         "examples_per_second": tput,
                         "throughput_vs_dp": None if not dp_tput else round(tput / dp_tput, 3)})
    return rows


def markdown(rows: list[dict], meta: dict) -> str:
    lines = [f"# Pipelines: {meta['started']}", "", f"{meta['machine']}; command: "
             f"`{meta['command']}`; {meta['tasks']} tasks, {meta['batch_size']} examples per "
             f"update, {meta['microbatches']} micro-batches; seeds {meta['seeds']}.", "",
             "| model | mode | held-out accuracy (mean ± sd) | vs data parallel (points) | "
             "held-out loss | examples/s | vs data parallel |", "|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['model']} | {r['mode']} | {r['accuracy']:.4f} ± "
                     f"{r['accuracy_sd']:.4f} | {r['accuracy_vs_dp_points']} | "
                     f"{r['val_loss']:.4f} | {r['examples_per_second']:,.0f} | "
                     f"{r['throughput_vs_dp']} |")
    lines += ["", f"SpecTrain's Table 1 (4 GPUs, 5000 iterations, averaged over its models): "
                  f"vanilla {PAPER['vanilla']} points, PipeDream's stashing {PAPER['stash']}, "
                  f"SpecTrain {PAPER['spectrain']}; pipeline throughput up to "
                  f"{PAPER['speedup_4gpu_max']}x data parallelism (FC/RNN)."]
    return "\n".join(lines) + "\n"


def plot(records: list[dict], out: Path) -> list[str]:
    from parallax_tf.planner.plot import agg_figure, save_png
    paths = []
    for model in sorted({r["model"] for r in records}):
        fig, ax = agg_figure("the pipeline benchmark's plot", "read table.md")
        for mode in MODES:
            runs = [r for r in records if r["model"] == model and r["mode"] == mode
                    and r["status"] == "ok"]
            if not runs:
                continue
            points: dict[int, list[float]] = {}
            for r in runs:
                for updates, _, _, acc in r["curve"]:
                    points.setdefault(updates, []).append(acc)
            xs = sorted(points)
            ax.plot(xs, [statistics.mean(points[x]) for x in xs], marker="o", markersize=3,
                    label=mode)
        ax.set_xlabel("weight updates")
        ax.set_ylabel("held-out accuracy (mean over seeds)")
        ax.set_title(f"{model}: data parallel vs pipelines (4 tasks)")
        ax.legend(fontsize=8)
        ax.grid(alpha=0.3)
        paths.append(save_png(fig, out / f"curves-{model}.png"))
    return paths


def _per_model(text: str, kind: type) -> dict:
    """'fc=600,lstm=1200' or '600' (every model)."""
    if "=" not in text:
        return {m: kind(text) for m in ("fc", "cnn", "lstm")}
    return {k: kind(v) for k, v in (item.split("=") for item in text.split(","))}


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.pipeline",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true")
    p.add_argument("--models", default="fc,cnn,lstm")
    p.add_argument("--modes", default=",".join(MODES))
    p.add_argument("--seeds", default="0,1,2")
    p.add_argument("--tasks", type=int, default=4)
    p.add_argument("--updates", default="200",
                   help="weight updates per run (or per model: 'fc=600,lstm=1200')")
    p.add_argument("--eval-every", default="25")
    p.add_argument("--optimizer", default="adam", choices=["adam", "momentum", "sgd"])
    p.add_argument("--learning-rate", default="",
                   help="per model ('fc=2e-4,lstm=3e-3'); default: the example's for the "
                        "optimizer (the same in every mode but 1F1B with momentum)")
    p.add_argument("--batch-size", type=int, default=64)
    p.add_argument("--microbatches", type=int, default=8)
    p.add_argument("--timeout", type=float, default=1800)
    p.add_argument("--out", default=str(DEFAULT_OUT))
    args = p.parse_args(argv)
    if args.quick:
        args.models, args.seeds, args.updates, args.eval_every = "fc", "0", "96", "48"
    args.models = [m for m in args.models.split(",") if m]
    args.modes = [m for m in args.modes.split(",") if m]
    args.seeds = [int(s) for s in args.seeds.split(",") if s]
    args.updates = _per_model(args.updates, int)
    args.eval_every = _per_model(args.eval_every, int)
    args.learning_rate = _per_model(args.learning_rate, float) if args.learning_rate else {}
    unknown = set(args.modes) - set(MODES)
    if unknown:
        p.error(f"unknown modes {sorted(unknown)}; choose from {', '.join(MODES)}")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    out = Path(args.out)
    meta = {**run_meta("benchmarks.pipeline", argv, out),
            "tasks": args.tasks, "batch_size": args.batch_size,
            "microbatches": args.microbatches, "seeds": args.seeds,
            "updates": args.updates, "learning_rate": args.learning_rate}
    records = []
    with open(out / "results.jsonl", "w") as jsonl:
        for model in args.models:
            for seed in args.seeds:          # seeds outermost: a partial run covers every mode
                for mode in args.modes:
                    print(f"pipeline benchmark: {model} {mode} seed {seed}", file=sys.stderr,
                          flush=True)
                    record = run_one(mode, model, seed, args, out)
                    records.append(record)
                    jsonl.write(json.dumps(record) + "\n")
                    jsonl.flush()
    rows = summarise(records)
    (out / "summary.json").write_text(json.dumps({"meta": meta, "summary": rows}, indent=1))
    (out / "table.md").write_text(markdown(rows, meta))
    plot(records, out)
    print(markdown(rows, meta))
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
