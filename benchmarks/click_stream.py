"""The click-stream benchmark of dynamic embedding tables (issue 49, item 4).

    python -m benchmarks.click_stream --quick          # Part A, tiny config, 1 seed: ~15 s
    python -m benchmarks.click_stream --parts a        # Part A: small, 5,000 steps x 3 seeds: ~6 min
    python -m benchmarks.click_stream --parts b --machines 2,4 --rates 100,1000 --arch hybrid

The workload is examples/clicks: user and item ids (int64, spread over
[0, 10^9)) drawn Zipf-distributed from populations whose ids drift (fresh
ids keep appearing), clicks drawn from a known logistic model, so the best
achievable log loss is known (examples/clicks/data.py). The model is a dot
product of a user row and an item row plus their biases, trained with
Adagrad (examples/clicks/model.py).

Part A (one process each run): quality at equal memory. For each seed
(`--repeats`; seed r is the same stream for every variant) and variant
(`--variants`), `examples/clicks/train.py --config C --steps S --seed r
--json ...` trains on the stream's first S steps and evaluates on the
held-out slice after them (`eval_examples` examples of the next steps, a
worker index no training run draws). Variants: ``dynamic`` (a
`px.DynamicEmbedding` of `--capacity` rows keyed by the raw ids, the
config's policy: LFU with an age limit), ``dynamic_lru`` (the same with
LRU), ``hashing`` (the hashing trick with as many bytes as the dynamic
table's whole state: `TableSpec.state_bytes`, rows + optimizer slots +
keys, counters, hash table, sketch) and ``static`` (ids hashed into
`--capacity` rows: less memory). Measured per run: held-out log loss and
AUC, the best achievable log loss and AUC (the true probabilities on the
same examples), the best constant prediction's log loss, the share of the
(constant - best) gap the model closes, each table's bytes (the accounting
and, counted on the variables, the measured bytes), ms/step (the first
step excluded). Reported: per variant the mean and range over seeds, and
each variant against ``hashing`` paired by seed.

Part B (emulated machines, root): step time and bytes per step, dynamic
table against a static `Embedding` of the same capacity (`--b-capacity`).
For each `--machines` x `--rates` (Mbit/s) it builds one
`benchmarks.cluster.EmulatedCluster` (network namespaces, veth links shaped
by tc; prefix `--prefix`, subnet `--subnet`) and launches
`parallax-tf run -a ARCH` of examples/clicks/train.py inside it, the way
`benchmarks/compare.py` does (its `runs.launch` with the model `clicks`,
`records.result_record`): every worker records its timed window
(PARALLAX_TF_STATS_DIR; the first `--warmup` steps left out), from which:
examples/s = examples of one step over all workers / median over the timed
steps of the slowest worker's step time; bytes per step per machine = (rx +
tx of the machine's eth0 over the window) / steps in the window, read by
the machine's first worker; CPU seconds per step per worker.

Outputs under `--out` (default benchmarks/results/click-stream, with
--quick click-stream-quick):
`results.json` (the arguments, every run, the summaries), `runs.jsonl` (one
line per run, as they finish), `table.md` (the tables printed at the end),
`part_a/<run>/` (command, log, the script's JSON) and `part_b/<run>/`
(command, log, stats, result.json). A run that fails is reported and the
benchmark goes on; the command then exits 1.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.common import repo_python, run_logged, run_meta, tail  # noqa: E402

SCRIPT = REPO / "examples" / "clicks" / "train.py"
OUT = REPO / "benchmarks" / "results" / "click-stream"

VARIANTS = {   # name -> (what it is, train.py arguments)
    "dynamic": ("px.DynamicEmbedding, the config's policy (LFU + max_age)",
                ("--embedding", "dynamic")),
    "dynamic_lru": ("px.DynamicEmbedding, LRU", ("--embedding", "dynamic", "--eviction", "lru")),
    "hashing": ("hashing trick, the dynamic table's bytes", ("--embedding", "hashing")),
    "static": ("ids hashed into --capacity rows", ("--embedding", "static")),
}
REFERENCE = "hashing"
"""The variant the others are compared with, paired by seed."""
B_EMBEDDINGS = ("dynamic", "static")
B_ARCHS = ("hybrid", "ps", "ps_agg")
"""Architectures that hold a dynamic table in a job (its rows on the servers)."""


def _csv(text: str, kind: type = str) -> list:
    return [kind(x) for x in text.split(",") if x.strip()] if text else []


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.click_stream",
                                description=__doc__.split("\n\n")[0],
                                epilog=__doc__.split("\n\n", 1)[1],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true",
                   help="a smoke version: Part A only (unless --parts says otherwise), config "
                        "tiny, 150 steps, one seed, dynamic and hashing; with --parts b: 2 "
                        "machines, 1000 Mbit/s, 30 steps")
    p.add_argument("--parts", default=None,
                   help="comma list of a (one process: quality at equal memory) and b "
                        "(emulated machines: step time, bytes per step; root); default a,b "
                        "(--quick: a)")
    p.add_argument("--config", default=None, choices=["tiny", "small"],
                   help="examples/clicks config (default small; --quick: tiny)")
    p.add_argument("--train-args", default="",
                   help="more arguments of examples/clicks/train.py for every run, e.g. "
                        "'--optimizer adam --learning-rate 0.01'")
    p.add_argument("--out", default=None,
                   help=f"results folder (default {OUT.relative_to(REPO)}; --quick: "
                        f"{OUT.relative_to(REPO)}-quick)")
    a = p.add_argument_group("Part A (one process)")
    a.add_argument("--steps", type=int, default=None,
                   help="training steps per run (default 5000; --quick: 150)")
    a.add_argument("--repeats", type=int, default=None,
                   help="seeds (0, 1, ...), one run of each variant per seed (default 3; "
                        "--quick: 1)")
    a.add_argument("--variants", default=None,
                   help=f"comma list of {', '.join(VARIANTS)} (default "
                        "dynamic,dynamic_lru,hashing; --quick: dynamic,hashing)")
    a.add_argument("--capacity", type=int, default=None,
                   help="rows of the dynamic table (default: the config's: 2,048 small, "
                        "1,024 tiny); the hashing trick gets the same bytes")
    a.add_argument("--timeout", type=float, default=1800, help="seconds per Part A run")
    b = p.add_argument_group("Part B (emulated machines; root)")
    b.add_argument("--machines", default=None,
                   help="machine counts (default 2,4; --quick: 2)")
    b.add_argument("--rates", default=None,
                   help="link rates in Mbit/s (default 100,1000; --quick: 1000; 0: unshaped)")
    b.add_argument("--arch", default="hybrid", choices=B_ARCHS,
                   help="parallax-tf run -a (ps: no local aggregation; ps_agg: with it); a "
                        "dynamic table needs parameter servers (default hybrid)")
    b.add_argument("--slots", type=int, default=1, help="workers per machine (default 1)")
    b.add_argument("--b-embeddings", default=",".join(B_EMBEDDINGS),
                   help="comma list of dynamic, hashing, static (default dynamic,static)")
    b.add_argument("--b-capacity", type=int, default=65536,
                   help="rows of the dynamic and the static tables (default 65,536)")
    b.add_argument("--b-steps", type=int, default=None,
                   help="steps per job (default 100; --quick: 30)")
    b.add_argument("--warmup", type=int, default=None,
                   help="steps left out of the timed window (default 10; --quick: 5)")
    b.add_argument("--b-repeats", type=int, default=1,
                   help="jobs per cell (medians; they take turns: dynamic, static, "
                        "dynamic, ...)")
    b.add_argument("--b-timeout", type=float, default=900, help="seconds per job")
    b.add_argument("--prefix", default="pxclicks", help="cluster name prefix")
    b.add_argument("--subnet", default="10.82.0.0/24", help="cluster subnet")
    args = p.parse_args(argv)

    args.parts = _csv(args.parts if args.parts is not None else ("a" if args.quick else "a,b"))
    if not args.parts or any(x not in ("a", "b") for x in args.parts):
        p.error("--parts: give a, b or a,b")
    quick = args.quick
    args.out = args.out or str(OUT) + ("-quick" if quick else "")
    args.config = args.config or ("tiny" if quick else "small")
    args.steps = args.steps or (150 if quick else 5000)
    args.repeats = args.repeats or (1 if quick else 3)
    args.variants = _csv(args.variants or ("dynamic,hashing" if quick
                                           else "dynamic,dynamic_lru,hashing"))
    for v in args.variants:
        if v not in VARIANTS:
            p.error(f"unknown variant {v!r}; choose from {', '.join(VARIANTS)}")
    args.b_embeddings = _csv(args.b_embeddings)
    for e in args.b_embeddings:
        if e not in ("dynamic", "hashing", "static"):
            p.error(f"--b-embeddings: unknown {e!r}; choose from dynamic, hashing, static")
    args.machines = _csv(args.machines or ("2" if quick else "2,4"), int)
    args.rates = [None if r == 0 else r
                  for r in _csv(args.rates or ("1000" if quick else "100,1000"), float)]
    if not args.machines or not args.rates:
        p.error("--machines and --rates: give at least one value each")
    args.b_steps = args.b_steps or (30 if quick else 100)
    args.warmup = args.warmup if args.warmup is not None else (5 if quick else 10)
    if args.steps < 1 or args.repeats < 1 or args.b_repeats < 1 or args.slots < 1:
        p.error("--steps, --repeats, --b-repeats and --slots must be >= 1")
    if args.b_steps <= args.warmup + 1:
        p.error("--b-steps must exceed --warmup + 1 to leave a timed window")
    args.train_args = args.train_args.split()
    return args


# ------------------------------------------------------------------- Part A
def run_a(args: argparse.Namespace, out: Path, variant: str, seed: int) -> dict:
    """One training run on one process; its record (the script's JSON, or
    the failure)."""
    name = f"{variant}-{args.config}-s{args.steps}-seed{seed}"
    run_dir = out / "part_a" / name
    result = run_dir / "result.json"
    if result.exists():
        result.unlink()
    argv = [repo_python(), str(SCRIPT), "--config", args.config, "--steps", str(args.steps),
            "--seed", str(seed), "--log-every", "1000000", "--json", str(result),
            *VARIANTS[variant][1], *args.train_args]
    if args.capacity:
        argv += ["--capacity", str(args.capacity)]
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONPATH": str(REPO)}
    started = time.perf_counter()
    code, timed_out = run_logged(argv, run_dir, env, args.timeout, cwd=REPO)
    rec: dict[str, Any] = {"part": "a", "run": name, "variant": variant, "seed": seed,
                           "run_dir": str(run_dir),
                           "wall_seconds": round(time.perf_counter() - started, 1)}
    if code != 0 or not result.exists():
        rec.update(status="failed", exit_code=code, timed_out=timed_out,
                   error="timed out" if timed_out else f"exit code {code}",
                   log_tail=tail(run_dir / "log.txt", 30))
        return rec
    rec.update(json.loads(result.read_text()))
    rec["status"] = "ok"
    rec["excess_log_loss"] = rec["log_loss"] - rec["best_log_loss"]
    gap = rec["constant_log_loss"] - rec["best_log_loss"]
    rec["gap_closed"] = (rec["constant_log_loss"] - rec["log_loss"]) / gap if gap > 0 else None
    return rec


def _stats(xs: list) -> dict:
    xs = [x for x in xs if x is not None]
    if not xs:
        return {"mean": None, "min": None, "max": None}
    return {"mean": statistics.fmean(xs), "min": min(xs), "max": max(xs)}


def summarize_a(records: list[dict], variants: list[str]) -> tuple[list[dict], list[dict]]:
    """(per variant: mean/min/max over seeds; per variant against the
    reference: the paired differences of log loss and AUC by seed)."""
    ok = [r for r in records if r["status"] == "ok"]
    summary = []
    for v in variants:
        rs = [r for r in ok if r["variant"] == v]
        if not rs:
            summary.append({"variant": v, "runs": 0})
            continue
        row: dict[str, Any] = {"variant": v, "runs": len(rs), "what": VARIANTS[v][0],
                               "table_rows": rs[0]["table_rows"],
                               "table_bytes": rs[0]["table_bytes"],
                               "table_bytes_measured": rs[0]["table_bytes_measured"]}
        for key in ("log_loss", "excess_log_loss", "gap_closed", "auc", "best_log_loss",
                    "best_auc", "constant_log_loss", "ms_per_step", "examples_per_s"):
            row[key] = _stats([r.get(key) for r in rs])
        summary.append(row)
    paired = []
    ref = {r["seed"]: r for r in ok if r["variant"] == REFERENCE}
    for v in variants:
        if v == REFERENCE:
            continue
        pairs = [(r, ref[r["seed"]]) for r in ok if r["variant"] == v and r["seed"] in ref]
        if not pairs:
            continue
        d_loss = [a["log_loss"] - b["log_loss"] for a, b in pairs]
        d_auc = [a["auc"] - b["auc"] for a, b in pairs]
        paired.append({"variant": v, "against": REFERENCE, "seeds": len(pairs),
                       "log_loss_diff": _stats(d_loss), "auc_diff": _stats(d_auc),
                       "seeds_with_lower_log_loss": sum(d < 0 for d in d_loss)})
    return summary, paired


def table_a(args: argparse.Namespace, summary: list[dict], paired: list[dict]) -> str:
    def f(s: dict, spec: str = ".4f") -> str:
        if s.get("mean") is None:
            return "-"
        if s["min"] == s["max"]:
            return format(s["mean"], spec)
        return f"{s['mean']:{spec}} ({s['min']:{spec}}..{s['max']:{spec}})"

    lines = [f"## Part A: quality at equal memory (one process; config {args.config}, "
             f"{args.steps:,} steps, {args.repeats} seed(s))", "",
             "Held-out: the stream's examples after training; mean (min..max) over seeds. "
             "best = the true probabilities on the same examples; constant = the click "
             "rate; gap closed = (constant - model) / (constant - best). Bytes: one table "
             "with its optimizer slots (dynamic: its whole state), as accounted "
             "(TableSpec.state_bytes) and (measured) counted on the variables.", "",
             "| variant | rows per table | bytes per table (measured) | log loss | best | "
             "constant | gap closed | AUC | best AUC | ms/step |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for s in summary:
        if not s["runs"]:
            lines.append(f"| {s['variant']} | - | - | failed | | | | | | |")
            continue
        measured = max(s["table_bytes_measured"].values())
        lines.append(f"| {s['variant']}: {s['what']} | {s['table_rows']:,} | "
                     f"{s['table_bytes']:,} ({measured:,}) | {f(s['log_loss'])} | {f(s['best_log_loss'])} | "
                     f"{f(s['constant_log_loss'])} | {f(s['gap_closed'], '.1%')} | "
                     f"{f(s['auc'])} | {f(s['best_auc'])} | {f(s['ms_per_step'], '.2f')} |")
    if paired:
        lines += ["", f"Paired by seed, against {REFERENCE} (negative log loss: better):", "",
                  "| variant | seeds | log loss - hashing's | lower on | AUC - hashing's |",
                  "|---|---|---|---|---|"]
        for d in paired:
            lines.append(f"| {d['variant']} | {d['seeds']} | {f(d['log_loss_diff'], '+.4f')} "
                         f"| {d['seeds_with_lower_log_loss']} of {d['seeds']} | "
                         f"{f(d['auc_diff'], '+.4f')} |")
    return "\n".join(lines) + "\n"


# ------------------------------------------------------------------- Part B
def part_b(args: argparse.Namespace, out: Path, log: Any) -> list[dict]:
    """The jobs on the emulated clusters; one record each (compare's
    `result_record`, with the embedding)."""
    from benchmarks.cluster import EmulatedCluster
    from benchmarks.comparison.records import launched_record
    from benchmarks.comparison.runs import RunSpec

    records = []
    total = len(args.machines) * len(args.rates) * args.b_repeats * len(args.b_embeddings)
    done = 0
    for machines in args.machines:
        for rate in args.rates:
            with EmulatedCluster(machines, rate_mbit=rate, prefix=args.prefix,
                                 subnet=args.subnet) as cluster:
                print(f"click_stream: cluster {cluster.describe()}", file=sys.stderr)
                for rep in range(args.b_repeats):
                    for emb in args.b_embeddings:
                        done += 1
                        spec = RunSpec("clicks", args.arch, machines, args.slots, rate,
                                       args.b_steps, args.warmup, args.config, {}, None,
                                       repeat=rep, script_args=(
                                           "--embedding", emb, "--capacity",
                                           str(args.b_capacity), *args.train_args))
                        run_dir = out / "part_b" / spec.run_id
                        print(f"click_stream: B [{done}/{total}] {spec.run_id} ...",
                              file=sys.stderr, flush=True)
                        rec = launched_record(cluster, spec, run_dir, args.b_timeout,
                                              "click_stream", part="b", embedding=emb,
                                              capacity=args.b_capacity)
                        log(rec)
                        records.append(rec)
    return records


def summarize_b(records: list[dict]) -> list[dict]:
    """Per (machines, rate, embedding): medians over repeats, and the
    dynamic / static ratios of step time and bytes."""
    cells: dict[tuple, dict[str, list[dict]]] = {}
    for r in records:
        cells.setdefault((r["machines"], r["link_mbit"]), {}).setdefault(
            r["embedding"], []).append(r)
    out = []
    for (machines, rate), by_emb in sorted(cells.items(), key=lambda kv: (kv[0][0],
                                                                          kv[0][1] or 0)):
        rows = {}
        for emb, rs in by_emb.items():
            ok = [r for r in rs if r["status"] == "ok"]
            med = lambda key, ok=ok: (statistics.median([r[key] for r in ok])
                                      if ok and all(r.get(key) is not None for r in ok)
                                      else None)
            step = med("step_seconds_median")
            rows[emb] = {"machines": machines, "link_mbit": rate, "embedding": emb,
                         "workers": rs[0]["workers"], "jobs": len(rs), "ok": len(ok),
                         "step_ms": None if step is None else step * 1e3,
                         "examples_per_s": med("throughput"),
                         "bytes_per_step_per_machine": med(
                             "bytes_per_machine_per_iter_measured_mean"),
                         "predicted_bytes_per_step_per_machine": med(
                             "bytes_per_machine_per_iter_predicted_mean"),
                         "cpu_s_per_step_per_worker": med("cpu_seconds_per_step_per_worker_mean"),
                         "errors": [r.get("error") for r in rs if r["status"] != "ok"]}
        s = rows.get("static")
        for row in rows.values():
            row["step_time_vs_static"] = row["bytes_vs_static"] = None
            if s and s["step_ms"] and row["step_ms"]:
                row["step_time_vs_static"] = row["step_ms"] / s["step_ms"]
            if s and s["bytes_per_step_per_machine"] and row["bytes_per_step_per_machine"]:
                row["bytes_vs_static"] = (row["bytes_per_step_per_machine"]
                                          / s["bytes_per_step_per_machine"])
        out += [rows[e] for e in sorted(rows, key=lambda e: (e != "dynamic", e))]
    return out


def table_b(args: argparse.Namespace, summary: list[dict]) -> str:
    def n(x: Optional[float], spec: str) -> str:
        return "-" if x is None else format(x, spec)

    lines = [f"## Part B: emulated machines (config {args.config}, tables of "
             f"{args.b_capacity:,} rows, -a {args.arch}, {args.slots} worker(s) per machine, "
             f"{args.b_steps} steps, {args.warmup} left out)", "",
             "examples/s: all workers' examples per step / the median step of the slowest "
             "worker. Bytes: rx + tx of a machine's link per timed step (mean over machines). "
             "Ratios: against the static Embedding of the same cell.", "",
             "| machines | link Mbit/s | embedding | ms/step | examples/s | KiB/step/machine | "
             "predicted KiB | CPU s/step/worker | step time / static | bytes / static |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in summary:
        if not r["ok"]:
            lines.append(f"| {r['machines']} | {n(r['link_mbit'], 'g')} | {r['embedding']} | "
                         f"failed: {'; '.join(str(e) for e in r['errors'])} | | | | | | |")
            continue
        kib = lambda x: None if x is None else x / 1024
        lines.append(
            f"| {r['machines']} | {n(r['link_mbit'], 'g')} | {r['embedding']} | "
            f"{n(r['step_ms'], '.1f')} | {n(r['examples_per_s'], ',.0f')} | "
            f"{n(kib(r['bytes_per_step_per_machine']), ',.1f')} | "
            f"{n(kib(r['predicted_bytes_per_step_per_machine']), ',.1f')} | "
            f"{n(r['cpu_s_per_step_per_worker'], '.4f')} | "
            f"{n(r['step_time_vs_static'], '.2f')} | {n(r['bytes_vs_static'], '.2f')} |")
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------- main
def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    out = Path(args.out)
    meta = {**run_meta("benchmarks.click_stream", argv, out),
            "args": {k: v for k, v in vars(args).items()}}
    results: dict[str, Any] = {"meta": meta}
    jsonl = open(out / "runs.jsonl", "w", encoding="utf-8")

    def log(rec: dict) -> None:
        jsonl.write(json.dumps(rec, default=str) + "\n")
        jsonl.flush()

    def save() -> None:
        (out / "results.json").write_text(json.dumps(results, indent=1, default=str) + "\n")

    failed = False
    tables = [f"# Click-stream benchmark\n\n{meta['started']}, {meta['machine']}.\n"
              f"`{meta['command']}`\n"]
    started = time.perf_counter()
    try:
        if "a" in args.parts:
            records = []
            for seed in range(args.repeats):       # seeds outermost: variants take turns
                for v in args.variants:
                    print(f"click_stream: A {v} seed {seed} ({args.config}, {args.steps} "
                          "steps) ...", file=sys.stderr, flush=True)
                    rec = run_a(args, out, v, seed)
                    log(rec)
                    records.append(rec)
                    if rec["status"] == "ok":
                        print(f"click_stream:   log loss {rec['log_loss']:.4f} (best "
                              f"{rec['best_log_loss']:.4f}, constant "
                              f"{rec['constant_log_loss']:.4f}), AUC {rec['auc']:.4f}, "
                              f"{rec['table_bytes']:,} bytes per table, "
                              f"{rec['ms_per_step']:.2f} ms/step", file=sys.stderr)
                    else:
                        failed = True
                        print(f"click_stream:   FAILED ({rec['error']}):\n{rec['log_tail']}",
                              file=sys.stderr)
            summary, paired = summarize_a(records, args.variants)
            results["part_a"] = {"runs": records, "summary": summary, "paired": paired}
            tables.append(table_a(args, summary, paired))
            save()
        if "b" in args.parts:
            from benchmarks.cluster import check_support
            reason = check_support(need_tc=any(r is not None for r in args.rates))
            if reason:
                failed = True
                results["part_b"] = {"skipped": reason}
                tables.append(f"## Part B\n\nnot run: {reason}\n")
                print(f"click_stream: Part B needs an emulated cluster: {reason}",
                      file=sys.stderr)
            else:
                records = part_b(args, out, log)
                failed |= any(r["status"] != "ok" for r in records)
                summary_b = summarize_b(records)
                results["part_b"] = {"records": records, "summary": summary_b}
                tables.append(table_b(args, summary_b))
    finally:
        jsonl.close()
        meta["wall_seconds"] = round(time.perf_counter() - started, 1)
        save()
    text = "\n".join(tables)
    (out / "table.md").write_text(text)
    print(text)
    print(f"click_stream: results in {out} ({meta['wall_seconds']:.0f} s)", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
