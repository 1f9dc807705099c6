"""Stand-ins for the schedulers users have, for tests/test_clusters.py: each
reads the job file of examples/clusters/ and starts its processes inside
emulated machines (benchmarks/cluster.py) exactly as that scheduler would:
one process per task, with the environment the scheduler sets.

* `srun` (sbatch.sh): ``#SBATCH --nodes`` x ``--ntasks-per-node`` tasks, the
  srun line's command with SLURM_PROCID / NTASKS / LOCALID / NODEID, the
  step's node list in SLURM's compressed form (``10.79.0.[1-2]``) and tasks
  per node (``2(x2)``), SLURM_JOB_ID, SLURM_STEP_ID, SLURM_RESTART_COUNT;
* `tfjob` (tfjob.yaml): one pod per replica, one machine each, with the
  TF_CONFIG the TFJob operator writes (every replica at port 2222); the
  pods' shared volume is the folder holding the caller's CKPT;
* `torchrun` (torchrun.sh): per node, ``--nproc-per-node`` processes with
  RANK, LOCAL_RANK, WORLD_SIZE, LOCAL_WORLD_SIZE, GROUP_RANK, MASTER_ADDR,
  MASTER_PORT, running the command after ``--no-python``;
* `mpirun` (mpirun.sh): ``-np`` processes over the ``-H`` hosts with Open
  MPI's OMPI_COMM_WORLD_RANK / SIZE / LOCAL_RANK / LOCAL_SIZE and the
  ``-x`` variables (host names mapped onto the machines in order).

Each process also gets PXTF_TEST_RANK (which task it is, for a test that
kills one; with PXTF_TEST_DELAY_RANK0, rank 0 starts that many seconds
after the others) and the caller's `extra` variables; `$VAR`s in a command are
expanded by bash, as in the job file. A test runs fewer steps than the
files (`steps`) at a pace it can watch (`pace`: ``--seconds-per-step``).
"""
from __future__ import annotations

import dataclasses
import json
import os
import re
import shlex
import subprocess
import sys
from typing import Any, Optional

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FILES = os.path.join(ROOT, "examples", "clusters")


@dataclasses.dataclass
class Task:
    rank: int
    machine: int
    proc: subprocess.Popen
    log: str
    kind: str = "worker"
    """'ps' for a TFJob's ps pod, else 'worker' (a chief is a worker)."""


def _command_after(line: str, program: str) -> str:
    """The part of a shell line from `program` on, without `program`'s own
    options (``srun --kill-on-bad-exit=1 parallax-tf ...`` -> ``parallax-tf ...``)."""
    words = shlex.split(line, posix=False)
    i = words.index(program) + 1
    while i < len(words) and words[i].startswith("-"):
        i += 1
    return " ".join(words[i:])


def _lines(name: str) -> list[str]:
    with open(os.path.join(FILES, name), encoding="utf-8") as f:
        text = f.read().replace("\\\n", " ")
    return text.splitlines()


def _start(cluster: Any, machine: int, command: str, environ: dict, log: str) -> subprocess.Popen:
    steps, pace = environ.get("PXTF_TEST_STEPS"), environ.get("PXTF_TEST_PACE")
    if steps:
        command = re.sub(r"--steps\s+\S+", f"--steps {steps}", command)
    if pace:
        command += f" --seconds-per-step {pace}"
    if environ.get("PXTF_TEST_EVERY"):
        command += f" --checkpoint-every {environ['PXTF_TEST_EVERY']}"
    if environ.get("PXTF_TEST_OUT"):
        command += f" --out {environ['PXTF_TEST_OUT']}"
    delay = environ.get("PXTF_TEST_DELAY_RANK0") if environ.get("PXTF_TEST_RANK") == "0" else None
    out = open(log, "ab")
    return cluster.popen(machine, ["bash", "-c", (f"sleep {delay}; " if delay else "")
                                   + "exec " + command], env=environ, stdout=out,
                         stderr=subprocess.STDOUT, cwd=ROOT)


def _base(extra: dict, rank: int) -> dict:
    venv_bin = os.path.dirname(os.path.abspath(sys.executable))
    return {**os.environ, **extra, "PATH": f"{venv_bin}:{os.environ.get('PATH', '')}",
            "PXTF_TEST_RANK": str(rank)}


def srun(cluster: Any, logs: str, extra: dict, restart: int = 0,
         job_id: int = 4242) -> list[Task]:
    lines = _lines("sbatch.sh")
    opts = dict(re.findall(r"^#SBATCH --([a-z-]+)=(\S+)", "\n".join(lines), re.M))
    nodes, per_node = int(opts["nodes"]), int(opts["ntasks-per-node"])
    command = _command_after(next(ln for ln in lines if ln.startswith("srun ")), "srun")
    prefix, last = cluster.addresses[0].rsplit(".", 1)
    nodelist = f"{prefix}.[{last}-{int(last) + nodes - 1}]"
    tasks = []
    for node in range(nodes):
        for local in range(per_node):
            rank = node * per_node + local
            environ = {**_base(extra, rank), "SLURM_JOB_ID": str(job_id), "SLURM_STEP_ID": "0",
                       "SLURM_PROCID": str(rank), "SLURM_NTASKS": str(nodes * per_node),
                       "SLURM_LOCALID": str(local), "SLURM_NODEID": str(node),
                       "SLURM_STEP_NODELIST": nodelist, "SLURM_JOB_NODELIST": nodelist,
                       "SLURM_STEP_TASKS_PER_NODE": f"{per_node}(x{nodes})",
                       "SLURM_RESTART_COUNT": str(restart)}
            log = os.path.join(logs, f"rank{rank}.log")
            tasks.append(Task(rank, node, _start(cluster, node, command, environ, log), log))
    return tasks


