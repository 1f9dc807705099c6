"""`Topology`: the job's worker tasks arranged on named axes.

Today's axes are `replica` (data-parallel copies of the model) and `split`
(the tasks one replica spans: manual model splitting); mesh axes and pipeline
stages are further axes of the same value. Tasks are numbered row-major over
the axes in order, the last axis fastest: with axes (replica=2, split=3)
task 4 is replica 1, split position 1, and one replica's tasks are
consecutive, so they share a machine whenever a machine has that many slots.
"""
from __future__ import annotations

import dataclasses
import math
import re
from typing import Any, Sequence

from parallax_tf.errors import PlanError

REPLICA, SPLIT = "replica", "split"
_NAME_RE = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


@dataclasses.dataclass(frozen=True, kw_only=True)
class Topology:
    """Named axes and their sizes; their product is the number of worker tasks."""

    axes: tuple[tuple[str, int], ...]

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
    def num_tasks(self) -> int:
        return math.prod(s for _, s in self.axes)

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
        """Axis name -> index of `task` along it."""
        if not 0 <= task < self.num_tasks:
            raise PlanError(f"task {task} is outside the topology's {self.num_tasks} tasks")
        out = {}
        for name, size in reversed(self.axes):
            out[name] = task % size
            task //= size
        return {n: out[n] for n in self.names}

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
        """The tasks that differ from `task` only along `axis`, in order."""
        c = self.coords(task)
        return tuple(self.task(**{**c, axis: i}) for i in range(self.size(axis)))

    def groups(self, axis: str) -> tuple[tuple[int, ...], ...]:
        """Every group along `axis` (each task in exactly one), ordered by
        their first task."""
        seen, out = set(), []
        for t in range(self.num_tasks):
            if t not in seen:
                g = self.group(axis, t)
                seen.update(g)
                out.append(g)
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        return {"axes": [[n, s] for n, s in self.axes]}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Topology":
        return cls(axes=tuple((str(n), int(s)) for n, s in d["axes"]))

    def describe(self) -> str:
        return " x ".join(f"{n}={s}" for n, s in self.axes)
