"""What communication costs on the job's own cluster, measured at start for
`Architecture.MIXED`: the bandwidth of a link, a server round trip, a
collective's fixed cost (planner/per_variable.py prices each sparse
variable's options with them).

Every worker takes part (the collective needs them all), at once, as its
steps will: each sends to a server on another machine (the next one), so
the links carry what a step's pushes do; each phase starts on every worker
together (after an AllReduce), so one worker's 1 MiB never queues ahead of
another's round trip. Each quantity is what the
network adds to a session run, the difference of two medians:

* round trip: a 4-byte tensor sent to the server and back, minus the same
  computation on the worker itself;
* bandwidth: 2n bytes sent to the server (summed there, 4 bytes back)
  minus n bytes sent; n over that difference (what is fixed per message,
  a round trip and the scheduling of the processes on a busy machine,
  cancels out). n is sized to the link: a first 128 KiB send gives a rough
  rate, and n is what that rate moves in `PROBE_SECONDS` (the chief's n,
  broadcast), from 128 KiB to 1 MiB. A fixed 1 MiB cost 2.9 s at
  100 Mbit/s, most of AUTO's choice (benchmarks/LOG.md);
* collective: an AllReduce of one float over every worker, on the job's
  engine, minus a run of one local op.

The chief's numbers are broadcast, so every worker prices alike.
"""
from __future__ import annotations

import logging
import statistics
import time
from typing import Any, Callable

import numpy as np
import tensorflow as tf

from parallax_tf.modes.data.partition_search import time_steps
from parallax_tf.planner.per_variable import Links

logger = logging.getLogger(__name__)

PROBE_BYTES = 1 << 20
"""Bytes of the bandwidth probe on a fast link (the most it sends at once)."""
ROUGH_BYTES = 128 << 10
"""Bytes of the first, rough send (and the least the probe sends)."""
PROBE_SECONDS = 0.025
"""What one probe send should take on the link: long beside the scheduling
noise of a busy machine (a few ms), short beside a job's start."""
_SMALL_RUNS, _BIG_RUNS, _WARMUP, _BIG_WARMUP = 15, 5, 3, 1
_FASTEST = 10e9
"""Bytes per second assumed where the probe sees no time for its bytes
(one machine: the bytes never leave the process's memory)."""


def measure(engine: Any, broadcast: Callable[[float], float]) -> Links:
    """The links of `engine`'s job, as its chief measured them."""
    role = engine.role
    started = time.monotonic()
    worker = engine.context(0).worker_device
    server = f"/job:ps/task:{(role.machine + 1) % max(1, role.num_ps)}/device:CPU:0" \
        if role.num_ps else worker
    graph = tf.Graph()
    with graph.as_default():
        with tf.device(worker):
            small = tf.compat.v1.placeholder(tf.float32, [1], name="parallax/links/small")
            big = tf.compat.v1.placeholder(tf.float32, [None], name="parallax/links/big")
            local = tf.identity(small * 2.0)
            idle = tf.identity(tf.ones([1]))
            reduced = engine.collectives.drivers.allreduce(
                tf.ones([1]), average=False, name="parallax_links_probe")
        with tf.device(server):
            there = small * 2.0
            summed = tf.reduce_sum(big)
        with tf.device(worker):
            back = tf.identity(there)
            got = tf.identity(summed)
    ones = np.ones([1], np.float32)
    with tf.compat.v1.Session(engine.server.target, graph=graph) as session:
        # every phase starts together on every worker (the AllReduce waits
        # for all): one worker's 1 MiB must not queue before another's
        # round trip on a shared link
        t_reduce = _median(session, reduced, {}, _SMALL_RUNS)
        t_idle = _median(session, idle, {}, _SMALL_RUNS)
        t_local = _median(session, local, {small: ones}, _SMALL_RUNS)
        session.run(reduced)
        t_trip = _median(session, back, {small: ones}, _SMALL_RUNS)
        session.run(reduced)
        t_rough = _median(session, got, {big: _floats(ROUGH_BYTES)}, 3, warmup=1)
        size = int(broadcast(float(probe_bytes(t_rough - t_trip))))
        session.run(reduced)
        t_big = _median(session, got, {big: _floats(size)}, _BIG_RUNS, _BIG_WARMUP)
        session.run(reduced)
        t_twice = _median(session, got, {big: _floats(2 * size)}, _BIG_RUNS, _BIG_WARMUP)
        session.run(reduced)
    mine = (max(0.0, t_trip - t_local), max(0.0, t_twice - t_big),
            max(0.0, t_reduce - t_idle))
    trip, moving, collective = (broadcast(x) for x in mine)
    links = Links(bandwidth=size / moving if moving > 0 else _FASTEST,
                  server_round_trip=trip, collective=collective,
                  loopback=role.num_machines == 1)
    say = logger.warning if role.index == 0 else logger.info
    say("%s (%.1f s to measure)", links.line(), time.monotonic() - started)
    return links



def probe_bytes(rough_seconds: float) -> int:
    """The probe's send size for a link that moved `ROUGH_BYTES` in
    `rough_seconds`: what it moves in `PROBE_SECONDS`, from `ROUGH_BYTES` to
    `PROBE_BYTES`, a multiple of 4 (float32s)."""
    if rough_seconds <= 0:
        return PROBE_BYTES
    wanted = ROUGH_BYTES / rough_seconds * PROBE_SECONDS
    return int(min(PROBE_BYTES, max(ROUGH_BYTES, wanted))) // 4 * 4


def _floats(size: int) -> np.ndarray:
    return np.ones([size // 4], np.float32)


def _median(session: Any, fetch: Any, feed: dict, runs: int, warmup: int = _WARMUP) -> float:
    return statistics.median(time_steps(session, fetch, feed, warmup, runs))
