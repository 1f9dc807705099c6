"""`Plan`: where each variable lives, which task computes what, and how
gradients are synchronised.

The Plan is the contract between the stages: a planner (`make_plan`, the
hybrid/manual-split planner) produces it from a `ModelInfo`, a `Cluster` and a
`Config`; the partition search edits its shard counts; the lowering reads it;
the chief ships it as JSON to every task of the job, so no two tasks can
disagree. It holds data only: `views/` prints and draws it (`px.summary(plan)`,
`px.draw(plan, path)`), asking its mode (`registry.py`) how.

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
import functools
import json
import logging
from typing import Any, Optional

from parallax_tf.config import Architecture, Config
from parallax_tf.errors import PlanError
from parallax_tf.plan.placements import (
    AllReduce,
    CollectiveEstimate,
    ParameterServer,
    Placement,
    SplitPart,
    placement_from_dict,
    placement_to_dict,
)
from parallax_tf.plan.topology import REPLICA, SPLIT, Topology
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
    placement_costs: tuple = ()
    """SPARSE under `Architecture.MIXED`: the plan's predicted communication
    seconds per step with this variable under each option it could take,
    (("ps", s), ("allreduce", s), ("allgather", s)) (planner/per_variable.py);
    the placement holds the cheapest."""

    table: Optional[str] = None
    """SPARSE: the rows of the dynamic table of this name
    (`modes/data/lower/dynamic.py`)."""

    @property
    def on_servers(self) -> bool:
        """Placed on parameter servers."""
        return isinstance(self.placement, ParameterServer)

    @property
    def num_shards(self) -> int:
        p = self.placement
        return p.num_shards if isinstance(p, ParameterServer) else 1

    @property
    def servers(self) -> tuple[int, ...]:
        """Server (= machine index) of each shard; empty unless on servers."""
        p = self.placement
        return p.servers if isinstance(p, ParameterServer) else ()

    @property
    def shard_rows(self) -> tuple[int, ...]:
        """Rows in each shard (row r in shard r mod num_shards)."""
        p = self.placement
        if isinstance(p, ParameterServer):
            return p.shard_rows
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
        d["placement_costs"] = tuple((str(k), float(b))
                                     for k, b in d.get("placement_costs", ()))
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
    """What `Architecture.AUTO` timed and chose (planner/architecture.py's
    `ArchitectureChoice.to_dict()`), on the plan the job trains with."""
    links: Optional[dict] = None
    """`Architecture.MIXED`: the link costs its choices were priced with
    (planner/per_variable.py's `Links.to_dict()`), also on the plan its
    timing kept when that is another architecture's."""
    predicted: Optional[dict] = None
    """Each candidate architecture's predicted step time on the cluster, with
    what it was predicted from (planner/step_time.py's estimator; the
    cores, links, the step measured on one process, the calibration:
    planner/decided.py's `predict_candidates`); made
    offline when asked (`px.plan(cores=...)`, `parallax-tf plan --cores`)."""
    inputs: tuple = ()
    """The step's inputs as captured, [dtype, shape] each: the batch shapes
    the plan was made for (an SPMD job's tasks must all feed them)."""
    mode: str = "data"
    """The mode that made it (`registry.py`): its summary, picture and
    lowering passes are that mode's."""
    data_axis: Optional[str] = REPLICA
    """The topology's axis along which tasks read different data: 'replica'
    for the session engine's replicas; with layouts, the mesh axis the
    batch dim is split over (None: every task reads the whole batch)."""
    drivers: tuple[int, ...] = ()
    """Worker tasks that run the user's script; default: the first task of
    each data group (every task when a replica is one task)."""

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
        if not self.drivers:
            object.__setattr__(self, "drivers", tuple(
                g[0] for g in self.topology.data_groups(self.data_axis)))
        if self.splits and len(self.splits) != self.topology.num_splits:
            raise PlanError(f"plan has {len(self.splits)} split parts for a topology of "
                            f"{self.topology.num_splits} split positions")

    @property
    def architecture(self) -> Architecture:
        """The data-parallel architecture that placed the variables (HYBRID
        when the Config leaves it to its default)."""
        return self.config.data.placing

    @property
    def row_cached(self) -> tuple[str, ...]:
        """The variables a worker-side row cache serves (`Config.row_cache`,
        docs/row_cache.md): the server-placed tables with a sparse gradient
        (a dynamic table's rows, cached by key, too); none without the
        setting."""
        if self.config.row_cache is None:
            return ()
        return tuple(n for n, v in self.variables.items() if v.on_servers and v.kind == "sparse"
                     and v.has_gradient)

    @functools.cached_property
    def num_replicas(self) -> int:
        """Data-parallel copies: the groups of tasks that read different
        data (a replica of the session engine; with layouts, a data group).
        Computed once (the runner counts examples with it every step)."""
        return len(self.topology.data_groups(self.data_axis))

    @property
    def num_splits(self) -> int:
        return self.topology.num_splits

    @property
    def num_servers(self) -> int:
        """Parameter-server tasks: one per machine when anything is on servers."""
        return self.cluster.num_servers if any(
            v.on_servers for v in self.variables.values()) else 0

    def task_device(self, task: int) -> str:
        """Full TensorFlow device of worker `task`, e.g. /job:worker/task:3/device:CPU:0."""
        return f"/job:worker/task:{task}/device:{self.task_devices[task]}"

    def bytes_per_machine(self) -> Optional[list[float]]:
        """Predicted bytes each machine sends+receives per iteration, or None
        while some variable's alpha is unknown: the variables' (the byte
        model), plus a pipeline's activations between stages on different
        machines (`activation_bytes_per_machine`)."""
        total = [0.0] * self.cluster.num_machines
        for v in self.variables.values():
            if v.bytes_per_machine is None:
                return None
            total = [a + b for a, b in zip(total, v.bytes_per_machine)]
        return [a + b for a, b in zip(total, self.activation_bytes_per_machine())]

    def activation_bytes_per_machine(self) -> list[float]:
        """Bytes each machine sends+receives per iteration for the
        activations and their gradients between consecutive stages of a
        replica that sit on different machines (both ends count them)."""
        total = [0.0] * self.cluster.num_machines
        if not any(part.activation_bytes for part in self.splits):
            return total
        machine_of = [m for m, n in enumerate(self.cluster.workers_per_machine)
                      for _ in range(n)]
        for tasks in self.topology.groups(SPLIT):
            for part in self.splits[:-1]:
                a, b = machine_of[tasks[part.position]], machine_of[tasks[part.position + 1]]
                if a != b:
                    total[a] += part.activation_bytes
                    total[b] += part.activation_bytes
        return total

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
            "links": self.links,
            "predicted": self.predicted,
            "inputs": [list(i) for i in self.inputs],
            "mode": self.mode,
            "data_axis": self.data_axis,
            "drivers": list(self.drivers),
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
                       links=d.get("links"),
                       predicted=d.get("predicted"),
                       inputs=tuple(tuple(i) for i in d.get("inputs", ())),
                       mode=d.get("mode", "data"), data_axis=d.get("data_axis", REPLICA),
                       drivers=tuple(d.get("drivers", ())))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            # ValueError includes ConfigError from a bad "config" entry.
            raise PlanError(f"plan JSON is missing or has a bad field: {e!r}") from e
