"""Lowering: the captured step + the Plan -> one worker's program (a tf.Graph).

Between-graph replication: every worker builds its own program and runs it in
a `tf.compat.v1.Session` against its own `tf.distribute.Server`.

* Forward and backward are the user's, imported from the captured GraphDef.
* Variables become resource handles: replicated ('allreduce') variables and
  state not owned by a server-placed variable live on the worker; 'ps'
  variables and their optimizer slots live on their server, shared by all
  workers through one `shared_name`.
* Gradients are replaced where the tape produced them, before any clipping:
  dense 'allreduce' gradients by a Horovod AllReduce (mean or sum), sparse
  ones in ALLREDUCE mode by AllGathers of values and indices; 'ps' gradients
  are pushed to per-worker inboxes on the variable's server, and after a
  barrier read back there as the concatenation (sparse: the rows of all
  workers in worker order, exactly what the single-device step would see for
  the concatenated batch) or the sum (dense), scaled for the mean.
* The user's update ops for server-placed variables run only in the chief's
  program (TensorFlow places them with the variable, on the server); the
  other workers drop them. A second barrier ends every step after the chief's
  updates, so no worker reads step k+1 values before step k is applied.
* A variable split in shards (`partitioner()`) is handled by the builders of
  `lower/partition.py`; each worker pushes each shard's rows of its gradient
  to that shard's server.
* Config(sync=ASYNC): server-placed variables get no aggregation and no
  barrier: every worker runs the update ops with its own gradient on the
  servers as soon as it has it (replicated variables stay AllReduced).
"""
from __future__ import annotations

import dataclasses
from typing import Optional

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep, CapturedVariable, DenseGradient, SparseGradient
from parallax_tf.comm import Collective
from parallax_tf.config import Aggregation, SyncMode
from parallax_tf.errors import PlanError
from parallax_tf.lower.analysis import slot_owners, update_math
from parallax_tf.lower.partition import Sharding, partition_builders
from parallax_tf.lower.shard_rows import IDS, ROWS, Aligned, ShardParts
from parallax_tf.lower.staged_import import StagedImport
from parallax_tf.plan import Plan

_RESOURCE_OPS = frozenset({"ReadVariableOp", "ResourceGather", "ResourceGatherNd",
                           "VariableShape", "VarIsInitializedOp"})


@dataclasses.dataclass(frozen=True, kw_only=True)
class WorkerContext:
    """Who is building the program."""

    worker: int
    num_workers: int
    worker_device: str
    """e.g. '/job:worker/task:3/device:CPU:0'."""
    server_devices: tuple[str, ...]
    """Device of server k (machine k), e.g. '/job:ps/task:k/device:CPU:0'."""
    collective: Collective
    generation: int = 0
    """Bumped when the same servers get a new program (new shared names)."""
    machine_of: tuple[int, ...] = ()
    """Machine index of each worker (workers are numbered machine by machine);
    empty: one machine per worker."""

    @property
    def is_chief(self) -> bool:
        return self.worker == 0

    def machine(self, worker: int) -> int:
        return self.machine_of[worker] if self.machine_of else worker

    def workers_on(self, machine: int) -> list[int]:
        return [w for w in range(self.num_workers) if self.machine(w) == machine]

    @property
    def num_machines(self) -> int:
        return self.machine(self.num_workers - 1) + 1

    def device_of_worker(self, worker: int) -> str:
        return self.worker_device.replace(f"/task:{self.worker}/", f"/task:{worker}/", 1)


@dataclasses.dataclass(frozen=True, kw_only=True)
class VariableHome:
    """Where one captured variable lives in the program."""

    name: str
    device: str
    shared: bool
    """On a server, shared by all workers (initialised by the chief)."""
    handle: tf.Tensor
    """The variable's handle (its first shard's when partitioned)."""
    captured: CapturedVariable = dataclasses.field(repr=False)
    sharding: Optional[Sharding] = None
    """Set when the variable is split in several shards (see lower/partition.py)."""

    def read(self) -> tf.Tensor:
        """The whole current value (stitched from the shards when partitioned)."""
        if self.sharding is not None:
            return self.sharding.stitch(self.sharding.read_shards())
        with tf.device(self.device):
            return tf.raw_ops.ReadVariableOp(resource=self.handle,
                                             dtype=tf.as_dtype(self.captured.dtype))

    def assign(self, value: tf.Tensor) -> tf.Operation:
        """Set the whole value (each shard its rows when partitioned)."""
        if self.sharding is not None:
            return self.sharding.assign("AssignVariableOp", value)
        with tf.device(self.device):
            return tf.raw_ops.AssignVariableOp(resource=self.handle, value=value)


