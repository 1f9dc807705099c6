"""Helpers every benchmark shares: running a job with a log and a deadline,
stopping its process group, a log's tail, and the machine's description."""
from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path
from typing import Optional


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
