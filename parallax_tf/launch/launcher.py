"""The launcher: one ps task per machine, one worker per slot, fail fast.

``launch(cluster, worker_argv, start_servers=...)`` starts

* the job's key-value store (`launch/store.py`) in this process and, when
  the job's collectives are Horovod's, its Gloo rendezvous server (what
  ``horovodrun``'s ``gloo_run`` does), so ``hvd.init()`` just works in
  every worker;
* when `start_servers`, one parameter server per machine
  (``python -m parallax_tf.launch.server_main``);
* one worker per slot running `worker_argv`;

each with its `TaskRole` in ``PARALLAX_TF_TASK``. Local tasks are started with
`subprocess` (argv lists, own session, killed when the launcher dies), remote
ones with ssh (`launch/spawn.py`). The
chief's lines are written to this process's stdout prefixed with the task
(``[worker 0] ...``; its progress bar drawn live on a terminal); of the
other tasks only warnings and errors, unless `show_all` (``--all-workers``).
When a task fails, all others are stopped (SIGTERM to
their process group, SIGKILL after `grace_s`) and the first causal failure
is logged with the tail of the task's log. A job that is stuck (a task
stopped, frozen or cut off, a worker that stopped calling run) is ended by
the watchdog on the tasks' heartbeats (launch/watchdog.py), and this
machine's task ports are fenced from other hosts for the job's lifetime
(launch/fence.py). See docs/launching.md and docs/security.md.
"""
from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
import signal
import subprocess
import sys
import threading
import time
from typing import Any, Iterator, Mapping, Optional, Sequence

from parallax_tf import env as px_env
from parallax_tf.errors import LaunchError
from parallax_tf.launch import heartbeat, ports
from parallax_tf.launch.console import Console, pump
from parallax_tf.launch.elastic import (
    GROW_EXIT,
    Elastic,
    Rejoin,
    extended,
    first_machines,
    grown,
    survivors,
)
from parallax_tf.launch.fence import Fence
from parallax_tf.launch.rendezvous import rendezvous
from parallax_tf.launch.spawn import (
    POLL_S,
    Running,
    TaskSpec,
    load_libc,
    plan_tasks,
    signal_group,
    start_task,
    stop_all,
)
from parallax_tf.launch.tf_server import PORT_TAKEN_EXIT
from parallax_tf.launch.watchdog import Drivers, Watchdog, failed_tasks, first_cause, look
from parallax_tf.resources import Cluster, Machine, ResourcesLike, parse_resources

logger = logging.getLogger(__name__)

PORT_RETRIES = 3
"""Starts of a job again on other ports when a task's port was taken before
its server bound it (`tf_server.PORT_TAKEN_EXIT`); not counted as restarts."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class TaskFailure:
    """The first task that died, how, and the end of its log."""

    task: str
    """``"worker 3"`` / ``"ps 1"``."""
    host: str
    """The host the task ran on."""
    exit_code: Optional[int]
    """Its exit status, or None when a signal killed it."""
    signal: Optional[str]
    """The name of the signal that killed it (``"SIGKILL"``), else None."""
    tail: tuple[str, ...]
    """Its last log lines (at most `TAIL_LINES`)."""
    reason: Optional[str] = None
    """The watchdog's sentence when the job was stuck (launch/heartbeat.py)."""

    def summary(self) -> str:
        """One line: which task, how."""
        if self.reason:
            return f"the job was stuck: {self.reason}"
        how = (f"was killed by {self.signal}" if self.signal
               else f"exited with code {self.exit_code}")
        return f"{self.task} on {self.host} {how}"

    def describe(self) -> str:
        if self.reason:
            lines = "\n".join(f"    | {ln}" for ln in self.tail) or "    | (no output)"
            return (f"the job was stuck: {self.reason} (on {self.host}); every task was "
                    f"stopped. Last {len(self.tail)} lines of {self.task}'s log:\n{lines}")
        how = (f"was killed by {self.signal}" if self.signal
               else f"exited with code {self.exit_code}")
        if self.exit_code == 0:
            how += " while the workers were still running (a ps task must run until the end)"
        lines = "\n".join(f"    | {ln}" for ln in self.tail) or "    | (no output)"
        return (f"{self.task} on {self.host} {how}; the other tasks were stopped. "
                f"Last {len(self.tail)} lines of its log:\n{lines}")


