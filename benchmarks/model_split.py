"""Manual model splitting: time per step and peak memory per process, by
model size and number of split processes (the case study of "Model
parallelization in TensorFlow", Figs. 4 and 5).

    python -m benchmarks.model_split --quick          # ~2-3 min: n=20, tiny width, S = 1, 2
    python -m benchmarks.model_split                   # n = 20, 40 x S = 1, 2, 4, width 1024
    python benchmarks/model_split.py --layers 20 --splits 1 --steps 3 --warmup 1

For every n in --layers and S in --splits it trains
examples/model_split/train.py (batch --batch-size per replica, default
1000, the case study's) for --warmup + --steps steps:

* S = 1: a plain single-device run (`python train.py --splits 1`: no split
  scope at all);
* S > 1: `parallax-tf run --resources localhost:0,...,S-1 -a allreduce
  train.py --splits S`: one replica over S tasks on this machine, block k
  of the layers on task k (no parameter server: every variable is dense).

Time per step: the driver's (worker 0's) own `runner.run` times, which the
example writes with `--timings`; the first --warmup steps (the first one
traces, plans and lowers) are left out; median and mean of the rest.

Peak memory per process: a sampler thread walks the launched process tree
every --interval seconds (psutil) and reads each process's peak resident set
size (`VmHWM` of /proc/<pid>/status, a high-water mark: the last value seen
per pid is its peak up to then). Each task is named by its PARALLAX_TF_TASK
(job and index); the `parallax-tf run` launcher itself is left out, and a
`ps` task (none with -a allreduce) is listed apart. With S = 1 the driver is
the single process.

Outputs under --out (default benchmarks/results/model_split): one JSON line
per run on stdout and in `results.jsonl`, `summary.json` (runs, meta, the
ratios), `table.md` (n, S, ms/step, peak RSS of each process in MiB, time and
driver memory relative to S = 2) and `model_split.png`; per run,
`runs/<run>/` holds `command.txt`, `log.txt`, `timings.json`, `memory.json`.
A failed run (non-zero exit, timeout, no timings) is recorded with its
status and log tail; the sweep goes on and the command exits 1.
"""
from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))      # also when run as `python benchmarks/model_split.py`

from benchmarks.common import kill_group, machine_description, tail, wait_or_kill  # noqa: E402

SCRIPT = REPO / "examples" / "model_split" / "train.py"
DEFAULT_OUT = REPO / "benchmarks" / "results" / "model_split"
TASK_VAR = "PARALLAX_TF_TASK"
MIB = 1024 * 1024

PAPER = {"n": 40, "splits": (2, 4), "speedup": 1.72, "driver_memory": 0.70}
"""The case study's headline: at n = 40, 4 processes trained 1.72x faster
than 2 and used 30% less RAM on the chief."""


# ============================================================================ memory sampler

def _status_kib(pid: int, field: str) -> Optional[int]:
    """`field` (VmHWM, VmRSS) of /proc/<pid>/status in KiB, None if gone."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return None


def _task_of(proc: Any) -> Optional[tuple[str, int]]:
    """(job, index) from the process's PARALLAX_TF_TASK, None without one."""
    try:
        text = proc.environ().get(TASK_VAR)
    except Exception:  # psutil.AccessDenied, NoSuchProcess, ZombieProcess
        return None
    if not text:
        return None
    try:
        role = json.loads(text)
        return str(role["job"]), int(role["index"])
    except (ValueError, KeyError, TypeError):
        return None


def run_sampled(cmd: Sequence[str], env: dict, log: Path, timeout: float, root_is_task: bool,
                interval: float = 0.2) -> tuple[int, bool, "MemorySampler"]:
    """Run `cmd` from the repository (its own process group, output to
    `log`) while a `MemorySampler` walks its process tree: (exit code, timed
    out, the sampler). Tasks a failed launch left behind are stopped."""
    timed_out = False
    with open(log, "w", encoding="utf-8") as f:
        proc = subprocess.Popen(list(cmd), cwd=REPO, env=env, stdout=f,
                                stderr=subprocess.STDOUT, start_new_session=True)
        sampler = MemorySampler(proc.pid, root_is_task=root_is_task, interval=interval)
        sampler.start()
        try:
            rc, timed_out = wait_or_kill(proc, timeout)
        finally:
            sampler.stop()
            if not timed_out and proc.poll() is not None:
                kill_group(proc, grace_s=3.0)
    return rc, timed_out, sampler


