"""Lowering: the captured step + the Plan -> one replica driver's program.

The lowering is a chain of named passes (`modes/data/mode.py` says which ones
a Plan needs, in which order); each takes the `Draft` so far and returns the
next one. Between-graph replication: every replica's driver builds its own
program and runs it in a `tf.compat.v1.Session` against its own
`tf.distribute.Server`; with model splitting the program places each split
position's part on that task of the replica and TensorFlow inserts the
Send/Recv pairs between them.

The passes run in `modes/data/mode.py`'s `ALL_PASSES` order (see each function).

* Forward and backward are the user's, imported from the captured GraphDef.
* The user's update ops for server-placed variables run only in the chief's
  program (TensorFlow places them with the variable, on the server); the
  other drivers drop them. A barrier ends every step after the chief's
  updates, so no replica reads step k+1 values before step k is applied.
* Config(sync=ASYNC): server-placed variables get no aggregation and no
  barrier: every replica runs the update ops with its own gradient on the
  servers as soon as it has it (replicated variables stay AllReduced).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep, SparseGradient
from parallax_tf.config import SyncMode
from parallax_tf.embeddings.table import ROW_STATE
from parallax_tf.errors import PlanError
from parallax_tf.graph import gather_first
from parallax_tf.graph.analysis import feeding_only, random_ops, slot_owners, update_math
from parallax_tf.graph.layers import gradient_layers
from parallax_tf.graph.split import assign_splits
from parallax_tf.graph.staged_import import StagedImport
from parallax_tf.graph.tables import local_table
from parallax_tf.modes.data.lower import read_cache
from parallax_tf.modes.data.lower.aggregate import Aggregator
from parallax_tf.modes.data.lower.coalesce import coalesce_transfers
from parallax_tf.modes.data.lower.dynamic import (
    HashHome,
    free_from,
    rebuild_ops,
    table_homes,
    table_state,
    tables_of,
)
from parallax_tf.modes.data.lower.homes import VariableHome, WorkerProgram, resource_rule
from parallax_tf.modes.data.lower.lifecycle import init_ops, release_ops
from parallax_tf.modes.data.lower.locality import (
    Lookup,
    gradient_reductions,
    lookup_builders,
    unread_lookups,
)
from parallax_tf.modes.data.lower.partition import Sharding, partition_builders
from parallax_tf.modes.data.lower.row_cache import RowCaches, cache_lookups, program_caches
from parallax_tf.modes.data.lower.table_calls import lower_tables, scope_of
from parallax_tf.modes.data.lower.weak_program import (
    WeakProgram,
    build_mirrors,
    build_pushes,
    touch_no_server,
)
from parallax_tf.modes.data.mode import passes as pass_names
from parallax_tf.plan import AllReduce, ParameterServer, Plan
from parallax_tf.plan.chunks import fused_chunks
from parallax_tf.session.context import WorkerContext

DeviceRule = Callable[[Any], Optional[str]]
"""node -> device, or None when the rule does not decide."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Draft:
    """A program being lowered: what the passes decided so far. The graph
    is the one TensorFlow graph the passes add ops to."""

    step: CapturedStep
    plan: Plan
    ctx: WorkerContext
    graph: tf.Graph
    slots: dict = dataclasses.field(default_factory=dict)
    """Slot name -> the server-placed variable it belongs to."""
    assignment: Any = None
    """The split assignment (`graph/split.py`) when the plan splits the step."""
    homes: dict = dataclasses.field(default_factory=dict)
    inputs: tuple = ()
    feeds: dict = dataclasses.field(default_factory=dict)
    aggregator: Optional[Aggregator] = None
    builders: dict = dataclasses.field(default_factory=dict)
    drop: tuple = ()
    device_rules: tuple = ()
    """`DeviceRule`s, first decision wins; the replica's driver otherwise."""
    imported: Optional[StagedImport] = None
    outputs: tuple = ()
    step_done: Optional[tf.Tensor] = None
    weak: Optional[WeakProgram] = None
    """Weak synchronisation: mirrors, pulls and pushes (`modes/data/lower/weak_program.py`)."""
    graph_def: Any = None
    """The step's GraphDef as rewritten by a pass (None: the captured one)."""
    server_math: dict = dataclasses.field(default_factory=dict)
    """Op name -> server: the update math `server_update_math` placed."""
    tables: tuple = ()
    """The initialisations of this program's worker-local state: its copies
    of the step's lookup tables, its row caches."""
    row_caches: Optional[RowCaches] = None
    """The worker-side row cache (`modes/data/lower/row_cache.py`), or None."""
    dynamic: dict = dataclasses.field(default_factory=dict)
    """The step's dynamic tables on the servers, by their rows' name
    (`modes/data/lower/dynamic.py`)."""
    stages: list = dataclasses.field(default_factory=list)
    """The chief's: every worker's `Stage` of its table calls (drained at start)."""


