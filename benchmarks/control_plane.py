"""The control plane at 64 to 1,024 tasks, measured here (issue 66 item 5).

    python -m benchmarks.control_plane --tasks 64,256,1024 --name control-plane

Rank 0's side is the real one, in this process: the job's store
(`launch/store.py`) on loopback, the `Keeper` of a scheduler-started job
(`launch/joining.py`: it waits for every rank's registration, publishes the
roles, then watches every task's connection and heartbeat with the real
`Watchdog`). The N tasks are light: threads in a few processes (1,024
processes do not fit 2 cores), each speaking the store's protocol as a
task does: wait for the generation, register (`join-<rank>`), open its
liveness connection (`liveness.Link`), wait for the roles, follow the job
(`joining.Follower`: its three reads a second), beat every 2 s (the
heartbeat's value and key), and wait for the plan, which rank 0 publishes
as the chief does: the paper LM's plan (`make_plan` on that cluster,
serialised as a job ships it). Nothing exits the harness: the tasks' and
the keeper's `end_task` are recorded instead.

Three jobs per task count, each of which ends differently:

* **end**: the time to join (the last task's roles), to ship the plan
  (published to the last task's copy), the store's process CPU and memory
  and the loopback traffic over a steady 10 s window (requests a second
  counted at the tasks), then every task ends cleanly (its last beat says
  it exited, then `bye`): the time until the keeper publishes the job's end
  and every task has heard `done`;
* **kill**: one task's connection closes without a goodbye (its process
  killed): the time until the keeper names it;
* **freeze**: one task stops beating and following, its connection held
  (SIGSTOP, a cut link): the time until the watchdog names it, with the
  silence limit set to `--stale` seconds (the default 20 s; the time past
  the limit is what the plane adds).

Writes `benchmarks/results/<name>/control_plane.json` and prints a table.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import socket
import sys
import threading
import time
from pathlib import Path
from typing import Any, Optional, Sequence

REPO = Path(__file__).resolve().parents[1]
RESULTS = REPO / "benchmarks" / "results"
TASKS_PER_PROCESS = 128
STEADY_S = 10.0
_SERVED: list = []
"""The store's requests served so far (the current job's counter)."""


# ----------------------------------------------------------------------------- the plan shipped

def paper_lm_plan(workers: int, workers_per_machine: int = 8) -> tuple[str, float]:
    """The paper LM's plan (Parallax's Table 1 LM: a 793,471-word vocabulary,
    512-wide embedding and softmax, an LSTM of 2,048 with a 512 projection:
    9.4 M dense and 813 M sparse elements, alpha 0.02) on `workers`
    workers, 8 a machine, as JSON; and the seconds `make_plan` took."""
    from parallax_tf import Config, Kind, ModelInfo, VariableInfo, make_plan
    from parallax_tf.partitioner import PartitionSpec
    from parallax_tf.resources import Cluster, Machine
    vocab = 793_471

    def var(name: str, shape: tuple, kind: Any, alpha: float = 1.0, parted: bool = False) -> Any:
        n = 1
        for d in shape:
            n *= d
        return VariableInfo(name=name, shape=shape, dtype="float32", bytes=4 * n, kind=kind,
                            trainable=True, has_gradient=True, alpha=alpha,
                            partition=PartitionSpec() if parted else None)
    model = ModelInfo(step_name="paper_lm", fingerprint="paper-lm", state=(), variables=(
        var("embedding", (vocab, 512), Kind.SPARSE, 0.02, True),
        var("softmax_w", (vocab, 512), Kind.SPARSE, 0.02, True),
        var("softmax_b", (vocab,), Kind.SPARSE, 0.02, True),
        var("lstm/kernel", (1024, 8192), Kind.DENSE),
        var("lstm/bias", (8192,), Kind.DENSE),
        var("projection", (2048, 512), Kind.DENSE)))
    machines = -(-workers // workers_per_machine)
    cluster = Cluster(machines=tuple(
        Machine(host=f"10.0.{k // 250}.{k % 250 + 1}",
                slots=tuple(range(min(workers_per_machine, workers - k * workers_per_machine))))
        for k in range(machines)))
    t0 = time.monotonic()
    plan = make_plan(model, cluster, Config())
    return plan.to_json(), time.monotonic() - t0


# ----------------------------------------------------------------------------- a light task

def _beat_value(seq: int, steps: int, exiting: bool = False) -> str:
    """A heartbeat's value, as `heartbeat._State.value` writes it."""
    return json.dumps({"seq": seq, "steps": steps, "in_step": False, "timeout": 300.0,
                       "exiting": exiting, "raised": False, "phase": None, "quiet": None})


