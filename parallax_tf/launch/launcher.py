"""The launcher: one ps task per machine, one worker per slot, fail fast.

``launch(cluster, worker_argv, start_servers=...)`` starts

* the job's key-value store (`launch/store.py`) in this process and, when
  the job's collectives are Horovod's, its Gloo rendezvous server (what
  ``horovodrun``'s ``gloo_run`` does), so ``hvd.init()`` just works in
  every worker;
* when `start_servers`, one parameter server per machine
  (``python -m parallax_tf.launch.server_main``);
* one worker per slot running `worker_argv`;

each with its `TaskRole` in ``PARALLAX_TF_TASK``. Local tasks are started with
`subprocess` (argv lists, own session, killed when the launcher dies), remote
ones with ``ssh -o BatchMode=yes -tt host env -C CWD K=V ... argv``. The
chief's lines are written to this process's stdout prefixed with the task
(``[worker 0] ...``; its progress bar drawn live on a terminal); of the
other tasks only warnings and errors, unless `show_all` (``--all-workers``).
When a task fails, all others are stopped (SIGTERM to
their process group, SIGKILL after `grace_s`) and the first causal failure
is logged with the tail of the task's log. A job that is stuck (a task
stopped, frozen or cut off, a worker that stopped calling run) is ended by
the watchdog on the tasks' heartbeats (launch/heartbeat.py), and this
machine's task ports are fenced from other hosts for the job's lifetime
(launch/exposure.py). See docs/launching.md and docs/security.md.
"""
from __future__ import annotations

import argparse
import collections
import contextlib
import ctypes
import dataclasses
import importlib.util
import io
import json
import logging
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from typing import Any, Callable, Iterator, Mapping, Optional, Sequence

from parallax_tf import env as px_env
from parallax_tf.config import COLLECTIVES, Architecture, Config
from parallax_tf.errors import LaunchError
from parallax_tf.launch import heartbeat, plan_exchange, ports, store
from parallax_tf.launch.exposure import Fence
from parallax_tf.launch.output import AlertFilter, is_startup_noise
from parallax_tf.launch.role import TaskRole, make_roles
from parallax_tf.plan import Plan
from parallax_tf.resources import Cluster, ResourcesLike, parse_resources

logger = logging.getLogger(__name__)

TAIL_LINES = 30
"""How many of its last log lines are kept per task (and shown when it fails)."""

SERVER_MODULE = "parallax_tf.launch.server_main"
BOOTSTRAP_MODULE = "parallax_tf.launch.bootstrap"
_POLL_S = 0.05
_PR_SET_PDEATHSIG = 1
_FORWARDED_PREFIXES = ("PARALLAX_TF_", "TF_", "HOROVOD_", "NCCL_", "CUDA_", "PYTHON", "OMP_")
"""Variables of the launcher's environment that remote tasks get too."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class TaskFailure:
    """The first task that died, how, and the end of its log."""

    task: str
    """``"worker 3"`` / ``"ps 1"``."""
    host: str
    """The host the task ran on."""
    exit_code: Optional[int]
    """Its exit status, or None when a signal killed it."""
    signal: Optional[str]
    """The name of the signal that killed it (``"SIGKILL"``), else None."""
    tail: tuple[str, ...]
    """Its last log lines (at most `TAIL_LINES`)."""
    reason: Optional[str] = None
    """The watchdog's sentence when the job was stuck (launch/heartbeat.py)."""

    def summary(self) -> str:
        """One line: which task, how."""
        if self.reason:
            return f"the job was stuck: {self.reason}"
        how = (f"was killed by {self.signal}" if self.signal
               else f"exited with code {self.exit_code}")
        return f"{self.task} on {self.host} {how}"

    def describe(self) -> str:
        if self.reason:
            lines = "\n".join(f"    | {ln}" for ln in self.tail) or "    | (no output)"
            return (f"the job was stuck: {self.reason} (on {self.host}); every task was "
                    f"stopped. Last {len(self.tail)} lines of {self.task}'s log:\n{lines}")
        how = (f"was killed by {self.signal}" if self.signal
               else f"exited with code {self.exit_code}")
        if self.exit_code == 0:
            how += " while the workers were still running (a ps task must run until the end)"
        lines = "\n".join(f"    | {ln}" for ln in self.tail) or "    | (no output)"
        return (f"{self.task} on {self.host} {how}; the other tasks were stopped. "
                f"Last {len(self.tail)} lines of its log:\n{lines}")


@dataclasses.dataclass(frozen=True, kw_only=True)
class JobResult:
    """How a launched job ended."""

    exit_code: int
    """0 when every worker exited 0; else the failed task's code (128+signal
    when killed), or 128+signal when the launcher itself was interrupted."""
    failure: Optional[TaskFailure] = None
    """The first task that failed, if one did."""
    interrupted_by: Optional[str] = None
    """The signal (``"SIGINT"``/``"SIGTERM"``) that stopped the launcher, if any."""

    @property
    def message(self) -> str:
        if self.failure is not None:
            return self.failure.describe()
        if self.interrupted_by is not None:
            return f"launcher received {self.interrupted_by}; all tasks were stopped"
        return "all workers exited with code 0"


@dataclasses.dataclass(frozen=True, kw_only=True)
class _TaskSpec:
    role: TaskRole
    argv: tuple[str, ...]
    """What is executed here (for a remote task: the ssh command)."""
    env: Optional[dict[str, str]]
    """The full environment of the local process (None: inherit)."""
    remote: bool


class _Running:
    """A started task: its process, its log tail and the thread pumping its output."""

    def __init__(self, spec: _TaskSpec, proc: subprocess.Popen) -> None:
        self.spec = spec
        self.proc = proc
        self.tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)
        self.reader: Optional[threading.Thread] = None

    @property
    def name(self) -> str:
        return self.spec.role.name


# ----------------------------------------------------------------------------- environment

def _has_gpus_local() -> bool:
    return os.path.exists("/dev/nvidiactl") or any(
        n.startswith("nvidia") and n[6:].isdigit() for n in _listdir("/dev"))