@dataclasses.dataclass(frozen=True, kw_only=True)
class JobResult:
    """How a launched job ended."""

    exit_code: int
    """0 when every worker exited 0; else the failed task's code (128+signal
    when killed), or 128+signal when the launcher itself was interrupted."""
    failure: Optional[TaskFailure] = None
    """The first task that failed, if one did."""
    interrupted_by: Optional[str] = None
    """The signal (``"SIGINT"``/``"SIGTERM"``) that stopped the launcher, if any."""

    @property
    def message(self) -> str:
        if self.failure is not None:
            return self.failure.describe()
        if self.interrupted_by is not None:
            return f"launcher received {self.interrupted_by}; all tasks were stopped"
        return "all workers exited with code 0"


def _failure(task: Running) -> TaskFailure:
    rc = task.proc.returncode
    return TaskFailure(task=task.name, host=task.spec.role.host,
                       exit_code=rc if rc >= 0 else None,
                       signal=signal.Signals(-rc).name if rc < 0 else None,
                       tail=tuple(task.tail))


@dataclasses.dataclass(frozen=True)
class _Outcome:
    failed: Optional[Running] = None
    interrupted_by: Optional[int] = None
    stall: Optional[Any] = None
    """The watchdog's `Stall` (launch/watchdog.py) (then `failed` is the blamed task)."""


def _watch(tasks: Sequence[Running], interrupted: list[int],
           drivers: Optional[Drivers] = None, watchdog: Optional[Any] = None,
           console: Optional[Console] = None) -> _Outcome:
    """Wait until every driver exits 0 (-> no failure), a task fails, the
    watchdog finds the job stuck, or a signal. From a failure on, the
    `console` holds the tasks' lines until the cause is named."""
    drivers = drivers or Drivers(None, False)
    chief = next((t for t in tasks if t.spec.role.is_chief), None)
    next_check = time.monotonic() + 1.0
    exited: dict[str, float] = {}       # when the launcher first saw each task's exit
    while True:
        while signal.SIGTSTP in interrupted:       # Ctrl-Z: the whole job is suspended
            interrupted.remove(signal.SIGTSTP)
            _suspend(tasks, watchdog)
        if signal.SIGCONT in interrupted:   # the launcher was stopped (SIGSTOP) and goes on:
            while signal.SIGCONT in interrupted:    # its tasks' silence meanwhile is its own,
                interrupted.remove(signal.SIGCONT)  # and their exits (they end when their
            if watchdog is not None:                # launcher stays stopped) come first
                watchdog.restart_clocks()
        if interrupted:
            return _Outcome(interrupted_by=interrupted[0])
        if console is not None:
            console.tick()
        if watchdog is not None and time.monotonic() >= next_check:
            next_check = time.monotonic() + 1.0
            stall = look(watchdog, tasks, drivers)
            if stall is not None:
                if console is not None:
                    console.hold()
                blamed = next(t for t in tasks if t.name == stall.task)
                return _Outcome(failed=blamed, stall=stall)
        drivers.poll(chief is not None and chief.proc.poll() == 0)
        if drivers.servers_idle and any(t.spec.role.is_ps for t in tasks):
            idle = [t for t in tasks if t.spec.role.is_ps]
            logger.info("no variable on the parameter servers: stopping the %d idle one(s)",
                        len(idle))
            stop_all(idle, grace_s=2.0)
            tasks = [t for t in tasks if not t.spec.role.is_ps]
        workers = [t for t in tasks if not drivers.is_server(t)]
        failed = failed_tasks(tasks, drivers, exited)
        if failed:
            if all(t.proc.returncode == 0 for t in failed) and \
                    all(w.proc.poll() == 0 for w in workers):
                return _Outcome()
            if console is not None:
                console.hold()
            cause = first_cause(failed, workers, exited, watchdog)
            deadline = time.monotonic() + _VICTIM_GRACE_S
            while (watchdog is not None and watchdog.failed_in_step(cause.name)
                   and time.monotonic() < deadline):
                # a step that failed is usually a peer's doing: give the peers a
                # moment to report their own end (an exception, an exit); a peer
                # that ended just now is ranked once more before the wait ends
                settled = all(w.proc.poll() is not None for w in workers if w is not cause)
                if not settled:
                    time.sleep(POLL_S)
                failed = failed_tasks(tasks, drivers, exited)
                cause = first_cause(failed, workers, exited, watchdog)
                if settled:
                    break
            if watchdog is not None and cause in failed and watchdog.failed_in_step(cause.name):
                stall = _silent_cause(tasks, drivers, watchdog, cause)
                if stall is not None:
                    return _Outcome(failed=next(t for t in tasks if t.name == stall.task),
                                    stall=stall)
            if cause not in failed and watchdog is not None and watchdog.raised(cause.name):
                _await_exit(cause)          # its program raised: its own status and traceback
                if cause.proc.returncode not in (None, 0):
                    return _Outcome(failed=cause)
            if cause not in failed:         # an early exit: the failures followed from it
                assert watchdog is not None  # (only the watchdog names one: `first_cause`)
                return _Outcome(failed=cause, stall=watchdog.early_exit_stall(
                    cause.name, [t.name for t in failed]))
            return _Outcome(failed=cause)
        if all(w.proc.poll() == 0 for w in workers) and drivers.known is not None:
            return _Outcome()
        time.sleep(POLL_S)