@dataclasses.dataclass(frozen=True, kw_only=True)
class InitOps:
    """Initialisation: feed each variable's value, run `assign`, then `sync`."""

    values: dict[str, tf.Tensor]
    """Variable name -> placeholder for its initial value."""
    assign: tf.Operation
    sync: tf.Tensor
    """Broadcast of replicated variables from worker 0 and a barrier after the
    chief initialised the servers' variables."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class WorkerProgram:
    graph: tf.Graph
    inputs: tuple[tf.Tensor, ...]
    outputs: tuple[tf.Tensor, ...]
    step_done: tf.Tensor
    homes: dict[str, VariableHome]
    init: InitOps
    reads: dict[str, tf.Tensor]
    """Variable name -> a read of its current value (for save/export)."""
    sync: tf.Tensor
    """A barrier of all workers (`DistributedRunner.sync`)."""
    release: tf.Operation
    """Frees this program's shared state: the chief deletes the variables and
    inboxes on the servers, every worker the inboxes on itself. Run once no
    worker runs the program any more (before lowering the step again)."""


def _homes(step: CapturedStep, plan: Plan, ctx: WorkerContext,
           owners: dict[str, str]) -> dict[str, VariableHome]:
    """`owners`: slot name -> the server-placed variable it belongs to."""
    ps_vars = [n for n, v in plan.variables.items() if v.placement == "ps"]
    homes = {}
    for var in step.variables:
        owner = var.name if var.name in ps_vars else owners.get(var.name)
        dtype = tf.as_dtype(var.dtype)
        if owner is None:
            devices, shapes = [ctx.worker_device], [var.shape]
            names = [f"parallax/local/{var.name}"]
        else:
            entry = plan.variables[owner]
            devices = [ctx.server_devices[k] for k in entry.servers]
            if entry.num_shards == 1:
                shapes, names = [var.shape], [f"parallax/g{ctx.generation}/{var.name}"]
            else:
                shapes = [(rows, *var.shape[1:]) for rows in entry.shard_rows]
                names = [f"parallax/g{ctx.generation}/{var.name}/shard{s}of{entry.num_shards}"
                         for s in range(entry.num_shards)]
        handles = []
        for s, (device, shape, shared_name) in enumerate(zip(devices, shapes, names)):
            suffix = "" if len(devices) == 1 else f"/shard{s}"
            with tf.device(device):
                handles.append(tf.raw_ops.VarHandleOp(
                    dtype=dtype, shape=shape, shared_name=shared_name, container="",
                    name=f"parallax/var/{var.name}{suffix}"))
        sharding = None if len(handles) == 1 else Sharding(
            name=var.name, shape=var.shape, dtype=dtype, handles=tuple(handles),
            devices=tuple(devices))
        homes[var.name] = VariableHome(name=var.name, device=devices[0], shared=owner is not None,
                                       handle=handles[0], captured=var, sharding=sharding)
    return homes


class _Aggregator:
    """Builds the gradient replacements (the tensor transforms)."""

    def __init__(self, step: CapturedStep, plan: Plan, ctx: WorkerContext,
                 homes: dict[str, VariableHome]) -> None:
        self.plan, self.ctx, self.homes = plan, ctx, homes
        self.dense_mean = plan.config.dense_aggregation is Aggregation.MEAN
        self.sparse_mean = plan.config.sparse_aggregation is Aggregation.MEAN
        self.asynchronous = plan.config.sync is SyncMode.ASYNC
        """ASYNC: server-placed variables take each worker's own gradient, as it comes."""
        self._pulled: dict[str, dict[str, tf.Tensor]] = {}
        self.parts = ShardParts()
        """Per-shard parts of the aggregated gradients of partitioned variables."""
        self.inboxes: list[tf.Tensor] = []
        """Every inbox variable this program declares (for `release`)."""
        self.push_barriers: list[tf.Tensor] = []
        """Every worker runs these each step (its pushes), needed or not here."""
        self.transforms = {}
        self.requires: dict[str, list[str]] = {}
        self._partitioned_sparse: list[CapturedVariable] = []
        for var in step.trainable_variables:
            entry = plan.variables.get(var.name)
            if entry is None or var.gradient is None or (
                    entry.placement == "ps" and self.asynchronous):
                continue
            for tensor in _aggregated_tensors(var):
                self.transforms[tensor] = self._transform_for(var, entry.placement)
                self.requires[tensor] = _aggregated_tensors(var)
            if entry.placement == "ps" and isinstance(var.gradient, SparseGradient) \
                    and homes[var.name].sharding is not None:
                self._partitioned_sparse.append(var)

    def _inbox(self, dtype: tf.DType, device: str, shared_name: str) -> tf.Tensor:
        handle = _inbox(dtype, device, shared_name)
        self.inboxes.append(handle)
        return handle

    def _transform_for(self, var: CapturedVariable, placement: str):  # noqa: ANN202
        def transform(raw: tf.Tensor, resolve) -> tf.Tensor:  # noqa: ANN001
            if placement == "ps":
                return self._ps(var, resolve)[raw.name]
            return self._collective(var, raw)
        return transform

    def _collective(self, var: CapturedVariable, raw: tf.Tensor) -> tf.Tensor:
        name = f"parallax_{_hvd_name(var.name)}_{_hvd_name(raw.op.name)}_{raw.value_index}"
        c = self.ctx.collective
        with tf.device(self.ctx.worker_device):
            if isinstance(var.gradient, DenseGradient):
                return c.allreduce(raw, average=self.dense_mean, name=f"{name}_allreduce")
            gathered = c.allgather(raw, name=f"{name}_allgather")
            if raw.name == var.gradient.values and self.sparse_mean and c.size > 1:
                gathered = gathered * tf.cast(1.0 / c.size, gathered.dtype)
            return gathered

    def _ps(self, var: CapturedVariable, resolve) -> dict[str, tf.Tensor]:  # noqa: ANN001
        if var.name in self._pulled:
            return self._pulled[var.name]
        home = self.homes[var.name]
        parts = _aggregated_tensors(var)
        ctx, n = self.ctx, self.ctx.num_workers
        sparse = isinstance(var.gradient, SparseGradient)
        raws = {t: resolve(t) for t in parts}
        if self.plan.config.local_aggregation:
            senders = list(range(ctx.num_machines))
            sent = self._aggregate_locally(var, parts, raws, sparse)
            me = ctx.machine(ctx.worker)
        else:
            senders = list(range(n))
            sent = {t: (raws[t], []) for t in parts}
            me = ctx.worker
        shards = _push_targets(home, sparse)
        if len(shards) > 1:
            pieces = self._split_for_shards(var, parts, sent, home)
        else:
            pieces = {t: None if sent[t][0] is None else [sent[t][0]] for t in parts}
        inbox, pushes = {}, []
        for k, tensor_name in enumerate(parts):
            for s, device in enumerate(shards):
                suffix = "" if len(shards) == 1 else f"/shard{s}"
                for j in senders:
                    inbox[(k, s, j)] = self._inbox(
                        raws[tensor_name].dtype, device,
                        f"parallax/g{ctx.generation}/inbox/{var.name}{suffix}/{k}/{j}")
                if pieces[tensor_name] is not None:
                    with tf.device(device), tf.control_dependencies(sent[tensor_name][1]):
                        pushes.append(tf.raw_ops.AssignVariableOp(
                            resource=inbox[(k, s, me)], value=pieces[tensor_name][s],
                            validate_shape=False))
            pushes.extend(sent[tensor_name][1])
        with tf.device(ctx.worker_device):
            barrier = ctx.collective.barrier(
                f"parallax_pushed_{_hvd_name(var.name)}", after=pushes)
        self.push_barriers.append(barrier)
        with tf.control_dependencies([barrier]):
            pulled = {t: self._pull(var, k, t, shards, [inbox[(k, s, j)] for s in
                                                         range(len(shards)) for j in senders],
                                    raws[t].dtype, raws[t].shape)
                      for k, t in enumerate(parts)}
        self._pulled[var.name] = pulled
        return pulled

    def _pull(self, var: CapturedVariable, k: int, tensor_name: str, shards: list[str],
              inboxes: list[tf.Tensor], dtype: tf.DType, raw_shape: tf.TensorShape) -> tf.Tensor:
        """The aggregated gradient part `tensor_name` read from the inboxes
        (shard-major, sender-minor): combined per shard on its server, then
        concatenated over shards, scaled for the mean."""
        sparse = isinstance(var.gradient, SparseGradient)
        senders = len(inboxes) // len(shards)
        per_shard = []
        for s, device in enumerate(shards):
            with tf.device(device):
                per_shard.append(_combine(
                    [tf.raw_ops.ReadVariableOp(resource=box, dtype=dtype)
                     for box in inboxes[s * senders:(s + 1) * senders]], sparse))
        scaled = (tensor_name == var.gradient.values and self.sparse_mean) if sparse \
            else self.dense_mean
        if scaled and self.ctx.num_workers > 1:
            for s, device in enumerate(shards):
                with tf.device(device):
                    per_shard[s] = per_shard[s] * tf.cast(1.0 / self.ctx.num_workers, dtype)
        if len(shards) > 1:
            row_shape = raw_shape[1:] if raw_shape.rank is not None else None
            for part in per_shard:     # inboxes have no static shape; the rows do
                part.set_shape(tf.TensorShape([None]).concatenate(row_shape)
                               if row_shape is not None else None)
            self.parts.put(tensor_name, per_shard)
        with tf.device(shards[0] if len(shards) == 1 else self.ctx.worker_device):
            value = per_shard[0] if len(shards) == 1 else tf.concat(per_shard, axis=0)
            return tf.identity(value, name=f"parallax/pulled/{var.name}/{k}")

    def aligned_seeds(self) -> dict[str, Aligned]:
        """The aggregated gradients of partitioned variables, whose per-shard
        parts `_pull` registers: values (rows) and indices (ids)."""
        seeds = {}
        for var in self._partitioned_sparse:
            key = self.homes[var.name].sharding.name
            seeds[var.gradient.values] = Aligned(ROWS, key)
            seeds[var.gradient.indices] = Aligned(IDS, key)
        return seeds

    @staticmethod
    def _split_for_shards(var: CapturedVariable, parts: list[str], sent: dict,
                          home: VariableHome) -> dict[str, Optional[list[tf.Tensor]]]:
        """A sparse gradient's rows split by the shard their index falls in:
        tensor name -> one piece per shard (None where this task sends nothing)."""
        indices, _ = sent[var.gradient.indices]
        if indices is None:
            return {t: None for t in parts}
        shard_of, _ = home.sharding.split(indices)
        return {t: tf.dynamic_partition(sent[t][0], shard_of, home.sharding.num_shards)
                for t in parts}

    def _aggregate_locally(self, var: CapturedVariable, parts: list[str],
                           raws: dict[str, tf.Tensor], sparse: bool) -> dict:
        """Local aggregation: each worker writes its gradient to an inbox on its
        machine's first worker (the local chief); after a barrier the local
        chief concatenates (sparse, in worker order) or sums (dense) them.
        Returns tensor name -> (value to push or None, ops to wait for)."""
        ctx = self.ctx
        machine = ctx.machine(ctx.worker)
        local = ctx.workers_on(machine)
        local_chief = local[0]
        device = ctx.device_of_worker(local_chief)
        writes, local_inbox = [], {}
        for k, tensor_name in enumerate(parts):
            dtype = raws[tensor_name].dtype
            with tf.device(device):
                for w in local:
                    local_inbox[(k, w)] = self._inbox(
                        dtype, device, f"parallax/g{ctx.generation}/local/{var.name}/{k}/{w}")
                writes.append(tf.raw_ops.AssignVariableOp(
                    resource=local_inbox[(k, ctx.worker)], value=raws[tensor_name],
                    validate_shape=False))
        with tf.device(ctx.worker_device):
            gathered = ctx.collective.barrier(
                f"parallax_local_{_hvd_name(var.name)}", after=writes)
        out = {}
        for k, tensor_name in enumerate(parts):
            if ctx.worker != local_chief:
                out[tensor_name] = (None, [gathered])
                continue
            dtype = raws[tensor_name].dtype
            with tf.device(device), tf.control_dependencies([gathered]):
                reads = [tf.raw_ops.ReadVariableOp(resource=local_inbox[(k, w)], dtype=dtype)
                         for w in local]
                value = _combine(reads, sparse)
            out[tensor_name] = (value, [gathered])
        return out


