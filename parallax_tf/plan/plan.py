"""`Plan`: where each variable lives, which task computes what, and how
gradients are synchronised.

The Plan is the contract between the stages: a planner (`make_plan`, the
hybrid/manual-split planner) produces it from a `ModelInfo`, a `Cluster` and a
`Config`; the partition search edits its shard counts; the lowering reads it;
the chief ships it as JSON to every task of the job, so no two tasks can
disagree. It prints as a table (`summary()`).

* every trainable variable has one typed placement (`plan/placements.py`:
  `AllReduce`, `ParameterServer`, `Layout`, `Stage`) and the split position
  that holds it;
* `topology` arranges the worker tasks on named axes (`replica` x `split`);
* `splits` says what each split position of a replica computes (empty when a
  replica is one task); `task_devices` which device each worker task
  computes on (`"GPU:0"` or `"CPU:0"`).

Server k runs on machine k (one parameter-server task per machine). A
partitioned variable is split by rows, row r going to shard r mod p; shard j
lives on server `servers[j]`.
"""
from __future__ import annotations

import dataclasses
import json
import logging
from typing import Any, Optional, Sequence

from parallax_tf.classify import Kind, ModelInfo, VariableInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.errors import PlanError
from parallax_tf.plan import bytes_model
from parallax_tf.plan.placements import (AllReduce, CollectiveEstimate, CollectiveKind,
                                         ParameterServer, Placement, SplitPart, Stage,
                                         placement_from_dict, placement_to_dict)
from parallax_tf.plan.topology import SPLIT, Topology
from parallax_tf.resources import Cluster, Machine

PLAN_FORMAT = 2


logger = logging.getLogger(__name__)

@dataclasses.dataclass(frozen=True, kw_only=True)
class VariablePlan:
    """The plan for one trainable variable."""

    name: str
    shape: tuple[int, ...]
    dtype: str
    bytes: int
    """Size of the whole variable in bytes (w in Table 3)."""
    kind: str
    """'dense' or 'sparse'."""
    placement: Placement
    """Where it lives and how its gradient is synchronised (a typed placement)."""
    split: int = 0
    """The split position (task of a replica) that holds it and runs its
    update; 0 when a replica is one task."""
    partitioned: bool
    """Created under `partitioner()` (and sparse)."""
    partition_group: Optional[str]
    alpha: Optional[float]
    has_gradient: bool
    bytes_per_machine: Optional[tuple[float, ...]]
    """Predicted bytes sent+received per iteration by each machine for this
    variable; None while alpha is unknown. Table 3 with what the runtime
    sends besides: duplicate rows and indices of sparse gradients
    (`rows_sent`, `index_bytes`; `plan/bytes_model.py`)."""
    rows_sent: Optional[float] = None
    """SPARSE: rows a worker's gradient lists per iteration, duplicates
    included, / rows (None: not measured; the model then counts alpha)."""
    index_bytes: int = 0
    """SPARSE: bytes of one index of its gradient."""
    hot_rows: tuple[tuple[int, float, float], ...] = ()
    """SPARSE: its gradient's most listed rows as measured (row, listed per
    iteration, fraction of iterations touching it): what the shards'
    traffic predictions and the server assignment use. Carried in the plan
    so that every task plans (and re-plans in the searches) alike."""
    collective_choice: tuple = ()
    """SPARSE on AllReduce with `Config.sparse_as_dense="auto"`: the
    predicted bytes per machine per iteration of each collective it could use,
    (("allgather", b), ("allreduce", b)); the placement holds the smaller."""

    @property
    def on_servers(self) -> bool:
        """Placed on parameter servers."""
        return isinstance(self.placement, ParameterServer)

    @property
    def num_shards(self) -> int:
        return self.placement.num_shards if self.on_servers else 1

    @property
    def servers(self) -> tuple[int, ...]:
        """Server (= machine index) of each shard; empty unless on servers."""
        return self.placement.servers if self.on_servers else ()

    @property
    def shard_rows(self) -> tuple[int, ...]:
        """Rows in each shard (row r in shard r mod num_shards)."""
        if self.on_servers:
            return self.placement.shard_rows
        return (self.shape[0] if self.shape else 1,)

    @property
    def collective(self) -> Optional[str]:
        """'allreduce' / 'allgather' for an AllReduce placement, else None."""
        return self.placement.collective.value if isinstance(self.placement, AllReduce) \
            else None

    @property
    def bytes_per_iteration(self) -> Optional[float]:
        """Mean over machines of `bytes_per_machine` (Table 3's per-machine value)."""
        if self.bytes_per_machine is None:
            return None
        return sum(self.bytes_per_machine) / max(1, len(self.bytes_per_machine))

    def to_dict(self) -> dict[str, Any]:
        d = {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}
        d["placement"] = placement_to_dict(self.placement)
        d["shape"] = list(self.shape)
        d["bytes_per_iteration"] = self.bytes_per_iteration
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "VariablePlan":
        d = dict(d)
        d.pop("bytes_per_iteration", None)
        d["shape"] = tuple(d["shape"])
        d["placement"] = placement_from_dict(d["placement"])
        if d.get("bytes_per_machine") is not None:
            d["bytes_per_machine"] = tuple(float(b) for b in d["bytes_per_machine"])
        d["collective_choice"] = tuple((str(k), float(b))
                                       for k, b in d.get("collective_choice", ()))
        d["hot_rows"] = tuple((int(r), float(c), float(t)) for r, c, t in d.get("hot_rows", ()))
        return cls(**d)


