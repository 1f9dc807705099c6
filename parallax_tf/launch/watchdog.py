"""The launcher's watchdog: a stuck job ends, naming the task; of the tasks
that failed, the one that failed first.

The tasks beat (`launch/heartbeat.py`: a JSON value in the job's store
every few seconds: steps done, inside a step or not, the stall timeout it
asks for). `Watchdog.check` reads them once a second with the launcher's
own clock, so the machines' clocks do not matter, and ends the job when

* a task's beats stop for `stale_s` seconds (default 20;
  ``PARALLAX_TF_HEARTBEAT_STALE``) while its process has not exited: it is
  stopped (SIGSTOP: a local task's state is ``T``), frozen, or cut off
  from the network (its machine or link is down). A local task whose
  process is not stopped and used CPU within the stale limit is busy, not
  frozen: its beat thread waits for the GIL (TensorFlow's libraries being
  loaded, a long call that holds it, on a slow or overloaded machine), so
  it is named only after the first step's limit of silence;
* the drivers (the workers that run the script) have made no step for the
  stall timeout while some of them wait inside a step: the first causal
  task is a driver that is *not* inside a step (it stopped calling
  `runner.run`), or exited (code 0, early), fewest steps first; when every
  driver waits in its step and every beat is fresh, the wait itself (a
  server that never answers) is reported; a beat that is late (older than
  `BEAT_S` + `CHECK_S`) is first given until `SILENT_S`, so a task cut
  off just after its last beat is named, not the wait.

The report names the task and what the others were waiting for; the job's
exit status is `STALL_EXIT` (124, as timeout(1)). When tasks fail,
`first_cause` picks the one that failed first causally. No TensorFlow here.
"""
from __future__ import annotations

import dataclasses
import json
import logging
import signal
import time
from typing import TYPE_CHECKING, Any, Optional, Sequence

from parallax_tf.errors import LaunchError
from parallax_tf.launch import store_client
from parallax_tf.launch.heartbeat import (
    BEAT_S,
    CHECK_S,
    FIRST_STEP_TIMEOUT_S,
    KEY_PREFIX,
    SILENT_S,
    first_step_timeout,
    process_stat,
    process_state,
    stale_seconds,
)
from parallax_tf.plan import Plan

if TYPE_CHECKING:
    from parallax_tf.launch.spawn import Running

logger = logging.getLogger("parallax_tf.launch.launcher")


@dataclasses.dataclass(frozen=True)
class Stall:
    """Why the watchdog ends a job."""

    task: str
    """The task it blames ("worker 1", "ps 0")."""
    reason: str
    """One sentence: what the task did (or did not), what the others waited for."""


@dataclasses.dataclass
class _Seen:
    seq: int = -1
    changed: float = 0.0
    steps: int = 0
    in_step: bool = False
    timeout: float = FIRST_STEP_TIMEOUT_S
    steps_changed: float = 0.0
    exiting: bool = False
    raised: bool = False
    phase: Optional[tuple[str, float]] = None
    """(what the task prepares, for how long) at its last beat."""
    quiet: Optional[float] = None
    """Seconds of silence its last beat announced (`heartbeat.phase(quiet=True)`)."""