def _aggregator(draft: Draft) -> Aggregator:
    """`d.aggregator`, which the first pass (`place_variables`) makes."""
    assert draft.aggregator is not None, "place_variables runs first"
    return draft.aggregator


def _imported(draft: Draft) -> StagedImport:
    """`d.imported`, which `import_step` makes."""
    assert draft.imported is not None, "import_step runs first"
    return draft.imported


# ----------------------------------------------------------------------------- passes

def place_variables(draft: Draft) -> Draft:
    """Every captured variable gets a home: a server-placed variable (and its
    optimizer slots) on its server(s), shared by all replicas, in row shards
    when partitioned; any other variable on the task of its split position
    (the driver without splitting), one copy per replica."""
    step, plan, ctx = draft.step, draft.plan, draft.ctx
    slots = slot_owners(step, [n for n, v in plan.variables.items() if v.on_servers])
    assignment = draft.assignment
    if plan.num_splits > 1 and assignment is None:
        assignment = assign_splits(step)
    splits = dict(assignment.variable_split) if assignment is not None else {}
    for name, entry in plan.variables.items():
        if splits.get(name, 0) != entry.split:
            raise PlanError(
                f"variable {name!r} is on split position {entry.split} in the plan but this "
                f"worker's capture puts it on {splits.get(name, 0)}: every worker must run "
                "the same script (same split scopes) as the chief")
    # a dynamic table's row-indexed state is split with its rows, the rest
    # has homes of its own (`modes/data/lower/dynamic.py`)
    tables = tables_of(step, plan, ctx.server_devices, slots)
    homes: dict[str, VariableHome] = dict(table_homes(step, tables, ctx.generation))
    slots = {**slots, **{table.names[role]: table.rows for table in tables.values()
                         for role in ROW_STATE if role != "rows"}}
    for var in step.variables:
        if var.name in homes:
            continue
        owner = var.name if var.name in plan.variables and plan.variables[var.name].on_servers \
            else slots.get(var.name)
        dtype = tf.as_dtype(var.dtype)
        if owner is None:
            devices, shapes = [ctx.split_device(splits.get(var.name, 0))], [var.shape]
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
        homes[var.name] = VariableHome(
            name=var.name, device=devices[0], shared=owner is not None, handle=handles[0],
            captured=var, sharding=sharding,
            split=0 if owner is not None else splits.get(var.name, 0))
    for home in homes.values():
        if isinstance(home, HashHome):
            home.homes.update(homes)
    homes = {v.name: homes[v.name] for v in step.variables}
    return dataclasses.replace(draft, slots=slots, homes=homes, assignment=assignment,
                               aggregator=Aggregator(step, plan, ctx, homes), dynamic=tables)


def weak_mirrors(draft: Draft) -> Draft:
    """Weak synchronisation (docs/weak_sync.md): a mirror on the worker of
    each weak block, which the step reads, and the ops that pull the
    server's value into it (`modes/data/lower/weak_program.py`)."""
    return dataclasses.replace(draft, weak=build_mirrors(draft.step, draft.plan, draft.homes,
                                                         draft.ctx))