class MemorySampler(threading.Thread):
    """Every `interval` s: the process tree under `root_pid`, each process's
    VmHWM (last value seen per pid) and its task. `root_is_task`: the root
    is the single-device driver (S = 1) rather than the launcher."""

    def __init__(self, root_pid: int, root_is_task: bool, interval: float = 0.2) -> None:
        super().__init__(daemon=True)
        import psutil
        self._psutil = psutil
        self.root_pid, self.root_is_task, self.interval = root_pid, root_is_task, interval
        self.stop_event = threading.Event()
        self.peak_kib: dict[int, int] = {}            # pid -> last VmHWM seen
        self.names: dict[int, str] = {}               # pid -> "worker 0", "ps 0", "launcher", ...
        self.parents: dict[int, int] = {}
        self.samples = 0
        self.started = time.time()

    def _walk(self) -> None:
        psutil = self._psutil
        try:
            root = psutil.Process(self.root_pid)
            procs = [root, *root.children(recursive=True)]
        except psutil.NoSuchProcess:
            return
        for proc in procs:
            pid = proc.pid
            if pid not in self.names:
                if pid == self.root_pid:
                    self.names[pid] = "worker 0" if self.root_is_task else "launcher"
                else:
                    task = _task_of(proc)
                    if task is None:
                        continue                     # not a task yet (or never): look again
                    self.names[pid] = f"{task[0]} {task[1]}"
                try:
                    self.parents[pid] = proc.ppid()
                except psutil.NoSuchProcess:
                    pass
            hwm = _status_kib(pid, "VmHWM")
            if hwm is not None:
                self.peak_kib[pid] = max(hwm, self.peak_kib.get(pid, 0))
        self.samples += 1

    def run(self) -> None:
        while not self.stop_event.is_set():
            self._walk()
            self.stop_event.wait(self.interval)

    def stop(self) -> None:
        self.stop_event.set()
        self.join()

    def per_task(self) -> dict[str, dict]:
        """Task name -> {"peak_rss_mib", "pid", "pids"}; a task's own process
        is the topmost pid with its name (a child that inherited the task's
        environment is counted apart, in "children_peak_rss_mib")."""
        out: dict[str, dict] = {}
        for pid, name in self.names.items():
            if name == "launcher":
                continue
            entry = out.setdefault(name, {"pids": []})
            entry["pids"].append(pid)
        for name, entry in out.items():
            pids = entry["pids"]
            top = [p for p in pids if self.parents.get(p) not in pids] or pids
            own = top[0]
            entry["pid"] = own
            entry["peak_rss_mib"] = round(self.peak_kib.get(own, 0) / 1024, 1)
            rest = [self.peak_kib.get(p, 0) for p in pids if p != own]
            if rest:
                entry["children_peak_rss_mib"] = round(sum(rest) / 1024, 1)
        return dict(sorted(out.items(), key=lambda kv: (kv[0].split()[0] != "worker",
                                                        kv[0].split()[0],
                                                        int(kv[0].split()[1]))))


# ============================================================================ one run

def run_id(layers: int, splits: int, config: str) -> str:
    return f"n{layers}-s{splits}-{config}"


def command(layers: int, splits: int, args: argparse.Namespace, timings: Path) -> list[str]:
    """The command of one run (see the module doc)."""
    script_args = [str(SCRIPT), "--layers", str(layers), "--splits", str(splits),
                   "--config", args.config, "--batch-size", str(args.batch_size),
                   "--steps", str(args.warmup + args.steps), "--optimizer", args.optimizer,
                   "--data", args.data, "--no-eval", "--log-every", "1",
                   "--timings", str(timings)]
    if splits == 1:
        return [sys.executable, *script_args]
    parallax_tf = Path(sys.executable).with_name("parallax-tf")
    resources = "localhost:" + ",".join(str(i) for i in range(splits))
    return [str(parallax_tf) if parallax_tf.exists() else "parallax-tf", "run",
            "--resources", resources, "--architecture", "allreduce", "--grace", "5",
            *script_args]


