"""The fault cases at the edges (issue 38), each run as a user would, with
`parallax-tf run`: seconds to the end, exit status and the launcher's
message. Prints a table and writes benchmarks/results/edge-faults/results.json.

    .venv/bin/python -m benchmarks.edge_faults [--cases a,b,...]

The LM cases use examples/lm/train.py --config tiny; the others
tests/launcher_scripts/edges.py. 2 cores: run nothing else meanwhile.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "benchmarks", "results", "edge-faults")
LM = os.path.join(ROOT, "examples", "lm", "train.py")
EDGES = os.path.join(ROOT, "tests", "launcher_scripts", "edges.py")
CLI = [sys.executable, "-m", "parallax_tf.cli", "run"]
TWO = "localhost:0;127.0.0.1:0"


NOTABLE = ("already at step", "newest loadable", "non-finite value", "suspended (Ctrl-Z)",
           "has been stopped (SIGSTOP)", "done: ")


def _message(out: str) -> str:
    """The launcher's verdict (its ERROR line and the last line of the
    task's log it shows: the exception), a `parallax-tf: error:` line, or
    for a job that ended 0 its notable line; shortened."""
    lines = [ln for ln in out.splitlines() if ln.strip()]
    for prefix in ("ERROR parallax_tf.launch.launcher:", "parallax-tf: error:"):
        found = [i for i, ln in enumerate(lines) if ln.startswith(prefix)]
        if found:
            head = lines[found[-1]][len(prefix):].strip().split(". Last ")[0]
            tail = [ln.strip(" |") for ln in lines[found[-1] + 1:] if ln.startswith("    |")]
            return (head + (" | " + tail[-1] if tail else ""))[:400]
    for pattern in NOTABLE:
        found = [ln for ln in lines if pattern in ln]
        if found:
            return found[0][:400]
    return (lines[-1] if lines else "")[:400]


def _run(argv, env=None, during=None, timeout=600):
    marker = uuid.uuid4().hex
    started = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                            start_new_session=True, cwd=ROOT,
                            env={**os.environ, "PX_TEST_MARKER": marker, **(env or {})})
    if during is not None:
        threading.Thread(target=during, args=(proc, marker), daemon=True).start()
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, _ = proc.communicate()
        return {"seconds": timeout, "exit": None, "message": "still running: killed"}
    return {"seconds": round(time.monotonic() - started, 1), "exit": proc.returncode,
            "message": _message(out), "out": out}


def _ps0(marker):
    import psutil
    for proc in psutil.process_iter():
        try:
            e = proc.environ()
            if e.get("PX_TEST_MARKER") == marker and \
                    json.loads(e.get("PARALLAX_TF_TASK", "{}")).get("job") == "ps" and \
                    json.loads(e["PARALLAX_TF_TASK"]).get("index") == 0:
                return proc
        except (Exception,):
            continue
    return None


def freeze_ps_while_starting():
    def during(proc, marker):
        time.sleep(4)
        ps = _ps0(marker)
        if ps is not None:
            ps.suspend()
    return _run([*CLI, "-r", "localhost:0,1;127.0.0.1:0", LM, "--config", "tiny",
                 "--steps", "20"], during=during)


def _checkpointed(damage=None):
    """The LM trained with a checkpoint every 5 steps (20 steps; 10 before a
    `damage` to its folder), then the same command for 20 steps again."""
    def case():
        folder = tempfile.mkdtemp()
        try:
            argv = [*CLI, "-r", "localhost:0,1", LM, "--config", "tiny", "--steps",
                    "20" if damage is None else "10",
                    "--checkpoint-every", "5", "--checkpoint-dir", folder]
            _run(argv)
            data = os.path.join(folder, "ckpt-10.data-00000-of-00001")
            if damage == "truncated":
                with open(data, "r+b") as f:
                    f.truncate(os.path.getsize(data) // 2)
            elif damage == "garbage":
                with open(data, "wb") as f:
                    f.write(os.urandom(4096))
            elif damage == "missing data":
                os.remove(data)
            elif damage == "unparsable index":
                with open(os.path.join(folder, "checkpoint"), "w") as f:
                    f.write("not { a checkpoint state\n")
            elif damage == "index names a missing checkpoint":
                with open(os.path.join(folder, "checkpoint"), "w") as f:
                    f.write('model_checkpoint_path: "ckpt-99"\n')
            elif damage == "another model's shapes":
                argv = [*argv, "--vocab-size", "3000"]
            return _run([*argv[:argv.index("--steps") + 1], "20",
                         *argv[argv.index("--steps") + 2:]])
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return case


def folder_is_a_file():
    with tempfile.NamedTemporaryFile() as f:
        return _run([*CLI, "-r", "localhost:0,1", LM, "--config", "tiny", "--steps", "4",
                     "--checkpoint-every", "2", "--checkpoint-dir", f.name])


def ipv6():
    return _run([*CLI, "-r", "[::1]:0,1", LM, "--config", "tiny", "--steps", "4"])


def _edges(mode, resources=TWO):
    return lambda: _run([*CLI, "-r", resources, EDGES, mode])


def _signal_launcher(first: int, seconds: float):
    """The `long` job on 2 workers; 12 s in, the launcher gets `first`
    (SIGTSTP: Ctrl-Z; SIGSTOP: stopped from outside), SIGCONT `seconds` later."""
    def during(proc, marker):
        time.sleep(12)
        os.kill(proc.pid, first)
        time.sleep(seconds)
        os.kill(proc.pid, signal.SIGCONT)
    return lambda: _run([*CLI, "-r", "localhost:0,1", EDGES, "long"], during=during)


def _bad(*argv):
    return lambda: _run([*CLI, *argv, EDGES, "train"])


CASES = {
    "1 ps SIGSTOPped 4 s after start": freeze_ps_while_starting,
    "2 a finished job run again": _checkpointed(),
    "3 truncated .data": _checkpointed("truncated"),
    "3 garbage .data": _checkpointed("garbage"),
    "3 missing .data": _checkpointed("missing data"),
    "3 unparsable index file": _checkpointed("unparsable index"),
    "3 index names a missing checkpoint": _checkpointed("index names a missing checkpoint"),
    "3 another model's shapes": _checkpointed("another model's shapes"),
    "3 checkpoint folder is a file": folder_is_a_file,
    "4 IPv6 [::1]:0,1": ipv6,
    "5 exception on worker 1 (run 1)": _edges("raise"),
    "5 exception on worker 1 (run 2)": _edges("raise"),
    "5 exception on worker 1 (run 3)": _edges("raise"),
    "5 exception on worker 1 (run 4)": _edges("raise"),
    "5 float batch on worker 1": _edges("dtype"),
    "6 NaN loss": _edges("nan"),
    "6 NaN loss, stop_on_nan": _edges("stop_nan"),
    "6 batch of 5 against 4": _edges("batch5"),
    "6 a dict with an extra key": _edges("extra_key"),
    "6 --grace -1": _bad("-r", TWO, "--grace", "-1"),
    "6 slot 99999999999999999999": _bad("-r", "localhost:99999999999999999999"),
    "6 empty ;; entry": _bad("-r", "localhost:0;;127.0.0.1:0"),
    "6 slot ²": _bad("-r", "localhost:²"),
    "6 Ctrl-Z, fg 10 s later": _signal_launcher(signal.SIGTSTP, 10),
    "6 launcher SIGSTOPped for 75 s": _signal_launcher(signal.SIGSTOP, 75),
}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--cases", default=None, help="comma-separated case numbers (1-6)")
    args = p.parse_args()
    keep = set(args.cases.split(",")) if args.cases else None
    rows = []
    for name, case in CASES.items():
        if keep and name.split()[0] not in keep:
            continue
        row = case()
        row.pop("out", None)
        row["case"] = name
        rows.append(row)
        print(f"{name:40s} {row['seconds']:7.1f} s  exit {row['exit']}  {row['message']}",
              flush=True)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "results.json"), "w", encoding="utf-8") as f:
        json.dump(rows, f, indent=1)


if __name__ == "__main__":
    main()
