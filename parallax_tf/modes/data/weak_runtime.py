"""Weak synchronisation at run time (docs/weak_sync.md): the worker's
partial pull, each server's update loop, injected stragglers.

* **Pull** (`WeakPuller`, every worker before each step): the worker is
  at iteration t (the paper's timestamp); one thread per server polls the
  versions of its blocks until each reaches t (or it is told to stop),
  then copies the values into the worker's mirrors (`modes/data/lower/weak_program.py`).
  The step starts once ceil(b x blocks) blocks arrived and `pull_wait`
  more seconds passed (or all arrived); blocks still missing keep their
  previous values and are counted stale. No copy lands while the step
  runs. The step's gradients are tagged with the oldest version it just
  pulled (t, or later for a worker that fell behind: it catches up rather
  than pushing forever into the past), and the next iteration is that
  plus one. A pull that cannot get b of its blocks within `max_wait`
  seconds raises, naming the servers it waited for.
* **Update loop** (`serve_weak`, in each parameter-server task): for each
  of its blocks, read every worker's tag; once c workers pushed a gradient
  tagged at least the block's current version, wait `push_wait` seconds
  more (or for all k), then run the block's update with those workers
  masked in (d of them) and move to the next version. A tag older than the
  version when it first appears is a dropped gradient (computed on an old
  version). Counting tags at least the version (not equal to it) is what
  keeps the fastest c workers moving every block together: with exact
  versions, two pairs of workers could each wait for a block only the other
  pair can advance.
* **Stragglers** (`Stragglers`): a worker sleeps before its compute; a
  server's response reaches a worker late (its pull thread waits before it
  delivers), each with its probability.

Statistics: per worker step, the blocks stale and the seconds waited in the
pull (`WeakPuller.last`); per server, updates, gradients used per update,
dropped gradients (`ServerStats`, logged and written to the stats folder).
"""
from __future__ import annotations

import dataclasses
import json
import logging
import os
import threading
import time
from typing import Any, Optional

import numpy as np
import tensorflow as tf

from parallax_tf import env
from parallax_tf.config.weak_sync import Stragglers, WeakSync
from parallax_tf.errors import ParallaxError
from parallax_tf.launch import store_client
from parallax_tf.modes.data.lower.weak_program import (
    ServerBlock,
    WeakProgram,
    build_server_program,
    weak_variables,
)

logger = logging.getLogger(__name__)

POLL_S = 0.002
"""How often a pull thread re-reads its server's versions, and the update
loop its tags."""


class WeakSyncError(ParallaxError):
    """A weak-sync wait ran past its bound (`WeakSync.max_wait`)."""


def program_key(generation: int, server: int) -> str:
    return f"weak_g{generation}_ps{server}"


# ----------------------------------------------------------------------------- stragglers

class Delays:
    """The injected delays of one task (`Stragglers`), drawn from its own
    seeded generator so runs repeat."""

    def __init__(self, stragglers: Optional[Stragglers], task: int) -> None:
        self.stragglers = stragglers
        self._rng = stragglers.rng(task) if stragglers is not None else None
        self._lock = threading.Lock()

    def worker(self, worker: int) -> float:
        """Seconds worker `worker` sleeps before this step's compute."""
        if self.stragglers is None or self._rng is None or worker not in self.stragglers.worker_delay:
            return 0.0
        with self._lock:
            hit = self._rng.random() < self.stragglers.worker_probability
        return self.stragglers.worker_delay[worker] if hit else 0.0

    def server(self, server: int) -> float:
        """Seconds server `server`'s response to this pull arrives late."""
        if self.stragglers is None or self._rng is None or server not in self.stragglers.server_delay:
            return 0.0
        with self._lock:
            hit = self._rng.random() < self.stragglers.server_probability
        return self.stragglers.server_delay[server] if hit else 0.0


# ----------------------------------------------------------------------------- the pull

@dataclasses.dataclass
class PullStats:
    """One step's pull: blocks it had to take stale, seconds it waited."""

    stale: int = 0
    waited: float = 0.0
    delayed: int = 0
    """Server responses that the injected delays held back."""


