"""A scheduler's task labels and filters its own output (``parallax-tf task``).

Under ``parallax-tf run`` the launcher reads every task's output, prefixes
each line with the task (``[worker 1] ...``) and leaves TensorFlow's
start-up lines out (`launch/console.py`). A scheduler's job has no
launcher: each task's output goes to the scheduler's log (srun's, a pod's,
torchrun's). So such a task does the same to its own output: `install`
points its file descriptors 1 and 2 (C++ logging included) at pipes read
by a small child process (``python -m parallax_tf.launch.task_output``, no
TensorFlow) that writes each whole line, prefixed, to the real stdout or
stderr (one pipe when both are the same file, so their order is kept),
without TensorFlow's start-up noise unless ``parallax-tf -v``
(PARALLAX_TF_VERBOSE). The child reads until every writer is gone (the
task and the processes it started), so a task killed (SIGKILL) loses no
line of its output; `finish` (at exit, and before ``os._exit``) waits
until the child has written every line the task wrote (an in-band mark,
acknowledged on a pipe of its own). The prefix is ``[rank N]`` until the
task knows its role (`relabel`).
"""
from __future__ import annotations

import atexit
import contextlib
import os
import select
import signal
import subprocess
import sys
import threading
import time
from typing import Optional, Sequence

from parallax_tf import env

CONTROL = b"\x1b[parallax-tf prefix "
"""An in-band line that sets the prefix of the lines after it."""
SYNC = b"\x1b[parallax-tf sync"
"""An in-band line the child acknowledges once it wrote every line before it."""
FINISH_WAIT_S = 2.0


class _Installed:
    def __init__(self, child: subprocess.Popen, saved: tuple[int, int], pipes: int,
                 ack: int) -> None:
        self.child, self.saved, self.pipes, self.ack = child, saved, pipes, ack


_installed: Optional[_Installed] = None


def _same_file(a: int, b: int) -> bool:
    x, y = os.fstat(a), os.fstat(b)
    return (x.st_dev, x.st_ino) == (y.st_dev, y.st_ino)


def install(prefix: str) -> None:
    """From now on this process's output is prefixed with `prefix` and
    filtered (module doc); once, and not where fd 1 or 2 is closed."""
    global _installed
    if _installed is not None:
        return
    try:
        same = _same_file(1, 2)
    except OSError:
        return
    sys.stdout.flush()
    sys.stderr.flush()
    saved = (os.dup(1), os.dup(2))
    pipes = [os.pipe()] if same else [os.pipe(), os.pipe()]
    reads = [r for r, _ in pipes]
    ack_read, ack_write = os.pipe()
    child = subprocess.Popen(
        [sys.executable, "-m", "parallax_tf.launch.task_output", prefix, str(ack_write),
         *(str(r) for r in reads)],
        stdin=subprocess.DEVNULL, stdout=saved[0], stderr=saved[1],
        pass_fds=[*reads, ack_write], env={**env.environ_snapshot(), "PYTHONUNBUFFERED": "1"})
    os.close(ack_write)
    os.dup2(pipes[0][1], 1)
    os.dup2(pipes[-1][1], 2)
    for r, w in pipes:
        os.close(r)
        os.close(w)
    _installed = _Installed(child, saved, len(pipes), ack_read)
    atexit.register(finish)


def relabel(prefix: str) -> None:
    """The lines written from now on carry `prefix`."""
    if _installed is None:
        return
    sys.stdout.flush()
    sys.stderr.flush()
    line = CONTROL + prefix.encode() + b"\n"
    with contextlib.suppress(OSError):
        os.write(1, line)
        if _installed.pipes == 2:
            os.write(2, line)


def original_fds() -> Optional[tuple[int, int]]:
    """This process's real stdout and stderr (for a child that labels its
    own output), None when not installed."""
    return None if _installed is None else _installed.saved


def finish() -> None:
    """This process ends: every line it wrote is written out by the child
    (at most `FINISH_WAIT_S`); what it writes after (TensorFlow's lines at
    the interpreter's end) still goes through the child, which ends when
    every writer is gone."""
    global _installed
    installed, _installed = _installed, None
    if installed is None:
        return
    with contextlib.suppress(OSError, ValueError):
        sys.stdout.flush()
    with contextlib.suppress(OSError, ValueError):
        sys.stderr.flush()
    deadline = time.monotonic() + FINISH_WAIT_S
    acks = 0
    with contextlib.suppress(OSError):
        os.set_blocking(1, True)             # (`task_end.end_task` made stderr non-blocking)
        os.set_blocking(2, True)
        os.write(1, SYNC + b"\n")
        if installed.pipes == 2:
            os.write(2, SYNC + b"\n")
        while acks < installed.pipes and time.monotonic() < deadline:
            ready, _, _ = select.select([installed.ack], [], [], deadline - time.monotonic())
            if not ready:
                break
            got = os.read(installed.ack, 8)
            if not got:
                break                          # the child is gone
            acks += len(got)


# ----------------------------------------------------------------------------- the child

def _write_all(fd: int, data: bytes) -> None:
    while data:
        data = data[os.write(fd, data):]


def _copy(read_fd: int, out_fd: int, prefix: str, quiet: bool, ack_fd: int) -> None:
    from parallax_tf.launch.console import is_startup_noise  # noqa: PLC0415  (the child's only)
    label = f"[{prefix}] ".encode()

    def handle(raw: bytes) -> None:
        nonlocal label
        if raw.startswith(CONTROL):
            label = b"[" + raw[len(CONTROL):].strip() + b"] "
            return
        if raw.startswith(SYNC):
            with contextlib.suppress(OSError):
                os.write(ack_fd, b"1")
            return
        text = raw.decode("utf-8", errors="replace").rstrip("\r")
        text = text[text.rfind("\r") + 1:]          # a progress bar's last state
        if quiet and is_startup_noise(text):
            return
        with contextlib.suppress(OSError):
            _write_all(out_fd, label + text.encode("utf-8", errors="replace") + b"\n")

    pending = b""
    while True:
        try:
            chunk = os.read(read_fd, 65536)
        except InterruptedError:
            continue
        except OSError:
            break
        if not chunk:
            break
        *lines, pending = (pending + chunk).split(b"\n")
        for raw in lines:
            handle(raw)
    if pending:
        handle(pending)


def main(argv: Sequence[str]) -> int:
    """The child: ``PREFIX ACK_FD READ_FD [READ_FD2]``: copies the first
    pipe to its stdout and the second to its stderr until their writers are
    gone."""
    for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(signum, signal.SIG_IGN)       # the task's end ends it (EOF)
    prefix, ack, fds = argv[0], int(argv[1]), [int(a) for a in argv[2:]]
    quiet = not env.verbose()
    threads = [threading.Thread(target=_copy, args=(fd, out, prefix, quiet, ack))
               for fd, out in zip(fds, (1, 2))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
