"""How the workers other than the chief start: wait for the chief's plan, then
run the user's program, or only serve a part of a split model.

    python -m parallax_tf.launch.bootstrap script.py ARGS...
    python -m parallax_tf.launch.bootstrap -m module ARGS...

The launcher starts every worker this way (jobs started by `parallax-tf
run`, `get_runner`, `px.keras.fit` and the oracle). The chief (worker 0)
runs the program at once; it captures the step on its first batch and
publishes the plan (`plan_exchange`). Every other worker waits for the
plan, meanwhile importing TensorFlow, so the wait costs little. Then:

* a replica's first task (a *driver*: every task without model splitting)
  runs the user's program in this process, as `python script.py` would,
  knowing its replica (`PARALLAX_TF_REPLICA`, read by `px.shard`);
* any other task of a split replica never runs the user's script: it
  starts its TensorFlow server and Horovod and serves its part of the model
  (the replica's driver places ops and variables there), like the case
  study's `server.join()`. So it holds only its part, not a whole model
  built by the script. The launcher stops it when the drivers are done.

In a job of several workers every task first installs `keras.guard`: a
plain `model.fit` (which would train each worker alone) warns once.

When the chief ends without publishing a plan (a script that never runs a
step), the launcher publishes `{"no_plan": true}` and every worker runs the
program as a plain launched process.

Layout jobs (Mesh-style layouts on DTensor, `modes/layout/`):
DTensor must be set up before the program runs any TensorFlow op. With
`PARALLAX_TF_DTENSOR` in the environment (set by the launcher, or by a
process that re-runs itself), or when the chief publishes
`{"dtensor": ...}` instead of a plan, the bootstrap joins the mesh first
(completing the setup with this task's place in the job) and then runs
the program; `px.shard` reads the task's data group.
"""
from __future__ import annotations

import atexit
import json
import logging
import os
import runpy
import sys
import threading
import time
from typing import Sequence

from parallax_tf import env
from parallax_tf.errors import LaunchError, TuningDone
from parallax_tf.keras import guard
from parallax_tf.launch import heartbeat, plan_exchange
from parallax_tf.launch.role import current_role
from parallax_tf.modes import registry
from parallax_tf.modes.layout.setup import DTensorSetup
from parallax_tf.plan import Plan

logger = logging.getLogger("parallax_tf.bootstrap")


def _warm_up() -> None:
    """Import the heavy modules while the chief plans."""
    try:
        import tensorflow  # noqa: F401, PLC0415

        import parallax_tf.modes.data.engine  # noqa: F401, PLC0415
    except ImportError:
        pass          # the program will report it when it imports them itself


def run_program(argv: Sequence[str]) -> None:
    """Run `script.py ARGS` or `-m module ARGS` in this process as `python`
    would; when it ends (returns, exits, raises), the heartbeat says so
    before anything shuts down (launch/heartbeat.py `exiting`)."""
    try:
        _run_program(argv)
    except TuningDone as done:       # `parallax-tf search`: the search was the job
        logger.info("the %s search is done; this task ends", done)
    except SystemExit as e:
        heartbeat.exiting(raised=e.code not in (None, 0))
        raise
    except BaseException:
        heartbeat.exiting(raised=True)
        raise
    finally:
        heartbeat.exiting()


def _run_program(argv: Sequence[str]) -> None:
    if not argv:
        raise SystemExit("bootstrap: give the program: script.py ARGS or -m module ARGS")
    if argv[0] == "-m":
        if len(argv) < 2:
            raise SystemExit("bootstrap: -m needs a module name")
        sys.argv = [argv[1], *argv[2:]]
        runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
        return
    script = argv[0]
    sys.argv = list(argv)
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    runpy.run_path(script, run_name="__main__")