class Watchdog:
    """The launcher's view of the beats (module doc). `check` is given, per
    task, its name, whether it is a driver, its exit code (None: running)
    and its local pid (None: remote)."""

    def __init__(self, fetch, stale_s: Optional[float] = None, fetch_all=None) -> None:
        self._fetch = fetch
        self._fetch_all = fetch_all
        """Every task's beat in one read ({key: value}), when the store has it."""
        self.stale_s = stale_seconds() if stale_s is None else stale_s
        self._seen: dict[str, _Seen] = {}
        self._unheard: dict[str, float] = {}
        """When the watchdog first looked for a task that has not beaten yet."""
        self._cpu: dict[str, tuple[int, float]] = {}
        """A local task's CPU time at the last check, and when it last grew."""

    @classmethod
    def on_store(cls, store: tuple[str, int]) -> "Watchdog":
        """The watchdog of the beats in the job's `store`: one request reads
        every task's beat (`store_client.fetch_many`)."""
        return cls(lambda key: store_client.fetch(key, store=store),
                   fetch_all=lambda: store_client.fetch_many(prefixes=[KEY_PREFIX],
                                                             store=store))

    def _beats(self) -> Optional[dict[str, str]]:
        """Every beat, read at once, or None to read them one by one."""
        return None if self._fetch_all is None else self._fetch_all()

    def _read(self, name: str, now: float,
              beats: Optional[dict[str, str]] = None) -> Optional[_Seen]:
        key = KEY_PREFIX + name.replace(" ", "_")
        text = self._fetch(key) if beats is None else beats.get(key)
        if not text:                    # none yet, or a store answer cut short
            return self._seen.get(name)
        try:
            d = json.loads(text)
        except ValueError:              # a beat read half-written: the next look reads it
            return self._seen.get(name)
        seen = self._seen.setdefault(name, _Seen(changed=now, steps_changed=now))
        if d["seq"] != seen.seq:
            seen.seq, seen.changed = d["seq"], now
            if d["steps"] != seen.steps:
                seen.steps_changed = now
            seen.steps, seen.in_step = d["steps"], d["in_step"]
            seen.exiting = bool(d.get("exiting"))
            seen.raised = bool(d.get("raised"))
            seen.timeout = float(d.get("timeout") or first_step_timeout())
            seen.phase = tuple(d["phase"]) if d.get("phase") else None
            seen.quiet = d.get("quiet")
        return seen

    def seen(self, name: str) -> Optional["_Seen"]:
        """Task `name`'s last beat as read (`refresh`, `check`), None before one."""
        return self._seen.get(name)

    def restart_clocks(self) -> None:
        """The job was suspended (Ctrl-Z) and continues: every silence and
        wait counts from now."""
        now = time.monotonic()
        for seen in self._seen.values():
            seen.changed = seen.steps_changed = now
        for name in self._unheard:
            self._unheard[name] = now

    def refresh(self, names: list[str]) -> None:
        """Read these tasks' last beats now."""
        now = time.monotonic()
        try:
            beats = self._beats()
        except Exception:      # the store is gone: keep what was read
            return
        for name in names:
            try:
                self._read(name, now, beats)
            except Exception:  # the store is gone: keep what was read
                pass

    def silent(self, names: Sequence[str], now: Optional[float] = None) -> list[str]:
        """Of the running tasks `names`, those whose last beat (read now) is
        older than `SILENT_S`: they beat every `BEAT_S` inside a step or not,
        so they are cut off or frozen, not idle. A task not heard yet is not
        silent here (`_not_started` judges it)."""
        now = time.monotonic() if now is None else now
        self.refresh(list(names))
        return [n for n in names
                if (s := self._seen.get(n)) is not None and now - s.changed > SILENT_S]

    def failed_in_step(self, name: str) -> bool:
        """Whether task `name` ended inside a step (by its last beat)."""
        mine = self._seen.get(name)
        return mine is not None and mine.in_step

    def exited_early(self, name: str) -> bool:
        """Whether driver `name`, which exited 0 or is exiting, left between
        two steps while another driver waited inside a step it had not
        finished, or failed inside one (by their last beats: `step_failed`).
        A driver whose own last beat was inside a step did not leave early:
        its step failed (a victim, or a cause `_first_cause` ranks by exit)."""
        mine = self._seen.get(name)
        if mine is None or not mine.exiting or mine.in_step or mine.raised:
            return False             # in a step: its step failed; raised: not a clean exit
        return any(other is not mine and other.in_step and other.steps >= mine.steps
                   for other in self._seen.values())

    def raised(self, name: str) -> bool:
        """Whether task `name`'s program ended by an exception raised outside
        a step (its last beat): the program's own error, not a step that
        failed under it because another task ended."""
        mine = self._seen.get(name)
        return mine is not None and mine.raised and not mine.in_step

    def early_exit_stall(self, name: str, then_failed: list[str]) -> Stall:
        """The report for driver `name`, which ended its program while the
        others were inside a step; `then_failed` failed after it."""
        mine = self._seen.get(name)
        steps = mine.steps if mine is not None else 0
        return Stall(name, f"{name} exited with code 0 after {steps} step(s) while the others "
                           f"were in step {steps + 1}; then {', '.join(then_failed)} failed "
                           "(a synchronous job's workers run the same number of steps: give "
                           "every worker as many batches, px.shard)")

    def _busy(self, name: str, pid: Optional[int], now: float) -> bool:
        """Local task `name` (process `pid`) is not stopped and used CPU
        within the stale limit (module doc); False for a remote task."""
        stat = process_stat(pid) if pid is not None else None
        if stat is None or stat[0] in ("T", "Z", "X"):
            return False
        ticks = stat[1]
        last = self._cpu.get(name)
        if last is None or ticks > last[0]:
            self._cpu[name] = (ticks, now if last is not None else now - self.stale_s)
        return now - self._cpu[name][1] < self.stale_s

    def _not_started(self, name: str, pid: Optional[int], now: float) -> Optional[Stall]:
        """A task that has not beaten yet: stopped (a local process in state
        T) for `stale_s`, or silent for the first step's limit since the
        watchdog first looked for it (a remote task frozen while starting)."""
        since = self._unheard.setdefault(name, now)
        if pid is not None and process_state(pid) == "T" and now - since >= self.stale_s:
            return Stall(name, f"{name} is stopped (SIGSTOP: its process state is T) while "
                               f"starting, before its first heartbeat; launched "
                               f"{now - since:.0f} s ago")
        limit = first_step_timeout()
        if now - since >= limit:
            return Stall(name, f"{name} has not started: no heartbeat {now - since:.0f} s "
                               "after it was launched (frozen while importing TensorFlow or "
                               "starting its server, or its machine is unreachable); raise "
                               "the limit with parallax-tf run --first-step-timeout SECONDS")
        return None

    def check(self, tasks: list[tuple[str, bool, Optional[int], Optional[int]]],
              now: Optional[float] = None) -> Optional[Stall]:
        now = time.monotonic() if now is None else now
        every = self._beats()
        seen = {name: self._read(name, now, every) for name, *_ in tasks}
        pids = {name: pid for name, _, _, pid in tasks}

        def silent(name: str, s: _Seen, also: str = "") -> Stall:
            pid = pids.get(name)
            stopped = pid is not None and process_state(pid) == "T"
            what = ("is stopped (SIGSTOP: its process state is T)" if stopped else
                    "uses CPU but has not beaten: a call that holds Python's GIL has "
                    "not returned" if busy.get(name) else
                    "stopped responding: it is frozen, or its machine or network link is down")
            where = f" while {s.phase[0]}" if s.phase else ""
            return Stall(name, f"{name} {what}{where}; no heartbeat for "
                               f"{now - s.changed:.0f} s{also}")

        stale: list[tuple[str, _Seen]] = []
        busy = {name: self._busy(name, pid, now) for name, _, code, pid in tasks
                if code is None}
        for name, _, code, pid in tasks:
            s = seen[name]
            if code is not None:
                continue
            if s is None:
                stall = self._not_started(name, pid, now)
                if stall is not None:
                    return stall
                continue
            # a server is judged SILENT_S later: one that a worker started (a
            # scheduler start's machine server, docs/clusters.md) dies with it,
            # and its beats (every BEAT_S) may have stopped before the worker's
            # (every step): by then the worker is stale too, and named first
            limit = self.stale_s + (SILENT_S if _is_server(name) else 0.0)
            if now - s.changed >= limit:
                allowed = s.quiet if s.quiet is not None else \
                    first_step_timeout() if busy[name] else None
                if allowed is None or now - s.changed >= allowed or \
                        (pid is not None and process_state(pid) == "T"):
                    stale.append((name, s))
        if stale:
            first = next((ns for ns in stale if not _is_server(ns[0])), stale[0])
            also = ", ".join(n for n, _ in stale if n != first[0])
            return silent(*first, f" (silent too: {also})" if also else "")
        drivers = [(name, code) for name, driver, code, _ in tasks if driver]
        beats = {name: s for name, s in seen.items() if s is not None}
        beating = [(name, code, beats[name]) for name, code in drivers if name in beats]
        waiting = [(n, s) for n, c, s in beating if c is None and s.in_step]
        if not waiting:
            return None
        last_progress = max(s.steps_changed for _, _, s in beating)
        timeout = max(s.timeout for _, s in waiting)
        if now - last_progress < timeout:
            return None
        step = max(s.steps for _, s in waiting) + 1
        others = f"the others wait in step {step}"
        codes = {name: code for name, _, code, _ in tasks}
        # A task beats every BEAT_S inside a step too (a daemon thread): one
        # silent for longer stopped answering. Its last beat may still say
        # "in a step" (SIGSTOPped between a step's end and the beat that
        # reports it), so in-step tasks count, after those outside a step.
        quiet = sorted(((n, s) for n, s in seen.items()
                        if s is not None and codes.get(n) is None
                        and now - s.changed > SILENT_S), key=lambda ns: ns[1].in_step)
        if quiet:                      # not a step matter: it stopped answering
            return silent(*quiet[0], also=f" while {others}")
        culprits = sorted(((s.steps, n, c) for n, c, s in beating
                           if c is not None or not s.in_step), key=lambda x: x[:2])
        if culprits:
            steps, name, code = culprits[0]
            preparing = beats[name].phase if code is None else None
            if preparing is not None:
                return Stall(name, f"{name} is still {preparing[0]} (for {preparing[1]:.0f} s "
                                   f"at its last beat) while {others} for "
                                   f"{now - last_progress:.0f} s, past the first step's limit "
                                   f"of {timeout:.0f} s: raise it with parallax-tf run "
                                   "--first-step-timeout SECONDS (or Config(step_timeout=...))")
            if code is not None:
                return Stall(name, f"{name} exited with code {code} after {steps} step(s) "
                                   f"while {others} for {now - last_progress:.0f} s")
            return Stall(name, f"{name} stopped calling runner.run after {steps} step(s); "
                               f"{others} for {now - last_progress:.0f} s")
        # a task whose beat is late (past BEAT_S) but not yet SILENT_S old may
        # be one that stopped answering just now (its link cut after its
        # last beat): judge it at SILENT_S rather than say every task answers
        if any(s is not None and codes.get(n) is None and now - s.changed > BEAT_S + CHECK_S
               for n, s in seen.items()):
            return None
        names = ", ".join(n for n, _ in waiting)
        return Stall(waiting[0][0], f"every worker ({names}) has waited in step {step} for "
                                    f"{now - last_progress:.0f} s with every task answering: "
                                    "a server or collective never completed the step")