def _listdir(path: str) -> list[str]:
    try:
        return os.listdir(path)
    except OSError:
        return []


def _ssh_base() -> list[str]:
    return [*shlex.split(px_env.ssh_command() or "ssh"), "-o", "BatchMode=yes"]


def _has_gpus_remote(host: str) -> bool:
    """Probe a remote machine over ssh (also checks that ssh works at all)."""
    argv = [*_ssh_base(), "-o", "ConnectTimeout=10", host, "test", "-e", "/dev/nvidiactl"]
    try:
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise LaunchError(f"cannot run {shlex.join(argv)!r}: {e}") from e
    if done.returncode not in (0, 1):
        raise LaunchError(
            f"cannot reach host {host!r} with ssh (exit {done.returncode}: "
            f"{done.stderr.decode(errors='replace').strip()}); set up passwordless ssh "
            f"(ssh-copy-id {host}) so that 'ssh -o BatchMode=yes {host} true' works")
    return done.returncode == 0


def _gloo_settings(cluster: Cluster) -> tuple[str, str]:
    """(rendezvous address, Gloo interface) for this cluster."""
    remote = [m.host for m in cluster.machines if not ports.is_local_host(m.host)]
    loopback = [m.host for m in cluster.machines if ports.is_loopback_host(m.host)]
    if not remote:
        return px_env.rendezvous_addr() or "127.0.0.1", px_env.gloo_iface() or \
            ports.loopback_interface()
    if loopback:
        raise LaunchError(
            f"resources mix loopback host(s) {loopback} with remote host(s) {remote}; "
            "remote tasks cannot reach 'localhost'; name this machine by its host name "
            "or address instead")
    addr = px_env.rendezvous_addr() or ports.route_source_address(remote[0])
    iface = px_env.gloo_iface() or ports.interface_of(addr)
    if iface is None:
        raise LaunchError(f"no local interface holds address {addr}; set "
                          "PARALLAX_TF_GLOO_IFACE to the interface every host uses (e.g. eth0)")
    return addr, iface


def _horovod_envs(cluster: Cluster, addr: str, port: int, iface: str) -> list[dict[str, str]]:
    """The Horovod environment of each worker, by rank (= worker index)."""
    from horovod.runner.common.util.hosts import HostInfo, get_host_assignments  # noqa: PLC0415  (optional package)
    hosts = [HostInfo(m.host, m.num_workers) for m in cluster.machines]
    run_env = {"HOROVOD_GLOO_RENDEZVOUS_ADDR": addr, "HOROVOD_GLOO_RENDEZVOUS_PORT": str(port),
               "HOROVOD_CONTROLLER": "gloo", "HOROVOD_CPU_OPERATIONS": "gloo",
               "HOROVOD_GLOO_IFACE": iface}
    envs = []
    for slot in get_host_assignments(hosts, cluster.num_workers):
        envs.append({**run_env,
                     "HOROVOD_HOSTNAME": slot.hostname, "HOROVOD_RANK": str(slot.rank),
                     "HOROVOD_SIZE": str(slot.size),
                     "HOROVOD_LOCAL_RANK": str(slot.local_rank),
                     "HOROVOD_LOCAL_SIZE": str(slot.local_size),
                     "HOROVOD_CROSS_RANK": str(slot.cross_rank),
                     "HOROVOD_CROSS_SIZE": str(slot.cross_size)})
    return envs


def horovod_installed() -> bool:
    """Whether Horovod's TensorFlow ops are installed here (found, not
    imported: importing them imports TensorFlow into the launcher)."""
    try:
        return importlib.util.find_spec("horovod.tensorflow") is not None
    except ImportError:
        return False


def collectives_engine() -> str:
    """The launch's collective engine (PARALLAX_TF_COLLECTIVES, `parallax-tf run
    --collectives`): 'horovod' where Horovod is installed unless asked
    otherwise, else 'tensorflow'."""
    asked = px_env.collectives() or "auto"
    if asked not in COLLECTIVES:
        raise LaunchError(f"{px_env.COLLECTIVES_VAR}={asked!r} (--collectives) must be one of "
                          f"{', '.join(COLLECTIVES)}")
    if asked == "tensorflow":
        return asked
    if horovod_installed():
        return "horovod"
    if asked == "horovod":
        raise LaunchError("--collectives horovod but Horovod is not installed here; install "
                          "it (pip install 'parallax_tf[horovod]', or scripts/install.sh "
                          "--horovod) or use --collectives tensorflow")
    return "tensorflow"


@dataclasses.dataclass(frozen=True)
class _Rendezvous:
    """What `_rendezvous` started for a job."""

    envs: list[dict[str, str]]
    """Each worker's environment for them (the store, Horovod's variables)."""
    store: tuple[str, int]
    """The key-value store's (address, port)."""
    ports: tuple[int, ...]
    """The ports this process listens on for the job (fenced with its tasks')."""


@contextlib.contextmanager
def _rendezvous(cluster: Cluster) -> Iterator[_Rendezvous]:
    """Start the job's key-value store (`launch/store.py`) and, for Horovod,
    its Gloo rendezvous server, until the job ends."""
    addr, iface = _gloo_settings(cluster)
    engine = collectives_engine()
    kv = store.Store(addr)
    base = {px_env.STORE_VARS[0]: addr, px_env.STORE_VARS[1]: str(kv.port),
            px_env.COLLECTIVES_VAR: engine}
    try:
        if engine == "tensorflow":
            logger.info("TensorFlow collectives; the job's store at %s:%d", addr, kv.port)
            yield _Rendezvous([dict(base) for _ in range(cluster.num_workers)],
                              (addr, kv.port), (kv.port,))
            return
        from horovod.runner.common.util.hosts import HostInfo, get_host_assignments  # noqa: PLC0415  (optional package)
        from horovod.runner.http.http_server import RendezvousServer  # noqa: PLC0415  (optional package)
        server = RendezvousServer(verbose=0)
        port = server.start()
        try:
            server.init(get_host_assignments(
                [HostInfo(m.host, m.num_workers) for m in cluster.machines],
                cluster.num_workers))
            logger.info("Horovod rendezvous server at %s:%d (Gloo interface %s); the job's "
                        "store at %s:%d", addr, port, iface, addr, kv.port)
            yield _Rendezvous([{**base, **e} for e in _horovod_envs(cluster, addr, port, iface)],
                              (addr, kv.port), (kv.port, port))
        finally:
            server.stop()
    finally:
        kv.stop()


