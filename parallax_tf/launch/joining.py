"""Jobs a scheduler started: the tasks meet at rank 0's store (docs/clusters.md).

A scheduler starts one process per task and tells it who it is
(`launch/schedulers.py`); nothing of ours launched them, so they agree on
the job themselves:

* **the store**: rank 0 (TF_CONFIG's chief, else worker 0, else rank 0)
  runs the job's key-value store at the scheduler's address: one port above
  TF_CONFIG's rank-0 port or MASTER_PORT, for SLURM `STORE_PORT_BASE` + the
  job id mod 10000 on the first node; ``PARALLAX_TF_STORE_ADDR`` / ``_PORT``
  override it. It draws a *generation* (a fresh id per start of the job);
* **rendezvous**: every task registers (its address on the route to the
  store, a port for its TensorFlow server and one for a parameter server,
  its node, local rank and GPUs) with that generation; rank 0 waits for all
  of them (`join_timeout`, then ends naming the ranks it waited for), makes
  the cluster (machines by node in rank order, rank 0 first; TF_CONFIG's
  ps tasks as machines that only serve, ``host:ps``) and every task's
  `TaskRole`, and publishes them; a task that waits for rank 0 as long
  ends naming the store it waited for;
* **parameter servers**: the scheduler's ps tasks where it has them, else
  the first task of each machine starts its machine's server as a child
  process and watches it;
* **GPUs**: a ``CUDA_VISIBLE_DEVICES`` of one device (the scheduler chose)
  is kept; otherwise a task on a machine with GPUs binds its local rank's;
* **failures**: rank 0 keeps the job (`Keeper`): every task's connection
  to it (`launch/liveness.py`: one that closes without a goodbye is a
  process gone, killed or crashed, named within a second), the watchdog
  on every task's heartbeat (`launch/watchdog.py`: frozen, cut off), a
  task whose program raised; it publishes the reason and tells every task
  over its connection, and every task ends nonzero naming it
  (`Follower`), so the scheduler's restart policy acts. When rank 0's
  process is gone (its connection closes without a word) every task ends
  at once naming it; when it stops answering (its store silent for
  `store_gone_seconds`: frozen, its machine or link down), after that.
  A task of another generation (a start the scheduler replaced) ends
  at once. When every driver's program ended, rank 0 publishes the end and
  the servers end with code 0.

No TensorFlow here.
"""
from __future__ import annotations

import atexit
import contextlib
import dataclasses
import json
import logging
import os
import subprocess
import sys
import threading
import time
import traceback
import uuid
from typing import Any, Optional

from parallax_tf import env
from parallax_tf.errors import LaunchError
from parallax_tf.launch import heartbeat, liveness, ports, store, store_client, task_output
from parallax_tf.launch.probe import collectives_engine, has_gpus_local
from parallax_tf.launch.rendezvous import horovod_envs
from parallax_tf.launch.role import TaskRole, assigned, make_roles, own_part
from parallax_tf.launch.schedulers import SchedulerStart
from parallax_tf.launch.spawn import die_with_parent, load_libc
from parallax_tf.launch.task_end import end_task, end_task_quietly
from parallax_tf.launch.watchdog import Drivers, Watchdog
from parallax_tf.resources import Cluster, Machine

logger = logging.getLogger("parallax_tf.launch.joining")

STORE_PORT_BASE = 12000
"""SLURM gives no port: the store listens at this + the job id mod 10000."""
JOIN_TIMEOUT_S = 300.0
"""How long rank 0 waits for every task to register, and a task for rank 0
(``PARALLAX_TF_JOIN_TIMEOUT``)."""
def store_gone_seconds() -> float:
    """A store that does not answer for this long is gone (rank 0 ended):
    1.5 x the heartbeats' silence limit (30 s by default)."""
    return 1.5 * heartbeat.stale_seconds()
FOLLOW_S = 1.0
"""How often a task looks for the job's end or abort."""
ENTRY_MODULE = "parallax_tf.launch.entry"


