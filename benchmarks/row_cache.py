"""The worker-side row cache on emulated machines (issue 65 item 4;
docs/row_cache.md): bytes, throughput and quality against the same job
without the cache.

    python -m benchmarks.row_cache --machines 2,4 --rate 100 --steps 2000
    python -m benchmarks.row_cache --model lm --config bench --machines 2 --steps 30

For each `--machines` count it builds one `benchmarks.cluster.EmulatedCluster`
(links shaped to `--rate` Mbit/s) and runs, per repeat, the job without the
cache ("off") and with `--row-cache ROWS:S` for each S of `--staleness`,
HYBRID on TensorFlow's collectives (the default engine), the way
`benchmarks/compare.py` launches (`runs.launch`; `records.result_record`:
examples/s = examples of one step over all workers / the median over the
timed steps of the slowest worker's step time; bytes per step per machine =
rx + tx of the machine's link over the timed window / its steps; predicted:
the plan's bytes per machine, the cache's kept shares included,
`bytes_model.row_cache_kept`). The
click stream (`examples/clicks`, a static Keras Embedding of `--capacity`
rows, ids hashed into it, Adagrad) also reports worker 0's held-out log loss
and AUC after training. Its model has nothing but the two tables and their
biases, so its bytes are the embeddings' bytes.

Outputs under `--out` (default benchmarks/results/row-cache-<model>):
`results.json` (arguments, every run, the table's rows), `runs.jsonl`,
`table.md` and `part_b/<run>/` (command, log, stats, result.json).
"""
from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.common import run_meta  # noqa: E402

QUALITY = re.compile(r"held-out .*: log loss ([\d.]+) .*, AUC ([\d.]+)")


