"""Mesh-style layouts: memory per device, time per step and bytes per step of
the Transformer example on 4 devices, data parallel (`batch:4`), model
parallel (`model:4`) and both (`batch:2;model:2`), next to single-device.

    python -m benchmarks.layouts --quick        # tiny config, 2 local processes: ~3 min
    python -m benchmarks.layouts                # bench config, 2 emulated machines (root)

Each layout runs examples/transformer/train.py (`--config`, default bench:
4 blocks, d_model 256, d_ff 1024, 8 heads, vocab 16384; Adam) on --machines
tasks (default 2) of 4 / machines logical CPU devices each, with Mesh TF's
rules restricted to the mesh's axes, for --warmup + --steps steps; the
baseline is the plain single-device script (no parallax_tf in the step).
With root and `ip netns`, the tasks run in an emulated cluster (one network
namespace per machine, benchmarks/cluster.py; --rate shapes the links),
else on this machine (`--local`; no interface counters then).

Per run:
* time per step: worker 0's `runner.run` times (the example's --timings),
  warm-up steps left out, median;
* bytes per device held: measured on the DTensor components of task 0's
  first device (trainable variables, and the state: Adam's slots);
* peak RSS of every process (VmHWM, sampled: benchmarks/model_split.py);
* collectives per step: predicted by the plan (modes/layout/cost.py),
  and the ones DTensor emitted, read from its MLIR dump
  (parallax_tf/modes/layout/dtensor_program.py): count and ring bytes per device;
* bytes per step that crossed each machine's link: interface counters over
  the timed window (parallax_tf/runtime/stats.py), per machine and step.

Outputs under --out (default benchmarks/results/layouts): one JSON line per
run on stdout and in results.jsonl, summary.json, table.md, layouts.png;
per run runs/<run>/ (command, log, timings, stats, DTensor's collectives
parsed from its dump, which is then removed).
"""
from __future__ import annotations

import argparse
import contextlib
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
from benchmarks.model_split import _fmt, run_sampled  # noqa: E402

SCRIPT = REPO / "examples" / "transformer" / "train.py"
DEFAULT_OUT = REPO / "benchmarks" / "results" / "layouts"
MESHES = ("batch:4", "model:4", "batch:2;model:2")
MIB = 1024 * 1024


def _script_args(args: argparse.Namespace, mesh: Optional[str], timings: Path) -> list[str]:
    out = [str(SCRIPT), "--config", args.config, "--steps", str(args.warmup + args.steps),
           "--no-eval", "--log-every", "5", "--timings", str(timings), "--seed", "0"]
    if mesh is not None:
        devices = 4 // args.machines
        out += ["--mesh", mesh, "--devices-per-task", str(devices)]
    return out


def _parallax_tf() -> str:
    path = Path(sys.executable).with_name("parallax-tf")
    return str(path) if path.exists() else "parallax-tf"


def run_one(mesh: Optional[str], args: argparse.Namespace, out: Path,
            cluster: Any = None) -> dict:
    """One run (mesh None: the single-device baseline); its record."""
    rid = "single" if mesh is None else mesh.replace(";", "_").replace(":", "")
    run_dir = out / "runs" / rid
    shutil.rmtree(run_dir, ignore_errors=True)
    run_dir.mkdir(parents=True)
    timings, stats, dump = run_dir / "timings.json", run_dir / "stats", run_dir / "dump"
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2", "PYTHONUNBUFFERED": "1"}
    if mesh is None:
        cmd = [sys.executable, *_script_args(args, None, timings)]
    else:
        resources = cluster.resources(1) if cluster is not None else ";".join(
            ["localhost:0", "127.0.0.1:0", "127.0.0.2:0", "127.0.0.3:0"][:args.machines])
        cmd = [_parallax_tf(), "run", "--resources", resources, "--architecture", "allreduce",
               *_script_args(args, mesh, timings)]
        env.update({"TF_DUMP_GRAPH_PREFIX": str(dump), "TF_CPP_VMODULE": "dtensor_mlir_passes=1",
                    "PARALLAX_TF_STATS_DIR": str(stats),
                    "PARALLAX_TF_STATS_WARMUP": str(args.warmup)})
        if cluster is not None:
            env.update(cluster.env())
    (run_dir / "command.txt").write_text(" ".join(cmd) + "\n")
    rec: dict[str, Any] = {"run_id": rid, "mesh": mesh, "config": args.config,
                           "machines": 1 if mesh is None else args.machines,
                           "cluster": "single" if mesh is None else
                           ("netns" if cluster is not None else "local"),
                           "rate_mbit": args.rate, "command": " ".join(cmd)}
    log = run_dir / "log.txt"
    started = time.perf_counter()
    rc, timed_out, sampler = run_sampled(cmd, env, log, args.timeout, root_is_task=mesh is None)
    rec["wall_seconds"] = round(time.perf_counter() - started, 1)
    rec["exit_code"] = rc
    memory = sampler.per_task()
    rec["peak_rss_mib"] = {n: t["peak_rss_mib"] for n, t in memory.items()
                           if n.startswith("worker")}
    _read_measurements(rec, args, timings, stats, dump)
    if rc != 0 or "ms_per_step" not in rec:
        rec["status"] = "failed"
        rec["error"] = "timed out" if timed_out else f"exit code {rc}"
        rec["log_tail"] = tail(log, 30)
    else:
        rec["status"] = "ok"
    (run_dir / "result.json").write_text(json.dumps(rec, indent=1) + "\n")
    return rec


