"""Read how a cluster scheduler started this process (pure Python, no TensorFlow).

`detect()` returns a `SchedulerStart`: which task this process is and what the
scheduler says about the cluster (later code builds the rendezvous on it). The
sources, in the order they are tried:

* ``TF_CONFIG`` (Kubeflow's TFJob operator, TensorFlow's own convention): JSON
  ``{"cluster": {"chief": ["h:2222"], "worker": [...], "ps": [...]},
  "task": {"type": "worker", "index": 1}}``; "master" is read as "chief".
  Ranks: the chief, then the workers, then the ps tasks, each in index order
  (no chief: worker 0 is rank 0). Nodes group the tasks by host string, in
  order of first appearance; the store listens at the first port above rank
  0's that the cluster does not list for rank 0's host (a hostNetwork TFJob
  or a one-box TF_CONFIG gives a host's tasks consecutive ports).
* SLURM, under ``srun`` (``SLURM_PROCID``, ``SLURM_NTASKS`` or
  ``SLURM_NPROCS``, ``SLURM_STEP_ID`` all set): ``SLURM_PROCID`` is the rank,
  ``SLURM_LOCALID`` / ``SLURM_NODEID`` the local rank / node index, the step's
  compressed node list (``n[1-4]``) and tasks per node (``2(x3),1``) give the
  hosts and per-node task counts; the store is on the first host (its port is
  derived later). An ``sbatch`` script or ``salloc`` shell (no step) is no start.
* torchrun: ``RANK``, ``WORLD_SIZE``, ``LOCAL_RANK``, ``LOCAL_WORLD_SIZE``,
  ``GROUP_RANK`` (the node), ``MASTER_ADDR`` / ``MASTER_PORT`` (the store listens one
  port above MASTER_PORT: torchrun's own store may hold MASTER_PORT).
  A Kubernetes indexed Job's ``JOB_COMPLETION_INDEX`` stands for a missing
  ``RANK``.
* mpirun: Open MPI's ``OMPI_COMM_WORLD_{RANK,SIZE,LOCAL_RANK,LOCAL_SIZE}``, or
  MPICH/Hydra's ``PMI_RANK``, ``PMI_SIZE``, ``MPI_LOCALRANKID``,
  ``MPI_LOCALNRANKS``; ``MASTER_ADDR`` / ``MASTER_PORT`` when set.

For all but TF_CONFIG the scheduler's rank is the rank. One exception to the
order: a torchrun/mpirun inside an ``srun`` step (``srun torchrun``, an ``srun
--pty`` shell) sees the step's SLURM variables too; when their process counts
differ, those describe the launcher, not this process: the inner one is used.
"""
from __future__ import annotations

import dataclasses
import itertools
import json
import math
import os
import re
from typing import Any, Mapping, Optional

from parallax_tf.errors import LaunchError

_LABELS = {"tf_config": "TF_CONFIG", "slurm": "SLURM", "torchrun": "torchrun", "mpirun": "mpirun"}
_TF_JOBS = ("chief", "worker", "ps")
_MAX_HOSTS = 100_000
_DIGITS = re.compile(r"[0-9]+")
_RANGE = re.compile(r"([0-9]+)(?:-([0-9]+))?")
_TASKS = re.compile(r"([0-9]+)(?:\(x([0-9]+)\))?")

_TF_FIX = "fix TF_CONFIG (the TFJob's replica specs) or unset it"
_SLURM_FIX = ("srun sets these: check that the job script does not change SLURM_* "
              "variables, or unset them to start without SLURM")
_TORCH_FIX = "start the task with torchrun, which sets RANK and WORLD_SIZE, or unset them"
_MPI_FIX = "start the task with mpirun/mpiexec, or unset the OMPI_COMM_WORLD_* / PMI_* variables"
# (rank, size, local rank, local size, job id) variables of Open MPI, then MPICH/Hydra.
_MPI_VARS = (("OMPI_COMM_WORLD_RANK", "OMPI_COMM_WORLD_SIZE", "OMPI_COMM_WORLD_LOCAL_RANK",
              "OMPI_COMM_WORLD_LOCAL_SIZE", "OMPI_MCA_ess_base_jobid"),
             ("PMI_RANK", "PMI_SIZE", "MPI_LOCALRANKID", "MPI_LOCALNRANKS", ""))