def run_one(layers: int, splits: int, args: argparse.Namespace, out: Path) -> dict:
    """Launch one run, sample its memory, read its timings; the record."""
    rid = run_id(layers, splits, args.config)
    run_dir = out / "runs" / rid
    run_dir.mkdir(parents=True, exist_ok=True)
    timings = run_dir / "timings.json"
    if timings.exists():
        timings.unlink()
    cmd = command(layers, splits, args, timings)
    (run_dir / "command.txt").write_text(" ".join(cmd) + "\n")
    log = run_dir / "log.txt"
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONUNBUFFERED": "1"}
    rec: dict[str, Any] = {"run_id": rid, "layers": layers, "splits": splits,
                           "config": args.config, "batch_size": args.batch_size,
                           "warmup": args.warmup, "timed_steps": args.steps,
                           "command": " ".join(cmd), "log": str(log)}
    start = time.perf_counter()
    rc, timed_out, sampler = run_sampled(cmd, env, log, args.timeout,
                                         root_is_task=splits == 1, interval=args.interval)
    rec["wall_seconds"] = round(time.perf_counter() - start, 1)
    rec["exit_code"] = rc
    memory = sampler.per_task()
    (run_dir / "memory.json").write_text(json.dumps(
        {"tasks": memory, "samples": sampler.samples, "interval_s": args.interval,
         "peak_kib_by_pid": sampler.peak_kib, "names": sampler.names}, indent=1) + "\n")
    rec["peak_rss_mib"] = {name: t["peak_rss_mib"] for name, t in memory.items()
                           if name.startswith("worker")}
    ps = {name: t["peak_rss_mib"] for name, t in memory.items() if name.startswith("ps")}
    if ps:
        rec["ps_peak_rss_mib"] = ps
    rec["driver_peak_rss_mib"] = rec["peak_rss_mib"].get("worker 0")
    rec["total_peak_rss_mib"] = round(sum(rec["peak_rss_mib"].values()), 1) \
        if rec["peak_rss_mib"] else None
    rec["memory_samples"] = sampler.samples

    timing = None
    if timings.exists():
        try:
            timing = json.loads(timings.read_text())
        except ValueError:
            timing = None
    if timing is not None:
        steps = timing["step_seconds"]
        timed = steps[args.warmup:]
        rec.update({
            "parameters": timing["parameters"], "part_parameters": timing["part_parameters"],
            "width": timing["width"], "num_workers": timing["num_workers"],
            "num_replicas": timing["num_replicas"],
            "first_step_ms": round(steps[0] * 1e3, 1) if steps else None,
            "step_ms": [round(s * 1e3, 1) for s in timed],
            "ms_per_step": round(statistics.median(timed) * 1e3, 1) if timed else None,
            "ms_per_step_mean": round(statistics.mean(timed) * 1e3, 1) if timed else None,
            "loss_first": timing["loss_summary"][1], "loss_last": timing["loss_summary"][2],
        })
    if rc == 0 and timing is not None and rec.get("ms_per_step") is not None:
        rec["status"] = "ok"
    else:
        rec["status"] = "failed"
        rec["error"] = ("timed out after %.0f s" % args.timeout if timed_out else
                        f"exit code {rc}" if rc != 0 else "no timings written")
        (run_dir / "log_tail.txt").write_text(tail(log) + "\n")
        rec["log_tail"] = str(run_dir / "log_tail.txt")
    (run_dir / "result.json").write_text(json.dumps(rec, indent=1) + "\n")
    return rec


# ============================================================================ report

