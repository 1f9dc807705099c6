"""Every task's entry: ``parallax-tf task SCRIPT ARGS...`` (``python -m
parallax_tf.launch.entry``), whoever started the process.

A task learns who it is from the first source present:

* ``PARALLAX_TF_TASK``: the `TaskRole` the ssh launcher gave it
  (``parallax-tf run``, ``get_runner``), which starts every task this way;
* a scheduler's environment (`launch/schedulers.py`: TF_CONFIG, SLURM under
  srun, torchrun's RANK / MASTER_ADDR, mpirun): the tasks meet at rank 0's
  store, which hands each its role (`launch/joining.py`).

Then, the same for every start:

* the task chooses its network interface on its own machine, the one that
  routes to the job's store (`ports.task_interface`; overridable per
  machine), for Horovod's Gloo (``HOROVOD_GLOO_IFACE``) and the byte
  counters;
* its machine's first worker (or the server of a machine without workers)
  fences the job's ports there, and every task adds the ports it listens
  on (`launch/fence.py`);
* a ps task serves (`server_main`); a worker runs the program through the
  bootstrap (the chief plans, the others wait for its plan or serve their
  part of a split replica), or as it is with ``--plain`` (a script that is
  not a parallax_tf program, started as horovodrun would).
"""
from __future__ import annotations

import atexit
import contextlib
import gc
import importlib.util
import logging
import sys
from typing import Optional, Sequence

from parallax_tf import env
from parallax_tf.errors import LaunchError
from parallax_tf.launch import bootstrap, fence, joining, ports, schedulers, server_main, tf_server
from parallax_tf.launch.role import TaskRole, current_role

logger = logging.getLogger("parallax_tf.launch.entry")

PLAIN = "--plain"
"""The argument that runs the program as it is (no plan from the chief)."""

NO_SOURCE = (
    "this process has no role: it was not started by the parallax_tf "
    "launcher (PARALLAX_TF_TASK) nor by a scheduler it knows (TF_CONFIG, SLURM under srun, "
    "torchrun's RANK/WORLD_SIZE/MASTER_ADDR, mpirun's OMPI_COMM_WORLD_*); start the job with "
    "parallax-tf run -r RESOURCES script.py, or under one of those (docs/clusters.md)")


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Run this task (module doc); its exit status: `tf_server.PORT_TAKEN_EXIT`
    when its server could not bind its port (the launcher then starts the job
    again on other ports)."""
    try:
        return _main(argv)
    except tf_server.PortTaken as e:
        with contextlib.suppress(OSError):
            print(f"[parallax-tf] {e}", file=sys.stderr, flush=True)
        return tf_server.PORT_TAKEN_EXIT


def _main(argv: Optional[Sequence[str]]) -> int:
    atexit.register(gc.freeze)     # runs last: the exit skips collecting TensorFlow's
    args = list(sys.argv[1:] if argv is None else argv)  # object graph (~0.9 s a task)
    plain = bool(args) and args[0] == PLAIN
    if plain:
        args = args[1:]
    role = current_role()
    if role is None and env.startup() is not None:   # a process that re-ran itself
        bootstrap.main(args)                          # through its mode's start-up hook
        return 0
    if role is None:
        start = schedulers.detect()
        if start is None:
            raise LaunchError(NO_SOURCE)
        if start.size == 1:                # a job of one task: the program as it is
            bootstrap.run_program(args)
            return 0
        role = joining.join(start)
    prepare(role)
    if role.is_ps:
        without_keras()
        return server_main.main()
    if not args:
        raise LaunchError(f"{role.name} was given no program to run; give the training "
                          "script: parallax-tf task script.py ARGS...")
    try:
        if plain:
            ports.release()          # a program run as it is binds its port itself
            bootstrap.run_program(args)
        else:
            bootstrap.main(args)
    except SystemExit as e:
        if e.code in (None, 0):     # sys.exit(0) ends a program too: rank 0 keeps the
            joining.finished()      # store until the tasks that serve saw the end
        else:
            joining.failed(e)
        raise
    except BaseException as e:
        joining.failed(e)
        raise
    joining.finished()
    return 0


def prepare(role: TaskRole) -> None:
    """This task's interface and its part of its machine's fence."""
    store = env.kv_store()
    toward = store[0] if store else role.host
    iface = ports.task_interface(toward, role.host)
    if iface is not None:
        env.export(env.IFACE_VAR, iface)
        if env.collectives() == "horovod":
            env.export("HOROVOD_GLOO_IFACE", iface)
    else:
        logger.warning("%s on %s: no interface of this machine routes to %s; set "
                       "PARALLAX_TF_GLOO_IFACE (e.g. %s=eth0) to the one the job's machines "
                       "reach each other by", role.name, role.host, toward, role.host)
    if store is None:
        return
    job = fence.job_key(store)
    if first_on_machine(role):
        hosts = sorted({address.rsplit(":", 1)[0].strip("[]")
                        for tasks in role.cluster.values() for address in tasks})
        fence.MachineFence.install(job, hosts, store[0],
                                   all(ports.is_loopback_host(h) for h in hosts), role.host)
    fence.TaskPorts(job).start()


def without_keras() -> None:
    """A parameter server runs graphs and needs no Keras: TensorFlow starts
    without loading it (its eager load of Keras 3, ~1.8 s of a server's
    start), unless the legacy tf_keras is installed (TensorFlow would load
    that instead)."""
    if importlib.util.find_spec("tf_keras") is None:
        env.export("TF_USE_LEGACY_KERAS", "1")


def first_on_machine(role: TaskRole) -> bool:
    """Whether `role` installs its machine's fence: the machine's first
    worker, or the server of a machine without workers (a job may stop idle
    servers early, and the fence must outlive them)."""
    if role.is_ps:
        return role.local_size == 0
    return role.local_rank == 0


if __name__ == "__main__":
    sys.exit(main())
