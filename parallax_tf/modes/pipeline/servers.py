"""The updates of server variables (HYBRID or PS): a server variable has one
copy, on its server, shared by every replica; for each update (GPipe: the
mini-batch's; 1F1B: every micro-batch's) each replica pushes its gradient
into a queue on the server, the first replica takes the R gradients there
and applies their mean, then releases the others through a second queue.
(Where a server variable's reads, gathers, writes and update math run:
`StageGraph.on_server`, `modes/pipeline/stage_graph.py`.)
"""
from __future__ import annotations

import tensorflow as tf

from parallax_tf.comm.collective import hvd_name
from parallax_tf.config import Aggregation
from parallax_tf.modes.pipeline.cut import StageCut
from parallax_tf.modes.pipeline.stage_graph import StageGraph


class ServerUpdates(StageGraph):
    """Pushes of the replicas' gradients to the servers and the release
    after the first replica's update."""

    def _server_queue(self, kind: str, name: str, dtypes: list, capacity: int
                      ) -> tf.queue.FIFOQueue:
        with tf.device(self.servers[name]):
            return tf.queue.FIFOQueue(
                capacity, dtypes, shared_name=f"parallax_pipe_g{self.ctx.generation}_{kind}_"
                                              f"{hvd_name(name)}",
                name=f"pipeline/queue/{kind}_{hvd_name(name)}")

    def push(self, s: StageCut, grads: dict, wait: list, phase: str) -> tuple[dict, list]:
        """Several replicas: every replica pushes its gradients of stage s's
        server variables into a queue on the variable's server; the first
        replica takes all R there and combines them (dense: the sum, rows:
        concatenated; MEAN: / R), which its update then applies on the
        server. Returns the gradients for the update and the push ops."""
        R, out, ops = self.ctx.num_workers, dict(grads), []
        for name, _ in s.gradients:
            if name not in self.servers:
                continue
            tensors = list(grads[name][:2])
            q = self._server_queue(f"push{phase}", name, [t.dtype for t in tensors], R)
            with tf.device(self.device(s.index)), tf.control_dependencies(wait):
                pushed = q.enqueue(tensors)
            ops.append(pushed)
            if not self.chief:
                continue
            with tf.device(self.servers[name]), tf.control_dependencies([pushed]):
                got = [q.dequeue() for _ in range(R)]
                got = [list(g) if isinstance(g, (list, tuple)) else [g] for g in got]
                if len(tensors) == 1:
                    total = tf.add_n([g[0] for g in got])
                    if self.config.data.dense_aggregation is Aggregation.MEAN:
                        total = total / tf.cast(R, total.dtype)
                    out[name] = [total]
                    continue
                values = tf.concat([g[0] for g in got], axis=0)
                if self.config.data.sparse_aggregation is Aggregation.MEAN:
                    values = values / tf.cast(R, values.dtype)
                out[name] = [values, tf.concat([g[1] for g in got], axis=0),
                             *grads[name][2:]]
        return out, ops

    def release(self, s: StageCut, writes: list, phase: str) -> list:
        """After the first replica's update of the server variables, each
        other replica may go on: it takes one token per variable from a
        queue the first replica fills once its writes are done."""
        R, ops = self.ctx.num_workers, []
        for name, _ in s.gradients:
            if name not in self.servers:
                continue
            q = self._server_queue(f"release{phase}", name, [tf.int32], R)
            if self.chief:
                with tf.device(self.servers[name]), tf.control_dependencies(writes):
                    ops.append(q.enqueue_many([tf.zeros([R - 1], tf.int32)]))
            else:
                with tf.device(self.device(s.index)):
                    ops.append(q.dequeue())
        return writes + ops
