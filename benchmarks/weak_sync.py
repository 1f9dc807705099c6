"""The weak-synchronisation paper's experiment, scaled to this box: a PS job
of the ResNet example (4 workers, 4 parameter servers: 4 loopback
"machines"), delays injected, synchronous against partial push/pull.

    python -m benchmarks.weak_sync --quick       # ~4 min: 1 seed, 40 steps
    python -m benchmarks.weak_sync               # 3 seeds, 150 steps (~40 min)

Rows (the paper's, with k = 4 workers): `sync` (c = k, b = 100%), `c=k-1`,
`c=k-1,b=90%`, `c=k/2,b=75%`. Delays (the same draws in every row, seeded):
worker 3 sleeps --worker-delay seconds before its compute with probability
--worker-p (a straggler), and each server's response to a pull arrives
--server-delay seconds late with probability --server-p (the paper: 4 s,
0.16%).

Per run: the running time of the timed steps (worker 0's window after
--warmup steps), the held-out error after the last step, the gradients
each server update combined and those dropped, the blocks the workers took
stale. Outputs under --out (default benchmarks/results/weak_sync):
`results.jsonl`, `summary.json`, `table.md`, `weak_sync.png` and per run
`runs/<run>/` (`command.txt`, `log.txt`, `stats/`).
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

from benchmarks.common import (  # noqa: E402
    repo_python,
    run_logged,
    run_meta,
    tail,
)

DEFAULT_OUT = REPO / "benchmarks" / "results" / "weak_sync"
RESOURCES = "localhost:0;127.0.0.2:0;127.0.0.3:0;127.0.0.4:0"
ROWS = (("sync", "c=4,b=1"), ("c=k-1", "c=3"), ("c=k-1,b=90%", "c=3,b=0.9"),
        ("c=k/2,b=75%", "c=2,b=0.75"))
PAPER = {"sync": (199.97, 0.1479), "c=k-1": (164.97, 0.1609),
         "c=k-1,b=90%": (139.95, 0.1565), "c=k/2,b=75%": (136.54, 0.2914)}
"""The paper's table (32 workers, c = 28 / 20; seconds, top-1 error)."""
ACCURACY = re.compile(r"eval after step (\d+): accuracy ([0-9.]+)")


def command(spec: str, seed: int, args: argparse.Namespace) -> list[str]:
    python = repo_python()
    return [python, "-m", "parallax_tf.cli", "run", "--resources", args.resources,
            "--collectives", args.collectives, "--architecture", "ps", str(REPO / "examples" / "resnet" / "train.py"),
            "--config", args.config, "--steps", str(args.steps), "--seed", str(seed),
            "--weak-sync", spec,
            "--straggler", f"worker=3,delay={args.worker_delay},p={args.worker_p}",
            "--straggler", f"server=1,delay={args.server_delay},p={args.server_p}",
            "--log-every", "10"]


def run_one(row: str, spec: str, seed: int, args: argparse.Namespace, out: Path) -> dict:
    run_dir = out / "runs" / f"{row.replace(',', '_').replace('%', '')}-seed{seed}"
    stats = run_dir / "stats"
    stats.mkdir(parents=True, exist_ok=True)
    for old in stats.iterdir():
        old.unlink()
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PARALLAX_TF_STATS_DIR": str(stats),
           "PARALLAX_TF_STATS_WARMUP": str(args.warmup)}
    code, timed_out = run_logged(command(spec, seed, args), run_dir, env, args.timeout,
                                 cwd=REPO)
    record = {"row": row, "spec": spec, "seed": seed, "exit_code": code,
              "timed_out": timed_out, "status": "ok"}
    text = (run_dir / "log.txt").read_text(errors="replace")
    found = ACCURACY.findall(text)
    worker0 = stats / "worker_0.json"
    if code != 0 or not found or not worker0.exists():
        record.update(status="failed", log_tail=tail(run_dir / "log.txt", 20))
        return record
    w0 = json.loads(worker0.read_text())
    window = w0["window"]
    record["seconds"] = window["end"]["time"] - window["start"]["time"]
    record["steps_timed"] = len(w0["step_seconds"])
    record["error"] = 1.0 - float(found[-1][1])
    workers = [json.loads(p.read_text()) for p in sorted(stats.glob("worker_*.json"))]
    record["stale_blocks"] = sum(sum(w.get("per_step", {}).get("stale_blocks", []))
                                 for w in workers)
    used: dict[str, int] = {}
    dropped = updates = 0
    for p in sorted(stats.glob("ps_*.json")):
        for block in json.loads(p.read_text())["blocks"].values():
            updates += block["updates"]
            dropped += block["dropped"]
            for d, n in block["used"].items():
                used[d] = used.get(d, 0) + n
    record.update(updates=updates, dropped=dropped, gradients_per_update=used)
    return record


