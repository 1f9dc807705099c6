"""Gradient aggregation passes' machinery: the tensor transforms that replace
each gradient where the tape produced it, before any clipping.

* `AllReduce` placements: dense gradients by a Horovod AllReduce (mean or
  sum), sparse ones by AllGathers of values and indices; with model
  splitting, on the task of the variable's split position, over the process
  set of that position (its tasks in every replica).
* `ParameterServer` placements: pushed to per-replica inboxes on the
  variable's server(s), and after a barrier read back there as the
  concatenation (sparse: the rows of all replicas in replica order, exactly
  what the single-device step would see for the concatenated batch) or the
  sum (dense), scaled for the mean. With local aggregation the replicas of a
  machine first combine theirs on the machine's first replica: by a
  collective among the machine's workers on TensorFlow's engine, through
  inboxes on that replica's task on Horovod's.
"""
from __future__ import annotations

from typing import Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep, CapturedVariable, DenseGradient, SparseGradient
from parallax_tf.comm.collective import Collective, hvd_name
from parallax_tf.config import Aggregation, SyncMode
from parallax_tf.graph.staged_import import TensorTransform
from parallax_tf.modes.data.lower.homes import VariableHome
from parallax_tf.modes.data.lower.shard_rows import IDS, ROWS, Aligned, ShardParts
from parallax_tf.plan import Plan
from parallax_tf.plan.placements import ParameterServer
from parallax_tf.session.context import WorkerContext


