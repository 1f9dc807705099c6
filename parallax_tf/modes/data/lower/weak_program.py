"""Lowering weak synchronisation (docs/weak_sync.md): the worker's side
(mirrors, pulls, pushes) and each parameter server's update program.

Every server-placed variable under a `WeakSync` policy is one *block*. On
its server it has, besides the variable and its optimizer slots:

* a version (int64, the number of updates applied);
* per worker an inbox (the worker's last gradient: dense, or its rows
  and their indices packed in one float64 record, `_pack_rows`, so that
  one assignment writes both and the server never reads the rows of one
  push with the indices of another) and a tag (the version the gradient
  was computed on; -1 before the first push);
* copies of the optimizer state the update reads besides the slots (its
  step counter, its learning rate), updated by this block's updates only.

A worker keeps a *mirror* of each block; the step's reads and gathers of
the variable read the mirror. `pull` copies the server's value into the
mirror and returns the version it read first (the server writes the value
before the version); `push` writes the gradient into the worker's inbox,
then its tag: the iteration the worker computed (the paper's timestamp).
The worker runtime decides which blocks to pull and when, and the tag
(modes/data/weak_runtime.py).

The server's program, per block: the gradient of the workers whose tag is
at least the current version (a mask fed by the server's loop) combined as in
synchronous training (dense: summed; rows: concatenated, masked rows
zeroed) and averaged over the d received, fed to the user's optimizer ops
for the variable (the step's own, cut out like a pipeline stage's update);
with c < k the update is scaled by d/k (the paper's w <- w - d eta
Updater(g/d), eta = the user's rate / k); then the version is incremented.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep, SparseGradient
from parallax_tf.config import Aggregation
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import run_closure, slot_owners
from parallax_tf.graph.cut import Cutter
from parallax_tf.graph.split import SplitAssignment
from parallax_tf.graph.staged_import import StagedImport


def weak_variables(plan: Any) -> list[str]:
    """The server-placed variables under a weak-sync policy, in plan order."""
    return [n for n, v in plan.variables.items() if v.on_servers and v.placement.weak is not None]


def _names(generation: int, var: str) -> dict[str, str]:
    base = f"parallax/g{generation}/weak/{var}"
    return {"version": f"{base}/version", "inbox": f"{base}/inbox", "tag": f"{base}/tag",
            "copy": f"{base}/state", "done": f"{base}/done"}


def _var(dtype: Any, shape: Any, device: str, shared_name: str) -> tf.Tensor:
    with tf.device(device):
        return tf.raw_ops.VarHandleOp(dtype=dtype, shape=shape, shared_name=shared_name,
                                      container="",
                                      name=shared_name.replace("parallax/", "parallax_", 1))


def _read(handle: tf.Tensor, dtype: Any) -> tf.Tensor:
    return tf.raw_ops.ReadVariableOp(resource=handle, dtype=dtype)


def _assign(handle: tf.Tensor, value: tf.Tensor) -> tf.Operation:
    return tf.raw_ops.AssignVariableOp(resource=handle, value=value, validate_shape=False)


@dataclasses.dataclass(frozen=True, kw_only=True)
class BlockOps:
    """What a block's update runs: the user's optimizer ops of the variable
    and its slots, cut out of the step (`pipeline_cut`'s update program)."""

    members: tuple[str, ...]
    """The variable and its optimizer slots."""
    state: tuple[str, ...]
    """Other state the update reads or writes (step counter, learning
    rate): copied per block on its server."""
    writes: tuple[str, ...]
    nodes: frozenset


def block_ops(step: CapturedStep, plan: Any) -> tuple[Any, dict[str, BlockOps]]:
    """(the cutter, whose GraphDef the node names refer to; per weak block
    its `BlockOps`). PlanError when a block's update needs another
    variable's gradient or a value of the forward or backward pass."""
    names = weak_variables(plan)
    cutter = Cutter(step, _trivial_assignment(step), stash_weights=False)
    owners = slot_owners(step, names)
    handles = {v.handle.rsplit(":", 1)[0]: v.name for v in step.variables}
    out = {}
    for name in names:
        members = [name] + [s for s, o in owners.items() if o == name]
        writes = [u.name for m in members for u in step.variable(m).updates]
        parts = set(_gradient_parts(step.variable(name)))
        unit = f"variable {name!r} (a weak-sync block)"
        nodes = cutter.update_program(0, writes, parts, unit)
        used = {handles[i.split(":")[0]] for n in cutter.graph_def.node if n.name in nodes
                for i in n.input if i.split(":")[0] in handles}
        state = sorted(used - set(members))
        writes += [u.name for s in state for u in step.variable(s).updates]
        out[name] = BlockOps(members=tuple(members), state=tuple(state), writes=tuple(writes),
                             nodes=frozenset(cutter.update_program(0, writes, parts, unit)))
    return cutter, out


def _zero_once(version: tf.Tensor) -> tf.Operation:
    """Set `version` to 0 unless it holds a value already."""
    def zero() -> tf.Operation:
        with tf.control_dependencies([_assign(version, tf.constant(0, tf.int64))]):
            return tf.no_op()
    return tf.cond(tf.raw_ops.VarIsInitializedOp(resource=version), tf.no_op, zero)


def _empty_gradient(step: CapturedStep, var: Any) -> tf.Tensor:
    """What an inbox holds before its worker's first push: a zero dense
    gradient, or a record of no rows (the server reads every inbox, masked)."""
    graph = step.concrete_function.graph
    if not isinstance(var.gradient, SparseGradient):
        return tf.zeros(var.shape, graph.get_tensor_by_name(var.gradient.tensor).dtype)
    return tf.zeros([0, 1 + _row_size(var)], tf.float64)


def _row_size(var: Any) -> int:
    size = 1
    for d in var.shape[1:]:
        size *= int(d)
    return size


def _pack_rows(values: tf.Tensor, indices: tf.Tensor, var: Any) -> tf.Tensor:
    """A sparse gradient as one record: [n, 1 + row size] float64, the
    index in column 0 (exact below 2**53), the row after it (exact for
    float32, float16 and bfloat16 rows)."""
    rows = tf.reshape(tf.cast(values, tf.float64), [-1, _row_size(var)])
    return tf.concat([tf.cast(tf.reshape(indices, [-1, 1]), tf.float64), rows], axis=1)


def _unpack_rows(record: tf.Tensor, var: Any, value_dtype: Any,
                 index_dtype: Any) -> tuple[tf.Tensor, tf.Tensor]:
    """(values, indices) of a `_pack_rows` record."""
    indices = tf.cast(record[:, 0], index_dtype)
    values = tf.reshape(tf.cast(record[:, 1:], value_dtype), [-1, *var.shape[1:]])
    return values, indices


def _gradient_parts(var: Any) -> list[str]:
    g = var.gradient
    return [g.values, g.indices] if isinstance(g, SparseGradient) else [g.tensor]


# ----------------------------------------------------------------------------- the worker

@dataclasses.dataclass(frozen=True, kw_only=True)
class WeakBlock:
    """One block as a worker's program sees it (names in its graph)."""

    variable: str
    server: int
    version: str
    """Tensor: the server's version (read on the server)."""
    pull: str
    """Op: copy the server's value into the mirror with the version read first."""
    pulled_version: str
    """Tensor: the version that `pull` read."""
    tags: str
    """Tensor [k]: every worker's tag of the block (read on the server)."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class WeakProgram:
    """A worker program's weak-sync side."""

    blocks: tuple[WeakBlock, ...]
    mirrors: dict
    """Variable -> the mirror's handle (the step reads it)."""
    tag: Optional[tf.Tensor] = None
    """Placeholder (int64): the iteration this step's gradients are tagged
    with (fed by the puller: the oldest version it just pulled)."""
    pushes: tuple = ()
    stashes: tuple = ()
    """TensorFlow's collectives (`Collective.same_step_ids`): the step's run
    writes each block's gradient into a stash on the worker (these ops), and
    `pushes` run after it in a session run of their own, with no collective
    and so a step id of their own: the step's run touches no server, whose
    state of that step id another worker's run ending would clean up while a
    push waits for no one. Empty with Horovod's: the pushes run in the step."""
    init: Optional[tf.Operation] = None
    """The chief: tags -1, versions 0 (run with the program's initialisation)."""
    finish: str = ""
    """Op: mark this worker finished on every block (its servers stop
    counting it among the workers they wait for); `unfinish` clears it."""
    unfinish: str = ""
    finished: str = ""
    """Tensor: the fewest workers marked finished on any block."""


def build_mirrors(step: CapturedStep, plan: Any, homes: dict, ctx: Any) -> WeakProgram:
    """Mirrors, versions and pull ops of the weak blocks (`homes`: the
    program's variable homes, on their servers)."""
    blocks, mirrors = [], {}
    for name in weak_variables(plan):
        # Built before the step is imported: every op named in a scope of
        # ours, so none takes a name of the step's own (AssignVariableOp_8).
        with tf.compat.v1.name_scope(f"parallax_weak/{name}/"):
            block, mirrors[name] = _mirror(name, homes[name], plan.variables[name], ctx)
        blocks.append(block)
    with tf.compat.v1.name_scope("parallax_weak/finish/"):
        marks = _finish_ops(plan, homes, ctx)
        with tf.device(ctx.worker_device):
            tag = tf.compat.v1.placeholder(tf.int64, [], name="tag")
    return WeakProgram(blocks=tuple(blocks), mirrors=mirrors, tag=tag, finish=marks["finish"],
                       unfinish=marks["unfinish"], finished=marks["finished"])


def _finish_ops(plan: Any, homes: dict, ctx: Any) -> dict[str, str]:
    """This worker's done flags on every block: set, cleared, and the
    fewest set on any block."""
    sets, clears, counts = [], [], []
    for name in weak_variables(plan):
        names, server = _names(ctx.generation, name), homes[name].device
        with tf.device(server):
            mine = _var(tf.int64, [], server, f"{names['done']}/w{ctx.worker}")
            sets.append(_assign(mine, tf.constant(1, tf.int64)))
            clears.append(_assign(mine, tf.constant(0, tf.int64)))
            counts.append(tf.add_n([_read(_var(tf.int64, [], server, f"{names['done']}/w{w}"),
                                          tf.int64) for w in range(ctx.num_workers)]))
    with tf.device(ctx.worker_device):
        return {"finish": tf.group(*sets).name, "unfinish": tf.group(*clears).name,
                "finished": tf.reduce_min(tf.stack(counts)).name}


def _mirror(name: str, home: Any, entry: Any, ctx: Any) -> tuple:
    """(WeakBlock, mirror handle) of one block."""
    if entry.num_shards > 1:
        raise PlanError(
            f"variable {name!r} is partitioned in {entry.num_shards} shards; weak "
            "synchronisation treats each server variable as one block and does not split "
            "partitioned ones yet: drop partitioner() for it or drop weak_sync")
    dtype = tf.as_dtype(home.captured.dtype)
    names = _names(ctx.generation, name)
    server = home.device
    mirror = _var(dtype, home.captured.shape, ctx.worker_device,
                  f"parallax/g{ctx.generation}/weak/{name}/mirror{ctx.worker}")
    version = _var(tf.int64, [], server, names["version"])
    with tf.device(server):
        seen = _read(version, tf.int64)
        with tf.control_dependencies([seen]):
            value = _read(home.handle, dtype)
        latest = _read(version, tf.int64)
        tags = tf.stack([_read(_var(tf.int64, [], server, f"{names['tag']}/w{w}"),
                               tf.int64) for w in range(ctx.num_workers)])
    with tf.device(ctx.worker_device):
        pull = tf.group(_assign(mirror, value), name=f"parallax/weak_pull/{name}")
    block = WeakBlock(variable=name, server=entry.servers[0], version=latest.name,
                      pull=pull.name, pulled_version=seen.name, tags=tags.name)
    return block, mirror


def build_pushes(step: CapturedStep, plan: Any, weak: WeakProgram, homes: dict, ctx: Any,
                 gradient: Any) -> WeakProgram:
    """This worker's pushes: each block's gradient into its inbox on the
    server, then the tag (the step's iteration, `weak.tag`).
    `gradient(name)` gives the imported gradient tensor of `name`."""
    pushes, stashes = [], []
    apart = ctx.collective.same_step_ids      # see `WeakProgram.stashes`
    for block in weak.blocks:
        var = step.variable(block.variable)
        names = _names(ctx.generation, var.name)
        server = homes[var.name].device
        parts = [gradient(p) for p in _gradient_parts(var)]
        with tf.device(ctx.worker_device if apart else server):
            value = parts[0] if len(parts) == 1 else _pack_rows(parts[0], parts[1], var)
        if apart:
            stash = _var(value.dtype, None, ctx.worker_device,
                         f"{names['inbox']}0/stash{ctx.worker}")
            with tf.device(ctx.worker_device):
                stashes.append(_assign(stash, value))
                value = _read(stash, value.dtype)
        box = _var(value.dtype, None, server, f"{names['inbox']}0/w{ctx.worker}")
        with tf.device(server):
            writes = [_assign(box, value)]
        tag = _var(tf.int64, [], server, f"{names['tag']}/w{ctx.worker}")
        with tf.device(server), tf.control_dependencies(writes):
            pushes.append(_assign(tag, tf.identity(weak.tag)))
    init = None
    if ctx.is_chief:
        init = _chief_init(step, plan, weak, homes, ctx)
    return dataclasses.replace(weak, pushes=tuple(pushes), stashes=tuple(stashes), init=init)


def _chief_init(step: CapturedStep, plan: Any, weak: WeakProgram, homes: dict,
                ctx: Any) -> tf.Operation:
    """Versions 0 (the first time only: a restore keeps counting), tags -1,
    empty inboxes, and each block's copies of the optimizer state from the
    chief's own (already initialised or restored) values."""
    _, blocks = block_ops(step, plan)
    resets = []
    for block in weak.blocks:
        names = _names(ctx.generation, block.variable)
        server = homes[block.variable].device
        with tf.device(server):
            resets.append(_zero_once(_var(tf.int64, [], server, names["version"])))
            for w in range(ctx.num_workers):
                resets.append(_assign(_var(tf.int64, [], server, f"{names['tag']}/w{w}"),
                                      tf.constant(-1, tf.int64)))
                resets.append(_assign(_var(tf.int64, [], server, f"{names['done']}/w{w}"),
                                      tf.constant(0, tf.int64)))
                empty = _empty_gradient(step, step.variable(block.variable))
                resets.append(_assign(_var(empty.dtype, None, server,
                                           f"{names['inbox']}0/w{w}"), empty))
            for name in blocks[block.variable].state:
                v = step.variable(name)
                dtype = tf.as_dtype(v.dtype)
                copy = _var(dtype, v.shape, server, f"{names['copy']}/{name}")
                resets.append(_assign(copy, _read(homes[name].handle, dtype)))
    return tf.group(*resets, name="parallax/weak_init")


# ----------------------------------------------------------------------------- the servers

@dataclasses.dataclass(frozen=True, kw_only=True)
class ServerBlock:
    """One block in its server's program (names in that graph)."""

    variable: str
    mask: str
    """Placeholder [k]: 1.0 for the workers whose gradient counts."""
    update: str
    """Op: combine, update, scale, bump the version."""
    received: str
    """Tensor: d, the gradients combined."""
    tags: str
    """Tensor [k]: every worker's tag."""
    version: str
    """Tensor: the current version."""
    done: str = ""
    """Tensor [k]: 1 for the workers that finished training (not waited for)."""

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


def _trivial_assignment(step: CapturedStep) -> Any:
    nodes = [n.name for n in step.parsed_graph_def().node]
    return SplitAssignment(num_splits=1, node_split={n: 0 for n in nodes},
                           variable_split={v.name: 0 for v in step.variables}, layers=((),))


def build_server_program(step: CapturedStep, plan: Any, server: int, generation: int,
                         num_workers: int) -> tuple[tf.Graph, tuple[ServerBlock, ...]]:
    """Server `server`'s update program: one `ServerBlock` per weak block it holds."""
    cutter, blocks = block_ops(step, plan)
    device = f"/job:ps/task:{server}/device:CPU:0"
    graph, out = tf.Graph(), []
    with graph.as_default():
        for name, ops in blocks.items():
            if plan.variables[name].servers[0] == server:
                out.append(_server_block(step, plan, name, ops, cutter.graph_def, device,
                                         generation, num_workers))
    return graph, tuple(out)


def _server_block(step, plan, name, ops, graph_def, device, generation, k) -> ServerBlock:
    var = step.variable(name)
    parts = _gradient_parts(var)
    names = _names(generation, name)
    feeds: dict[str, tf.Tensor] = {}
    for m in ops.members:                               # the variable and its slots
        v = step.variable(m)
        feeds[v.handle] = _var(tf.as_dtype(v.dtype), v.shape, device,
                               f"parallax/g{generation}/{m}")
    for s in ops.state:                                 # this block's copies
        v = step.variable(s)
        feeds[v.handle] = _var(tf.as_dtype(v.dtype), v.shape, device, f"{names['copy']}/{s}")
    version = _var(tf.int64, [], device, names["version"])
    dtype = tf.as_dtype(var.dtype)
    with tf.device(device), tf.compat.v1.name_scope(f"weak/{name}/"):
        mask = tf.compat.v1.placeholder(tf.float32, [k], name="mask")
        tags = tf.stack([_read(_var(tf.int64, [], device, f"{names['tag']}/w{w}"), tf.int64)
                         for w in range(k)], name="tags")
        finished = tf.stack([_read(_var(tf.int64, [], device, f"{names['done']}/w{w}"),
                                   tf.int64) for w in range(k)], name="done")
        received = tf.reduce_sum(mask, name="received")
        gradient = _combine(step, var, names, device, mask, received, k, plan)
        weights = feeds[var.handle]
        before = _read(weights, dtype)
        with tf.control_dependencies([before]):
            feeds.update({p: tf.identity(g) for p, g in zip(parts, gradient)})
    for ext, internal in step.concrete_function.graph.captures:
        if internal.name not in feeds and ext.dtype != tf.resource and hasattr(ext, "numpy"):
            with tf.device(device):
                feeds[internal.name] = tf.constant(ext.numpy(), dtype=ext.dtype)
    fed = {t.split(":")[0] for t in feeds}
    imported = StagedImport(graph_def, feeds=feeds,
                            drop=[n.name for n in graph_def.node
                                  if n.name not in ops.nodes and n.name not in fed],
                            device_of=lambda node: device, prefix=f"weak/{name}/update").run()
    applied = [imported.op(w) for w in ops.writes]
    with tf.device(device), tf.control_dependencies(applied):
        done = applied
        if plan.variables[name].placement.weak.required(k) < k:   # w - d eta Updater(g/d)
            after = _read(weights, dtype)
            scale = tf.cast(received / k, dtype)
            done = [_assign(weights, before + scale * (after - before))]
        with tf.control_dependencies(done):
            bump = tf.raw_ops.AssignAddVariableOp(resource=version,
                                                  value=tf.constant(1, tf.int64))
        update = tf.group(bump, name=f"weak/{name}/apply")
    with tf.device(device):
        current = _read(version, tf.int64)          # the loop reads it alone: no update
    return ServerBlock(variable=name, mask=mask.name, update=update.name,
                       received=received.name, tags=tags.name, version=current.name,
                       done=finished.name)


def _combine(step, var, names, device, mask, received, k, plan) -> list:
    """The gradient from the masked inboxes, as synchronous training combines
    it (dense: the sum; rows: concatenated in worker order, the masked-out
    workers' rows zeroed), then averaged over the d received (MEAN)."""
    graph = step.concrete_function.graph
    parts = _gradient_parts(var)
    dtypes = [graph.get_tensor_by_name(p).dtype for p in parts]
    dtype = dtypes[0]
    inbox = tf.float64 if isinstance(var.gradient, SparseGradient) else dtype
    reads = [_read(_var(inbox, None, device, f"{names['inbox']}0/w{w}"), inbox)
             for w in range(k)]
    if not isinstance(var.gradient, SparseGradient):
        total = tf.add_n([tf.cast(mask[w], dtype) * reads[w] for w in range(k)])
        mean = plan.config.data.dense_aggregation is Aggregation.MEAN
        return [total / tf.cast(received, dtype) if mean else total]
    unpacked = [_unpack_rows(r, var, dtype, dtypes[1]) for r in reads]
    rows = tf.concat([values * tf.cast(mask[w], dtype)
                      for w, (values, _) in enumerate(unpacked)], axis=0)
    if plan.config.data.sparse_aggregation is Aggregation.MEAN:
        rows = rows / tf.cast(received, dtype)
    return [rows, tf.concat([indices for _, indices in unpacked], axis=0)]


def touch_no_server(graph: tf.Graph, fetches: list) -> None:
    """PlanError unless a session run of `fetches` runs no op on a server
    (`WeakProgram.stashes`: another worker's run of the same step id ending
    would clean up that op's state on the server while it runs, and the
    step would hang)."""
    on_servers = sorted(name for name in run_closure(fetches)
                        if "/job:ps" in graph.get_operation_by_name(name).device)
    if on_servers:
        raise PlanError(
            f"weak synchronisation on TensorFlow's collectives: the step's run would run "
            f"{on_servers[:8]} on the servers, where another worker's run of the same step "
            "id can clean them up; keep the variables these ops read off the servers "
            "(Config(placements={name: 'allreduce'})), drop weak_sync= (synchronous "
            "training), or launch the job with --collectives horovod (Horovod's collectives "
            "run the pushes in the step)")
