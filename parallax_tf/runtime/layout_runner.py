"""`LayoutRunner`: one task of a Mesh-style layout job, on DTensor.

Every task (a DTensor *client*) runs the user's script: it captures the
step on its first batch (tiled to the global batch: one part per data
group), the chief plans it (`planners/layout.py`) and publishes the plan in
the job's store (key `layout_plan`), the others check they captured the same
model; then every task lays the variables out (initial values broadcast from
the chief's), binds the SPMD program (`lower/layout.py`) and runs it on its
part of each batch. Values read back whole (`values`, `export`, `save`) are
collectives: every task calls them; only the chief writes files.

DTensor must be set up before the process runs any TensorFlow op, but the
user's script builds its model before it calls `get_runner`. So
`get_layout_runner` arranges it (docs/layouts.md, "Starting"):

* in a process set up already (`PARALLAX_TF_DTENSOR`, the bootstrap did
  it; or `parallax_tf.init_layouts`): the runner;
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

import numpy as np
import tensorflow as tf

from parallax_tf import env
from parallax_tf.capture import capture
from parallax_tf.classify import classify
from parallax_tf.config import Config
from parallax_tf.engines import dtensor as engine
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.lower.layout import build_layout_program, initial_values
from parallax_tf.plan import Plan
from parallax_tf.plan import mesh as vocab
from parallax_tf.planners.layout import make_layout_plan, mesh_topology
from parallax_tf.resources import Cluster, ResourcesLike, parse_resources
from parallax_tf.runtime import checkpoint, plan_exchange
from parallax_tf.runtime.dtensor_setup import DTensorSetup
from parallax_tf.runtime.runner import _BaseRunner
from parallax_tf.runtime import heartbeat
from parallax_tf.runtime.metrics import RunMetrics, observers
from parallax_tf.runtime.stats import StepStats

logger = logging.getLogger(__name__)

PLAN_KEY = "layout_plan"
BOOTSTRAP_MODULE = "parallax_tf.runtime.bootstrap"


class LayoutRunner(_BaseRunner):
    """Runs the laid-out step on this task's devices."""

    def __init__(self, train_step: Any, cluster: Cluster, config: Config,
                 setup: DTensorSetup, machine: int = 0) -> None:
        super().__init__(train_step, cluster, config)
        self._setup = setup
        self._stats = observers(StepStats.from_env(setup.client_id, machine),
                                RunMetrics.from_config(config, setup.client_id,
                                                       cluster.num_workers))
        self._topology = setup.topology
        self._steps = 0
        heartbeat.configure(config.step_timeout)
        heartbeat.start(f"worker {setup.client_id}")
        self._fn = None
        self._mesh = None
        self._dvars: dict[str, Any] = {}
        self._input_shapes: Optional[list] = None
        self._program = None

    @property
    def worker_id(self) -> int:
        return self._setup.client_id

    @property
    def num_workers(self) -> int:
        return self._topology.num_tasks

    @property
    def replica_id(self) -> int:
        """This task's data group: tasks of one group read the same data."""
        return self._setup.data_group()[0]

    @property
    def num_replicas(self) -> int:
        return self._setup.data_group()[1]

    def _make_plan(self) -> Plan:
        return make_layout_plan(self._captured, self._model_info, self._cluster, self._config,
                                task_devices=self._task_devices())

    def _job_plan(self) -> Plan:
        """The chief plans and publishes its plan and its batch's shapes;
        the others read them and check they captured the same model and
        feed batches of the same shapes (SPMD: one program for all)."""
        store = env.kv_store() if self.num_workers > 1 else None
        shapes = [list(s.shape) for s in self._captured.input_specs]
        if self.worker_id == 0:
            plan = self._make_plan()
            if store is not None:
                plan_exchange.publish(json.dumps({"plan": plan.to_dict(), "inputs": shapes}),
                                      key=PLAN_KEY)
            logger.info("plan:\n%s", plan.summary())
            return plan
        if store is None:
            return self._make_plan()
        published = json.loads(plan_exchange.wait(key=PLAN_KEY))
        plan = Plan.from_json(json.dumps(published["plan"]))
        if plan.model_fingerprint != self._model_info.fingerprint:
            raise ConfigError(
                f"task {self.worker_id} captured a different model than task 0 (fingerprint "
                f"{self._model_info.fingerprint} vs {plan.model_fingerprint}): every task must "
                "run the same script with the same arguments")
        if published["inputs"] != shapes:
            groups = self.num_replicas
            raise ConfigError(
                f"task {self.worker_id}'s first batch has shapes {self._input_shapes} but task "
                f"0's has {_per_task(published['inputs'], groups)}: every task of a layout job "
                "feeds batches of the same shapes (batch with drop_remainder=True)")
        return plan

    def _task_devices(self) -> tuple:
        kind = "GPU:0" if self._setup.device_type == "GPU" else "CPU:0"
        return (kind,) * self.num_workers

    def _start(self, batch: tuple) -> None:
        self._captured = capture(self._step, *global_batch(batch, self._topology, self._config))
        self._model_info = classify(self._captured)
        self._plan = self._job_plan()
        self._program = build_layout_program(self._captured, self._plan)
        self._mesh = engine.make_mesh(self._plan.topology.axes)
        layouts = {n: engine.layout(self._mesh, a)
                   for n, a in self._program.variable_axes.items()}
        values = engine.broadcast_from_first(initial_values(self._captured), layouts, self._mesh)
        self._dvars = {n: engine.variable(v) for n, v in values.items()}
        self._fn = self._program.bind(self._dvars, self._mesh)
        if self._stats is not None and self.worker_id == 0:
            self._stats.set_plan(self._plan)

    def _check_batch(self, flat: list) -> None:
        shapes = [tuple(np.shape(a)) for a in flat]
        if self._input_shapes is None:
            self._input_shapes = shapes
        elif shapes != self._input_shapes:
            raise ConfigError(
                f"run() got inputs of shapes {shapes}, but the step was laid out for "
                f"{self._input_shapes} (its first batch): a laid-out step keeps its shapes; "
                "batch with drop_remainder=True (or pad the last batch)")

    def run(self, *batch: Any) -> Any:
        """Run one step on this task's `batch`; returns the step's outputs
        (the whole, global values, the same on every task)."""
        flat = tf.nest.flatten(batch)
        self._check_batch(flat)
        if self._fn is None:
            self._start(batch)
        if len(flat) != len(self._captured.input_names):
            raise ConfigError(f"run() got {len(flat)} input tensors, the step was captured "
                              f"with {len(self._captured.input_names)}")
        inputs = engine.pack_inputs(flat, self._mesh, self._topology, self.worker_id,
                                    self._setup.data_axis)
        if self._stats is not None:
            self._stats.before_step(flat)
        heartbeat.step_started()
        try:
            results = self._fn(*inputs)
        except (tf.errors.UnknownError, tf.errors.InvalidArgumentError) as e:
            why = engine.explain_error(e)
            if why is None:
                raise
            logger.debug("DTensor's error: %s", e)
            raise PlanError(f"{why}. Leave the dims that reach this op replicated (drop their "
                            "layout rule or dim name), or train without a mesh "
                            "(docs/layouts.md lists what DTensor cannot lay out)") from None
        outputs = [engine.first_component(o) for o in results]
        heartbeat.step_finished()
        self._steps += 1
        if self._stats is not None:
            self._stats.after_step()
        structure = self._captured.concrete_function.structured_outputs
        return tf.nest.pack_sequence_as(structure, outputs)

    def sync(self) -> None:
        """Nothing to wait for: a laid-out step is synchronous (SPMD)."""

    def _require_started(self, what: str) -> None:
        if self._fn is None:
            raise ConfigError(f"run a step before {what} (the step's variables are laid out "
                              "on the first run)")

    def values(self) -> dict[str, np.ndarray]:
        """Every variable of the step, read back whole. A collective: every
        task of the job calls it."""
        self._require_started("values()")
        return engine.whole_values({n: v.read_value() for n, v in self._dvars.items()},
                                   self._mesh)

    def save(self, path: Optional[str] = None,
             checkpoint_object: Optional[tf.train.Checkpoint] = None) -> str:
        """Gather the variables whole (every task calls it) and write the
        checkpoint on the chief; single-device code loads it. Without a
        path: in `Config.checkpoint_dir` (see `_BaseRunner.save`)."""
        target = self._save_path(path)
        values = self.values()
        if self.worker_id != 0:
            return target
        return self._write_checkpoint(path, checkpoint_object, values)

    def restore(self, path: Optional[str] = None) -> None:
        """Load values written by `save` (on the chief: the other tasks need
        no copy of the file); every task calls it."""
        self._require_started("restore()")
        names = list(self._dvars)
        if self.worker_id == 0:
            values = checkpoint.read_values(self._restore_path(path), names)
        else:       # placeholders: only the chief's values count
            values = {n: np.zeros(v.shape, v.dtype.as_numpy_dtype) for n, v in self._dvars.items()}
        layouts = {n: engine.layout(self._mesh, a) for n, a in self._program.variable_axes.items()}
        for name, value in engine.broadcast_from_first(values, layouts, self._mesh).items():
            self._dvars[name].assign(value)

    def device_bytes(self) -> dict[str, int]:
        """Bytes of the parts this task's first device holds, measured on
        its DTensor components: the trainable variables and the state
        (optimizer slots, counters)."""
        self._require_started("device_bytes()")
        trainable = {v.name for v in self._captured.trainable_variables}
        out = {"trainable": 0, "state": 0}
        for name, v in self._dvars.items():
            shape = engine.local_shape(v.read_value())
            size = int(np.prod(shape)) * v.dtype.size if shape else v.dtype.size
            out["trainable" if name in trainable else "state"] += size
        return out

    def local_shapes(self) -> dict[str, tuple[int, ...]]:
        """The shape of the part of each variable on this task's first device."""
        self._require_started("local_shapes()")
        return {n: engine.local_shape(v.read_value()) for n, v in self._dvars.items()}