def _combine(parts: list, sparse: bool) -> tf.Tensor:
    """Gradients of several workers as one: sparse rows concatenated in worker
    order (exactly the single-device IndexedSlices), dense gradients summed."""
    return tf.concat(parts, axis=0) if sparse else tf.add_n(parts)


def _push_targets(home: VariableHome, sparse: bool) -> list[str]:
    """Devices that receive a server variable's gradient: each shard's server
    for a partitioned variable (its rows only), else the variable's server."""
    if home.sharding is not None and sparse:
        return list(home.sharding.devices)
    return [home.device]


def _hvd_name(name: str) -> str:
    """A variable or op name as part of a Horovod op name (matched across workers)."""
    return name.replace("/", "_")


def _inbox(dtype: tf.DType, device: str, shared_name: str) -> tf.Tensor:
    """A variable of any shape that receives one task's gradient each step."""
    with tf.device(device):
        return tf.raw_ops.VarHandleOp(dtype=dtype, shape=tf.TensorShape(None),
                                      shared_name=shared_name, container="",
                                      name=shared_name.replace("parallax/", "parallax_", 1))


def _aggregated_tensors(var: CapturedVariable) -> list[str]:
    """The gradient tensors that aggregation replaces (a sparse gradient's
    dense_shape is the same on every worker and stays as it is)."""
    g = var.gradient
    if isinstance(g, DenseGradient):
        return [g.tensor]
    if isinstance(g, SparseGradient):
        return [g.values, g.indices]
    return []


