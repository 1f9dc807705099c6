"""The session engine's placement planner: `make_plan(model, cluster, config) -> Plan`.

Where each trainable variable of a classified step goes (Parallax: dense
variables replicated and AllReduced, sparse ones partitioned over the
parameter servers; or everything on AllReduce, or on the servers), how many
shards each partitioned variable gets and on which servers (the hot rows of
different tables apart), the bytes each machine is predicted to move per
iteration (`plan/bytes_model.py`), the split positions of a split model
and the chunks of a chunked AllReduce. The data mode plans with it, and
the pipeline (`modes/pipeline/planner.py`, `stages=True`) places its
variables with it: on their stage, or on the servers.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Optional, Sequence

from parallax_tf import env as px_env
from parallax_tf.classify import Kind, ModelInfo, VariableInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.config.chunking import TENSOR, ChunkSearch
from parallax_tf.errors import PlanError
from parallax_tf.plan import bytes_model
from parallax_tf.plan.chunks import chunk_variables
from parallax_tf.plan.placements import AllReduce, CollectiveKind, ParameterServer, Placement, Stage
from parallax_tf.plan.plan import Plan, VariablePlan
from parallax_tf.plan.topology import SPLIT, Topology
from parallax_tf.planner import per_variable
from parallax_tf.resources import Cluster

logger = logging.getLogger(__name__)


def measured_like(model: ModelInfo, plan: Optional["Plan"]) -> ModelInfo:
    """`model` with the measurements of `plan`'s variables (alpha, rows
    sent, index bytes, hot rows): what a worker that reads the chief's plan
    keeps, so that its own re-plans (the searches) place every shard where
    the chief's do. Variables the plan does not have stay as they are.
    `plan` None: `model` without hot rows (shards placed by size alone)."""
    def like(v: VariableInfo) -> VariableInfo:
        if plan is None:
            return dataclasses.replace(v, hot_rows=())
        entry = plan.variables.get(v.name)
        if entry is None or v.kind is not Kind.SPARSE:
            return v
        return dataclasses.replace(v, alpha=entry.alpha, rows_sent=entry.rows_sent,
                                   index_bytes=entry.index_bytes, hot_rows=entry.hot_rows)
    return dataclasses.replace(model, variables=tuple(like(v) for v in model.variables))


def _shard_rows(rows: int, p: int) -> tuple[int, ...]:
    """Rows per shard when row r goes to shard r mod p."""
    return tuple((rows - j + p - 1) // p for j in range(p))


def _num_shards(v: VariableInfo, config: Config, cluster: Cluster,
                overrides: dict[str, int]) -> int:
    if v.kind is not Kind.SPARSE or v.partition is None or \
            config.data.architecture is Architecture.ALLREDUCE:
        return 1
    p = overrides.get(v.partition.group, v.partition.num_shards)
    if p is None:
        p = config.data.num_partitions or cluster.num_servers
    if p > v.num_rows:
        if v.partition.num_shards is not None or v.partition.group in overrides:
            raise PlanError(
                f"variable {v.name!r} has {v.num_rows} rows and cannot be split in {p} shards; "
                f"ask for at most {v.num_rows}")
        if config.data.num_partitions is not None:
            logger.warning("Config.num_partitions=%d: variable %r has only %d rows, so it is "
                           "split in %d shards (one row each); ask for at most %d to silence "
                           "this", p, v.name, v.num_rows, v.num_rows, v.num_rows)
        p = v.num_rows
    return p


def _on_servers(v: VariableInfo, arch: Optional[Architecture]) -> bool:
    """Whether `v` lives on the servers under `arch` (None: nowhere, every
    variable stays on its stage). AUTO, before the job has timed its
    candidates, plans as HYBRID. A variable the step updates inside a
    nested function stays replicated: every worker runs that function, and
    a server-placed variable's update must run once (the chief's)."""
    if v.nested_update or arch is None or arch is Architecture.ALLREDUCE:
        return False
    return arch is Architecture.PS or v.kind is Kind.SPARSE


def _overrides(model: ModelInfo, config: Config, arch: Optional[Architecture],
               stages: bool) -> dict[str, str]:
    """`Config.placements`, checked against the step's variables and the
    architecture (PlanError naming the variable and the way out)."""
    asked = dict(config.data.placements or ())
    if not asked:
        return {}
    if stages:
        raise PlanError(f"Config.placements={asked} places variables of data parallelism; a "
                        "pipeline keeps each variable on its stage (architecture='hybrid': "
                        "the sparse ones on the servers); drop placements=")
    variables = {v.name: v for v in model.variables}
    unknown = sorted(set(asked) - set(variables))
    if unknown:
        raise PlanError(f"Config.placements names {unknown}: not trainable variables of the "
                        f"step (its variables: {sorted(variables)})")
    for name, where in sorted(asked.items()):
        v = variables[name]
        if where == "allgather" and v.kind is not Kind.SPARSE:
            raise PlanError(f"Config.placements[{name!r}]='allgather': {name!r} has a dense "
                            "gradient, which has no rows to gather; use 'allreduce' or 'ps'")
        if where == "ps" and v.nested_update:
            raise PlanError(f"Config.placements[{name!r}]='ps': the step updates {name!r} "
                            "inside a nested function (a tf.cond or while), which every "
                            "worker runs, so it stays replicated; use 'allreduce' or "
                            "'allgather'")
    return asked


def _mixed(model: ModelInfo, cluster: Cluster, config: Config, topology: Topology,
           split_of: dict, shards: dict[str, int], want: dict[str, str],
           links: per_variable.Links) -> tuple[dict[str, str], dict[str, tuple]]:
    """`Architecture.MIXED`: each sparse variable's option priced with
    `links` (planner/per_variable.py); (choice, costs per option).
    Variables it cannot price (alpha not measured yet) and the overridden
    ones keep their place (the servers for a sparse one)."""
    fusion = px_env.fusion_bytes()
    g_of = {v.name: _replicas_per_machine(cluster, topology, split_of.get(v.name, 0))
            for v in model.variables}
    sparse = {v.name for v in model.variables if v.kind is Kind.SPARSE and not v.nested_update}
    units = [u for v in model.variables if v.name in sparse or want.get(v.name) == "ps"
             for u in _shard_units(v, shards[v.name])]
    where = _assign_servers(units, cluster.num_servers) if units and cluster.num_servers \
        else {}

    def on_servers(v: VariableInfo) -> per_variable.Traffic:
        p = shards[v.name]
        placement = ParameterServer(num_shards=p,
                                    servers=tuple(where[(v.name, j)] for j in range(p)),
                                    shard_rows=_shard_rows(v.num_rows, p))
        return per_variable.Traffic(_predict(v, placement, g_of[v.name], config) or (),
                                    on_servers=True)

    def replicated(v: VariableInfo, gather: bool) -> per_variable.Traffic:
        if gather:
            return per_variable.Traffic(tuple(_allgather_bytes(v, g_of[v.name])), gathers=1)
        return per_variable.Traffic(tuple(bytes_model.allreduce_bytes(v.bytes, g_of[v.name])),
                                    reduced_bytes=float(v.bytes))

    options: dict[str, dict[str, per_variable.Traffic]] = {}
    fixed = []
    for v in model.variables:
        if not v.has_gradient:
            continue
        asked = want.get(v.name)
        if v.name in sparse and asked is None and v.alpha is not None:
            options[v.name] = {"allreduce": replicated(v, False),
                               "allgather": replicated(v, True)}
            if where:
                options[v.name]["ps"] = on_servers(v)
        elif asked == "ps" or asked is None and v.name in sparse and where:
            fixed.append(on_servers(v))
        elif v.alpha is not None or v.kind is Kind.DENSE:
            fixed.append(replicated(v, asked == "allgather" or asked is None
                                    and v.kind is Kind.SPARSE))
    chosen, costs = per_variable.choose(options, fixed, links, fusion)
    if chosen:
        logger.info("MIXED: %s; chose %s", links.line(), ", ".join(
            f"{n}: {o}" for n, o in sorted(chosen.items())))
    return chosen, costs


def _placing(config: Config, stages: bool) -> Optional[Architecture]:
    """The architecture that places variables: with `stages`, the pipeline's
    own data-parallel choice (HYBRID, PS: its server variables; None: every
    variable on its stage), else the config's (HYBRID by default)."""
    if stages:
        return config.data.architecture
    return config.data.architecture or Architecture.HYBRID