def join_timeout() -> float:
    value = os.environ.get("PARALLAX_TF_JOIN_TIMEOUT")
    return float(value) if value else JOIN_TIMEOUT_S


def store_address(start: SchedulerStart) -> tuple[str, int]:
    """Where rank 0's store listens (module doc)."""
    given = env.kv_store()
    if given is not None:
        return given
    host = start.store_host or (start.hosts[0] if start.hosts else None)
    port = start.store_port
    if port is None and start.source == "slurm" and start.job_id:
        port = STORE_PORT_BASE + int(start.job_id.split(".")[0]) % 10000
    if host is None or port is None:
        raise LaunchError(
            f"{start.describe()}: no address for rank 0's store; set MASTER_ADDR and MASTER_PORT "
            "(mpirun -x MASTER_ADDR=host -x MASTER_PORT=port) or PARALLAX_TF_STORE_ADDR and "
            "PARALLAX_TF_STORE_PORT to rank 0's host and a free port there")
    return host, port


def gpu_binding(visible: Optional[str], local_rank: int, has_gpus: bool) -> Optional[str]:
    """The CUDA_VISIBLE_DEVICES a task sets: None to keep the scheduler's
    choice of one device (or on a machine without GPUs); else its local
    rank's GPU, counted among the devices the scheduler left visible (all
    of the machine's when it set none)."""
    listed = [d.strip() for d in (visible or "").split(",") if d.strip()]
    if len(listed) == 1 or not has_gpus:
        return None
    if listed:
        return listed[local_rank % len(listed)]
    return str(local_rank)


@dataclasses.dataclass(frozen=True)
class _Me:
    """What a task registers."""

    rank: int
    host: str
    port: int
    server_port: int
    node: str
    local_rank: int
    gpus: bool
    type: str
    index: int


def _register(start: SchedulerStart, where: tuple[str, int]) -> _Me:
    """This task's registration (module doc). The ports it chooses itself
    (its server's, unless TF_CONFIG gives it; a spare one for a machine's
    server) are held from now until a server binds them (`ports.release`),
    and are none the cluster lists nor the store's."""
    avoid = {where[1], *listed_ports(start)}
    if start.tf_cluster:
        address = start.tf_cluster[start.task_type][start.task_index]
        host, port = address.rsplit(":", 1)
        host, port_number = host.strip("[]"), int(port)
    else:
        host = "127.0.0.1" if ports.is_loopback_host(where[0]) else \
            ports.route_source_address(where[0])
        port_number = ports.allocate_ports(["localhost"], avoid=avoid, hold=True)[0]
    spare = ports.allocate_ports(["localhost"], avoid={*avoid, port_number}, hold=True)[0]
    node = str(start.node) if start.node is not None and start.source != "tf_config" else host
    return _Me(rank=start.rank, host=host, port=port_number, server_port=spare, node=node,
               local_rank=start.local_rank or 0, gpus=has_gpus_local(),
               type=start.task_type, index=start.task_index)


_keeper: Optional["Keeper"] = None
"""Rank 0's keeper, in rank 0's process."""
_following = False
"""This process joined a scheduler's job (its follower runs)."""