class _Tap:
    """A liveness connection's lines, passed on, the time of `done` noted."""

    def __init__(self, rfile: Any, clock: dict) -> None:
        self.rfile, self.clock = rfile, clock

    def __iter__(self) -> Any:
        for line in self.rfile:
            if line.strip() == b"done":
                self.clock.setdefault("done", time.time())
            yield line


def _link_class() -> Any:
    from parallax_tf.launch import liveness

    class Link(liveness.Link):
        """The real connection; what rank 0 tells it noted (`_Tap`)."""

        clock: dict = {}

        def _read(self, rfile: Any) -> None:
            super()._read(_Tap(rfile, self.clock))
    return Link


class _Task:
    def __init__(self, rank: int, where: tuple[str, int], clock: dict, ended: Any) -> None:
        self.rank, self.where, self.clock, self.ended = rank, where, clock, ended
        self.stop = threading.Event()           # frozen or killed: no beats
        self.beating = threading.Lock()
        self.link: Any = None
        self.name = ""

    def run(self, end: threading.Event) -> None:
        from parallax_tf.launch import joining, store_client
        from parallax_tf.launch.role import TaskRole, assigned
        where = self.where
        generation = store_client.wait("job-generation", store=where, timeout_s=600)
        me = {"rank": self.rank, "host": "127.0.0.1", "port": 20000 + self.rank,
              "server_port": 40000 + self.rank, "node": f"node-{self.rank // 8}",
              "local_rank": self.rank % 8, "gpus": False, "type": "worker",
              "index": self.rank, "generation": generation}
        store_client.publish(json.dumps(me), key=f"join-{self.rank}", store=where)
        heard: dict[str, float] = {}
        self.link = _link_class()(where, f"rank-{self.rank}",
                                  on_abort=lambda reason: heard.setdefault("abort", time.time()),
                                  on_gone=lambda: heard.setdefault("gone", time.time()))
        self.link.clock = self.clock
        self.link.open()
        text = store_client.wait(f"job-assignment-{generation}", store=where, timeout_s=600)
        self.clock["joined"] = time.time()
        role = TaskRole.from_json(assigned(json.loads(text), "roles", self.rank))
        self.name = role.name
        joining.Follower(where, generation, role, child=None).start()
        threading.Thread(target=self._beat, daemon=True).start()
        store_client.wait(store=where, timeout_s=600)        # the plan
        self.clock["plan"] = time.time()
        while not self.stop.is_set():
            if end.wait(0.2):            # the program ended: the last beat, then goodbye
                self.exiting = True
                self._publish(exiting=True)
                self.link.bye()
                break
        self.ended.set()

    exiting = False
    seq = 0
    steps = 0

    def _publish(self, exiting: bool = False) -> None:
        from parallax_tf.launch import heartbeat, store_client
        with self.beating, contextlib.suppress(Exception):   # as heartbeat's publish: one
            self.seq += 1         # at a time (a beat racing the last one overwrote it)
            store_client.publish(_beat_value(self.seq, self.steps, exiting or self.exiting),
                                 key=heartbeat.KEY_PREFIX + self.name.replace(" ", "_"),
                                 store=self.where,
                                 timeout_s=heartbeat.LAST_PUBLISH_TIMEOUT_S if exiting
                                 else heartbeat.PUBLISH_TIMEOUT_S)

    def _beat(self) -> None:
        from parallax_tf.launch import heartbeat
        while not self.stop.is_set() and not self.exiting:
            self.steps += 1
            self._publish()
            time.sleep(heartbeat.BEAT_S)


