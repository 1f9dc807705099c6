"""The pipeline program's initialisation and reads: the fed values assigned
to every copy of a variable (a server variable's by the first replica
only), broadcast from replica 0 over each stage's process set, SpecTrain's
state (its smoothed update, checkpointed as `spectrain_state`) and GPipe's
accumulators set, then a barrier of the drivers; a read of every variable
(and of SpecTrain's state) for save and export.
"""
from __future__ import annotations

import numpy as np
import tensorflow as tf

from parallax_tf.comm.collective import hvd_name
from parallax_tf.modes.pipeline.stage_graph import StageGraph
from parallax_tf.session.context import InitOps


class Initialisation(StageGraph):
    """`pipeline_init` and the reads of the variables."""

    def init(self) -> tuple[InitOps, dict]:
        """`pipeline_init`: assign the fed values (every copy), broadcast
        them from replica 0, then SpecTrain's previous weights := weights,
        v := 0, GPipe's accumulators := 0; a barrier of the drivers."""
        values, assigns, broadcasts, reads = {}, {}, [], {}
        for var in self.step.variables:
            dtype = tf.as_dtype(var.dtype)
            with tf.device(self.device(0)):
                values[var.name] = tf.compat.v1.placeholder(dtype, var.shape,
                                                            name=f"pipeline/init/{var.name}")
            ops = []
            for (k, name), handle in self.handles.items():
                if name != var.name:
                    continue
                if name in self.servers:
                    if self.chief:                  # the one copy: the first replica's values
                        with tf.device(self.servers[name]):
                            ops.append(tf.raw_ops.AssignVariableOp(resource=handle,
                                                                   value=values[var.name]))
                    continue
                with tf.device(self.device(k)):
                    ops.append(tf.raw_ops.AssignVariableOp(resource=handle,
                                                           value=values[var.name]))
                if self.ctx.num_workers > 1:
                    with tf.device(self.device(k)):
                        root = self.ctx.split_collective(k).broadcast(
                            self.read(handle, dtype), root=self.ctx.root_rank(k),
                            name=f"pipe_init_s{k}_{hvd_name(name)}")
                        broadcasts.append(tf.raw_ops.AssignVariableOp(resource=handle,
                                                                      value=root))
            assigns[var.name] = tf.group(*ops)
            home = self.handle(0, var.name)
            if home is None:
                home = self.handles[(self.stage_of[var.name], var.name)]
            with tf.device(self.servers.get(var.name, self.device(0))):
                value = self.read(home, dtype)
            with tf.device(self.device(0)):
                reads[var.name] = tf.identity(value, name=f"pipeline/read/{var.name}")
        defaults = {}
        for name, (v, _) in self.spec.items():
            # SpecTrain's smoothed update v is state a resumed job must carry
            # on with: fed (zeros for a fresh job), read for checkpoints,
            # broadcast from replica 0 like the weights
            var = self.step.variable(name)
            dtype, k = tf.as_dtype(var.dtype), self.stage_of[name]
            key = spectrain_state(name)
            with tf.device(self.device(0)):
                values[key] = tf.compat.v1.placeholder(dtype, var.shape,
                                                       name=f"pipeline/init/{key}")
            with tf.device(self.device(k)):
                assigns[key] = tf.raw_ops.AssignVariableOp(resource=v, value=values[key])
                if self.ctx.num_workers > 1:
                    root = self.ctx.split_collective(k).broadcast(
                        self.read(v, dtype), root=self.ctx.root_rank(k),
                        name=f"pipe_init_s{k}_{hvd_name(key)}")
                    broadcasts.append(tf.raw_ops.AssignVariableOp(resource=v, value=root))
            with tf.device(self.device(0)):
                reads[key] = tf.identity(self.read(v, dtype), name=f"pipeline/read/{key}")
            defaults[key] = np.zeros(var.shape, dtype.as_numpy_dtype)
        internal = []
        with tf.control_dependencies(broadcasts):
            for name, (v, prev) in self.spec.items():
                var = self.step.variable(name)
                dtype = tf.as_dtype(var.dtype)
                with tf.device(self.device(self.stage_of[name])):
                    weights = self.read(self.handles[(self.stage_of[name], name)], dtype)
                    internal.append(tf.raw_ops.AssignVariableOp(resource=prev, value=weights))
            for name, acc in self.accumulators.items():
                var = self.step.variable(name)
                with tf.device(self.device(self.stage_of[name])):
                    internal.append(tf.raw_ops.AssignVariableOp(
                        resource=acc, value=tf.zeros(var.shape, tf.as_dtype(var.dtype))))
        with tf.device(self.device(0)):
            assign = tf.group(*assigns.values(), name="pipeline/init/assign")
            sync = self.ctx.collective.barrier("pipeline_init_done",
                                               after=broadcasts + internal)
        return InitOps(values=values, assign=assign, assigns=assigns, sync=sync,
                       defaults=defaults), reads


def spectrain_state(name: str) -> str:
    """The checkpoint name of SpecTrain's smoothed update of variable `name`."""
    return f"parallax/spectrain_v/{name}"