def feed_inputs(draft: Draft) -> Draft:
    """Placeholders for the step's inputs on the driver; the variables'
    handles (a weak block's: its mirror) and the constants the step
    captured from Python as feeds."""
    with tf.device(draft.ctx.worker_device):
        inputs = tuple(tf.compat.v1.placeholder(s.dtype, s.shape, name=f"parallax/input_{i}")
                       for i, s in enumerate(draft.step.input_specs))
    feeds = dict(zip(draft.step.input_names, inputs))
    mirrors = draft.weak.mirrors if draft.weak is not None else {}
    feeds.update({h.captured.handle: mirrors.get(n, h.handle) for n, h in draft.homes.items()})
    feeds.update(_captured_constants(draft.step, feeds, draft.ctx))
    tables = {}
    with tf.device(draft.ctx.worker_device):
        for i, table in enumerate(draft.step.tables):
            tables[table.handle] = local_table(
                table, f"parallax_table_g{draft.ctx.generation}_w{draft.ctx.worker}_{i}")
    feeds.update({name: handle for name, (handle, _) in tables.items()})
    return dataclasses.replace(draft, inputs=inputs, feeds=feeds,
                               tables=tuple(init for _, init in tables.values()))


def server_read_caches(draft: Draft) -> Draft:
    """Reads of a server-placed dense variable inside a nested function (a
    `While` loop) go through a per-step copy on the driver, one read of the
    server per step instead of one per loop iteration (`modes/data/lower/read_cache.py`)."""
    mirrored = frozenset(draft.weak.mirrors) if draft.weak is not None else frozenset()
    variables = read_cache.cached_variables(draft.homes, mirrored | table_state(draft.step))
    if not variables:
        return draft
    graph_def = draft.graph_def or draft.step.parsed_graph_def()
    rewired = read_cache.rewire(graph_def, variables)
    feeds = read_cache.cache_feeds(draft.homes, rewired, draft.ctx.worker_device)
    return dataclasses.replace(draft, graph_def=graph_def, feeds={**draft.feeds, **feeds})


def allreduce_gradients(draft: Draft) -> Draft:
    """Gradients of `AllReduce` variables replaced by collectives over the
    replicas (`modes/data/lower/aggregate.py`), each its own; chunked ones are left to
    `chunk_gradients`. An engine that does not fuse at run time (TensorFlow's:
    `Collective.fusion_bytes`) gets fusion here, below the plan, where the plan
    has no chunks: consecutive small dense gradients in backward order packed
    into one grouped AllReduce of at most that many bytes each."""
    aggregator = _aggregator(draft)
    fused = () if draft.plan.chunks else _fusion_buckets(draft)
    aggregator.register(AllReduce, skip=frozenset(
        n for c in draft.plan.chunks + fused for n in c))
    if fused:
        aggregator.register_chunks(fused, prefix="fused")
    return draft


def _fusion_buckets(draft: Draft) -> tuple[tuple[str, ...], ...]:
    """Tensor fusion for an engine without it (`allreduce_gradients`): runs of
    consecutive dense AllReduced gradients (backward order, one split
    position each) whose sum stays within `fusion_bytes`; runs of one stay
    alone."""
    limit = draft.ctx.collective.fusion_bytes
    if not limit:
        return ()
    entries = draft.plan.variables
    layers = [(layer, [n for n in layer.variables if n in entries and entries[n].kind == "dense"
                       and entries[n].has_gradient and isinstance(entries[n].placement, AllReduce)])
              for layer in gradient_layers(draft.step)]
    layers = [(layer, names) for layer, names in layers if names]
    buckets = fused_chunks([layer.bytes for layer, _ in layers],
                           [entries[names[0]].split for _, names in layers], limit)
    return tuple(tuple(n for i in bucket for n in layers[i][1])
                 for bucket in buckets if len(bucket) > 1)


def chunk_gradients(draft: Draft) -> Draft:
    """Chunked aggregation (docs/chunks.md): one grouped AllReduce per chunk
    of the plan, launched when the chunk's last gradient is computed, so it
    overlaps the rest of the backward pass."""
    _aggregator(draft).register_chunks(draft.plan.chunks)
    return draft


