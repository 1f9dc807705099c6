"""Heartbeats: every task tells the launcher's watchdog what it does.

Every task started through the bootstrap or as a ps task beats: a daemon
thread PUTs ``parallax/heartbeat-<task>`` in the launcher's store (the
rendezvous server, `store_client`) every `BEAT_S` seconds, a JSON value
with a sequence number, the steps this task's runner finished, whether it
is inside a step, and the stall timeout it asks for (`Config.step_timeout`,
or the default derived from its measured step times, `default_timeout`).
The launcher's watchdog (`launch/watchdog.py`) reads them and ends a job
that is stuck, naming the task. No TensorFlow here.
"""
from __future__ import annotations

import atexit
import contextlib
import json
import os
import statistics
import threading
import time
from typing import Iterator, Optional

from parallax_tf import env
from parallax_tf.launch import store_client

BEAT_S = 2.0
"""Seconds between two beats of a task whose state did not change."""
CHECK_S = 0.5
"""A task whose steps or in-step state changed beats within this."""
PUBLISH_TIMEOUT_S = 5.0
"""A beat that the launcher does not take within this is dropped (the next
one follows): a stopped launcher must not hold the loop that notices it."""
LAST_PUBLISH_TIMEOUT_S = 30.0
"""The beat that says the program ended has no next one: it is asked again
for this long (a lost one leaves a task that ended well looking frozen to
the watchdog; a thousand tasks end at once)."""
FIRST_STEP_TIMEOUT_S = 300.0
"""Default stall timeout until every driver finished a step (the first step
captures, plans, lowers and traces; a task may load data before it)."""
MIN_TIMEOUT_S = 30.0
"""The default stall timeout after the first step: 20 x the median of the
measured step times, at least this."""
SILENT_S = 1.5 * BEAT_S + 0.5
"""When the job is stuck, a task that has not beaten for this long is not
merely idle (its beats go on inside a step too): it is named as not
responding, those outside a step first."""
STALE_S = 20.0
"""Seconds without a beat before a task counts as not responding."""
STALL_EXIT = 124
LAUNCHER_STOPPED = 3
"""A task ends when its launcher has been stopped (SIGSTOP) for this many
times the stale limit (60 s by default)."""
KEY_PREFIX = "heartbeat-"
"""Store keys are one path element (Horovod's store splits on "/")."""


def first_step_timeout() -> float:
    """`FIRST_STEP_TIMEOUT_S`, or `parallax-tf run --first-step-timeout`."""
    return env.first_step_timeout() or FIRST_STEP_TIMEOUT_S


def default_timeout(step_seconds: list[float]) -> float:
    """The stall timeout a runner asks for: the first step's before it
    measured a step, then max(`MIN_TIMEOUT_S`, 20 x median step time)."""
    if not step_seconds:
        return first_step_timeout()
    return max(MIN_TIMEOUT_S, 20.0 * statistics.median(step_seconds[-20:]))