def _assign_servers(units: Sequence[tuple[str, int, float, float]], num_servers: int) -> dict:
    """Greedy largest-first: each (variable, shard, bytes, traffic) to the
    least-loaded server among those holding the fewest shards of the same
    variable, so the shards of one variable land on distinct servers while
    p <= servers. Servers whose loads differ by less than `_TIE` of the
    largest shard count as equally loaded, and among them the one with the
    least predicted traffic wins: the hot shards of two tables (the low ids
    of a frequency-sorted vocabulary, in shard 0 of both) go to different
    servers."""
    load = [0.0] * num_servers
    traffic = [0.0] * num_servers
    quantum = _TIE * max((u[2] for u in units), default=0.0) or 1.0
    held: dict[tuple[str, int], int] = {}          # (variable, server) -> shards held
    where: dict[tuple[str, int], int] = {}
    for name, shard, size, moved in sorted(units, key=lambda u: (-u[2], -u[3], u[0], u[1])):
        server = min(range(num_servers), key=lambda s: (
            held.get((name, s), 0), int(load[s] / quantum), traffic[s], s))
        load[server] += size
        traffic[server] += moved
        held[(name, server)] = held.get((name, server), 0) + 1
        where[(name, shard)] = server
    return where


_TIE = 0.05
"""Loads within this fraction of the largest shard are ties (see `_assign_servers`)."""