def _task_env(role: TaskRole, gpus: bool, horovod: Mapping[str, str],
              extra: Mapping[str, str], terminal: bool = False) -> dict[str, str]:
    """The variables the launcher sets for one task (on top of the base
    environment; `terminal`: the launcher writes to one, the chief may draw
    a progress bar)."""
    out = {str(k): str(v) for k, v in extra.items()}
    if terminal and role.is_chief:
        out[px_env.TTY_VAR] = "1"
    out.update(horovod)
    out["PYTHONUNBUFFERED"] = "1"
    out[px_env.TASK_VAR] = role.to_json()
    out["CUDA_VISIBLE_DEVICES"] = str(role.slot) if gpus and role.is_worker else ""
    return out


def _task_spec(role: TaskRole, argv: Sequence[str], task_env: Mapping[str, str],
               remote: bool) -> _TaskSpec:
    if not remote:
        return _TaskSpec(role=role, argv=tuple(argv), remote=False,
                         env={**px_env.environ_snapshot(), **task_env})
    forwarded = {k: v for k, v in px_env.environ_snapshot().items()
                 if k.startswith(_FORWARDED_PREFIXES)}
    assignments = [f"{k}={v}" for k, v in {**forwarded, **task_env}.items()]
    remote_argv = ["env", "-C", os.getcwd(), *assignments, *argv]
    # ssh joins its arguments into one shell command line: quote each word.
    ssh = [*_ssh_base(), "-tt", role.host, *(shlex.quote(a) for a in remote_argv)]
    return _TaskSpec(role=role, argv=tuple(ssh), env=None, remote=True)


def _plan_tasks(cluster: Cluster, worker_argv: Sequence[str], start_servers: bool,
                extra_env: Mapping[str, str], port_base: Optional[int],
                horovod_envs: Sequence[Mapping[str, str]],
                plan_from_chief: bool = False, dtensor: Optional[str] = None,
                terminal: bool = False) -> list[_TaskSpec]:
    """Ports, roles, environments and argv of every task: ps tasks, then workers."""
    ps_hosts = [m.host for m in cluster.machines] if start_servers else []
    worker_hosts = [m.host for m in cluster.machines for _ in m.slots]
    allocated = ports.allocate_ports(ps_hosts + worker_hosts, port_base)
    remote = {m.host: not ports.is_local_host(m.host) for m in cluster.machines}
    gpus = {m.host: (_has_gpus_remote(m.host) if remote[m.host] else _has_gpus_local())
            for m in cluster.machines}
    roles = make_roles(cluster, allocated[:len(ps_hosts)], allocated[len(ps_hosts):],
                       gpu_hosts=[h for h, has in gpus.items() if has])
    python = px_env.python_executable() or sys.executable
    if plan_from_chief:
        extra_env = {**extra_env, px_env.PLAN_WAIT_VAR: "1"}
    if dtensor is not None:
        extra_env = {**extra_env, px_env.DTENSOR_VAR: dtensor}
    specs = []
    store_vars = (*px_env.STORE_VARS, px_env.COLLECTIVES_VAR)
    for role in roles:
        # ps tasks get the store's address (weak sync: a server reads its
        # update program there), not Horovod's rank variables.
        horovod = horovod_envs[role.index] if role.is_worker else {
            k: v for k, v in (horovod_envs[0] if horovod_envs else {}).items() if k in store_vars}
        argv = list(worker_argv) if role.is_worker else [python, "-m", SERVER_MODULE]
        if role.is_worker and (dtensor is not None or plan_from_chief):
            argv = [argv[0], "-m", BOOTSTRAP_MODULE, *argv[1:]]
        task_env = _task_env(role, gpus[role.host], horovod, extra_env, terminal)
        specs.append(_task_spec(role, argv, task_env, remote[role.host]))
    return specs


# ----------------------------------------------------------------------------- processes

def _libc() -> Any:
    return ctypes.CDLL(None, use_errno=True)


def _die_with_parent(libc: Any, parent: int) -> Callable[[], None]:
    """preexec_fn: the child gets SIGKILL when the launcher (this thread) dies."""
    def preexec() -> None:
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:      # the launcher died before prctl took effect
            os._exit(1)
    return preexec


def _start(spec: _TaskSpec, libc: Any) -> _Running:
    logger.info("starting %s on %s", spec.role.name, spec.role.host)
    logger.debug("%s argv: %s", spec.role.name, shlex.join(spec.argv))
    try:
        proc = subprocess.Popen(
            list(spec.argv), env=spec.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            # a remote task keeps ssh's stdin open: its pty hangs up when ssh goes away
            stdin=subprocess.PIPE if spec.remote else subprocess.DEVNULL,
            start_new_session=True, preexec_fn=_die_with_parent(libc, os.getpid()))
    except OSError as e:
        raise LaunchError(f"cannot start {spec.role.name} ({shlex.join(spec.argv)!r}): {e}; "
                          "check the program path (PARALLAX_TF_PYTHON, the script)") from e
    return _Running(spec, proc)