def _math_devices(step: CapturedStep, plan: Plan, homes: dict[str, VariableHome],
                  slots: dict[str, str]) -> dict[str, str]:
    """Node -> server device for the update math of each whole server-placed
    variable (see `analysis.update_math`): it runs on the server, next to
    the aggregated gradient and the variable, as in Parallax. (A partitioned
    variable's math stays on the worker that runs its update: its shards live
    on several servers.)"""
    owners = [n for n, v in plan.variables.items()
              if v.placement == "ps" and homes[n].sharding is None]
    groups = {o: [o] + [s for s, owner in slots.items() if owner == o] for o in owners}
    return {node: homes[owner].device for node, owner in update_math(step, groups).items()}


def _device_function(homes: dict[str, VariableHome], ctx: WorkerContext,
                     math_device: dict[str, str]):  # noqa: ANN202
    """Node -> device: resource ops with their variable, gathers of a
    server variable's read with it, the update math of a server variable on
    its server, everything else on the worker."""
    handle_device = {h.captured.handle.rsplit(":", 1)[0]: h.device for h in homes.values()}
    read_device = {}
    for home in homes.values():
        for read in home.captured.reads:
            read_device[read.name] = home.device

    def device_of(node) -> Optional[str]:  # noqa: ANN001
        first = node.input[0].split(":")[0] if node.input else ""
        if first in handle_device and (node.op in _RESOURCE_OPS or node.op.startswith(
                ("Resource", "Assign"))):
            return handle_device[first]
        if node.op in ("GatherV2", "Gather") and first in read_device:
            return read_device[first]
        return math_device.get(node.name, ctx.worker_device)
    return device_of