def shard_traffic(v: Any, p: int) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The fractions of `v`'s pulled (distinct) and pushed (listed) rows
    that fall in each of `p` shards (row r in shard r mod p): the measured
    hot rows where they are, the rest spread like the shards' other rows.
    `v`: a VariableInfo or VariablePlan with alpha, rows_sent, hot_rows."""
    rows = max(1, v.shape[0] if v.shape else 1)
    sizes = _shard_rows(rows, p)
    uniform = tuple(n / rows for n in sizes)
    if not v.hot_rows or v.alpha is None:
        return uniform, uniform
    sent = v.rows_sent if v.rows_sent is not None else v.alpha
    out = []
    for total, k in ((v.alpha * rows, 2), (sent * rows, 1)):
        hot = [0.0] * p
        count = [0] * p
        for row in v.hot_rows:
            hot[row[0] % p] += row[k]
            count[row[0] % p] += 1
        rest = max(0.0, total - sum(hot))
        others = max(1, rows - len(v.hot_rows))
        shares = [hot[j] + rest * (sizes[j] - count[j]) / others for j in range(p)]
        whole = sum(shares) or 1.0
        out.append(tuple(x / whole for x in shares))
    return out[0], out[1]


def _shard_units(v: VariableInfo, p: int) -> list[tuple[str, int, float, float]]:
    """(variable, shard, bytes, predicted bytes moved per worker and
    iteration) of each of its shards, for `_assign_servers`."""
    rows = _shard_rows(v.num_rows, p)
    sizes = [v.bytes * r / max(1, v.num_rows) for r in rows]
    if v.kind is not Kind.SPARSE:
        return [(v.name, j, size, 2.0 * size) for j, size in enumerate(sizes)]
    if v.alpha is None:
        return [(v.name, j, size, size) for j, size in enumerate(sizes)]
    pulled, pushed = shard_traffic(v, p)
    sent = v.rows_sent if v.rows_sent is not None else v.alpha
    return [(v.name, j, size, v.bytes * (v.alpha * pulled[j] + sent * pushed[j]))
            for j, size in enumerate(sizes)]


def _replicas_per_machine(cluster: Cluster, topology: Topology, split: int) -> list[int]:
    """How many tasks of split position `split` each machine runs: the ranks
    of that position's collectives, per machine."""
    machine_of = [k for k, m in enumerate(cluster.machines) for _ in m.slots]
    out = [0] * cluster.num_machines
    for task in range(topology.num_tasks):
        if topology.coords(task).get(SPLIT, 0) == split:
            out[machine_of[task]] += 1
    return out


def _check_sparse_as_dense(model: ModelInfo, config: Config) -> None:
    names = config.data.sparse_as_dense
    if not isinstance(names, tuple):
        return
    sparse = sorted(v.name for v in model.variables if v.kind is Kind.SPARSE)
    wrong = [n for n in names if n not in sparse]
    if wrong:
        raise PlanError(f"Config.sparse_as_dense names {wrong}: not sparse variables of the "
                        f"step (its sparse variables: {sparse}); give some of those, or "
                        "True / 'auto'")


def _collective(v: VariableInfo, g: list[int], config: Config
                ) -> tuple[CollectiveKind, tuple]:
    """How the gradient of `v`, on AllReduce, is combined: a dense gradient
    AllReduced; a sparse one AllGathered as rows, or summed into the dense
    table and AllReduced (`Config.sparse_as_dense`; "auto": whichever the
    byte model predicts moves fewer bytes on the busiest machine, with both
    predictions returned)."""
    if v.kind is not Kind.SPARSE:
        return CollectiveKind.ALLREDUCE, ()
    want = config.data.sparse_as_dense
    if want is True or (isinstance(want, tuple) and v.name in want):
        return CollectiveKind.ALLREDUCE, ()
    if want != "auto" or v.alpha is None or not v.has_gradient:
        return CollectiveKind.ALLGATHER, ()
    gather = max(_allgather_bytes(v, g), default=0.0)
    reduce = max(bytes_model.allreduce_bytes(v.bytes, g), default=0.0)
    kind = CollectiveKind.ALLREDUCE if reduce < gather else CollectiveKind.ALLGATHER
    return kind, (("allgather", gather), ("allreduce", reduce))


