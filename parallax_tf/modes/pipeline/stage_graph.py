"""The replica's pipeline graph as its builder holds it: every stage's
variables (stage copies, SpecTrain's v and previous weights, GPipe's
accumulators), the queues between the stages and to the driver, where each
of the step's nodes runs (its stage's task, or the server of a server
variable it reads, gathers, writes or updates alone), and a stage's import
of the step's nodes once more (fed its variables' handles, constants and
lookup tables; with SpecTrain, its reads of its weights predicted).

`StageGraph` is the base the builder's concerns extend
(`modes/pipeline/column.py`, `reduction.py`, `servers.py`, `initialise.py`;
composed in `program.py`).
"""
from __future__ import annotations

from typing import Any, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep
from parallax_tf.config import Config, ScheduleKind, Staleness
from parallax_tf.graph.analysis import update_math
from parallax_tf.graph.staged_import import Built, StagedImport
from parallax_tf.graph.tables import local_table
from parallax_tf.modes.pipeline import section as pipeline_of
from parallax_tf.modes.pipeline.cut import PipelineCut
from parallax_tf.plan.schedule import make_schedule, spectrain_gaps
from parallax_tf.session.context import WorkerContext

READ_OPS = frozenset({"ReadVariableOp", "ResourceGather"})
"""The ops that read a variable's value: SpecTrain predicts them; a server
variable's run on its server."""


class StageGraph:
    """The builder's state (one graph, default while building) and its
    variables, queues and imports."""

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
            if source in handles and (node.op in READ_OPS or node.op.startswith(
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
        with control_after(gate):
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
            if node.name not in nodes or node.op not in READ_OPS:
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


def control_after(op: Optional[Any]) -> Any:
    """A control-dependency block on `op` (none when `op` is None)."""
    return tf.control_dependencies([op] if op is not None else [])