def ps_aggregation(draft: Draft) -> Draft:
    """Gradients of `ParameterServer` variables pushed to the servers and
    read back aggregated (`modes/data/lower/aggregate.py`); the other drivers drop the
    update ops of server variables, which the chief runs."""
    weak = frozenset(draft.weak.mirrors) if draft.weak is not None else frozenset()
    aggregator = _aggregator(draft)
    aggregator.register(ParameterServer, skip=weak)
    drop = () if draft.ctx.is_chief or aggregator.asynchronous else tuple(
        u.name for h in draft.homes.values() if h.shared for u in h.captured.updates)
    if weak:       # their servers update them (lower/weak_program.py): every worker drops them
        drop += tuple(u.name for n, h in draft.homes.items() if h.shared and (
            n in weak or draft.slots.get(n) in weak) for u in h.captured.updates)
    if drop:       # and what only fed them (reads of the servers' slots)
        graph_def = draft.graph_def or draft.step.parsed_graph_def()
        gradients = [t for v in draft.step.variables for t in (
            [v.gradient.values, v.gradient.indices] if isinstance(v.gradient, SparseGradient)
            else [v.gradient.tensor] if v.gradient is not None else [])]
        drop += tuple(sorted(feeding_only(graph_def, drop, draft.step.concrete_function.graph,
                                          keep=[*gradients, *draft.step.output_names])))
    return dataclasses.replace(draft, drop=draft.drop + tuple(dict.fromkeys(drop)))


def dynamic_tables(draft: Draft) -> Draft:
    """Dynamic tables' training calls built from their specs in place of
    the captured ones: the keys left with their shards' servers, the
    chief's insertion shard by shard there, every worker's lookups of the
    keys it left, ordered by queues there (`modes/data/lower/table_calls.py`);
    with `Config.row_cache`, the program's row caches made here, its
    tables' by key."""
    graph_def = draft.graph_def or draft.step.parsed_graph_def()
    caches = program_caches(draft.plan, draft.homes, draft.dynamic, draft.ctx)  # by key
    builders, drop, graph_def = lower_tables(graph_def, draft.homes, draft.dynamic, draft.ctx,
                                             draft.drop, draft.stages, caches)
    return dataclasses.replace(draft, builders={**draft.builders, **builders}, drop=drop,
                               graph_def=graph_def, row_caches=caches, tables=draft.tables
                               + (tuple(caches.inits) if caches is not None else ()))


def partition(draft: Draft) -> Draft:
    """Ops on partitioned variables replaced by per-shard builders
    (`modes/data/lower/partition.py`)."""
    builders = partition_builders(draft.step.parsed_graph_def(), {
        h.captured.handle.rsplit(":", 1)[0]: h.sharding
        for h in draft.homes.values() if h.sharding is not None},
        seeds=_aggregator(draft).aligned_seeds(), parts=_aggregator(draft).parts,
        skip=frozenset(n for n in draft.drop if scope_of(n) is not None) | frozenset(
            draft.builders))            # built already: a dynamic table's found rows
    return dataclasses.replace(draft, builders={**draft.builders, **builders})


def server_update_math(draft: Draft) -> Draft:
    """The update math of each whole server-placed variable (see
    `analysis.update_math`) runs on its server, next to the aggregated
    gradient and the variable, as in Parallax. (A partitioned variable's
    math stays with the update's driver: its shards live on several
    servers; `modes/data/lower/shard_rows.py` carries what it can shard by shard.)"""
    owners = [n for n, v in draft.plan.variables.items()
              if v.on_servers and draft.homes[n].sharding is None]
    groups = {o: [o] + [s for s, owner in draft.slots.items() if owner == o] for o in owners}
    math = {node: draft.homes[owner].device
            for node, owner in update_math(draft.step, groups).items()}
    return dataclasses.replace(draft, server_math=math, device_rules=draft.device_rules + (
        lambda node: math.get(node.name),))