def join(start: SchedulerStart) -> TaskRole:
    """Meet the job's other tasks (module doc): this task's role, with the
    job's variables set in this process's environment for the rest of its
    start (the bootstrap, the server)."""
    global _keeper
    where = store_address(start)
    keeper = _keeper = Keeper.open(where) if start.rank == 0 else None
    generation = store_client.wait("job-generation", store=where, timeout_s=join_timeout())
    me = _register(start, where)
    store_client.publish(json.dumps({**dataclasses.asdict(me), "generation": generation}),
                          key=f"join-{start.rank}", store=where)
    if keeper is None:
        _link(where, start.rank)
    if keeper is not None:
        keeper.assign(start, generation)
    try:
        text = store_client.wait(f"job-assignment-{generation}", store=where,
                                  timeout_s=join_timeout())
    except LaunchError as e:
        raise LaunchError(f"{start.describe()}: rank 0 ({where[0]}:{where[1]}) handed out no "
                          f"roles within {join_timeout():.0f} s ({e}); is rank 0 running?") from e
    job = json.loads(text)
    role = TaskRole.from_json(assigned(job, "roles", start.rank))
    _export(role, job, where, generation, me)
    hosted = assigned(job, "servers", start.rank) if str(start.rank) in job["servers"] else None
    child = _start_server(hosted, me.server_port) if hosted else None
    ports.release(me.server_port)            # the child holds it now, or nobody needs it
    global _following
    _following = True
    Follower(where, generation, role, child=child).start()
    if keeper is not None:
        keeper.watch(job)
    return role


def _link(where: tuple[str, int], rank: int) -> None:
    """This task's connection to rank 0 (`launch/liveness.py`): the job's
    abort ends this task at once; a connection closed without a word means
    rank 0's process is gone."""
    gone = (f"rank 0's process is gone (worker 0, the job's store at {where[0]}:{where[1]}): "
            "its connection to this task closed without a goodbye (killed, or it crashed)")
    liveness.connect(where, f"rank-{rank}", on_abort=lambda reason: end_task(reason, 1),
                     on_gone=lambda: end_task(gone, 1))
    atexit.register(liveness.goodbye)


def _export(role: TaskRole, job: dict, where: tuple[str, int], generation: str,
            me: _Me) -> None:
    env.export(env.TASK_VAR, role.to_json())
    env.export(env.RESOURCES_VAR, job["resources"])
    env.export(env.STORE_VARS[0], where[0])
    env.export(env.STORE_VARS[1], str(where[1]))
    env.export(env.COLLECTIVES_VAR, job["engine"])
    env.export(env.PLAN_WAIT_VAR, "1")
    env.export(env.GENERATION_VAR, generation)
    for key, value in job["horovod"].get(str(me.rank), {}).items():
        env.export(key, value)
    if role.is_worker:
        device = gpu_binding(os.environ.get("CUDA_VISIBLE_DEVICES"), me.local_rank, me.gpus)
        if device is not None or not me.gpus:
            env.export("CUDA_VISIBLE_DEVICES", device or "")


def _start_server(role_json: str, port: int) -> subprocess.Popen:
    """This machine's parameter server, as a child task of this one (it dies
    with this task), holding its `port` until its server binds it."""
    role = TaskRole.from_json(role_json)
    logger.info("starting %s on %s for this machine", role.name, role.host)
    environ = {**env.environ_snapshot(), env.TASK_VAR: role_json}
    environ.pop(env.HELD_PORTS_VAR, None)
    handed = ports.hand_over(port)
    if handed is not None:
        environ[env.HELD_PORTS_VAR] = handed[1]
    fds = task_output.original_fds()        # it labels its own output (`[ps 1] ...`)
    if fds is not None:
        environ[env.LABEL_VAR] = "1"
    return subprocess.Popen([sys.executable, "-m", ENTRY_MODULE], env=environ,
                            stdin=subprocess.DEVNULL, pass_fds=handed[:1] if handed else (),
                            stdout=fds[0] if fds else None, stderr=fds[1] if fds else None,
                            preexec_fn=die_with_parent(load_libc(), os.getpid()))


def listed_ports(start: SchedulerStart) -> list[int]:
    """The ports a scheduler's cluster names (TF_CONFIG's), which the job's
    own services never take."""
    return [int(address.rsplit(":", 1)[1]) for tasks in start.tf_cluster.values()
            for address in tasks]


def finished() -> None:
    """This task's program ended: rank 0 keeps the job until the others end."""
    if _keeper is not None:
        _keeper.finish()


