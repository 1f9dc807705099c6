"""Starting a job's tasks: roles, ports, environments, argv; stopping them.

`plan_tasks` gives every task of a job its `TaskSpec` (its `TaskRole` with
a port, its environment, what is executed: ``python -m ...`` here, or the
same through ssh on another machine); `start_task` starts one (its own
session, killed when the launcher dies), `stop_all` stops them (SIGTERM to
each process group, SIGKILL after a grace period). Remote tasks are started
with ``ssh -o BatchMode=yes -tt host env -C CWD K=V ... argv`` (argv lists,
each word quoted: ssh joins them into one shell command line).
"""
from __future__ import annotations

import collections
import contextlib
import ctypes
import dataclasses
import logging
import os
import re
import shlex
import signal
import subprocess
import sys
import threading
import time
from typing import Any, Callable, Mapping, Optional, Sequence

from parallax_tf import env as px_env
from parallax_tf.errors import LaunchError
from parallax_tf.launch import ports
from parallax_tf.launch.probe import has_gpus_local, has_gpus_remote, ssh_base
from parallax_tf.launch.role import TaskRole, make_roles
from parallax_tf.resources import Cluster

logger = logging.getLogger("parallax_tf.launch.launcher")

TAIL_LINES = 30
"""How many of its last log lines are kept per task (and shown when it fails)."""

