"""`get_runner(train_step, resources, config)` and the runners it returns.

* In a process started by the launcher (it has a role): a `DistributedRunner`
  bound to this worker.
* With resources of a single slot: a `LocalRunner` that calls the step
  directly (no servers, no Horovod), so one script runs everywhere.
* Otherwise this process is the user's launch: the same script is started on
  every task through the launcher, and this process ends with the job's exit
  status when the job ends (get_runner does not return here).
* `Config(mesh=...)`: a `LayoutRunner` on DTensor (runtime/layout_runner.py).
"""
from __future__ import annotations

import dataclasses
import functools
import logging
import os
import sys
import time
from typing import Any, Optional

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep, capture
from parallax_tf.classify import classify
from parallax_tf.config import Architecture, Config
from parallax_tf.errors import ConfigError
from parallax_tf.plan import Plan, make_plan
from parallax_tf.resources import Cluster, ResourcesLike, parse_resources
from parallax_tf.runtime import checkpoint
from parallax_tf.runtime.periodic import Periodic

logger = logging.getLogger(__name__)


class _BaseRunner:
    """What every runner offers."""

    _steps = 0
    """Steps run by this runner (each runner counts its own)."""

    def __init__(self, train_step: Any, cluster: Cluster, config: Config) -> None:
        self._step = train_step
        self._cluster = cluster
        self._config = config
        self._captured: Optional[CapturedStep] = None
        self._plan: Optional[Plan] = None
        self._model_info = None
        every = config.checkpoint_every
        self._periodic = Periodic(every) if every is not None else None
        """When the next periodic checkpoint is due (None: no periodic ones)."""
        self._resume: Optional[checkpoint.Resume] = None
        """The checkpoint this job resumes from (set where it is known)."""
        self._pending_restore: Optional[str] = None
        """A checkpoint `restore` was asked for before the first step."""
        self._random_steps = 0
        """Runs of the program's stateful random ops in its current session."""

    @property
    def plan(self) -> Optional[Plan]:
        """The plan (known after the first `run`, which captures the step)."""
        return self._plan

    def _capture(self, batch: tuple) -> CapturedStep:
        """Capture and classify the step on its first batch (alpha measured on
        it, so the plan predicts bytes)."""
        if self._captured is None:
            self._captured = capture(self._step, *batch)
            self._model_info = classify(self._captured, sample_batches=[tuple(batch)])
        return self._captured

    def _variables(self) -> dict[str, Any]:
        if self._captured is None:
            raise ConfigError("the runner has not run a step yet, so it does not know the "
                              "step's variables; call runner.run(batch) first")
        return {v.name: v.variable for v in self._captured.variables}

    def values(self) -> dict[str, np.ndarray]:
        """Current values of all the step's variables, by plan name."""
        raise NotImplementedError

    def export(self) -> None:
        """Copy the trained values into the user's own variables."""
        variables = self._variables()
        for name, value in self.values().items():
            variables[name].assign(value)

    @property
    def start_step(self) -> int:
        """The step this job starts from: 0, or with `Config(checkpoint_every=
        ...)` the step of the checkpoint it resumes from. Skip that many
        batches of the input: `dataset.skip(runner.start_step)`, or
        `range(runner.start_step, steps)` in a loop over indices."""
        return self._resume.step if self._resume is not None else 0

    def save(self, path: Optional[str] = None,
             checkpoint_object: Optional[tf.train.Checkpoint] = None) -> str:
        """Write a checkpoint of all variables (see `runtime.checkpoint`);
        without a path `CHECKPOINT_DIR/ckpt-<steps run>`, written atomically,
        named in the folder's index file (`tf.train.latest_checkpoint`), the
        last `Config.keep_checkpoints` kept."""
        return self._write_checkpoint(path, checkpoint_object, self.values())

    def _write_checkpoint(self, path: Optional[str],
                          checkpoint_object: Optional[tf.train.Checkpoint],
                          values: dict[str, np.ndarray]) -> str:
        """`save`, given the values."""
        if path is not None:
            return checkpoint.save(os.fspath(path), values, self._variables(), checkpoint_object)
        target = self._save_path(None)          # CHECKPOINT_DIR/ckpt-<steps>
        writer = None if checkpoint_object is None else functools.partial(
            checkpoint.save, values=values, variables=self._variables(),
            checkpoint=checkpoint_object)
        written = checkpoint.write_atomically(
            os.path.dirname(target), self._steps, values, self._config.keep_checkpoints,
            random_steps=self._random_steps, writer=writer)
        if self._periodic is not None:
            self._periodic.written()
        return written

    def _save_path(self, path: Optional[str]) -> str:
        """Where `save(path)` writes (see `save`)."""
        if path is not None:
            return os.fspath(path)
        folder = self._config.checkpoint_dir
        if folder is None:
            raise ConfigError("runner.save() without a path needs Config(checkpoint_dir=...); "
                              "give the path, save('ckpt/model'), or set the folder")
        return os.path.join(os.path.abspath(folder), f"ckpt-{self._steps}")

    def _after_step_checkpoint(self) -> None:
        """A periodic checkpoint when one is due (by the chief)."""
        if self._periodic is not None and self._periodic.due(self._steps):
            started = time.perf_counter()
            path = self.save()      # a distributed runner's values() is a watched wait
            logger.info("checkpoint %s written after step %d (%.2f s)", path, self._steps,
                        time.perf_counter() - started)

    def _resume_values(self, names: list[str]) -> Optional[dict[str, np.ndarray]]:
        """The values this job starts from instead of its initial ones: the
        resumed checkpoint's, or the one `restore` asked for before the
        first step (None: neither)."""
        path = self._pending_restore or (self._resume.path if self._resume else None)
        if path is None:
            return None
        try:
            values = checkpoint.read_values(path, names)
        except (tf.errors.OpError, ValueError, KeyError) as e:
            raise ConfigError(
                f"checkpoint {path!r} does not hold this step's variables ({e}); it was "
                "written by another model: give Config(checkpoint_dir=...) a folder of its "
                "own, or remove that checkpoint") from e
        logger.info("starting from checkpoint %s%s", path,
                    f" (step {self._resume.step})" if self._resume and not
                    self._pending_restore else "")
        return values

    def _restore_path(self, path: Optional[str]) -> str:
        """`path`, or the latest checkpoint in `Config.checkpoint_dir`."""
        if path is not None:
            return os.fspath(path)
        folder = self._config.checkpoint_dir
        latest = tf.train.latest_checkpoint(folder) if folder else None
        if latest is None:
            raise ConfigError(
                "runner.restore() without a path restores the latest checkpoint in "
                f"Config.checkpoint_dir={folder!r}, and there is none" if folder else
                "runner.restore() without a path needs Config(checkpoint_dir=...); give the "
                "path of a checkpoint written by runner.save")
        return latest