def summarise(records: list[dict]) -> list[dict]:
    rows = []
    sync_time = statistics.mean([r["seconds"] for r in records
                                 if r["row"] == "sync" and r["status"] == "ok"] or [0.0])
    for row, spec in ROWS:
        ok = [r for r in records if r["row"] == row and r["status"] == "ok"]
        if not ok:
            continue
        seconds = statistics.mean(r["seconds"] for r in ok)
        rows.append({"row": row, "spec": spec, "seeds": [r["seed"] for r in ok],
                     "seconds": seconds, "error": statistics.mean(r["error"] for r in ok),
                     "errors": [round(r["error"], 4) for r in ok],
                     "vs_sync": round(seconds / sync_time, 3) if sync_time else None,
                     "dropped": sum(r["dropped"] for r in ok),
                     "stale_blocks": sum(r["stale_blocks"] for r in ok),
                     "gradients_per_update": _merge([r["gradients_per_update"] for r in ok]),
                     "paper": PAPER[row]})
    return rows


def _merge(dicts: list[dict]) -> dict:
    out: dict[str, int] = {}
    for d in dicts:
        for k, v in d.items():
            out[k] = out.get(k, 0) + v
    return dict(sorted(out.items()))


def markdown(rows: list[dict], meta: dict) -> str:
    lines = [f"# Weak synchronisation: {meta['started']}", "",
             f"{meta['machine']}; command: `{meta['command']}`; resources {meta['resources']}, "
             f"{meta['steps']} steps ({meta['warmup']} untimed), seeds {meta['seeds']}; worker 3 "
             f"delayed {meta['worker_delay']} s with p={meta['worker_p']}, server 1's responses "
             f"{meta['server_delay']} s with p={meta['server_p']}.", "",
             "| row | running time (s, mean) | vs sync | held-out error (mean; per seed) | "
             "gradients per update | dropped | stale blocks | paper: time (s) / error |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(f"| {r['row']} | {r['seconds']:.1f} | {r['vs_sync']} | {r['error']:.4f}; "
                     f"{r['errors']} | {r['gradients_per_update']} | {r['dropped']} | "
                     f"{r['stale_blocks']} | {r['paper'][0]} / {r['paper'][1]} |")
    return "\n".join(lines) + "\n"


def plot(rows: list[dict], out: Path) -> str:
    from parallax_tf.planner.plot import agg_figure, save_png
    fig, ax = agg_figure("the weak-sync benchmark's plot", "read table.md", figsize=(7, 4))
    xs = range(len(rows))
    ax.bar([x - 0.2 for x in xs], [r["vs_sync"] for r in rows], width=0.4,
           label="running time / sync's")
    ax.bar([x + 0.2 for x in xs], [r["error"] / rows[0]["error"] for r in rows], width=0.4,
           label="held-out error / sync's")
    ax.set_xticks(list(xs))
    ax.set_xticklabels([r["row"] for r in rows])
    ax.axhline(1.0, color="grey", linewidth=0.8)
    ax.set_title("ResNet on 4 workers and 4 servers, delays injected")
    ax.legend(fontsize=8)
    return save_png(fig, out / "weak_sync.png")


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.weak_sync",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--quick", action="store_true")
    p.add_argument("--seeds", default="0,1,2")
    p.add_argument("--steps", type=int, default=150)
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--config", default="tiny", help="the ResNet example's config")
    p.add_argument("--resources", default=RESOURCES)
    p.add_argument("--worker-delay", type=float, default=0.5)
    p.add_argument("--worker-p", type=float, default=0.5)
    p.add_argument("--server-delay", type=float, default=1.0)
    p.add_argument("--server-p", type=float, default=0.02)
    p.add_argument("--timeout", type=float, default=1800)
    p.add_argument("--collectives", default="tensorflow", choices=["tensorflow", "horovod"],
                   help="the job's collective engine (weak sync's step is two session "
                        "runs on TensorFlow's, one on Horovod's)")
    p.add_argument("--out", default=str(DEFAULT_OUT))
    args = p.parse_args(argv)
    if args.quick:
        args.seeds, args.steps = "0", 40
    args.seeds = [int(s) for s in args.seeds.split(",") if s]
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    out = Path(args.out)
    meta = {**run_meta("benchmarks.weak_sync", argv, out),
            **{k: getattr(args, k) for k in ("resources", "steps", "warmup", "seeds",
                                              "worker_delay", "worker_p", "server_delay",
                                              "server_p", "config")}}
    records = []
    with open(out / "results.jsonl", "w") as jsonl:
        for seed in args.seeds:
            for row, spec in ROWS:
                print(f"weak sync benchmark: {row} seed {seed}", file=sys.stderr, flush=True)
                record = run_one(row, spec, seed, args, out)
                records.append(record)
                jsonl.write(json.dumps(record) + "\n")
                jsonl.flush()
    rows = summarise(records)
    (out / "summary.json").write_text(json.dumps({"meta": meta, "summary": rows,
                                                  "runs": records}, indent=1))
    (out / "table.md").write_text(markdown(rows, meta))
    if rows:
        plot(rows, out)
    print(markdown(rows, meta))
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