def failed(error: BaseException) -> None:
    """This task's program raised: rank 0 ends the job naming the cause (a
    step that failed is usually another task's doing: the watchdog gets the
    time to find a task that went silent, `Keeper.cause`); another task
    waits for rank 0's word (or for rank 0 to be found gone) and ends with
    it, and only then with its own error."""
    if _following and _keeper is None:      # rank 0 names the cause, or is gone
        _say(error)                     # this task's output tells its own error first
        time.sleep(store_gone_seconds() + 10.0)
        return                                   # (the follower ends this process)
    if _keeper is not None:
        text = str(error).strip().splitlines()
        reason = _keeper.cause(f"worker 0's program raised {type(error).__name__}"
                               + (f": {text[0][:300]}" if text else ""))
        _keeper.abort(reason)
        end_task(reason, 1)


def _say(error: BaseException) -> None:
    """Write why this task's program ended to its output: the sentence of a
    `LaunchError`, else the traceback."""
    with contextlib.suppress(OSError):
        if isinstance(error, SystemExit):
            if isinstance(error.code, str):
                print(error.code, file=sys.stderr, flush=True)
        elif isinstance(error, LaunchError):
            print(f"[parallax-tf] {error}", file=sys.stderr, flush=True)
        else:
            traceback.print_exception(error, file=sys.stderr)
            sys.stderr.flush()