class LocalRunner(_BaseRunner):
    """One slot: the user's step, called directly (split scopes do nothing)."""

    worker_id = 0
    num_workers = 1
    replica_id = 0
    num_replicas = 1
    _metrics = None

    def __init__(self, train_step: Any, cluster: Cluster, config: Config) -> None:
        super().__init__(train_step, cluster, config)
        if self._periodic is not None:
            self._resume = checkpoint.latest(config.checkpoint_dir)

    def run(self, *batch: Any) -> Any:
        if self._captured is None:
            self._capture(batch)
            from parallax_tf.planners.chunks import gradient_layers  # noqa: PLC0415
            config = self._config
            if config.is_pipeline:
                logger.info("one slot: the pipeline's stages run as one step on this "
                            "device, on the whole batch (as single-device training)")
                config = dataclasses.replace(config, schedule=None, pipeline_stages=None,
                                             microbatches=None, staleness=None,
                                             spectrain_gamma=None, architecture=None)
            self._plan = make_plan(self._model_info, self._cluster, config,
                                   layers=gradient_layers(self._captured))
            logger.info("plan:\n%s", self._plan.summary())
            from parallax_tf.runtime.metrics import RunMetrics  # noqa: PLC0415
            self._metrics = RunMetrics.from_config(self._config)
            variables = self._variables()
            values = self._resume_values(list(variables))
            if values is not None:
                for name, value in values.items():
                    variables[name].assign(value)
                self._steps = self.start_step
        if self._metrics is not None:
            self._metrics.before_step(tf.nest.flatten(batch))
        outputs = self._step(*batch)
        self._steps += 1
        if self._metrics is not None:
            self._metrics.after_step()
        self._after_step_checkpoint()
        return outputs

    def sync(self) -> None:
        """Nothing to wait for on one slot (see DistributedRunner.sync)."""

    def values(self) -> dict[str, np.ndarray]:
        return {n: v.numpy() for n, v in self._variables().items()}

    def restore(self, path: Optional[str] = None) -> None:
        """Load values written by `save` (without a checkpoint object);
        without a path the latest in `Config.checkpoint_dir`. Before the
        first step: loaded when it has captured the step."""
        if self._captured is None:
            self._pending_restore = self._restore_path(path)
            return
        variables = self._variables()
        for name, value in checkpoint.read_values(self._restore_path(path),
                                                  list(variables)).items():
            variables[name].assign(value)