def distinct_lookups(draft: Draft) -> Draft:
    """A row lookup of a whole server variable (Keras' `Embedding`) pulls
    each distinct row once: the distinct ids go to the server, which gathers
    those rows, and are repeated where the rows are used
    (`modes/data/lower/locality.py`). Needs `server_update_math`'s `server_math`: the
    update math's own gathers run on the server and stay as they are."""
    mirrored = (set(draft.weak.mirrors) if draft.weak is not None else set()) \
        | table_state(draft.step)
    where = draft.assignment.node_split if draft.assignment is not None else {}
    lookups = {
        g.name: Lookup(server=h.device, row_shape=tuple(h.captured.shape[1:]),
                       near=draft.ctx.split_device(where[g.name]) if g.name in where else None)
        for n, h in draft.homes.items() if h.shared and h.sharding is None and n not in mirrored
        for g in h.captured.gathers if g.name not in draft.server_math
        and g.name not in draft.builders}     # a dynamic table's found rows: built
    graph_def = draft.graph_def or draft.step.parsed_graph_def()
    unread_lookups(graph_def, lookups)
    return dataclasses.replace(draft, builders={**draft.builders, **lookup_builders(
        graph_def, lookups)}, graph_def=graph_def)


def row_caches(draft: Draft) -> Draft:
    """`Config(row_cache=...)`: each cached table's lookups behind a cache on
    this worker, its gradient held there before the push
    (`modes/data/lower/row_cache.py`). Needs the lookups' builders
    (`partition`, `distinct_lookups`) and the aggregation's."""
    caches = program_caches(draft.plan, draft.homes, draft.dynamic, draft.ctx,
                            draft.row_caches)
    assert caches is not None, "mode.passes asks for the cache only with a static table"
    builders = cache_lookups(draft.homes, draft.builders, draft.server_math, caches)
    _aggregator(draft).held.update({n: t.hold for n, t in caches.tables.items()})
    return dataclasses.replace(draft, builders=builders, row_caches=caches, tables=draft.tables
                               + (tuple(caches.inits) if draft.row_caches is None else ()))


def server_norms(draft: Draft) -> Draft:
    """The ops that reduce a whole server variable's aggregated gradient to
    scalars (global-norm clipping's `L2Loss`) run on its server, so a scalar
    crosses to the worker instead of the gradient (`modes/data/lower/locality.py`)."""
    owners = [n for n, v in draft.plan.variables.items()
              if v.on_servers and draft.homes[n].sharding is None
              and v.placement.sync is not SyncMode.ASYNC and v.placement.weak is None]
    where = {op: draft.homes[owner].device
             for op, owner in gradient_reductions(draft.step, owners).items()}
    return dataclasses.replace(draft, device_rules=draft.device_rules + (
        lambda node: where.get(node.name),))


def split_placement(draft: Draft) -> Draft:
    """Model splitting: every op not placed by an earlier rule runs on the
    task of its split position (`graph/split.py` decides the position)."""
    where = draft.assignment.node_split
    ctx = draft.ctx
    return dataclasses.replace(draft, device_rules=draft.device_rules + (
        lambda node: ctx.split_device(where[node.name]) if node.name in where else None,))


def gather_rows_first(draft: Draft) -> Draft:
    """An optimizer's elementwise math over a whole slot, then gathered at
    the step's rows (Keras' Adagrad: a square root of every accumulator row
    each step), runs on the gathered rows, and a read whose value nothing
    uses reads nothing (`graph/gather_first.py`). Row-sharded variables and
    weak blocks keep theirs."""
    mirrored = set(draft.weak.mirrors) if draft.weak is not None else set()
    handle = {n: h.captured.handle.rsplit(":", 1)[0] for n, h in draft.homes.items()}
    whole = {handle[n] for n, h in draft.homes.items()
             if h.sharding is None and n not in mirrored and h.captured.shape}
    graph_def = draft.graph_def or draft.step.parsed_graph_def()
    scalars = {handle[n] for n, h in draft.homes.items() if not h.captured.shape}
    keep = {*draft.builders, *draft.drop, *(n.split(":")[0] for n in draft.step.output_names)}
    return dataclasses.replace(draft, graph_def=graph_def) \
        if gather_first.rewrite(graph_def, whole, scalars, keep) else draft