class WeakPuller:
    """A worker's partial pull (see the module doc)."""

    def __init__(self, session: Any, graph: tf.Graph, weak: WeakProgram, policy: WeakSync,
                 delays: Delays) -> None:
        self.session, self.policy, self.delays = session, policy, delays
        self.blocks = weak.blocks
        self.servers = sorted({b.server for b in self.blocks})
        self._version = {b.variable: graph.get_tensor_by_name(b.version) for b in self.blocks}
        self._pull = {b.variable: graph.get_operation_by_name(b.pull) for b in self.blocks}
        self._pulled = {b.variable: graph.get_tensor_by_name(b.pulled_version)
                        for b in self.blocks}
        self.held = {b.variable: -1 for b in self.blocks}
        """The version each mirror holds (-1: none yet)."""
        self.iteration = 0
        """t: the versions this worker's next pull waits for."""
        self.tag = 0
        """What the step after the last pull tags its gradients with."""
        self.needed = policy.blocks_needed(len(self.blocks))
        self.last = PullStats()

    def pull(self) -> PullStats:
        """Refresh the mirrors for the next step (see the module doc)."""
        state = _PullState(len(self.blocks))
        started = time.perf_counter()
        threads = [threading.Thread(target=self._serve, args=(s, state), daemon=True,
                                    name=f"weak pull ps{s}") for s in self.servers]
        for t in threads:
            t.start()
        deadline = started + self.policy.max_wait
        # The first pull takes every block: a mirror has no older value yet.
        needed = len(self.blocks) if min(self.held.values(), default=0) < 0 else self.needed
        with state.cond:
            while state.arrived < needed and state.error is None:
                if not state.cond.wait(timeout=max(0.0, deadline - time.perf_counter())):
                    break
            if state.error is None and state.arrived < needed:
                state.error = WeakSyncError(self._late_message(state, needed))
            grace = time.perf_counter() + self.policy.pull_wait
            while state.error is None and state.arrived < len(self.blocks):
                remaining = grace - time.perf_counter()
                if remaining <= 0:
                    break
                state.cond.wait(timeout=remaining)
            state.closed = True
            while state.copying:
                state.cond.wait()
        for t in threads:
            t.join(timeout=0.0)
        if state.error is not None:
            raise state.error
        self.tag = min((self.held[v] for v in state.done), default=self.iteration)
        self.iteration = self.tag + 1
        stats = PullStats(stale=len(self.blocks) - state.arrived,
                          waited=time.perf_counter() - started, delayed=state.delayed)
        self.last = stats
        return stats

    def _late_message(self, state: "_PullState", needed: int) -> str:
        missing = sorted({b.server for b in self.blocks if b.variable not in state.done})
        return (f"weak sync: after {self.policy.max_wait:g} s this worker had {state.arrived} "
                f"of the {needed} blocks it needs (pull_fraction="
                f"{self.policy.pull_fraction:g}); no newer version came from parameter "
                f"server(s) {missing} (stopped, or not updating: fewer than c workers "
                "pushing?)")

    def _serve(self, server: int, state: "_PullState") -> None:
        """One server's blocks: poll their versions, then copy the newer ones."""
        mine = [b for b in self.blocks if b.server == server]
        try:
            while True:
                with state.cond:
                    if state.closed or state.error is not None:
                        return
                versions = _retried(self.session, {b.variable: self._version[b.variable]
                                                   for b in mine if b.variable not in state.done})
                ready = [v for v, version in versions.items() if version >= self.iteration]
                if ready:
                    delay = self.delays.server(server)
                    if delay:
                        with state.cond:
                            state.delayed += 1
                        time.sleep(delay)
                    self._copy(ready, state)
                if all(b.variable in state.done for b in mine):
                    return
                time.sleep(POLL_S)
        except (tf.errors.OpError, RuntimeError) as e:
            with state.cond:
                if not state.closed and state.error is None:
                    state.error = WeakSyncError(
                        f"weak sync: pulling from parameter server {server} failed: "
                        f"{type(e).__name__}: {str(e).strip().splitlines()[0][:300]}")
                state.cond.notify_all()

    def _copy(self, ready: list[str], state: "_PullState") -> None:
        with state.cond:
            if state.closed:
                return
            state.copying += 1
        got: dict = {}
        try:
            got = _retried(self.session, {v: (self._pull[v], self._pulled[v]) for v in ready})
        finally:
            with state.cond:
                state.copying -= 1
                for v, (_, version) in got.items():
                    self.held[v] = int(version)
                    state.done.add(v)
                state.arrived = len(state.done)
                state.cond.notify_all()


RETRIES = 5
ABORT_HOLD_S = 2.0


def _retried(session: Any, fetches: Any, feed: Optional[dict] = None) -> Any:
    """`session.run` again after `AbortedError` ("the same RunGraph request
    was received twice": gRPC's own retry of a slow request, seen with 8
    processes on 2 cores). For reads and idempotent copies only."""
    for attempt in range(RETRIES):
        try:
            return session.run(fetches, feed)
        except tf.errors.AbortedError:
            if attempt + 1 == RETRIES:
                raise
            time.sleep(POLL_S * (attempt + 1))
    raise AssertionError("unreachable")


