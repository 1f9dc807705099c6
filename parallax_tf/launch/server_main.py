"""A parameter-server task: ``python -m parallax_tf.launch.server_main``.

Started by the launcher with its `TaskRole` in ``PARALLAX_TF_TASK``; runs a
``tf.distribute.Server`` for job ``ps`` at the role's index and serves until
the launcher stops it (SIGTERM, default action: the process ends at once).
"""
from __future__ import annotations

import contextlib
import json
import logging
import sys
from typing import Any, Optional, Sequence

from parallax_tf import env, registry
from parallax_tf.errors import LaunchError
from parallax_tf.launch import heartbeat, store_client, tf_server
from parallax_tf.launch.role import TaskRole, current_role
from parallax_tf.plan import Plan

logger = logging.getLogger("parallax_tf.launch.server_main")


def start_server(role: TaskRole) -> Any:
    """Start the ``tf.distribute.Server`` of a ps task (gRPC) and return it."""
    if not role.is_ps:
        raise LaunchError(f"server_main was given the role of {role.name}; it runs ps tasks "
                          "only (workers start their own server if they need one)")
    with _keras_left_out():
        import tensorflow  # noqa: F401, PLC0415  (lazy: TensorFlow, imported without Keras)
    return tf_server.start(role)


@contextlib.contextmanager
def _keras_left_out() -> Any:
    """TensorFlow's ``__init__`` imports Keras (and, through Keras, scikit-learn
    where it is installed) for SavedModel registrations a server never uses:
    1.6 of a ps task's 4.2 s of CPU to start (docs/performance.md). Keras
    stays importable afterwards: only the import inside TensorFlow's own is
    left out (None in `sys.modules` makes it raise ImportError, which
    TensorFlow's ``__init__`` catches)."""
    if "keras" in sys.modules:
        yield
        return
    sys.modules["keras"] = None  # type: ignore[assignment]
    try:
        yield
    finally:
        if sys.modules.get("keras", 0) is None:
            del sys.modules["keras"]


def main(argv: Optional[Sequence[str]] = None) -> int:
    """Serve forever as the ps task named by ``PARALLAX_TF_TASK``."""
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    role = current_role()
    if role is None:
        raise LaunchError("PARALLAX_TF_TASK is not set; server_main is started by the "
                          "parallax_tf launcher (parallax-tf run), not by hand")
    with heartbeat.phase("starting (importing TensorFlow, starting its gRPC server)"):
        heartbeat.start(role.name)  # before TensorFlow, its first beat naming the phase: a
        server = start_server(role)  # task frozen while starting is named with it
    logger.info("ps task %d serving at %s (%s)", role.index, role.address, server.target)
    plan = _plan(role)
    if plan is not None:            # what the plan's mode asks of a server besides serving
        registry.of_plan(plan).hooks().serve_ps(role, plan, server)
    server.join()
    return 0


def _plan(role: TaskRole) -> Any:
    """The job's plan, once the chief published it (a job whose chief plans);
    None without one (a job of plain scripts, a mode that starts its tasks
    its own way)."""
    if not env.plan_from_chief() or env.kv_store() is None:
        return None
    text = store_client.wait()
    data = json.loads(text)
    if data.get("no_plan") or "startup" in data:
        return None
    return Plan.from_json(text)


if __name__ == "__main__":
    sys.exit(main())
