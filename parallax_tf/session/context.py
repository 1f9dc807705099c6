"""Who is lowering a step on the session engine (`WorkerContext`) and how a
lowered program is initialised (`InitOps`): what the data mode's and the
pipeline's lowerings share."""
from __future__ import annotations

import dataclasses
from typing import Optional

import tensorflow as tf

from parallax_tf.comm import Collective


@dataclasses.dataclass(frozen=True, kw_only=True)
class WorkerContext:
    """Who is building the program: one replica's driver (its first task).

    In data parallelism a replica is one worker task and `worker` is its
    index. With manual model splitting a replica spans `tasks_per_replica`
    consecutive worker tasks; `worker` is then the replica index, the driver
    is task `worker * tasks_per_replica`, and split position k of the
    replica runs on `split_devices[k]`.
    """

    worker: int
    """Replica index (= worker index without splitting)."""
    num_workers: int
    """Number of replicas (= workers without splitting)."""
    worker_device: str
    """The driver's device, e.g. '/job:worker/task:3/device:CPU:0'."""
    server_devices: tuple[str, ...]
    """Device of server k (machine k), e.g. '/job:ps/task:k/device:CPU:0'."""
    collective: Collective
    """Collectives over the replicas' drivers (split position 0)."""
    generation: int = 0
    """Bumped when the same servers get a new program (new shared names)."""
    machine_of: tuple[int, ...] = ()
    """Machine index of each replica's driver (replicas are numbered machine
    by machine); empty: one machine per replica."""
    tasks_per_replica: int = 1
    split_devices: tuple[str, ...] = ()
    """Device of each split position of this replica (empty: the driver's)."""
    split_collectives: tuple[Collective, ...] = ()
    """Per split position, collectives over the tasks of that position in
    every replica (empty: `collective`)."""
    machine_collective: Optional[Collective] = None
    """Collectives over the drivers of this driver's machine, for local
    aggregation on TensorFlow's collectives (a run that holds them touches
    no other task); None: local aggregation writes to inboxes on the
    machine's first driver (Horovod's collectives)."""

    @property
    def is_chief(self) -> bool:
        return self.worker == 0

    def machine(self, worker: int) -> int:
        return self.machine_of[worker] if self.machine_of else worker

    def workers_on(self, machine: int) -> list[int]:
        return [w for w in range(self.num_workers) if self.machine(w) == machine]

    def machines(self) -> list[int]:
        """The machines that run a replica's driver, in order (a machine that
        only runs a parameter server runs none)."""
        return sorted({self.machine(w) for w in range(self.num_workers)})

    def device_of_worker(self, worker: int) -> str:
        """The driver device of replica `worker`."""
        s = self.tasks_per_replica
        return self.worker_device.replace(f"/task:{self.worker * s}/", f"/task:{worker * s}/", 1)

    def split_device(self, position: int) -> str:
        return self.split_devices[position] if self.split_devices else self.worker_device

    def split_collective(self, position: int) -> Collective:
        return self.split_collectives[position] if self.split_collectives else self.collective

    def root_rank(self, position: int) -> int:
        """Global rank (worker task index) of replica 0's task at `position`:
        the root of its broadcasts."""
        return position


@dataclasses.dataclass(frozen=True, kw_only=True)
class InitOps:
    """Initialisation: feed each variable's value, run `assign`, then `sync`."""

    values: dict[str, tf.Tensor]
    """Variable name -> placeholder for its initial value."""
    assign: tf.Operation
    """Every assign this worker runs (the group of `assigns`)."""
    assigns: dict = dataclasses.field(default_factory=dict)
    """Variable name -> the op that writes its fed value (absent for a server
    variable on a worker other than the chief). Run in chunks, so a big
    model's values are not all in flight at once."""
    sync: tf.Tensor = None
    """Run after the assigns: broadcast of replicated variables from replica 0
    and a barrier after the chief initialised the servers' variables."""
    defaults: dict = dataclasses.field(default_factory=dict)
    """State of the program that is not a user's variable (SpecTrain's
    smoothed update), by name: its value when none is given (a fresh job;
    a resumed one gives the checkpoint's)."""