class _Console:
    """The launcher's stdout, shared by the threads pumping the tasks' output.

    Each task's lines are written whole, prefixed with the task. On a
    terminal the chief's progress bar (text after a '\\r' that no newline
    has ended yet) is drawn as a live last line, and other lines are
    written above it. Lines of tasks other than the chief pass an
    `AlertFilter` (warnings and errors only) unless `show_all`."""

    def __init__(self, stream: Any, terminal: bool, show_all: bool) -> None:
        self.stream, self.terminal, self.show_all = stream, terminal, show_all
        self.lock = threading.Lock()
        self._live = ""
        self._broken = False
        self.hidden: dict[str, int] = {}
        """Lines not shown, by task."""

    def _write(self, text: str) -> None:
        if self._broken:
            return
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError) as e:
            self._broken = True     # keep draining the pipes so the tasks never block
            logger.warning("cannot write the tasks' output to stdout (%s)", e)

    def line(self, text: str, ends_live: bool = False) -> None:
        """A whole line (`ends_live`: it completes the live line)."""
        with self.lock:
            if self._live and self.terminal:
                self._write("\r\x1b[K")
            if ends_live:
                self._live = ""
            self._write(text + "\n")
            if self._live:
                self._write(self._live)

    def live(self, text: str) -> None:
        """The live last line (a terminal only)."""
        with self.lock:
            self._live = text
            self._write("\r\x1b[K" + text)

    def hidden_note(self) -> Optional[str]:
        """One line saying what was not shown, None when nothing was hidden."""
        hidden = {name: n for name, n in self.hidden.items() if n}
        if not hidden:
            return None
        names = sorted(hidden, key=lambda n: (not n.startswith("worker"), int(n.split()[-1])))
        return (f"[parallax-tf] {sum(hidden.values())} line(s) of {', '.join(names)} not shown "
                "(other tasks show only their warnings and errors; parallax-tf run "
                "--all-workers shows everything)")


def _visible(raw: bytes) -> str:
    """A line as a terminal shows it: decoded, its line end gone (ssh -tt
    sends CRLF), only the text after its last carriage return."""
    text = raw.decode("utf-8", errors="replace").rstrip("\r\n")
    return text[text.rfind("\r") + 1:]


def _pump(task: _Running, console: _Console) -> None:
    """Copy a task's output to the console line by line, prefixed with the
    task (TensorFlow's start-up noise left out unless verbose:
    launch/output.py; only the warnings and errors of tasks other than
    the chief unless --all-workers; the chief's progress bar live on a
    terminal)."""
    prefix = f"[{task.name}] "
    stream = task.proc.stdout
    assert isinstance(stream, io.BufferedIOBase)    # a pipe, buffered (Popen's default)
    quiet = not px_env.verbose()
    chief = task.spec.role.is_chief
    alerts = None if chief or console.show_all else AlertFilter()
    live = chief and console.terminal
    was_live = False

    def handle(raw: bytes) -> None:
        nonlocal was_live
        line = _visible(raw)
        if quiet and is_startup_noise(line):
            return                  # not in the failure tail either: room for the traceback
        task.tail.append(line)
        if alerts is not None and not alerts.keep(line):
            console.hidden[task.name] = alerts.hidden
            return
        console.line(prefix + line, ends_live=was_live)
        was_live = False

    pending = b""
    for chunk in iter(lambda: stream.read1(65536), b""):
        *lines, pending = (pending + chunk).split(b"\n")
        for raw in lines:
            handle(raw)
        if live and b"\r" in pending:
            text = _visible(pending)
            if text.strip():
                console.live(prefix + text)
                was_live = True
    if pending:
        handle(pending)
    stream.close()


def _signal_group(task: _Running, signum: int) -> None:
    try:
        os.killpg(task.proc.pid, signum)
    except ProcessLookupError:
        pass                        # the group is empty: nothing left to stop
    except PermissionError as e:
        logger.warning("cannot send %s to %s (pid %d): %s",
                       signal.Signals(signum).name, task.name, task.proc.pid, e)


def _stop_all(tasks: Sequence[_Running], grace_s: float) -> None:
    """SIGTERM every task's process group; SIGKILL what is left after `grace_s`."""
    for task in tasks:
        if task.spec.remote and task.proc.stdin is not None and task.proc.poll() is None:
            with contextlib.suppress(OSError):
                task.proc.stdin.close()
        _signal_group(task, signal.SIGTERM)
    deadline = time.monotonic() + max(grace_s, 0.0)
    while time.monotonic() < deadline and any(t.proc.poll() is None for t in tasks):
        time.sleep(_POLL_S)
    for task in tasks:
        _signal_group(task, signal.SIGKILL)    # also grandchildren left in the group
    for task in tasks:
        task.proc.wait()
    for task in tasks:
        if task.reader is not None:
            task.reader.join(timeout=2.0)


def _failure(task: _Running) -> TaskFailure:
    rc = task.proc.returncode
    return TaskFailure(task=task.name, host=task.spec.role.host,
                       exit_code=rc if rc >= 0 else None,
                       signal=signal.Signals(-rc).name if rc < 0 else None,
                       tail=tuple(task.tail))


@dataclasses.dataclass(frozen=True)
class _Outcome:
    failed: Optional[_Running] = None
    interrupted_by: Optional[int] = None
    stall: Optional[Any] = None
    """The watchdog's `heartbeat.Stall` (then `failed` is the blamed task)."""


NO_PLAN_WARNING = (
    "\n" + "!" * 78 + "\n"
    "worker 0 ended without running a training step through parallax_tf (no "
    "px.get_runner(step).run(...)): if it trained (a plain keras Model.fit, a step called "
    "directly), it trained ALONE, UNSYNCHRONISED, and the other workers now run the script "
    "the same way, each on its own. To train together, run the step through "
    "runner = px.get_runner(train_step) and runner.run(...) (docs/api.md), or train a "
    "compiled Keras model with px.keras.fit(model, x, y, ...) (docs/keras.md).\n" + "!" * 78)
"""What the launcher says, once, when the chief never ran a step through a runner."""