def add_ratios(records: list[dict]) -> None:
    """time_vs_s2 = ms/step / ms/step at S = 2; driver_memory_vs_s2 = the
    driver's peak RSS / the driver's at S = 2 (same n and config)."""
    base = {(r["layers"], r["config"]): r for r in records
            if r["splits"] == 2 and r["status"] == "ok"}
    for r in records:
        b = base.get((r["layers"], r["config"]))
        ok = r["status"] == "ok" and b is not None
        r["time_vs_s2"] = round(r["ms_per_step"] / b["ms_per_step"], 3) \
            if ok and b["ms_per_step"] else None
        r["driver_memory_vs_s2"] = round(r["driver_peak_rss_mib"] / b["driver_peak_rss_mib"], 3) \
            if ok and r.get("driver_peak_rss_mib") and b.get("driver_peak_rss_mib") else None


def _fmt(x: Optional[float], spec: str = ",.1f") -> str:
    return "-" if x is None else format(x, spec)


def markdown(records: list[dict], meta: dict) -> str:
    lines = [f"# Model splitting: {meta['name']}", "",
             f"{meta['started']} on {meta['machine']}; command: `{meta['command']}`", "",
             f"Batch {meta['batch_size']} per step, {meta['config']} config, optimizer "
             f"{meta['optimizer']}, data {meta['data']}; {meta['warmup']} warm-up step(s) "
             f"left out, then {meta['steps']} timed (median). Peak RSS: VmHWM per process, "
             "sampled every "
             f"{meta['interval']:g} s; worker k = split position k (worker 0 = the driver). "
             f"An idle task (TensorFlow, Horovod and parallax_tf imported, a server started, "
             f"no model) peaks at {_fmt(meta.get('idle_task_rss_mib'), ',.0f')} MiB; "
             "\"params MiB\" is each position's float32 parameters.",
             "",
             "| n | S | parameters | params MiB per position | ms/step | "
             "peak RSS per process (MiB) | driver MiB | sum MiB | time / S=2 | "
             "driver RSS / S=2 | status |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in records:
        per = " / ".join(f"w{name.split()[1]} {v:,.0f}"
                         for name, v in r.get("peak_rss_mib", {}).items()) or "-"
        status = r["status"] if r["status"] == "ok" else \
            f"FAILED: {r.get('error')} (log tail: `{r.get('log_tail')}`)"
        params = " / ".join(f"{p * 4 / MIB:,.0f}" for p in r.get("part_parameters") or []) \
            or "-"
        lines.append(
            f"| {r['layers']} | {r['splits']} | {_fmt(r.get('parameters'), ',.0f')} | "
            f"{params} | {_fmt(r.get('ms_per_step'))} | {per} | "
            f"{_fmt(r.get('driver_peak_rss_mib'), ',.0f')} | "
            f"{_fmt(r.get('total_peak_rss_mib'), ',.0f')} | {_fmt(r.get('time_vs_s2'), '.2f')} | "
            f"{_fmt(r.get('driver_memory_vs_s2'), '.2f')} | {status} |")
    lines += ["", f"Paper (n = {PAPER['n']}, 96 GB machine, 2 GPUs): {PAPER['splits'][1]} "
                  f"processes {PAPER['speedup']}x faster than {PAPER['splits'][0]} (time / S=2 "
                  f"= {1 / PAPER['speedup']:.2f}) with {1 - PAPER['driver_memory']:.0%} less RAM "
                  f"on the chief (driver RSS / S=2 = {PAPER['driver_memory']:.2f}); the gains "
                  "appeared only under memory pressure."]
    return "\n".join(lines) + "\n"


def plots(records: list[dict], out: Path) -> Optional[Path]:
    ok = [r for r in records if r["status"] == "ok"]
    if not ok:
        return None
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    layers = sorted({r["layers"] for r in ok})
    splits = sorted({r["splits"] for r in ok})
    width = 0.8 / max(len(splits), 1)
    fig, (ax1, ax2) = plt.subplots(1, 2, figsize=(11, 4.2))
    colors = plt.get_cmap("tab10")
    for j, s in enumerate(splits):
        xs, times, drivers, others = [], [], [], []
        for i, n in enumerate(layers):
            hit = [r for r in ok if r["layers"] == n and r["splits"] == s]
            if not hit:
                continue
            r = hit[0]
            xs.append(i + (j - (len(splits) - 1) / 2) * width)
            times.append(r["ms_per_step"])
            drivers.append(r.get("driver_peak_rss_mib") or 0.0)
            others.append((r.get("total_peak_rss_mib") or 0.0) - (r.get("driver_peak_rss_mib")
                                                                 or 0.0))
        label = "1 process (no split)" if s == 1 else f"{s} processes"
        ax1.bar(xs, times, width, label=label, color=colors(j))
        ax2.bar(xs, drivers, width, label=f"{label}: driver", color=colors(j))
        if any(others):
            ax2.bar(xs, others, width, bottom=drivers, color=colors(j), alpha=0.35,
                    hatch="//", label=f"{label}: other tasks")
    for ax in (ax1, ax2):
        ax.set_xticks(range(len(layers)))
        ax.set_xticklabels([f"n = {n}" for n in layers])
        ax.set_xlabel("fully connected layers")
    ax1.set_ylabel("ms per step (median)")
    ax1.set_title(f"time per step, batch {ok[0]['batch_size']}")
    ax1.legend(fontsize=7)
    ax2.set_ylabel("peak RSS (MiB)")
    ax2.set_title("peak memory: driver (solid) + other tasks (hatched)")
    ax2.legend(fontsize=6)
    fig.tight_layout()
    path = out / "model_split.png"
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


_IDLE_TASK = """
import os, time
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
import tensorflow as tf, horovod.tensorflow
import parallax_tf.modes.data.engine
server = tf.distribute.Server({"worker": ["localhost:0"]}, job_name="worker", task_index=0)
time.sleep(1.0)
print([l.split()[1] for l in open("/proc/self/status") if l.startswith("VmHWM:")][0])
"""


def idle_task_rss_mib() -> Optional[float]:
    """Peak RSS of a task that holds no model: TensorFlow, Horovod and
    parallax_tf imported and a TensorFlow server started (what every task
    costs before any variable)."""
    done = subprocess.run([sys.executable, "-c", _IDLE_TASK], cwd=REPO, capture_output=True,
                          text=True, timeout=300, check=False)
    try:
        return round(int(done.stdout.strip().splitlines()[-1]) / 1024, 1)
    except (ValueError, IndexError):
        return None


def report(out: Path, records: list[dict], meta: dict, plots_too: bool = True) -> int:
    add_ratios(records)
    summary = {"meta": meta, "paper": PAPER, "runs": records,
               "failed": [{k: r.get(k) for k in ("run_id", "error", "exit_code", "log_tail")}
                          for r in records if r["status"] != "ok"]}
    (out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    table = markdown(records, meta)
    (out / "table.md").write_text(table)
    png = plots(records, out) if plots_too else None
    print(table, file=sys.stderr)
    print(f"model_split: done in {meta.get('wall_seconds', 0):.0f} s; results in {out} "
          f"(table.md, summary.json, results.jsonl{', ' + png.name if png else ''})",
          file=sys.stderr)
    failed = sum(r["status"] != "ok" for r in records)
    if failed:
        print(f"model_split: {failed} run(s) failed (see table.md)", file=sys.stderr)
    return 1 if failed else 0


# ============================================================================ main

def _csv_ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x.strip()]


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.model_split",
                                description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true",
                   help="n = 20, tiny width, S = 1, 2, 2 warm-up + 5 timed steps: ~2-3 min")
    p.add_argument("--layers", default="20,40", help="values of n (default 20,40)")
    p.add_argument("--splits", default="1,2,4",
                   help="split processes S (default 1,2,4; 1 = plain single-device run)")
    p.add_argument("--steps", type=int, default=5, help="timed steps per run (default 5)")
    p.add_argument("--warmup", type=int, default=2,
                   help="steps left out first (default 2; the first traces and lowers)")
    p.add_argument("--batch-size", type=int, default=1000, help="images per step (default 1000)")
    p.add_argument("--config", choices=["paper", "tiny"], default="paper",
                   help="layer width: paper 1024 (default), tiny 64")
    p.add_argument("--optimizer", default="sgd")
    p.add_argument("--data", choices=["digits", "synthetic"], default="synthetic",
                   help="the example's data (default synthetic: no scikit-learn needed)")
    p.add_argument("--interval", type=float, default=0.2,
                   help="seconds between memory samples (default 0.2)")
    p.add_argument("--timeout", type=float, default=900, help="seconds per run (default 900)")
    p.add_argument("--out", default=str(DEFAULT_OUT),
                   help="results folder (default benchmarks/results/model_split)")
    p.add_argument("--no-plots", action="store_true")
    p.add_argument("--report-only", action="store_true",
                   help="rebuild table.md, summary.json and the PNG from --out's "
                        "results.jsonl and meta.json (and measure the idle task again)")
    args = p.parse_args(argv)
    if args.quick:
        args.layers, args.splits, args.config = "20", "1,2", "tiny"
        args.steps, args.warmup = min(args.steps, 5), min(args.warmup, 2)
        args.timeout = min(args.timeout, 240)
    args.layers, args.splits = _csv_ints(args.layers), _csv_ints(args.splits)
    if not args.layers or not args.splits or min(args.layers) < 1 or min(args.splits) < 1:
        p.error("--layers and --splits need positive integers")
    if args.warmup < 1 or args.steps < 1:
        p.error("--warmup and --steps must be >= 1 (the first step traces and lowers)")
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    try:
        import psutil  # noqa: F401
    except ImportError:
        print("model_split: needs psutil (pip install psutil) to read the tasks' memory",
              file=sys.stderr)
        return 2
    out = Path(args.out)
    if args.report_only:
        records = [json.loads(line) for line in (out / "results.jsonl").read_text().splitlines()
                   if line.strip()]
        meta = json.loads((out / "meta.json").read_text())
        meta["idle_task_rss_mib"] = idle_task_rss_mib()
        (out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
        return report(out, records, meta, plots_too=not args.no_plots)
    (out / "runs").mkdir(parents=True, exist_ok=True)
    meta = {"name": out.name, "started": _dt.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(),
            "command": f"python -m benchmarks.model_split {' '.join(argv)}".strip(),
            "config": args.config, "batch_size": args.batch_size, "optimizer": args.optimizer,
            "data": args.data, "warmup": args.warmup, "steps": args.steps,
            "interval": args.interval}
    runs = [(n, s) for n in args.layers for s in args.splits]
    print(f"model_split: {len(runs)} run(s) -> {out}", file=sys.stderr)
    records = []
    started = time.perf_counter()
    with open(out / "results.jsonl", "w", encoding="utf-8") as jsonl:
        for i, (n, s) in enumerate(runs, 1):
            print(f"model_split: [{i}/{len(runs)}] n={n} S={s} ...", file=sys.stderr, flush=True)
            rec = run_one(n, s, args, out)
            line = json.dumps(rec)
            print(line, flush=True)
            jsonl.write(line + "\n")
            jsonl.flush()
            if rec["status"] == "ok":
                print(f"model_split:   {rec['ms_per_step']:,.1f} ms/step, peak RSS "
                      f"{rec['peak_rss_mib']} MiB, wall {rec['wall_seconds']} s",
                      file=sys.stderr)
            else:
                print(f"model_split: FAILED {rec['run_id']}: {rec.get('error')}; log tail: "
                      f"{rec.get('log_tail')}", file=sys.stderr)
            records.append(rec)
    meta["wall_seconds"] = round(time.perf_counter() - started, 1)
    meta["idle_task_rss_mib"] = idle_task_rss_mib()
    (out / "meta.json").write_text(json.dumps(meta, indent=1) + "\n")
    return report(out, records, meta, plots_too=not args.no_plots)


if __name__ == "__main__":
    sys.exit(main())
