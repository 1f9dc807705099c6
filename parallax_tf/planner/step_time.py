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
* every byte a machine sends or receives, every request to a server (at
  both ends: the server's with constants of its own), a step with servers
  and every collective costs its tasks CPU, and a task's
  compute costs more beside others' than alone (`Calibration`);
* tasks on one machine share its cores, and machines emulated on one box
  (this project's test cluster) share the box's: the CPU a step asks of
  the tasks sharing some cores, over those cores, bounds the step, times
  the wait of synchronous tasks time-sliced there (`Calibration.sharing`);
* the wire: the busiest machine's bytes, in and out, over its link (they
  do not overlap: on the user model's 100 Mbit/s cells, where the link
  binds, HYBRID's 419 KiB took 34 ms a step, ALLREDUCE's 640 KiB 51-53 ms:
  benchmarks/results/user-tables; MIXED's price, per_variable.price, alike), a
  server's round trip before the forward pass and another after the
  backward, and one collective's latency (a step's collectives run side by
  side: the ranking model's 26 gathers took 6.5-10 ms in all, not 26
  latencies; MIXED's per-variable price counts each, `per_variable.price`).

step = max(worker's own compute, CPU-bound time, wire time): the terms
overlap, and the largest bounds the step (`Prediction.bound`). On cores
the machines share, a step with collectives then waits, after that, for
its ring's 2 (N-1) turns, each a wait for the next worker's time slice
(`Calibration.turn_wait`, per task a core; 0 unless given). The CPU
costs beyond the step alone (`Calibration`) are constants of a machine
class: fitted on this box's emulated cells (`benchmarks/step_prediction.py`),
to be given for another.
"""
from __future__ import annotations

import dataclasses
import json
from typing import Any, Optional

from parallax_tf.errors import ConfigError
from parallax_tf.plan.compute import StepCompute
from parallax_tf.planner import per_variable


@dataclasses.dataclass(frozen=True)
class Cores:
    """The cores the job's tasks run on."""

    per_machine: int
    shared: Optional[int] = None
    """Machines emulated on one box: the box's cores, shared by every
    machine's tasks (None: each machine has its own)."""

    def __post_init__(self) -> None:
        for name, n in (("cores", self.per_machine), ("shared cores", self.shared)):
            if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 1):
                raise ConfigError(f"{name} {n!r}: give a whole number of cores >= 1, e.g. "
                                  "cores=36 (per machine), or Cores(per_machine=2, shared=2) "
                                  "for machines emulated on one 2-core box")

    @classmethod
    def of(cls, value: Any) -> "Cores":
        """`value` as Cores: a Cores, or a number of cores per machine."""
        if isinstance(value, Cores):
            return value
        if isinstance(value, bool):
            raise ConfigError(f"cores={value!r}: give the cores per machine as a whole "
                              "number, e.g. 36, or a planner.step_time.Cores")
        try:
            return cls(per_machine=int(value)) if float(value) == int(value) else \
                cls(per_machine=value)
        except (TypeError, ValueError):
            raise ConfigError(f"cores={value!r}: give the cores per machine as a whole "
                              "number, e.g. 36, or a planner.step_time.Cores") from None

    def line(self) -> str:
        shared = f", machines sharing one box of {self.shared}" if self.shared else ""
        return f"{self.per_machine} core(s) per machine{shared}"


@dataclasses.dataclass(frozen=True)
class Calibration:
    """What a step costs in a job beyond the step alone: constants of a
    machine class, fitted on measured jobs (`benchmarks/step_prediction.py`).
    The defaults are this project's 2-core box, fitted on 191 runs of 2 and
    4 emulated machines (benchmarks/results/predict-r3: the LM, ResNet and
    the ranking model `tiny`, 100 and 1000 Mbit/s, 3 repeats; user-tables
    and user-tables-b, a 600 KiB-a-step model, where the link binds at 100)
    with a ring turn's wait measured apart (`turn_wait`), rounded
    (benchmarks/results/crowding/calibration-box-2026-12-06b.json). Checked
    on 137 runs it was not fitted on (benchmarks/results/predict-r4, the
    same sweep 4 days later): median error 8.9% per cell and architecture,
    worst 33.8% (benchmarks/LOG.md, "Requests to servers of dense variables
    only"; those runs had shown the miss the split mends); on predict-r6,
    which nothing was fitted on or tuned by: median 11.0%, worst 43.0%. On
    6 and 8 machines, predicted before the runs: 15 of 24 within 15%,
    median 7.3%."""

    compute_factor: float = 1.97
    """A task's compute in a job costs this many times the CPU it costs
    alone (several tasks' thread pools on the same cores)."""
    crowding: float = 0.0
    """And this much more for each task beyond one per core sharing its
    cores (`tasks_per_core`). Fits on the box left it at 0: a worker's CPU
    rose from 2 to 4 machines (ResNet's 15.5-16.3 to 18.8-19.5 ms) no more
    than its bytes and collectives explain."""
    per_byte: float = 5.7e-9
    """CPU seconds per byte a machine's tasks send or receive."""
    per_request: float = 1.33e-3
    """A worker's CPU seconds per request it sends to a server that holds a
    sparse variable (a pull or a push, the wait for its answer included)."""
    per_dense_request: float = 0.64e-3
    """The same for a server that holds only dense variables: no indices,
    no gather or scatter of rows."""
    per_exchange: float = 0.94e-3
    """A worker's CPU seconds per step where anything is on the servers,
    beyond its requests (the step's pulls and pushes, however many servers)."""
    per_collective: float = 154e-6
    """A worker's CPU seconds per collective it takes part in (beyond its
    bytes). Per peer (a ring over N workers takes N-1 turns each way) fitted
    no better on the box's 4-machine cells (benchmarks/LOG.md)."""
    server_request: float = 1.13e-3
    """A server's CPU seconds per request it answers (it holds a sparse
    variable)."""
    server_dense_request: float = 0.82e-3
    """The same for a server that holds only dense variables."""
    server_compute: float = 1.0
    """A server's CPU for the ops moved to it over their time alone."""
    server_byte: float = 0.0
    """A server's CPU seconds per byte of its machine's traffic in the
    variables placed on the servers."""
    sharing: float = 1.27
    """A CPU-bound step over the CPU it asks per core: synchronous tasks
    time-sliced on shared cores wait for the slowest (the box's steps over
    their CPU per core: 1.07-1.16 with 2 tasks on its 2 cores, 1.16-1.40
    with 4-8, benchmarks/results/predict-r3)."""
    turn_wait: float = 0.324e-3
    """On cores shared by several tasks (emulated machines on one box): the
    seconds each turn of a ring collective waits for the next worker to get
    a core, per task a core; a step's collectives (side by side) take 2 (N-1)
    turns in series after its compute. Measured apart on this box: 0.32 ms,
    a step of only collectives on 2 and 4 workers (benchmarks/results/analysis/
    collective_crowding.py, benchmarks/LOG.md "A collective's turns on
    shared cores")."""
    error: float = 0.20
    """The estimator's measured error on this machine class: 3 in 4 runs
    were predicted within it (328 runs, 2 and 4 machines, the fit's and
    predict-r4's: median 11.6%, 75th percentile 19.8%). AUTO and MIXED time the
    candidates predicted within it of the best (`Config(tune='prune')`)."""


    @classmethod
    def load(cls, path: str) -> "Calibration":
        """A JSON file of some of the fields (`benchmarks/step_prediction.py`
        writes them under "calibration"); the fields left out keep the
        box's, except that a file from before the dense-only servers'
        requests were priced apart prices them as its other requests."""
        try:
            with open(path, encoding="utf-8") as f:
                d = json.load(f)
        except (OSError, ValueError) as e:
            raise ConfigError(f"calibration {path!r}: {e}; give a JSON object of "
                              "step_time.Calibration's fields, e.g. {\"compute_factor\": 1.2, "
                              "\"per_byte\": 2e-9}") from None
        d = d.get("calibration", d) if isinstance(d, dict) else d
        names = {f.name for f in dataclasses.fields(cls)}
        if not isinstance(d, dict) or set(d) - names or not all(
                isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0
                for v in d.values()):
            unknown = sorted(set(d) - names) if isinstance(d, dict) else d
            raise ConfigError(f"calibration {path!r}: {unknown or d!r} is not a set of "
                              f"non-negative numbers among {sorted(names)}")
        for dense, sparse in (("per_dense_request", "per_request"),
                              ("server_dense_request", "server_request")):
            if dense not in d and sparse in d:
                d = {**d, dense: d[sparse]}
        return cls(**{k: float(v) for k, v in d.items()})


BOX = Calibration()
"""This project's 2-core box (the defaults)."""

NONE = Calibration(compute_factor=1.0, crowding=0.0, per_byte=0.0, per_request=0.0,
                   per_dense_request=0.0, per_exchange=0.0,
                   per_collective=0.0, server_request=0.0, server_dense_request=0.0,
                   server_compute=1.0, server_byte=0.0,
                   sharing=1.0, turn_wait=0.0, error=BOX.error)
"""No cost beyond the step alone: the terms as measured."""


@dataclasses.dataclass(frozen=True)
class Prediction:
    """A plan's predicted step time and its terms (seconds)."""

    step_s: float
    worker_s: float
    """A worker's own compute, alone on its cores."""
    cpu_s: float
    """The CPU-bound time: the busiest set of shared cores' demand over them."""
    wire_s: float
    """The links' time (`wire_seconds`)."""
    bound: str
    """'compute' (a worker's own), 'cpu' (the tasks sharing cores) or 'wire':
    the largest term, which is the step (they overlap)."""
    turns_s: float = 0.0
    """On shared cores: the ring collectives' turns waiting for a core
    (`Calibration.turn_wait`), in series after the largest term."""

    def line(self) -> str:
        turns = f", ring turns {self.turns_s * 1e3:.1f} after it" if self.turns_s else ""
        return (f"{self.step_s * 1e3:.1f} ms/step (a worker's compute "
                f"{self.worker_s * 1e3:.1f}, CPU-bound {self.cpu_s * 1e3:.1f}, wire "
                f"{self.wire_s * 1e3:.1f}; bound by {self.bound}{turns})")


def requests_per_worker(plan: Any) -> dict[int, int]:
    """Per server: the requests a worker sends it per step, a pull and a
    push per shard it holds (per server when transfers are coalesced)."""
    out: dict[int, int] = {}
    coalesced = plan.config.data.coalesce_transfers
    for v in plan.variables.values():
        if v.on_servers and v.has_gradient:
            for server in v.servers:
                out[server] = 2 if coalesced else out.get(server, 0) + 2
    return out


def dense_servers(plan: Any) -> set[int]:
    """The servers that hold only dense variables (of those with a gradient):
    their requests carry no indices and gather or scatter no rows."""
    kinds: dict[int, set[str]] = {}
    for v in plan.variables.values():
        if v.on_servers and v.has_gradient:
            for server in v.servers:
                kinds.setdefault(server, set()).add(v.kind)
    return {s for s, k in kinds.items() if k == {"dense"}}


def request_costs(plan: Any, sparse: float, dense: float) -> dict[int, float]:
    """Per server: a worker's requests to it per step (`requests_per_worker`)
    priced at `dense` a request on a server of only dense variables, else
    `sparse`."""
    only_dense = dense_servers(plan)
    return {s: n * (dense if s in only_dense else sparse)
            for s, n in requests_per_worker(plan).items()}


def collectives_per_worker(plan: Any, fusion_bytes: int) -> int:
    """Collectives a worker takes part in per step: the fused AllReduce's
    chunks and one gather per gathered sparse gradient (none alone)."""
    if plan.cluster.num_workers < 2:
        return 0
    replicated = [v for v in plan.variables.values() if v.has_gradient and not v.on_servers]
    reduced = sum(v.bytes for v in replicated if v.collective != "allgather")
    chunks = len(plan.chunks) if plan.chunks else -(-int(reduced) // max(1, fusion_bytes))
    return chunks + sum(1 for v in replicated if v.collective == "allgather")


def _own_wall(plan: Any, compute: StepCompute) -> float:
    """A worker's own compute alone: the step less the ops that run on the
    servers with the variables placed there."""
    moved = sum(compute.server_ops_s.get(v.name, 0.0)
                for v in plan.variables.values() if v.on_servers)
    return max(0.0, compute.wall_s - moved)


def tasks_per_core(plan: Any, cores: Optional["Cores"]) -> list[float]:
    """Per machine: the tasks (workers and servers) sharing its cores over
    those cores; machines on one box share the box's (None: one per core)."""
    cluster = plan.cluster
    servers = [1 if m < plan.num_servers else 0 for m in range(cluster.num_machines)]
    tasks = [w + s for w, s in zip(cluster.workers_per_machine, servers)]
    if cores is None:
        return [1.0] * len(tasks)
    if cores.shared is not None:
        return [sum(tasks) / cores.shared] * len(tasks)
    return [t / cores.per_machine for t in tasks]


def worker_cpu(plan: Any, compute: StepCompute, calibration: Calibration,
               fusion_bytes: int, cores: Optional["Cores"] = None) -> list[float]:
    """A worker's CPU seconds per step on each machine: its compute, less
    what runs on the servers, dearer where tasks crowd the cores, and its
    share of the communication's."""
    own = compute.cpu_s * _own_wall(plan, compute) / compute.wall_s \
        if compute.wall_s > 0 else 0.0
    served = request_costs(plan, calibration.per_request, calibration.per_dense_request)
    base = (sum(served.values())
            + (calibration.per_exchange if served else 0.0)
            + calibration.per_collective * collectives_per_worker(plan, fusion_bytes))
    per_machine = plan.bytes_per_machine() or [0.0] * plan.cluster.num_machines
    return [own * (calibration.compute_factor + calibration.crowding * max(0.0, load - 1.0))
            + base + calibration.per_byte * moved / max(1, workers)
            for moved, workers, load in zip(per_machine, plan.cluster.workers_per_machine,
                                            tasks_per_core(plan, cores))]


def server_cpu(plan: Any, compute: StepCompute, calibration: Calibration) -> list[float]:
    """Each machine's server's CPU seconds per step: the requests it answers
    and the ops moved to it, applied for every push (every machine's, with
    local aggregation)."""
    cluster = plan.cluster
    pushes = cluster.num_machines if plan.config.data.local_aggregation else cluster.num_workers
    served = request_costs(plan, calibration.server_request, calibration.server_dense_request)
    out = [cluster.num_workers * served.get(m, 0.0) for m in range(cluster.num_machines)]
    for v in plan.variables.values():
        if v.on_servers and v.bytes_per_machine is not None:
            for m, moved_bytes in enumerate(v.bytes_per_machine):
                out[m] += calibration.server_byte * moved_bytes
        if v.on_servers and v.servers:
            moved = compute.server_ops_s.get(v.name, 0.0)
            rows = sum(v.shard_rows) or 1
            for shard, server in enumerate(v.servers):
                out[server] += (calibration.server_compute * moved * pushes
                                * v.shard_rows[shard] / rows)
    return out


def wire_seconds(plan: Any, links: per_variable.Links) -> float:
    """The links' time of a step (module doc): its `wire_terms` summed."""
    return sum(wire_terms(plan, links).values())


def wire_terms(plan: Any, links: per_variable.Links) -> dict[str, float]:
    """The links' time of a step by part: the busiest machine's bytes in and
    out ("the link"), two server round trips where anything is on the
    servers, one collective's latency where any gradient is reduced or
    gathered ("AllReduce latency")."""
    per_machine = plan.bytes_per_machine() or [0.0]
    terms = {"the link": max(per_machine) / links.bandwidth}
    trained = [v for v in plan.variables.values() if v.has_gradient]
    if any(v.on_servers for v in trained):
        terms["server round trips"] = 2.0 * links.server_round_trip
    if plan.cluster.num_workers > 1 and any(not v.on_servers for v in trained):
        terms["AllReduce latency"] = links.collective
    return terms


def predict(plan: Any, compute: StepCompute, links: per_variable.Links, cores: Cores,
            calibration: Calibration = BOX, fusion_bytes: int = 64 << 20) -> Prediction:
    """The predicted step time of `plan` (module doc). `compute`: the step
    on one process at one worker's batch; `plan`'s bytes must be known
    (alpha measured)."""
    per_machine = plan.bytes_per_machine()
    if per_machine is None:
        raise ValueError("the plan's bytes per machine are unknown (alpha not measured): "
                         "plan with sample batches")
    cluster = plan.cluster
    worker_s = _own_wall(plan, compute)
    demand = [workers * cpu + server for workers, cpu, server in zip(
        cluster.workers_per_machine,
        worker_cpu(plan, compute, calibration, fusion_bytes, cores),
        server_cpu(plan, compute, calibration))]
    cpu_s = max(d / cores.per_machine for d in demand)
    if cores.shared is not None:
        cpu_s = max(cpu_s, sum(demand) / cores.shared)
    cpu_s *= calibration.sharing
    wire_s = wire_seconds(plan, links)
    terms = {"compute": worker_s, "cpu": cpu_s, "wire": wire_s}
    bound = max(terms, key=lambda k: terms[k])
    turns_s = 0.0
    if cores.shared is not None and calibration.turn_wait and \
            collectives_per_worker(plan, fusion_bytes):
        turns_s = (2 * (cluster.num_workers - 1) * calibration.turn_wait
                   * tasks_per_core(plan, cores)[0])
    return Prediction(step_s=terms[bound] + turns_s, worker_s=worker_s, cpu_s=cpu_s,
                      wire_s=wire_s, bound=bound, turns_s=turns_s)

