"""How the workers other than the chief start: wait for the chief's plan, then
run the user's program, or only serve a part of a split model.

    python -m parallax_tf.runtime.bootstrap script.py ARGS...
    python -m parallax_tf.runtime.bootstrap -m module ARGS...

The launcher starts every worker but the chief this way (jobs started by
`parallax-tf run`, `get_runner` and the oracle). The chief captures the step
on its first batch and publishes the plan (`plan_exchange`); meanwhile this
process imports TensorFlow, so the wait costs little. Then:

* a replica's first task (a *driver*: every task without model splitting)
  runs the user's program in this process, as `python script.py` would,
  knowing its replica (`PARALLAX_TF_REPLICA`, read by `px.shard`);
* any other task of a split replica never runs the user's script: it
  starts its TensorFlow server and Horovod and serves its part of the model
  (the replica's driver places ops and variables there), like the case
  study's `server.join()`. So it holds only its part, not a whole model
  built by the script. The launcher stops it when the drivers are done.

When the chief ends without publishing a plan (a script that never runs a
step), the launcher publishes `{"no_plan": true}` and every worker runs the
program as a plain launched process.
"""
from __future__ import annotations

import json
import logging
import os
import runpy
import sys
import threading
from typing import Sequence

from parallax_tf import env
from parallax_tf.runtime import plan_exchange
from parallax_tf.runtime.role import current_role

logger = logging.getLogger("parallax_tf.bootstrap")


def _warm_up() -> None:
    """Import the heavy modules while the chief plans."""
    try:
        import tensorflow  # noqa: F401, PLC0415
        import parallax_tf.runtime.worker  # noqa: F401, PLC0415
    except ImportError:
        pass          # the program will report it when it imports them itself


def run_program(argv: Sequence[str]) -> None:
    """Run `script.py ARGS` or `-m module ARGS` in this process as `python` would."""
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


def main(argv: Sequence[str]) -> None:
    role = current_role()
    if role is None or not role.is_worker:
        raise SystemExit("bootstrap: this process was not started by the parallax_tf launcher")
    warm = threading.Thread(target=_warm_up, name="import", daemon=True)
    warm.start()
    text = plan_exchange.wait()
    data = json.loads(text)
    if data.get("no_plan"):
        warm.join()
        run_program(argv)
        return
    drivers = plan_exchange.drivers_of(text)
    if role.index in drivers:
        os.environ[env.REPLICA_VAR] = f"{drivers.index(role.index)}/{len(drivers)}"
        warm.join()
        run_program(argv)
        return
    warm.join()
    serve_split(role, text)


def serve_split(role, plan_json: str) -> None:  # noqa: ANN001
    """A task of a split replica other than its first: start the TensorFlow
    server and Horovod (the same process sets as every task), then serve
    until the launcher stops the job."""
    import tensorflow as tf  # noqa: PLC0415
    from parallax_tf.comm.process_sets import init_collectives  # noqa: PLC0415
    logging.basicConfig(level=logging.INFO, format="%(name)s: %(message)s")
    from parallax_tf.plan import Plan  # noqa: PLC0415
    plan = Plan.from_json(plan_json)
    server = tf.distribute.Server(role.cluster_spec(), job_name="worker",
                                  task_index=role.index, protocol="grpc", start=True)
    init_collectives(plan.topology)
    coords = plan.topology.coords(role.index)
    part = plan.splits[coords["split"]] if plan.splits else None
    logger.info("worker %d serves split position %d of replica %d on %s%s", role.index,
                coords["split"], coords["replica"], plan.task_devices[role.index],
                f" ({len(part.variables)} variables, layers {', '.join(part.layers)})"
                if part else "")
    server.join()      # until the launcher stops the job


if __name__ == "__main__":
    main(sys.argv[1:])
