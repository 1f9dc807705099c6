"""Elastic jobs, measured (issue 67, item 5): a job of 3 emulated machines
(`parallax-tf run --elastic 2:3 -r machines.txt`; the machines are
localhost, 127.0.0.1 and 127.0.0.2, one worker and one parameter server
each) trains the LM example's or the click-stream example's model
(`benchmarks/elastic_task.py`: their own `build`, a checkpoint every
`--every` steps, one stream through `px.shard(..., start=runner.start_example)`).
Once worker 2 has trained step `--fault-at`, this script takes 127.0.0.2
out of the resources file and either kills its tasks (SIGKILL: `kill`) or
freezes them (SIGSTOP: `freeze`, found by the watchdog after its stale
limit, 20 s by default). When the survivors have trained `--back-after`
steps it lists 127.0.0.2 again (the machine returns); the job grows back
at the chief's next checkpoint.

Measured from the job's own output (every line stamped when it arrives;
every step line carries the worker's clock, the same host's):
* fault -> detection (the launcher's "elastic: ... the job lost" line),
  detection -> the first step on the survivors, fault -> that step;
* return (the file rewritten) -> the first step on 3 machines;
* steps lost per event (trained, never applied: the last step before the
  change + 1 - the step the next generation starts at);
* examples/s before, between and after (worker 0's median step time).

    .venv/bin/python -m benchmarks.elastic [--models lm,clicks] [--faults kill,freeze]

Writes benchmarks/results/elastic/results.json.
Targets (issue 67): detection -> first step on the survivors < 15 s;
return -> a step including the machine < 30 s.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from typing import Optional

from parallax_tf.launch import heartbeat

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "benchmarks", "results", "elastic")
PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")
MACHINES = ("localhost", "127.0.0.1", "127.0.0.2")
VICTIM = "127.0.0.2"
STEP = re.compile(r"ELASTIC gen=(\d+) worker=(\d+)/(\d+) step=(\d+) t=([\d.]+)")
BATCH = {"lm": 16, "clicks": 256}         # the examples' tiny configs


def _listing(path: str, hosts) -> None:
    with open(path + ".new", "w", encoding="utf-8") as f:
        f.write("".join(f"{h}:0\n" for h in hosts))
    os.replace(path + ".new", path)          # written whole: the launcher re-reads it


def _victims(host: str) -> list[int]:
    """The pids of the job's tasks on `host` (their PARALLAX_TF_TASK role)."""
    pids = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/environ", "rb") as f:
                environ = f.read().split(b"\0")
        except OSError:
            continue
        for item in environ:
            if item.startswith(b"PARALLAX_TF_TASK="):
                role = json.loads(item.split(b"=", 1)[1])
                if role.get("host") == host:
                    pids.append(int(pid))
    return pids


class Job:
    """`parallax-tf run` with its output read and stamped line by line."""

    def __init__(self, argv: list[str], log: str) -> None:
        self.lines: list[tuple[float, str]] = []
        self.step_lines: list[tuple[int, int, int, int, float]] = []
        """(generation, worker, workers, step, worker's time), parsed on arrival."""
        self.proc = subprocess.Popen(argv, cwd=ROOT, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, bufsize=1,
                                     env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2",
                                          "PYTHONPATH": ROOT})
        self.log = open(log, "w", encoding="utf-8")
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            now = time.time()
            self.lines.append((now, line.rstrip("\n")))
            if (m := STEP.search(line)) is not None:
                self.step_lines.append((int(m[1]), int(m[2]), int(m[3]), int(m[4]),
                                        float(m[5])))
            self.log.write(f"{now:.3f} {line}")
            self.log.flush()

    def steps(self) -> list[tuple[int, int, int, int, float]]:
        """(generation, worker, workers, step, worker's time) of every step line."""
        return list(self.step_lines)

    def first(self, pattern: str, after: float = 0.0) -> Optional[float]:
        return next((t for t, text in list(self.lines) if t >= after and pattern in text),
                    None)

    def wait_for(self, ready, what: str, timeout: float) -> None:
        end = time.time() + timeout
        while not ready():
            if self.proc.poll() is not None:
                raise RuntimeError(f"the job ended ({self.proc.returncode}) before {what}")
            if time.time() > end:
                raise RuntimeError(f"no {what} after {timeout:.0f} s")
            time.sleep(0.05)


def _step_rate(steps, generation: int, workers: int, batch: int) -> Optional[dict]:
    """Worker 0's median step time in a generation (its first 3 steps left
    out: tracing, the first collectives) and the job's examples/s."""
    times = sorted(t for g, w, _, _, t in steps if g == generation and w == 0)[3:]
    gaps = [b - a for a, b in zip(times, times[1:])]
    if len(gaps) < 3:
        return None
    step_s = statistics.median(gaps)
    return {"steps_timed": len(gaps), "step_ms": round(step_s * 1e3, 1),
            "examples_per_s": round(batch * workers / step_s, 1)}


