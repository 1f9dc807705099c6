"""Each task's CPU a step in a localhost job of the click stream, in its
steady state: `examples/clicks/train.py --config small --capacity 65536`
as a HYBRID job on `--machines` loopback "machines", sampled from /proc
over `--window` seconds after `--skip` seconds, divided by the steps run
in the window (the job's own ms/step). Workers are the processes that
run `train.py`, servers the other `parallax_tf.launch.entry` ones. Prints
the step, the box's CPU a step and each task's, and writes JSON.

    python benchmarks/results/analysis/task_cpu.py --embedding dynamic [--tree PATH] \\
        [--steps 1500] [-- --evict-every 1000]

(`--tree`: a checkout whose `parallax_tf` and example the job runs.)
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]


def _ppid(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def _under(pid: int, root: int) -> bool:
    for _ in range(12):
        if pid == root:
            return True
        if pid <= 1:
            return False
        pid = _ppid(pid)
    return False


def _cpu(root: int) -> dict:
    """{pid: (role, CPU seconds)} of the processes under `root`."""
    sys.path.insert(0, str(REPO))
    from benchmarks.control_plane import proc_stat
    out = {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            pid = int(name)
            if pid == root or not _under(pid, root):
                continue
            cmd = Path(f"/proc/{pid}/cmdline").read_text().split("\0")
            cpu, _ = proc_stat(pid)
        except (OSError, ValueError):
            continue
        role = ("worker" if any(c.endswith("train.py") for c in cmd) else
                "server" if "parallax_tf.launch.entry" in cmd else "other")
        out[pid] = (role, cpu)
    return out


def job_ended_early(before: dict, after: dict) -> bool:
    """Whether a task sampled at the window's start was gone at its end."""
    return not before or any(p not in after for p, (role, _) in before.items()
                             if role != "other")


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--embedding", default="dynamic")
    ap.add_argument("--machines", type=int, default=4)
    ap.add_argument("--steps", type=int, default=1500)
    ap.add_argument("--skip", type=float, default=25.0)
    ap.add_argument("--window", type=float, default=20.0)
    ap.add_argument("--tree", default=str(REPO))
    ap.add_argument("--out", default="")
    ap.add_argument("extra", nargs="*", help="after --: more arguments of train.py")
    args = ap.parse_args()
    tree = Path(args.tree).resolve()
    hosts = ";".join(["localhost:0"] + [f"127.0.0.{i + 2}:0" for i in range(args.machines - 1)])
    with tempfile.TemporaryDirectory() as tmp:
        result = Path(tmp) / "result.json"
        argv = [sys.executable, "-m", "parallax_tf.cli", "run", "-r", hosts, "-a", "hybrid",
                str(tree / "examples" / "clicks" / "train.py"), "--config", "small",
                "--capacity", "65536", "--steps", str(args.steps), "--embedding",
                args.embedding, "--log-every", "1000000", "--json", str(result), *args.extra]
        env = {**os.environ, "PYTHONPATH": str(tree), "TF_CPP_MIN_LOG_LEVEL": "2"}
        job = subprocess.Popen(argv, cwd=tree, env=env, stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL)
        time.sleep(args.skip)
        before, began = _cpu(job.pid), time.time()
        time.sleep(args.window)
        after, ended = _cpu(job.pid), time.time()
        if job.wait(timeout=1800) != 0 or not result.exists():
            raise SystemExit(f"the job failed (exit {job.returncode}); run it alone: "
                             + " ".join(argv))
        ms = float(json.loads(result.read_text())["ms_per_step"])
    if job_ended_early(before, after):
        raise SystemExit(f"the job ended before the window did ({args.skip:g} + "
                         f"{args.window:g} s): give it more --steps than {args.steps}")
    steps = (ended - began) * 1e3 / ms
    tasks = sorted(((role, 1e3 * (after[p][1] - cpu) / steps) for p, (role, cpu)
                    in before.items() if p in after), key=lambda t: (t[0], -t[1]))
    out = {"embedding": args.embedding, "machines": args.machines, "tree": str(tree),
           "extra": args.extra, "ms_per_step": ms,
           "box_cpu_ms_per_step": sum(c for _, c in tasks),
           "tasks": [{"role": r, "cpu_ms_per_step": c} for r, c in tasks if c > 0.5]}
    print(f"{ms:.1f} ms/step, box CPU {out['box_cpu_ms_per_step']:.1f} ms/step; "
          + ", ".join(f"{t['role']} {t['cpu_ms_per_step']:.2f}" for t in out["tasks"]))
    if args.out:
        Path(args.out).write_text(json.dumps(out, indent=1))
    return out


if __name__ == "__main__":
    main()