class _PullState:
    def __init__(self, blocks: int) -> None:
        self.cond = threading.Condition()
        self.done: set[str] = set()
        self.arrived = 0
        self.closed = False
        self.copying = 0
        self.delayed = 0
        self.error: Optional[Exception] = None


def settle(session: Any, graph: tf.Graph, weak: WeakProgram, policy: WeakSync) -> None:
    """`runner.sync` (after the last step): mark this worker finished, wait
    until every worker is (the servers stop waiting for finished workers,
    so one left behind by c < k finishes its steps), then until no block
    has a gradient of its current version left unapplied. Every wait is
    bounded: `max_wait` seconds without any worker pushing."""
    session.run(graph.get_operation_by_name(weak.finish))
    finished = graph.get_tensor_by_name(weak.finished)
    tags = {b.variable: graph.get_tensor_by_name(b.tags) for b in weak.blocks}
    versions = {b.variable: graph.get_tensor_by_name(b.version) for b in weak.blocks}
    workers = None
    last, moved = None, time.perf_counter()
    while True:
        now = session.run({"tags": tags, "versions": versions, "finished": finished})
        workers = workers or len(next(iter(now["tags"].values())))
        pending = [v for v in tags if int(np.sum(now["tags"][v] >= now["versions"][v])) > 0]
        if now["finished"] >= workers and not pending:
            return
        seen = {v: tuple(t) for v, t in now["tags"].items()}
        if seen != last:
            last, moved = seen, time.perf_counter()
        elif time.perf_counter() - moved > policy.max_wait:
            raise WeakSyncError(
                f"weak sync: {int(now['finished'])} of {workers} workers finished and no "
                f"worker pushed for {policy.max_wait:g} s (blocks with gradients unapplied: "
                f"{pending}); is every worker and parameter server running?")
        time.sleep(POLL_S)


def drain(session: Any, graph: tf.Graph, weak: WeakProgram, puller: WeakPuller,
          policy: WeakSync) -> None:
    """Before a read of the servers' values after a step (`runner.values`,
    `export`, `save` on this worker alone): wait until every block's
    version has moved past the version this worker's last gradients were
    tagged with, so the update that used them (or dropped them as stale,
    c < k) has landed. With c = k that update needs every worker's push of
    the same step, which they make without waiting for this read. Bounded:
    `max_wait` seconds without a block moving."""
    if puller.iteration == 0:
        return                          # no step pushed yet
    versions = {b.variable: graph.get_tensor_by_name(b.version) for b in weak.blocks}
    last, moved = None, time.perf_counter()
    while True:
        now = _retried(session, versions)
        behind = sorted(v for v, version in now.items() if int(version) < puller.iteration)
        if not behind:
            return
        seen = tuple(int(now[v]) for v in behind)
        if seen != last:
            last, moved = seen, time.perf_counter()
        elif time.perf_counter() - moved > policy.max_wait:
            raise WeakSyncError(
                f"weak sync: blocks {behind} stayed at versions {list(seen)} for "
                f"{policy.max_wait:g} s, before version {puller.iteration} that this worker's "
                "last gradients were pushed for; is every worker and parameter server "
                "running?")
        time.sleep(POLL_S)


# ----------------------------------------------------------------------------- the servers

@dataclasses.dataclass
class ServerStats:
    updates: int = 0
    used: dict = dataclasses.field(default_factory=dict)
    """d -> how many updates combined d gradients, while every worker trained."""
    tail: dict = dataclasses.field(default_factory=dict)
    """The same once some workers had finished (the others' last steps)."""
    dropped: int = 0

    def to_dict(self) -> dict:
        return {"updates": self.updates, "used": {str(k): v for k, v in self.used.items()},
                "tail": {str(k): v for k, v in self.tail.items()}, "dropped": self.dropped}


def publish_server_programs(step: Any, plan: Any, generation: int, num_workers: int) -> None:
    """The chief: each server's update program into the job's store."""
    servers = sorted({plan.variables[n].servers[0] for n in weak_variables(plan)})
    for server in servers:
        graph, blocks = build_server_program(step, plan, server, generation, num_workers)
        text = store_client.graph_text(graph, blocks=[b.to_dict() for b in blocks])
        store_client.publish(text, key=program_key(generation, server))