def _per_task(global_shapes: list, groups: int) -> list:
    """The shapes of one task's batch, from the global batch's."""
    return [tuple([s[0] // groups, *s[1:]]) if s else tuple(s) for s in global_shapes]


def global_batch(batch: tuple, topology: Any, config: Config) -> tuple:
    """One task's batch repeated to the global batch's shape (one part per
    data group): the shapes the laid-out step is traced with."""
    data_axis = dict(config.layout_rules).get(vocab.BATCH)
    groups = len(topology.data_groups(data_axis))
    if data_axis is None or groups == 1:
        return tuple(batch)
    return tuple(tf.nest.map_structure(
        lambda a: np.concatenate([np.asarray(a)] * groups) if np.ndim(a) else a, tuple(batch)))


# ----------------------------------------------------------------------------- starting

def prelude(config: Config, num_tasks: int, task_devices: Sequence[str] = ()) -> DTensorSetup:
    """What every task of a layout job needs to join the mesh."""
    topology = mesh_topology(config, num_tasks, task_devices)
    gpu = any(d.startswith("GPU") for d in task_devices)
    return DTensorSetup(mesh=tuple(config.mesh), devices_per_client=topology.devices_per_task,
                        device_type="GPU" if gpu else "CPU",
                        data_axis=dict(config.layout_rules).get(vocab.BATCH))


def _program_argv() -> list[str]:
    """How this process's program was started: [script, args] or [-m, module, args]."""
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if spec is not None and spec.name:
        return ["-m", spec.name, *sys.argv[1:]]
    if sys.argv and sys.argv[0] and os.path.isfile(sys.argv[0]):
        return [sys.argv[0], *sys.argv[1:]]
    raise ConfigError(
        "this program was not started from a script file or a module (an interactive "
        "session?), so parallax_tf cannot re-run it with DTensor set up first; call "
        "parallax_tf.init_layouts(config) before any TensorFlow op instead")


def _rerun_with(setup: DTensorSetup) -> None:
    """Replace this process by the same program started through the
    bootstrap, which sets DTensor up before the program runs."""
    argv = [sys.executable, "-m", BOOTSTRAP_MODULE, *_program_argv()]
    environ = {**env.environ_snapshot(), env.DTENSOR_VAR: setup.to_json()}
    logger.info("re-running %s with DTensor set up first (mesh %s)", argv[3:],
                vocab.format_mesh(setup.mesh))
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, argv, environ)


def _check_mesh(setup: DTensorSetup, config: Config) -> None:
    if tuple(setup.mesh) != tuple(config.mesh):
        raise ConfigError(
            f"this process joined mesh {vocab.format_mesh(setup.mesh)!r} but the step's "
            f"Config asks for {vocab.format_mesh(config.mesh)!r}; one job has one mesh")


def get_layout_runner(train_step: Any, resources: ResourcesLike, config: Config) -> Any:
    """The runner of a layout job (module doc: how DTensor gets set up)."""
    from parallax_tf.runtime.role import current_role  # noqa: PLC0415
    role = current_role()
    text = env.dtensor_setup()
    setup = DTensorSetup.from_json(text) if text else engine.active()
    if setup is not None:
        engine.initialize(setup)
        _check_mesh(setup, config)
        cluster = parse_resources(env.resources() or resources) if role is not None \
            else parse_resources(resources)
        return LayoutRunner(train_step, cluster, config, setup,
                            machine=role.machine if role is not None else 0)
    if role is not None:
        if role.index != 0:
            raise ConfigError(
                f"worker {role.index} runs a laid-out step but DTensor was not set up before "
                "its script: start the job with parallax-tf run or get_runner(resources=...)")
        first = prelude(config, role.num_workers, role.worker_devices)
        plan_exchange.publish(json.dumps({"dtensor": json.loads(first.to_json())}))
        _rerun_with(first.for_task(0, list(role.cluster["worker"])))
    cluster = parse_resources(resources)
    first = prelude(config, cluster.num_workers)
    if cluster.num_workers == 1:
        _rerun_with(first)
    from parallax_tf.runtime.launcher import launch  # noqa: PLC0415
    status = launch(cluster, [env.python_executable() or sys.executable, *_program_argv()],
                    start_servers=False, env={env.RESOURCES_VAR: cluster.to_str()},
                    dtensor=first.to_json())
    raise SystemExit(status)


def init_layouts(config: Config) -> None:
    """Set DTensor up in this process for `config`'s mesh on one task, before
    any TensorFlow op (in a notebook or a program that cannot be re-run);
    `get_runner` then needs no re-run."""
    if not isinstance(config, Config) or not config.is_layout:
        raise ConfigError("init_layouts(config) takes a Config with a mesh, e.g. "
                          "Config(mesh='batch:2;model:2', layout_rules=...)")
    engine.initialize(prelude(config, 1))
