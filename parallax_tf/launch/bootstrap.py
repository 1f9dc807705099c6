"""How the workers other than the chief start: wait for the chief's plan, then
run the user's program, or only serve a part of a split model.

    python -m parallax_tf.launch.bootstrap script.py ARGS...
    python -m parallax_tf.launch.bootstrap -m module ARGS...

The launcher starts every worker this way (jobs started by `parallax-tf
run`, `get_runner`, `px.keras.fit` and the oracle). The chief (worker 0)
runs the program at once; it captures the step on its first batch and
publishes the plan (`store_client`). Every other worker waits for the
plan, meanwhile importing TensorFlow, so the wait costs little. Then:

* a replica's first task (a *driver*: every task without model splitting)
  runs the user's program in this process, as `python script.py` would,
  knowing its replica (`PARALLAX_TF_REPLICA`, read by `px.shard`);
* any other task of a split replica never runs the user's script: it
  starts its TensorFlow server and Horovod and serves its part of the model
  (the replica's driver places ops and variables there), like the case
  study's `server.join()`. So it holds only its part, not a whole model
  built by the script. The launcher stops it when the drivers are done.

In a job of several workers every task first installs `fit_guard`: a
plain `model.fit` (which would train each worker alone) warns once.

When the chief ends without publishing a plan (a script that never runs a
step), the launcher publishes `{"no_plan": true}` and every worker runs the
program as a plain launched process.

A mode may start its tasks its own way (a layout job sets DTensor up
before the program runs any TensorFlow op): with `PARALLAX_TF_STARTUP` in
the environment (set by the launcher, or by a process that re-runs
itself), or when the chief publishes `{"startup": ...}` instead of a plan,
the bootstrap calls the mode's hook (`call_hook`), which prepares the
task and runs the program. The bootstrap knows no mode: the hook is named
by module and function.
"""
from __future__ import annotations

import importlib
import json
import logging
import os
import runpy
import sys
import threading
from typing import Any, Sequence

from parallax_tf import env, registry
from parallax_tf.errors import TuningDone
from parallax_tf.launch import fit_guard, heartbeat, ports, store_client
from parallax_tf.launch.role import current_role
from parallax_tf.plan import Plan

logger = logging.getLogger("parallax_tf.bootstrap")


def _warm_up() -> None:
    """Import the heavy modules while the chief plans."""
    try:
        import tensorflow  # noqa: F401, PLC0415
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
    """`argv` as `python` runs it: ``script.py ARGS``, ``-m module ARGS`` or
    ``-c CODE ARGS``."""
    if not argv:
        raise SystemExit("bootstrap: give the program: script.py ARGS, -m module ARGS or "
                         "-c CODE ARGS")
    if argv[0] == "-c":
        if len(argv) < 2:
            raise SystemExit("bootstrap: -c needs the code to run")
        sys.argv = ["-c", *argv[2:]]
        sys.path.insert(0, "")
        exec(compile(argv[1], "<string>", "exec"), {"__name__": "__main__"})
        return
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


def call_hook(text: str, role: Any, argv: Sequence[str]) -> None:
    """Run a mode's start-up hook (`text`: {"hook": "module:function",
    "data": ...}, from the launcher or the chief): it prepares this task
    and runs the program (`run_program`)."""
    spec = json.loads(text)
    module, _, name = spec["hook"].partition(":")
    hook = getattr(importlib.import_module(module), name)
    hook(spec.get("data"), role, argv)


def main(argv: Sequence[str]) -> None:
    role = current_role()
    if role is not None:
        heartbeat.start(role.name)   # the launcher's watchdog hears this task from now on
    startup = env.startup()
    if startup is not None:                # a mode's start-up first (a layout job's mesh)
        call_hook(startup, role, argv)
        return
    if role is None or not role.is_worker:
        raise SystemExit("bootstrap: this process was not started by the parallax_tf launcher")
    fit_guard.install(role.index, role.num_workers)
    if role.index == 0:                    # the chief runs the program and plans
        run_program(argv)
        return
    warm = threading.Thread(target=_warm_up, name="import", daemon=True)
    warm.start()
    text = store_client.wait()
    data = json.loads(text)
    if data.get("no_plan"):
        warm.join()
        ports.release()          # a plain program may bind its role's port itself
        run_program(argv)
        return
    if "startup" in data:                  # the chief's mode starts tasks its own way
        warm.join()
        call_hook(json.dumps(data["startup"]), role, argv)
        return
    drivers = Plan.from_json(text).drivers
    if role.index in drivers:
        env.export(env.REPLICA_VAR, f"{drivers.index(role.index)}/{len(drivers)}")
        warm.join()
        run_program(argv)
        return
    warm.join()
    serve(role, text)


def serve(role, plan_json: str) -> None:
    """A task that only serves its part of a replica (a split position, a
    pipeline stage): its mode's `serve` (`registry.py`) until the
    launcher stops the job."""
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    registry.mode_of(Plan.from_json(plan_json).config).serve(role, plan_json)


if __name__ == "__main__":
    main(sys.argv[1:])