@dataclasses.dataclass(frozen=True, kw_only=True)
class SchedulerStart:
    """How a scheduler started this process (see the module docstring)."""

    source: str  # "tf_config", "slurm", "torchrun" or "mpirun"
    rank: int  # this process's index among all the processes the scheduler started
    size: int  # how many processes the scheduler started in all
    task_index: int  # index within task_type (the rank for all but TF_CONFIG)
    task_type: str = "worker"  # "chief", "worker" or "ps" (TF_CONFIG), else "worker"
    local_rank: Optional[int] = None  # index among the processes on this node, if known
    local_size: Optional[int] = None  # processes on this node, if known
    node: Optional[int] = None  # this node's index, if known
    hosts: tuple[str, ...] = ()  # host of each node in node order (SLURM, TF_CONFIG), else ()
    tasks_per_node: tuple[int, ...] = ()  # processes on each node (SLURM, TF_CONFIG), else ()
    store_host: Optional[str] = None  # where rank 0's rendezvous store listens (IPv6 bare)
    store_port: Optional[int] = None  # one above MASTER_PORT; TF_CONFIG: the first port above
    # rank 0's that the cluster does not list for rank 0's host; SLURM: None
    # TF_CONFIG's cluster ("master" renamed "chief", empty jobs dropped); {} for other sources.
    tf_cluster: dict[str, tuple[str, ...]] = dataclasses.field(default_factory=dict, hash=False)
    restart: Optional[int] = None  # SLURM_RESTART_COUNT when set
    job_id: Optional[str] = None  # SLURM job[.step], TORCHELASTIC_RUN_ID, Open MPI's job id

    def describe(self) -> str:
        """One line, e.g. "SLURM task 3 of 8 (node 1 'n2', local rank 1)"."""
        head = _LABELS.get(self.source, self.source)
        if self.source == "tf_config":
            head += f" {self.task_type} {self.task_index},"
        head += f" task {self.rank} of {self.size}"
        details = []
        if self.node is not None:
            host = f" {self.hosts[self.node]!r}" if self.node < len(self.hosts) else ""
            details.append(f"node {self.node}{host}")
        if self.local_rank is not None:
            details.append(f"local rank {self.local_rank}")
        return f"{head} ({', '.join(details)})" if details else head


def detect(environ: Mapping[str, str] | None = None) -> Optional[SchedulerStart]:
    """The start described by `environ` (default `os.environ`), None outside a scheduler.

    Tries TF_CONFIG, SLURM (under srun), torchrun, then mpirun; a TF_CONFIG
    without a multi-task cluster is skipped. Raises `LaunchError` for a value
    that is present but wrong.
    """
    env: Mapping[str, str] = os.environ if environ is None else environ
    if env.get("TF_CONFIG", "").strip():
        start = _from_tf_config(env["TF_CONFIG"])
        if start is not None:
            return start
    if _has_slurm(env):
        inner = _inner_launcher(env)
        return inner if inner is not None else _from_slurm(env)
    if _has_torchrun(env):
        return _from_torchrun(env)
    if _mpi_vars(env):
        return _from_mpirun(env)
    return None


def expand_nodelist(text: str, *, variable: str = "node list") -> tuple[str, ...]:
    """Expand SLURM's compressed host list: "n[1-2],m5,o[3-4,6]" -> n1 n2 m5 o3 o4 o6.

    Zero padding is kept ("node[01-03]"), several bracket groups in one name
    give their cartesian product in order ("r[1-2]-n[1-2]" -> r1-n1 r1-n2 r2-n1
    r2-n2). `variable` names the value in errors. Empty text: ().
    """
    if not text.strip():
        return ()
    hosts: list[str] = []
    for name in _split_names(text, variable):
        parts = re.split(r"\[([^\]]*)\]", name)   # literal, group, literal, group, ...
        choices = [[part] if i % 2 == 0 else _expand_group(part, text, variable)
                   for i, part in enumerate(parts)]
        if len(hosts) + math.prod(len(c) for c in choices) > _MAX_HOSTS:
            raise _bad(variable, text, f"at most {_MAX_HOSTS} hosts", "check the node list")
        hosts.extend("".join(combo) for combo in itertools.product(*choices))
    return tuple(hosts)