def _tasks_process(ranks: Sequence[int], where: tuple[str, int], queue: Any, command: Any,
                   victim: Optional[int], how: str, parent: int) -> None:
    """One process of light tasks: run them, stop `victim` as `how` when the
    parent says so, and report each task's clock. It dies with the parent
    (a parent that died left its followers polling a dead store, hundreds
    of connections a second, into the next hour's test suite)."""
    from parallax_tf.launch import joining
    from parallax_tf.launch.spawn import die_with_parent, load_libc
    die_with_parent(load_libc(), parent)()

    def end_thread(*_: Any) -> None:      # where a task would end: its thread ends
        raise SystemExit
    joining.end_task = end_thread                             # type: ignore[assignment]
    joining.end_task_quietly = end_thread                     # type: ignore[assignment]
    tasks = []
    end = threading.Event()
    """The parent's `end`, seen here (a task asking the parent's manager
    itself, 5 times a second, made 5,000 calls a second at 1,024 tasks)."""
    for rank in ranks:
        clock: dict = {}
        task = _Task(rank, where, clock, threading.Event())
        tasks.append(task)
        threading.Thread(target=task.run, args=(end,), daemon=True).start()
    while not command.get("quit"):
        if command.get("end"):
            end.set()
        if victim is not None and command.get("stop") and victim in ranks:
            task = tasks[list(ranks).index(victim)]
            if not task.stop.is_set():
                task.stop.set()
                if how == "kill" and task.link is not None and task.link.sock is not None:
                    task.link.leaving = True                  # as the process's end closes
                    task.link.sock.shutdown(socket.SHUT_RDWR)  # it: without a goodbye
                    task.link.sock.close()
        queue.put(("count", os.getpid(), {
            "joined": sum("joined" in t.clock for t in tasks),
            "plan": sum("plan" in t.clock for t in tasks)}))
        time.sleep(0.5)
    queue.put(("clocks", os.getpid(), [t.clock for t in tasks]))


# ----------------------------------------------------------------------------- rank 0

def proc_stat(pid: int) -> tuple[float, int]:
    """CPU seconds and resident bytes of process `pid`."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    rss = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    return (int(fields[11]) + int(fields[12])) / tick, rss


def _lo_bytes() -> int:
    for line in Path("/proc/net/dev").read_text().splitlines():
        if line.strip().startswith("lo:"):
            return int(line.split(":")[1].split()[0])
    return 0


def _keeper_class() -> Any:
    from parallax_tf.launch import joining

    class Keeper(joining.Keeper):
        """The real keeper, but what it finds is noted, where the real one
        ends rank 0's process (`end_task`), and it stops looking."""

        found: dict = {}

        def fail(self, reason: str, code: int) -> None:
            self.found.setdefault("reason", (reason, time.time()))
            self.abort(reason)
            self.ended.set()
    return Keeper