def _is_server(name: str) -> bool:
    return name.startswith("ps ")


NO_PLAN_WARNING = (
    "\n" + "!" * 78 + "\n"
    "worker 0 ended without running a training step through parallax_tf (no "
    "px.get_runner(step).run(...)): if it trained (a plain keras Model.fit, a step called "
    "directly), it trained ALONE, UNSYNCHRONISED, and the other workers now run the script "
    "the same way, each on its own. To train together, run the step through "
    "runner = px.get_runner(train_step) and runner.run(...) (docs/api.md), or train a "
    "compiled Keras model with px.keras.fit(model, x, y, ...) (docs/keras.md).\n" + "!" * 78)
"""What the launcher says, once, when the chief never ran a step through a runner."""


class Drivers:
    """Which workers run the user's script. Without a published plan every
    worker does; with model splitting only each replica's first task, the
    others serve like parameter servers (learned from the chief's plan in
    the job's store, `store_client`)."""

    def __init__(self, store: Optional[tuple], enabled: bool) -> None:
        self._store = store if enabled else None
        self.known: Optional[frozenset[int]] = None if self._store else frozenset()
        self.servers_idle = False
        """A plan without server variables, or a job started its mode's own way: the
        parameter servers have nothing to serve."""
        self._next = 0.0

    def poll(self, chief_exited_ok: bool) -> None:
        if self.known is not None or time.monotonic() < self._next:
            return
        self._next = time.monotonic() + 0.5
        try:
            text = store_client.fetch(store=self._store)
            if text is None and chief_exited_ok:
                # The chief ended without a step: let every worker run its program.
                logger.warning(NO_PLAN_WARNING)
                store_client.publish('{"no_plan": true}', store=self._store)
                self.known = frozenset()
                return
        except LaunchError as e:
            logger.warning("cannot read the job's plan from the store: %s", e)
            return
        if text is not None:
            data = json.loads(text)
            if data.get("no_plan") or "startup" in data:   # no plan: every worker runs
                self.servers_idle = "startup" in data      # its mode starts tasks its own way
                self.known = frozenset()
                return
            plan = Plan.from_json(text)
            # (AUTO's and MIXED's first plan keeps them: what they measure uses them)
            self.servers_idle = plan.num_servers == 0 and not plan.config.data.measures_first
            self.known = frozenset(plan.drivers)
            logger.info("the plan's replicas are driven by workers %s", sorted(self.known))

    def is_server(self, task: "Running") -> bool:
        """A ps task, or a worker that only serves a part of a split replica."""
        role, known = task.spec.role, self.known or frozenset()
        return role.is_ps or bool(known) and role.index not in known