def _csv(text: str, kind: type = str) -> list:
    return [kind(x) for x in text.split(",") if x.strip()]


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.row_cache",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--model", default="clicks", choices=["clicks", "lm"])
    p.add_argument("--config", default=None, help="the model's config (clicks: small, "
                   "lm: bench)")
    p.add_argument("--machines", default="2", help="machine counts, e.g. 2,4")
    p.add_argument("--rate", type=float, default=100, help="link Mbit/s (default 100)")
    p.add_argument("--rows", type=int, default=4096, help="rows cached per table (4096)")
    p.add_argument("--staleness", default="0,1,4,16", help="the S values (0,1,4,16)")
    p.add_argument("--steps", type=int, default=2000)
    p.add_argument("--warmup", type=int, default=None,
                   help="first steps left out of the timing (default steps / 10, <= 50)")
    p.add_argument("--repeats", type=int, default=1)
    p.add_argument("--capacity", type=int, default=65536, help="clicks: rows per table")
    p.add_argument("--script-args", default="", help="more arguments of the model's script")
    p.add_argument("--timeout", type=float, default=1800, help="seconds per job")
    p.add_argument("--out", default=None)
    p.add_argument("--prefix", default="pxrowc")
    p.add_argument("--subnet", default="10.83.0.0/24")
    args = p.parse_args(argv)
    args.machines = _csv(args.machines, int)
    args.staleness = _csv(args.staleness, int)
    args.config = args.config or {"clicks": "small", "lm": "bench"}[args.model]
    args.warmup = args.warmup if args.warmup is not None else min(50, max(2, args.steps // 10))
    args.out = Path(args.out or REPO / "benchmarks" / "results" / f"row-cache-{args.model}")
    return args


def _variants(args: argparse.Namespace) -> list[tuple[str, tuple]]:
    base = tuple(args.script_args.split())
    if args.model == "clicks":
        base = ("--embedding", "static", "--capacity", str(args.capacity), *base)
    out = [("off", base)]
    out += [(f"s={s}", (*base, "--row-cache", f"{args.rows}:{s}")) for s in args.staleness]
    return out


def _quality(run_dir: Path) -> dict:
    log = run_dir / "log.txt"
    found = QUALITY.findall(log.read_text(errors="replace")) if log.exists() else []
    if not found:
        return {"log_loss": None, "auc": None}
    loss, auc = found[-1]
    return {"log_loss": float(loss), "auc": float(auc)}


def run(args: argparse.Namespace) -> list[dict]:
    from benchmarks.cluster import EmulatedCluster
    from benchmarks.comparison.records import launched_record
    from benchmarks.comparison.runs import RunSpec

    args.out.mkdir(parents=True, exist_ok=True)
    jsonl = (args.out / "runs.jsonl").open("a", encoding="utf-8")
    records = []
    variants = _variants(args)
    for machines in args.machines:
        with EmulatedCluster(machines, rate_mbit=args.rate, prefix=args.prefix,
                             subnet=args.subnet) as cluster:
            print(f"row_cache: cluster {cluster.describe()}", file=sys.stderr)
            for rep in range(args.repeats):
                for name, script_args in variants:
                    spec = RunSpec(args.model, "hybrid_tfc", machines, 1, args.rate, args.steps,
                                   args.warmup, args.config, {}, None, repeat=rep,
                                   script_args=script_args)
                    run_dir = args.out / "part_b" / spec.run_id
                    print(f"row_cache: {spec.run_id} ...", file=sys.stderr, flush=True)
                    started = time.monotonic()
                    rec = launched_record(cluster, spec, run_dir, args.timeout, "row_cache",
                                          variant=name, rows=args.rows)
                    rec.update(job_seconds=round(time.monotonic() - started, 1),
                               **_quality(run_dir))
                    (run_dir / "result.json").write_text(json.dumps(rec, indent=1) + "\n")
                    jsonl.write(json.dumps(rec) + "\n")
                    jsonl.flush()
                    records.append(rec)
    return records


def summarize(records: list[dict]) -> list[dict]:
    """One row per (machines, variant): medians over repeats, and ratios to
    "off" in the same cluster (medians of the per-repeat ratios)."""
    ok = [r for r in records if r["status"] == "ok"]
    rows = []
    for machines in sorted({r["machines"] for r in ok}):
        here = [r for r in ok if r["machines"] == machines]
        off = {r["repeat"]: r for r in here if r["variant"] == "off"}
        for variant in dict.fromkeys(r["variant"] for r in here):
            runs = [r for r in here if r["variant"] == variant]

            def med(key: str, rs: list = runs) -> Any:
                values = [r[key] for r in rs if r.get(key) is not None]
                return statistics.median(values) if values else None

            def ratio(key: str, invert: bool = False) -> Any:
                pairs = [(r[key], off[r["repeat"]][key]) for r in runs
                         if r["repeat"] in off and r.get(key) and off[r["repeat"]].get(key)]
                values = [(b / a) if invert else (a / b) for a, b in pairs]
                return statistics.median(values) if values else None

            rows.append({
                "machines": machines, "variant": variant, "runs": len(runs),
                "ms_per_step": (med("step_seconds_median") or 0) * 1e3,
                "examples_per_s": med("throughput"),
                "kib_per_step_per_machine": (med("bytes_per_machine_per_iter_measured_mean")
                                             or 0) / 1024,
                "predicted_kib_per_step_per_machine":
                    (med("bytes_per_machine_per_iter_predicted_mean") or 0) / 1024 or None,
                "measured_vs_predicted": med("ratio"),
                "bytes_vs_off": ratio("bytes_per_machine_per_iter_measured_mean"),
                "predicted_vs_off": ratio("bytes_per_machine_per_iter_predicted_mean"),
                "throughput_vs_off": ratio("throughput"),
                "log_loss": med("log_loss"), "auc": med("auc"),
                "log_loss_vs_off": ratio("log_loss"),
                "box_cpu_ms_per_step": (med("box_cpu_seconds_per_step") or 0) * 1e3})
    return rows


def table(args: argparse.Namespace, rows: list[dict]) -> str:
    def f(v: Any, fmt: str = ".3f") -> str:
        return "-" if v is None else format(v, fmt)
    lines = [f"{args.model} ({args.config}), HYBRID on TensorFlow's collectives, "
             f"{args.rate:g} Mbit/s, {args.steps} steps ({args.warmup} left out), "
             f"--row-cache {args.rows}:S; ratios against 'off' in the same cluster.", "",
             "| machines | cache | ms/step | examples/s | KiB/step/machine | predicted KiB | "
             "measured / predicted | bytes / off | predicted / off | "
             "throughput / off | log loss | AUC | log loss / off | box CPU ms/step |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| {r['machines']} | {r['variant']} | {r['ms_per_step']:.1f} | "
            f"{f(r['examples_per_s'], ',.0f')} | {r['kib_per_step_per_machine']:,.1f} | "
            f"{f(r.get('predicted_kib_per_step_per_machine'), ',.1f')} | "
            f"{f(r.get('measured_vs_predicted'), '.2f')} | "
            f"{f(r['bytes_vs_off'], '.2f')} | {f(r.get('predicted_vs_off'), '.2f')} | "
            f"{f(r['throughput_vs_off'], '.2f')} | "
            f"{f(r['log_loss'], '.4f')} | {f(r['auc'], '.4f')} | "
            f"{f(r['log_loss_vs_off'], '.4f')} | {r['box_cpu_ms_per_step']:.1f} |")
    return "\n".join(lines) + "\n"


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)
    started = time.time()
    records = run(args)
    rows = summarize(records)
    text = table(args, rows)
    print(text)
    (args.out / "table.md").write_text(text)
    (args.out / "results.json").write_text(json.dumps({
        "meta": run_meta("benchmarks.row_cache", list(argv or sys.argv[1:]), args.out),
        "args": {k: str(v) if isinstance(v, Path) else v
                                     for k, v in vars(args).items()},
        "seconds": round(time.time() - started, 1), "runs": records, "rows": rows},
        indent=1) + "\n")
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