def _init_ops(homes: dict[str, VariableHome], ctx: WorkerContext) -> InitOps:
    values, assigns, broadcasts = {}, [], []
    with tf.device(ctx.worker_device):
        for name, home in homes.items():
            dtype = tf.as_dtype(home.captured.dtype)
            values[name] = tf.compat.v1.placeholder(dtype, home.captured.shape,
                                                    name=f"parallax/init/{name}")
            if home.shared and not ctx.is_chief:
                continue
            assigns.append(home.assign(values[name]))
        assign = tf.group(*assigns, name="parallax/init/assign")
        with tf.control_dependencies([assign]):
            for name, home in homes.items():
                if home.shared:
                    continue
                root = ctx.collective.broadcast(
                    home.read(), root=0, name=f"parallax_init_{_hvd_name(name)}")
                broadcasts.append(home.assign(root))
        sync = ctx.collective.barrier("parallax_init_done", after=broadcasts + [assign])
    return InitOps(values=values, assign=assign, sync=sync)


def _captured_constants(step: CapturedStep, feeds: dict,
                        ctx: WorkerContext) -> dict[str, tf.Tensor]:
    """Tensors the step captured from the Python side (a `tf.constant` or a
    NumPy array used inside the function, too large to be folded into its
    graph): constants of this program, on the worker."""
    constants = {}
    with tf.device(ctx.worker_device):
        for ext, internal in step.concrete_function.graph.captures:
            if internal.name in feeds or ext.dtype == tf.resource \
                    or not hasattr(ext, "numpy"):
                continue
            constants[internal.name] = tf.constant(
                ext.numpy(), dtype=ext.dtype,
                name=f"parallax/captured/{internal.op.name}")
    return constants