def failed_tasks(tasks: Sequence[Running], drivers: Drivers, exited: dict[str, float]) -> list:
    """The tasks that failed by now: exited non-zero, or a server that
    exited at all; `exited` records when each exit was first seen."""
    now = time.monotonic()
    codes = [(t, t.proc.poll()) for t in tasks]
    for task, code in codes:
        if code is not None:
            exited.setdefault(task.name, now)
    return [task for task, code in codes
            if code is not None and (code != 0 or drivers.is_server(task))]


_KILLED_FROM_OUTSIDE = frozenset({signal.SIGKILL, signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
"""Signals a task gets from outside. At the same poll, a task ended by one
came before a task that aborted itself (Horovod's SIGABRT when a peer's
connection closed is the consequence of that peer's end)."""


def first_cause(failed: list[Running], workers: list[Running], exited: dict[str, float],
                 watchdog: Any) -> Running:
    """The task that failed first causally: of the failed tasks and the
    drivers that exited 0 while another still waited inside a step (an
    early exit, `Watchdog.exited_early`), the one whose exit the
    launcher saw first; at the same poll, a task killed by a signal before
    one that exited non-zero (the cascade's errors come after the cause),
    and killed from outside before aborted (`_KILLED_FROM_OUTSIDE`);
    and a worker whose step raised (its last beat: inside a step) only when
    no other candidate is left: a collective or a server failing under it
    is the usual consequence of another task's end."""
    now = time.monotonic()      # this poll's time: the refresh below asks the store,
    if watchdog is not None:     # which takes long on a loaded box
        watchdog.refresh([t.name for t in workers])
    early = [w for w in workers if w.proc.poll() in (0, None) and w not in failed
             and watchdog is not None and watchdog.exited_early(w.name)]
    raising = [w for w in workers if w.proc.poll() is None and w not in failed
               and watchdog is not None and watchdog.raised(w.name)]
    candidates = [*failed, *early, *raising]

    def key(task: Running) -> tuple:
        rc = task.proc.returncode
        if rc is None and task in raising:   # its program raised, still exiting: after a
            return (0, round(now, 1), 1)     # task that ended before, before victims
        if rc is None:                 # still exiting (its beat said so): it came first
            return (0, 0.0, 0)
        victim = rc > 0 and watchdog is not None and watchdog.failed_in_step(task.name)
        return (1 if victim else 0, round(exited.get(task.name, 0.0), 1),
                0 if -rc in _KILLED_FROM_OUTSIDE else 1 if rc < 0 else (2 if rc else 3))
    return min(candidates, key=key)


def look(watchdog: Any, tasks: Sequence[Running], drivers: Drivers) -> Any:
    """One look at the tasks' heartbeats; a `Stall` or None."""
    view = [(t.name, t.spec.role.is_worker and not drivers.is_server(t), t.proc.poll(),
             None if t.spec.remote else t.proc.pid) for t in tasks]
    try:
        return watchdog.check(view)
    except LaunchError as e:            # the store did not answer: look again later
        logger.debug("watchdog: %s", e)
        return None
