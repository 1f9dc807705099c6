"""Chunked gradient aggregation: step time per chunking, the searched chunk
size against brute force, Horovod's autotune, and the overlap with backprop.

    python -m benchmarks.chunks --quick          # fc20 on 2 local workers, k = 1, 2: ~4 min
    python -m benchmarks.chunks                  # both models, 3 cells: ~1 h on 2 cores

Models: `fc20`, examples/model_split at width 256 with 20 layers counting
the output (2 conv + 17 fully connected + logits: 1.3 M parameters, batch 256
per worker, no split scope), and `resnet20`, examples/resnet `small`
(ResNet-20 for 32x32 images, 20 conv/dense layers, 0.27 M parameters, batch
64). Cells: 2 workers on this machine (`local2`), and 2 emulated machines of
one worker each with 1000 or 100 Mbit/s links (`netns2@1000`,
`netns2@100`; needs root). Both ALLREDUCE (dense models).

Per model and cell, one job per chunking: `tensor` (each gradient its own
AllReduce; Horovod's default fusion), `tensor-nofusion`
(HOROVOD_FUSION_THRESHOLD=0: every AllReduce alone), `all` (one chunk),
every k of --ks, `autotune` (`tensor` with HOROVOD_AUTOTUNE=1, timed after
its tuning steps), and the run-time search (`parallax-tf search --chunks`:
its chosen k is then looked up in the brute-force table, or run). Time per
step: worker 0's timed window (parallax_tf/runtime/stats.py), median.
Collectives per step and their overlap: one traced step per job
(PARALLAX_TF_TRACE, runtime/timeline.py): how many collectives, how many
start before backprop ends, and the tail (from the end of backprop to the
end of the last collective).

Outputs under --out (default benchmarks/results/chunks): results.jsonl,
summary.json, table.md, and per model/cell a timeline PNG of the best chunking
and of `tensor`.
"""
from __future__ import annotations

import argparse
import contextlib
import datetime as _dt
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

from benchmarks.common import machine_description, tail, wait_or_kill  # noqa: E402

DEFAULT_OUT = REPO / "benchmarks" / "results" / "chunks"
MODELS = {
    "fc20": ["examples/model_split/train.py", "--config", "small", "--layers", "20",
             "--splits", "1", "--batch-size", "256", "--data", "synthetic", "--no-eval"],
    "resnet20": ["examples/resnet/train.py", "--config", "small", "--optimizer", "momentum"],
}
CELLS = ("local2", "netns2@1000", "netns2@100")
TRACE_STEP = 4


def _parallax_tf() -> str:
    path = Path(sys.executable).with_name("parallax-tf")
    return str(path) if path.exists() else "parallax-tf"


def _cell(cell: str) -> tuple[str, int, Optional[float]]:
    """('local'|'netns', machines, rate)."""
    kind, _, rate = cell.partition("@")
    return kind[:-1], int(kind[-1]), float(rate) if rate else None


def _resources(cell: str, cluster: Any) -> str:
    kind, machines, _ = _cell(cell)
    if kind == "netns":
        return cluster.resources(1)
    return "localhost:" + ",".join(str(i) for i in range(machines))


