"""Helpers every benchmark shares: running a job with a log and a deadline,
stopping its process group, a log's tail, the machine's description, and
running a child script that writes one JSON record."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Optional


def repo_python() -> str:
    """The repository's virtualenv's python when it has one (the one
    scripts/install.sh made), else this interpreter."""
    venv = Path(__file__).resolve().parents[1] / ".venv" / "bin" / "python"
    return str(venv) if venv.exists() else sys.executable


def tail(path: Path, lines: int = 60) -> str:
    try:
        text = path.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    return "\n".join(text[-lines:]) + "\n"


def wait_or_kill(proc: subprocess.Popen, timeout_s: float) -> tuple[int, bool]:
    """(exit code, timed out): wait for `proc` up to `timeout_s`, then stop
    its process group; on any other exception (Ctrl-C) stop it and re-raise."""
    try:
        return proc.wait(timeout=timeout_s), False
    except subprocess.TimeoutExpired:
        kill_group(proc)
        return (proc.returncode if proc.returncode is not None else -9), True
    except BaseException:
        kill_group(proc, grace_s=3.0)
        raise


def run_logged(argv: list[str], run_dir: Path, env: dict, timeout_s: float,
               cwd: Optional[Path] = None) -> tuple[int, bool]:
    """Run `argv` in its own process group with stdout and stderr to
    `run_dir/log.txt` (and the command line to `run_dir/command.txt`);
    (exit code, timed out) as `wait_or_kill` gives them."""
    run_dir.mkdir(parents=True, exist_ok=True)
    (run_dir / "command.txt").write_text(" ".join(argv) + "\n")
    with open(run_dir / "log.txt", "w") as log:
        proc = subprocess.Popen(argv, cwd=cwd, stdout=log, stderr=subprocess.STDOUT, env=env,
                                start_new_session=True)
        return wait_or_kill(proc, timeout_s)


def link_bytes_per_step(stats: Path) -> list[int]:
    """Per worker that recorded its machine's interface counters
    (PARALLAX_TF_STATS_DIR, runtime/stats.py): bytes received + sent by its
    machine per timed step."""
    out = []
    for path in sorted(stats.glob("worker_*.json")) if stats.exists() else ():
        s = json.loads(path.read_text())
        window = s.get("window")
        if not window or not window["start"]["counters"]:
            continue
        a, b = window["start"]["counters"], window["end"]["counters"]
        out.append(round(((b["rx_bytes"] - a["rx_bytes"]) + (b["tx_bytes"] - a["tx_bytes"]))
                         / max(1, len(s["step_seconds"]))))
    return out


def kill_group(proc: subprocess.Popen, grace_s: float = 10.0) -> None:
    for sig, wait in ((signal.SIGTERM, grace_s), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(proc.pid, sig)
        except ProcessLookupError:
            return
        try:
            proc.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            continue



def run_meta(module: str, argv: list, out: Path) -> dict:
    """Make the results folder `out`; what every benchmark's results start
    with: when it started, the machine, the command that ran it."""
    import datetime
    out.mkdir(parents=True, exist_ok=True)
    return {"started": datetime.datetime.now().isoformat(timespec="seconds"),
            "machine": machine_description(),
            "command": f"python -m {module} " + " ".join(argv)}


def machine_description() -> str:
    cpus = os.cpu_count()
    mem = ""
    try:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemTotal:"):
                mem = f", {int(line.split()[1]) / 1024 / 1024:.0f} GiB memory"
    except OSError:
        pass
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = " (" + line.split(":", 1)[1].strip() + ")"
                break
    except OSError:
        pass
    return f"{cpus} CPU cores{model}{mem}, Linux {os.uname().release}"


def run_child_script(source: str, folder: str, name: str, args: list[str],
                     timeout_s: float = 3600, error_chars: int = 2000) -> dict:
    """Run `source` as a script of its own (FOLDER/child.py: a job it
    launches starts that file again on every slot) with `args` and, last,
    the path of the JSON record it writes; the record, or {"error": the
    end of its output} when it failed or wrote none. The repository is on
    its PYTHONPATH; the script and the record are removed afterwards."""
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    os.makedirs(folder, exist_ok=True)
    out = os.path.join(folder, f"run_{name}.json")
    child = os.path.join(folder, "child.py")
    with open(child, "w", encoding="utf-8") as f:
        f.write(source)
    try:
        if os.path.exists(out):
            os.remove(out)
        proc = subprocess.run([sys.executable, child, *args, out], capture_output=True,
                              text=True, timeout=timeout_s,
                              env={**os.environ, "PYTHONPATH": root})
        if proc.returncode != 0 or not os.path.exists(out):
            return {"error": (proc.stdout + proc.stderr)[-error_chars:]}
        with open(out, encoding="utf-8") as f:
            return json.load(f)
    finally:
        for path in (out, child):
            if os.path.exists(path):
                os.remove(path)
