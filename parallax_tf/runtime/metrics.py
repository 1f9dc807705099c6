"""Runtime metrics to TensorBoard: `Config(logdir=...)`.

Every worker writes scalars to ``LOGDIR/worker_<i>`` (one TensorBoard run
per worker; `tensorboard --logdir LOGDIR`), after each step:

* ``parallax/step_seconds``: the step's wall time on this worker (the
  first step, which captures, plans, lowers and traces, included: it shows
  as the first point);
* ``parallax/examples_per_second``: this worker's examples (the leading
  dimension of the step's first input) per second of step time;
  the chief also writes ``parallax/job_examples_per_second``, its figure
  times the number of workers (every worker steps together in a
  synchronous job; in an ASYNC one an estimate);
* ``parallax/machine_bytes_per_step``: bytes received + sent during the
  step by the network interface the job's collectives use (Horovod's Gloo
  interface), written by the first worker of each machine. On an emulated
  machine (its own network namespace) or a real one that is the machine's
  traffic; when every "machine" is this box's loopback, it is the whole
  box's loopback traffic. Not written when the counters cannot be read;
* every `TRACE_EVERY` steps (from step 2), a traced step
  (``RunOptions(FULL_TRACE)``; DistributedRunner only) gives
  ``parallax/communication_seconds`` (time during which a transfer or a
  collective of this worker was in flight, waiting for peers included),
  ``parallax/compute_only_seconds`` (time computing with nothing in
  flight) and ``parallax/communication_fraction`` (of the traced step's
  span).

Scalars are written with `tf.summary` (the scalars plugin's format also
without the tensorboard package) and flushed every 10 s and at exit.
"""
from __future__ import annotations

import atexit
import glob
import os
import time
from typing import Any, Optional, Sequence

from parallax_tf import env
from parallax_tf.runtime.stats import interface_counters

TRACE_EVERY = 50
"""A traced step (communication vs compute) every this many steps."""

_COMM_PREFIXES = ("_Recv", "_Send", "_HostRecv", "_HostSend", "Horovod", "Collective")
"""Op types that move bytes between tasks (TensorFlow's cross-task transfers,
Horovod's collectives, TensorFlow's collective ops)."""


def _scalar_metadata() -> Any:
    from tensorflow.core.framework import summary_pb2  # noqa: PLC0415  (lazy: TensorFlow)
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name="scalars"),
        data_class=summary_pb2.DATA_CLASS_SCALAR)


class ScalarWriter:
    """TensorBoard scalars in `logdir` through `tf.summary`. Without the
    `tensorboard` package, `tf.summary.scalar` is unavailable, so the same
    event (a float32 scalar tagged for the scalars plugin) is written with
    the low-level `tf.summary.write`."""

    def __init__(self, logdir: str, flush_millis: int = 10_000) -> None:
        import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)
        self.logdir = logdir
        with tf.init_scope():       # eager, also when called while a graph is built
            self._writer = tf.summary.create_file_writer(logdir, flush_millis=flush_millis)
        try:
            import tensorboard  # noqa: F401, PLC0415
            self._metadata = None
        except ImportError:
            self._metadata = _scalar_metadata()

    def scalar(self, name: str, value: float, step: int) -> None:
        import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)
        with tf.init_scope(), self._writer.as_default():
            if self._metadata is None:
                tf.summary.scalar(name, float(value), step=int(step))
            else:
                tf.summary.write(name, tf.constant(float(value), tf.float32), step=int(step),
                                 metadata=self._metadata)

    def flush(self) -> None:
        self._writer.flush()

    def close(self) -> None:
        self._writer.close()


def read_scalars(logdir: str) -> dict[str, list[tuple[int, float]]]:
    """tag -> [(step, value)] from the event files directly in `logdir`."""
    import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)
    out: dict[str, list[tuple[int, float]]] = {}
    for path in sorted(glob.glob(os.path.join(logdir, "events.out.tfevents.*"))):
        for event in tf.compat.v1.train.summary_iterator(path):
            for value in event.summary.value:
                number = float(tf.make_ndarray(value.tensor)) if value.HasField("tensor") \
                    else value.simple_value
                out.setdefault(value.tag, []).append((event.step, number))
    return out


def interface_bytes(iface: Optional[str]) -> Optional[int]:
    """rx_bytes + tx_bytes of network interface `iface` (None: unreadable)."""
    counters = interface_counters(iface)
    return None if counters is None else counters["rx_bytes"] + counters["tx_bytes"]


def _union(intervals: Sequence[tuple[float, float]]) -> list[tuple[float, float]]:
    merged: list[list[float]] = []
    for start, end in sorted(intervals):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(a, b) for a, b in merged]


def _length(intervals: Sequence[tuple[float, float]]) -> float:
    return sum(b - a for a, b in intervals)