def serve_weak(role: Any, plan: Any, server: Any, generation: int = 1) -> None:
    """A parameter-server task's update loop (see the module doc); runs
    until the launcher stops the job."""
    graph, d = store_client.read_graph_text(
        store_client.wait(key=program_key(generation, role.index)))
    blocks = [ServerBlock(**b) for b in d["blocks"]]
    workers = plan.topology.num_replicas
    policy = next(plan.variables[b.variable].placement.weak for b in blocks)
    c = policy.required(workers)
    session = tf.compat.v1.Session(server.target, graph=graph)
    loop = _Loop(session, graph, blocks, c, workers, policy.push_wait)
    logger.info("ps %d updates %d block(s) under weak sync (c=%d of %d, push_wait %g s)",
                role.index, len(blocks), c, workers, policy.push_wait)
    stats_dir = env.stats_dir()
    last_write, written = 0.0, -1
    while True:
        loop.step()
        updates = sum(s.updates + s.dropped for s in loop.stats.values())
        if stats_dir and updates != written and time.monotonic() - last_write > 0.1:
            last_write, written = time.monotonic(), updates
            _write_stats(stats_dir, role.index, loop)
        time.sleep(POLL_S)


def _write_stats(folder: str, server: int, loop: "_Loop") -> None:
    path = os.path.join(folder, f"ps_{server}.json")
    os.makedirs(folder, exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        json.dump({"server": server, "blocks": {b: s.to_dict() for b, s in loop.stats.items()}},
                  f)
    os.replace(tmp, path)


class _Loop:
    """One server's blocks: when to update each (see the module doc)."""

    def __init__(self, session: Any, graph: tf.Graph, blocks: list, c: int, k: int,
                 push_wait: float) -> None:
        self.session, self.required, self.workers, self.push_wait = session, c, k, push_wait
        self.blocks = blocks
        self._tags = {b.variable: graph.get_tensor_by_name(b.tags) for b in blocks}
        self._mask = {b.variable: graph.get_tensor_by_name(b.mask) for b in blocks}
        self._update = {b.variable: graph.get_operation_by_name(b.update) for b in blocks}
        self._received = {b.variable: graph.get_tensor_by_name(b.received) for b in blocks}
        self._version = {b.variable: graph.get_tensor_by_name(b.version) for b in blocks}
        self._done = {b.variable: graph.get_tensor_by_name(b.done) for b in blocks}
        self.seen = {b.variable: np.full(k, -1, np.int64) for b in blocks}
        self.since: dict[str, Optional[float]] = {b.variable: None for b in blocks}
        self.stats = {b.variable: ServerStats() for b in blocks}
        self.held: dict[str, tuple[int, float]] = {}
        """Blocks whose update gRPC re-sent: (version then, when)."""

    def step(self) -> None:
        now = _retried(self.session, {"tags": self._tags, "versions": self._version,
                                      "done": self._done})
        for name, t in now["tags"].items():
            version, stats = int(now["versions"][name]), self.stats[name]
            if name in self.held:
                old, since = self.held[name]
                if version == old and time.monotonic() - since < ABORT_HOLD_S:
                    continue
                del self.held[name]
            fresh = t != self.seen[name]
            stats.dropped += int(np.sum(fresh & (t >= 0) & (t < version)))
            self.seen[name] = t
            ready = t >= version
            count = int(np.sum(ready))
            done = now["done"][name] > 0
            training = self.workers - int(np.sum(done))
            # Finished workers push no more: wait for what can still come
            # (their gradients already here, the training workers').
            possible = int(np.sum(ready & done)) + training
            if count == 0 or count < min(self.required, possible):
                continue
            if count < min(self.workers, possible) and self.push_wait > 0:
                waiting = self.since[name]
                if waiting is None:
                    waiting = self.since[name] = time.monotonic()
                if time.monotonic() - waiting < self.push_wait:
                    continue
            try:
                d = self.session.run([self._update[name], self._received[name]],
                                     {self._mask[name]: ready.astype(np.float32)})[1]
            except tf.errors.AbortedError:
                # gRPC re-sent the request: the first one ran or will run. Leave
                # the block alone until its version moves (or ABORT_HOLD_S
                # passed), so an update is never run twice for one version.
                logger.info("ps update of %r re-sent by gRPC; waiting for its version", name)
                self.held[name] = (version, time.monotonic())
                continue
            self.since[name] = None
            stats.updates += 1
            counts = stats.used if training == self.workers else stats.tail
            counts[int(d)] = counts.get(int(d), 0) + 1


