"""`px.split(k)`: mark the part of a training step that split position k runs.

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            with px.split(0):
                h = lower_layers(x)
            with px.split(1):
                logits = upper_layers(h)
            loss = loss_fn(y, logits)
        ...

Position k is the k-th task of one model replica (manual model splitting,
docs/model_splitting.md). Outside `capture` the scope does nothing at all, so
the same step runs unchanged on one device (TensorFlow 2.21 itself refuses
`tf.device("/job:worker/task:1")` there: "Cannot assign a device"). While
`capture` traces the step, every op created inside the scope is recorded
with its position; the split planner (`graph/split.py`) then places the
rest (variables, backward and optimizer ops) and checks the marks.

The raw TensorFlow form, `with tf.device("/job:worker/task:k")`, means the
same and is read from the ops' device strings; it only works in scripts that
always run split (and whose model is built before the step is traced).
"""
from __future__ import annotations

import contextlib
import dataclasses
import threading
from typing import Iterator, Optional

import tensorflow as tf

from parallax_tf.errors import PlanError

_state = threading.local()


@dataclasses.dataclass
class _Recording:
    """Intervals of op creation, per graph: (graph, first op index, end index, k)."""

    intervals: list = dataclasses.field(default_factory=list)

    def marks(self, graph: tf.Graph) -> dict[str, int]:
        """Op name -> split position for the ops of `graph` created inside a
        scope; the innermost scope wins."""
        ops = graph.get_operations()
        mine = [(s, e, k) for g, s, e, k in self.intervals if g is graph]
        out: dict[str, int] = {}
        for start, end, k in sorted(mine, key=lambda i: i[0] - i[1]):   # widest first
            for op in ops[start:end]:
                out[op.name] = k
        return out


def _recording() -> Optional[_Recording]:
    return getattr(_state, "recording", None)


@contextlib.contextmanager
def recording() -> Iterator[_Recording]:
    """Active while `capture` traces a step: `split` scopes record their ops."""
    previous = _recording()
    rec = _Recording()
    _state.recording = rec
    try:
        yield rec
    finally:
        _state.recording = previous


@contextlib.contextmanager
def split(position: int) -> Iterator[None]:
    """Run the ops created inside on split position `position` (0-based) of
    each model replica; a no-op outside parallax_tf's capture."""
    if isinstance(position, bool) or not isinstance(position, int) or position < 0:
        raise PlanError(f"px.split({position!r}): give the split position as an integer "
                        ">= 0 (0 is the first task of a replica)")
    rec = _recording()
    if rec is None:
        yield
        return
    graph = tf.compat.v1.get_default_graph()
    start = len(graph.get_operations())
    try:
        yield
    finally:
        rec.intervals.append((graph, start, len(graph.get_operations()), position))