class _State:
    """What this task's beats say (one per process)."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.steps = 0
        self.in_step = False
        self.timeout: Optional[float] = None
        """The runner's `Config.step_timeout`; None: `default_timeout`."""
        self.step_seconds: list[float] = []
        self.exiting = False
        self.raised = False
        """The program ends by an exception (not a clean exit)."""
        self._t0 = 0.0
        self.progress_s = 0.0
        """Seconds into the current step of its last progress that is not a
        step (a search's timed step inside the first `runner.run`): the
        published stall timeout is extended by it."""
        self.outside = False
        """Inside `waiting()` between steps (a whole-model read, a sync): its
        length has nothing to do with the step time, so the default stall
        timeout is the first step's (`Config.step_timeout` still applies)."""
        self.phase: Optional[str] = None
        """What the runner does before its first step ("lowering ..."), or None."""
        self.phase_since = 0.0
        self.quiet: Optional[float] = None
        """Seconds this task may be silent: inside `phase(quiet=True)`, a
        call into TensorFlow that holds the GIL while it waits (no beat)."""

    def started(self) -> None:
        with self.lock:
            self.in_step, self._t0, self.progress_s = True, time.monotonic(), 0.0

    def progressed(self) -> None:
        with self.lock:
            if self.in_step:
                self.progress_s = time.monotonic() - self._t0

    def finished(self) -> None:
        with self.lock:
            self.in_step = False
            self.steps += 1
            if self.steps > 1:            # the first step traces and lowers: not a measure
                self.step_seconds.append(time.monotonic() - self._t0)

    def value(self, seq: int) -> str:
        with self.lock:
            # the first step: 300 s (parallax-tf run --first-step-timeout), or
            # a longer step timeout (a big model's initial broadcast over a
            # slow link takes minutes)
            limit = self.timeout or env.step_timeout()
            first = first_step_timeout() if limit is None else max(first_step_timeout(), limit)
            timeout = (first if not self.steps or (self.outside and limit is None)
                       else (limit or default_timeout(self.step_seconds))) + self.progress_s
            phase = None if self.phase is None else \
                [self.phase, round(time.monotonic() - self.phase_since, 1)]
            return json.dumps({"seq": seq, "steps": self.steps, "in_step": self.in_step,
                               "timeout": timeout, "exiting": self.exiting,
                               "raised": self.raised, "phase": phase, "quiet": self.quiet})


STATE = _State()
_started: Optional[threading.Thread] = None
_publish = None
"""Publishes one beat now (set by `start`)."""


def configure(step_timeout: Optional[float]) -> None:
    """A runner's `Config.step_timeout` (None: the default)."""
    STATE.timeout = step_timeout


def step_started() -> None:
    STATE.started()


def step_finished() -> None:
    STATE.finished()


def progress() -> None:
    """Progress inside a step that is not a step of its own (a search's timed
    step): the stall timeout this task publishes is extended to count from
    now; no step is counted."""
    STATE.progressed()


def exiting(raised: bool = False) -> None:
    """The program ends (normally or, `raised`, by an exception): say so at
    once, before Horovod's shutdown makes the other workers fail, so the
    launcher blames an early exit, or the task that raised, rather than
    their consequences."""
    if _publish is not None and not STATE.exiting:
        STATE.exiting, STATE.raised = True, raised
        _publish(LAST_PUBLISH_TIMEOUT_S)


@contextlib.contextmanager
def waiting() -> Iterator[None]:
    """A blocking wait on other tasks outside a step (reading the servers'
    variables for a checkpoint, `runner.sync()`): the beats say "in a
    step" meanwhile, so a task that stops answering during it is caught
    like one during a step; no step is counted. Its stall timeout is the
    first step's (300 s) unless `Config.step_timeout` sets one: reading a
    big model over a slow link takes longer than 20 steps of training."""
    with STATE.lock:
        nested, STATE.in_step = STATE.in_step, True
        outside, STATE.outside = STATE.outside, STATE.outside or not nested
    try:
        yield
    finally:
        with STATE.lock:
            STATE.in_step, STATE.outside = nested, outside


@contextlib.contextmanager
def phase(name: str, quiet: bool = False, with_peers: bool = False) -> Iterator[None]:
    """The runner prepares its first step (`name`: "lowering ..."): the
    beats say so, and the watchdog names the phase of a task that takes
    longer than the first step's limit instead of blaming a collective.

    `quiet`: a call that holds the GIL while it waits for other tasks
    (DTensor's join waits for every client of the mesh, here up to 14 s
    while the chief re-runs itself), so no beat can run meanwhile. The
    beat published before it allows silence for the first step's limit:
    the watchdog does not name a task that merely waits (a local task
    stopped by SIGSTOP is still named after the stale limit).

    `with_peers`: the phase talks to the other tasks (collectives built and
    run, servers): if it raises, the beats say so as a failed step's do
    (inside a step, `step_failed`), so the launcher ranks this failure
    after that of a task whose own program raised (a peer that left is
    the usual reason a collective fails while the program starts)."""
    with STATE.lock:
        STATE.phase, STATE.phase_since = name, time.monotonic()
        STATE.quiet = first_step_timeout() if quiet else None
    if _publish is not None:
        _publish()
    try:
        yield
    except BaseException:
        if with_peers:
            with STATE.lock:
                STATE.in_step = True
            step_failed()
        raise
    finally:
        with STATE.lock:
            STATE.phase, STATE.quiet = None, None
        if quiet and _publish is not None:
            _publish()


