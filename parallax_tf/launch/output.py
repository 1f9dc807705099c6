"""What of a task's output the launcher shows (pure: no TensorFlow).

TensorFlow 2.21 prints start-up lines that `TF_CPP_MIN_LOG_LEVEL` does not
silence: they are logged through absl before TensorFlow reads the variable
("WARNING: All log messages before absl::InitializeLog() is called are
written to STDERR", then "I0000 ... port.cc:153] oneDNN custom operations
are on ...", twice per process: two shared libraries log it), and
`TF_ENABLE_ONEDNN_OPTS=0`, the only switch that drops the oneDNN line, also
turns oneDNN's kernels off. So the launcher drops these lines from every
task's output unless `parallax-tf -v` (PARALLAX_TF_VERBOSE): absl-format
INFO lines of TensorFlow's C++ code, the absl warning above, the CPU
feature notice and its continuation, and grappler's cost estimator's
"Incompatible Matrix dimensions" (logged at ERROR for every graph it
estimates with a batch dimension it cannot infer; harmless), and the
runtime's "Local rendezvous is aborting with status: ABORTED: Cleanup"
warning (a finished step's rendezvous dropping transfers nobody waited
for: harmless, printed now and then by a session of a distributed job;
the same file's other messages, real aborts, are kept), and "GPU trace
was not collected" (a traced step on a machine without a GPU:
`Config(logdir=...)` traces a step now and then). Warnings and
errors of any other kind are kept; the tail of a failing task's log that
the launcher prints leaves the noise out too (room for the traceback).
"""
from __future__ import annotations

import contextlib
import os
import re
import sys
import threading
from typing import Iterator

_ABSL_LINE = re.compile(r"^([IWEF])\d{4} \d\d:\d\d:\d+\.\d+\s+\d+ (\S+?\.cc):\d+\] ?(.*)$")
_NOISY_FILES = {"cpu_feature_guard.cc", "port.cc"}
_NOISE_TEXT = (
    "WARNING: All log messages before absl::InitializeLog() is called are written to STDERR",
    "To enable the following instructions:",
)
_COST_ESTIMATOR = ("op_level_cost_estimator.cc", "Incompatible Matrix dimensions")
_NO_GPU_TRACE = ("xplane_to_step_stats.cc", "GPU trace was not collected")
_RENDEZVOUS_CLEANUP = ("local_rendezvous.cc",
                       "Local rendezvous is aborting with status: ABORTED: Cleanup")


def is_startup_noise(line: str) -> bool:
    """True for a line of TensorFlow's start-up (or grappler) noise (module
    doc); every other line, warnings and errors included, is False."""
    text = line.strip()
    if any(text.startswith(n) for n in _NOISE_TEXT):
        return True
    m = _ABSL_LINE.match(text)
    if m is None:
        return False
    level, source, message = m.groups()
    if level == "I":
        return True                 # INFO of TF's C++ code: TF_CPP_MIN_LOG_LEVEL>=1 intent
    if source in _NOISY_FILES:
        return True
    return any(source == file and message.startswith(text)
               for file, text in (_COST_ESTIMATOR, _RENDEZVOUS_CLEANUP, _NO_GPU_TRACE))


# ----------------------------------------------------------------------------- the other tasks

_LOGGING_ALERT = re.compile(r"^(?:WARNING|ERROR|CRITICAL|FATAL)\b")
_WARNINGS_MODULE = re.compile(r"^\S.*:\d+: \w*(?:Warning|Error)\b")
_EXCEPTION_LINE = re.compile(r"^[\w.]*(?:Error|Exception|Warning|Exit|Interrupt)\b.*")
_TRACEBACK_STARTS = ("Traceback (most recent call last)",
                     "During handling of the above exception",
                     "The above exception was the direct cause")


def is_alert(line: str) -> bool:
    """A warning or an error: an absl W/E/F line, a Python logging record at
    WARNING or above (`WARNING name: ...`, as parallax_tf's tasks log), a
    `warnings` module line (`file.py:12: UserWarning: ...`), an exception
    line (`ValueError: ...`) or the start of a traceback."""
    text = line.rstrip()
    m = _ABSL_LINE.match(text.strip())
    if m is not None:
        return m.group(1) != "I"
    return bool(_LOGGING_ALERT.match(text) or _WARNINGS_MODULE.match(text)
                or _EXCEPTION_LINE.match(text) or text.startswith(_TRACEBACK_STARTS))


class AlertFilter:
    """Which lines of a task other than the chief the launcher shows: its
    warnings and errors (`is_alert`) with what belongs to them (a
    traceback's frames up to its exception line, the source line under a
    `warnings` line, the indented continuation of a log record), nothing
    else. One per task; `hidden` counts what it left out."""

    def __init__(self) -> None:
        self.hidden = 0
        self._in_traceback = False
        self._after_alert = False

    def keep(self, line: str) -> bool:
        text = line.rstrip()
        if self._in_traceback:
            if not text or text[0].isspace() or text.startswith(_TRACEBACK_STARTS):
                return True
            self._in_traceback = False          # the exception line ends it
            self._after_alert = True
            return True
        if text.startswith(_TRACEBACK_STARTS):
            self._in_traceback = True
            return True
        if is_alert(text):
            self._after_alert = True
            return True
        if self._after_alert and text[:1].isspace():
            return True                          # an alert's indented continuation
        self._after_alert = False
        self.hidden += 1
        return False


# ----------------------------------------------------------------------------- this process

@contextlib.contextmanager
def quiet_stderr() -> Iterator[None]:
    """While active, this process's file descriptor 2 (C++ logging included)
    goes through a pipe whose reader drops TensorFlow's start-up noise
    (`is_startup_noise`) and copies every other line to the real stderr.
    For commands that import TensorFlow in-process (`parallax-tf plan`):
    the launcher filters its tasks' output the same way."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError):
        yield                       # no usable fd 2: nothing to filter
        return
    read_fd, write_fd = os.pipe()
    out_fd = os.dup(saved)          # the reader's own: `saved` is closed on the way out

    def copy() -> None:
        with os.fdopen(read_fd, "rb") as pipe, os.fdopen(out_fd, "wb") as out:
            for raw in pipe:
                if not is_startup_noise(raw.decode("utf-8", errors="replace")):
                    out.write(raw)
                    out.flush()

    reader = threading.Thread(target=copy, name="stderr filter", daemon=True)
    reader.start()
    os.dup2(write_fd, 2)
    os.close(write_fd)
    try:
        yield
    finally:
        with contextlib.suppress(OSError, ValueError):
            sys.stderr.flush()
        os.dup2(saved, 2)           # the pipe's last writer is gone: the reader ends
        os.close(saved)
        reader.join(timeout=5.0)
