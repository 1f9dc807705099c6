"""How the script's process of a layout job gets DTensor set up, from
`get_runner` or `px.init_layouts` (docs/layouts.md, "Starting"); every
task started through the bootstrap runs `task_hook.py` instead.

DTensor must be set up before the process runs any TensorFlow op, but the
user's script builds its model before it calls `get_runner`. So
`dtensor_setup`, called by `get_runner`, arranges it:

* in a process set up already (`PARALLAX_TF_DTENSOR`, the bootstrap did
  it; or `parallax_tf.init_layouts`): the setup, and the runner is made;
* on one slot (`python train.py`): the process re-runs itself through the
  bootstrap, which sets DTensor up first (the script's lines before
  `get_runner` run twice);
* resources of several slots from the user's process: the job is launched
  with every task starting through the bootstrap;
* the chief of a job started by `parallax-tf run`: it publishes the mesh in
  the job's store (the other workers wait for it in their bootstrap) and
  re-runs itself through the bootstrap.
"""
from __future__ import annotations

import json
import logging
import os
import sys
from typing import Any, Optional, Sequence

from parallax_tf import env
from parallax_tf.config import Config
from parallax_tf.config import mesh as vocab
from parallax_tf.errors import ConfigError
from parallax_tf.launch import store_client
from parallax_tf.launch.launcher import launch
from parallax_tf.modes.layout import dtensor, task_hook
from parallax_tf.modes.layout import section as layout_of
from parallax_tf.modes.layout.client_setup import DTensorSetup
from parallax_tf.modes.layout.planner import mesh_topology
from parallax_tf.resources import ResourcesLike, parse_resources
from parallax_tf.runtime.job import program_argv

logger = logging.getLogger(__name__)

ENTRY_MODULE = "parallax_tf.launch.entry"


def prelude(config: Config, num_tasks: int, task_devices: Sequence[str] = ()) -> DTensorSetup:
    """What every task of a layout job needs to join the mesh."""
    topology = mesh_topology(config, num_tasks, task_devices)
    gpu = any(d.startswith("GPU") for d in task_devices)
    layout = layout_of(config)
    return DTensorSetup(mesh=tuple(layout.mesh), devices_per_client=topology.devices_per_task,
                        device_type="GPU" if gpu else "CPU",
                        data_axis=dict(layout.layout_rules).get(vocab.BATCH))


def _rerun_with(setup: DTensorSetup) -> None:
    """Replace this process by the same program started through the
    bootstrap, which sets DTensor up before the program runs."""
    argv = [sys.executable, "-m", ENTRY_MODULE, *program_argv()]
    environ = {**env.environ_snapshot(), env.STARTUP_VAR: task_hook.startup(setup)}
    logger.info("re-running %s with DTensor set up first (mesh %s)", argv[3:],
                vocab.format_mesh(setup.mesh))
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, argv, environ)


def dtensor_setup(resources: ResourcesLike, config: Config, role: Any) -> Optional[DTensorSetup]:
    """This process's DTensor setup, set up (see the module doc); None when
    this process is the user's launch of a job of several slots: the job
    was launched and ended, `launch_status` holds its exit status."""
    text = env.dtensor_setup()
    setup = DTensorSetup.from_json(text) if text else dtensor.active()
    if setup is not None:
        dtensor.initialize(setup)
        if tuple(setup.mesh) != tuple(layout_of(config).mesh):
            raise ConfigError(
                f"this process joined mesh {vocab.format_mesh(setup.mesh)!r} but the step's "
                f"Config asks for {vocab.format_mesh(layout_of(config).mesh)!r}; one job has "
                "one mesh")
        return setup
    if role is not None:
        if role.index != 0:
            raise ConfigError(
                f"worker {role.index} runs a laid-out step but DTensor was not set up before "
                "its script: start the job with parallax-tf run or get_runner(resources=...)")
        first = prelude(config, role.num_workers, role.worker_devices)
        store_client.publish(json.dumps({"startup": json.loads(task_hook.startup(first))}))
        _rerun_with(first.for_task(0, list(role.cluster["worker"])))
    cluster = parse_resources(resources)
    first = prelude(config, cluster.num_workers)
    if cluster.num_workers == 1:
        _rerun_with(first)
    return None


def launch_job(resources: ResourcesLike, config: Config) -> int:
    """Launch a layout job of several slots from the user's process: every
    task starts through the bootstrap; the job's exit status."""
    cluster = parse_resources(resources)
    first = prelude(config, cluster.num_workers)
    return launch(cluster, [env.python_executable() or sys.executable, *program_argv()],
                  start_servers=False, env={env.RESOURCES_VAR: cluster.to_str()},
                  startup=task_hook.startup(first))


def init_layouts(config: Config) -> None:
    """Set DTensor up in this process for `config`'s mesh on one task, before
    any TensorFlow op (in a notebook or a program that cannot be re-run);
    `get_runner` then needs no re-run."""
    if not isinstance(config, Config) or config.layout is None:
        raise ConfigError("init_layouts(config) takes a Config with a mesh, e.g. "
                          "Config(mesh='batch:2;model:2', layout_rules=...)")
    dtensor.initialize(prelude(config, 1))