def expand_tasks_per_node(text: str, *, variable: str = "tasks per node") -> tuple[int, ...]:
    """Expand SLURM's tasks-per-node list: "2(x3),1" -> (2, 2, 2, 1); "4" -> (4,)."""
    counts: list[int] = []
    for item in text.split(","):
        match = _TASKS.fullmatch(item.strip())
        repeat = int(match.group(2) or 1) if match else 0
        if not match or int(match.group(1)) < 1 or not 0 < repeat <= _MAX_HOSTS - len(counts):
            raise _bad(variable, text, "counts like '2(x3),1' (each >= 1, at most "
                       f"{_MAX_HOSTS} nodes)", "check the srun --ntasks-per-node option")
        counts.extend([int(match.group(1))] * repeat)
    return tuple(counts)


# -- shared helpers ------------------------------------------------------------------------------

def _bad(name: str, value: Any, expected: str, way_out: str) -> LaunchError:
    shown = value if not isinstance(value, str) or len(value) <= 200 else value[:200] + "..."
    return LaunchError(f"{name}={shown!r} is not valid: expected {expected}; {way_out}")


def _int(env: Mapping[str, str], name: str, way_out: str, *, minimum: int = 0) -> Optional[int]:
    """The integer in env[name] (None when unset); LaunchError for anything else."""
    raw = env.get(name)
    if raw is None:
        return None
    if not _DIGITS.fullmatch(raw.strip()) or int(raw) < minimum:
        kind = "a non-negative integer" if minimum == 0 else f"an integer >= {minimum}"
        raise _bad(name, raw, f"{kind} (like '3')", way_out)
    return int(raw)


def _need_int(env: Mapping[str, str], name: str, way_out: str, *, minimum: int = 0) -> int:
    value = _int(env, name, way_out, minimum=minimum)
    if value is None:
        raise LaunchError(f"{name} is not set: expected an integer; {way_out}")
    return value


def _below(name: str, value: Optional[int], limit_name: str, limit: Optional[int],
           way_out: str) -> None:
    """LaunchError unless value < limit (either unknown: nothing to check)."""
    if value is not None and limit is not None and value >= limit:
        raise _bad(name, str(value), f"a value below {limit_name}={limit} (0..{limit - 1})",
                   way_out)


def _port(name: str, text: str, way_out: str) -> int:
    if not _DIGITS.fullmatch(text.strip()) or not 0 < int(text) < 65536:
        raise _bad(name, text, "a port number in 1..65535", way_out)
    return int(text)


def _master(env: Mapping[str, str], *, required: bool, why: str,
            way_out: str) -> tuple[Optional[str], Optional[int]]:
    """(MASTER_ADDR, MASTER_PORT), None for a missing one unless `required`."""
    host = env.get("MASTER_ADDR", "").strip()
    if host.startswith("[") and host.endswith("]"):
        host = host[1:-1]
    port = env.get("MASTER_PORT", "").strip()
    for name, value, expected in (("MASTER_ADDR", host, "the host name or address of rank 0"),
                                  ("MASTER_PORT", port, "the port of rank 0's store")):
        if required and not value:
            raise LaunchError(f"{name} is not set but {why}: expected {expected}; {way_out}")
    return host or None, _port("MASTER_PORT", port, way_out) if port else None


# -- TF_CONFIG ------------------------------------------------------------------------------------

