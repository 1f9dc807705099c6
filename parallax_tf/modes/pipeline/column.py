"""The cells of a stage's column of the schedule: a forward of a micro-batch
(take the previous stage's message, or stage 0's fed inputs; run the
stage's forward ops; send the next stage its message, stash what the
backward needs, send the driver the outputs computed here), a backward
(take the stash and the next stage's message, run the backward ops, send
the previous stage its message), and its update: with 1F1B after every
backward, with GPipe once, from the mean of the accumulated gradients, at
the stage's last backward; with SpecTrain, the smoothed update after each.
"""
from __future__ import annotations

from typing import Any, Optional, Sequence

import tensorflow as tf

from parallax_tf.comm.collective import hvd_name
from parallax_tf.config import Aggregation
from parallax_tf.modes.pipeline import section as pipeline_of
from parallax_tf.modes.pipeline.cut import StageCut
from parallax_tf.modes.pipeline.reduction import ReplicaReductions
from parallax_tf.modes.pipeline.servers import ServerUpdates
from parallax_tf.modes.pipeline.stage_graph import control_after
from parallax_tf.plan.schedule import Phase


class Column(ReplicaReductions, ServerUpdates):
    """A stage's cells (forward, backward, update, GPipe's accumulation)."""

    def forward(self, s: StageCut, m: int, after: Optional[tf.Operation]
                ) -> tuple[tf.Operation, tuple]:
        """`stage_forward`: stage s's forward of micro-batch m (after the
        column's previous cell, `after`)."""
        k = s.index
        feeds: dict[str, tf.Tensor] = {}
        inputs: tuple = ()
        gate: Optional[Any] = after
        with tf.device(self.device(k)):
            if k == 0:
                # A fed placeholder loses its control inputs: its consumers
                # wait for the previous cell through identities (without
                # them micro-batch m+1's stash could be enqueued before m's).
                placeholders = [tf.compat.v1.placeholder(spec.dtype, spec.shape,
                                                         name=f"pipeline/input_{m}_{i}")
                                for i, spec in enumerate(self.step.input_specs)]
                with control_after(after):
                    feeds.update(zip(self.step.input_names,
                                     [tf.identity(p) for p in placeholders]))
                inputs = tuple(p.name for p in placeholders)
            else:
                with control_after(after):
                    received = self.dequeue(self.queues[("fwd", k)])
                feeds.update(zip(s.forward_in, received))
                gate = received[0]
        feeds.update(self.feeds(k, gate))
        builders = self.predicted_reads(k, s.forward_nodes, self.gaps[(k, Phase.FORWARD, m)]) \
            if self.spectrain else {}
        imp = self.run_import(k, f"fwd{m}", s.forward_nodes, feeds, builders)
        sends = []
        if k + 1 < self.stages:
            with tf.device(self.device(k + 1)):
                sends.append(self.queues[("fwd", k + 1)].enqueue(
                    [imp.tensor(t) for t in s.forward_out] or [self.token(gate)]))
        if s.stash:
            with tf.device(self.device(k)):
                sends.append(self.queues[("stash", k)].enqueue([imp.tensor(t) for t in s.stash]))
        if s.outputs:
            with tf.device(self.device(0)):
                sends.append(self.queues[("out", k)].enqueue(
                    [imp.tensor(self.step.output_names[i]) for i in s.outputs]))
        writes = [imp.op(w) for w in s.forward_writes]
        op = tf.group(*sends, *writes, name=f"pipeline/stage{k}/forward{m}")
        return op, inputs

    def backward(self, s: StageCut, m: int, after: Optional[tf.Operation]) -> tuple:
        """`stage_backward`: stage s's backward of micro-batch m, its
        gradients, and the tensors the update must wait for."""
        k = s.index
        feeds: dict[str, tf.Tensor] = {}
        gate: Optional[Any] = after
        with tf.device(self.device(k)), control_after(after):
            if s.stash:
                stash = self.dequeue(self.queues[("stash", k)])
                feeds.update(zip(s.stash, stash))
                gate = stash[0]
            if k + 1 < self.stages:
                received = self.dequeue(self.queues[("bwd", k)])
                feeds.update(zip(s.backward_in, received))
                gate = received[0]
        feeds.update(self.feeds(k, gate))
        builders = self.predicted_reads(k, s.backward_nodes,
                                        self.gaps[(k, Phase.BACKWARD, m)]) \
            if self.spectrain else {}
        imp = self.run_import(k, f"bwd{m}", s.backward_nodes, feeds, builders)
        sent = [imp.tensor(t) for t in s.backward_out]
        sends = []
        if k > 0:
            with tf.device(self.device(k - 1)):
                sends.append(self.queues[("bwd", k - 1)].enqueue(sent or [self.token(gate)]))
        grads = {name: [imp.tensor(t) for t in tensors] for name, tensors in s.gradients}
        computed = sent + [g for gs in grads.values() for g in gs]
        return sends, grads, computed

    def update(self, s: StageCut, grads: dict, wait: list, phase: str) -> list:
        """`stage_update`: the user's optimizer ops for stage s, fed with
        `grads` once `wait` is computed (the backward's reads of the weights
        come before their update); then SpecTrain's smoothing."""
        k = s.index
        feeds: dict[str, tf.Tensor] = {}
        pushed: list = []
        if self.ctx.num_workers > 1 and any(n in self.servers for n, _ in s.gradients):
            grads, pushed = self.push(s, grads, wait, phase)
        with tf.device(self.device(k)), tf.control_dependencies(wait):
            for name, tensors in s.gradients:
                with tf.device(self.servers.get(name, self.device(k))):
                    feeds.update(zip(tensors, [tf.identity(g) for g in grads[name]]))
            ready = tf.group(*wait) if wait else None
        # the update's reads (the optimizer's step counter, its slots) come
        # after the cell's backward, and so after the previous cell's update
        feeds.update(self.feeds(k, ready))
        imp = self.run_import(k, f"update{phase}", s.update_nodes, feeds)
        writes = [imp.op(w) for w in s.update_writes
                  if self.chief or self.writes_of.get(w) not in self.servers]
        if pushed:
            writes = pushed + self.release(s, writes, phase)
        if not self.spectrain:
            return writes
        smooth = []
        with tf.device(self.device(k)), tf.control_dependencies(writes):
            for name, _ in s.gradients:
                var = self.step.variable(name)
                dtype = tf.as_dtype(var.dtype)
                v, prev = self.spec[name]
                now = self.read(self.handles[(k, name)], dtype)
                gamma = self.gamma(name)
                change = now - self.read(prev, dtype)
                new_v = change if gamma == 0 else gamma * self.read(v, dtype) + (1 - gamma) * change
                with tf.control_dependencies([change]):
                    smooth += [tf.raw_ops.AssignVariableOp(resource=v, value=new_v),
                               tf.raw_ops.AssignVariableOp(resource=prev, value=now)]
        return writes + smooth

    def gamma(self, name: str) -> float:
        """SpecTrain's smoothing for `name`: the config's, else 0 when the
        optimizer keeps state for it (momentum, Adam: its update is already
        a smoothed gradient, the paper's v), else the paper's 0.9."""
        gamma = pipeline_of(self.config).spectrain_gamma
        if gamma is not None:
            return float(gamma)
        return 0.0 if name in self.cut.owners.values() else 0.9

    def accumulate(self, s: StageCut, grads: dict) -> list:
        """GPipe: add a micro-batch's gradients (dense: into a variable;
        rows: into a queue of the stage's)."""
        ops = []
        with tf.device(self.device(s.index)):
            for name, tensors in grads.items():
                if name in self.accumulators:
                    ops.append(tf.raw_ops.AssignAddVariableOp(resource=self.accumulators[name],
                                                              value=tensors[0]))
                    continue
                q = self.row_queues.get(name) or tf.queue.FIFOQueue(
                    self.microbatches, [t.dtype for t in tensors[:2]],
                    shapes=[t.shape for t in tensors[:2]],
                    shared_name=f"parallax_pipe_{self.tag}_rows_{hvd_name(name)}",
                    name=f"pipeline/queue/rows_{hvd_name(name)}")
                self.row_queues[name] = q
                ops.append(q.enqueue(tensors[:2]))
        return ops

    def means(self, s: StageCut, after: Sequence = ()) -> dict:
        """GPipe: the mini-batch's gradients as `accumulate` leaves them once
        `after` ran (the accumulators' dense means, the queued rows), what
        the update reads; a row gradient's dense shape is the variable's."""
        out = {}
        scale = 1.0 / self.microbatches \
            if self.config.data.dense_aggregation is Aggregation.MEAN else 1.0
        rows_scale = scale if self.config.data.sparse_aggregation is Aggregation.MEAN else 1.0
        with tf.device(self.device(s.index)), tf.control_dependencies(list(after)):
            for name, tensors in s.gradients:
                var = self.step.variable(name)
                dtype = tf.as_dtype(var.dtype)
                if name in self.accumulators:
                    out[name] = [self.read(self.accumulators[name], dtype) * tf.cast(scale, dtype)]
                    continue
                values, indices = self.row_queues[name].dequeue_many(self.microbatches)
                rows = tf.reshape(values, [-1, *values.shape[2:]])
                shape = [tf.constant(var.shape, self.concrete.get_tensor_by_name(t).dtype)
                         for t in tensors[2:]]
                out[name] = [rows * tf.cast(rows_scale, rows.dtype), tf.reshape(indices, [-1]),
                             *shape]
        return out

    def zero_accumulators(self, s: StageCut, after: list) -> list:
        out = []
        with tf.device(self.device(s.index)), tf.control_dependencies(after):
            for name, _ in s.gradients:
                if name in self.accumulators:
                    var = self.step.variable(name)
                    out.append(tf.raw_ops.AssignVariableOp(
                        resource=self.accumulators[name],
                        value=tf.zeros(var.shape, tf.as_dtype(var.dtype))))
        return out

    def backward_cell(self, s: StageCut, m: int, after: Optional[tf.Operation],
                      last: bool) -> tf.Operation:
        """A backward and (1F1B) its update, or (GPipe) its accumulation and,
        at the stage's last backward, the update; the column's last cell
        also tells the driver the stage is done with the mini-batch."""
        k = s.index
        sends, grads, computed = self.backward(s, m, after)
        if self.gpipe:
            added = self.accumulate(s, grads)
            ops = [*sends, *added]
            if last:
                reduced, wait = self.reduced(s, self.means(s, added), "update", added)
                writes = self.update(s, reduced, [*computed, *wait], "")
                ops += writes + self.zero_accumulators(s, writes)
        else:
            reduced, wait = self.reduced(s, grads, f"backward{m}", computed)
            ops = [*sends, *self.update(s, reduced, [*computed, *wait], str(m))]
        cell = tf.group(*ops, name=f"pipeline/stage{k}/backward{m}")
        if not last or k == 0:
            return cell
        with tf.control_dependencies([cell]):
            done = self.queues[("done", 0)].enqueue([tf.constant(k)])
        return tf.group(cell, done, name=f"pipeline/stage{k}/column")
