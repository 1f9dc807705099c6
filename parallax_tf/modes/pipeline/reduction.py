"""Data parallelism across pipeline replicas: each stage's gradients reduced
over that stage's process set (`WorkerContext.split_collective`), per
tensor or in the plan's chunks, or fused into grouped AllReduces as the
data mode's lowering packs them; inside the column's run (Horovod's
collectives), or, on TensorFlow's (whose runs holding collectives may
touch no other task), in a run of its own beside the column's, the two
meeting in queues on the stage's task (`ReplicaReductions.reduction`; run
by `modes/pipeline/engine.py`'s `Reductions`).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.comm.collective import hvd_name
from parallax_tf.config import Aggregation
from parallax_tf.modes.pipeline.cut import StageCut
from parallax_tf.modes.pipeline.stage_graph import StageGraph
from parallax_tf.plan.chunks import fused_chunks


class ReplicaReductions(StageGraph):
    """The reductions of a stage's gradients across the pipeline replicas."""

    def reduce(self, k: int, grads: dict, phase: str, fuse: bool = False) -> dict:
        """Data parallelism across pipeline replicas: each gradient of stage
        k reduced over the replicas' stage-k tasks (dense: AllReduce, or one
        grouped AllReduce per chunk of the plan; rows: AllGather); `phase`
        names the cell, so each collective's name is the cell's own. `fuse`
        (a run of the stage's reductions alone, on an engine that does not
        fuse at run time, without the plan's chunks): the dense gradients
        packed into grouped AllReduces of at most `Collective.fusion_bytes`
        each, as the data mode's lowering packs them."""
        if self.ctx.num_workers == 1:
            return grads
        coll = self.ctx.split_collective(k)
        mean = self.config.data.dense_aggregation is Aggregation.MEAN
        groups = self._fused(grads, coll.fusion_bytes) if fuse and not self.chunk_of else []
        grouped = {n: f"fused{i}" for i, names in enumerate(groups) for n in names}
        out = {}
        with tf.device(self.device(k)):
            for name, tensors in grads.items():
                tag = f"pipe_{phase}_s{k}_{hvd_name(name)}"
                if name in self.servers:
                    out[name] = tensors             # pushed to its server (`push`)
                    continue
                if len(tensors) == 1 and (name in self.chunk_of or name in grouped):
                    continue                        # reduced with its chunk, below
                if len(tensors) == 1:
                    out[name] = [coll.allreduce(tensors[0], average=mean, name=tag)]
                    continue
                values = coll.allgather(tensors[0], name=f"{tag}_values", rows=tag)
                if self.config.data.sparse_aggregation is Aggregation.MEAN:
                    values = values / tf.cast(self.ctx.num_workers, values.dtype)
                out[name] = [values, coll.allgather(tensors[1], name=f"{tag}_indices", rows=tag),
                             *tensors[2:]]
            chunks = list(dict.fromkeys(self.chunk_of[n] for n in grads if n in self.chunk_of))
            for label, members in [*((f"chunk{i}", c) for i, c in enumerate(chunks)),
                                   *((f"fused{i}", g) for i, g in enumerate(groups))]:
                names = [n for n in members if n in grads]
                reduced = coll.grouped_allreduce(
                    [grads[n][0] for n in names], average=mean,
                    name=f"pipe_{phase}_s{k}_{label}_{hvd_name(names[0])}")
                out.update({n: [r] for n, r in zip(names, reduced)})
        return out

    def _fused(self, grads: dict, limit: int) -> list[tuple[str, ...]]:
        """Runs of consecutive dense gradients of `grads` (not the servers')
        whose bytes stay within `limit`; runs of one stay alone."""
        if not limit:
            return []
        names = [n for n, tensors in grads.items() if len(tensors) == 1 and n not in self.servers]
        sizes = [int(np.prod(v.shape)) * tf.as_dtype(v.dtype).size
                 for v in map(self.step.variable, names)]
        return [tuple(names[i] for i in bucket)
                for bucket in fused_chunks(sizes, [0] * len(names), limit) if len(bucket) > 1]

    def reduces_apart(self, s: StageCut) -> bool:
        """`apart`, and stage s has gradients to reduce across the replicas
        (a server variable's are pushed by the update instead)."""
        return self.apart and any(name not in self.servers for name, _ in s.gradients)

    def reduced(self, s: StageCut, grads: dict, phase: str, after: Sequence) -> tuple[dict, list]:
        """The gradients an update applies, and what it waits for: `grads`
        reduced across the replicas in the column's run (one replica,
        Horovod's collectives), or (`reduces_apart`) put in the stage's
        queue after `after` and taken back reduced by the `reduction` run."""
        if not self.reduces_apart(s):
            return self.reduce(s.index, grads, phase), list(after)
        with tf.device(self.device(s.index)):
            with tf.control_dependencies(list(after)):
                put = self._gradient_queue(s, "grads").enqueue(self._packed(s, grads))
            with tf.control_dependencies([put]):
                got = self.dequeue(self._gradient_queue(s, "reduced"))
        return self._unpacked(s, got), got

    def reduction(self, s: StageCut) -> tf.Operation:
        """`apart`: the op of a run of stage s's collectives alone, on its
        task, once per mini-batch beside the column's run: for each update
        in turn (1F1B: every micro-batch's; GPipe: the mini-batch's), its
        gradients from the stage's queue (1F1B: the backward's; GPipe: the
        accumulated means) reduced across the replicas and put in the queue
        of reduced gradients the column's update takes them from (a server
        variable's passes through: its update pushes it). Each update's
        dequeue waits for the previous one's put, so update m meets update m
        of the other replicas; the column's run, which holds no collective,
        sends to the neighbours and the servers."""
        k = s.index
        previous: list = []
        for m in range(1 if self.gpipe else self.microbatches):
            with tf.device(self.device(k)), tf.control_dependencies(previous):
                grads = self._unpacked(s, self.dequeue(self._gradient_queue(s, "grads")))
            reduced = self.reduce(k, grads, "update" if self.gpipe else f"backward{m}",
                                  fuse=True)
            with tf.device(self.device(k)):
                previous = [self._gradient_queue(s, "reduced").enqueue(self._packed(s, reduced))]
        return tf.group(*previous, name=f"pipeline/stage{k}/reduction")

    def _gradient_queue(self, s: StageCut, kind: str) -> tf.queue.FIFOQueue:
        """A queue on stage s's task holding updates' gradients (`_packed`)
        between the column's run and the reduction runs: `grads` (to
        reduce) and `reduced`."""
        key = (kind, s.index)
        if key not in self.queues:
            dtypes = [self.concrete.get_tensor_by_name(t).dtype
                      for _, tensors in s.gradients for t in tensors[:2]]
            with tf.device(self.device(s.index)):
                self.queues[key] = tf.queue.FIFOQueue(
                    max(self.microbatches, 1), dtypes,
                    shared_name=f"parallax_pipe_{self.tag}_{kind}{s.index}",
                    name=f"pipeline/queue/{kind}{s.index}")
        return self.queues[key]

    @staticmethod
    def _packed(s: StageCut, grads: dict) -> list:
        """Stage s's gradients as one queue element: a dense gradient's
        tensor, a row gradient's values and indices."""
        return [g for name, tensors in s.gradients for g in grads[name][:min(len(tensors), 2)]]

    def _unpacked(self, s: StageCut, tensors: list) -> dict:
        """`_packed`'s inverse; a row gradient's dense shape is its variable's."""
        out, i = {}, 0
        for name, names in s.gradients:
            n = min(len(names), 2)
            shape = [tf.constant(self.step.variable(name).shape,
                                 self.concrete.get_tensor_by_name(t).dtype) for t in names[2:]]
            out[name] = [*tensors[i:i + n], *shape]
            i += n
        return out