def _from_tf_config(raw: str) -> Optional[SchedulerStart]:
    """The start TF_CONFIG describes; None without a cluster of several tasks."""
    try:
        config = json.loads(raw)
    except (ValueError, RecursionError) as e:
        raise _bad("TF_CONFIG", raw, f"JSON ({e})", _TF_FIX) from e
    if not isinstance(config, dict):
        raise _bad("TF_CONFIG", raw, 'a JSON object {"cluster": ..., "task": ...}', _TF_FIX)
    task, cluster_raw = config.get("task"), config.get("cluster")
    if (isinstance(task, dict) and task.get("type") == "evaluator") or (
            isinstance(cluster_raw, dict) and "evaluator" in cluster_raw):
        raise _bad("TF_CONFIG", raw, "chief, worker and ps tasks only: evaluator tasks are "
                   "not supported", "drop the Evaluator replica from the TFJob and evaluate "
                   "in the chief (or in a separate job)")
    if cluster_raw is None:
        return None
    cluster = _tf_cluster(cluster_raw)
    order = [(job, i, address)
             for job in _TF_JOBS for i, address in enumerate(cluster.get(job, ()))]
    if len(order) <= 1:
        return None
    if order[0][0] == "ps":
        raise _bad("TF_CONFIG cluster", cluster_raw, "a chief or at least one worker", _TF_FIX)
    task_type, task_index = _tf_task(task, cluster)
    rank = next(r for r, (job, i, _) in enumerate(order) if (job, i) == (task_type, task_index))
    task_hosts = [_split_address(job, i, address)[0] for job, i, address in order]
    hosts = tuple(dict.fromkeys(task_hosts))
    store_host, port = _split_address(*order[0])
    listed = {_split_address(job, i, address)[1] for job, i, address in order
              if _split_address(job, i, address)[0] == store_host}
    store_port = next((p for p in range(port + 1, 65536) if p not in listed), None)
    if store_port is None:
        raise _bad(f"TF_CONFIG cluster.{order[0][0]}[0]", order[0][2],
                   "a port with a free one above it that the cluster does not list (the "
                   "job's store listens there)", _TF_FIX)
    node = hosts.index(task_hosts[rank])
    return SchedulerStart(
        source="tf_config", rank=rank, size=len(order), task_type=task_type,
        task_index=task_index, local_rank=task_hosts[:rank].count(task_hosts[rank]),
        local_size=task_hosts.count(task_hosts[rank]), node=node, hosts=hosts,
        tasks_per_node=tuple(task_hosts.count(h) for h in hosts), store_host=store_host,
        store_port=store_port, tf_cluster=cluster)


def _tf_cluster(raw: Any) -> dict[str, tuple[str, ...]]:
    """TF_CONFIG's cluster checked: known jobs, lists of unique "host:port"."""
    if not isinstance(raw, dict):
        raise _bad("TF_CONFIG cluster", raw, 'an object {"chief": [...], "worker": [...]}',
                   _TF_FIX)
    if "master" in raw and "chief" in raw:
        raise _bad("TF_CONFIG cluster", raw, 'either "chief" or "master" (its old name)', _TF_FIX)
    cluster: dict[str, tuple[str, ...]] = {}
    for key, tasks in raw.items():
        job = "chief" if key == "master" else key
        if job not in _TF_JOBS:
            raise _bad("TF_CONFIG cluster job", key, "chief, master, worker or ps", _TF_FIX)
        if not isinstance(tasks, list):
            raise _bad(f"TF_CONFIG cluster.{key}", tasks, 'a list of "host:port"', _TF_FIX)
        for i, address in enumerate(tasks):
            _split_address(job, i, address)
        if tasks:
            cluster[job] = tuple(tasks)
    return cluster


def _split_address(job: str, index: int, address: Any) -> tuple[str, int]:
    """("host", port) of a "host:port" / "[v6]:port" address."""
    name = f"TF_CONFIG cluster.{job}[{index}]"
    expected = 'a "host:port" address (IPv6 as "[::1]:2222")'
    if not isinstance(address, str):
        raise _bad(name, address, expected, _TF_FIX)
    text = address.strip()
    if text.startswith("["):
        host, close, rest = text[1:].partition("]")
        if not close or rest[:1] != ":":
            raise _bad(name, address, expected, _TF_FIX)
        port = rest[1:]
    else:
        host, sep, port = text.rpartition(":")
        if not sep or ":" in host:
            raise _bad(name, address, expected + " with a port", _TF_FIX)
    if not host:
        raise _bad(name, address, expected, _TF_FIX)
    return host, _port(name, port, _TF_FIX)


def _tf_task(task: Any, cluster: Mapping[str, tuple[str, ...]]) -> tuple[str, int]:
    """(type, index) of TF_CONFIG's task, checked against the cluster."""
    if task is None:
        raise LaunchError('TF_CONFIG has a "cluster" but no "task": expected '
                          '{"task": {"type": "worker", "index": 0}}; ' + _TF_FIX)
    if not isinstance(task, dict) or not isinstance(task.get("type"), str):
        raise _bad("TF_CONFIG task", task, 'an object {"type": "worker", "index": 0}', _TF_FIX)
    task_type = "chief" if task["type"] == "master" else task["type"]
    if task_type not in cluster:
        raise _bad("TF_CONFIG task.type", task["type"],
                   f"a job of the cluster ({', '.join(cluster)})", _TF_FIX)
    count = len(cluster[task_type])
    index = task.get("index", 0 if count == 1 else None)
    if isinstance(index, str) and _DIGITS.fullmatch(index.strip()):
        index = int(index)
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
        raise _bad("TF_CONFIG task.index", index,
                   f"an index in 0..{count - 1} ({count} {task_type} task(s))", _TF_FIX)
    return task_type, index