def run_job(model: str, cell: str, name: str, chunks: str, args: argparse.Namespace,
            out: Path, cluster: Any, extra_env: Optional[dict] = None,
            steps: Optional[int] = None, warmup: Optional[int] = None,
            search: bool = False, run: Optional[int] = None) -> dict:
    """One job; its record (time per step, trace summary). `run`: the round
    of a repeated chunking."""
    warmup = args.warmup if warmup is None else warmup
    steps = args.steps if steps is None else steps
    run_dir = out / "runs" / model / cell.replace("@", "-") / (
        name if run is None else f"{name}-run{run}")
    shutil.rmtree(run_dir, ignore_errors=True)
    run_dir.mkdir(parents=True)
    stats, trace = run_dir / "stats", run_dir / "trace.json"
    script = MODELS[model] + ["--steps", str(warmup + steps), "--log-every", "1000"]
    command = ["search", "--chunks", "--out", str(run_dir / "search")] if search else ["run"]
    cmd = [_parallax_tf(), *command, "--resources", _resources(cell, cluster),
           "--architecture", "allreduce", *script, "--chunks", chunks]
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONUNBUFFERED": "1",
           "PARALLAX_TF_STATS_DIR": str(stats), "PARALLAX_TF_STATS_WARMUP": str(warmup),
           "PARALLAX_TF_TRACE": f"{min(TRACE_STEP, warmup + steps - 1)}:{trace}",
           **(extra_env or {})}
    if cluster is not None:
        env.update(cluster.env())
    (run_dir / "command.txt").write_text(" ".join(cmd) + "\n")
    started = time.perf_counter()
    with open(run_dir / "log.txt", "w") as f:
        proc = subprocess.Popen(cmd, cwd=REPO, env=env, stdout=f, stderr=subprocess.STDOUT,
                                start_new_session=True)
        rc, timed_out = wait_or_kill(proc, args.timeout)
    rec: dict[str, Any] = {"model": model, "cell": cell, "name": name, "chunks": chunks,
                           "exit_code": rc, "wall_seconds": round(time.perf_counter() - started, 1),
                           "env": extra_env or {}, **({} if run is None else {"run": run})}
    chief = stats / "worker_0.json"
    if chief.exists():
        timed = json.loads(chief.read_text())["step_seconds"]
        if timed:
            rec["ms_per_step"] = round(statistics.median(timed) * 1e3, 2)
            rec["timed_steps"] = len(timed)
    if trace.exists():
        s = json.loads(trace.read_text())["summary"]
        starts = [c["start_vs_backward_end_us"] for c in s["collectives"]]
        ends = [c["start_vs_backward_end_us"] + c["duration_us"] for c in s["collectives"]]
        rec["collectives"] = len(starts)
        rec["overlapping"] = sum(1 for x in starts if x < 0)
        rec["tail_ms"] = round(max(ends, default=0) / 1e3, 2)
        rec["trace"] = str(trace)
    if search:
        found = sorted((run_dir / "search").glob("chunks-*.json"))
        if found:
            result = json.loads(found[-1].read_text())["result"]
            rec["chosen_k"] = result["chosen_k"]
            rec["samples"] = result["samples"]
    ok = rc == 0 and ("ms_per_step" in rec or (search and "chosen_k" in rec))
    rec["status"] = "ok" if ok else "failed"
    if not ok:
        rec["error"] = "timed out" if timed_out else f"exit code {rc}"
        rec["log_tail"] = tail(run_dir / "log.txt", 25)
    (run_dir / "result.json").write_text(json.dumps(rec, indent=1) + "\n")
    return rec


def run_cell(model: str, cell: str, args: argparse.Namespace, out: Path, cluster: Any,
             emit: Any) -> list[dict]:
    records = []

    def job(*a: Any, **k: Any) -> dict:
        rec = run_job(model, cell, *a, args=args, out=out, cluster=cluster, **k)
        emit(rec)
        records.append(rec)
        return rec

    for r in range(args.repeats):        # rounds interleave the noise over the chunkings
        run = {"run": r} if args.repeats > 1 else {}
        job("tensor", "tensor", **run)
        job("tensor-nofusion", "tensor", extra_env={"HOROVOD_FUSION_THRESHOLD": "0"}, **run)
        job("all", "all", **run)
        for k in args.ks:
            job(f"k={k}", str(k), **run)
    if not args.quick:
        job("autotune", "tensor", extra_env={"HOROVOD_AUTOTUNE": "1"},
            warmup=args.autotune_steps, steps=args.steps)
    found = job("search", f"search:{args.interval}", search=True, steps=400)
    k = found.get("chosen_k")
    if k is not None and k not in args.ks:
        for r in range(args.repeats):
            job(f"k={k}", str(k), **({"run": r} if args.repeats > 1 else {}))
    return records


def _confirmed(samples: list) -> list[int]:
    """The k's the search timed a second time (its confirmation)."""
    seen, again = set(), []
    for k, _ in samples:
        if k in seen and k not in again:
            again.append(k)
        seen.add(k)
    return again