def import_step(draft: Draft) -> Draft:
    """The captured GraphDef imported in stages with the replacements."""
    mirrored = set(draft.weak.mirrors) if draft.weak is not None else set()
    rules = (resource_rule(draft.homes, mirrored, draft.ctx.worker_device),) + draft.device_rules
    default = draft.ctx.worker_device

    def device_of(node) -> str:
        for rule in rules:
            device = rule(node)
            if device is not None:
                return device
        return default

    aggregator = _aggregator(draft)
    with tf.device(draft.ctx.worker_device):   # anything created without a device
        imported = StagedImport(
            draft.graph_def or draft.step.parsed_graph_def(), feeds=draft.feeds,
            transforms=aggregator.transforms,
            requires=aggregator.requires, builders=draft.builders, drop=draft.drop,
            device_of=device_of).run()
    return dataclasses.replace(draft, imported=imported,
                               outputs=tuple(imported.tensor(n) for n in draft.step.output_names))


def weak_push(draft: Draft) -> Draft:
    """Weak synchronisation: each weak block's gradient written to this
    worker's inbox on its server, then the tag (the version it was
    computed on); no barrier waits for the other workers."""
    assert draft.weak is not None                   # weak_mirrors ran
    weak = build_pushes(draft.step, draft.plan, draft.weak, draft.homes, draft.ctx,
                        _imported(draft).raw_tensor)
    return dataclasses.replace(draft, weak=weak)


def step_barrier(draft: Draft) -> Draft:
    """`step_done`: every replica's step (and its pushes) finished; with
    weak synchronisation, this worker's step and pushes only."""
    ctx, aggregator, imported = draft.ctx, _aggregator(draft), _imported(draft)
    with tf.device(ctx.worker_device):
        ran = [imported.op(n.rsplit(":", 1)[0]) for n in draft.step.output_names]
        if draft.weak is not None and draft.weak.stashes:
            # TensorFlow's collectives: the pushes run apart, after the step
            # (`WeakProgram.stashes`): this run touches no other task
            step_done = tf.group(*ran, *draft.weak.stashes, *aggregator.push_barriers,
                                 name="parallax/step_done")
            touch_no_server(draft.graph, [*(t.op for t in draft.outputs), step_done])
        elif draft.weak is not None:
            step_done = tf.group(*ran, *draft.weak.pushes, *aggregator.push_barriers,
                                 name="parallax/step_done")
        elif aggregator.asynchronous and not (
                ctx.collective.same_step_ids and draft.plan.num_servers
                and any(op.type.startswith("Collective") for op in draft.graph.get_operations())):
            step_done = tf.group(*ran, name="parallax/step_done")
        elif aggregator.asynchronous:
            # TensorFlow's collectives in an asynchronous step with servers
            # (HYBRID's dense AllReduce): the pushes must end before the
            # step's last collective (`Collective.same_step_ids`)
            step_done = ctx.collective.barrier("parallax_step_done", after=ran)
        elif draft.plan.num_servers == 0:
            # nothing the replicas share but what their collectives reduce
            # (no server-placed variable): those collectives already hold
            # every replica to the same step; a barrier would only add a
            # round of Horovod's negotiation to every step
            step_done = tf.group(*ran, name="parallax/step_done")
        else:
            step_done = ctx.collective.barrier("parallax_step_done",
                                               after=ran + aggregator.push_barriers)
    return dataclasses.replace(draft, step_done=step_done)


PASSES: dict[str, Callable[[Draft], Draft]] = {
    f.__name__: f for f in (place_variables, weak_mirrors, feed_inputs, server_read_caches,
                            allreduce_gradients,
                            chunk_gradients, ps_aggregation, dynamic_tables, partition,
                            server_update_math,
                            distinct_lookups, row_caches, server_norms, split_placement,
                            gather_rows_first, import_step,
                            weak_push, step_barrier)}


# ----------------------------------------------------------------------------- composer