class Aggregator:
    """Builds the gradient replacements (the tensor transforms)."""

    def __init__(self, step: CapturedStep, plan: Plan, ctx: WorkerContext,
                 homes: dict[str, VariableHome]) -> None:
        self.plan, self.ctx, self.homes = plan, ctx, homes
        self.dense_mean = plan.config.data.dense_aggregation is Aggregation.MEAN
        self.sparse_mean = plan.config.data.sparse_aggregation is Aggregation.MEAN
        self.asynchronous = any(
            v.on_servers and v.placement.sync is SyncMode.ASYNC for v in plan.variables.values())
        """ASYNC: server-placed variables take each worker's own gradient, as it comes."""
        self._step = step
        self._pulled: dict[str, dict[str, tf.Tensor]] = {}
        self.parts = ShardParts()
        """Per-shard parts of the aggregated gradients of partitioned variables."""
        self.inboxes: list[tf.Tensor] = []
        """Every inbox variable this program declares (for `release`)."""
        self.push_barriers: list[tf.Tensor] = []
        """Every worker runs these each step (its pushes), needed or not here."""
        self.transforms: dict[str, TensorTransform] = {}
        self.requires: dict[str, list[str]] = {}
        self._partitioned_sparse: list[CapturedVariable] = []
        self.held: dict = {}
        """Server variable -> its row cache's `hold` (`lower/row_cache.py`):
        the gradient rows this worker pushes, given the ones it computed."""
        self._batch: dict[str, list[CapturedVariable]] = {}
        """Server variable -> the variables whose gradients go in the same
        push round, behind one barrier (`Config.coalesce_transfers`)."""

    def register(self, kind: type, skip: frozenset = frozenset()) -> int:
        """Replace the gradients of the variables placed with `kind`
        (`AllReduce` or `ParameterServer`), but those in `skip`; returns how
        many."""
        count, batch = 0, []
        for var in self._step.trainable_variables:
            entry = self.plan.variables.get(var.name)
            if entry is None or var.gradient is None or not isinstance(entry.placement, kind) \
                    or var.name in skip:
                continue
            if isinstance(entry.placement, ParameterServer) \
                    and entry.placement.sync is SyncMode.ASYNC:
                continue
            count += 1
            for tensor in _aggregated_tensors(var):
                self.transforms[tensor] = self._transform_for(var, entry.on_servers)
                self.requires[tensor] = _aggregated_tensors(var)
            if entry.on_servers and isinstance(var.gradient, SparseGradient) \
                    and self.homes[var.name].sharding is not None:
                self._partitioned_sparse.append(var)
            if entry.on_servers:
                batch.append(var)
        if len(batch) > 1 and self.plan.config.data.coalesce_transfers:
            # one push round and one barrier for all of them (built when the
            # last of their gradients exists): fewer messages and collectives
            every = [t for var in batch for t in _aggregated_tensors(var)]
            for var in batch:
                self._batch[var.name] = batch
                for tensor in _aggregated_tensors(var):
                    self.requires[tensor] = every
        return count

    def register_chunks(self, chunks: tuple, prefix: str = "chunk") -> None:
        """Chunked aggregation: the dense gradients of each chunk's variables
        replaced by one grouped AllReduce, built once the chunk's last
        gradient exists (every gradient of the chunk is required)."""
        by_name = {v.name: v for v in self._step.trainable_variables}
        for index, names in enumerate(chunks):
            tensors = [_dense(by_name[n]).tensor for n in names]
            transform = self._chunk_transform(f"{prefix}{index}", tensors, by_name[names[0]])
            for tensor in tensors:
                self.transforms[tensor] = transform
                self.requires[tensor] = tensors

    def _chunk_transform(self, label: str, tensors: list[str], first: CapturedVariable):
        reduced: dict[str, tf.Tensor] = {}
        home = self.homes[first.name]

        def transform(raw: tf.Tensor, resolve) -> tf.Tensor:
            if not reduced:
                with tf.device(home.device):
                    out = self.ctx.split_collective(home.split).grouped_allreduce(
                        [resolve(t) for t in tensors], average=self.dense_mean,
                        name=f"parallax_g{self.ctx.generation}_{label}")
                reduced.update(zip(tensors, out))
            return reduced[raw.name]
        return transform

    def _inbox(self, dtype: tf.DType, device: str, shared_name: str) -> tf.Tensor:
        handle = inbox(dtype, device, shared_name)
        self.inboxes.append(handle)
        return handle

    def _transform_for(self, var: CapturedVariable, on_servers: bool):
        def transform(raw: tf.Tensor, resolve) -> tf.Tensor:
            if on_servers:
                return self._ps(var, resolve)[raw.name]
            if isinstance(var.gradient, SparseGradient) \
                    and self.plan.variables[var.name].collective == "allreduce":
                return self._sparse_as_dense(var, resolve)[raw.name]
            return self._collective(var, raw, resolve)
        return transform

    def _sparse_as_dense(self, var: CapturedVariable, resolve) -> dict[str, tf.Tensor]:
        """`Config.sparse_as_dense`: the rows summed into a table-sized dense
        gradient, AllReduced, and handed on as a gradient that lists every
        row once (values = the reduced table, indices = 0..rows-1)."""
        if var.name in self._pulled:
            return self._pulled[var.name]
        g, home = _sparse(var), self.homes[var.name]
        rows = self.plan.variables[var.name].shape[0]
        name = f"parallax_{hvd_name(var.name)}_sparse_as_dense"
        c = self.ctx.split_collective(home.split)
        with tf.device(home.device):
            values, indices = resolve(g.values), resolve(g.indices)
            dense = tf.math.unsorted_segment_sum(values, indices, rows)
            reduced = c.allreduce(dense, average=self.sparse_mean, name=f"{name}_allreduce")
            self._pulled[var.name] = {g.values: reduced,
                                      g.indices: tf.range(rows, dtype=indices.dtype)}
        return self._pulled[var.name]

    def _collective(self, var: CapturedVariable, raw: tf.Tensor, resolve) -> tf.Tensor:
        home = self.homes[var.name]
        c = self.ctx.split_collective(home.split)
        if isinstance(var.gradient, DenseGradient):
            name = f"parallax_{hvd_name(var.name)}_{hvd_name(raw.op.name)}_{raw.value_index}"
            with tf.device(home.device):
                return c.allreduce(raw, average=self.dense_mean, name=f"{name}_allreduce")
        if var.name not in self._pulled:      # values and indices gathered together
            g = _sparse(var)
            with tf.device(home.device):
                values, indices = c.allgather_rows(
                    [resolve(g.values), resolve(g.indices)],
                    name=f"parallax_{hvd_name(var.name)}_allgather")
                if self.sparse_mean and c.size > 1:
                    values = values * tf.cast(1.0 / c.size, values.dtype)
            self._pulled[var.name] = {g.values: values, g.indices: indices}
        return self._pulled[var.name][raw.name]

    def _ps(self, var: CapturedVariable, resolve) -> dict[str, tf.Tensor]:
        if var.name in self._pulled:
            return self._pulled[var.name]
        batch = self._batch.get(var.name, [var])
        ctx = self.ctx
        local = self.plan.config.data.local_aggregation
        raws = {t: resolve(t) for v in batch for t in _aggregated_tensors(v)}
        for v in batch:
            if v.name in self.held:
                g = _sparse(v)
                raws[g.values], raws[g.indices] = self.held[v.name](raws[g.values],
                                                                    raws[g.indices])
        sent = self._aggregate_locally(batch, raws) if local else {
            t: (raws[t], []) for t in raws}
        senders = ctx.machines() if local else list(range(ctx.num_workers))
        me = ctx.machine(ctx.worker) if local else ctx.worker
        pushes: list[tf.Operation] = []
        boxes = {}
        for v in batch:
            boxes[v.name] = self._push(v, raws, sent, senders, me, pushes)
        name = hvd_name(var.name) if len(batch) == 1 else "all"
        with tf.device(ctx.worker_device):
            barrier = ctx.collective.barrier(f"parallax_pushed_{name}", after=pushes)
        self.push_barriers.append(barrier)
        with tf.control_dependencies([barrier]):
            for v in batch:
                inbox, shards = boxes[v.name]
                self._pulled[v.name] = {
                    t: self._pull(v, k, t, shards, [inbox[(k, s, j)] for s in range(len(shards))
                                                    for j in senders],
                                  raws[t].dtype, raws[t].shape)
                    for k, t in enumerate(_aggregated_tensors(v))}
        return self._pulled[var.name]

    def _push(self, var: CapturedVariable, raws: dict, sent: dict, senders: list, me: int,
              pushes: list) -> tuple[dict, list]:
        """This task's part of `var`'s gradient written to its inbox on each
        target server (ops appended to `pushes`); returns the inboxes of
        every sender, by (part, shard, sender), and the target devices."""
        home = self.homes[var.name]
        parts = _aggregated_tensors(var)
        sparse = isinstance(var.gradient, SparseGradient)
        shards = _push_targets(home, sparse)
        if len(shards) > 1:
            pieces = self._split_for_shards(var, parts, sent, home)
        else:
            pieces = {t: None if sent[t][0] is None else [sent[t][0]] for t in parts}
        inbox = {}
        for k, tensor_name in enumerate(parts):
            for s, device in enumerate(shards):
                suffix = "" if len(shards) == 1 else f"/shard{s}"
                for j in senders:
                    inbox[(k, s, j)] = self._inbox(
                        raws[tensor_name].dtype, device,
                        f"parallax/g{self.ctx.generation}/inbox/{var.name}{suffix}/{k}/{j}")
                piece = pieces[tensor_name]
                if piece is not None:
                    with tf.device(device), tf.control_dependencies(sent[tensor_name][1]):
                        pushes.append(tf.raw_ops.AssignVariableOp(
                            resource=inbox[(k, s, me)], value=piece[s],
                            validate_shape=False))
            pushes.extend(sent[tensor_name][1])
        return inbox, shards

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
        scaled = (tensor_name == _sparse(var).values and self.sparse_mean) if sparse \
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
            sharding, g = self.homes[var.name].sharding, _sparse(var)
            assert sharding is not None             # `register` keeps partitioned ones
            seeds[g.values] = Aligned(ROWS, sharding.name)
            seeds[g.indices] = Aligned(IDS, sharding.name)
        return seeds

    @staticmethod
    def _split_for_shards(var: CapturedVariable, parts: list[str], sent: dict,
                          home: VariableHome) -> dict[str, Optional[list[tf.Tensor]]]:
        """A sparse gradient's rows split by the shard their index falls in:
        tensor name -> one piece per shard (None where this task sends nothing)."""
        sharding = home.sharding
        assert sharding is not None                 # several shards: `_push_targets`
        indices, _ = sent[_sparse(var).indices]
        if indices is None:
            return {t: None for t in parts}
        shard_of, _ = sharding.split(indices)
        return {t: tf.dynamic_partition(sent[t][0], shard_of, sharding.num_shards)
                for t in parts}

    def _aggregate_locally(self, batch: list[CapturedVariable], raws: dict[str, tf.Tensor]
                           ) -> dict:
        """Local aggregation: the gradients of the workers of a machine (of
        every variable in `batch`) combined on its first worker, the local
        chief, which pushes them for the machine: concatenated (sparse, in
        worker order) or summed (dense). Returns tensor name -> (value to
        push or None, ops to wait for)."""
        if self.ctx.machine_collective is not None:
            return self._gathered_locally(batch, raws, self.ctx.machine_collective)
        return self._inboxed_locally(batch, raws)

    def _gathered_locally(self, batch: list[CapturedVariable], raws: dict[str, tf.Tensor],
                          local: Collective) -> dict:
        """TensorFlow's collectives: the machine's workers gather (sparse) or
        reduce (dense) among themselves: a run that holds the step's
        collectives touches no other worker's task (`comm/collective.py`),
        and the machine need not run a server."""
        ctx = self.ctx
        chief = ctx.workers_on(ctx.machine(ctx.worker))[0] == ctx.worker
        out = {}
        with tf.device(ctx.worker_device):
            for var in batch:
                sparse = isinstance(var.gradient, SparseGradient)
                name = f"parallax_local_{hvd_name(var.name)}"
                tensors = _aggregated_tensors(var)
                combined = local.allgather_rows([raws[t] for t in tensors], name=name) \
                    if sparse else [local.allreduce(raws[t], average=False, name=name)
                                    for t in tensors]
                for tensor_name, value in zip(tensors, combined):
                    out[tensor_name] = (value if chief else None, [value.op])
        return out

    def _inboxed_locally(self, batch: list[CapturedVariable], raws: dict[str, tf.Tensor]
                         ) -> dict:
        """Horovod's collectives: each worker writes its gradients to inboxes
        on the local chief; after one barrier the local chief reads them."""
        ctx = self.ctx
        machine = ctx.machine(ctx.worker)
        local = ctx.workers_on(machine)
        local_chief = local[0]
        device = ctx.device_of_worker(local_chief)
        writes, local_inbox = [], {}
        for var in batch:
            for k, tensor_name in enumerate(_aggregated_tensors(var)):
                dtype = raws[tensor_name].dtype
                with tf.device(device):
                    for w in local:
                        local_inbox[(tensor_name, w)] = self._inbox(
                            dtype, device, f"parallax/g{ctx.generation}/local/{var.name}/{k}/{w}")
                    writes.append(tf.raw_ops.AssignVariableOp(
                        resource=local_inbox[(tensor_name, ctx.worker)],
                        value=raws[tensor_name], validate_shape=False))
        name = hvd_name(batch[0].name) if len(batch) == 1 else "all"
        with tf.device(ctx.worker_device):
            gathered = ctx.collective.barrier(f"parallax_local_{name}", after=writes)
        out = {}
        for var in batch:
            sparse = isinstance(var.gradient, SparseGradient)
            for tensor_name in _aggregated_tensors(var):
                if ctx.worker != local_chief:
                    out[tensor_name] = (None, [gathered])
                    continue
                dtype = raws[tensor_name].dtype
                with tf.device(device), tf.control_dependencies([gathered]):
                    reads = [tf.raw_ops.ReadVariableOp(
                        resource=local_inbox[(tensor_name, w)], dtype=dtype) for w in local]
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


def inbox(dtype: tf.DType, device: str, shared_name: str) -> tf.Tensor:
    """A variable of any shape on `device` that receives one task's tensor
    each step (a gradient here; a dynamic table's keys, `dynamic.Stage`)."""
    with tf.device(device):
        return tf.raw_ops.VarHandleOp(dtype=dtype, shape=tf.TensorShape(None),
                                      shared_name=shared_name, container="",
                                      name=shared_name.replace("parallax/", "parallax_", 1))


def _sparse(var: CapturedVariable) -> SparseGradient:
    """`var`'s gradient, which the caller knows to be sparse."""
    assert isinstance(var.gradient, SparseGradient), var.name
    return var.gradient


def _dense(var: CapturedVariable) -> DenseGradient:
    """`var`'s gradient, which the caller knows to be dense."""
    assert isinstance(var.gradient, DenseGradient), var.name
    return var.gradient


def _aggregated_tensors(var: CapturedVariable) -> list[str]:
    """The gradient tensors that aggregation replaces (a sparse gradient's
    dense_shape is the same on every worker and stays as it is)."""
    g = var.gradient
    if isinstance(g, DenseGradient):
        return [g.tensor]
    if isinstance(g, SparseGradient):
        return [g.values, g.indices]
    return []