def summarise(records: list[dict]) -> list[dict]:
    """Per model and cell: the best chunking, the searched k's time against
    the best k's, speed-ups over `tensor` and `tensor-nofusion`."""
    out = []
    cells = sorted({(r["model"], r["cell"]) for r in records})
    for model, cell in cells:
        mine = [r for r in records if (r["model"], r["cell"]) == (model, cell)
                and r["status"] == "ok" and "ms_per_step" in r and r["name"] != "search"]
        runs: dict[str, list[float]] = {}
        for r in mine:
            runs.setdefault(r["name"], []).append(r["ms_per_step"])
        by = {n: min(ts) for n, ts in runs.items()}     # the least disturbed run
        ks = {int(n[2:]): t for n, t in by.items() if n.startswith("k=")}
        search = next((r for r in records if (r["model"], r["cell"], r["name"]) ==
                       (model, cell, "search")), {})
        chosen = search.get("chosen_k")
        chunked = {n: t for n, t in by.items() if n == "all" or n.startswith("k=")}
        best = min(chunked, key=chunked.get) if chunked else None
        best_k = min(ks, key=ks.get) if ks else None
        row = {"model": model, "cell": cell, "ms": by, "runs_ms": runs, "best_chunking": best,
               "best_k": best_k, "searched_k": chosen,
               "search_tried": list(dict.fromkeys(k for k, _ in search.get("samples", []))),
               "search_confirmed": _confirmed(search.get("samples", [])),
               "search_samples_ms": [[k, round(t * 1e3, 2)]
                                     for k, t in search.get("samples", [])],
               "search_seconds": search.get("wall_seconds"),
               "searched_vs_best_k": round(ks[chosen] / ks[best_k], 3)
               if chosen in ks and best_k is not None else None}
        for base in ("tensor", "tensor-nofusion", "autotune"):
            if best is not None and base in by:
                row[f"speedup_vs_{base}"] = round(by[base] / chunked[best], 3)
        out.append(row)
    return out


def markdown(summary: list[dict], records: list[dict], meta: dict) -> str:
    lines = [f"# Chunked aggregation: {meta['started']}", "",
             f"{meta['machine']}; command: `{meta['command']}`; {meta['warmup']} warm-up "
             f"steps, {meta['steps']} timed (median), worker 0; a chunking run "
             f"{meta.get('repeats', 1)} time(s), interleaved: ms/step is the least of its "
             "runs' medians, all runs listed.", ""]
    for row in summary:
        names = list(row["ms"])
        lines += [f"## {row['model']} on {row['cell']}", "",
                  "| chunking | ms/step | runs (ms/step) | collectives/step | starting before "
                  "backprop ends | tail after backprop (ms) |", "|---|---|---|---|---|---|"]
        for name in names:
            r = next(x for x in records if (x["model"], x["cell"], x["name"]) ==
                     (row["model"], row["cell"], name) and x.get("ms_per_step") == row["ms"][name])
            spread = " / ".join(f"{t:,.1f}" for t in row["runs_ms"][name])
            lines.append(f"| {name} | {row['ms'][name]:,.1f} | {spread} | "
                         f"{r.get('collectives', '-')} | {r.get('overlapping', '-')} | "
                         f"{r.get('tail_ms', '-')} |")
        lines += ["", f"best chunking: {row['best_chunking']}; brute-force best k: "
                      f"{row['best_k']}; the search tried k = {row['search_tried']}, timed "
                      f"{row.get('search_confirmed', [])} again "
                      f"({row['search_seconds']} s job) and chose {row['searched_k']} "
                      f"({row['searched_vs_best_k']}x the best k's time); speed-up of the "
                      f"best chunking over tensor {row.get('speedup_vs_tensor')}, over "
                      f"tensor-nofusion {row.get('speedup_vs_tensor-nofusion')}, over "
                      f"autotune {row.get('speedup_vs_autotune')}", ""]
    return "\n".join(lines) + "\n"