_VICTIM_GRACE_S = 3.0
"""How long the launcher waits for the other workers' news when the first
failure it sees is a step that failed (a victim, usually)."""


def _silent_cause(tasks: Sequence[Running], drivers: Drivers, watchdog: Watchdog,
                  victim: Running) -> Optional[Any]:
    """`victim`'s step failed while a running task stopped beating: its
    machine or link is down (or it froze), and the step failed because a
    peer could not be reached. Every running task beats every `BEAT_S`;
    one not heard for `SILENT_S` is waited for until the watchdog names it
    (its beats stale), it beats again or exits, at most the stale limit:
    the report names the cause, not the first task to fail (a worker's
    collective may fail seconds after machine 1's link went down, before
    the launcher's heartbeat limit names that machine). None, as soon as
    every running task has beaten since: `victim` is the cause."""
    started = time.monotonic()
    deadline = started + watchdog.stale_s + heartbeat.SILENT_S + 2.0
    running = [t.name for t in tasks if t.proc.poll() is None]
    watchdog.refresh(running)
    before = {n: s.seq for n in running if (s := watchdog.seen(n)) is not None}
    while True:
        running = [t.name for t in tasks if t.proc.poll() is None]
        silent = watchdog.silent(running)
        now = time.monotonic()
        if silent:
            stall = look(watchdog, tasks, drivers)
            if stall is not None and stall.task in silent:
                return dataclasses.replace(stall, reason=(
                    f"{stall.reason}; meanwhile {victim.name}'s step failed (exit "
                    f"{victim.proc.returncode}): a peer it could not reach"))
        elif now - started >= heartbeat.SILENT_S or all(
                (s := watchdog.seen(n)) is None or s.seq != before.get(n) for n in running):
            return None
        if now >= deadline:
            return None
        time.sleep(0.5)


def _suspend(tasks: Sequence[Running], watchdog: Any) -> None:
    """Ctrl-Z (SIGTSTP): stop every task's process group, then the launcher
    itself, as a shell suspends a job; when it continues (fg, SIGCONT),
    continue them, and the watchdog's clocks start again (the pause was
    nobody's stall)."""
    local = [t for t in tasks if not t.spec.remote and t.proc.poll() is None]
    for task in local:
        signal_group(task, signal.SIGSTOP)
    sys.stdout.flush()
    logger.warning("suspended (Ctrl-Z): every local task is stopped; 'fg' continues the job")
    os.kill(os.getpid(), signal.SIGSTOP)
    for task in local:
        signal_group(task, signal.SIGCONT)
    if watchdog is not None:
        watchdog.restart_clocks()
    logger.warning("continued: every task goes on")


