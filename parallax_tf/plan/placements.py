"""Placements: where a variable lives and how its gradient is synchronised.

A small closed set of frozen dataclasses (the Plan's vocabulary). Each
variable of a `Plan` has exactly one; the lowering dispatches on the type,
never on strings:

* `AllReduce`: replicated on every replica (of the split position that
  holds it); gradients AllReduced (dense) or AllGathered (sparse).
* `ParameterServer`: on parameter-server tasks, optionally split in row
  shards, with a synchronisation policy.
* `Layout`: laid out over named mesh axes (Mesh-style layouts; the layout
  planner `modes/layout/planner.py` produces it, DTensor runs it).
* `Stage`: held by one pipeline stage (pipelines; the pipeline planner
  produces it).

Compute placement (which task of a replica runs which part of the step) is
`SplitPart`, one per split position of the `Topology`.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Any, Optional, Union

from parallax_tf.config import SyncMode
from parallax_tf.config.weak_sync import WeakSync
from parallax_tf.errors import PlanError


class CollectiveKind(enum.Enum):
    """How the gradients of an `AllReduce` variable are combined."""

    ALLREDUCE = "allreduce"
    """Dense gradient: summed (or averaged) over the replicas."""
    ALLGATHER = "allgather"
    """Sparse gradient (rows): the rows of every replica concatenated."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class AllReduce:
    """Replicated on every replica; gradients combined by a collective."""

    collective: CollectiveKind = CollectiveKind.ALLREDUCE

    kind = "allreduce"

    def describe(self) -> str:
        return f"allreduce ({self.collective.value})"


@dataclasses.dataclass(frozen=True, kw_only=True)
class ParameterServer:
    """On parameter servers: shard j (rows r with r mod num_shards == j) on
    server `servers[j]` (= machine index)."""

    num_shards: int = 1
    servers: tuple[int, ...] = ()
    shard_rows: tuple[int, ...] = ()
    """Rows in each shard."""
    sync: SyncMode = SyncMode.SYNC
    """SYNC: updated once per step from the aggregated gradient; ASYNC: each
    replica's gradient is applied as it arrives."""
    weak: Optional[WeakSync] = None
    """Weak synchronisation (docs/weak_sync.md): the server updates once c
    gradients of its current version arrived, workers step with b of their
    blocks; None: every update waits for every worker."""

    kind = "ps"

    def __post_init__(self) -> None:
        if self.num_shards < 1 or len(self.servers) != self.num_shards \
                or len(self.shard_rows) != self.num_shards:
            raise PlanError(
                f"ParameterServer(num_shards={self.num_shards}, servers={self.servers}, "
                f"shard_rows={self.shard_rows}): give one server and one row count per shard")

    def describe(self) -> str:
        if self.weak is not None:
            c = "k" if self.weak.num_required is None else self.weak.num_required
            return f"ps (weak c={c} b={self.weak.pull_fraction:g})"
        return "ps" if self.sync is SyncMode.SYNC else f"ps ({self.sync.value})"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Layout:
    """Laid out over mesh axes: `axes[d]` is the mesh axis tensor dimension d
    is split over, or None (replicated along that dimension); `dims[d]` its
    name (from `Config.dim_names`, None when unnamed)."""

    axes: tuple[Optional[str], ...] = ()
    dims: tuple[Optional[str], ...] = ()

    kind = "layout"

    def __post_init__(self) -> None:
        if self.dims and len(self.dims) != len(self.axes):
            raise PlanError(f"Layout(axes={self.axes}, dims={self.dims}): one name per axis entry")

    def describe(self) -> str:
        return "[" + ", ".join(a or "-" for a in self.axes) + "]"

    def shard_shape(self, shape: tuple[int, ...], sizes: dict[str, int]) -> tuple[int, ...]:
        """The shape of the part one device holds."""
        return tuple(n // sizes[a] if a is not None else n for n, a in zip(shape, self.axes))

    def split_factor(self, sizes: dict[str, int]) -> int:
        """How many parts the variable is cut in (its bytes / a device's)."""
        out = 1
        for a in self.axes:
            out *= sizes[a] if a is not None else 1
        return out


@dataclasses.dataclass(frozen=True, kw_only=True)
class CollectiveEstimate:
    """A collective the layouts imply once per step, predicted by the layout
    planner (`modes/layout/planner.py`): its kind, the mesh axes it runs over,
    the bytes of the tensor part each device contributes, and why."""

    kind: str
    """'allreduce' (a sum over the axes) or 'allgather'."""
    axes: tuple[str, ...]
    group_size: int
    """Devices in one group (the product of the axes' sizes)."""
    tensor_bytes: int
    """Bytes of the local tensor per device (input of an all-reduce, output
    of an all-gather)."""
    reason: str
    variable: Optional[str] = None
    """The variable it belongs to (its gradient, or the op that uses it)."""

    @property
    def bytes_per_device(self) -> float:
        """Bytes each device sends (= receives) with the ring algorithm:
        all-reduce 2 (g-1)/g n, all-gather (g-1)/g n."""
        g = self.group_size
        if g <= 1:
            return 0.0
        factor = 2.0 if self.kind == "allreduce" else 1.0
        return factor * (g - 1) / g * self.tensor_bytes

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "axes": list(self.axes), "group_size": self.group_size,
                "tensor_bytes": self.tensor_bytes, "reason": self.reason,
                "variable": self.variable}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "CollectiveEstimate":
        return cls(kind=d["kind"], axes=tuple(d["axes"]), group_size=int(d["group_size"]),
                   tensor_bytes=int(d["tensor_bytes"]), reason=d["reason"],
                   variable=d.get("variable"))