def join_mesh(text: str, role) -> DTensorSetup:
    """Set DTensor up for a layout job from `text` (a DTensorSetup, or the
    job's prelude that this task completes), before any TensorFlow op;
    returns this task's setup."""
    setup = DTensorSetup.from_json(text)
    if role is not None and not setup.jobs:
        setup = setup.for_task(role.index, list(role.cluster["worker"]))
    env.export(env.DTENSOR_VAR, setup.to_json())
    dump = env.graph_dump_prefix()
    if dump and setup.num_clients > 1:     # DTensor's MLIR dumps: one folder per client
        env.export(env.GRAPH_DUMP_VAR, os.path.join(dump, f"client{setup.client_id}"))
    group, groups = setup.data_group()
    env.export(env.REPLICA_VAR, f"{group}/{groups}")
    from parallax_tf.modes.layout import dtensor  # noqa: PLC0415  (lazy: TensorFlow)
    dtensor.initialize(setup)
    return setup


LEAVE_TIMEOUT_S = 60.0


def run_on_mesh(text: str, role, argv: Sequence[str]) -> None:
    """Join the mesh, run the program, then leave in order: DTensor's
    coordination service lives in client 0, and a client still running
    when it ends logs a failed heartbeat. So the other clients, once their
    program is done, say so in the job's store and end at once; client 0
    waits for them (at most LEAVE_TIMEOUT_S) before it ends."""
    setup = join_mesh(text, role)
    try:
        run_program(argv)
    except SystemExit as e:
        if e.code not in (None, 0):
            raise
    from parallax_tf.modes.layout.engine import finish  # noqa: PLC0415  (lazy: TensorFlow)
    finish()            # answer the other clients' reads until every client has ended
    if setup.num_clients == 1 or env.kv_store() is None:
        return
    if setup.client_id != 0:
        run_exit_functions = getattr(atexit, "_run_exitfuncs", None)
        if run_exit_functions is not None:
            run_exit_functions()            # the program's own atexit handlers first
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        plan_exchange.publish("1", key=f"layout_left_{setup.client_id}")
        os._exit(0)  # end before client 0 does
    deadline = time.monotonic() + LEAVE_TIMEOUT_S
    for client in range(1, setup.num_clients):
        try:
            plan_exchange.wait(key=f"layout_left_{client}",
                               timeout_s=max(0.0, deadline - time.monotonic()))
        except LaunchError:
            logger.warning("DTensor client %d did not report its end within %.0f s; client 0 "
                           "ends anyway (the job's work is done)", client, LEAVE_TIMEOUT_S)
            return
    time.sleep(0.2)


def main(argv: Sequence[str]) -> None:
    role = current_role()
    if role is not None:
        heartbeat.start(role.name)   # the launcher's watchdog hears this task from now on
    setup = env.dtensor_setup()
    if setup is not None:                  # a layout job: the mesh first, then the program
        run_on_mesh(setup, role, argv)
        return
    if role is None or not role.is_worker:
        raise SystemExit("bootstrap: this process was not started by the parallax_tf launcher")
    guard.install(role.index, role.num_workers)
    if role.index == 0:                    # the chief runs the program and plans
        run_program(argv)
        return
    warm = threading.Thread(target=_warm_up, name="import", daemon=True)
    warm.start()
    text = plan_exchange.wait()
    data = json.loads(text)
    if data.get("no_plan"):
        warm.join()
        run_program(argv)
        return
    if "dtensor" in data:                  # the chief found a layout step
        warm.join()
        run_on_mesh(json.dumps(data["dtensor"]), role, argv)
        return
    drivers = Plan.from_json(text).drivers()
    if role.index in drivers:
        env.export(env.REPLICA_VAR, f"{drivers.index(role.index)}/{len(drivers)}")
        warm.join()
        run_program(argv)
        return
    warm.join()
    serve(role, text)


def serve(role, plan_json: str) -> None:
    """A task that only serves its part of a replica (a split position, a
    pipeline stage): its mode's `serve` (`modes/registry.py`) until the
    launcher stops the job."""
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    registry.mode_of(Plan.from_json(plan_json).config).serve(role, plan_json)


if __name__ == "__main__":
    main(sys.argv[1:])
