"""Composition: the LM with its LSTM stack pipelined and its tables on the
parameter servers, against the same pipeline with every variable on the
stages, and against plain HYBRID data parallelism (docs/composition.md).

    python -m benchmarks.composition --quick     # tiny config, 2 machines, 1000 Mbit/s: ~3 min
    python -m benchmarks.composition             # bench config, 2 and 4 machines x 100, 1000 Mbit/s

Every run trains examples/lm/train.py with two stacked LSTM layers
(`--lstm-layers 2`) on M emulated machines of 2 slots each (`across`: 1; network
namespaces whose links are shaped to --rates; benchmarks/cluster.py):

* `composed`: `--schedule gpipe --architecture hybrid`: the two LSTM layers
  cut into 2 GPipe stages (the embedding with the first, the projection and
  the sampled softmax with the second), one pipeline replica per machine,
  the embedding and the softmax on the servers (one per machine);
* `stages`: `--schedule gpipe`: the same pipeline with every variable on
  its stage (the tables' rows AllGathered across the replicas);
* `hybrid`: `--architecture hybrid`: data parallelism, 2 workers per
  machine, the tables in row shards on the servers, the rest AllReduced;
* `across`: `composed` with one slot per machine: each replica's two
  stages on two machines, so the activations between them cross the links
  (what the byte model's activation term predicts).

Per run: time per step (the chief's `runner.run` times after --warmup steps,
median; PARALLAX_TF_STATS_DIR), words per second of the whole job (batch x
sequence x replicas per step), bytes that crossed each machine's link per
step (interface counters over the timed window), the plan's predicted bytes
per machine (the byte model, with a pipeline's activations between stages
on different machines), and peak RSS of every task (VmHWM, sampled).

Outputs under --out (default benchmarks/results/composition): one JSON line
per run on stdout and in results.jsonl, summary.json, table.md and
composition.png; per run runs/<run>/ (command, log, stats).
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import shutil
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))

from benchmarks.common import link_bytes_per_step, machine_description, tail  # noqa: E402
from benchmarks.model_split import run_sampled  # noqa: E402

SCRIPT = REPO / "examples" / "lm" / "train.py"
DEFAULT_OUT = REPO / "benchmarks" / "results" / "composition"
MODES = {
    "composed": (["--schedule", "gpipe", "--architecture", "hybrid"], 2),
    "stages": (["--schedule", "gpipe"], 2),
    "hybrid": (["--architecture", "hybrid"], 2),
    "across": (["--schedule", "gpipe", "--architecture", "hybrid"], 1),
}
"""Mode -> the script's flags and the slots per machine (2: a pipeline
replica of 2 stages per machine, or 2 data-parallel workers; 1: a replica's
two stages on two machines, so its activations cross the links)."""
MIB = 1024 * 1024


def _parallax_tf() -> str:
    path = Path(sys.executable).with_name("parallax-tf")
    return str(path) if path.exists() else "parallax-tf"


def _config(name: str) -> Any:
    sys.path.insert(0, str(SCRIPT.parent))
    try:
        from model import CONFIGS
    finally:
        sys.path.pop(0)
    return CONFIGS[name]


def run_one(mode: str, machines: int, rate: float, args: argparse.Namespace, out: Path) -> dict:
    from benchmarks.cluster import EmulatedCluster
    rid = f"{mode}_m{machines}_r{int(rate)}"
    run_dir = out / "runs" / rid
    shutil.rmtree(run_dir, ignore_errors=True)
    run_dir.mkdir(parents=True)
    stats = run_dir / "stats"
    cfg = _config(args.config)
    rec: dict[str, Any] = {"run_id": rid, "mode": mode, "machines": machines,
                           "rate_mbit": rate, "config": args.config}
    with EmulatedCluster(machines, rate_mbit=rate) as cluster:
        flags, slots = MODES[mode]
        cmd = [_parallax_tf(), "run", "--resources", cluster.resources(slots), str(SCRIPT),
               "--config", args.config, "--lstm-layers", "2", "--steps",
               str(args.warmup + args.steps), "--eval-sentences", "0", "--log-every", "5",
               "--seed", "0", *flags]
        env = {**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2",
               "PYTHONUNBUFFERED": "1", "PARALLAX_TF_STATS_DIR": str(stats),
               "PARALLAX_TF_STATS_WARMUP": str(args.warmup)}
        (run_dir / "command.txt").write_text(" ".join(cmd) + "\n")
        rec["command"] = " ".join(cmd)
        log = run_dir / "log.txt"
        started = time.perf_counter()
        rc, timed_out, sampler = run_sampled(cmd, env, log, args.timeout, root_is_task=False)
    rec["wall_seconds"] = round(time.perf_counter() - started, 1)
    rec["exit_code"] = rc
    rec["peak_rss_mib"] = {n: t["peak_rss_mib"] for n, t in sampler.per_task().items()}
    replicas = machines * slots if mode == "hybrid" else machines * slots // 2
    rec["replicas"] = replicas
    rec["words_per_step"] = replicas * cfg.batch_size * cfg.seq_len
    _read_stats(rec, stats)
    if "ms_per_step" in rec:
        rec["words_per_second"] = round(rec["words_per_step"] / rec["ms_per_step"] * 1e3)
    if rc != 0 or "ms_per_step" not in rec:
        rec["status"] = "failed"
        rec["error"] = "timed out" if timed_out else f"exit code {rc}"
        rec["log_tail"] = tail(log, 30)
    else:
        rec["status"] = "ok"
    (run_dir / "result.json").write_text(json.dumps(rec, indent=1) + "\n")
    return rec


def _read_stats(rec: dict, stats: Path) -> None:
    chief = stats / "worker_0.json"
    if chief.exists():
        s = json.loads(chief.read_text())
        if s.get("step_seconds"):
            rec["ms_per_step"] = round(statistics.median(s["step_seconds"]) * 1e3, 1)
        if s.get("predicted_bytes_per_machine"):
            rec["predicted_bytes_per_machine"] = s["predicted_bytes_per_machine"]
    per_machine = link_bytes_per_step(stats)
    if per_machine:
        rec["link_bytes_per_step"] = per_machine


# ============================================================================ report

def _kib(n: Optional[float]) -> str:
    return "-" if n is None else f"{n / 1024:,.0f}"


def markdown(records: list[dict], meta: dict) -> str:
    lines = [f"# Composition: LM `{meta['config']}` (2 LSTM layers)",
             "", f"{meta['started']} on {meta['machine']}; command: `{meta['command']}`", "",
             f"{meta['warmup']} warm-up steps left out, {meta['steps']} timed (median); "
             "words/s of the whole job; link KiB per step and machine: measured (mean over "
             "the machines whose chief-side counters were read) and predicted by the plan's "
             "byte model; peak RSS: the largest worker / server task.", "",
             "| machines | Mbit/s | mode | replicas | ms/step | words/s | vs hybrid | "
             "link KiB/step (measured) | predicted | peak worker MiB | peak server MiB |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    by_key = {(r["machines"], r["rate_mbit"], r["mode"]): r for r in records}
    for r in records:
        if r["status"] != "ok":
            lines.append(f"| {r['machines']} | {r['rate_mbit']:g} | {r['mode']} | "
                         f"failed: {r.get('error')} | | | | | | | |")
            continue
        base = by_key.get((r["machines"], r["rate_mbit"], "hybrid"))
        ratio = (f"{r['words_per_second'] / base['words_per_second']:.2f}x"
                 if base and base.get("words_per_second") else "-")
        measured = r.get("link_bytes_per_step")
        predicted = r.get("predicted_bytes_per_machine")
        workers = [v for k, v in r["peak_rss_mib"].items() if k.startswith("worker")]
        servers = [v for k, v in r["peak_rss_mib"].items() if k.startswith("ps")]
        lines.append(
            f"| {r['machines']} | {r['rate_mbit']:g} | {r['mode']} | {r['replicas']} | "
            f"{r['ms_per_step']:.0f} | {r['words_per_second']:,} | {ratio} | "
            f"{_kib(statistics.mean(measured)) if measured else '-'} | "
            f"{_kib(statistics.mean(predicted)) if predicted else '-'} | "
            f"{max(workers):.0f} | {max(servers) if servers else 0:.0f} |")
    return "\n".join(lines) + "\n"


def plot(records: list[dict], path: Path) -> Optional[Path]:
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    ok = [r for r in records if r["status"] == "ok"]
    groups = sorted({(r["machines"], r["rate_mbit"]) for r in ok})
    if not groups:
        return None
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4))
    width = 0.8 / len(MODES)
    for i, mode in enumerate(MODES):
        xs, speed, link = [], [], []
        for j, g in enumerate(groups):
            r = next((r for r in ok if (r["machines"], r["rate_mbit"]) == g
                      and r["mode"] == mode), None)
            if r is None:
                continue
            xs.append(j + i * width)
            speed.append(r["words_per_second"])
            link.append(statistics.mean(r.get("link_bytes_per_step") or [0]) / MIB)
        ax1.bar(xs, speed, width, label=mode)
        ax2.bar(xs, link, width, label=mode)
    for ax, title in ((ax1, "words / s (whole job)"), (ax2, "MiB per step per machine link")):
        ax.set_xticks([j + width for j in range(len(groups))])
        ax.set_xticklabels([f"{m} machines\n{r:g} Mbit/s" for m, r in groups])
        ax.set_title(title)
    ax1.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.composition",
                                description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true",
                   help="tiny config, 2 machines at 1000 Mbit/s, 2 + 4 steps (~3 min)")
    p.add_argument("--config", default="bench", choices=["tiny", "small", "bench"])
    p.add_argument("--machines", type=int, nargs="+", default=[2, 4])
    p.add_argument("--rates", type=float, nargs="+", default=[100.0, 1000.0])
    p.add_argument("--modes", nargs="+", default=list(MODES), choices=list(MODES))
    p.add_argument("--steps", type=int, default=8, help="timed steps (default 8)")
    p.add_argument("--warmup", type=int, default=3, help="steps left out (default 3)")
    p.add_argument("--timeout", type=float, default=900, help="seconds per run (default 900)")
    p.add_argument("--out", default=str(DEFAULT_OUT))
    args = p.parse_args(argv)
    if args.quick:
        args.config, args.machines, args.rates = "tiny", [2], [1000.0]
        args.steps, args.warmup, args.timeout = 4, 2, min(args.timeout, 300)
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    from benchmarks.cluster import check_support
    problem = check_support(need_tc=True)
    if problem is not None:
        print(f"composition: needs an emulated cluster ({problem})", file=sys.stderr)
        return 2
    out = Path(args.out)
    (out / "runs").mkdir(parents=True, exist_ok=True)
    meta = {"started": _dt.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(), "config": args.config,
            "command": f"python -m benchmarks.composition {' '.join(argv)}".strip(),
            "steps": args.steps, "warmup": args.warmup}
    runs = [(m, r, mode) for m in args.machines for r in args.rates for mode in args.modes]
    records = []
    with open(out / "results.jsonl", "w") as jsonl:
        for i, (machines, rate, mode) in enumerate(runs, 1):
            print(f"composition: [{i}/{len(runs)}] {mode}, {machines} machines, {rate:g} Mbit/s",
                  file=sys.stderr, flush=True)
            rec = run_one(mode, machines, rate, args, out)
            line = json.dumps(rec)
            print(line, flush=True)
            jsonl.write(line + "\n")
            records.append(rec)
    (out / "summary.json").write_text(json.dumps({"meta": meta, "runs": records}, indent=1))
    (out / "table.md").write_text(markdown(records, meta))
    plot(records, out / "composition.png")
    print(markdown(records, meta))
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