@dataclasses.dataclass(frozen=True, kw_only=True)
class Stage:
    """Held by pipeline stage `index` (docs/pipeline.md): read and updated
    there only; with several pipeline replicas, its gradient is AllReduced
    (rows: AllGathered) over the replicas' tasks of that stage."""

    index: int = 0

    kind = "stage"

    def describe(self) -> str:
        return f"stage {self.index}"


Placement = Union[AllReduce, ParameterServer, Layout, Stage]
PLACEMENT_KINDS: dict[str, type] = {"allreduce": AllReduce, "ps": ParameterServer,
                                    "layout": Layout, "stage": Stage}
"""Each placement class by its `kind` (the `type` of its JSON,
`placement_from_dict`)."""


def placement_to_dict(p: Placement) -> dict[str, Any]:
    """`{"type": "ps", ...fields}` with enums as their values."""
    out: dict[str, Any] = {"type": p.kind}
    for f in dataclasses.fields(p):
        value = getattr(p, f.name)
        out[f.name] = value.value if isinstance(value, enum.Enum) else (
            list(value) if isinstance(value, tuple) else
            value.to_dict() if isinstance(value, WeakSync) else value)
    return out


def placement_from_dict(d: dict[str, Any]) -> Placement:
    """Inverse of `placement_to_dict`; PlanError on an unknown type."""
    d = dict(d)
    kind = d.pop("type", None)
    if kind not in PLACEMENT_KINDS:
        raise PlanError(f"unknown placement type {kind!r}; known: {sorted(PLACEMENT_KINDS)}")
    cls = PLACEMENT_KINDS[kind]
    if cls is AllReduce:
        return AllReduce(collective=CollectiveKind(d.get("collective", "allreduce")))
    if cls is ParameterServer:
        return ParameterServer(num_shards=int(d["num_shards"]), servers=tuple(d["servers"]),
                               shard_rows=tuple(d["shard_rows"]),
                               sync=SyncMode(d.get("sync", "sync")),
                               weak=None if d.get("weak") is None
                               else WeakSync.from_dict(d["weak"]))
    if cls is Layout:
        return Layout(axes=tuple(d.get("axes", ())), dims=tuple(d.get("dims", ())))
    return Stage(index=int(d.get("index", 0)))


@dataclasses.dataclass(frozen=True, kw_only=True)
class SplitPart:
    """Compute placement: what split position `position` of every replica
    runs (manual model splitting)."""

    position: int
    layers: tuple[str, ...]
    """The layers whose weights it holds (variable paths without their last
    component, e.g. 'part0/conv1'), in the order the step reads them."""
    variables: tuple[str, ...]
    """Trainable variables held there."""
    num_ops: int
    """Ops of the captured step placed there (forward, backward and update)."""
    parameter_bytes: int
    """Bytes of the trainable variables held there."""
    compute_ms: Optional[float] = None
    """Measured time of its forward and backward ops on one micro-batch
    (pipelines; single-device, one process), None when not measured."""
    activation_bytes: int = 0
    """Pipelines: bytes one mini-batch moves between this stage and the next
    (every micro-batch's activations forward and their gradients back; 0
    for the last stage)."""

    def to_dict(self) -> dict[str, Any]:
        return {"position": self.position, "layers": list(self.layers),
                "variables": list(self.variables), "num_ops": self.num_ops,
                "parameter_bytes": self.parameter_bytes, "compute_ms": self.compute_ms,
                "activation_bytes": self.activation_bytes}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "SplitPart":
        ms = d.get("compute_ms")
        return cls(position=int(d["position"]), layers=tuple(d["layers"]),
                   variables=tuple(d["variables"]), num_ops=int(d["num_ops"]),
                   parameter_bytes=int(d["parameter_bytes"]),
                   compute_ms=None if ms is None else float(ms),
                   activation_bytes=int(d.get("activation_bytes", 0)))