def build_worker_program(step: CapturedStep, plan: Plan, ctx: WorkerContext) -> WorkerProgram:
    """Lower `step` per `plan` for the worker described by `ctx`."""
    graph = tf.Graph()
    with graph.as_default():
        slots = slot_owners(step, [n for n, v in plan.variables.items()
                                   if v.placement == "ps"])
        homes = _homes(step, plan, ctx, slots)
        with tf.device(ctx.worker_device):
            inputs = tuple(tf.compat.v1.placeholder(s.dtype, s.shape, name=f"parallax/input_{i}")
                           for i, s in enumerate(step.input_specs))
        feeds = dict(zip(step.input_names, inputs))
        feeds.update({h.captured.handle: h.handle for h in homes.values()})
        feeds.update(_captured_constants(step, feeds, ctx))
        aggregator = _Aggregator(step, plan, ctx, homes)
        drop = [] if ctx.is_chief or aggregator.asynchronous else [
            u.name for h in homes.values() if h.shared for u in h.captured.updates]
        graph_def = step.parsed_graph_def()
        builders = partition_builders(graph_def, {
            h.captured.handle.rsplit(":", 1)[0]: h.sharding
            for h in homes.values() if h.sharding is not None},
            seeds=aggregator.aligned_seeds(), parts=aggregator.parts)
        with tf.device(ctx.worker_device):   # anything created without a device
            imported = StagedImport(
                graph_def, feeds=feeds, transforms=aggregator.transforms,
                requires=aggregator.requires, builders=builders,
                drop=drop,
                device_of=_device_function(homes, ctx,
                                           _math_devices(step, plan, homes, slots))).run()
        outputs = tuple(imported.tensor(n) for n in step.output_names)
        with tf.device(ctx.worker_device):
            ran = [imported.op(n.rsplit(":", 1)[0]) for n in step.output_names]
            if aggregator.asynchronous:
                step_done = tf.group(*ran, name="parallax/step_done")
            else:
                step_done = ctx.collective.barrier("parallax_step_done",
                                                   after=ran + aggregator.push_barriers)
        init = _init_ops(homes, ctx)
        reads = {}
        with tf.device(ctx.worker_device):
            for name, home in homes.items():
                reads[name] = tf.identity(home.read(), name=f"parallax/read/{name}")
        release = _release_ops(homes, aggregator.inboxes, ctx)
        with tf.device(ctx.worker_device):
            sync = ctx.collective.barrier("parallax_sync")
    return WorkerProgram(graph=graph, inputs=inputs, outputs=outputs, step_done=step_done,
                         homes=homes, init=init, reads=reads, sync=sync, release=release)


def _release_ops(homes: dict[str, VariableHome], inboxes: list[tf.Tensor],
                 ctx: WorkerContext) -> tf.Operation:
    mine = [h for h in inboxes if h.device == ctx.worker_device
            or (ctx.is_chief and "/job:ps" in h.device)]
    if ctx.is_chief:
        for home in homes.values():
            if home.shared:
                mine.extend(home.sharding.handles if home.sharding is not None else
                            [home.handle])
    with tf.device(ctx.worker_device):
        idle = ctx.collective.barrier("parallax_release")   # nobody runs the program now
    destroys = []
    for handle in mine:
        with tf.device(handle.device), tf.control_dependencies([idle]):
            destroys.append(tf.raw_ops.DestroyResourceOp(resource=handle,
                                                         ignore_lookup_error=True))
    return tf.group(idle, *destroys, name="parallax/release")


def initial_values(homes: dict[str, VariableHome]) -> dict[str, np.ndarray]:
    """Current values of the user's variables in this process (for InitOps)."""
    return {name: h.captured.variable.numpy() for name, h in homes.items()}