def _allgather_bytes(v: VariableInfo, g: list[int]) -> list[float]:
    """Per machine: the AllGather of `v`'s rows as the runtime sends them
    (duplicates and indices included)."""
    assert v.alpha is not None              # only a measured variable is predicted
    return bytes_model.allgather_bytes(v.bytes, v.alpha, g, v.rows_sent,
                                       v.num_rows * v.index_bytes)


def _predict(v: VariableInfo, placement: Placement, g: list[int],
             config: Config) -> Optional[tuple]:
    """Table 3 for this variable; `g`: ranks of its collective per machine."""
    if not v.has_gradient:
        return tuple([0.0] * len(g))
    if v.alpha is None:
        return None
    if isinstance(placement, (AllReduce, Stage)):
        if v.kind is Kind.DENSE or (isinstance(placement, AllReduce)
                                    and placement.collective is CollectiveKind.ALLREDUCE):
            return tuple(bytes_model.allreduce_bytes(v.bytes, g))
        return tuple(_allgather_bytes(v, g))
    assert isinstance(placement, ParameterServer)      # a data plan has no layouts
    fractions = [r / max(1, v.num_rows) for r in placement.shard_rows]
    pulled, pushed = shard_traffic(v, placement.num_shards) if v.kind is Kind.SPARSE \
        else (fractions, fractions)
    keys = bytes_model.table_key_bytes(v.num_rows * (v.rows_sent or v.alpha), g,
                                       list(placement.servers)) \
        if v.table is not None else [0.0] * len(g)
    rows = bytes_model.ps_bytes(v.bytes, v.alpha, g, placement.servers, fractions,
                                config.data.local_aggregation,
                                sparse=v.kind is Kind.SPARSE, sent=v.rows_sent,
                                row_index_bytes=v.num_rows * v.index_bytes,
                                pull_fractions=pulled, push_fractions=pushed)
    return tuple(k + b for k, b in zip(keys, rows))