class _Drivers:
    """Which workers run the user's script. Without a published plan every
    worker does; with model splitting only each replica's first task, the
    others serve like parameter servers (learned from the chief's plan in
    the job's store, `plan_exchange`)."""

    def __init__(self, store: Optional[tuple], enabled: bool) -> None:
        self._store = store if enabled else None
        self.known: Optional[frozenset[int]] = None if self._store else frozenset()
        self.servers_idle = False
        """A layout job (DTensor), a pipeline or an ALLREDUCE plan: the
        parameter servers have nothing to serve."""
        self._next = 0.0

    def poll(self, chief_exited_ok: bool) -> None:
        if self.known is not None or time.monotonic() < self._next:
            return
        self._next = time.monotonic() + 0.5
        try:
            text = plan_exchange.fetch(store=self._store)
            if text is None and chief_exited_ok:
                # The chief ended without a step: let every worker run its program.
                logger.warning(NO_PLAN_WARNING)
                plan_exchange.publish('{"no_plan": true}', store=self._store)
                self.known = frozenset()
                return
        except LaunchError as e:
            logger.warning("cannot read the job's plan from the store: %s", e)
            return
        if text is not None:
            data = json.loads(text)
            if data.get("no_plan") or "dtensor" in data:   # no plan: every worker runs
                self.servers_idle = "dtensor" in data      # a layout job (DTensor)
                self.known = frozenset()
                return
            plan = Plan.from_json(text)
            # (AUTO's first plan keeps them: its candidates use them)
            self.servers_idle = plan.num_servers == 0 and plan.config.architecture.value != "auto"
            self.known = frozenset(plan.drivers())
            logger.info("the plan's replicas are driven by workers %s", sorted(self.known))

    def is_server(self, task: "_Running") -> bool:
        """A ps task, or a worker that only serves a part of a split replica."""
        role, known = task.spec.role, self.known or frozenset()
        return role.is_ps or bool(known) and role.index not in known


def _watch(tasks: Sequence[_Running], interrupted: list[int],
           drivers: Optional[_Drivers] = None, watchdog: Optional[Any] = None) -> _Outcome:
    """Wait until every driver exits 0 (-> no failure), a task fails, the
    watchdog finds the job stuck, or a signal."""
    drivers = drivers or _Drivers(None, False)
    chief = next((t for t in tasks if t.spec.role.is_chief), None)
    next_check = time.monotonic() + 1.0
    exited: dict[str, float] = {}       # when the launcher first saw each task's exit
    while True:
        while signal.SIGTSTP in interrupted:       # Ctrl-Z: the whole job is suspended
            interrupted.remove(signal.SIGTSTP)
            _suspend(tasks, watchdog)
        if interrupted:
            return _Outcome(interrupted_by=interrupted[0])
        if watchdog is not None and time.monotonic() >= next_check:
            next_check = time.monotonic() + 1.0
            stall = _check_watchdog(watchdog, tasks, drivers)
            if stall is not None:
                blamed = next(t for t in tasks if t.name == stall.task)
                return _Outcome(failed=blamed, stall=stall)
        drivers.poll(chief is not None and chief.proc.poll() == 0)
        if drivers.servers_idle and any(t.spec.role.is_ps for t in tasks):
            idle = [t for t in tasks if t.spec.role.is_ps]
            logger.info("no variable on the parameter servers: stopping the %d idle one(s)",
                        len(idle))
            _stop_all(idle, grace_s=2.0)
            tasks = [t for t in tasks if not t.spec.role.is_ps]
        workers = [t for t in tasks if not drivers.is_server(t)]
        failed = _failed(tasks, drivers, exited)
        if failed:
            if all(t.proc.returncode == 0 for t in failed) and \
                    all(w.proc.poll() == 0 for w in workers):
                return _Outcome()
            cause = _first_cause(failed, workers, exited, watchdog)
            deadline = time.monotonic() + _VICTIM_GRACE_S
            while (watchdog is not None and watchdog.failed_in_step(cause.name)
                   and time.monotonic() < deadline
                   and any(w.proc.poll() is None for w in workers if w is not cause)):
                # a step that failed is usually a peer's doing: give the peers a
                # moment to report their own end (an exception, an exit)
                time.sleep(_POLL_S)
                failed = _failed(tasks, drivers, exited)
                cause = _first_cause(failed, workers, exited, watchdog)
            if cause not in failed and watchdog is not None and watchdog.raised(cause.name):
                _await_exit(cause)          # its program raised: its own status and traceback
                if cause.proc.returncode not in (None, 0):
                    return _Outcome(failed=cause)
            if cause not in failed:         # an early exit: the failures followed from it
                assert watchdog is not None  # (only the watchdog names one: `_first_cause`)
                return _Outcome(failed=cause, stall=watchdog.early_exit_stall(
                    cause.name, [t.name for t in failed]))
            return _Outcome(failed=cause)
        if all(w.proc.poll() == 0 for w in workers) and drivers.known is not None:
            return _Outcome()
        time.sleep(_POLL_S)


def _failed(tasks: Sequence[_Running], drivers: _Drivers, exited: dict[str, float]) -> list:
    """The tasks that failed by now: exited non-zero, or a server that
    exited at all; `exited` records when each exit was first seen."""
    now = time.monotonic()
    codes = [(t, t.proc.poll()) for t in tasks]
    for task, code in codes:
        if code is not None:
            exited.setdefault(task.name, now)
    return [task for task, code in codes
            if code is not None and (code != 0 or drivers.is_server(task))]


_VICTIM_GRACE_S = 3.0
"""How long the launcher waits for the other workers' news when the first
failure it sees is a step that failed (a victim, usually)."""


def _suspend(tasks: Sequence[_Running], watchdog: Any) -> None:
    """Ctrl-Z (SIGTSTP): stop every task's process group, then the launcher
    itself, as a shell suspends a job; when it continues (fg, SIGCONT),
    continue them, and the watchdog's clocks start again (the pause was
    nobody's stall)."""
    local = [t for t in tasks if not t.spec.remote and t.proc.poll() is None]
    for task in local:
        _signal_group(task, signal.SIGSTOP)
    sys.stdout.flush()
    logger.warning("suspended (Ctrl-Z): every local task is stopped; 'fg' continues the job")
    os.kill(os.getpid(), signal.SIGSTOP)
    for task in local:
        _signal_group(task, signal.SIGCONT)
    if watchdog is not None:
        watchdog.restart_clocks()
    logger.warning("continued: every task goes on")


