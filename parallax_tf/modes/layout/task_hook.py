"""How a layout job's tasks start: join the mesh, run the program, leave
in order (the launcher's start-up hook: `launch/bootstrap.py`'s
`call_hook`, named in `PARALLAX_TF_STARTUP` or published by the chief).

DTensor must be set up before the program runs any TensorFlow op: `run`
joins the mesh (completing the job's prelude with this task's place in
the job), then runs the program; `px.shard` reads the task's data group.
"""
from __future__ import annotations

import atexit
import json
import logging
import os
import sys
import time
from typing import Any, Callable, Optional, Sequence

from parallax_tf import env
from parallax_tf.errors import LaunchError
from parallax_tf.launch import store_client
from parallax_tf.launch.bootstrap import run_program
from parallax_tf.modes.layout.client_setup import DTensorSetup

logger = logging.getLogger("parallax_tf.bootstrap")

HOOK = "parallax_tf.modes.layout.task_hook:run"
"""This module's hook, as the launcher and the chief name it."""


def startup(setup: DTensorSetup) -> str:
    """The value of `PARALLAX_TF_STARTUP` (or of the chief's publication)
    that makes a task join `setup`'s mesh before its program runs."""
    return json.dumps({"hook": HOOK, "data": json.loads(setup.to_json())})


def run(data: Any, role: Any, argv: Sequence[str]) -> None:
    """The hook: join the mesh of `data` (a DTensorSetup as JSON), then run
    the program and leave in order (`run_on_mesh`)."""
    run_on_mesh(json.dumps(data), role, argv)


def join_mesh(text: str, role: Any) -> DTensorSetup:
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

_when_done: Optional[Callable[[], None]] = None
"""What this process's layout engine runs once the program ended
(`LayoutEngine.finish`, registered by `when_done`)."""


def when_done(finish: Callable[[], None]) -> None:
    """Set what `run_on_mesh` runs once the program ended: the layout
    engine's `finish` (the engine registers it as it starts)."""
    global _when_done
    _when_done = finish


def run_on_mesh(text: str, role: Any, argv: Sequence[str]) -> None:
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
    if _when_done is not None:
        _when_done()    # answer the other clients' reads until every client has ended
    if setup.num_clients == 1 or env.kv_store() is None:
        return
    if setup.client_id != 0:
        run_exit_functions = getattr(atexit, "_run_exitfuncs", None)
        if run_exit_functions is not None:
            run_exit_functions()            # the program's own atexit handlers first
        logging.shutdown()
        sys.stdout.flush()
        sys.stderr.flush()
        store_client.publish("1", key=f"layout_left_{setup.client_id}")
        os._exit(0)  # end before client 0 does
    deadline = time.monotonic() + LEAVE_TIMEOUT_S
    for client in range(1, setup.num_clients):
        try:
            store_client.wait(key=f"layout_left_{client}",
                               timeout_s=max(0.0, deadline - time.monotonic()))
        except LaunchError:
            logger.warning("DTensor client %d did not report its end within %.0f s; client 0 "
                           "ends anyway (the job's work is done)", client, LEAVE_TIMEOUT_S)
            return
    time.sleep(0.2)
