"""The values the data mode's lowering passes share besides the worker
context (`session/context.py`): where each variable lives (`VariableHome`)
and the finished program (`WorkerProgram`)."""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Collection, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedVariable
from parallax_tf.modes.data.lower.partition import Sharding
from parallax_tf.session.context import InitOps


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
    """Set when the variable is split in several shards (see modes/data/lower/partition.py)."""
    split: int = 0
    """The split position holding a replicated variable (0 without splitting)."""

    def shard_handles(self) -> list:
        """The handles of every shard (one: the variable's own)."""
        return list(self.sharding.handles) if self.sharding is not None else [self.handle]

    def shard(self, s: int) -> tuple[tf.Tensor, str]:
        """Shard `s`'s handle and device (the variable's own when whole)."""
        if self.sharding is not None:
            return self.sharding.handles[s], self.sharding.devices[s]
        return self.handle, self.device

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
    """A barrier of all replicas (`DistributedRunner.sync`)."""
    release: tf.Operation
    """Frees this program's shared state: the chief deletes the variables and
    inboxes on the servers, every worker the inboxes on itself. Run after
    `release_barrier` (`program.release` runs both)."""
    release_barrier: tf.Tensor
    """A barrier of every replica: no worker runs the program any more."""
    passes: tuple[str, ...] = ()
    """The lowering passes that built it, in order."""
    weak: Any = None
    """Weak synchronisation's side (`lower/weak_sync.WeakProgram`), or None."""
    transfers: Any = None
    """`lower/coalesce.Transfers`: messages per step between tasks before and
    after the `coalesce_transfers` pass (None: the pass did not run)."""
    tables: Any = None
    """Fills this program's copies of the step's lookup tables and its row
    caches (run once, when the session opens); None: it has neither."""
    dynamic: dict = dataclasses.field(default_factory=dict)
    """The step's dynamic tables on the servers (`lower/dynamic.py`)."""
    row_caches: Any = None
    """The worker-side row cache (`lower/row_cache.py`), or None."""


RESOURCE_OPS = frozenset({"ReadVariableOp", "ResourceGather", "ResourceGatherNd",
                           "VariableShape", "VarIsInitializedOp"})


def resource_rule(homes: dict[str, VariableHome], mirrored: Collection[str] = frozenset(),
                  worker_device: str = "") -> Callable[[Any], Optional[str]]:
    """Resource ops with their variable (a weak block's: with its mirror on
    the worker); gathers of a variable's read with it."""
    def device(name: str, home: VariableHome) -> str:
        return worker_device if name in mirrored else home.device
    handle_device = {h.captured.handle.rsplit(":", 1)[0]: device(n, h) for n, h in homes.items()}
    read_device = {r.name: device(n, h) for n, h in homes.items() for r in h.captured.reads}

    def rule(node) -> Optional[str]:
        first = node.input[0].split(":")[0] if node.input else ""
        if first in handle_device and (node.op in RESOURCE_OPS or node.op.startswith(
                ("Resource", "Assign"))):
            return handle_device[first]
        if node.op in ("GatherV2", "Gather") and first in read_device:
            return read_device[first]
        return None
    return rule
