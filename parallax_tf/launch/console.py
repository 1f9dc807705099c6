"""The launcher's console: every task's output, prefixed with the task, and
what of it is shown (pure: no TensorFlow).

Each task's lines are copied to the launcher's stdout by a thread (`pump`),
whole and prefixed (``[worker 0] ...``); the chief's progress bar is drawn
live on a terminal; of the other tasks only warnings and errors unless
``--all-workers`` (`AlertFilter`).

What of a task's output the launcher shows (pure: no TensorFlow).

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
import io
import logging
import os
import re
import sys
import threading
from typing import TYPE_CHECKING, Any, Iterator, Optional

from parallax_tf import env as px_env

if TYPE_CHECKING:
    from parallax_tf.launch.spawn import Running

logger = logging.getLogger("parallax_tf.launch.launcher")

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


class Console:
    """The launcher's stdout, shared by the threads pumping the tasks' output.

    Each task's lines are written whole, prefixed with the task. On a
    terminal the chief's progress bar (text after a '\\r' that no newline
    has ended yet) is drawn as a live last line, and other lines are
    written above it. Lines of tasks other than the chief pass an
    `AlertFilter` (warnings and errors only) unless `show_all`."""

    def __init__(self, stream: Any, terminal: bool, show_all: bool) -> None:
        self.stream, self.terminal, self.show_all = stream, terminal, show_all
        self.lock = threading.Lock()
        self._live = ""
        self._broken = False
        self.hidden: dict[str, int] = {}
        """Lines not shown, by task."""

    def _write(self, text: str) -> None:
        if self._broken:
            return
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError) as e:
            self._broken = True     # keep draining the pipes so the tasks never block
            logger.warning("cannot write the tasks' output to stdout (%s)", e)

    def line(self, text: str, ends_live: bool = False) -> None:
        """A whole line (`ends_live`: it completes the live line)."""
        with self.lock:
            if self._live and self.terminal:
                self._write("\r\x1b[K")
            if ends_live:
                self._live = ""
            self._write(text + "\n")
            if self._live:
                self._write(self._live)

    def live(self, text: str) -> None:
        """The live last line (a terminal only)."""
        with self.lock:
            self._live = text
            self._write("\r\x1b[K" + text)

    def hidden_note(self) -> Optional[str]:
        """One line saying what was not shown, None when nothing was hidden."""
        hidden = {name: n for name, n in self.hidden.items() if n}
        if not hidden:
            return None
        names = sorted(hidden, key=lambda n: (not n.startswith("worker"), int(n.split()[-1])))
        return (f"[parallax-tf] {sum(hidden.values())} line(s) of {', '.join(names)} not shown "
                "(other tasks show only their warnings and errors; parallax-tf run "
                "--all-workers shows everything)")


def _visible(raw: bytes) -> str:
    """A line as a terminal shows it: decoded, its line end gone (ssh -tt
    sends CRLF), only the text after its last carriage return."""
    text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
    return text[text.rfind("\r") + 1:]


def pump(task: Running, console: Console) -> None:
    """Copy a task's output to the console line by line, prefixed with the
    task (TensorFlow's start-up noise left out unless verbose:
    above; only the warnings and errors of tasks other than
    the chief unless --all-workers; the chief's progress bar live on a
    terminal)."""
    prefix = f"[{task.name}] "
    stream = task.proc.stdout
    assert isinstance(stream, io.BufferedIOBase)    # a pipe, buffered (Popen's default)
    quiet = not px_env.verbose()
    chief = task.spec.role.is_chief
    alerts = None if chief or console.show_all else AlertFilter()
    live = chief and console.terminal
    was_live = False

    def handle(raw: bytes) -> None:
        nonlocal was_live
        line = _visible(raw)
        if quiet and is_startup_noise(line):
            return                  # not in the failure tail either: room for the traceback
        task.tail.append(line)
        if alerts is not None and not alerts.keep(line):
            console.hidden[task.name] = alerts.hidden
            return
        console.line(prefix + line, ends_live=was_live)
        was_live = False

    pending = b""
    for chunk in iter(lambda: stream.read1(65536), b""):
        *lines, pending = (pending + chunk).split(b"\n")
        for raw in lines:
            handle(raw)
        if live and b"\r" in pending:
            text = _visible(pending)
            if text.strip():
                console.live(prefix + text)
                was_live = True
    if pending:
        handle(pending)
    stream.close()