@dataclasses.dataclass(frozen=True, kw_only=True)
class Plan:
    """How a step is distributed over a cluster."""

    step_name: str
    model_fingerprint: str
    config: Config
    cluster: Cluster
    variables: dict[str, VariablePlan]
    """Trainable variables by name."""
    state: tuple[str, ...]
    """Non-trainable variables (optimizer slots and counters, batch-norm
    statistics): they follow the variable they belong to (the runtime decides),
    and are otherwise kept per replica, on the split position that uses them."""
    topology: Topology = None  # type: ignore[assignment]
    """The worker tasks on named axes; default: one replica per task."""
    splits: tuple[SplitPart, ...] = ()
    """What each split position computes; empty when a replica is one task."""
    task_devices: tuple[str, ...] = ()
    """Device each worker task computes on ('GPU:0' or 'CPU:0'); default CPU."""
    state_placements: dict[str, Placement] = dataclasses.field(default_factory=dict)
    """Placements of state variables decided by the planner (layouts: a slot
    follows its variable); empty: the runtime decides (session engine)."""
    collectives: tuple[CollectiveEstimate, ...] = ()
    """Collectives per step the layouts imply (layout plans; predicted)."""
    state_bytes: dict[str, int] = dataclasses.field(default_factory=dict)
    """Bytes of each state variable (layout plans: for memory per device)."""
    chunks: tuple[tuple[str, ...], ...] = ()
    """Chunked aggregation (docs/chunks.md): the dense AllReduce-placed
    variables whose gradients one grouped AllReduce reduces, chunk by chunk
    in the order backprop produces them; empty: one AllReduce per gradient."""
    chunk_size: Optional[int] = None
    """The layers per chunk the chunks were made with (the search's k), if any."""
    architecture_choice: Optional[dict] = None
    """What `Architecture.AUTO` timed and chose (search/architecture.py's
    `ArchitectureChoice.to_dict()`), on the plan the job trains with."""
    inputs: tuple = ()
    """The step's inputs as captured, [dtype, shape] each: the batch shapes
    the plan was made for (an SPMD job's tasks must all feed them)."""

    def __post_init__(self) -> None:
        n = self.cluster.num_workers
        if self.topology is None:
            object.__setattr__(self, "topology", Topology.for_tasks(n, (("replica", n),)))
        elif self.topology.num_tasks != n:
            raise PlanError(f"plan topology {self.topology.describe()} has "
                            f"{self.topology.num_tasks} tasks, the cluster {n} workers")
        if not self.task_devices:
            object.__setattr__(self, "task_devices", ("CPU:0",) * n)
        elif len(self.task_devices) != n:
            raise PlanError(f"plan has {len(self.task_devices)} task devices for {n} workers")
        if self.splits and len(self.splits) != self.topology.num_splits:
            raise PlanError(f"plan has {len(self.splits)} split parts for a topology of "
                            f"{self.topology.num_splits} split positions")

    @property
    def architecture(self) -> Architecture:
        return self.config.architecture

    @property
    def is_layout(self) -> bool:
        """Mesh-style layouts on DTensor (docs/layouts.md)."""
        return self.config.is_layout

    @property
    def data_axis(self) -> Optional[str]:
        """Layouts: the mesh axis the inputs' batch dim is split over."""
        return dict(self.config.layout_rules).get("batch") if self.is_layout else None

    @property
    def num_replicas(self) -> int:
        """Data-parallel copies: replicas of the session engine; with
        layouts, the groups of tasks that read different data."""
        if self.is_layout:
            return len(self.topology.data_groups(self.data_axis))
        return self.topology.num_replicas

    @property
    def num_splits(self) -> int:
        return self.topology.num_splits

    @property
    def is_pipeline(self) -> bool:
        """Pipelined model parallelism (docs/pipeline.md): the split
        positions are the stages."""
        return self.config.is_pipeline

    def schedule(self):  # noqa: ANN201
        """The pipeline's schedule (`plan/schedule.py`); None otherwise."""
        if not self.is_pipeline:
            return None
        from parallax_tf.plan.schedule import make_schedule  # noqa: PLC0415
        return make_schedule(self.config.schedule, self.num_splits, self.config.microbatches)

    @property
    def num_servers(self) -> int:
        """Parameter-server tasks: one per machine when anything is on servers."""
        return self.cluster.num_machines if any(
            v.on_servers for v in self.variables.values()) else 0

    def drivers(self) -> tuple[int, ...]:
        """Worker tasks that run the user's script: the first task of each
        replica (every task when a replica is one task, and with layouts)."""
        if self.is_layout:
            return tuple(range(self.topology.num_tasks))
        return tuple(g[0] for g in self.topology.groups(SPLIT))

    def task_device(self, task: int) -> str:
        """Full TensorFlow device of worker `task`, e.g. /job:worker/task:3/device:CPU:0."""
        return f"/job:worker/task:{task}/device:{self.task_devices[task]}"

    def bytes_per_machine(self) -> Optional[list[float]]:
        """Predicted bytes each machine sends+receives per iteration, or None
        while some variable's alpha is unknown."""
        total = [0.0] * self.cluster.num_machines
        for v in self.variables.values():
            if v.bytes_per_machine is None:
                return None
            total = [a + b for a, b in zip(total, v.bytes_per_machine)]
        return total

    def summary(self) -> str:
        """A table: one row per variable, then totals and per-machine bytes
        (layouts: per-device shards and the predicted collectives)."""
        from parallax_tf.plan.summary import format_summary  # noqa: PLC0415
        return format_summary(self)

    def draw(self, path: str, title: Optional[str] = None) -> str:
        """Write the plan as a PNG (machines, their workers and servers, the
        shards each server holds, predicted bytes per link per step:
        `plan/picture.py`); returns the path. Needs matplotlib."""
        from parallax_tf.plan.picture import draw_plan  # noqa: PLC0415
        return draw_plan(self, path, title)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": PLAN_FORMAT,
            "step_name": self.step_name,
            "model_fingerprint": self.model_fingerprint,
            "config": self.config.to_dict(),
            "cluster": [{"host": m.host, "slots": list(m.slots)} for m in self.cluster.machines],
            "topology": self.topology.to_dict(),
            "task_devices": list(self.task_devices),
            "splits": [s.to_dict() for s in self.splits],
            "variables": [v.to_dict() for v in self.variables.values()],
            "state": list(self.state),
            "state_placements": {n: placement_to_dict(p)
                                 for n, p in self.state_placements.items()},
            "collectives": [c.to_dict() for c in self.collectives],
            "state_bytes": dict(self.state_bytes),
            "chunks": [list(c) for c in self.chunks],
            "chunk_size": self.chunk_size,
            "architecture_choice": self.architecture_choice,
            "inputs": [list(i) for i in self.inputs],
            "bytes_per_machine": self.bytes_per_machine(),
        }

    def to_json(self, indent: Optional[int] = 2) -> str:
        return json.dumps(self.to_dict(), indent=indent)

    @classmethod
    def from_json(cls, text: str) -> "Plan":
        """Inverse of `to_json`; raises PlanError on anything else."""
        try:
            d = json.loads(text)
        except (TypeError, json.JSONDecodeError) as e:
            raise PlanError(f"not a plan: the text is not JSON ({e})") from e
        if not isinstance(d, dict) or d.get("format") != PLAN_FORMAT:
            got = d.get("format") if isinstance(d, dict) else type(d).__name__
            raise PlanError(f"not a plan of format {PLAN_FORMAT} (format={got!r}); "
                            "write it with Plan.to_json() of this version")
        try:
            machines = tuple(Machine(host=m["host"], slots=tuple(m["slots"]))
                             for m in d["cluster"])
            variables = [VariablePlan.from_dict(v) for v in d["variables"]]
            return cls(step_name=d["step_name"], model_fingerprint=d["model_fingerprint"],
                       config=Config.from_dict(d["config"]),
                       cluster=Cluster(machines=machines),
                       variables={v.name: v for v in variables}, state=tuple(d["state"]),
                       topology=Topology.from_dict(d["topology"]),
                       task_devices=tuple(d["task_devices"]),
                       splits=tuple(SplitPart.from_dict(s) for s in d["splits"]),
                       state_placements={n: placement_from_dict(p) for n, p in
                                         d.get("state_placements", {}).items()},
                       collectives=tuple(CollectiveEstimate.from_dict(c)
                                         for c in d.get("collectives", ())),
                       state_bytes={n: int(b) for n, b in d.get("state_bytes", {}).items()},
                       chunks=tuple(tuple(c) for c in d.get("chunks", ())),
                       chunk_size=d.get("chunk_size"),
                       architecture_choice=d.get("architecture_choice"),
                       inputs=tuple(tuple(i) for i in d.get("inputs", ())))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            # ValueError includes ConfigError from a bad "config" entry.
            raise PlanError(f"plan JSON is missing or has a bad field: {e!r}") from e


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
    if v.kind is not Kind.SPARSE or v.partition is None or config.architecture is Architecture.ALLREDUCE:
        return 1
    p = overrides.get(v.partition.group, v.partition.num_shards)
    if p is None:
        p = config.num_partitions or cluster.num_machines
    if p > v.num_rows:
        if v.partition.num_shards is not None or v.partition.group in overrides:
            raise PlanError(
                f"variable {v.name!r} has {v.num_rows} rows and cannot be split in {p} shards; "
                f"ask for at most {v.num_rows}")
        if config.num_partitions is not None:
            logger.warning("Config.num_partitions=%d: variable %r has only %d rows, so it is "
                           "split in %d shards (one row each); ask for at most %d to silence "
                           "this", p, v.name, v.num_rows, v.num_rows, v.num_rows)
        p = v.num_rows
    return p


