"""`TaskRole`: what one launched task is, passed to it as one JSON value.

The launcher gives every task (each parameter server and each worker) its role
in the environment variable ``PARALLAX_TF_TASK``; `current_role()` reads it back
(None outside a launch). The role is pure topology: which job and index the
task has, where it runs, and the whole cluster as a dict usable as
``tf.train.ClusterSpec``.

Worker indices run machine by machine, in slot order, so worker ``i`` is also
Horovod rank ``i``; worker 0 is the chief. Parameter server ``k`` runs on
machine ``k`` (one per machine).
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Optional, Sequence

from parallax_tf import env
from parallax_tf.errors import LaunchError
from parallax_tf.resources import Cluster

JOBS = ("ps", "worker")


@dataclasses.dataclass(frozen=True, kw_only=True)
class TaskRole:
    """The role of one launched task."""

    job: str
    """"ps" (a parameter server) or "worker"."""
    index: int
    """Task index within its job; for workers also the Horovod rank."""
    machine: int
    """Index of the machine (in the resources order) the task runs on."""
    host: str
    """Host name or address of that machine, as written in the resources."""
    port: int
    """The port this task's TensorFlow server listens on (when it starts one)."""
    local_rank: int
    """Index of the worker among the workers of its machine (0 for a ps task)."""
    local_size: int
    """Number of workers on this task's machine."""
    num_workers: int
    """Number of workers in the whole job."""
    num_machines: int
    """Number of machines in the whole job."""
    cluster: dict[str, list[str]] = dataclasses.field(hash=False)
    """``{"ps": ["host:port", ...], "worker": [...]}``, usable as
    ``tf.train.ClusterSpec(cluster)``; "ps" is empty when no servers run.
    Treat as read-only."""
    slot: Optional[int] = None
    """The worker's GPU id (or CPU slot number); None for a ps task."""
    worker_devices: tuple[str, ...] = ()
    """The device each worker task computes on, by worker index: 'GPU:0'
    (its one visible GPU) on a machine with GPUs, else 'CPU:0'. Empty: CPU."""

    def __post_init__(self) -> None:
        if self.job not in JOBS:
            raise LaunchError(f"TaskRole.job={self.job!r} is not allowed; use 'ps' or 'worker'")
        for name in ("index", "machine", "port", "local_rank", "local_size",
                     "num_workers", "num_machines"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise LaunchError(
                    f"TaskRole.{name}={value!r} must be a non-negative integer")
        if set(self.cluster) - set(JOBS):
            raise LaunchError(f"TaskRole.cluster has jobs {sorted(self.cluster)}; "
                              "only 'ps' and 'worker' are allowed")
        if self.job == "worker" and self.slot is None:
            raise LaunchError(f"worker {self.index} has no slot; give its GPU/CPU slot id")

    @property
    def is_chief(self) -> bool:
        """True for worker 0, the one that initialises and saves."""
        return self.job == "worker" and self.index == 0

    @property
    def is_worker(self) -> bool:
        return self.job == "worker"

    @property
    def is_ps(self) -> bool:
        return self.job == "ps"

    @property
    def name(self) -> str:
        """``"worker 3"`` / ``"ps 1"``: how logs and errors name the task."""
        return f"{self.job} {self.index}"

    @property
    def address(self) -> str:
        """``"host:port"`` of this task's server."""
        return _address(self.host, self.port)

    @property
    def device(self) -> str:
        """The TensorFlow device prefix of this task, e.g. ``/job:worker/task:3``."""
        return f"/job:{self.job}/task:{self.index}"

    @property
    def num_ps(self) -> int:
        """Number of parameter-server tasks (0 when none were started)."""
        return len(self.cluster.get("ps", []))

    def cluster_spec(self) -> Any:
        """The cluster as a ``tf.train.ClusterSpec`` (imports TensorFlow); jobs
        without tasks are left out."""
        import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)
        return tf.train.ClusterSpec({job: list(tasks) for job, tasks in self.cluster.items()
                                     if tasks})

    def to_json(self) -> str:
        """The role as one JSON object (what ``PARALLAX_TF_TASK`` holds)."""
        return json.dumps(dataclasses.asdict(self), sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> "TaskRole":
        """Parse `to_json`'s output; raises `LaunchError` naming the problem."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise LaunchError(f"task role {text[:200]!r} is not valid JSON ({e}); "
                              f"{env.TASK_VAR} must be set by the parallax_tf launcher") from e
        if not isinstance(data, dict):
            raise LaunchError(f"task role {text[:200]!r} is not a JSON object")
        names = {f.name for f in dataclasses.fields(cls)}
        unknown, missing = set(data) - names, names - set(data) - {"slot", "worker_devices"}
        if unknown or missing:
            raise LaunchError(
                f"task role has unknown fields {sorted(unknown)} / lacks {sorted(missing)}; "
                "launcher and task must run the same parallax_tf version")
        cluster = data["cluster"]
        if not isinstance(cluster, dict):
            raise LaunchError(f"task role cluster {cluster!r} is not a JSON object")
        data["cluster"] = {job: [str(a) for a in tasks] for job, tasks in cluster.items()}
        data["worker_devices"] = tuple(data.get("worker_devices") or ())
        return cls(**data)


def current_role() -> Optional[TaskRole]:
    """This process's role when it was started by the launcher, else None."""
    text = env.task_role_json()
    if not text:
        return None
    return TaskRole.from_json(text)


def _address(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def make_roles(cluster: Cluster, ps_ports: Sequence[int], worker_ports: Sequence[int],
               gpu_hosts: Sequence[str] = ()) -> tuple[TaskRole, ...]:
    """The roles of a job: ps tasks first (one per machine, or none when
    `ps_ports` is empty), then the workers, machine by machine in slot order.
    Workers on `gpu_hosts` compute on their GPU."""
    if ps_ports and len(ps_ports) != cluster.num_servers:
        raise LaunchError(f"{len(ps_ports)} ps ports for {cluster.num_servers} servers; "
                          "give one per server or none")
    if len(worker_ports) != cluster.num_workers:
        raise LaunchError(f"{len(worker_ports)} worker ports for {cluster.num_workers} workers")
    machines = cluster.machines
    spec = {
        "ps": [_address(m.host, p) for m, p in zip(machines, ps_ports)],
        "worker": [_address(m.host, p) for m, p in zip(
            [m for m in machines for _ in m.slots], worker_ports)],
    }
    devices = tuple("GPU:0" if m.host in gpu_hosts else "CPU:0"
                    for m in machines for _ in m.slots)
    common: dict[str, Any] = dict(num_workers=cluster.num_workers,
                                  num_machines=cluster.num_machines, worker_devices=devices)
    roles = [TaskRole(job="ps", index=k, machine=k, host=m.host, port=ps_ports[k],
                      local_rank=0, local_size=m.num_workers, cluster=spec, **common)
             for k, m in enumerate(machines[:len(ps_ports)])]
    index = 0
    for k, m in enumerate(machines):
        for local_rank, slot in enumerate(m.slots):
            roles.append(TaskRole(job="worker", index=index, machine=k, host=m.host,
                                  port=worker_ports[index], local_rank=local_rank,
                                  local_size=m.num_workers, slot=slot, cluster=spec, **common))
            index += 1
    return tuple(roles)


def own_part(role: TaskRole, shared: dict) -> dict:
    """A role without the parts every role shares (the cluster, the
    workers' devices): the assignment lists those once, since a thousand
    roles each holding a thousand addresses made it 41 MB that every task
    fetched (benchmarks/LOG.md, "The control plane at 1,024 tasks")."""
    own = dataclasses.asdict(role)
    for key, value in shared.items():
        mine = own.pop(key)
        if (list(mine) if isinstance(mine, tuple) else mine) != value:
            raise LaunchError(f"{role.name}'s {key} differs from the job's")
    return own


def assigned(job: dict, table: str, rank: int) -> str:
    """The role (`TaskRole.to_json`) the assignment `job` gives `rank` in
    `table` ("roles": every task's, "servers": the servers a worker's
    process starts)."""
    return json.dumps({**job[table][str(rank)], **job["shared"]}, sort_keys=True)