class Keeper:
    """Rank 0's part: the store, the roles, the watchdog (module doc)."""

    def __init__(self, kv: Any, where: tuple[str, int]) -> None:
        self.kv, self.where = kv, where
        self.names: list[str] = []
        self.by_rank: dict[int, str] = {}
        """Every rank's task name ("worker 1", "ps 0")."""
        self.own_servers: list[str] = []
        """The scheduler's ps tasks (a TFJob's): each follows the job itself."""
        self.drivers = Drivers(where, True)
        self.ended = threading.Event()
        self.victims_since: Optional[float] = None
        self.dog = Watchdog.on_store(where)
        self.horovod: Any = None

    @classmethod
    def open(cls, where: tuple[str, int]) -> "Keeper":
        """Start the store at `where` and draw this start's generation."""
        try:
            kv = store.Store("", where[1])
        except OSError as e:
            raise LaunchError(
                f"rank 0 cannot listen at port {where[1]} for the job's store ({e}): another "
                "process holds it (the store takes MASTER_PORT + 1, or the first port above "
                "rank 0's that TF_CONFIG does not list for its host); free it, or set "
                "PARALLAX_TF_STORE_PORT on every task to a free port of rank 0's host") from e
        keeper = cls(kv, where)
        store_client.publish(uuid.uuid4().hex[:12], key="job-generation", store=where)
        atexit.register(keeper.close)
        return keeper

    def assign(self, start: SchedulerStart, generation: str) -> None:
        """Wait for every task's registration, then publish the roles."""
        deadline = time.monotonic() + join_timeout()
        joined: dict[int, dict] = {}
        while len(joined) < start.size:
            for key, text in store_client.fetch_many(prefixes=["join-"],
                                                     store=self.where).items():
                rank = int(key[5:]) if key[5:].isdigit() else start.size
                if rank < start.size and rank not in joined \
                        and json.loads(text)["generation"] == generation:
                    joined[rank] = json.loads(text)
            gone = self._gone(lambda rank: f"rank {rank} ({joined[rank]['host']})"
                              if rank in joined else None)
            if gone is not None:
                self.abort(gone)
                raise LaunchError(gone)
            if len(joined) < start.size and time.monotonic() > deadline:
                missing = sorted(set(range(start.size)) - set(joined))
                reason = (f"rank 0 waited {join_timeout():.0f} s for ranks {missing} of "
                          f"{start.size} to join at {self.where[0]}:{self.where[1]}")
                self.abort(reason)
                raise LaunchError(reason + " (PARALLAX_TF_JOIN_TIMEOUT sets the wait)")
            time.sleep(0.1)
        store_client.publish(json.dumps(self._job(joined)),
                              key=f"job-assignment-{generation}", store=self.where)

    def _job(self, joined: dict[int, dict]) -> dict:
        """The cluster, every rank's role, the servers to start, the engine."""
        tasks = [joined[r] for r in sorted(joined)]
        servers = [t for t in tasks if t["type"] == "ps"]
        workers = [t for t in tasks if t["type"] != "ps"]
        nodes: dict[str, list[dict]] = {}
        for t in workers:                      # nodes in rank order: rank 0's first
            nodes.setdefault(t["node"], []).append(t)
        worker_machines = [Machine(host=g[0]["host"], slots=tuple(t["local_rank"] for t in g))
                           for g in nodes.values()]
        by_host = {m.host: [s for s in servers if s["host"] == m.host] for m in worker_machines}
        if servers and all(len(on) == 1 for on in by_host.values()) and \
                len(servers) == len(worker_machines):
            # one ps task on each workers' host: each machine serves (server k on machine k)
            servers = [by_host[m.host][0] for m in worker_machines]
            machines = worker_machines
        else:    # ps tasks on hosts of their own, or not one per workers' host: each a
            machines = [Machine(host=s["host"], slots=()) for s in servers]   # machine of its
            machines += worker_machines                                       # own
        cluster = Cluster(machines=tuple(machines))
        ordered = [t for g in nodes.values() for t in g]
        hosting = servers or [g[0] for g in nodes.values()]
        ps_ports = [t["port"] if servers else t["server_port"] for t in hosting]
        roles = make_roles(cluster, ps_ports, [t["port"] for t in ordered],
                           gpu_hosts=sorted({t["host"] for t in ordered if t["gpus"]}))
        ps_roles, worker_roles = roles[:len(ps_ports)], roles[len(ps_ports):]
        shared = {"cluster": roles[0].cluster, "worker_devices": list(roles[0].worker_devices)}
        by_rank = {t["rank"]: own_part(r, shared) for t, r in zip(ordered, worker_roles)}
        by_rank.update({t["rank"]: own_part(r, shared) for t, r in zip(servers, ps_roles)})
        self.names = [r.name for r in roles]
        self.by_rank = {t["rank"]: r.name for t, r in zip(ordered, worker_roles)}
        self.by_rank.update({t["rank"]: r.name for t, r in zip(servers, ps_roles)})
        self.own_servers = [r.name for r in ps_roles] if servers else []
        engine = collectives_engine()
        hvd = self._horovod(cluster, ordered) if engine == "horovod" else {}
        return {"resources": cluster.to_str(), "shared": shared,
                "roles": {str(k): v for k, v in by_rank.items()},
                "servers": {} if servers else {str(t["rank"]): own_part(r, shared)
                                               for t, r in zip(hosting, ps_roles)},
                "engine": engine, "horovod": hvd}

    def _horovod(self, cluster: Cluster, ordered: list[dict]) -> dict:
        """Horovod's rendezvous server in this process, and each rank's variables."""
        from horovod.runner.common.util.hosts import HostInfo, get_host_assignments  # noqa: PLC0415  (optional package)
        from horovod.runner.http.http_server import RendezvousServer  # noqa: PLC0415  (optional package)
        self.horovod = RendezvousServer(verbose=0)
        port = self.horovod.start()
        self.horovod.init(get_host_assignments(
            [HostInfo(m.host, m.num_workers) for m in cluster.machines if m.slots],
            cluster.num_workers))
        envs = horovod_envs(cluster, self.where[0], port)
        return {str(t["rank"]): envs[i] for i, t in enumerate(ordered)}

    def watch(self, job: dict) -> None:
        """The watchdog, in a thread, for as long as this process runs."""
        threading.Thread(target=self._watch, name="parallax keeper", daemon=True).start()

    def _watch(self) -> None:
        while not self.ended.is_set():
            time.sleep(1.0)
            with contextlib.suppress(LaunchError):
                found = self._look()
                if found is not None:
                    self.fail(*found)

    def fail(self, reason: str, code: int) -> None:
        """The watchdog found why the job fails: every task is told, and
        rank 0's process ends with `code`."""
        self.abort(reason)
        end_task(reason, code)

    def cause(self, fallback: str) -> str:
        """Why the job fails when worker 0's own step failed: what the
        watchdog finds within its silence limit (another task killed, frozen
        or raising first), else `fallback`."""
        self.ended.set()                       # the watch thread stops looking
        deadline = time.monotonic() + self.dog.stale_s + 5.0
        while time.monotonic() < deadline:
            with contextlib.suppress(LaunchError):
                found = self._look(skip="worker 0")
                if found is not None:
                    return found[0]
            time.sleep(1.0)
        return fallback

    def _look(self, skip: str = "") -> Optional[tuple[str, int]]:
        """One look at the job (module doc): (why it fails, the exit status),
        or None; publishes its end when every driver ended."""
        dog = self.dog
        self.drivers.poll(chief_exited_ok=False)
        known = self.drivers.known
        dog.refresh(self.names)
        view: list[tuple[str, bool, Optional[int], Optional[int]]] = [
                (n, n.startswith("worker") and known is not None
                 and (not known or int(n.split()[1]) in known), _code(dog, n), None)
                for n in self.names]
        view = [v for v in view if v[0] != skip]
        gone = self._gone(lambda rank: None if self.by_rank.get(rank) in (None, skip)
                          or _code(dog, self.by_rank[rank]) == 0 else self.by_rank[rank])
        if gone is not None:                 # before its victims and the silence limit
            return gone, 1
        failing = [n for n, _, code, _ in view if code not in (None, 0)]
        causes = [n for n in failing if dog.raised(n)]      # raised outside a step
        stall = dog.check(view)
        now = time.monotonic()
        if failing and not causes:    # steps that failed: usually a peer's doing
            self.victims_since = self.victims_since or now
        if stall is not None:
            return stall.reason, heartbeat.STALL_EXIT
        if causes or (failing and now - (self.victims_since or now) > dog.stale_s + 5):
            name = (causes or failing)[0]
            return f"{name}'s program raised (its own output has the traceback)", 1
        drivers = [n for n, driver, _, _ in view if driver]
        if not skip and drivers and all(_code(dog, n) == 0 for n in drivers):
            self.ended.set()
            store_client.publish("1", key="job-done", store=self.where)
            self.kv.links.tell("done")
        return None

    def _gone(self, named: Any) -> Optional[str]:
        """Why the job fails when a task's process is gone (its connection
        closed without a goodbye, `launch/liveness.py`), else None;
        `named(rank)`: the task's name, None to leave it out."""
        for link, closed in self.kv.links.gone():
            name = named(int(link.split("-")[1]))
            if name is not None:
                return (f"{name}'s process is gone: its connection to rank 0 closed without "
                        f"a goodbye {time.monotonic() - closed:.1f} s ago (killed, or it "
                        "crashed)")
        return None

    def abort(self, reason: str) -> None:
        self.kv.links.tell("abort " + reason)       # every task ends at once
        with contextlib.suppress(LaunchError):
            store_client.publish(reason, key="job-abort", store=self.where, timeout_s=5.0)

    def finish(self, seconds: float = 60.0) -> None:
        """Rank 0's program ended: keep the store until every driver's ended
        (at most `seconds`), publish the end, let the others see it."""
        with contextlib.suppress(LaunchError):
            if store_client.fetch(store=self.where) is None:   # no step ran: no plan
                store_client.publish('{"no_plan": true}', store=self.where)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            with contextlib.suppress(LaunchError):
                if store_client.fetch("job-done", store=self.where) is not None:
                    break
            time.sleep(0.5)
        with contextlib.suppress(LaunchError):
            store_client.publish("1", key="job-done", store=self.where)
        self.kv.links.tell("done")
        # the tasks that end when they see the end (a TFJob's ps tasks, workers
        # that only serve) say they saw it: the store stays up until then (a
        # ps task that looked once too late found the store gone and failed)
        waiting = self._serving()
        deadline = time.monotonic() + store_gone_seconds()
        while waiting and time.monotonic() < deadline:
            with contextlib.suppress(LaunchError):
                left = store_client.fetch_many(prefixes=["left-"], store=self.where)
                waiting = [n for n in waiting if _left_key(n) not in left]
            time.sleep(0.2)
        if waiting:
            logger.warning("%s did not confirm the job's end within %.0f s", ", ".join(waiting),
                           store_gone_seconds())
        time.sleep(FOLLOW_S)                 # the others' last looks find the store up

    def _serving(self) -> list[str]:
        """The tasks that end when the job is done (`Follower`): the
        scheduler's ps tasks and the workers that drive no replica."""
        known = self.drivers.known
        return self.own_servers + [n for n in self.names if n.startswith("worker ") and known
                                   and int(n.split()[1]) not in known]

    def close(self) -> None:
        self.ended.set()
        if self.horovod is not None:
            self.horovod.stop()
        self.kv.stop()