def make_plan(model: ModelInfo, cluster: Cluster, config: Optional[Config] = None,
              num_shards: Optional[dict[str, int]] = None, splits: Any = None,
              task_devices: Optional[Sequence[str]] = None, layers: Sequence[Any] = (),
              chunk_size: Optional[int] = None,
              stage_ms: Optional[Sequence[float]] = None, stages: bool = False,
              links: Optional[per_variable.Links] = None) -> Plan:
    """Place every trainable variable of `model` on `cluster` per `config`.

    `num_shards`: shards per partition group (overrides the partitioner's and
    the config's), as the partition search sets them. `splits`: the step's
    split assignment (`graph/split.py`), None for a step
    without split scopes. `task_devices`: the device of each worker task
    ('GPU:0' / 'CPU:0'), default CPU. `layers`: the step's layers with
    dense gradients in backward order (`graph/layers.py`),
    which `config.chunks` groups; `chunk_size`: the layers per chunk instead
    (the chunk search's candidate). `stage_ms`: a pipeline's measured
    time per stage, shown with its parts. `stages`: the split positions are
    a pipeline's stages: what is not on the servers stays on its stage
    (`Stage`), server variables are one shard each, and the parts are kept
    for a single stage too. `links`: what communication costs on the
    cluster, which `Architecture.MIXED` prices its choices with (measured
    by the running job; default `per_variable.ASSUMED`).
    """
    config = config or Config()
    overrides = dict(num_shards or {})
    for group, p in overrides.items():
        if not isinstance(p, int) or isinstance(p, bool) or p < 1:
            raise PlanError(f"num_shards[{group!r}]={p!r} must be a positive integer")
    num_splits = splits.num_splits if splits is not None else 1
    topology = Topology.replicas_of_splits(cluster.num_workers, num_splits)
    split_of = dict(splits.variable_split) if splits is not None else {}
    _check_sparse_as_dense(model, config)
    # a pipeline's server variables are one shard each (docs/composition.md)
    shards = {v.name: 1 if stages else _num_shards(v, config, cluster, overrides)
              for v in model.variables}
    arch = _placing(config, stages)
    want = _overrides(model, config, arch, stages)
    priced_with: Optional[per_variable.Links] = None
    costs: dict[str, tuple] = {}
    if arch is Architecture.MIXED:
        priced_with = links or per_variable.ASSUMED
        chosen, costs = _mixed(model, cluster, config, topology, split_of, shards, want,
                               priced_with)
        want = {**want, **chosen}
    servers = {v.name: want[v.name] == "ps" if v.name in want else _on_servers(v, arch)
               for v in model.variables}
    kept = [v.name for v in model.variables if v.nested_update and (
        v.kind is Kind.SPARSE or arch is Architecture.PS)]
    if kept:
        logger.info("variables %s stay replicated (AllReduce), not on the parameter servers: "
                    "the step updates them inside a nested function (a tf.cond or while, as "
                    "Keras' LossScaleOptimizer does), which every worker runs", kept)
    units = []
    for v in model.variables:
        if servers[v.name]:
            units += _shard_units(v, shards[v.name])
    where = _assign_servers(units, cluster.num_servers) if units else {}
    entries = {}
    for v in model.variables:
        p = shards[v.name]
        split = split_of.get(v.name, 0)
        g = _replicas_per_machine(cluster, topology, split)
        choice: tuple = ()
        if servers[v.name]:
            placement: Placement = ParameterServer(
                num_shards=p, servers=tuple(where[(v.name, j)] for j in range(p)),
                shard_rows=_shard_rows(v.num_rows, p), sync=config.data.sync,
                weak=config.weak_sync)
        elif stages:
            placement = Stage(index=split_of.get(v.name, 0))
        elif v.name in want:
            placement = AllReduce(collective=CollectiveKind.ALLGATHER
                                  if want[v.name] == "allgather" else CollectiveKind.ALLREDUCE)
        else:
            collective, choice = _collective(v, g, config)
            placement = AllReduce(collective=collective)
        entries[v.name] = VariablePlan(
            name=v.name, shape=v.shape, dtype=v.dtype, bytes=v.bytes, kind=v.kind.value,
            placement=placement, split=split,
            partitioned=v.partition is not None,
            partition_group=v.partition.group if v.partition is not None else None,
            alpha=v.alpha, has_gradient=v.has_gradient,
            rows_sent=v.rows_sent, index_bytes=v.index_bytes, hot_rows=v.hot_rows,
            collective_choice=choice,
            placement_costs=costs.get(v.name, ()), table=v.table,
            bytes_per_machine=_predict(v, placement, g, config))
    parts = splits.parts(entries) if splits is not None and (
        num_splits > 1 or stages) else ()
    if stage_ms is not None and parts:
        parts = tuple(dataclasses.replace(part, compute_ms=float(ms))
                      for part, ms in zip(parts, stage_ms))
    spec = _chunk_spec(config, chunk_size)
    chunks = _chunks(entries, config, layers, spec, num_splits)
    return Plan(step_name=model.step_name, model_fingerprint=model.fingerprint, config=config,
                cluster=cluster, variables=entries, state=tuple(v.name for v in model.state),
                topology=topology, splits=parts,
                task_devices=tuple(task_devices) if task_devices else (), chunks=chunks,
                chunk_size=spec if chunks and isinstance(spec, int) else None,
                links=priced_with.to_dict() if priced_with is not None else None)


def _chunk_spec(config: Config, chunk_size: Optional[int]) -> Any:
    """What the chunks are made from: the search's candidate k when given, a
    search's first candidate (1) before it decides, else `config.chunks`."""
    if chunk_size is not None:
        return chunk_size
    return 1 if isinstance(config.chunks, ChunkSearch) else config.chunks


def _chunks(entries: dict[str, VariablePlan], config: Config, layers: Sequence[Any],
            spec: Any, num_splits: int) -> tuple[tuple[str, ...], ...]:
    """The plan's gradient chunks (docs/chunks.md): the dense gradients
    AllReduced across replicas (a pipeline's: each stage's), grouped in
    backward order; with model splitting or a pipeline, each split
    position's on their own (they are reduced on that position's tasks, in
    its own process set), positions from the last (its backward ends first)."""
    if spec == TENSOR:
        return ()
    reduced = {n for n, v in entries.items() if v.kind == "dense" and v.has_gradient
               and isinstance(v.placement, (AllReduce, Stage))}
    out: list[tuple[str, ...]] = []
    for k in reversed(range(num_splits)):
        mine = {n for n in reduced if entries[n].split == k}
        out += chunk_variables(layers, mine, spec)
    return tuple(out)