def split_communication(events: Sequence[dict], task: Optional[int] = None) -> dict[str, float]:
    """From a traced step's ops (`timeline.step_events`), those of worker
    `task` (all when None): seconds with a transfer or collective in
    flight, seconds computing with none in flight, the span, and the
    fraction in communication."""
    own = [e for e in events
           if task is None or f"/job:worker/replica:0/task:{task}/" in e.get("device", "")]
    comm = _union([(e["start_us"], e["end_us"]) for e in own
                   if e["op"].startswith(_COMM_PREFIXES)])
    busy = _union([(e["start_us"], e["end_us"]) for e in own])
    span = (max(e["end_us"] for e in own) - min(e["start_us"] for e in own)) if own else 0.0
    comm_us = _length(comm)
    return {"communication_seconds": comm_us / 1e6,
            "compute_only_seconds": max(_length(busy) - comm_us, 0.0) / 1e6,
            "span_seconds": span / 1e6,
            "communication_fraction": comm_us / span if span else 0.0}


class RunMetrics:
    """One worker's scalars (module doc); a runner calls `before_step`,
    `after_step` around every step."""

    def __init__(self, logdir: str, worker: int, num_workers: int,
                 first_on_machine: bool, iface: Optional[str]) -> None:
        self.writer = ScalarWriter(os.path.join(logdir, f"worker_{worker}"))
        self.worker, self.num_workers = worker, num_workers
        self._iface = iface if first_on_machine else None
        self._steps = 0
        self._examples = 0
        self._t0 = 0.0
        self._bytes0: Optional[int] = None
        atexit.register(self.close)

    @classmethod
    def from_config(cls, config: Any, worker: int = 0, num_workers: int = 1,
                    first_on_machine: bool = True) -> Optional["RunMetrics"]:
        if config is None or not config.observe.logdir:
            return None
        iface = env.task_iface()
        return cls(config.observe.logdir, worker, num_workers, first_on_machine, iface)

    def wants_trace(self, step: int) -> bool:
        """Whether step `step` (0-based) should run traced."""
        return step >= 2 and (step - 2) % TRACE_EVERY == 0

    def before_step(self, inputs: list) -> None:
        shape: Any = getattr(inputs[0], "shape", ()) if inputs else ()
        self._examples = int(shape[0]) if len(shape) else 1
        self._bytes0 = interface_bytes(self._iface)
        self._t0 = time.perf_counter()

    def note(self, **values: float) -> None:
        """Figures a runner reports for this step (written as they are)."""
        for name, value in values.items():
            self.writer.scalar(f"parallax/{name}", value, self._steps + 1)

    def after_step(self, events: Optional[Sequence[dict]] = None) -> None:
        seconds = time.perf_counter() - self._t0
        self._steps += 1
        step, w = self._steps, self.writer
        w.scalar("parallax/step_seconds", seconds, step)
        if seconds > 0:
            w.scalar("parallax/examples_per_second", self._examples / seconds, step)
            if self.worker == 0:
                w.scalar("parallax/job_examples_per_second",
                         self._examples * self.num_workers / seconds, step)
        after = interface_bytes(self._iface)
        if after is not None and self._bytes0 is not None:
            w.scalar("parallax/machine_bytes_per_step", after - self._bytes0, step)
        if events:
            for name, value in split_communication(events, self.worker).items():
                if name != "span_seconds":
                    w.scalar(f"parallax/{name}", value, step)

    def close(self) -> None:
        try:
            self.writer.close()
        except Exception:  # at exit TensorFlow may be half torn down
            pass


class Observers:
    """Several step observers (`StepStats`, `RunMetrics`) behind one."""

    def __init__(self, *observers: Any) -> None:
        self.observers = [o for o in observers if o is not None]

    def __bool__(self) -> bool:
        return bool(self.observers)

    def wants_trace(self, step: int) -> bool:
        return any(getattr(o, "wants_trace", lambda s: False)(step) for o in self.observers)

    def set_plan(self, plan: Any) -> None:
        for o in self.observers:
            if hasattr(o, "set_plan"):
                o.set_plan(plan)

    def set_transfers(self, transfers: Any) -> None:
        for o in self.observers:
            if hasattr(o, "set_transfers"):
                o.set_transfers(transfers)

    def set_row_cache(self, counters: dict) -> None:
        for o in self.observers:
            if hasattr(o, "set_row_cache"):
                o.set_row_cache(counters)

    def before_step(self, inputs: list) -> None:
        for o in self.observers:
            o.before_step(inputs)

    def note(self, **values: float) -> None:
        for o in self.observers:
            o.note(**values)

    def after_step(self, events: Optional[Sequence[dict]] = None) -> None:
        for o in self.observers:
            o.after_step(events)


def observers(*candidates: Any) -> Optional[Observers]:
    """An `Observers` of the candidates that are not None, or None."""
    found = Observers(*candidates)
    return found if found else None