def _await_exit(task: Running, seconds: float = 10.0) -> None:
    """Give a task whose program raised time to exit (its traceback printed)."""
    with contextlib.suppress(subprocess.TimeoutExpired):
        task.proc.wait(timeout=seconds)
    if task.proc.returncode is not None and task.reader is not None:
        task.reader.join(timeout=2.0)       # its last lines into the tail


@contextlib.contextmanager
def _signals_recorded() -> Iterator[list[int]]:
    """While active, SIGINT/SIGTERM to the launcher are recorded instead of
    raising, SIGTSTP (Ctrl-Z) for `_watch` to suspend the job, and SIGCONT
    for `_watch` to restart the watchdog's clocks (the launcher itself was
    stopped: no task's heartbeat was read meanwhile)."""
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received              # handlers can only be set in the main thread
        return

    def handler(signum: int, frame: Any) -> None:
        received.append(signum)

    previous = {s: signal.signal(s, handler)
                for s in (signal.SIGINT, signal.SIGTERM, signal.SIGTSTP, signal.SIGCONT)}
    try:
        yield received
    finally:
        for s, h in previous.items():
            signal.signal(s, h)


# ----------------------------------------------------------------------------- public API

def _result(outcome: _Outcome, grow: bool = False) -> JobResult:
    """The attempt's result, its failure logged as an ERROR (`grow`: lost
    machines are back, and the chief's `GROW_EXIT` is no failure)."""
    if outcome.interrupted_by is not None:
        name = signal.Signals(outcome.interrupted_by).name
        result = JobResult(exit_code=128 + outcome.interrupted_by, interrupted_by=name)
        logger.error("%s", result.message)
        return result
    if outcome.failed is None:
        return JobResult(exit_code=0)
    if outcome.stall is not None:
        failure = dataclasses.replace(_failure(outcome.failed), exit_code=None, signal=None,
                                      reason=outcome.stall.reason)
        result = JobResult(exit_code=heartbeat.STALL_EXIT, failure=failure)
        logger.error("%s", result.message)
        return result
    failure = _failure(outcome.failed)
    rc = outcome.failed.proc.returncode
    result = JobResult(exit_code=rc if rc > 0 else (128 - rc if rc < 0 else 1), failure=failure)
    if grow and rc == GROW_EXIT and failure.task == "worker 0":
        logger.info("%s: the chief ended this generation to grow the job", result.message)
    else:
        logger.error("%s", result.message)
    return result


def _fence(cluster: Cluster, specs: Sequence[TaskSpec], launcher_ports: Sequence[int]) -> Any:
    """Fence the ports of this machine's tasks and of the launcher's servers
    (the store, Horovod's rendezvous) to loopback (a localhost job) or to the
    job's machines (launch/fence.py; each machine's tasks fence all their
    ports there)."""
    local = [s.role.port for s in specs if not s.remote] + list(launcher_ports)
    hosts = [m.host for m in cluster.machines]
    return Fence.around(local, hosts, all(ports.is_loopback_host(h) for h in hosts))


def _watchdog(store: tuple[str, int]) -> Any:
    """The job's watchdog (launch/watchdog.py) on the tasks' beats in `store`."""
    return Watchdog.on_store(store)