def job(n: int, how: str, plan_json: str, stale: float, steady_s: float = STEADY_S) -> dict:
    """One job of `n` tasks ending as `how` ("end", "kill", "freeze")."""
    from parallax_tf.launch import store, store_client
    from parallax_tf.launch.schedulers import SchedulerStart
    os.environ["PARALLAX_TF_HEARTBEAT_STALE"] = str(stale)
    found: dict[str, Any] = {}
    _, rss_before = proc_stat(os.getpid())
    served = [0, 0]                        # requests, connections
    for cls, method, k in ((store._Handler, "do_GET", 0), (store._Handler, "do_PUT", 0),
                           (store._Handler, "do_DELETE", 0), (store._Server, "process_request", 1)):
        real = getattr(cls, method)
        if not getattr(real, "counted", False):
            def counting(self: Any, *args: Any, real: Any = real, k: int = k) -> None:
                _SERVED[0][k] += 1
                real(self, *args)
            counting.counted = True                           # type: ignore[attr-defined]
            setattr(cls, method, counting)
    _SERVED.clear()
    _SERVED.append(served)
    kv = store.Store("127.0.0.1", 0)
    where = ("127.0.0.1", kv.port)
    keeper = _keeper_class()(kv, where)
    keeper.found = found
    ctx = multiprocessing.get_context("fork")
    manager = ctx.Manager()
    command = manager.dict()
    queue = ctx.Queue()
    victim = n - 1 if how in ("kill", "freeze") else None
    chunks = [list(range(k, min(n, k + TASKS_PER_PROCESS)))
              for k in range(1, n, TASKS_PER_PROCESS)]
    procs = [ctx.Process(target=_tasks_process,
                         args=(c, where, queue, command, victim, how, os.getpid()),
                         daemon=True) for c in chunks]
    for p in procs:
        p.start()
    t0 = time.time()
    store_client.publish("gen-1", key="job-generation", store=where)
    store_client.publish(json.dumps({"rank": 0, "host": "127.0.0.1", "port": 20000,
                                     "server_port": 40000, "node": "node-0", "local_rank": 0,
                                     "gpus": False, "type": "worker", "index": 0,
                                     "generation": "gen-1"}), key="join-0", store=where)
    start = SchedulerStart(source="torchrun", rank=0, size=n, task_index=0)
    keeper.assign(start, "gen-1")
    assigned = time.time()
    job_text = store_client.fetch("job-assignment-gen-1", store=where)
    keeper.watch(json.loads(job_text or "{}"))
    stop_beats = threading.Event()

    def own_beats() -> None:               # rank 0 beats too, as worker 0
        seq = 0
        while not stop_beats.is_set():
            seq += 1
            with contextlib.suppress(Exception):
                store_client.publish(_beat_value(seq, seq, command.get("end", False)),
                                     key="heartbeat-worker_0", store=where)
            time.sleep(2.0)
    threading.Thread(target=own_beats, daemon=True).start()
    published = time.time()
    store_client.publish(plan_json, store=where)               # the chief's plan
    counts: dict[int, dict] = {}
    clocks: list[dict] = []

    reported: set = set()

    def drain(timeout: float, until_all: bool = False) -> None:
        end = time.time() + timeout
        while time.time() < end and not (until_all and len(reported) == len(procs)):
            with contextlib.suppress(Exception):
                kind, pid, value = queue.get(timeout=0.2)
                if kind == "count":
                    counts[pid] = value
                else:
                    clocks.extend(value)
                    reported.add(pid)
    # every task has the plan
    deadline = time.time() + 600
    while time.time() < deadline:
        drain(0.5)
        if sum(c["plan"] for c in counts.values()) == n - 1:
            break
    # a steady window
    me = os.getpid()
    cpu0, _ = proc_stat(me)
    lo0, (req0, conn0) = _lo_bytes(), _SERVED[0]
    w0 = time.time()
    drain(steady_s)
    cpu1, rss = proc_stat(me)
    lo1, (req1, conn1), w1 = _lo_bytes(), _SERVED[0], time.time()
    result: dict[str, Any] = {
        "tasks": n, "ends": how, "assign_s": round(assigned - t0, 2),
        "plan_bytes": len(plan_json),
        "rank0_cpu_fraction": round((cpu1 - cpu0) / (w1 - w0), 3),
        "rank0_rss_grew_mb": round((rss - rss_before) / 2**20, 1),
        "store_requests_per_s": round((req1 - req0) / (w1 - w0), 1),
        "store_connections_per_s": round((conn1 - conn0) / (w1 - w0), 1),
        "loopback_kb_per_s": round((lo1 - lo0) / (w1 - w0) / 1024, 1),
        "threads_rank0": threading.active_count()}
    t_end = time.time()
    if how == "end":
        command["end"] = True
    else:
        command["stop"] = True
    deadline = time.time() + (stale + 60 if how == "freeze" else 60)
    while time.time() < deadline:
        if how == "end" and keeper.ended.is_set() and "reason" not in found:
            break
        if how != "end" and "reason" in found:
            break
        time.sleep(0.05)
    ended = time.time()
    if how == "end":
        drain(3.0)
    command["quit"] = True
    drain(60.0, until_all=True)          # every process's clocks (a loaded box is slow)
    stop_beats.set()
    joined = [c["joined"] for c in clocks if "joined" in c]
    planned = [c["plan"] for c in clocks if "plan" in c]
    done = [c["done"] for c in clocks if "done" in c]
    result.update({
        "join_s": round(max(joined) - t0, 2) if len(joined) == n - 1 else None,
        "tasks_joined": len(joined) + 1,
        "ship_plan_s": round(max(planned) - published, 2) if len(planned) == n - 1 else None,
        "tasks_with_plan": len(planned) + 1})
    if how == "end":
        result["end_s"] = round(ended - t_end, 2) \
            if keeper.ended.is_set() and "reason" not in found else None
        result["reason"] = found["reason"][0][:200] if "reason" in found else None
        if "reason" in found:       # a failure found in a clean job: when, from the end
            result["found_after_end_s"] = round(found["reason"][1] - t_end, 2)
        result["tasks_told_done"] = len(done)
        result["all_done_s"] = round(max(done) - t_end, 2) if len(done) == n - 1 else None
    else:
        reason = found.get("reason")
        result["named_s"] = round(reason[1] - t_end, 2) if reason else None
        result["reason"] = reason[0][:200] if reason else None
        result["named_right"] = bool(reason and f"worker {n - 1}" in reason[0])
        if how == "freeze":
            result["stale_s"] = stale
    killed = 0
    for p in procs:
        p.join(timeout=10)
        if p.is_alive():
            killed += 1
            p.kill()
    result["task_processes_left"] = killed
    result["store_connections_left"] = _established(kv.port)
    keeper.close()
    manager.shutdown()
    with socket.socket() as probe:
        result["store_closed"] = probe.connect_ex(where) != 0
    return result


