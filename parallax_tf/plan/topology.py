"""`Topology`: the job's worker tasks (or their devices) arranged on named axes.

The axes of the session engine are `replica` (data-parallel copies of the
model) and `split` (the tasks one replica spans: manual model splitting);
Mesh-style layouts use the mesh's own axes (`batch`, `model`, ...), over
*devices*: each task then holds `devices_per_task` consecutive devices
(logical CPU devices of its process). Devices (and tasks, with one device
each) are numbered row-major over the axes in order, the last axis fastest:
with axes (replica=2, split=3) task 4 is replica 1, split position 1, and one
replica's tasks are consecutive, so they share a machine whenever a machine
has that many slots.
"""
from __future__ import annotations

import dataclasses
import math
import re
from typing import Any, Optional, Sequence

from parallax_tf.errors import PlanError

REPLICA, SPLIT = "replica", "split"
_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclasses.dataclass(frozen=True, kw_only=True)
class Topology:
    """Named axes and their sizes; their product is the number of devices,
    `devices_per_task` of them per worker task (1: one task per position)."""

    axes: tuple[tuple[str, int], ...]
    devices_per_task: int = 1

    def __post_init__(self) -> None:
        names = [a for a, _ in self.axes]
        if not self.axes:
            raise PlanError("a Topology needs at least one axis, e.g. (('replica', 2),)")
        for name, size in self.axes:
            if not isinstance(name, str) or not _NAME_RE.match(name):
                raise PlanError(f"topology axis name {name!r} is not an identifier; "
                                "use names like 'replica', 'split', 'model'")
            if isinstance(size, bool) or not isinstance(size, int) or size < 1:
                raise PlanError(f"topology axis {name!r} has size {size!r}; "
                                "sizes are positive integers")
        if len(set(names)) != len(names):
            raise PlanError(f"topology axes {names} name an axis twice; name each axis once")
        k = self.devices_per_task
        if isinstance(k, bool) or not isinstance(k, int) or k < 1 \
                or self.num_devices % k:
            raise PlanError(f"topology {self.describe()} has {self.num_devices} devices, which "
                            f"cannot be split in tasks of {k} devices")

    @classmethod
    def for_tasks(cls, num_tasks: int, axes: Sequence[tuple[str, int]]) -> "Topology":
        """A topology over `num_tasks` tasks; PlanError (naming the sizes)
        unless the axis sizes multiply to `num_tasks`."""
        topo = cls(axes=tuple((str(n), s) for n, s in axes))
        if topo.num_tasks != num_tasks:
            sizes = " x ".join(f"{n}={s}" for n, s in topo.axes)
            raise PlanError(f"topology {sizes} has {topo.num_tasks} tasks but the job has "
                            f"{num_tasks} worker slots; the axis sizes must multiply to "
                            f"{num_tasks}")
        return topo

    @classmethod
    def replicas_of_splits(cls, num_tasks: int, splits: int) -> "Topology":
        """(replica = num_tasks / splits, split = splits); PlanError when the
        slots are not a multiple of the split count."""
        if splits < 1:
            raise PlanError(f"split count {splits} must be >= 1")
        if num_tasks % splits:
            raise PlanError(
                f"the step uses {splits} split positions (px.split(0..{splits - 1})) but the "
                f"resources offer {num_tasks} worker slots, not a multiple of {splits}: one "
                f"replica needs {splits} slots; give {splits * max(1, num_tasks // splits)} "
                f"or {splits * (num_tasks // splits + 1)} slots, or use fewer split positions")
        return cls(axes=((REPLICA, num_tasks // splits), (SPLIT, splits)))

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(n for n, _ in self.axes)

    @property
    def num_devices(self) -> int:
        return math.prod(s for _, s in self.axes)

    @property
    def num_tasks(self) -> int:
        return self.num_devices // self.devices_per_task

    def size(self, axis: str) -> int:
        """Size of `axis` (1 for an axis the topology does not have)."""
        return dict(self.axes).get(axis, 1)

    @property
    def num_replicas(self) -> int:
        return self.size(REPLICA)

    @property
    def num_splits(self) -> int:
        return self.size(SPLIT)

    def coords(self, task: int) -> dict[str, int]:
        """Axis name -> index of `task` (of its first device) along it."""
        if not 0 <= task < self.num_tasks:
            raise PlanError(f"task {task} is outside the topology's {self.num_tasks} tasks")
        return self.device_coords(task * self.devices_per_task)

    def device_coords(self, device: int) -> dict[str, int]:
        """Axis name -> index of `device` along it."""
        if not 0 <= device < self.num_devices:
            raise PlanError(f"device {device} is outside the topology's {self.num_devices}")
        out = {}
        for name, size in reversed(self.axes):
            out[name] = device % size
            device //= size
        return {n: out[n] for n in self.names}

    def task_devices(self, task: int) -> range:
        """The devices `task` holds."""
        k = self.devices_per_task
        return range(task * k, (task + 1) * k)

    def data_coords(self, task: int, axis: Optional[str]) -> tuple[int, ...]:
        """The indices along `axis` (the mesh axis that splits the batch)
        of `task`'s devices, without repeats: the parts of the global batch
        that task feeds. None: the batch is not split, () for every task."""
        if axis is None:
            return ()
        return tuple(sorted({self.device_coords(d)[axis] for d in self.task_devices(task)}))

    def data_groups(self, axis: Optional[str]) -> tuple[tuple[int, ...], ...]:
        """Tasks that feed the same parts of the batch (they differ only
        along other axes), one group per distinct part, in batch order."""
        groups: dict[tuple[int, ...], list[int]] = {}
        for t in range(self.num_tasks):
            groups.setdefault(self.data_coords(t, axis), []).append(t)
        return tuple(tuple(groups[k]) for k in sorted(groups))

    def data_group(self, task: int, axis: Optional[str]) -> tuple[int, int]:
        """(index of `task`'s data group, number of groups)."""
        groups = self.data_groups(axis)
        return next(i for i, g in enumerate(groups) if task in g), len(groups)

    def task(self, **coords: int) -> int:
        """The task at `coords` (missing axes: index 0)."""
        unknown = set(coords) - set(self.names)
        if unknown:
            raise PlanError(f"axes {sorted(unknown)} are not in the topology {self.names}")
        index = 0
        for name, size in self.axes:
            i = coords.get(name, 0)
            if not 0 <= i < size:
                raise PlanError(f"index {i} along axis {name!r} of size {size}")
            index = index * size + i
        return index

    def group(self, axis: str, task: int) -> tuple[int, ...]:
        """The tasks that differ from `task` only along `axis`, in order
        (a topology of one device per task)."""
        if self.devices_per_task != 1:
            raise PlanError(f"group() is about tasks of one device; topology {self.describe()} "
                            "has several devices per task")
        c = self.coords(task)
        return tuple(self.task(**{**c, axis: i}) for i in range(self.size(axis)))

    def groups(self, axis: str) -> tuple[tuple[int, ...], ...]:
        """Every group along `axis` (each task in exactly one), ordered by
        their first task."""
        seen: set[int] = set()
        out = []
        for t in range(self.num_tasks):
            if t not in seen:
                g = self.group(axis, t)
                seen.update(g)
                out.append(g)
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"axes": [[n, s] for n, s in self.axes]}
        if self.devices_per_task != 1:
            out["devices_per_task"] = self.devices_per_task
        return out

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Topology":
        return cls(axes=tuple((str(n), int(s)) for n, s in d["axes"]),
                   devices_per_task=int(d.get("devices_per_task", 1)))

    def describe(self) -> str:
        text = " x ".join(f"{n}={s}" for n, s in self.axes)
        k = self.devices_per_task
        return text if k == 1 else f"{text} ({k} devices per task)"
