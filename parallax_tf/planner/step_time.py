"""The estimator of a step's time: compute and communication of a plan on
a cluster of machines with so many cores, before any candidate is timed.

From the step measured on one process (`classify/compute.py`:
`StepCompute`), the plan's bytes per machine (Table 3,
`plan.bytes_per_machine()`), the links (`per_variable.Links`) and the
cores (`Cores`):

* a worker's own compute is the step measured alone, less the ops that
  run on the servers with the variables placed there (their gathers,
  updates and update math); a server applies them for every worker that
  pushes (every machine, with local aggregation);
* every byte a machine sends or receives, and every message, costs its
  tasks CPU (`CommCost`);
* tasks on one machine share its cores, and machines emulated on one box
  (this project's test cluster) share the box's: the CPU a step asks of
  the tasks sharing some cores, over those cores, bounds the step;
* the wire adds the communication time MIXED prices plans with
  (`per_variable.price`: the busiest machine's bytes over the link, the
  round trips, the collectives).

step = max(worker's own compute, CPU-bound time) + wire time. What bounds
it is named (`Prediction.bound`). The CPU costs of communication are
constants of a machine class: calibrated on this box's emulated cells
(`benchmarks/step_prediction.py`), given for another.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

from parallax_tf.classify.compute import StepCompute
from parallax_tf.planner import per_variable


@dataclasses.dataclass(frozen=True)
class Cores:
    """The cores the job's tasks run on."""

    per_machine: int
    shared: Optional[int] = None
    """Machines emulated on one box: the box's cores, shared by every
    machine's tasks (None: each machine has its own)."""


@dataclasses.dataclass(frozen=True)
class CommCost:
    """The CPU seconds moving data costs the tasks of a machine."""

    per_byte: float = 0.0
    """Per byte the machine sends or receives."""
    per_message: float = 0.0
    """Per request to a server or step of a collective, per worker."""


@dataclasses.dataclass(frozen=True)
class Prediction:
    """A plan's predicted step time and its terms (seconds)."""

    step_s: float
    worker_s: float
    """A worker's own compute, alone on its cores."""
    cpu_s: float
    """The CPU-bound time: the busiest set of shared cores' demand over them."""
    wire_s: float
    """The links' time (`per_variable.price`)."""
    bound: str
    """'compute', 'cpu' (tasks sharing cores) or 'wire': the larger of the
    first two, or the wire where it is at least half the step."""

    def line(self) -> str:
        return (f"{self.step_s * 1e3:.1f} ms/step (worker {self.worker_s * 1e3:.1f}, "
                f"cores {self.cpu_s * 1e3:.1f}, wire {self.wire_s * 1e3:.1f}; bound by "
                f"{self.bound})")


def messages_per_worker(plan: Any, fusion_bytes: int) -> float:
    """Messages a worker sends per step: a pull and a push per server shard
    (one of each per server when transfers are coalesced), the fused
    AllReduce's chunks and the gathers, each 2 (W - 1) ring steps."""
    workers = plan.cluster.num_workers
    shards = [(v.name, s) for v in plan.variables.values() if v.on_servers and v.has_gradient
              for s in v.servers]
    if plan.config.data.coalesce_transfers:
        requests = 2 * len({s for _, s in shards})
    else:
        requests = 2 * len(shards)
    ring = 2 * max(0, workers - 1)
    reduced = sum(v.bytes for v in plan.variables.values()
                  if v.has_gradient and not v.on_servers and v.collective != "allgather")
    chunks = -(-int(reduced) // max(1, fusion_bytes)) if reduced else 0
    gathers = sum(1 for v in plan.variables.values()
                  if v.has_gradient and not v.on_servers and v.collective == "allgather")
    return float(requests + ring * (chunks + gathers))


def predict(plan: Any, compute: StepCompute, links: per_variable.Links, cores: Cores,
            comm: CommCost = CommCost(), fusion_bytes: int = 64 << 20) -> Prediction:
    """The predicted step time of `plan` (module doc). `compute`: the step
    on one process at one worker's batch; `plan`'s bytes must be known
    (alpha measured)."""
    per_machine = plan.bytes_per_machine()
    if per_machine is None:
        raise ValueError("the plan's bytes per machine are unknown (alpha not measured): "
                         "plan with sample batches")
    cluster = plan.cluster
    moved = {v.name: compute.server_ops_s.get(v.name, 0.0)
             for v in plan.variables.values() if v.on_servers}
    worker_s = max(0.0, compute.wall_s - sum(moved.values()))
    worker_cpu = compute.cpu_s * (worker_s / compute.wall_s) if compute.wall_s > 0 else 0.0
    messages = messages_per_worker(plan, fusion_bytes)
    pushes = cluster.num_machines if plan.config.data.local_aggregation else cluster.num_workers
    server_cpu = [0.0] * cluster.num_machines
    for v in plan.variables.values():
        if v.name in moved and v.servers:
            rows = sum(v.shard_rows) or 1
            for shard, server in enumerate(v.servers):
                server_cpu[server] += moved[v.name] * pushes * v.shard_rows[shard] / rows
    demand = []
    for m, (workers, moved_bytes) in enumerate(zip(cluster.workers_per_machine, per_machine)):
        demand.append(workers * (worker_cpu + messages * comm.per_message) + server_cpu[m]
                      + moved_bytes * comm.per_byte)
    cpu_s = max(d / cores.per_machine for d in demand)
    if cores.shared is not None:
        cpu_s = max(cpu_s, sum(demand) / cores.shared)
    wire_s = per_variable.price(per_variable.plan_traffic(plan.variables.values()), links,
                                fusion_bytes)
    busy = max(worker_s, cpu_s)
    step_s = busy + wire_s
    bound = "wire" if wire_s >= 0.5 * step_s else ("cpu" if cpu_s > worker_s else "compute")
    return Prediction(step_s=step_s, worker_s=worker_s, cpu_s=cpu_s, wire_s=wire_s, bound=bound)