def run_job(cluster: ResourcesLike, worker_argv: Sequence[str], *, start_servers: bool,
            env: Optional[Mapping[str, str]] = None, port_base: Optional[int] = None,
            grace_s: float = 5.0, plan_from_chief: bool = False,
            startup: Optional[str] = None, show_all: Optional[bool] = None,
            max_restarts: int = 0, elastic: Optional[Elastic] = None) -> JobResult:
    """Like `launch`, but returns a `JobResult` (exit code, the failed task and
    its log tail) instead of only the exit code. `show_all`: every task's
    output, not only the chief's and the others' warnings and errors
    (default: `PARALLAX_TF_ALL_WORKERS`). `max_restarts`: after a task
    failed (or the job was stuck), stop every task and start the job again,
    at most this many times (each task sees its attempt in
    `PARALLAX_TF_RESTART`; with `Config(checkpoint_every=...)` the job
    resumes from its latest checkpoint). `elastic`: a failure on a machine
    other than the chief's drops that machine and starts the job again on
    the others while at least `elastic.low` are left (launch/elastic.py;
    not counted in `max_restarts`)."""
    cluster = parse_resources(cluster)
    if not worker_argv:
        raise LaunchError("worker_argv is empty; give the worker command, "
                          "e.g. [sys.executable, 'train.py']")
    if isinstance(max_restarts, bool) or not isinstance(max_restarts, int) or max_restarts < 0:
        raise LaunchError(f"max_restarts={max_restarts!r} must be an integer >= 0")
    console = Console(sys.stdout, terminal=px_env.is_terminal(sys.stdout),
                       show_all=show_all if show_all is not None else px_env.all_workers())
    attempt, port_retries, generation = 0, 0, 0
    original, lost = cluster, list[Machine]()
    if elastic is not None:
        cluster, lost = first_machines(cluster, elastic)
    while True:
        wanting = elastic is not None and cluster.num_machines < elastic.high
        rejoin = Rejoin(lost if wanting else (), elastic.listing if elastic and wanting else None,
                        cluster.machines, elastic.discover if elastic and wanting else None)
        result = _run_attempt(cluster, worker_argv, start_servers=start_servers, rejoin=rejoin,
                              env={**(env or {}), px_env.RESTART_VAR: str(attempt + generation),
                                   **({px_env.RESOURCES_VAR: cluster.to_str(),
                                       px_env.ELASTIC_VAR: f"{elastic.low}:{elastic.high}"}
                                      if elastic else {})},
                              port_base=port_base, grace_s=grace_s,
                              plan_from_chief=plan_from_chief, startup=startup, console=console)
        back = rejoin.stop()
        if result.failure is not None and result.failure.exit_code == PORT_TAKEN_EXIT \
                and port_base is None and port_retries < PORT_RETRIES:
            port_retries += 1        # another process took a port first: not the job's fault
            console.line(f"[parallax-tf] {result.failure.task} could not bind the port chosen "
                         "for it (another process took it first); starting every task "
                         f"again on other ports ({port_retries} of {PORT_RETRIES})")
            continue
        failure = result.failure
        if failure is not None and elastic is not None:
            bigger: Optional[Cluster] = None
            if failure.exit_code == GROW_EXIT and failure.task == "worker 0" and back:
                original = extended(original, back)         # a new machine listed
                bigger = grown(original, cluster, back, elastic)
                console.line(f"[parallax-tf] elastic: {';'.join(m.host for m in back)} back; "
                             f"growing to {bigger.num_machines} machine(s): {bigger.to_str()}")
            elif failure.signal or failure.reason:     # killed, frozen, cut off: not the script
                bigger, why = survivors(cluster, failure.host, elastic)
                console.line(f"[parallax-tf] elastic: {failure.summary()}; {why}")
            if bigger is not None:
                now = {m.host for m in bigger.machines}
                lost = [m for m in original.machines if m.host not in now]
                cluster, generation = bigger, generation + 1
                continue
        if result.failure is None or attempt >= max_restarts:
            if (attempt or generation) and result.exit_code == 0:
                console.line(f"[parallax-tf] the job completed after {attempt} restart(s)"
                             + (f" and {generation} elastic change(s), on "
                                f"{cluster.to_str()}" if generation else ""))
            return result
        attempt += 1
        console.line(f"[parallax-tf] restart {attempt} of {max_restarts}: "
                     f"{result.failure.summary()}; starting every task again (a job with "
                     "Config(checkpoint_every=...) resumes from its latest checkpoint)")


