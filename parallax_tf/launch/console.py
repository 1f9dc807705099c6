"""The launcher's console: every task's output, prefixed with the task, and
what of it is shown (pure: no TensorFlow).

Each task's lines are copied to the launcher's stdout by a thread (`pump`),
whole and prefixed (``[worker 0] ...``); the chief's progress bar is drawn
live on a terminal; of the other tasks only warnings and errors unless
``--all-workers`` (`AlertFilter`).

When a task fails, the launcher's ERROR line naming the cause comes first:
from the first sign of a failure (a traceback, an error, a step's
rendezvous aborting, a task that exited) the lines of every task are
held; when the launcher has named the cause, the held lines of the
cause and the ordinary lines come before its ERROR line, and each other
task's errors (the victims' tracebacks: a step that failed because the
cause ended) after it, as one line per task, their full text in a file
(shown whole with ``--all-workers``). Held lines of a job that goes on
are shown after `HOLD_S`.

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
import math
import os
import re
import sys
import tempfile
import threading
import time
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


def is_failure_sign(line: str) -> bool:
    """A line that says a task fails: a traceback's start, an error (absl E
    or F, a logging record at ERROR or above), a step's rendezvous aborting."""
    text = line.strip()
    if text.startswith(_TRACEBACK_STARTS):
        return True
    m = _ABSL_LINE.match(text)
    if m is not None:
        return m.group(1) in "EF" or (m.group(2) == _RENDEZVOUS_CLEANUP[0]
                                      and "is aborting" in m.group(3))
    return bool(re.match(r"^(?:ERROR|CRITICAL|FATAL)\b", text))


_MODULE_PATH = re.compile(r"^(?:[A-Za-z_][\w]*\.)+(?=\w+(?:Error|Exception|Exit|Interrupt)\b)")


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
        self._held: list[tuple[str, str, bool]] = []
        """(task, line, part of a warning or error) held since a sign of failure."""
        self._until: Optional[float] = None
        """Lines are held until then (inf: until the launcher names the cause)."""
        self._after: list[tuple[str, str]] = []
        self._failing: set[str] = set()
        """Tasks that showed a sign of failure: their lines since are their
        error's (an exception's message goes on after its line)."""

    def _write(self, text: str) -> None:
        if self._broken:
            return
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError) as e:
            self._broken = True     # keep draining the pipes so the tasks never block
            logger.warning("cannot write the tasks' output to stdout (%s)", e)

    def line(self, text: str, ends_live: bool = False, task: Optional[str] = None,
             alert: bool = False) -> None:
        """A whole line (`ends_live`: it completes the live line); a task's
        (`task`; `alert`: part of a warning or an error) is held after a
        sign of failure (module doc)."""
        with self.lock:
            if task is not None:
                if alert and is_failure_sign(text[len(task) + 3:]):
                    self._hold(time.monotonic() + HOLD_S)
                    self._failing.add(task)
                alert = alert or task in self._failing
                if self._until is not None:
                    self._held.append((task, text, alert))
                    self._live = "" if ends_live else self._live
                    return
            self._put(text, ends_live)

    def _put(self, text: str, ends_live: bool = False) -> None:
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
            if self._until is None:
                self._write("\r\x1b[K" + text)

    def _hold(self, until: float) -> None:
        self._until = max(self._until or 0.0, until)

    def hold(self) -> None:
        """A task failed: hold every task's lines until `settle`."""
        with self.lock:
            self._hold(math.inf)

    def tick(self) -> None:
        """Show the held lines of a job that went on (`HOLD_S` without a failure)."""
        with self.lock:
            if self._until is not None and time.monotonic() >= self._until:
                self._release()

    def _release(self) -> None:
        for _, text, _ in self._held:
            self._put(text)
        self._held, self._until = [], None
        self._failing.clear()

    def settle(self, cause: Optional[str]) -> None:
        """The launcher named the task that failed (`cause`; None: no task
        failed): show the held lines that come before its ERROR line (all of
        them when no task failed) and keep the other tasks' warnings and
        errors for `summarise`."""
        with self.lock:
            if cause is None:
                self._release()
                return
            self._after = [(t, text) for t, text, alert in self._held if t != cause and alert]
            for t, text, alert in self._held:
                if t == cause or not alert:
                    self._put(text)
            self._held = []
            self._failing.clear()

    def summarise(self, cause: Optional[str]) -> None:
        """After the launcher's ERROR line: each other task's held warnings
        and errors as one line (their text in a file), or whole with
        ``--all-workers``; the lines from now on are shown at once."""
        with self.lock:
            after, self._after, self._until = self._after, [], None
            if not after:
                return
            if self.show_all:
                for _, text in after:
                    self._put(text)
                return
            fd, path = tempfile.mkstemp(prefix="parallax-tf-", suffix="-after-failure.log")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write("".join(text + "\n" for _, text in after))
            for task in dict.fromkeys(t for t, _ in after):
                mine = [text[len(task) + 3:] for t, text in after if t == task]
                self._put(f"[{task}] {_gist(mine)} ({len(mine)} line(s) after {cause} failed, "
                          f"whole in {path}; --all-workers shows them)")

    def hidden_note(self) -> Optional[str]:
        """One line saying what was not shown, None when nothing was hidden."""
        hidden = {name: n for name, n in self.hidden.items() if n}
        if not hidden:
            return None
        names = sorted(hidden, key=lambda n: (not n.startswith("worker"), int(n.split()[-1])))
        return (f"[parallax-tf] {sum(hidden.values())} line(s) of {', '.join(names)} not shown "
                "(other tasks show only their warnings and errors; parallax-tf run "
                "--all-workers shows everything)")


HOLD_S = 10.0
"""Seconds a task's lines are held after a sign of failure when no task
fails (the launcher names a failure within a few seconds)."""


def _gist(lines: list[str]) -> str:
    """One line for a task's warnings and errors: its last exception, else
    its first error or warning."""
    found = [ln for ln in lines if _EXCEPTION_LINE.match(ln) and not ln.startswith(" ")]
    if found:
        return _MODULE_PATH.sub("", found[-1].strip())[:200]
    return lines[0].strip()[:200]


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
    alerts = AlertFilter()
    shows_all = chief or console.show_all
    live = chief and console.terminal
    was_live = False

    def handle(raw: bytes) -> None:
        nonlocal was_live
        line = _visible(raw)
        if quiet and is_startup_noise(line):
            return                  # not in the failure tail either: room for the traceback
        task.tail.append(line)
        alert = alerts.keep(line)
        if not alert and not shows_all:
            console.hidden[task.name] = alerts.hidden
            return
        console.line(prefix + line, ends_live=was_live, task=task.name, alert=alert)
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