def _read_measurements(rec: dict, args: argparse.Namespace, timings: Path, stats: Path,
                       dump: Path) -> None:
    if timings.exists():
        t = json.loads(timings.read_text())
        timed = t["step_seconds"][args.warmup:]
        rec.update({"parameters": t["parameters"], "loss_first": t["loss_summary"][1],
                    "loss_last": t["loss_summary"][2], "first_step_ms":
                    round(t["step_seconds"][0] * 1e3, 1)})
        if timed:
            rec["ms_per_step"] = round(statistics.median(timed) * 1e3, 1)
        held = t.get("device_bytes") or {"trainable": t["parameters"] * 4, "state": None}
        rec["device_mib"] = {k: (None if v is None else round(v / MIB, 2))
                             for k, v in held.items()}
        if "predicted_collectives" in t:
            rec["predicted"] = t["predicted_collectives"]
    from parallax_tf.modes.layout import dtensor_program
    found = dtensor_program.collectives(str(dump / "client0")) or \
        dtensor_program.collectives(str(dump))
    if found:
        rec["dtensor"] = dtensor_program.summary(found)
        (dump.parent / "dtensor_collectives.json").write_text(json.dumps(
            [{**c.__dict__, "bytes_per_device": c.bytes_per_device} for c in found], indent=1))
    shutil.rmtree(dump, ignore_errors=True)        # tens of MB of MLIR per run
    per_machine = link_bytes_per_step(stats)
    if per_machine:
        rec["link_bytes_per_step"] = per_machine


# ============================================================================ report

