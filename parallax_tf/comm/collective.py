"""Collective operations used by the lowered program, behind one interface.

`HorovodCollective` uses Horovod's TensorFlow ops (Gloo on CPU, NCCL on GPU)
directly, not `DistributedGradientTape`, which fails on Keras 3 variables.
Every op gets an explicit name, created at the graph's top level whatever the
current name scope: Horovod matches tensors across ranks by name, so all
workers must build the same names in the same program.
`SingleCollective` is the one-worker case (identity), so the same lowered
program also runs without Horovod.
"""
from __future__ import annotations

import abc
from typing import Any, Optional, Sequence

import tensorflow as tf


class Collective(abc.ABC):
    """AllReduce / AllGather / Broadcast / barrier over the workers."""

    @property
    @abc.abstractmethod
    def size(self) -> int:
        """Number of workers."""

    @property
    @abc.abstractmethod
    def rank(self) -> int:
        """This worker's index."""

    @abc.abstractmethod
    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        """Sum (or mean) of `tensor` over all workers."""

    @abc.abstractmethod
    def allgather(self, tensor: tf.Tensor, *, name: str) -> tf.Tensor:
        """Concatenation along dim 0 of `tensor` from all workers, in rank order."""

    @abc.abstractmethod
    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        """`tensor` of worker `root`, on every worker."""

    @abc.abstractmethod
    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        """Sums (or means) of `tensors` over all workers, negotiated and
        fused as one unit (a chunk of gradients)."""

    def barrier(self, name: str, after: Sequence = ()) -> tf.Tensor:
        """A tensor that is ready once every worker ran the ops in `after`.

        The token comes from a stateful op (a timestamp): Grappler's constant
        folding would otherwise evaluate the collective of a constant while
        optimising the graph, on one worker alone, and the job would hang.
        """
        with tf.control_dependencies(list(after)), _top_level():
            token = tf.timestamp(name=f"{name}_token")
        return self.allreduce(token, average=False, name=name)


def _top_level():  # noqa: ANN202
    """A context manager: ops get names outside any name scope."""
    return tf.compat.v1.get_default_graph().name_scope(None)


class SingleCollective(Collective):
    """One worker: every collective is the identity."""

    @property
    def size(self) -> int:
        return 1

    @property
    def rank(self) -> int:
        return 0

    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        return tf.identity(tensor, name=name)

    def allgather(self, tensor: tf.Tensor, *, name: str) -> tf.Tensor:
        return tf.identity(tensor, name=name)

    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        return tf.identity(tensor, name=name)

    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        return [tf.identity(t, name=f"{name}_{i}") for i, t in enumerate(tensors)]


class HorovodCollective(Collective):
    """Horovod's ops; `hvd.init()` must have run (the runtime does it).

    `process_set` (a `hvd.ProcessSet` registered at `hvd.init`) limits every
    op to its ranks: with model splitting, the tasks of one split position in
    every replica. The ops may be built by a process outside the set (a
    replica's driver builds the program of all its tasks); they run in the
    tasks TensorFlow places them on, which are members. `broadcast`'s root is
    a global rank, as in Horovod.
    """

    def __init__(self, process_set: Optional[Any] = None,
                 ranks: Optional[Sequence[int]] = None) -> None:
        import horovod.tensorflow as hvd  # noqa: PLC0415  (heavy, only in workers)
        self._hvd = hvd
        self._set = process_set
        self._ranks = tuple(ranks) if ranks is not None else None

    @property
    def size(self) -> int:
        return len(self._ranks) if self._ranks is not None else self._hvd.size()

    @property
    def rank(self) -> int:
        if self._ranks is None:
            return self._hvd.rank()
        me = self._hvd.rank()
        return self._ranks.index(me) if me in self._ranks else -1

    def _kw(self) -> dict:
        return {} if self._set is None else {"process_set": self._set}

    def allreduce(self, tensor: tf.Tensor, *, average: bool, name: str) -> tf.Tensor:
        with _top_level():
            if self._set is None:
                op = self._hvd.Average if average else self._hvd.Sum
                return self._hvd.allreduce(tensor, op=op, name=name)
            # A process set's size is known here (its ranks), also to a
            # builder outside the set: divide explicitly.
            total = self._hvd.allreduce(tensor, op=self._hvd.Sum, name=name, **self._kw())
            return total / tf.cast(self.size, total.dtype) if average else total

    def allgather(self, tensor: tf.Tensor, *, name: str) -> tf.Tensor:
        with _top_level():
            return self._hvd.allgather(tensor, name=name, **self._kw())

    def broadcast(self, tensor: tf.Tensor, *, root: int, name: str) -> tf.Tensor:
        with _top_level():
            return self._hvd.broadcast(tensor, root_rank=root, name=name, **self._kw())

    def grouped_allreduce(self, tensors: Sequence[tf.Tensor], *, average: bool,
                          name: str) -> list[tf.Tensor]:
        with _top_level():
            if self._set is None:
                op = self._hvd.Average if average else self._hvd.Sum
                return list(self._hvd.grouped_allreduce(list(tensors), op=op, name=name))
            totals = self._hvd.grouped_allreduce(list(tensors), op=self._hvd.Sum, name=name,
                                                 **self._kw())
            return [t / tf.cast(self.size, t.dtype) if average else t for t in totals]