def _established(port: int) -> int:
    """Connections to this machine's `port` still open (/proc/net/tcp{,6}),
    but those this process opened (rank 0's own clients keep theirs alive
    until it exits)."""
    entries = []
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        with contextlib.suppress(OSError):
            for line in Path(table).read_text().splitlines()[1:]:
                fields = line.split()
                if fields[3] == "01":               # ESTABLISHED
                    entries.append((fields[1], fields[2], fields[9]))
    mine: set = set()
    for fd in Path("/proc/self/fd").iterdir():
        with contextlib.suppress(OSError):
            target = os.readlink(fd)
            if target.startswith("socket:["):
                mine.add(target[8:-1])
    inode = {(local, remote): node for local, remote, node in entries}
    return sum(1 for local, remote, _ in entries
               if int(local.rsplit(":", 1)[1], 16) == port
               and inode.get((remote, local)) not in mine)


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.control_plane",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--tasks", default="64,256,1024")
    p.add_argument("--ends", default="end,kill,freeze")
    p.add_argument("--stale", type=float, default=20.0,
                   help="the heartbeats' silence limit of the freeze job (seconds)")
    p.add_argument("--steady", type=float, default=STEADY_S,
                   help="the steady window's seconds (rates, CPU)")
    p.add_argument("--name", default="control-plane")
    p.add_argument("--out", help="the folder of control_plane.json "
                                 "(default benchmarks/results/NAME)")
    args = p.parse_args(argv)
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    rows = []
    for n in [int(x) for x in args.tasks.split(",")]:
        plan_json, made_s = paper_lm_plan(n)
        print(f"control_plane: {n} tasks: the paper LM's plan, {len(plan_json) / 1024:.0f} KiB, "
              f"made in {made_s:.1f} s", file=sys.stderr, flush=True)
        for how in args.ends.split(","):
            row = job(n, how, plan_json, args.stale, args.steady)
            row["plan_made_s"] = round(made_s, 2)
            rows.append(row)
            print(json.dumps(row), flush=True)
    out = Path(args.out) if args.out else RESULTS / args.name
    out.mkdir(parents=True, exist_ok=True)
    (out / "control_plane.json").write_text(json.dumps(rows, indent=1) + "\n")
    print(f"wrote {out / 'control_plane.json'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
