"""`Plan`: where each variable lives and how its gradient is synchronised.

The Plan is the contract between the stages: `make_plan` produces it from a
`ModelInfo`, a `Cluster` and a `Config`; the partition search and later the
lowering read it; it prints as a table (`summary()`) and round-trips through
JSON (`to_json` / `from_json`).

Server k runs on machine k (one parameter-server task per machine). A
partitioned variable is split by rows, row r going to shard r mod p; shard j
lives on server `servers[j]`.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Optional, Sequence

from parallax_tf.classify import Kind, ModelInfo, VariableInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.errors import PlanError
from parallax_tf.partitioner import PartitionSpec
from parallax_tf.plan import bytes_model
from parallax_tf.resources import Cluster, Machine

PLAN_FORMAT = 1
ALLREDUCE, PS = "allreduce", "ps"


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
    placement: str
    """'allreduce' (replicated on every worker) or 'ps' (on parameter servers)."""
    collective: Optional[str]
    """For placement 'allreduce': 'allreduce' (dense) or 'allgather' (sparse)."""
    num_shards: int
    servers: tuple[int, ...]
    """Server (= machine index) of each shard; empty for 'allreduce'."""
    shard_rows: tuple[int, ...]
    """Rows in each shard (row r in shard r mod num_shards)."""
    partitioned: bool
    """Created under `partitioner()` (and sparse)."""
    partition_group: Optional[str]
    alpha: Optional[float]
    has_gradient: bool
    bytes_per_machine: Optional[tuple[float, ...]]
    """Predicted bytes sent+received per iteration by each machine for this
    variable; None while alpha is unknown."""

    @property
    def bytes_per_iteration(self) -> Optional[float]:
        """Mean over machines of `bytes_per_machine` (Table 3's per-machine value)."""
        if self.bytes_per_machine is None:
            return None
        return sum(self.bytes_per_machine) / max(1, len(self.bytes_per_machine))

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        d["bytes_per_iteration"] = self.bytes_per_iteration
        return d

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "VariablePlan":
        d = dict(d)
        d.pop("bytes_per_iteration", None)
        for key in ("shape", "servers", "shard_rows"):
            d[key] = tuple(d[key])
        if d.get("bytes_per_machine") is not None:
            d["bytes_per_machine"] = tuple(float(b) for b in d["bytes_per_machine"])
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
    and are otherwise kept per worker."""

    @property
    def architecture(self) -> Architecture:
        return self.config.architecture

    @property
    def num_servers(self) -> int:
        """Parameter-server tasks: one per machine when anything is on servers."""
        return self.cluster.num_machines if any(
            v.placement == PS for v in self.variables.values()) else 0

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
        """A table: one row per variable, then totals and per-machine bytes."""
        from parallax_tf.plan.summary import format_summary  # noqa: PLC0415
        return format_summary(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": PLAN_FORMAT,
            "step_name": self.step_name,
            "model_fingerprint": self.model_fingerprint,
            "config": self.config.to_dict(),
            "cluster": [{"host": m.host, "slots": list(m.slots)} for m in self.cluster.machines],
            "variables": [v.to_dict() for v in self.variables.values()],
            "state": list(self.state),
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
                       variables={v.name: v for v in variables}, state=tuple(d["state"]))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            # ValueError includes ConfigError from a bad "config" entry.
            raise PlanError(f"plan JSON is missing or has a bad field: {e!r}") from e


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
        p = v.num_rows
    return p


def _placement(v: VariableInfo, arch: Architecture) -> str:
    if arch is Architecture.PS:
        return PS
    if arch is Architecture.ALLREDUCE:
        return ALLREDUCE
    return PS if v.kind is Kind.SPARSE else ALLREDUCE


def _assign_servers(units: Sequence[tuple[str, int, float]], num_servers: int) -> dict:
    """Greedy largest-first: each (variable, shard, bytes) to the least-loaded
    server among those holding the fewest shards of the same variable, so the
    shards of one variable land on distinct servers while p <= servers."""
    load = [0.0] * num_servers
    held: dict[tuple[str, int], int] = {}          # (variable, server) -> shards held
    where: dict[tuple[str, int], int] = {}
    for name, shard, size in sorted(units, key=lambda u: (-u[2], u[0], u[1])):
        server = min(range(num_servers), key=lambda s: (held.get((name, s), 0), load[s], s))
        load[server] += size
        held[(name, server)] = held.get((name, server), 0) + 1
        where[(name, shard)] = server
    return where


def _predict(v: VariableInfo, placement: str, servers: tuple[int, ...],
             rows: tuple[int, ...], cluster: Cluster, config: Config) -> Optional[tuple]:
    g = cluster.workers_per_machine
    if not v.has_gradient:
        return tuple([0.0] * len(g))
    if v.alpha is None:
        return None
    if placement == ALLREDUCE:
        if v.kind is Kind.DENSE:
            return tuple(bytes_model.allreduce_bytes(v.bytes, g))
        return tuple(bytes_model.allgather_bytes(v.bytes, v.alpha, g))
    fractions = [r / max(1, v.num_rows) for r in rows]
    return tuple(bytes_model.ps_bytes(v.bytes, v.alpha, g, servers, fractions,
                                      config.local_aggregation,
                                      sparse=v.kind is Kind.SPARSE))


def make_plan(model: ModelInfo, cluster: Cluster, config: Optional[Config] = None,
              num_shards: Optional[dict[str, int]] = None) -> Plan:
    """Place every trainable variable of `model` on `cluster` per `config`.

    `num_shards`: shards per partition group (overrides the partitioner's and
    the config's), as the partition search sets them.
    """
    config = config or Config()
    overrides = dict(num_shards or {})
    for group, p in overrides.items():
        if not isinstance(p, int) or isinstance(p, bool) or p < 1:
            raise PlanError(f"num_shards[{group!r}]={p!r} must be a positive integer")
    shards = {v.name: _num_shards(v, config, cluster, overrides) for v in model.variables}
    placement = {v.name: _placement(v, config.architecture) for v in model.variables}
    units = []
    for v in model.variables:
        if placement[v.name] == PS:
            rows = _shard_rows(v.num_rows, shards[v.name])
            units += [(v.name, j, v.bytes * r / max(1, v.num_rows)) for j, r in enumerate(rows)]
    where = _assign_servers(units, cluster.num_machines) if units else {}
    entries = {}
    for v in model.variables:
        p, place = shards[v.name], placement[v.name]
        rows = _shard_rows(v.num_rows, p)
        servers = tuple(where[(v.name, j)] for j in range(p)) if place == PS else ()
        entries[v.name] = VariablePlan(
            name=v.name, shape=v.shape, dtype=v.dtype, bytes=v.bytes, kind=v.kind.value,
            placement=place,
            collective=None if place == PS else
            ("allgather" if v.kind is Kind.SPARSE else "allreduce"),
            num_shards=p, servers=servers, shard_rows=rows,
            partitioned=v.partition is not None,
            partition_group=v.partition.group if v.partition is not None else None,
            alpha=v.alpha, has_gradient=v.has_gradient,
            bytes_per_machine=_predict(v, place, servers, rows, cluster, config))
    return Plan(step_name=model.step_name, model_fingerprint=model.fingerprint, config=config,
                cluster=cluster, variables=entries, state=tuple(v.name for v in model.state))