def torchrun(cluster: Any, logs: str, extra: dict, order: Optional[list[int]] = None
             ) -> list[Task]:
    line = " ".join(_lines("torchrun.sh"))
    opt = dict(re.findall(r"--([a-z-]+)=(\S+)", line))
    nodes, per_node, port = int(opt["nnodes"]), int(opt["nproc-per-node"]), opt["master-port"]
    command = line.split("--no-python", 1)[1].strip()
    tasks = []
    for node in order or range(nodes):
        for local in range(per_node):
            rank = node * per_node + local
            environ = {**_base(extra, rank), "RANK": str(rank), "LOCAL_RANK": str(local),
                       "WORLD_SIZE": str(nodes * per_node), "LOCAL_WORLD_SIZE": str(per_node),
                       "GROUP_RANK": str(node), "MASTER_ADDR": cluster.addresses[0],
                       "MASTER_PORT": port}
            log = os.path.join(logs, f"rank{rank}.log")
            tasks.append(Task(rank, node, _start(cluster, node, command, environ, log), log))
    return tasks


def mpirun(cluster: Any, logs: str, extra: dict) -> list[Task]:
    line = next(ln for ln in _lines("mpirun.sh") if ln.startswith("mpirun "))
    words = shlex.split(line)
    np_ = int(words[words.index("-np") + 1])
    hosts = [h.split(":") for h in words[words.index("-H") + 1].split(",")]
    names = {name: cluster.addresses[k] for k, (name, _) in enumerate(hosts)}
    exported = {}
    for i, word in enumerate(words):
        if word == "-x" and "=" in words[i + 1]:
            key, value = words[i + 1].split("=", 1)
            exported[key] = names.get(value, value)
    command = line[line.index("parallax-tf"):]
    slots = [(k, local) for k, (_, n) in enumerate(hosts) for local in range(int(n))]
    tasks = []
    for rank in range(np_):
        machine, local = slots[rank]
        per_host = int(hosts[machine][1])
        environ = {**_base(extra, rank), **exported, "OMPI_COMM_WORLD_RANK": str(rank),
                   "OMPI_COMM_WORLD_SIZE": str(np_), "OMPI_COMM_WORLD_LOCAL_RANK": str(local),
                   "OMPI_COMM_WORLD_LOCAL_SIZE": str(per_host)}
        log = os.path.join(logs, f"rank{rank}.log")
        tasks.append(Task(rank, machine, _start(cluster, machine, command, environ, log), log))
    return tasks


def tfjob(cluster: Any, logs: str, extra: dict) -> list[Task]:
    with open(os.path.join(FILES, "tfjob.yaml"), encoding="utf-8") as f:
        spec = yaml.safe_load(f)["spec"]["tfReplicaSpecs"]
    pods = [(kind.lower(), index) for kind in ("Chief", "Worker", "PS")
            for index in range(spec.get(kind, {}).get("replicas", 0))]
    if len(pods) > len(cluster.addresses):
        raise ValueError(f"{len(pods)} pods for {len(cluster.addresses)} machines")
    container = spec["Chief"]["template"]["spec"]["containers"][0]
    port = container["ports"][0]["containerPort"]
    # the shared volume: mounted at its mountPath in every pod, here the
    # folder that holds the caller's CKPT (the file's /shared/ckpt is CKPT)
    mount = container["volumeMounts"][0]["mountPath"].rstrip("/")
    shared = os.path.dirname(extra["CKPT"].rstrip("/"))
    args = [shared + a[len(mount):] if a == mount or a.startswith(mount + "/") else a
            for a in container["args"]]
    command = " ".join(shlex.quote(w) for w in [*container["command"], *args])
    address = {pod: f"{cluster.addresses[k]}:{port}" for k, pod in enumerate(pods)}
    cluster_spec: dict = {}
    for (kind, index), where in address.items():
        cluster_spec.setdefault(kind, []).append(where)
    tasks = []
    for k, (kind, index) in enumerate(pods):
        tf_config = {"cluster": cluster_spec, "task": {"type": kind, "index": index},
                     "environment": "cloud"}
        environ = {**_base(extra, k), "TF_CONFIG": json.dumps(tf_config)}
        log = os.path.join(logs, f"rank{k}.log")
        tasks.append(Task(k, k, _start(cluster, k, command, environ, log), log,
                          "ps" if kind == "ps" else "worker"))
    return tasks


def tf_config(cluster: Any, logs: str, extra: dict, layout: dict[str, list[tuple[int, int]]],
              steps: int) -> list[Task]:
    """A hand-written TF_CONFIG (or a hostNetwork TFJob's): `layout` gives
    each job's tasks as (machine, port), so tasks share hosts on ports of
    their choosing; every task runs examples/clusters/train.py for `steps`."""
    spec = {kind: [f"{cluster.addresses[m]}:{port}" for m, port in where]
            for kind, where in layout.items()}
    command = f"parallax-tf task examples/clusters/train.py --steps {steps}"
    tasks = []
    for k, (kind, index, machine) in enumerate(
            (kind, i, m) for kind in ("chief", "worker", "ps")
            for i, (m, _) in enumerate(layout.get(kind, ()))):
        environ = {**_base(extra, k), "TF_CONFIG": json.dumps(
            {"cluster": spec, "task": {"type": kind, "index": index}})}
        log = os.path.join(logs, f"rank{k}.log")
        tasks.append(Task(k, machine, _start(cluster, machine, command, environ, log), log,
                          "ps" if kind == "ps" else "worker"))
    return tasks


STARTS = {"slurm": srun, "tfjob": tfjob, "torchrun": torchrun, "mpirun": mpirun}