def run_one(model: str, fault: str, args, folder: str) -> dict:
    listing = os.path.join(folder, "machines.txt")
    _listing(listing, MACHINES)
    job = Job([PARALLAX_TF, "run", "--all-workers", "--elastic", "2:3", "-r", listing,
               os.path.join(ROOT, "benchmarks", "elastic_task.py"), "--model", model,
               "--steps", str(args.steps), "--every", str(args.every),
               "--checkpoint-dir", os.path.join(folder, "ckpt")],
              os.path.join(folder, "job.log"))
    try:
        job.wait_for(lambda: any(g == 0 and w == 2 and k >= args.fault_at
                                 for g, w, _, k, _ in job.steps()),
                     f"worker 2's step {args.fault_at}", 600)
        _listing(listing, MACHINES[:2])             # the machine is gone for the manager too
        victims = _victims(VICTIM)
        t_fault = time.time()
        for pid in victims:
            os.kill(pid, signal.SIGKILL if fault == "kill" else signal.SIGSTOP)
        job.wait_for(lambda: job.first(f"the job lost {VICTIM}", t_fault) is not None,
                     "detection", 300)
        t_detect = job.first(f"the job lost {VICTIM}", t_fault)
        job.wait_for(lambda: any(w == 0 and n == 2 for _, w, n, _, _ in job.steps()),
                     "a step on 2 machines", 300)
        shrunk = [s for s in job.steps() if s[2] == 2]
        gen_small = shrunk[0][0]
        t_small = min(s[4] for s in shrunk if s[0] == gen_small)
        small_start = min(s[3] for s in shrunk if s[0] == gen_small)
        job.wait_for(lambda: sum(1 for g, w, _, _, _ in job.steps()
                                 if g == gen_small and w == 0) >= args.back_after,
                     f"{args.back_after} steps on 2 machines", 600)
        for pid in victims:                          # the old processes are gone for good
            try:
                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
        _listing(listing, MACHINES)
        t_back = time.time()
        job.wait_for(lambda: any(g > gen_small and n == 3 for g, _, n, _, _ in job.steps()),
                     "a step on 3 machines again", 300)
        job.proc.wait(timeout=900)
        job.reader.join(timeout=10)
    finally:
        if job.proc.poll() is None:
            job.proc.kill()
        for pid in _victims(VICTIM):
            os.kill(pid, signal.SIGKILL)
    steps = job.steps()
    gen_big = min(g for g, _, n, _, _ in steps if g > gen_small and n == 3)
    t_big = min(t for g, _, _, _, t in steps if g == gen_big)
    big_start = min(k for g, _, _, k, _ in steps if g == gen_big)
    before = max(k for g, _, _, k, _ in steps if g == 0)
    between = max(k for g, _, _, k, _ in steps if g == gen_small)
    return {
        "model": model, "fault": fault, "exit_code": job.proc.returncode,
        "fault_at_step": args.fault_at, "checkpoint_every": args.every,
        "fault_to_detection_s": round(t_detect - t_fault, 2),
        "detection_to_first_step_s": round(t_small - t_detect, 2),
        "fault_to_first_step_s": round(t_small - t_fault, 2),
        "return_to_first_step_s": round(t_big - t_back, 2),
        "steps_lost_shrinking": before + 1 - small_start,
        "steps_lost_growing": between + 1 - big_start,
        "generations": [gen_small, gen_big],
        "throughput": {"before": _step_rate(steps, 0, 3, BATCH[model]),
                       "between": _step_rate(steps, gen_small, 2, BATCH[model]),
                       "after": _step_rate(steps, gen_big, 3, BATCH[model])},
    }


def box_speed() -> float:
    """The box's speed: CPU seconds of `import tensorflow` (scripts/suite_time.py),
    which most of a generation's start-up is on this 2-core box."""
    spec = importlib.util.spec_from_file_location(
        "suite_time", os.path.join(ROOT, "scripts", "suite_time.py"))
    assert spec is not None and spec.loader is not None
    suite_time = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(suite_time)
    return suite_time.yardstick(sys.executable)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--models", default="lm,clicks")
    parser.add_argument("--faults", default="kill,freeze")
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--every", type=int, default=10)
    parser.add_argument("--fault-at", type=int, default=40)
    parser.add_argument("--back-after", type=int, default=40)
    parser.add_argument("--out", default=OUT)
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    speed = box_speed()
    print(f"the box: import tensorflow takes {speed:.1f} s of CPU", flush=True)
    results = []
    for model in args.models.split(","):
        for fault in args.faults.split(","):
            folder = tempfile.mkdtemp(prefix=f"px_elastic_{model}_{fault}_")
            try:
                row = run_one(model, fault, args, folder)
            except RuntimeError as e:
                row = {"model": model, "fault": fault, "error": str(e), "folder": folder}
            results.append(row)
            print(json.dumps(row), flush=True)
            if "error" not in row:
                shutil.copy(os.path.join(folder, "job.log"),
                            os.path.join(args.out, f"{model}-{fault}.log"))
                shutil.rmtree(folder, ignore_errors=True)
    with open(os.path.join(args.out, "results.json"), "w", encoding="utf-8") as f:
        json.dump({"when": time.strftime("%Y-%m-%d %H:%M"), "args": vars(args),
                   "import_tensorflow_cpu_s": speed, "watchdog_stale_s": heartbeat.STALE_S,
                   "results": results}, f, indent=1)
    print(f"{'model':7} {'fault':6} {'detect':>7} {'->step':>7} {'return->step':>12} "
          f"{'lost':>5}  examples/s before/between/after")
    for r in results:
        if "error" in r:
            print(f"{r['model']:7} {r['fault']:6} ERROR {r['error']}")
            continue
        rate = "/".join(str((r["throughput"][k] or {}).get("examples_per_s", "-"))
                        for k in ("before", "between", "after"))
        print(f"{r['model']:7} {r['fault']:6} {r['fault_to_detection_s']:6.1f}s "
              f"{r['detection_to_first_step_s']:6.1f}s {r['return_to_first_step_s']:11.1f}s "
              f"{r['steps_lost_shrinking']:2d}/{r['steps_lost_growing']:<2d}  {rate}")


if __name__ == "__main__":
    main()