def markdown(records: list[dict], meta: dict) -> str:
    lines = [f"# Layouts: {meta['config']} config on 4 devices", "",
             f"{meta['started']} on {meta['machine']}; command: `{meta['command']}`", "",
             f"{meta['warmup']} warm-up step(s) left out, {meta['steps']} timed; "
             f"{meta['machines']} task(s) of {4 // meta['machines']} device(s), cluster "
             f"{meta['cluster']}" + (f", links {meta['rate']} Mbit/s" if meta["rate"] else ""),
             "", "| layout | params/device MiB | Adam state/device MiB | ms/step | peak RSS/process "
             "MiB | predicted collectives (bytes/device) | DTensor's collectives (bytes/device) "
             "| link bytes/step/machine | loss first -> last |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in records:
        if r["status"] != "ok":
            lines.append(f"| {r['mesh'] or 'single device'} | failed: {r.get('error')} |"
                         " | | | | | | |")
            continue
        held = r.get("device_mib", {})
        pred, dt = r.get("predicted"), r.get("dtensor")
        rss = ", ".join(f"{v:,.0f}" for v in r["peak_rss_mib"].values())
        link = ", ".join(f"{b / 1024:,.0f} KiB" for b in r.get("link_bytes_per_step", [])) or "-"
        lines.append(
            f"| {r['mesh'] or 'single device'} | {_fmt(held.get('trainable'), '.2f')} | "
            f"{_fmt(held.get('state'), '.2f')} | {_fmt(r.get('ms_per_step'))} | {rss} | "
            + (f"{pred['count']} ({pred['bytes_per_device'] / 1024:,.0f} KiB)" if pred else "-")
            + " | " + (f"{dt['count']} ({dt['bytes_per_device'] / 1024:,.0f} KiB)" if dt else "-")
            + f" | {link} | {_fmt(r.get('loss_first'), '.3f')} -> "
              f"{_fmt(r.get('loss_last'), '.3f')} |")
    return "\n".join(lines) + "\n"


def plot(records: list[dict], path: Path) -> Optional[Path]:
    ok = [r for r in records if r["status"] == "ok"]
    if not ok:
        return None
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    names = [r["mesh"] or "single" for r in ok]
    fig, axes = plt.subplots(1, 3, figsize=(13, 3.6))
    memory = [(r["device_mib"].get("trainable") or 0, r["device_mib"].get("state") or 0)
              for r in ok]
    axes[0].bar(names, [m[0] for m in memory], label="parameters")
    axes[0].bar(names, [m[1] for m in memory], bottom=[m[0] for m in memory],
                label="Adam state")
    axes[0].set_ylabel("MiB per device")
    axes[0].legend()
    axes[1].bar(names, [r["ms_per_step"] for r in ok], color="tab:orange")
    axes[1].set_ylabel("ms per step")
    pred = [(r.get("predicted") or {}).get("bytes_per_device", 0) / MIB for r in ok]
    real = [(r.get("dtensor") or {}).get("bytes_per_device", 0) / MIB for r in ok]
    x = range(len(ok))
    axes[2].bar([i - 0.2 for i in x], pred, width=0.4, label="predicted (plan)")
    axes[2].bar([i + 0.2 for i in x], real, width=0.4, label="DTensor's program")
    axes[2].set_xticks(list(x), names)
    axes[2].set_ylabel("collective MiB sent per device per step")
    axes[2].legend()
    for ax in axes:
        ax.tick_params(axis="x", rotation=20)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path


# ============================================================================ main

def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="python -m benchmarks.layouts",
                                description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true",
                   help="tiny config, 2 warm-up + 3 timed steps, local processes (~3 min)")
    p.add_argument("--config", default="bench", choices=["tiny", "small", "bench"])
    p.add_argument("--meshes", nargs="+", default=list(MESHES),
                   help=f"meshes of 4 devices (default {' '.join(MESHES)})")
    p.add_argument("--machines", type=int, default=2, choices=[1, 2, 4],
                   help="tasks (emulated machines), 4 / machines devices each (default 2)")
    p.add_argument("--steps", type=int, default=8, help="timed steps (default 8)")
    p.add_argument("--warmup", type=int, default=3, help="steps left out (default 3)")
    p.add_argument("--rate", type=float, default=None,
                   help="shape each machine's link to this many Mbit/s (emulated cluster)")
    p.add_argument("--local", action="store_true",
                   help="run the tasks on this machine, not in network namespaces")
    p.add_argument("--no-single", action="store_true", help="skip the single-device baseline")
    p.add_argument("--timeout", type=float, default=900, help="seconds per run (default 900)")
    p.add_argument("--out", default=str(DEFAULT_OUT))
    args = p.parse_args(argv)
    if args.quick:
        args.config, args.steps, args.warmup, args.local = "tiny", 3, 2, True
        args.timeout = min(args.timeout, 300)
    return args


@contextlib.contextmanager
def _cluster(args: argparse.Namespace) -> Any:
    """An emulated cluster when asked for and possible, else None."""
    if args.local:
        yield None
        return
    from benchmarks.cluster import EmulatedCluster, check_support
    problem = check_support(need_tc=args.rate is not None)
    if problem is not None:
        print(f"layouts: no emulated cluster ({problem}); running locally", file=sys.stderr)
        args.local = True
        yield None
        return
    with EmulatedCluster(args.machines, rate_mbit=args.rate) as cluster:
        yield cluster


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    out = Path(args.out)
    (out / "runs").mkdir(parents=True, exist_ok=True)
    meta = {"started": _dt.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(), "config": args.config,
            "command": f"python -m benchmarks.layouts {' '.join(argv)}".strip(),
            "machines": args.machines, "steps": args.steps, "warmup": args.warmup,
            "rate": args.rate}
    records = []
    runs = ([None] if not args.no_single else []) + list(args.meshes)
    with _cluster(args) as cluster, open(out / "results.jsonl", "w") as jsonl:
        meta["cluster"] = "netns" if cluster is not None else "local"
        for i, mesh in enumerate(runs, 1):
            print(f"layouts: [{i}/{len(runs)}] {mesh or 'single device'} ...", file=sys.stderr,
                  flush=True)
            rec = run_one(mesh, args, out, cluster if mesh is not None else None)
            line = json.dumps(rec)
            print(line, flush=True)
            jsonl.write(line + "\n")
            records.append(rec)
    (out / "summary.json").write_text(json.dumps({"meta": meta, "runs": records}, indent=1))
    (out / "table.md").write_text(markdown(records, meta))
    plot(records, out / "layouts.png")
    print(markdown(records, meta))
    return 0 if all(r["status"] == "ok" for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
