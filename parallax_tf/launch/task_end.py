"""How a task of a job a scheduler started ends (`launch/joining.py`): at once,
by `os._exit`, saying why on stderr (the scheduler sees the status), after
its goodbye on the liveness connection and its last output lines; one
thread ends the process, any other that finds the end too waits for it.
"""
from __future__ import annotations

import contextlib
import os
import sys
import threading
import time

from parallax_tf.launch import liveness, task_output

_ending = threading.Lock()
"""Held by the thread that ends this process (the keeper's, the follower's,
the liveness connection's, the main thread's may find the end at once)."""


def _one_end() -> None:
    """Let one thread end this process; any other waits for its end."""
    if not _ending.acquire(blocking=False):
        while True:
            time.sleep(60.0)


def end_task(reason: str, code: int) -> None:
    """End this task at once, saying why (the scheduler sees the status)."""
    _one_end()
    liveness.goodbye()
    with contextlib.suppress(OSError):
        os.set_blocking(2, False)
        os.write(2, f"[parallax-tf] the job ends: {reason}\n".encode())
    task_output.finish()                 # its last lines written before the status
    os._exit(code)


def end_task_quietly() -> None:
    """End this task with code 0 (the job is done), its output flushed."""
    _one_end()
    liveness.goodbye()
    sys.stdout.flush()
    sys.stderr.flush()
    task_output.finish()
    os._exit(0)