def timelines(summary: list[dict], records: list[dict], out: Path) -> None:
    from parallax_tf.runtime.timeline import plot_timeline
    for row in summary:
        for name in ("tensor", row["best_chunking"]):
            r = next((x for x in records if (x["model"], x["cell"], x["name"]) ==
                      (row["model"], row["cell"], name) and x.get("trace")
                      and x.get("ms_per_step") == row["ms"].get(name)), None)
            if r is None or not Path(r["trace"]).exists():
                continue      # traces are not kept in git (.gitignore): --resummarise keeps the PNGs
            png = out / f"timeline-{row['model']}-{row['cell'].replace('@', '-')}-" \
                        f"{name.replace('=', '')}.png"
            plot_timeline(json.loads(Path(r["trace"]).read_text()), str(png),
                          title=f"{row['model']} on {row['cell']}, chunks {name}: step "
                                f"{TRACE_STEP}")


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.chunks",
                                description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true")
    p.add_argument("--models", default="fc20,resnet20")
    p.add_argument("--cells", default=",".join(CELLS))
    p.add_argument("--ks", default="1,2,4,6,8,10",
                   help="chunk sizes run by brute force (default: the search's first ones)")
    p.add_argument("--repeats", type=int, default=1,
                   help="runs of each fixed chunking, interleaved (the least counts)")
    p.add_argument("--steps", type=int, default=20, help="timed steps (default 20)")
    p.add_argument("--warmup", type=int, default=5, help="untimed steps (default 5)")
    p.add_argument("--interval", type=int, default=10,
                   help="steps per candidate of the run-time search (default 10, the paper's)")
    p.add_argument("--autotune-steps", type=int, default=120,
                   help="steps Horovod's autotune tunes before the timed ones (default 120)")
    p.add_argument("--timeout", type=float, default=900)
    p.add_argument("--out", default=str(DEFAULT_OUT))
    p.add_argument("--resummarise", action="store_true",
                   help="only write summary.json, table.md and the timelines again from "
                        "--out's results.jsonl")
    args = p.parse_args(argv)
    if args.quick:
        args.models, args.cells, args.ks = "fc20", "local2", "1,2"
        args.steps, args.warmup = 8, 3
    args.models = [m for m in args.models.split(",") if m]
    args.cells = [c for c in args.cells.split(",") if c]
    args.ks = [int(k) for k in args.ks.split(",") if k]
    return args


@contextlib.contextmanager
def _cluster(cell: str) -> Any:
    kind, machines, rate = _cell(cell)
    if kind != "netns":
        yield None
        return
    from benchmarks.cluster import EmulatedCluster
    with EmulatedCluster(machines, rate_mbit=rate) as cluster:
        yield cluster


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    out = Path(args.out)
    if args.resummarise:
        return resummarise(out)
    out.mkdir(parents=True, exist_ok=True)
    meta = {"started": _dt.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(),
            "command": f"python -m benchmarks.chunks {' '.join(argv)}".strip(),
            "steps": args.steps, "warmup": args.warmup, "repeats": args.repeats}
    records: list[dict] = []
    with open(out / "results.jsonl", "w") as jsonl:
        def emit(rec: dict) -> None:
            print(json.dumps({k: v for k, v in rec.items() if k != "samples"}), flush=True)
            jsonl.write(json.dumps(rec) + "\n")
            jsonl.flush()
        for cell in args.cells:
            with _cluster(cell) as cluster:
                for model in args.models:
                    print(f"chunks: {model} on {cell}", file=sys.stderr, flush=True)
                    records += run_cell(model, cell, args, out, cluster, emit)
    return write_summary(out, meta, records)


def resummarise(out: Path) -> int:
    """The summary, table and timelines again from `out`'s results.jsonl
    (the run's meta kept from its summary.json)."""
    records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()
               if line.strip()]
    meta = json.loads((out / "summary.json").read_text())["meta"]
    return write_summary(out, meta, records)


def write_summary(out: Path, meta: dict, records: list[dict]) -> int:
    summary = summarise(records)
    (out / "summary.json").write_text(json.dumps({"meta": meta, "summary": summary,
                                                  "runs": records}, indent=1))
    (out / "table.md").write_text(markdown(summary, records, meta))
    timelines(summary, records, out)
    print(markdown(summary, records, meta))
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