def build_worker_program(step: CapturedStep, plan: Plan, ctx: WorkerContext,
                         splits: Any = None) -> WorkerProgram:
    """Lower `step` per `plan` for the replica driver described by `ctx`:
    the passes `mode.passes(plan)` in order, then initialisation and state.
    `splits`: the step's split assignment when the caller already has it
    (`graph/split.py`'s `assign_splits`; computed here otherwise)."""
    unlowered = {n: v.placement.kind for n, v in plan.variables.items()
                 if not isinstance(v.placement, (AllReduce, ParameterServer))}
    if unlowered:
        raise PlanError(
            f"variables {unlowered} have placements the session engine does not lower "
            "(layout: run on DTensor, modes/layout/lower.py, through Config(mesh=...); stage: a "
            "pipeline's program, modes/pipeline/program.py, through Config(schedule=...)); "
            "place them with AllReduce or ParameterServer (make_plan does)")
    names = pass_names(plan)
    graph = tf.Graph()
    with graph.as_default():
        draft = Draft(step=step, plan=plan, ctx=ctx, graph=graph,
                  assignment=splits if plan.num_splits > 1 else None)
        for name in names:
            if name in PASSES:
                draft = PASSES[name](draft)
        program = init_and_state(draft, names)
        if "coalesce_transfers" in names:
            program = coalesce(program)
        return program


def coalesce(program: WorkerProgram) -> WorkerProgram:
    """Pass `coalesce_transfers` (`modes/data/lower/coalesce.py`): the step's tensors and
    control edges that go from one task to another at the same moment sent
    as one message; the program's other fetches keep their own ops."""
    init = program.init
    keep_apart = [init.assign, init.sync, program.sync, program.release, program.release_barrier,
                  *([program.tables] if program.tables is not None else []),
                  *init.assigns.values(), *program.reads.values(),
                  *(op.outputs[0] if op.outputs else op for op in random_ops(program.graph))]
    transfers = coalesce_transfers(
        program.graph, [*program.outputs, program.step_done], keep_apart=keep_apart)
    return dataclasses.replace(program, transfers=transfers)


def init_and_state(draft: Draft, names: tuple = ()) -> WorkerProgram:
    """Initialisation (feed, assign, broadcast from replica 0, barrier),
    reads for save/export, the release of shared state and a barrier."""
    ctx, homes = draft.ctx, draft.homes
    after = [draft.weak.init] if draft.weak is not None and draft.weak.init is not None else []
    if draft.dynamic and ctx.is_chief:
        after += rebuild_ops(draft.dynamic, homes, ctx.generation) + [
            op for st in draft.stages for op in st.drain()]
    init = init_ops(homes, ctx, after=after)
    with tf.device(ctx.worker_device):
        reads = {name: tf.identity(home.read(), name=f"parallax/read/{name}")
                 for name, home in homes.items()}
    hints = [free_from(t, s, ctx.generation).handle for t in draft.dynamic.values()
             for s in range(t.num_shards)] if ctx.is_chief else []
    release_barrier, releases = release_ops(homes, _aggregator(draft).inboxes + hints, ctx)
    with tf.device(ctx.worker_device):
        sync = ctx.collective.barrier("parallax_sync")
    with tf.device(ctx.worker_device):
        tables = tf.group(*draft.tables, name="parallax/tables") if draft.tables else None
    return WorkerProgram(graph=draft.graph, inputs=draft.inputs, outputs=draft.outputs,
                         step_done=draft.step_done, homes=homes, init=init, reads=reads,
                         sync=sync, release=releases, release_barrier=release_barrier,
                         passes=tuple(names), weak=draft.weak,
                         tables=tables, dynamic=draft.dynamic, row_caches=draft.row_caches)


def _captured_constants(step: CapturedStep, feeds: dict,
                        ctx: WorkerContext) -> dict[str, tf.Tensor]:
    """Tensors the step captured from the Python side (a `tf.constant` or a
    NumPy array used inside the function, too large to be folded into its
    graph): constants of this program, on the driver."""
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