def step_failed() -> None:
    """The step raised (a peer left, a server died): say so at once, still
    inside the step, so the launcher can tell this failure from its cause
    (`Watchdog.exited_early`)."""
    if _publish is not None:
        _publish()


def start(task: str) -> None:
    """Start this process's beats under `task` ("worker 1", "ps 0"); once;
    nothing outside a launched job (no store)."""
    global _started
    store = env.kv_store()
    if _started is not None or store is None:
        return

    seq = [0]
    lock = threading.Lock()

    def publish(timeout_s: float = PUBLISH_TIMEOUT_S) -> None:
        with lock:
            seq[0] += 1
            try:
                store_client.publish(STATE.value(seq[0]),
                                      key=KEY_PREFIX + task.replace(" ", "_"), store=store,
                                      timeout_s=timeout_s)
            except Exception:  # the launcher is gone or busy: try again
                pass

    launcher = os.getppid()          # a local task's parent is the launcher
    stopped_since: list = [None]

    def launcher_stopped(now: float) -> bool:
        """A launcher stopped by SIGSTOP (not Ctrl-Z, which stops the tasks
        too) no longer reads their output nor watches them: after
        `LAUNCHER_STOPPED` x the stale limit this task ends, saying why.
        True while the launcher is stopped (its store answers nothing then)."""
        if process_state(launcher) != "T":
            stopped_since[0] = None
            return False
        stopped_since[0] = stopped_since[0] or now
        limit = LAUNCHER_STOPPED * stale_seconds()
        if now - stopped_since[0] >= limit:
            with contextlib.suppress(OSError):
                os.set_blocking(2, False)          # its pipe may be full: never block here
                os.write(2, (f"{task}: the launcher (pid {launcher}) has been stopped (SIGSTOP) "
                             f"for {limit:.0f} s; this task ends (SIGCONT the "
                             "launcher within that time to go on; Ctrl-Z suspends the whole "
                             "job)\n").encode())
            os._exit(STALL_EXIT)
        return True

    def beat() -> None:
        last, said = 0.0, None
        while True:
            now = time.monotonic()
            if launcher_stopped(now):       # a beat would only wait for it
                time.sleep(CHECK_S)
                continue
            state = (STATE.steps, STATE.in_step, STATE.phase)
            if state != said or now - last >= BEAT_S:    # news at once, else every BEAT_S
                publish()
                last, said = now, state
            time.sleep(CHECK_S)

    global _publish
    _publish = publish
    atexit.register(exiting)

    _started = threading.Thread(target=beat, name="parallax heartbeat", daemon=True)
    _started.start()


def stale_seconds() -> float:
    return env.heartbeat_stale() or STALE_S


def process_stat(pid: int) -> Optional[tuple[str, int]]:
    """A local process's state letter (``T``: stopped) and the CPU time it
    has used so far in clock ticks (user + system), from one read of
    ``/proc/PID/stat``; None if unknown."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return fields[0], int(fields[11]) + int(fields[12])
    except (OSError, IndexError, ValueError):
        return None


def process_state(pid: int) -> Optional[str]:
    """The state letter of a local process (``T``: stopped), None if unknown."""
    stat = process_stat(pid)
    return None if stat is None else stat[0]