def _code(dog: Watchdog, name: str) -> Optional[int]:
    """A task's exit status as its last beat tells it: 0 ended, 1 raised, None running."""
    seen = dog.seen(name)
    if seen is None or not seen.exiting:
        return None
    return 1 if seen.raised else 0


class Follower:
    """Every task's part: end when the job aborts, when rank 0 is gone or
    another generation started; a server (or a worker that only serves a
    part of a split replica) ends with code 0 when the job is done; a
    machine's server child is watched."""

    def __init__(self, where: tuple[str, int], generation: str, role: TaskRole, *,
                 child: Optional[subprocess.Popen]) -> None:
        self.where, self.generation, self.role, self.child = where, generation, role, child

    def start(self) -> None:
        threading.Thread(target=self._loop, name="parallax follower", daemon=True).start()

    def _loop(self) -> None:
        silent_since: Optional[float] = None
        while True:
            time.sleep(FOLLOW_S)
            try:
                said = store_client.fetch_many(["job-abort", "job-done", "job-generation"],
                                               store=self.where)
                abort, done = said.get("job-abort"), said.get("job-done")
                generation = said.get("job-generation")
                silent_since = None
            except LaunchError:
                now = time.monotonic()
                silent_since = silent_since or now
                if now - silent_since >= store_gone_seconds():
                    end_task(f"the job's store (rank 0, worker 0, at {self.where[0]}:"
                             f"{self.where[1]}) has not answered for "
                             f"{store_gone_seconds():.0f} s: rank 0 ended or its machine is down",
                             1)
                continue
            if abort is not None:
                end_task(abort, 1)
            if generation is not None and generation != self.generation:
                end_task(f"the job was started again (generation {generation}, this task's "
                         f"{self.generation})", 1)
            if self.child is not None and self.child.poll() is not None and done is None:
                reason = (f"the parameter server of machine {self.role.machine} "
                          f"({self.role.host}) exited with code {self.child.returncode}")
                with contextlib.suppress(LaunchError):
                    store_client.publish(reason, key="job-abort", store=self.where)
                end_task(reason, 1)
            if done is not None:
                if self.child is not None:
                    self.child.terminate()
                if self._serving():
                    with contextlib.suppress(LaunchError):
                        store_client.publish("1", key=_left_key(self.role.name),
                                              store=self.where, timeout_s=5.0)
                    end_task_quietly()

    def _serving(self) -> bool:
        """A server, or a worker that is not a replica's driver."""
        if self.role.is_ps:
            return True
        with contextlib.suppress(LaunchError, ValueError, KeyError):
            text = store_client.fetch(store=self.where)
            drivers = json.loads(text).get("drivers") if text else None
            return drivers is not None and self.role.index not in drivers
        return False


def _left_key(task: str) -> str:
    """The key a task that ends with the job confirms its end under."""
    return "left-" + task.replace(" ", "_")
