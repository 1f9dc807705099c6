"""Lowering a pipelined step: one replica's program for all its stages.

The replica's driver (stage 0's task) builds one graph holding, for every
stage k, its column of the schedule as one op (all placed on that task),
cell by cell, each cell importing the stage's ops once more:

* a forward cell of micro-batch m: take the previous stage's message from
  this stage's forward queue (stage 0: the micro-batch's inputs, fed), run
  the stage's forward ops, send the next stage its message, keep in the
  stash queue what the backward will need, send the step's outputs computed
  here to the driver;
* a backward cell: take the stash and the next stage's message from this
  stage's backward queue, run the stage's backward ops, send the previous
  stage its message; then, with 1F1B, the update (the user's optimizer ops
  for this stage's variables, fed with the gradients); with GPipe, add the
  gradients to accumulators, and at the stage's last backward update once
  from their mean;
* the column's last cell also sends the driver a token saying the stage is
  done with the mini-batch.

A cell's entries (dequeues, fed inputs, variable handles) wait for the
previous cell, so the column keeps the schedule's order within one
`Session.run` per stage and mini-batch. Queues (`tf.queue.FIFOQueue`,
shared by name, on the task that dequeues) carry the activations and their
gradients over TensorFlow's own transport. Treatments of stale weights
(1F1B): `STASH` is the cut's (weights travel in the stash); `SPECTRAIN`
replaces the stage's reads of its weights by W + s v, s the cell's version
difference (a constant), v the smoothed update, kept in a variable per
weight and updated after each update. Data parallelism across pipeline
replicas reduces each stage's gradients over that stage's process set
(`WorkerContext.split_collective`), per tensor or in the plan's chunks:
inside the column (Horovod's collectives), or, on TensorFlow's (whose runs
holding collectives may touch no other task), in a run of its own beside
the column's, the two meeting in queues on the stage's task (`reduction`).

With parameter servers (HYBRID or PS, `servers`): a server variable has
one copy, on its server, shared by every replica; its reads, gathers,
writes and the update math serving it alone run there (only rows travel);
for each update (GPipe: the mini-batch's; 1F1B: every micro-batch's) each
replica pushes its gradient into a queue on the server, the first replica
takes the R gradients there and applies their mean, then releases the
others through a second queue.

Everything a stage's process needs is named in `StageRuns`; the graph is
shipped as a GraphDef (`modes/pipeline/engine.py`). The oracle of what it
computes is `modes/pipeline/simulate.py`.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep
from parallax_tf.comm.collective import hvd_name
from parallax_tf.config import Aggregation, Config, ScheduleKind, Staleness
from parallax_tf.graph.analysis import update_math
from parallax_tf.graph.staged_import import Built, StagedImport
from parallax_tf.graph.tables import local_table
from parallax_tf.modes.pipeline import section as pipeline_of
from parallax_tf.modes.pipeline.cut import PipelineCut, StageCut
from parallax_tf.modes.pipeline.mode import PASSES as PIPELINE_PASSES
from parallax_tf.plan.chunks import fused_chunks
from parallax_tf.plan.schedule import (
    Phase,
    make_schedule,
    spectrain_gaps,
)
from parallax_tf.session.context import InitOps, WorkerContext

_PREDICTED_READS = frozenset({"ReadVariableOp", "ResourceGather"})


@dataclasses.dataclass(frozen=True, kw_only=True)
class StageRuns:
    """What stage `index`'s driver runs per mini-batch: names in the replica's graph."""

    index: int
    column: str
    """The op that runs the stage's whole column of the schedule for one
    mini-batch (its cells chained in order by control edges)."""
    inputs: tuple[str, ...] = ()
    """Stage 0: placeholders of the micro-batches' inputs, micro-batch by
    micro-batch (M x the step's inputs)."""
    reduction: str = ""
    """With `apart`: the op of a run of its own, on this stage's task alone,
    once per mini-batch beside the column's run: each update's gradients
    taken from the stage's queue, reduced across the replicas, put in the
    queue of reduced gradients the column's update takes them from."""
    graph_key: int = 0
    """The `collective_graph_key` of the reduction runs (0: TensorFlow's
    default): the step-id sequence the stage's group shares
    (`Collective.graph_key`)."""

    def to_dict(self) -> dict[str, Any]:
        return {f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v
                for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "StageRuns":
        return cls(**{**d, "inputs": tuple(d.get("inputs", ()))})


@dataclasses.dataclass(frozen=True, kw_only=True)
class PipelineProgram:
    """One replica's pipeline: its graph and what each stage runs."""

    graph: tf.Graph
    stages: tuple[StageRuns, ...]
    outputs: tuple[tf.Tensor, ...]
    """Per output of the step: its M micro-batch values, [M, ...] (driver)."""
    done: Optional[tf.Tensor]
    """The driver's wait for every other stage's end of the mini-batch."""
    init: InitOps
    reads: dict[str, tf.Tensor]
    """User variable -> a read of its value (a stage copy: stage 0's)."""
    tables: Optional[tf.Operation] = None
    """Fills every stage's copies of the step's lookup tables (the driver
    runs it once); None: the step reads no table."""
    passes: tuple[str, ...] = PIPELINE_PASSES


class _Builder:
    """Builds the program stage by stage (one graph, default while building)."""

    def __init__(self, step: CapturedStep, cut: PipelineCut, config: Config,
                 ctx: WorkerContext, microbatches: int,
                 chunks: tuple[tuple[str, ...], ...] = (),
                 servers: Optional[dict[str, str]] = None) -> None:
        self.step, self.cut, self.config, self.ctx = step, cut, config, ctx
        self.servers = dict(servers or {})
        """A variable on a parameter server (and its optimizer slots) -> its
        device; every other variable lives on its stage."""
        self.chief = ctx.worker == 0
        """The first replica: it initialises the server variables and applies
        their updates."""
        self.chunk_of = {name: chunk for chunk in chunks for name in chunk}
        """A dense variable -> its chunk of the plan (`Config(chunks=...)`)."""
        self.stages, self.microbatches = cut.num_stages, microbatches
        self.gd = cut.parsed_graph_def()
        self.concrete = step.concrete_function.graph
        self.tag = f"g{ctx.generation}_r{ctx.worker}"
        pipe = pipeline_of(config)
        self.gpipe = pipe.schedule is ScheduleKind.GPIPE
        self.spectrain = pipe.staleness is Staleness.SPECTRAIN
        self.schedule = make_schedule(pipe.schedule, self.stages, self.microbatches)
        self.gaps = spectrain_gaps(self.schedule, pipe.spectrain_versions) \
            if self.spectrain else {}
        self.stage_of = {v: s.index for s in cut.stages for v in s.variables}
        self.handles: dict[tuple[int, str], tf.Tensor] = {}
        self.spec: dict[str, tuple[tf.Variable, tf.Variable]] = {}   # var -> (v, prev) handles
        self.accumulators: dict[str, Any] = {}
        self.queues: dict[tuple[str, int], tf.queue.FIFOQueue] = {}
        self.tables: dict[tuple[int, int], tuple] = {}
        """(stage, table) -> the stage's copy of a lookup table (handle, fill)."""
        self.on_server = self._server_nodes()
        """Node of the step -> the server it runs on: the reads, gathers and
        writes of a server variable, and the update math serving it alone."""
        self.writes_of = {u.name: v.name for v in step.variables for u in v.updates}
        self.apart = ctx.collective.same_step_ids and ctx.num_workers > 1
        """TensorFlow's collectives across replicas (`Collective.same_step_ids`):
        a run that exchanges messages with other tasks (the neighbours'
        queues, the servers) holds no collective, so each reduction across
        replicas runs apart, on the stage's task alone (`reduction`)."""
        self.row_queues: dict[str, tf.queue.FIFOQueue] = {}

    def _server_nodes(self) -> dict[str, str]:
        if not self.servers:
            return {}
        handles = {self.step.variable(n).handle.split(":")[0]: n for n in self.servers}
        out = {}
        for node in self.gd.node:
            source = node.input[0].split(":")[0] if node.input else ""
            if source in handles and (node.op in _PREDICTED_READS or node.op.startswith(
                    ("Resource", "Assign", "VarIsInitialized"))):
                out[node.name] = self.servers[handles[source]]
        # a gather of a read of a server variable runs there too: only the
        # rows travel, not the table (through identities Keras may put between)
        by_input: dict[str, list] = {}
        for node in self.gd.node:
            for i, inp in enumerate(node.input):
                by_input.setdefault(inp.split(":")[0], []).append((i, node))
        frontier = [n for n in out if n in by_input]
        while frontier:
            name = frontier.pop()
            for i, node in by_input.get(name, ()):
                if node.name in out or i != 0 or node.op not in ("Identity", "GatherV2"):
                    continue
                out[node.name] = out[name]
                frontier.append(node.name)
        groups: dict[str, list[str]] = {}
        for name in self.servers:
            owner = self.cut.owners.get(name, name)
            groups.setdefault(owner, [owner])
            if name != owner:
                groups[owner].append(name)
        for op, owner in update_math(self.step, groups).items():
            out.setdefault(op, self.servers[owner])
        return out

    def device(self, k: int) -> str:
        return self.ctx.split_device(k)

    # -- variables -----------------------------------------------------------
    def variables(self) -> None:
        """`stage_variables`: every variable on its stage (stage copies on
        every stage), SpecTrain's v and previous weights, GPipe's accumulators."""
        for var in self.step.variables:
            stages = range(self.stages) if var.name in self.cut.stage_copies \
                else [self.stage_of[var.name]]
            for k in stages:
                if var.name in self.servers:        # one copy, shared by the replicas
                    with tf.device(self.servers[var.name]):
                        self.handles[(k, var.name)] = tf.raw_ops.VarHandleOp(
                            dtype=tf.as_dtype(var.dtype), shape=var.shape,
                            shared_name=f"parallax/pipe/g{self.ctx.generation}/server/"
                                        f"{var.name}",
                            container="", name=f"pipeline/var/{var.name}")
                    continue
                suffix = f"/stage{k}" if var.name in self.cut.stage_copies else ""
                with tf.device(self.device(k)):
                    self.handles[(k, var.name)] = tf.raw_ops.VarHandleOp(
                        dtype=tf.as_dtype(var.dtype), shape=var.shape,
                        shared_name=f"parallax/pipe/{self.tag}/{var.name}{suffix}",
                        container="", name=f"pipeline/var/{var.name}{suffix}")
        for stage in self.cut.stages:
            for name, tensors in stage.gradients:
                var = self.step.variable(name)
                with tf.device(self.device(stage.index)):
                    if self.spectrain:
                        self.spec[name] = tuple(self._internal(f"spectrain_{w}/{name}", var)
                                                for w in ("v", "prev"))
                    if self.gpipe and len(tensors) == 1:
                        self.accumulators[name] = self._internal(f"accumulator/{name}", var)

    def _internal(self, name: str, var: Any) -> tf.Tensor:
        return tf.raw_ops.VarHandleOp(dtype=tf.as_dtype(var.dtype), shape=var.shape,
                                      shared_name=f"parallax/pipe/{self.tag}/{name}",
                                      container="", name=f"pipeline/{name}")

    def handle(self, k: int, name: str) -> Optional[tf.Tensor]:
        """Stage k's handle of variable `name` (its copy, or the variable
        when stage k holds it); None when stage k has neither."""
        if (k, name) in self.handles:
            return self.handles[(k, name)]
        return None

    def read(self, handle: tf.Tensor, dtype: Any) -> tf.Tensor:
        return tf.raw_ops.ReadVariableOp(resource=handle, dtype=dtype)

    # -- queues --------------------------------------------------------------
    def _signature(self, tensors: tuple[str, ...]) -> tuple[list, Optional[list]]:
        dtypes, shapes = [], []
        for t in tensors:
            spec = self.concrete.get_tensor_by_name(t)
            dtypes.append(spec.dtype)
            shapes.append(spec.shape)
        if not tensors:
            return [tf.int32], [tf.TensorShape([])]
        return dtypes, shapes if all(s.is_fully_defined() for s in shapes) else None

    def queue(self, kind: str, k: int, tensors: tuple[str, ...], device: str,
              capacity: Optional[int] = None) -> tf.queue.FIFOQueue:
        dtypes, shapes = self._signature(tensors)
        with tf.device(device):
            q = tf.queue.FIFOQueue(capacity or max(self.microbatches, 1), dtypes, shapes=shapes,
                                   shared_name=f"parallax_pipe_{self.tag}_{kind}{k}",
                                   name=f"pipeline/queue/{kind}{k}")
        self.queues[(kind, k)] = q
        return q

    def queues_(self) -> None:
        """`stage_queues`: forward and backward messages (on the receiving
        stage), stashes, outputs and done tokens (on the driver)."""
        driver = self.device(0)
        for s in self.cut.stages:
            k = s.index
            if k > 0:
                self.queue("fwd", k, s.forward_in, self.device(k))
            if k + 1 < self.stages:
                self.queue("bwd", k, s.backward_in, self.device(k))
            if s.stash:
                self.queue("stash", k, s.stash, self.device(k))
            if s.outputs:
                self.queue("out", k, tuple(self.step.output_names[i] for i in s.outputs),
                           driver)
        if self.stages > 1:
            self.queue("done", 0, (), driver, capacity=self.stages)

    @staticmethod
    def token(gate: Optional[Any]) -> tf.Tensor:
        """The message of a stage that sends no tensor (after `gate`)."""
        with _after(gate):
            return tf.constant(0)

    @staticmethod
    def dequeue(q: tf.queue.FIFOQueue) -> list[tf.Tensor]:
        out = q.dequeue()
        return list(out) if isinstance(out, (list, tuple)) else [out]

    # -- imports -------------------------------------------------------------
    def feeds(self, k: int, after: Optional[tf.Tensor]) -> dict[str, tf.Tensor]:
        """Handles of stage k's variables (read only once `after` ran: a
        stage's reads wait for its inputs, so the driver can (re)initialise
        variables while the stage waits) and the step's captured constants."""
        out = {}
        for var in self.step.variables:
            handle = self.handle(k, var.name)
            if handle is None:
                continue
            if after is not None:
                with tf.device(self.device(k)), tf.control_dependencies([after]):
                    handle = tf.identity(handle)
            out[var.handle] = handle
        with tf.device(self.device(k)):
            for ext, internal in self.concrete.captures:
                if internal.name in out or ext.dtype == tf.resource or not hasattr(ext, "numpy"):
                    continue
                out[internal.name] = tf.constant(ext.numpy(), dtype=ext.dtype)
            for i, table in enumerate(self.step.tables):
                if (k, i) not in self.tables:
                    self.tables[(k, i)] = local_table(table, f"parallax_table_{self.tag}_s{k}_{i}")
                out[table.handle] = self.tables[(k, i)][0]
        return out

    def predicted_reads(self, k: int, nodes: frozenset, s: float) -> dict:
        """SpecTrain: builders replacing stage k's reads of its weights
        (in `nodes`) by W + s v."""
        handle_var = {v.handle.rsplit(":", 1)[0]: v.name for v in self.step.trainable_variables
                      if self.stage_of.get(v.name) == k}
        builders = {}
        for node in self.gd.node:
            if node.name not in nodes or node.op not in _PREDICTED_READS:
                continue
            source = node.input[0].split(":")[0]
            if source in handle_var and handle_var[source] in self.spec:
                builders[node.name] = self._predict(node, self.spec[handle_var[source]][0], s)
        return builders

    def _predict(self, node: Any, v_handle: tf.Tensor, s: float):
        dtype = tf.as_dtype(node.attr["dtype"].type)

        def build(inputs: list) -> Built:
            with tf.control_dependencies([inputs[0]]):      # after the stage's input, too
                velocity = self.read(v_handle, dtype)
            if node.op == "ResourceGather":
                value = tf.raw_ops.ResourceGather(resource=inputs[0], indices=inputs[1],
                                                  dtype=dtype)
                velocity = tf.gather(velocity, inputs[1])
            else:
                value = self.read(inputs[0], dtype)
            return Built(outputs=[value + tf.constant(s, dtype) * velocity])
        return build

    def run_import(self, k: int, phase: str, nodes: frozenset, feeds: dict,
                   builders: Optional[dict] = None) -> StagedImport:
        """Stage k's `nodes` imported once more (`phase` names the cell)."""
        fed = {name.lstrip("^").split(":")[0] for name in feeds}
        drop = [n.name for n in self.gd.node if n.name not in nodes and n.name not in fed]
        device, on_server = self.device(k), self.on_server
        return StagedImport(self.gd, feeds=feeds, builders=builders or {}, drop=drop,
                            device_of=lambda node: on_server.get(node.name, device),
                            prefix=f"pipeline/stage{k}/{phase}").run()

    # -- the cells of a stage's column ---------------------------------------
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
                with _after(after):
                    feeds.update(zip(self.step.input_names,
                                     [tf.identity(p) for p in placeholders]))
                inputs = tuple(p.name for p in placeholders)
            else:
                with _after(after):
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
        with tf.device(self.device(k)), _after(after):
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

    def stage(self, s: StageCut) -> StageRuns:
        """`stage_column`: stage s's column of the schedule as one op: each
        cell (forward, or backward with its update) built once per
        micro-batch; a cell's entries (its dequeues, fed inputs, variable
        handles) wait for the previous cell's end, so every read, write and
        message keeps the order the stage's runs had when each cell was a run
        of its own. (Not a control edge on every op of the cell: oneDNN's
        Conv2D+BiasAdd rewrite aborts the process on a Conv2D with one.)
        With `apart`, the reductions across replicas are another op's, run
        beside it (`reduction`)."""
        k = s.index
        column = self.schedule.columns[k]
        previous: Optional[tf.Operation] = None
        inputs: tuple = ()          # stage 0's placeholders (forwards run in micro-batch order)
        for i, action in enumerate(column):
            m = action.microbatch
            if action.phase is Phase.FORWARD:
                previous, fed = self.forward(s, m, previous)
                inputs += fed
                continue
            previous = self.backward_cell(s, m, previous, last=i == len(column) - 1)
        assert previous is not None
        if not self.reduces_apart(s):
            return StageRuns(index=k, column=previous.name, inputs=inputs)
        return StageRuns(index=k, column=previous.name, inputs=inputs,
                         reduction=self.reduction(s).name,
                         graph_key=self.ctx.split_collective(k).graph_key)

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

    # -- initialisation and reads ------------------------------------------
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


def _after(op: Optional[Any]) -> Any:
    """A control-dependency block on `op` (none when `op` is None)."""
    return tf.control_dependencies([op] if op is not None else [])


def spectrain_state(name: str) -> str:
    """The checkpoint name of SpecTrain's smoothed update of variable `name`."""
    return f"parallax/spectrain_v/{name}"


def build_pipeline_program(step: CapturedStep, cut: PipelineCut, config: Config,
                           ctx: WorkerContext, microbatches: int,
                           chunks: tuple[tuple[str, ...], ...] = (),
                           servers: Optional[dict[str, str]] = None) -> PipelineProgram:
    """One replica's pipeline program (`ctx`: its driver; `ctx.split_devices`
    the stages' tasks; `step` captured at the micro-batch's shapes; `chunks`:
    the plan's, each reduced across replicas as one grouped AllReduce;
    `servers`: the server-placed variables and slots -> their server's device)."""
    graph = tf.Graph()
    with graph.as_default():
        b = _Builder(step, cut, config, ctx, microbatches, chunks, servers)
        b.variables()
        b.queues_()
        runs = tuple(b.stage(s) for s in cut.stages)
        outputs: list[Optional[tf.Tensor]] = [None] * len(step.output_names)
        with tf.device(b.device(0)):
            for s in cut.stages:
                if not s.outputs:
                    continue
                got = b.queues[("out", s.index)].dequeue_many(microbatches)
                got = list(got) if isinstance(got, (list, tuple)) else [got]
                for i, t in zip(s.outputs, got):
                    outputs[i] = t
            done = b.queues[("done", 0)].dequeue_many(b.stages - 1) if b.stages > 1 else None
        init, reads = b.init()
        tables = tf.group(*(fill for _, fill in b.tables.values()),
                          name="pipeline/tables") if b.tables else None
    return PipelineProgram(graph=graph, stages=runs, outputs=tuple(outputs), done=done,
                           init=init, reads=reads, tables=tables)