class Planned(BaseException):
    """Raised by a `PlanOnlyRunner`'s first `run`: the script's step is
    planned, nothing is trained (a BaseException, so a script's own
    `except Exception` does not swallow it)."""

    def __init__(self, plan: Plan) -> None:
        super().__init__("planned")
        self.plan = plan


@dataclasses.dataclass
class PlanOnly:
    """`parallax-tf plan` on a script without a hook: the resources and the
    Config changes of the command line (None: the script's own)."""

    resources: Optional[str] = None
    change: Any = None
    """Config -> Config: the command line's options applied to the script's."""


_launched_step: Optional[str] = None
"""The step of this launched task's runner, once get_runner made one."""

_plan_only: Optional[PlanOnly] = None
"""Set by `parallax-tf plan` while it runs a script without a hook."""


def plan_only(request: Optional[PlanOnly]) -> None:
    """Make `get_runner` return `PlanOnlyRunner`s (None: back to normal)."""
    global _plan_only
    _plan_only = request


class PlanOnlyRunner:
    """What `get_runner` returns under `parallax-tf plan SCRIPT` when the
    script has no `parallax_tf_step` hook: its first `run(*batch)` plans
    the step on that batch (alpha measured on it) and raises `Planned`."""

    worker_id = 0
    replica_id = 0
    start_step = 0

    def __init__(self, train_step: Any, resources: ResourcesLike, config: Config) -> None:
        self._step, self._resources, self._config = train_step, resources, config
        self.num_workers = parse_resources(resources).num_workers
        self.num_replicas = self.num_workers

    def run(self, *batch: Any) -> Any:
        from parallax_tf.api import plan  # noqa: PLC0415
        raise Planned(plan(self._step, *batch, resources=self._resources, config=self._config,
                           sample_batches=None if self._config.is_layout
                           or self._config.is_pipeline else [tuple(batch)]))


def get_runner(train_step: Any, resources: ResourcesLike = "localhost:0",
               config: Optional[Config] = None) -> Any:
    """A runner for `train_step` on `resources` (see module doc)."""
    from parallax_tf.runtime.role import current_role  # noqa: PLC0415
    config = config or Config()
    if not isinstance(config, Config):
        raise ConfigError(f"config={config!r} is not a parallax_tf.Config")
    if _plan_only is not None:
        return PlanOnlyRunner(train_step, _plan_only.resources or resources,
                              _plan_only.change(config) if _plan_only.change else config)
    if config.is_layout:
        from parallax_tf.runtime.layout_runner import get_layout_runner  # noqa: PLC0415
        return get_layout_runner(train_step, resources, config)
    role = current_role()
    if role is not None:
        global _launched_step
        if _launched_step is not None:
            raise ConfigError(
                f"px.get_runner() was already called in this task (for step "
                f"{_launched_step!r}); a launched task runs one training step on one TensorFlow "
                "server: keep the first runner and call its run() (px.keras.fit: one call with "
                "all the epochs), or train the other model in a job of its own")
        _launched_step = getattr(train_step, "__name__", repr(train_step))
    if role is not None and config.is_pipeline:
        from parallax_tf.runtime.pipeline_runner import PipelineRunner  # noqa: PLC0415
        return PipelineRunner(train_step, role, config)
    if role is not None:
        from parallax_tf.runtime.worker import DistributedRunner  # noqa: PLC0415
        return DistributedRunner(train_step, role, config)
    cluster = parse_resources(resources)
    if cluster.num_workers == 1:
        return LocalRunner(train_step, cluster, config)
    from parallax_tf.runtime.launcher import launch  # noqa: PLC0415
    from parallax_tf.env import python_executable  # noqa: PLC0415
    argv = [python_executable() or sys.executable, *sys.argv]
    status = launch(cluster, argv,
                    start_servers=config.architecture not in (Architecture.ALLREDUCE,
                                                              Architecture.PIPELINE),
                    env={"PARALLAX_TF_RESOURCES": cluster.to_str(),
                         "PARALLAX_TF_ARCHITECTURE": config.architecture.value},
                    plan_from_chief=True)
    raise SystemExit(status)