ENTRY_MODULE = "parallax_tf.launch.entry"
"""Every task's entry (launch/entry.py): the same for the launcher's tasks and
a scheduler's."""
POLL_S = 0.05
_PR_SET_PDEATHSIG = 1
FORWARDED_PREFIXES = ("PARALLAX_TF_", "TF_", "HOROVOD_", "NCCL_", "CUDA_", "PYTHON", "OMP_")
"""Variables of the launcher's environment that remote tasks get too."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class TaskSpec:
    role: TaskRole
    argv: tuple[str, ...]
    """What is executed here (for a remote task: the ssh command)."""
    env: Optional[dict[str, str]]
    """The full environment of the local process (None: inherit)."""
    remote: bool
    held: tuple[int, ...] = ()
    """File descriptors of the task's port, held since the launcher chose it,
    that the task inherits and keeps until its server binds
    (`ports.hand_over`)."""


class Running:
    """A started task: its process, its log tail and the thread pumping its output."""

    def __init__(self, spec: TaskSpec, proc: subprocess.Popen) -> None:
        self.spec = spec
        self.proc = proc
        self.tail: collections.deque[str] = collections.deque(maxlen=TAIL_LINES)
        self.reader: Optional[threading.Thread] = None

    @property
    def name(self) -> str:
        return self.spec.role.name



def task_env(role: TaskRole, gpus: bool, horovod: Mapping[str, str],
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


def task_spec(role: TaskRole, argv: Sequence[str], task_env: Mapping[str, str],
               remote: bool) -> TaskSpec:
    if not remote:
        return TaskSpec(role=role, argv=tuple(argv), remote=False,
                         env={**px_env.environ_snapshot(), **task_env})
    forwarded = {k: v for k, v in px_env.environ_snapshot().items()
                 if k.startswith(FORWARDED_PREFIXES)}
    assignments = [f"{k}={v}" for k, v in {**forwarded, **task_env}.items()]
    remote_argv = ["env", "-C", os.getcwd(), *assignments, *argv]
    # ssh joins its arguments into one shell command line: quote each word.
    ssh = [*ssh_base(), "-tt", role.host, *(shlex.quote(a) for a in remote_argv)]
    return TaskSpec(role=role, argv=tuple(ssh), env=None, remote=True)


def plan_tasks(cluster: Cluster, worker_argv: Sequence[str], start_servers: bool,
                extra_env: Mapping[str, str], port_base: Optional[int],
                horovod_envs: Sequence[Mapping[str, str]],
                plan_from_chief: bool = False, startup: Optional[str] = None,
                terminal: bool = False) -> list[TaskSpec]:
    """Ports, roles, environments and argv of every task: ps tasks, then workers."""
    ps_hosts = [m.host for m in cluster.machines[:cluster.num_servers]] if start_servers else []
    worker_hosts = [m.host for m in cluster.machines for _ in m.slots]
    allocated = ports.allocate_ports(ps_hosts + worker_hosts, port_base, hold=True)
    remote = {m.host: not ports.is_local_host(m.host) for m in cluster.machines}
    gpus = {m.host: (has_gpus_remote(m.host) if remote[m.host] else has_gpus_local())
            for m in cluster.machines}
    roles = make_roles(cluster, allocated[:len(ps_hosts)], allocated[len(ps_hosts):],
                       gpu_hosts=[h for h, has in gpus.items() if has])
    python = px_env.python_executable() or sys.executable
    if plan_from_chief:
        extra_env = {**extra_env, px_env.PLAN_WAIT_VAR: "1"}
    if startup is not None:
        extra_env = {**extra_env, px_env.STARTUP_VAR: startup}
    specs = []
    store_vars = (*px_env.STORE_VARS, px_env.COLLECTIVES_VAR)
    for role in roles:
        # ps tasks get the store's address (weak sync: a server reads its
        # update program there), not Horovod's rank variables.
        horovod = horovod_envs[role.index] if role.is_worker else {
            k: v for k, v in (horovod_envs[0] if horovod_envs else {}).items() if k in store_vars}
        argv = task_argv(role, worker_argv, python, startup is not None or plan_from_chief)
        variables = task_env(role, gpus[role.host], horovod, extra_env, terminal)
        spec = task_spec(role, argv, variables, remote[role.host])
        # the task keeps its port bound until its server binds it (its entry
        # releases it: a program started as it is never gets it)
        handed = ports.hand_over(role.port) if argv[1:3] == ["-m", ENTRY_MODULE] else None
        if handed is not None and spec.env is not None:
            spec.env[px_env.HELD_PORTS_VAR] = handed[1]
            spec = dataclasses.replace(spec, held=(handed[0],))
        elif spec.env is not None:
            spec.env.pop(px_env.HELD_PORTS_VAR, None)
        specs.append(spec)
    return specs



def is_python(program: str) -> bool:
    """Whether `program` is a Python interpreter (a task started through the entry)."""
    name = os.path.basename(program)
    return program in (sys.executable, px_env.python_executable()) or \
        re.fullmatch(r"python[0-9.]*", name) is not None


def task_argv(role: TaskRole, worker_argv: Sequence[str], python: str,
              planned: bool) -> list[str]:
    """What a task runs: every task of a Python program starts through the
    entry (a server: alone; a worker: the program, run through the chief's
    plan when `planned`, else as it is: ``--plain``); another program as it is."""
    if role.is_ps:
        return [python, "-m", ENTRY_MODULE]
    if not is_python(worker_argv[0]):
        return list(worker_argv)
    return [worker_argv[0], "-m", ENTRY_MODULE, *([] if planned else ["--plain"]),
            *worker_argv[1:]]


def load_libc() -> Any:
    return ctypes.CDLL(None, use_errno=True)


def die_with_parent(libc: Any, parent: int) -> Callable[[], None]:
    """preexec_fn: the child gets SIGKILL when the launcher (this thread) dies."""
    def preexec() -> None:
        libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
        if os.getppid() != parent:      # the launcher died before prctl took effect
            os._exit(1)
    return preexec


def start_task(spec: TaskSpec, libc: Any) -> Running:
    logger.info("starting %s on %s", spec.role.name, spec.role.host)
    logger.debug("%s argv: %s", spec.role.name, shlex.join(spec.argv))
    try:
        proc = subprocess.Popen(
            list(spec.argv), env=spec.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            # a remote task keeps ssh's stdin open: its pty hangs up when ssh goes away
            stdin=subprocess.PIPE if spec.remote else subprocess.DEVNULL,
            start_new_session=True, preexec_fn=die_with_parent(libc, os.getpid()),
            pass_fds=spec.held)
    except OSError as e:
        raise LaunchError(f"cannot start {spec.role.name} ({shlex.join(spec.argv)!r}): {e}; "
                          "check the program path (PARALLAX_TF_PYTHON, the script)") from e
    finally:
        ports.release(spec.role.port)       # the task holds it now (`TaskSpec.held`)
    return Running(spec, proc)



def signal_group(task: Running, signum: int) -> None:
    try:
        os.killpg(task.proc.pid, signum)
    except ProcessLookupError:
        pass                        # the group is empty: nothing left to stop
    except PermissionError as e:
        logger.warning("cannot send %s to %s (pid %d): %s",
                       signal.Signals(signum).name, task.name, task.proc.pid, e)


def stop_all(tasks: Sequence[Running], grace_s: float) -> None:
    """SIGTERM every task's process group, then SIGCONT it (a stopped task,
    frozen by SIGSTOP or suspended, acts on its SIGTERM only once it runs:
    without it the launcher waited out the whole grace for it); SIGKILL
    what is left after `grace_s`."""
    for task in tasks:
        if task.spec.remote and task.proc.stdin is not None and task.proc.poll() is None:
            with contextlib.suppress(OSError):
                task.proc.stdin.close()
        signal_group(task, signal.SIGTERM)
        signal_group(task, signal.SIGCONT)
    deadline = time.monotonic() + max(grace_s, 0.0)
    while time.monotonic() < deadline and any(t.proc.poll() is None for t in tasks):
        time.sleep(POLL_S)
    for task in tasks:
        signal_group(task, signal.SIGKILL)    # also grandchildren left in the group
    for task in tasks:
        task.proc.wait()
    for task in tasks:
        if task.reader is not None:
            task.reader.join(timeout=2.0)