def _run_attempt(cluster: Cluster, worker_argv: Sequence[str], *, start_servers: bool,
                 env: Mapping[str, str], port_base: Optional[int], grace_s: float,
                 plan_from_chief: bool, startup: Optional[str], console: Console,
                 rejoin: Optional[Rejoin] = None) -> JobResult:
    """One start of the job (see `run_job`; `rejoin`: an elastic job's
    lost machines, probed while it runs)."""
    tasks: list[Running] = []
    outcome: Optional[_Outcome] = None
    libc = load_libc()
    with _signals_recorded() as interrupted, rendezvous(cluster, plain=not plan_from_chief) as meeting:
        store = meeting.store
        if rejoin is not None:
            rejoin.start(store)
        specs = plan_tasks(cluster, worker_argv, start_servers, env, port_base,
                            meeting.envs, plan_from_chief, startup, console.terminal)
        logger.info("launching %d ps task(s) and %d worker(s) on %d machine(s)",
                    sum(s.role.is_ps for s in specs), cluster.num_workers, cluster.num_machines)
        fence = _fence(cluster, specs, meeting.ports)
        try:
            for spec in specs:
                task = start_task(spec, libc)
                tasks.append(task)
                task.reader = threading.Thread(target=pump, args=(task, console),
                                               name=f"log {task.name}", daemon=True)
                task.reader.start()
            outcome = _watch(tasks, interrupted, Drivers(store, plan_from_chief),
                             _watchdog(store), console)
        finally:
            for spec in specs:                 # ports of tasks that never started
                ports.release(spec.role.port)
            stop_all(tasks, grace_s)
            fence.close()
            if outcome is None:             # the launcher's own error: every line shown
                console.settle(None)
    # the cause's lines, then the ERROR line naming it, then the others' errors
    cause = outcome.failed.name if outcome.failed is not None else None
    console.settle(cause)
    result = _result(outcome, grow=bool(rejoin and rejoin.back))
    console.summarise(cause)
    note = console.hidden_note()
    if note:
        console.line(note)
    console.hidden.clear()
    return result


def launch(cluster: ResourcesLike, worker_argv: list[str], *, start_servers: bool,
           env: Optional[dict] = None, port_base: Optional[int] = None,
           grace_s: float = 5.0, plan_from_chief: bool = False,
           startup: Optional[str] = None, show_all: Optional[bool] = None,
           max_restarts: int = 0, elastic: Optional[Elastic] = None) -> int:
    """Run one job: a ps task per machine (when `start_servers`) and a worker per
    slot running `worker_argv`; return the job's exit status (0 when all workers
    exit 0). Any task failing stops all the others within `grace_s` seconds.

    `cluster` is a `Cluster` or anything `parse_resources` accepts; `env` adds
    variables to every task; `port_base` makes task i listen on ``port_base + i``
    (ps tasks first) instead of on free ports the launcher picks.
    `plan_from_chief`: `worker_argv` is ``[python, script-or--m, ...]`` of a
    parallax_tf program whose chief publishes the plan; the other workers
    start through `launch/bootstrap.py`, wait for it and then run the
    program or, in a split replica, only serve their part.
    `startup`: a mode's task start-up hook (JSON, `launch/bootstrap.py`'s
    `call_hook`; a layout job joins its mesh first): every worker starts
    through the bootstrap, which calls it.
    `show_all`: show every task's output; by default (or
    `PARALLAX_TF_ALL_WORKERS`) the chief's and only the warnings and
    errors of the others.
    `max_restarts`: start the job again after a failure, at most this
    many times (see `run_job`). `elastic`: go on without a lost machine
    (see `run_job`).
    """
    return run_job(cluster, worker_argv, start_servers=start_servers, env=env,
                   port_base=port_base, grace_s=grace_s, plan_from_chief=plan_from_chief,
                   startup=startup, show_all=show_all, max_restarts=max_restarts,
                   elastic=elastic).exit_code
