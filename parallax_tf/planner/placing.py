"""The placement planner: `make_plan(model, cluster, config) -> Plan`, and a
pipeline's `make_stage_plan`.

Where each trainable variable of a classified step goes (Parallax: dense
variables replicated and AllReduced, sparse ones partitioned over the
parameter servers; or everything on AllReduce, or on the servers; MIXED:
each sparse one where its price on the links is least), how many shards
each partitioned variable gets and on which servers, the bytes each machine
is predicted to move per iteration, the split positions of a split model
and the chunks of a chunked AllReduce. Its parts: the options per variable
(`options.py`), the server assignment (`servers.py`), the estimator
(`estimate.py`), MIXED's price (`per_variable.py`). The data mode plans
with `make_plan`; the pipeline (`modes/pipeline/planner.py`) with
`make_stage_plan`: each variable on its stage, or on the servers.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Callable, Optional, Sequence

from parallax_tf import env as px_env
from parallax_tf.classify import Kind, ModelInfo, VariableInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.config.chunking import TENSOR, ChunkSearch
from parallax_tf.errors import PlanError
from parallax_tf.plan import bytes_model
from parallax_tf.plan.chunks import chunk_variables
from parallax_tf.plan.placements import AllReduce, CollectiveKind, ParameterServer, Placement, Stage
from parallax_tf.plan.plan import Plan, VariablePlan
from parallax_tf.plan.topology import Topology
from parallax_tf.planner import options, per_variable
from parallax_tf.planner.estimate import allgather_bytes, predict_bytes, replicas_per_machine
from parallax_tf.planner.servers import assign_servers, shard_rows, shard_units
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


def _mixed(model: ModelInfo, cluster: Cluster, config: Config, topology: Topology,
           split_of: dict, shards: dict[str, int], want: dict[str, str],
           links: per_variable.Links) -> tuple[dict[str, str], dict[str, tuple]]:
    """`Architecture.MIXED`: each sparse variable's option priced with
    `links` (planner/per_variable.py); (choice, costs per option).
    Variables it cannot price (alpha not measured yet) and the overridden
    ones keep their place (the servers for a sparse one)."""
    fusion = px_env.fusion_bytes()
    g_of = {v.name: replicas_per_machine(cluster, topology, split_of.get(v.name, 0))
            for v in model.variables}
    sparse = {v.name for v in model.variables if v.kind is Kind.SPARSE and not v.nested_update}
    units = [u for v in model.variables if v.name in sparse or want.get(v.name) == "ps"
             for u in shard_units(v, shards[v.name])]
    where = assign_servers(units, cluster.num_servers) if units and cluster.num_servers \
        else {}

    def on_servers(v: VariableInfo) -> per_variable.Traffic:
        p = shards[v.name]
        placement = ParameterServer(num_shards=p,
                                    servers=tuple(where[(v.name, j)] for j in range(p)),
                                    shard_rows=shard_rows(v.num_rows, p))
        return per_variable.Traffic(predict_bytes(v, placement, g_of[v.name], config) or (),
                                    on_servers=True)

    def replicated(v: VariableInfo, gather: bool) -> per_variable.Traffic:
        if gather:
            return per_variable.Traffic(tuple(allgather_bytes(v, g_of[v.name])), gathers=1)
        return per_variable.Traffic(tuple(bytes_model.allreduce_bytes(v.bytes, g_of[v.name])),
                                    reduced_bytes=float(v.bytes))

    offered: dict[str, dict[str, per_variable.Traffic]] = {}
    fixed = []
    for v in model.variables:
        if not v.has_gradient:
            continue
        asked = want.get(v.name)
        if v.name in sparse and asked is None and v.alpha is not None:
            offered[v.name] = {"allreduce": replicated(v, False),
                               "allgather": replicated(v, True)}
            if where:
                offered[v.name]["ps"] = on_servers(v)
        elif asked == "ps" or asked is None and v.name in sparse and where:
            fixed.append(on_servers(v))
        elif v.alpha is not None or v.kind is Kind.DENSE:
            fixed.append(replicated(v, asked == "allgather" or asked is None
                                    and v.kind is Kind.SPARSE))
    chosen, costs = per_variable.choose(offered, fixed, links, fusion)
    if chosen:
        logger.info("MIXED: %s; chose %s", links.line(), ", ".join(
            f"{n}: {o}" for n, o in sorted(chosen.items())))
    return chosen, costs


def make_plan(model: ModelInfo, cluster: Cluster, config: Optional[Config] = None,
              num_shards: Optional[dict[str, int]] = None, splits: Any = None,
              task_devices: Optional[Sequence[str]] = None, layers: Sequence[Any] = (),
              chunk_size: Optional[int] = None,
              links: Optional[per_variable.Links] = None) -> Plan:
    """Place every trainable variable of `model` on `cluster` per `config`
    (data parallelism: what is not on the servers is replicated).

    `num_shards`: shards per partition group (overrides the partitioner's and
    the config's), as the partition search sets them. `splits`: the step's
    split assignment (`graph/split.py`), None for a step
    without split scopes. `task_devices`: the device of each worker task
    ('GPU:0' / 'CPU:0'), default CPU. `layers`: the step's layers with
    dense gradients in backward order (`graph/layers.py`),
    which `config.chunks` groups; `chunk_size`: the layers per chunk instead
    (the chunk search's candidate). `links`: what communication costs on the
    cluster, which `Architecture.MIXED` prices its choices with (measured
    by the running job; default `per_variable.ASSUMED`).
    """
    config = config or Config()
    overrides = dict(num_shards or {})
    for group, p in overrides.items():
        if not isinstance(p, int) or isinstance(p, bool) or p < 1:
            raise PlanError(f"num_shards[{group!r}]={p!r} must be a positive integer")
    shards = {v.name: options.num_shards(v, config, cluster, overrides)
              for v in model.variables}

    def replicated(v: VariableInfo, split: int, g: list[int], want: dict[str, str]
                   ) -> tuple[Placement, tuple]:
        if v.name in want:
            return AllReduce(collective=CollectiveKind.ALLGATHER if want[v.name] == "allgather"
                             else CollectiveKind.ALLREDUCE), ()
        kind, choice = options.collective(v, g, config)
        return AllReduce(collective=kind), choice

    entries, topology, priced_with = _place(
        model, cluster, config, splits, shards, config.data.placing,
        options.asked_places(model, config), links, replicated)
    parts = splits.parts(entries) if splits is not None and splits.num_splits > 1 else ()
    return _plan(model, cluster, config, topology, entries, parts, task_devices, layers,
                 chunk_size, priced_with)


def make_stage_plan(model: ModelInfo, cluster: Cluster, config: Config, splits: Any,
                    task_devices: Optional[Sequence[str]] = None, layers: Sequence[Any] = (),
                    stage_ms: Optional[Sequence[float]] = None) -> Plan:
    """A pipeline's plan: the stages of `splits` (`graph/split.py`), each
    variable on its stage (`Stage`) but those the pipeline's own
    architecture puts on the servers (HYBRID: the sparse ones; PS: every
    one; none by default), one shard each (docs/composition.md). The parts
    are kept for a single stage too; `stage_ms`: each stage's measured
    time, shown with its part. The rest as `make_plan`."""
    if config.data.placements:
        raise PlanError(f"Config.placements={dict(config.data.placements)} places variables of "
                        "data parallelism; a pipeline keeps each variable on its stage "
                        "(architecture='hybrid': the sparse ones on the servers); drop "
                        "placements=")
    shards = {v.name: 1 for v in model.variables}

    def on_stage(v: VariableInfo, split: int, g: list[int], want: dict[str, str]
                 ) -> tuple[Placement, tuple]:
        return Stage(index=split), ()

    entries, topology, _ = _place(model, cluster, config, splits, shards,
                                  config.data.architecture, {}, None, on_stage)
    parts = splits.parts(entries)
    if stage_ms is not None and parts:
        parts = tuple(dataclasses.replace(part, compute_ms=float(ms))
                      for part, ms in zip(parts, stage_ms))
    return _plan(model, cluster, config, topology, entries, parts, task_devices, layers,
                 None, None)


_Rest = Callable[[VariableInfo, int, list[int], dict[str, str]], tuple[Placement, tuple]]
"""Where a variable not on the servers goes: (placement, the options the
byte model compared for it), from the variable, its split position, its
collective's ranks per machine and the places asked for."""


def _place(model: ModelInfo, cluster: Cluster, config: Config, splits: Any,
           shards: dict[str, int], arch: Optional[Architecture], want: dict[str, str],
           links: Optional[per_variable.Links], rest: _Rest
           ) -> tuple[dict[str, VariablePlan], Topology, Optional[per_variable.Links]]:
    """Every variable's entry: on the servers per `arch` (None: none) and
    `want` (and MIXED's choice), its shards assigned to servers, else where
    `rest` puts it; with the predicted bytes per machine."""
    num_splits = splits.num_splits if splits is not None else 1
    topology = Topology.replicas_of_splits(cluster.num_workers, num_splits)
    split_of = dict(splits.variable_split) if splits is not None else {}
    options.check_sparse_as_dense(model, config)
    priced_with: Optional[per_variable.Links] = None
    costs: dict[str, tuple] = {}
    if arch is Architecture.MIXED:
        priced_with = links or per_variable.ASSUMED
        chosen, costs = _mixed(model, cluster, config, topology, split_of, shards, want,
                               priced_with)
        want = {**want, **chosen}
    servers = {v.name: want[v.name] == "ps" if v.name in want else options.on_servers(v, arch)
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
            units += shard_units(v, shards[v.name])
    where = assign_servers(units, cluster.num_servers) if units else {}
    entries = {}
    for v in model.variables:
        p = shards[v.name]
        split = split_of.get(v.name, 0)
        g = replicas_per_machine(cluster, topology, split)
        choice: tuple = ()
        if servers[v.name]:
            placement: Placement = ParameterServer(
                num_shards=p, servers=tuple(where[(v.name, j)] for j in range(p)),
                shard_rows=shard_rows(v.num_rows, p), sync=config.data.sync,
                weak=config.weak_sync)
        else:
            placement, choice = rest(v, split, g, want)
        entries[v.name] = VariablePlan(
            name=v.name, shape=v.shape, dtype=v.dtype, bytes=v.bytes, kind=v.kind.value,
            placement=placement, split=split,
            partitioned=v.partition is not None,
            partition_group=v.partition.group if v.partition is not None else None,
            alpha=v.alpha, has_gradient=v.has_gradient,
            rows_sent=v.rows_sent, index_bytes=v.index_bytes, hot_rows=v.hot_rows,
            collective_choice=choice,
            placement_costs=costs.get(v.name, ()), table=v.table,
            bytes_per_machine=predict_bytes(v, placement, g, config))
    return entries, topology, priced_with


def _plan(model: ModelInfo, cluster: Cluster, config: Config, topology: Topology,
          entries: dict[str, VariablePlan], parts: tuple, task_devices: Optional[Sequence[str]],
          layers: Sequence[Any], chunk_size: Optional[int],
          priced_with: Optional[per_variable.Links]) -> Plan:
    spec = _chunk_spec(config, chunk_size)
    chunks = _chunks(entries, config, layers, spec, topology.num_splits)
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