def _on_servers(v: VariableInfo, arch: Architecture) -> bool:
    """AUTO, before the job has timed its candidates, plans as HYBRID."""
    if arch in (Architecture.PS,):
        return True
    if arch in (Architecture.ALLREDUCE, Architecture.PIPELINE):
        return False
    return v.kind is Kind.SPARSE


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
    names = config.sparse_as_dense
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
    want = config.sparse_as_dense
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
    fractions = [r / max(1, v.num_rows) for r in placement.shard_rows]
    pulled, pushed = shard_traffic(v, placement.num_shards) if v.kind is Kind.SPARSE \
        else (fractions, fractions)
    return tuple(bytes_model.ps_bytes(v.bytes, v.alpha, g, placement.servers, fractions,
                                      config.local_aggregation,
                                      sparse=v.kind is Kind.SPARSE, sent=v.rows_sent,
                                      row_index_bytes=v.num_rows * v.index_bytes,
                                      pull_fractions=pulled, push_fractions=pushed))


def make_plan(model: ModelInfo, cluster: Cluster, config: Optional[Config] = None,
              num_shards: Optional[dict[str, int]] = None, splits: Any = None,
              task_devices: Optional[Sequence[str]] = None, layers: Sequence[Any] = (),
              chunk_size: Optional[int] = None,
              stage_ms: Optional[Sequence[float]] = None) -> Plan:
    """Place every trainable variable of `model` on `cluster` per `config`.

    `num_shards`: shards per partition group (overrides the partitioner's and
    the config's), as the partition search sets them. `splits`: the step's
    split assignment (`planners.split.assign_splits`), None for a step
    without split scopes. `task_devices`: the device of each worker task
    ('GPU:0' / 'CPU:0'), default CPU. `layers`: the step's layers with
    dense gradients in backward order (`planners.chunks.gradient_layers`),
    which `config.chunks` groups; `chunk_size`: the layers per chunk instead
    (the chunk search's candidate). `stage_ms`: a pipeline's measured
    time per stage (`planners/pipeline.py`), shown with its parts.
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
    shards = {v.name: _num_shards(v, config, cluster, overrides) for v in model.variables}
    servers = {v.name: _on_servers(v, config.architecture) for v in model.variables}
    units = []
    for v in model.variables:
        if servers[v.name]:
            units += _shard_units(v, shards[v.name])
    where = _assign_servers(units, cluster.num_machines) if units else {}
    entries = {}
    for v in model.variables:
        p = shards[v.name]
        split = split_of.get(v.name, 0)
        g = _replicas_per_machine(cluster, topology, split)
        choice: tuple = ()
        if servers[v.name]:
            placement: Placement = ParameterServer(
                num_shards=p, servers=tuple(where[(v.name, j)] for j in range(p)),
                shard_rows=_shard_rows(v.num_rows, p), sync=config.sync,
                weak=config.weak_sync)
        elif config.is_pipeline:
            placement = Stage(index=split_of.get(v.name, 0))
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
            bytes_per_machine=_predict(v, placement, g, config))
    parts = splits.parts(entries) if splits is not None and (
        num_splits > 1 or config.is_pipeline) else ()
    if stage_ms is not None and parts:
        parts = tuple(dataclasses.replace(part, compute_ms=float(ms))
                      for part, ms in zip(parts, stage_ms))
    spec = _chunk_spec(config, chunk_size)
    chunks = _chunks(entries, config, layers, spec, num_splits)
    return Plan(step_name=model.step_name, model_fingerprint=model.fingerprint, config=config,
                cluster=cluster, variables=entries, state=tuple(v.name for v in model.state),
                topology=topology, splits=parts,
                task_devices=tuple(task_devices) if task_devices else (), chunks=chunks,
                chunk_size=spec if chunks and isinstance(spec, int) else None)


def _chunk_spec(config: Config, chunk_size: Optional[int]) -> Any:
    """What the chunks are made from: the search's candidate k when given, a
    search's first candidate (1) before it decides, else `config.chunks`."""
    from parallax_tf.plan.chunks import ChunkSearch  # noqa: PLC0415
    if chunk_size is not None:
        return chunk_size
    return 1 if isinstance(config.chunks, ChunkSearch) else config.chunks


def _chunks(entries: dict[str, VariablePlan], config: Config, layers: Sequence[Any],
            spec: Any, num_splits: int) -> tuple[tuple[str, ...], ...]:
    """The plan's gradient chunks (docs/chunks.md)."""
    from parallax_tf.plan.chunks import TENSOR  # noqa: PLC0415
    from parallax_tf.planners.chunks import chunk_variables  # noqa: PLC0415
    if spec == TENSOR:
        return ()
    if num_splits > 1:
        raise PlanError(f"Config(chunks={config.chunks!r}) with model splitting: chunked "
                        "aggregation groups the AllReduces of one task; drop chunks= or the "
                        "split scopes")
    allreduced = {n for n, v in entries.items() if v.kind == "dense" and v.has_gradient
                  and isinstance(v.placement, AllReduce)}
    return chunk_variables(layers, allreduced, spec)