def _await_exit(task: _Running, seconds: float = 10.0) -> None:
    """Give a task whose program raised time to exit (its traceback printed)."""
    with contextlib.suppress(subprocess.TimeoutExpired):
        task.proc.wait(timeout=seconds)
    if task.proc.returncode is not None and task.reader is not None:
        task.reader.join(timeout=2.0)       # its last lines into the tail


_KILLED_FROM_OUTSIDE = frozenset({signal.SIGKILL, signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
"""Signals a task gets from outside. At the same poll, a task ended by one
came before a task that aborted itself (Horovod's SIGABRT when a peer's
connection closed is the consequence of that peer's end)."""


def _first_cause(failed: list[_Running], workers: list[_Running], exited: dict[str, float],
                 watchdog: Any) -> _Running:
    """The task that failed first causally: of the failed tasks and the
    drivers that exited 0 while another still waited inside a step (an
    early exit, `heartbeat.Watchdog.exited_early`), the one whose exit the
    launcher saw first; at the same poll, a task killed by a signal before
    one that exited non-zero (the cascade's errors come after the cause),
    and killed from outside before aborted (`_KILLED_FROM_OUTSIDE`);
    and a worker whose step raised (its last beat: inside a step) only when
    no other candidate is left: a collective or a server failing under it
    is the usual consequence of another task's end."""
    if watchdog is not None:
        watchdog.refresh([t.name for t in workers])
    early = [w for w in workers if w.proc.poll() in (0, None) and w not in failed
             and watchdog is not None and watchdog.exited_early(w.name)]
    raising = [w for w in workers if w.proc.poll() is None and w not in failed
               and watchdog is not None and watchdog.raised(w.name)]
    candidates = [*failed, *early, *raising]

    now = time.monotonic()

    def key(task: _Running) -> tuple:
        rc = task.proc.returncode
        if rc is None and task in raising:   # its program raised, still exiting: after a
            return (0, round(now, 1), 1)     # task that ended before, before victims
        if rc is None:                 # still exiting (its beat said so): it came first
            return (0, 0.0, 0)
        victim = rc > 0 and watchdog is not None and watchdog.failed_in_step(task.name)
        return (1 if victim else 0, round(exited.get(task.name, 0.0), 1),
                0 if -rc in _KILLED_FROM_OUTSIDE else 1 if rc < 0 else (2 if rc else 3))
    return min(candidates, key=key)


def _check_watchdog(watchdog: Any, tasks: Sequence[_Running], drivers: _Drivers) -> Any:
    """One look at the tasks' heartbeats (launch/heartbeat.py); a `Stall` or None."""
    view = [(t.name, t.spec.role.is_worker and not drivers.is_server(t), t.proc.poll(),
             None if t.spec.remote else t.proc.pid) for t in tasks]
    try:
        return watchdog.check(view)
    except LaunchError as e:            # the store did not answer: look again later
        logger.debug("watchdog: %s", e)
        return None


@contextlib.contextmanager
def _signals_recorded() -> Iterator[list[int]]:
    """While active, SIGINT/SIGTERM to the launcher are recorded instead of
    raising, and SIGTSTP (Ctrl-Z) for `_watch` to suspend the job."""
    received: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield received              # handlers can only be set in the main thread
        return

    def handler(signum: int, frame: Any) -> None:
        received.append(signum)

    previous = {s: signal.signal(s, handler)
                for s in (signal.SIGINT, signal.SIGTERM, signal.SIGTSTP)}
    try:
        yield received
    finally:
        for s, h in previous.items():
            signal.signal(s, h)


# ----------------------------------------------------------------------------- public API

def _result(outcome: _Outcome) -> JobResult:
    if outcome.interrupted_by is not None:
        name = signal.Signals(outcome.interrupted_by).name
        result = JobResult(exit_code=128 + outcome.interrupted_by, interrupted_by=name)
        logger.error("%s", result.message)
        return result
    if outcome.failed is None:
        return JobResult(exit_code=0)
    if outcome.stall is not None:
        failure = dataclasses.replace(_failure(outcome.failed), exit_code=None, signal=None,
                                      reason=outcome.stall.reason)
        result = JobResult(exit_code=heartbeat.STALL_EXIT, failure=failure)
        logger.error("%s", result.message)
        return result
    failure = _failure(outcome.failed)
    rc = outcome.failed.proc.returncode
    result = JobResult(exit_code=rc if rc > 0 else (128 - rc if rc < 0 else 1), failure=failure)
    logger.error("%s", result.message)
    return result


def _fence(cluster: Cluster, specs: Sequence[_TaskSpec], launcher_ports: Sequence[int]) -> Any:
    """Fence the ports of this machine's tasks and of the launcher's servers
    (the store, Horovod's rendezvous) to loopback (a localhost job) or to the
    job's machines (launch/exposure.py)."""
    local = [s.role.port for s in specs if not s.remote] + list(launcher_ports)
    remote = [f"{s.role.host}:{s.role.port}" for s in specs if s.remote]
    hosts = [m.host for m in cluster.machines]
    return Fence.around(local, hosts, all(ports.is_loopback_host(h) for h in hosts), remote)


def _watchdog(store: tuple[str, int]) -> Any:
    """The job's watchdog (launch/heartbeat.py) on the tasks' beats in `store`."""
    return heartbeat.Watchdog(lambda key: plan_exchange.fetch(key, store=store))


def run_job(cluster: ResourcesLike, worker_argv: Sequence[str], *, start_servers: bool,
            env: Optional[Mapping[str, str]] = None, port_base: Optional[int] = None,
            grace_s: float = 5.0, plan_from_chief: bool = False,
            dtensor: Optional[str] = None, show_all: Optional[bool] = None,
            max_restarts: int = 0) -> JobResult:
    """Like `launch`, but returns a `JobResult` (exit code, the failed task and
    its log tail) instead of only the exit code. `show_all`: every task's
    output, not only the chief's and the others' warnings and errors
    (default: `PARALLAX_TF_ALL_WORKERS`). `max_restarts`: after a task
    failed (or the job was stuck), stop every task and start the job again,
    at most this many times (each task sees its attempt in
    `PARALLAX_TF_RESTART`; with `Config(checkpoint_every=...)` the job
    resumes from its latest checkpoint)."""
    cluster = parse_resources(cluster)
    if not worker_argv:
        raise LaunchError("worker_argv is empty; give the worker command, "
                          "e.g. [sys.executable, 'train.py']")
    if isinstance(max_restarts, bool) or not isinstance(max_restarts, int) or max_restarts < 0:
        raise LaunchError(f"max_restarts={max_restarts!r} must be an integer >= 0")
    console = _Console(sys.stdout, terminal=px_env.is_terminal(sys.stdout),
                       show_all=show_all if show_all is not None else px_env.all_workers())
    attempt = 0
    while True:
        result = _run_attempt(cluster, worker_argv, start_servers=start_servers,
                              env={**(env or {}), px_env.RESTART_VAR: str(attempt)},
                              port_base=port_base, grace_s=grace_s,
                              plan_from_chief=plan_from_chief, dtensor=dtensor, console=console)
        if result.failure is None or attempt >= max_restarts:
            if attempt and result.exit_code == 0:
                console.line(f"[parallax-tf] the job completed after {attempt} restart(s)")
            return result
        attempt += 1
        console.line(f"[parallax-tf] restart {attempt} of {max_restarts}: "
                     f"{result.failure.summary()}; starting every task again (a job with "
                     "Config(checkpoint_every=...) resumes from its latest checkpoint)")


def _run_attempt(cluster: Cluster, worker_argv: Sequence[str], *, start_servers: bool,
                 env: Mapping[str, str], port_base: Optional[int], grace_s: float,
                 plan_from_chief: bool, dtensor: Optional[str], console: _Console) -> JobResult:
    """One start of the job (see `run_job`)."""
    tasks: list[_Running] = []
    libc = _libc()
    with _signals_recorded() as interrupted, _rendezvous(cluster) as rendezvous:
        store = rendezvous.store
        specs = _plan_tasks(cluster, worker_argv, start_servers, env, port_base,
                            rendezvous.envs, plan_from_chief, dtensor, console.terminal)
        logger.info("launching %d ps task(s) and %d worker(s) on %d machine(s)",
                    sum(s.role.is_ps for s in specs), cluster.num_workers, cluster.num_machines)
        fence = _fence(cluster, specs, rendezvous.ports)
        try:
            for spec in specs:
                task = _start(spec, libc)
                tasks.append(task)
                task.reader = threading.Thread(target=_pump, args=(task, console),
                                               name=f"log {task.name}", daemon=True)
                task.reader.start()
            outcome = _watch(tasks, interrupted, _Drivers(store, plan_from_chief),
                             _watchdog(store))
        finally:
            _stop_all(tasks, grace_s)
            fence.close()
            note = console.hidden_note()
            if note:
                console.line(note)
            console.hidden.clear()
    return _result(outcome)


def launch(cluster: ResourcesLike, worker_argv: list[str], *, start_servers: bool,
           env: Optional[dict] = None, port_base: Optional[int] = None,
           grace_s: float = 5.0, plan_from_chief: bool = False,
           dtensor: Optional[str] = None, show_all: Optional[bool] = None,
           max_restarts: int = 0) -> int:
    """Run one job: a ps task per machine (when `start_servers`) and a worker per
    slot running `worker_argv`; return the job's exit status (0 when all workers
    exit 0). Any task failing stops all the others within `grace_s` seconds.

    `cluster` is a `Cluster` or anything `parse_resources` accepts; `env` adds
    variables to every task; `port_base` makes task i listen on ``port_base + i``
    (ps tasks first) instead of on free ports the launcher picks.
    `plan_from_chief`: `worker_argv` is ``[python, script-or--m, ...]`` of a
    parallax_tf program whose chief publishes the plan; the other workers
    start through `launch/bootstrap.py`, wait for it and then run the
    program or, in a split replica, only serve their part.
    `dtensor`: a layout job's DTensor prelude (JSON, modes/layout/setup.py):
    every worker starts through the bootstrap, which sets DTensor up first.
    `show_all`: show every task's output; by default (or
    `PARALLAX_TF_ALL_WORKERS`) the chief's and only the warnings and
    errors of the others.
    `max_restarts`: start the job again after a failure, at most this
    many times (see `run_job`).
    """
    return run_job(cluster, worker_argv, start_servers=start_servers, env=env,
                   port_base=port_base, grace_s=grace_s, plan_from_chief=plan_from_chief,
                   dtensor=dtensor, show_all=show_all, max_restarts=max_restarts).exit_code


# ----------------------------------------------------------------------------- CLI

def add_run_parser(subparsers: Any, name: str = "run", help: Optional[str] = None,
                   epilog: Optional[str] = None) -> argparse.ArgumentParser:
    """Add ``run`` (or another command that launches a job the same way) to
    the `parallax-tf` sub-commands."""
    summary = help or "launch a training script on the resources (servers + one worker per slot)"
    p = subparsers.add_parser(
        name, help=summary, description=summary[:1].upper() + summary[1:] + ".",
        formatter_class=argparse.RawDescriptionHelpFormatter, epilog=epilog or RUN_EPILOG)
    p.add_argument("--resources", "-r", default="localhost:0",
                   help="machines and their slots (one worker per slot): 'h1:0,1;h2:0,1', "
                        "or a file with one 'host:slots' per line (default localhost:0)")
    p.add_argument("--architecture", "-a", default=None,
                   help="the architecture of a script whose Config leaves it to its default: "
                        "hybrid (the default), ps and auto start a parameter server per "
                        "machine besides the workers, allreduce only workers; auto times a "
                        "few steps of hybrid, allreduce and ps before training and keeps the "
                        "fastest. A script's own Config(architecture=...) is used when -a is "
                        "not given (servers it does not use are stopped once it planned); an "
                        "-a that contradicts it is refused. The script's Config may choose "
                        "more (layouts, pipelines)")
    p.add_argument("--collectives", choices=COLLECTIVES, default=None,
                   help="the engine of the workers' AllReduce, AllGather and broadcasts: "
                        "horovod (needs Horovod installed), tensorflow (TensorFlow's own "
                        "collective ops over the job's gRPC servers) or auto (horovod where "
                        "it is installed, else tensorflow; the default, also set by "
                        "PARALLAX_TF_COLLECTIVES)")
    p.add_argument("--port-base", type=int, default=None,
                   help="task i listens on PORT_BASE+i (default: free ports)")
    p.add_argument("--grace", type=float, default=5.0,
                   help="seconds between SIGTERM and SIGKILL when stopping tasks (default 5)")
    p.add_argument("--first-step-timeout", type=float, default=None, metavar="SECONDS",
                   help="how long the job may take to its first step (capturing, planning, "
                        "lowering a big model) before the watchdog ends it, naming the task "
                        "and what it was doing (default 300)")
    p.add_argument("--step-timeout", type=float, default=None, metavar="SECONDS",
                   help="how long a step may take after the first one before the watchdog "
                        "ends the job, for a script whose Config sets no step_timeout "
                        "(default: 20 x the median step time, at least 30)")
    p.add_argument("--max-restarts", type=int, default=0, metavar="K",
                   help="after a task fails (or the job is stuck), stop every task and start "
                        "the job again, at most K times; a script with "
                        "Config(checkpoint_every=...) resumes from its latest checkpoint "
                        "(default 0: no restart)")
    p.add_argument("--receive-buffer-kb", type=int, default=None, metavar="KB",
                   help="cap the TCP receive buffer of TensorFlow's gRPC connections, on "
                        "which every task receives its tensors, at KB KiB: a sender then "
                        "keeps at most about that much in flight to a task, so servers "
                        "answering one worker at once (incast) cannot overflow a switch "
                        "port's buffer; for slow links and many servers (it caps one "
                        "connection at KB per round trip: docs/performance.md, Incast); "
                        "default: the kernel's autotuning")
    p.add_argument("--plain", action="store_true",
                   help="SCRIPT is not a parallax_tf program (a plain Horovod script, say): "
                        "every worker starts it at once, with Horovod's rendezvous set up, as "
                        "horovodrun would (default: the chief plans, the others wait for it)")
    p.add_argument("--all-workers", action="store_true",
                   help="show every task's output (default: worker 0's, and only the "
                        "warnings and errors of the others)")
    p.add_argument("script", help="the training script, run by every worker (same path on "
                                  "every host)")
    rest = p.add_argument("script_argv", nargs=argparse.REMAINDER,
                          help="the script's own arguments: everything after SCRIPT (or after --)")
    rest.required = False       # argparse would list it as required when SCRIPT is missing
    return p


RUN_EPILOG = """\
examples:
  parallax-tf run -r localhost:0,1 examples/lm/train.py --steps 100
  parallax-tf run -r "h1:0,1;h2:0,1" -a allreduce train.py -- --lr 0.1

Worker 0's lines are shown prefixed with the task ([worker 0] ...); of the
other tasks only warnings and errors (a traceback whole), unless
--all-workers. TensorFlow's start-up lines are left out unless -v
(parallax-tf -v run ...). On a terminal, worker 0 may draw a progress bar.

exit status: 0 when every worker exited 0; otherwise the first failing
task's status (128+N for a task killed by signal N; the others are
stopped); 124 when the job was stuck (a task stopped, frozen or cut off,
a worker that stopped calling run or left early: the watchdog names it);
128+N when the launcher was interrupted by signal N (Ctrl-C: 130); 2 for
bad arguments, resources or a missing script. With --max-restarts K, a
failed or stuck job is started again (at most K times; a script with
Config(checkpoint_every=...) resumes from its latest checkpoint), and the
status is that of the last start.
"""


def run_command(args: argparse.Namespace, extra_env: Optional[Mapping[str, str]] = None) -> int:
    """``parallax-tf run``: launch ``python SCRIPT ARGS...`` on every slot
    (`extra_env`: more variables for every task)."""
    cluster = parse_resources(args.resources)
    architecture = None if args.architecture is None else \
        Config(architecture=args.architecture).architecture
    if not os.path.isfile(args.script):
        raise LaunchError(f"script {args.script!r} is not a file; give the path of the "
                          "training script (the same path on every host)")
    script_args = [*args.script_argv, *(getattr(args, "script_args", None) or [])]
    python = px_env.python_executable() or sys.executable
    extra = {px_env.RESOURCES_VAR: cluster.to_str(), **(extra_env or {})}
    if architecture is not None:
        extra[px_env.ARCHITECTURE_VAR] = architecture.value
    if getattr(args, "collectives", None):
        os.environ[px_env.COLLECTIVES_VAR] = args.collectives   # read by _rendezvous
    if not 0 <= args.grace < float("inf"):
        raise LaunchError(f"--grace {args.grace!r}: give the seconds between SIGTERM and "
                          "SIGKILL as a number >= 0 (default 5)")
    for flag, var in (("first_step_timeout", px_env.FIRST_STEP_TIMEOUT_VAR),
                      ("step_timeout", px_env.STEP_TIMEOUT_VAR)):
        value = getattr(args, flag, None)
        if value is None:
            continue
        if not 0 < value < float("inf"):
            raise LaunchError(f"--{flag.replace('_', '-')} {value!r}: give a number of "
                              "seconds > 0")
        extra[var] = repr(float(value))
    if getattr(args, "receive_buffer_kb", None) is not None:
        try:
            extra[px_env.GRPC_OPTIONS_VAR] = px_env.grpc_receive_buffer_options(
                args.receive_buffer_kb, extra.get(px_env.GRPC_OPTIONS_VAR))
        except ValueError as e:
            raise LaunchError(f"--receive-buffer-kb: {e}") from None
    result = run_job(cluster, [python, args.script, *script_args],
                     start_servers=architecture is not Architecture.ALLREDUCE, env=extra,
                     port_base=args.port_base, grace_s=args.grace,
                     plan_from_chief=not getattr(args, "plain", False),
                     show_all=True if getattr(args, "all_workers", False) else None,
                     max_restarts=getattr(args, "max_restarts", 0))
    return result.exit_code