# -- SLURM ----------------------------------------------------------------------------------------

def _has_slurm(env: Mapping[str, str]) -> bool:
    """True inside an srun step (a batch script or salloc shell has no step)."""
    return ("SLURM_PROCID" in env and ("SLURM_NTASKS" in env or "SLURM_NPROCS" in env)
            and ("SLURM_STEP_ID" in env or "SLURM_STEPID" in env))


def _first(env: Mapping[str, str], *names: str) -> tuple[str, Optional[str]]:
    """(name, value) of the first of `names` set, else (names[0], None)."""
    return next(((n, env[n]) for n in names if n in env), (names[0], None))


def _from_slurm(env: Mapping[str, str]) -> SchedulerStart:
    size_var, _ = _first(env, "SLURM_NTASKS", "SLURM_NPROCS")
    size = _need_int(env, size_var, _SLURM_FIX, minimum=1)
    rank = _need_int(env, "SLURM_PROCID", _SLURM_FIX)
    _below("SLURM_PROCID", rank, size_var, size, _SLURM_FIX)
    node = _int(env, "SLURM_NODEID", _SLURM_FIX)
    hosts_var, hosts_text = _first(env, "SLURM_STEP_NODELIST", "SLURM_JOB_NODELIST",
                                   "SLURM_NODELIST")
    hosts = expand_nodelist(hosts_text or "", variable=hosts_var)
    tasks_var, tasks_text = _first(env, "SLURM_STEP_TASKS_PER_NODE", "SLURM_TASKS_PER_NODE")
    tasks = expand_tasks_per_node(tasks_text, variable=tasks_var) if tasks_text else ()
    if tasks and hosts and len(tasks) != len(hosts):
        raise _bad(tasks_var, tasks_text, f"one count per host of {hosts_var}={hosts_text!r} "
                   f"({len(hosts)} hosts, {len(tasks)} counts)", _SLURM_FIX)
    if tasks and sum(tasks) != size:
        raise _bad(tasks_var, tasks_text, f"counts adding up to {size_var}={size} "
                   f"(they add up to {sum(tasks)})", _SLURM_FIX)
    _below("SLURM_NODEID", node, f"the number of hosts in {hosts_var}",
           len(hosts) or len(tasks) or None, _SLURM_FIX)
    local_rank = _int(env, "SLURM_LOCALID", _SLURM_FIX)
    local_size = tasks[node] if tasks and node is not None else None
    _below("SLURM_LOCALID", local_rank, "the tasks on this node", local_size, _SLURM_FIX)
    job_id = env.get("SLURM_JOB_ID") or env.get("SLURM_JOBID")
    step = env.get("SLURM_STEP_ID") or env.get("SLURM_STEPID")
    return SchedulerStart(
        source="slurm", rank=rank, size=size, task_index=rank, local_rank=local_rank,
        local_size=local_size, node=node, hosts=hosts, tasks_per_node=tasks,
        store_host=hosts[0] if hosts else None,
        restart=_int(env, "SLURM_RESTART_COUNT", _SLURM_FIX),
        job_id=f"{job_id}.{step}" if job_id and step else job_id or None)


def _inner_launcher(env: Mapping[str, str]) -> Optional[SchedulerStart]:
    """A torchrun/mpirun start nested in the srun step, when its size is not the step's."""
    _, slurm_size = _first(env, "SLURM_NTASKS", "SLURM_NPROCS")
    if _has_torchrun(env):
        size_var, parse = "WORLD_SIZE", _from_torchrun
    elif _mpi_vars(env):
        size_var, parse = _mpi_vars(env)[1], _from_mpirun
    else:
        return None
    sizes = [(text or "").strip() for text in (env[size_var], slurm_size)]
    if sizes[0] == sizes[1] or sizes[0].lstrip("0") == sizes[1].lstrip("0") != "":
        return None
    return parse(env)


# -- torchrun and mpirun --------------------------------------------------------------------------

def _has_torchrun(env: Mapping[str, str]) -> bool:
    return "WORLD_SIZE" in env and ("RANK" in env or "JOB_COMPLETION_INDEX" in env)


def _from_torchrun(env: Mapping[str, str]) -> SchedulerStart:
    rank_var = "RANK" if "RANK" in env else "JOB_COMPLETION_INDEX"
    rank, size, local_rank, local_size = _ranks(
        env, (rank_var, "WORLD_SIZE", "LOCAL_RANK", "LOCAL_WORLD_SIZE"), _TORCH_FIX)
    host, port = _master(
        env, required=size > 1, why=f"WORLD_SIZE={size}",
        way_out="set MASTER_ADDR and MASTER_PORT to rank 0's host and a free port there "
                "(torchrun sets both; for a Kubernetes indexed Job, use pod 0's host name)")
    return SchedulerStart(
        source="torchrun", rank=rank, size=size, task_index=rank, local_rank=local_rank,
        local_size=local_size, node=_int(env, "GROUP_RANK", _TORCH_FIX), store_host=host,
        store_port=None if port is None else port + 1,
        job_id=env.get("TORCHELASTIC_RUN_ID") or None)


def _ranks(env: Mapping[str, str], names: tuple[str, ...],
           way_out: str) -> tuple[int, int, Optional[int], Optional[int]]:
    """Rank, size, local rank and local size from the variables `names`, checked."""
    rank_var, size_var, local_rank_var, local_size_var = names
    size = _need_int(env, size_var, way_out, minimum=1)
    rank = _need_int(env, rank_var, way_out)
    _below(rank_var, rank, size_var, size, way_out)
    local_rank = _int(env, local_rank_var, way_out)
    local_size = _int(env, local_size_var, way_out, minimum=1)
    _below(local_rank_var, local_rank, local_size_var, local_size, way_out)
    _below(local_size_var, local_size, f"{size_var} + 1", size + 1, way_out)
    return rank, size, local_rank, local_size


def _mpi_vars(env: Mapping[str, str]) -> tuple[str, ...]:
    """The variable names of the MPI flavour that set its rank and size, else ()."""
    return next((names for names in _MPI_VARS if names[0] in env and names[1] in env), ())


def _from_mpirun(env: Mapping[str, str]) -> SchedulerStart:
    names = _mpi_vars(env)
    rank, size, local_rank, local_size = _ranks(env, names[:4], _MPI_FIX)
    host, port = _master(env, required=False, why="", way_out=_MPI_FIX)
    return SchedulerStart(
        source="mpirun", rank=rank, size=size, task_index=rank, local_rank=local_rank,
        local_size=local_size, store_host=host,
        store_port=None if port is None else port + 1,
        job_id=(env.get(names[4]) or None) if names[4] else None)


def _split_names(text: str, variable: str) -> list[str]:
    """The host names of a node list: commas outside brackets split."""
    names, depth, start = [], 0, 0
    for i, char in enumerate(text + ","):
        depth += {"[": 1, "]": -1}.get(char, 0)
        if depth not in (0, 1):
            raise _bad(variable, text, "names with balanced, unnested [..] groups",
                       "check the node list")
        if char == "," and depth == 0:
            names.append(text[start:i].strip())
            start = i + 1
    if depth or not all(names):
        raise _bad(variable, text, "comma-separated names like 'n[1-2],m5'", "check the node list")
    return names


def _expand_group(group: str, text: str, variable: str) -> list[str]:
    """The numbers of one [..] group: "01-03,7" -> ["01", "02", "03", "7"]."""
    numbers: list[str] = []
    for item in group.split(","):
        match = _RANGE.fullmatch(item.strip())
        low = match.group(1) if match else ""
        high = (match.group(2) or low) if match else ""
        if not match or int(low) > int(high) or int(high) - int(low) >= _MAX_HOSTS:
            raise _bad(variable, text, "[..] groups of numbers and ranges like [1-3,7]",
                       "check the node list")
        numbers.extend(f"{n:0{len(low)}d}" for n in range(int(low), int(high) + 1))
    return numbers
