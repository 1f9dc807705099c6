"""`get_runner(train_step, resources, config)` and the one `Runner`.

The runner owns the step protocol of every mode (data parallelism, model
splits, weak synchronisation, chunks, layouts, pipelines, one slot); what a
mode does differently is its engine (`modes/engine.py`, one per mode,
`registry.py`):

* the first `run(*batch)` captures the step on the batch (as the engine
  traces it), classifies its variables, and the job agrees on one plan:
  the chief plans and ships it, every other task checks it captured the
  same model (`runtime/job.py`); the engine then builds the program from
  the values the job starts from (the checkpoint it resumes from, on the
  chief; the broadcast does the rest);
* every `run` feeds the batch (`runtime/inputs.py`: eager tensors, arrays,
  scalars, dicts, composites) and gives the step's return value back in
  its structure; heartbeats tell the launcher's watchdog what this task
  does (its phase before the first step: capturing, planning, lowering);
  step observers (statistics, TensorBoard metrics) see every step;
* the chief writes periodic checkpoints (`Config(checkpoint_every=...)`)
  and a job resumes from the latest; `values`, `export` and `save` work
  on the chief alone and on every task, in every mode, and see the last
  step's updates; `restore` is called by every task.

`get_runner` in a process the launcher started returns the runner of this
task; with resources of one slot, a runner whose engine calls the step
directly; otherwise this process is the user's launch: the same program
starts on every slot and this process ends with the job's exit status
(`get_runner` does not return there).
"""
from __future__ import annotations

import dataclasses
import logging
import os
import time
from typing import Any, Optional

import numpy as np
import tensorflow as tf

from parallax_tf import env, registry, views
from parallax_tf.api import plan
from parallax_tf.capture import CapturedStep, capture
from parallax_tf.classify import classify
from parallax_tf.comm.process_sets import engine_of
from parallax_tf.config import Config, compose
from parallax_tf.errors import ConfigError, LaunchError, NonFiniteError, ParallaxError
from parallax_tf.launch import elastic, heartbeat, schedulers
from parallax_tf.launch.role import current_role
from parallax_tf.plan import Plan
from parallax_tf.resources import ResourcesLike, parse_resources
from parallax_tf.runtime import checkpoint, features, inputs
from parallax_tf.runtime.inputs import example
from parallax_tf.runtime.job import Job, agree_on_plan, agree_on_resume, input_shapes
from parallax_tf.runtime.metrics import RunMetrics, observers
from parallax_tf.runtime.periodic import Periodic
from parallax_tf.runtime.stats import StepStats

logger = logging.getLogger(__name__)


class Runner:
    """Runs one task's part of a distributed step (see the module doc)."""

    def __init__(self, train_step: Any, job: Job, engine: Any) -> None:
        self._step = train_step
        self.job, self.engine = job, engine
        config = engine.config
        self._config = config
        self._stats = observers(
            StepStats.from_env(job.worker_id, job.machine) if job.role is not None else None,
            RunMetrics.from_config(config, job.worker_id, job.num_workers,
                                   job.role is None or job.role.local_rank == 0))
        engine.stats = self._stats
        self._captured: Optional[CapturedStep] = None
        self._plan: Optional[Plan] = None
        self._started = False
        self._closed = False
        self._steps = 0
        self._examples: Optional[int] = 0
        """Examples of the global input stream trained (`start_example`)."""
        self._warned_nan = False
        self._grow: Optional[str] = None     # an elastic job's chief: machines back (grow)
        every = config.checkpoint.checkpoint_every
        self._periodic = Periodic(every) if every is not None else None
        """When the next periodic checkpoint is due (None: no periodic ones)."""
        if config.checkpoint.checkpoint_dir is not None:
            checkpoint.check_folder(config.checkpoint.checkpoint_dir)
        self._resume: Optional[checkpoint.Resume] = None
        self._resume_known = self._periodic is None
        self._example: Optional[str] = None
        """The first batch's signature (`inputs.signature`), in periodic checkpoints."""
        if self._periodic is not None and job.is_chief:
            self._resume = agree_on_resume(job, config.checkpoint.checkpoint_dir)
            self._resume_known = True
        self._pending_restore: Optional[str] = None
        """A checkpoint `restore` was asked for before the first step."""
        self.resume_position: Optional[str] = None
        """Where a resumed job goes on, as its program counts (`px.keras.fit`:
        "epoch 2, batch 5 (step 13)"); None: the step. In the line the chief
        prints when it resumes."""
        if job.store or job.role is not None:
            heartbeat.configure(config.observe.step_timeout)
            heartbeat.start(job.name)

    # -- who and where ------------------------------------------------------------
    @property
    def worker_id(self) -> int:
        return self.job.worker_id

    @property
    def num_workers(self) -> int:
        return self.job.num_workers

    @property
    def replica_id(self) -> int:
        """This task's replica (data group with layouts; = worker_id without
        model splitting)."""
        known = self.engine.replica or env.replica()
        if known is not None:
            return known[0]
        return self.worker_id

    @property
    def num_replicas(self) -> int:
        """Data-parallel copies (= num_workers without model splitting).
        Known before the first step everywhere but on the chief of a job
        whose step's split scopes decide it on its first step."""
        known = self.engine.replica or env.replica()
        if known is not None:
            return known[1]
        if self.num_workers == 1:
            return 1
        raise ConfigError("num_replicas is known on worker 0 after its first runner.run(...) "
                          "(the step's split scopes decide it); use num_workers before")

    @property
    def tuned(self) -> Any:
        """What the tuning hooks measured and chose (`modes/data/tuning.py`
        `Outcomes`: `.architecture` for AUTO, `.search` for the partition
        search, `.chunks` for the chunk search); None in modes without them."""
        return getattr(self.engine, "tuned", None)

    @property
    def plan(self) -> Optional[Plan]:
        """The plan (known after the first `run`, which captures the step)."""
        return self._plan

    @property
    def start_step(self) -> int:
        """The step this job starts from: 0, or with `Config(checkpoint_every=
        ...)` the step of the checkpoint it resumes from. Skip that many
        batches of the input: `dataset.skip(runner.start_step)`, or
        `range(runner.start_step, steps)` in a loop over indices."""
        if not self._resume_known:
            self._resume = agree_on_resume(self.job, self._config.checkpoint.checkpoint_dir)
            self._resume_known = True
        return self._resume.step if self._resume is not None else 0

    @property
    def start_example(self) -> int:
        """The examples trained (each step: replicas x batch rows) when the
        checkpoint it resumes from was written, on any worker counts (0 on a
        fresh start): `px.shard(dataset, start=runner.start_example)`."""
        if not self.start_step or self._resume is None:
            return 0
        if self._resume.examples is None:
            raise ConfigError(
                f"checkpoint {self._resume.path!r} does not record the examples trained "
                "(written before they were, or by your own checkpoint object); skip "
                "runner.start_step batches instead, on the worker count that wrote it")
        return self._resume.examples

    @property
    def variables(self) -> dict[str, Any]:
        """The step's own variables (the user's `tf.Variable`s) by plan name,
        known after the first `run` (or `prepare`); `export` writes into them."""
        self._require_started("variables")
        return {v.name: v.variable for v in self._captured_step.variables}

    # -- steps ----------------------------------------------------------------------
    def prepare(self, *batch: Any) -> None:
        """Capture, plan and build the program on this batch without running
        a step (the first `run` does it otherwise): to read the `plan`, or
        `values()` (a resumed job's checkpoint), before training. Every
        task calls it, or none."""
        if not self._started:
            self._start(batch, inputs.flatten(batch))

    def run(self, *batch: Any) -> Any:
        """Run one step on this task's `batch`; returns the step's return value."""
        if self._closed:
            raise ConfigError("runner.run() after runner.close(): a closed runner runs no "
                              "more steps; make the calls before close()")
        if self._grow:
            elastic.end_generation(self._grow, self._steps)
        flat = inputs.flatten(batch)
        if not self._started:
            self._start(batch, flat)
        self.engine.check_batch(flat)
        if self._stats is not None:
            self._stats.before_step(flat)
        started = time.perf_counter()
        heartbeat.step_started()
        try:
            outputs = self.engine.step(tuple(batch), flat)
        except BaseException:
            heartbeat.step_failed()
            raise
        heartbeat.step_finished()
        self._steps += 1
        self._examples = inputs.counted(self._examples, batch, self._plan)
        if self._stats is not None:
            self._stats.after_step(getattr(self.engine, "last_events", None))
        replanned = self.engine.after_step(time.perf_counter() - started)
        if replanned is not None:
            self._plan = replanned
            self._record_features()
        self._check_finite(outputs)
        if self.job.is_chief:
            self._after_step_checkpoint()
        return inputs.repack(self._captured_step.output_structure, outputs)

    def _check_finite(self, outputs: Any) -> None:
        """A NaN or infinite floating output (the loss): a warning once, or
        with Config(stop_on_nan=True) an error naming the step and worker."""
        bad = inputs.non_finite(outputs)
        if bad is None:
            return
        what = (f"step {self._steps - 1} (counted from 0) on {self.job.name} returned a "
                f"non-finite value (output {bad})")
        if self._config.observe.stop_on_nan:
            raise NonFiniteError(
                f"{what}; Config(stop_on_nan=True) ends the job here: lower the learning rate, "
                "clip the gradients, or check the batch of this step")
        if not self._warned_nan:
            self._warned_nan = True
            logger.warning("%s: training goes on (warned once; Config(stop_on_nan=True) ends "
                           "the job instead)", what)

    def _start(self, batch: tuple, flat: list) -> None:
        """The first step's work (see the module doc), phase by phase."""
        engine, job = self.engine, self.job
        started = time.perf_counter()
        with heartbeat.phase("capturing the step"):
            traced = engine.traced_batch(tuple(batch))
            self._captured = captured = capture(self._step, *traced)
            self._example = inputs.signature(batch)
            model = classify(captured, sample_batches=[traced] if engine.sample_alpha else None)
        with heartbeat.phase("planning"):
            plan = agree_on_plan(job, make=lambda: engine.plan_step(captured, model),
                                 fingerprint=model.fingerprint,
                                 inputs=input_shapes(batch),
                                 key=engine.plan_key)
        if job.is_chief:
            logger.info("plan:\n%s", views.summary(plan))
        with heartbeat.phase("lowering and starting the program", with_peers=True):
            self._plan = engine.start(captured, model, plan, self._start_values(), tuple(batch))
        if self.start_step:
            self._steps, self._examples = self.start_step, self._resumed.examples
            engine.resume_random(self._resumed.random_steps, tuple(batch))
            self._say_resumed()
        if self._stats is not None and job.is_chief:
            self._stats.set_plan(self._plan)
        self._record_features()
        self._started = True
        logger.info("%s ready in %.1f s", job.name, time.perf_counter() - started)

    def _record_features(self) -> None:
        """The chief of a job of several workers checks the features it runs
        (`runtime/features.py`: what the job learnt too, such as split
        scopes under px.keras.fit) against the composition table, and
        records them where PARALLAX_TF_FEATURES_RECORD says."""
        plan = self._plan
        if not self.job.is_chief or self.job.num_workers < 2 or plan is None:
            return
        hook = getattr(registry.of_plan(plan).hooks(), "collective_engine", None)
        engine = hook(plan) if hook is not None else engine_of(plan.config.data.collectives)
        ran = features.resolved(self._config, plan, bool(self._captured_step.split_marks),
                                self.tuned, engine)
        compose.check(ran)
        features.write(ran, {"mode": plan.mode, "asked": self._config.features(),
                             "workers": self.job.num_workers, "replicas": plan.num_replicas,
                             "engine": engine, "attempt": env.restart_count(),
                             "step": plan.step_name})

    def _start_values(self) -> Any:
        """The values the job starts from, on the chief: the checkpoint it
        resumes from, or the one `restore` asked for before the first
        step; None: the variables' own (initial) values."""
        if not self.job.is_chief:
            return None
        path = self._pending_restore or (self._resume.path if self._resume else None)
        if path is None:
            return None
        values = self._lookup(path)
        logger.info("starting from checkpoint %s", path)
        return values

    def _lookup(self, path: str) -> Any:
        """`name -> value` of the checkpoint at `path` for this step's
        variables, refused by name when it holds other ones or other shapes."""
        captured = self._captured_step
        try:
            return checkpoint.lookup(path, [v.name for v in captured.variables],
                                     {v.name: v.shape for v in captured.variables})
        except Exception as e:  # TensorFlow's reader raises many kinds
            why = e.args[0] if isinstance(e, KeyError) and e.args else e
            raise ConfigError(
                f"checkpoint {path!r} does not hold this step's variables ({why}); it was "
                "written by another model (or the model changed since): give "
                "Config(checkpoint_dir=...) a folder of its own, or remove that "
                "checkpoint") from e

    def _capture_resumed(self) -> bool:
        """A job resumed at a checkpoint and asked for its values before any
        step (it had finished: `range(start_step, steps)` is empty): the
        step is captured on a batch of zeros of the checkpoint's first-batch
        signature, to name the variables; no program is built, the values
        are the checkpoint's."""
        if self._started or not self.start_step or self._resume is None \
                or not self._resume.example:
            return False
        traced = self.engine.traced_batch(example(self._resume.example))
        self._captured = capture(self._step, *traced)
        self._steps, self._examples = self.start_step, self._resume.examples
        if self.job.is_chief and self.engine.plan_key == "plan":
            # no plan follows: every worker runs its program, which finds the same
            self.job.publish("plan", f'{{"no_plan": true, "finished_at": {self._steps}}}')
        self._say_resumed(finished=True)
        return True

    def _say_resumed(self, finished: bool = False) -> None:
        """The chief's one line, shown by default (a warning: launched tasks
        show no INFO), that says where a resumed job goes on."""
        if self.job.is_chief:
            logger.warning("resumed from checkpoint %s at %s%s", self._resumed.path,
                           self.resume_position or f"step {self._steps}",
                           " (the job had finished: no step to run; its values are the "
                           "checkpoint's)" if finished else "")

    @property
    def _captured_step(self) -> CapturedStep:
        """The captured step (the first `run` or `prepare`, or `_capture_resumed`)."""
        assert self._captured is not None, "the step is captured first"
        return self._captured

    @property
    def _resumed(self) -> checkpoint.Resume:
        """The checkpoint this job resumes from (`start_step` > 0)."""
        assert self._resume is not None, "the job resumes from a checkpoint"
        return self._resume

    # -- values ----------------------------------------------------------------------
    def _require_started(self, what: str) -> None:
        if self._captured is None and not self._capture_resumed():
            raise ConfigError(f"the runner has not run a step yet, so {what} has nothing to "
                              "read; call runner.run(batch) (or runner.prepare(batch)) first")

    def values(self) -> dict[str, np.ndarray]:
        """Every variable of the step by plan name, the last step's updates
        in (any task, alone or with the others)."""
        self._require_started("values()")
        if self._closed:
            raise ConfigError("runner.values() after runner.close(): read the values "
                              "before closing the runner")
        if not self._started:            # resumed at its last step (`_capture_resumed`)
            get = self._lookup(self._resumed.path)
            return {v.name: get(v.name) for v in self._captured_step.variables}
        with heartbeat.waiting():
            return self.engine.read()

    def export(self) -> None:
        """Copy the trained values into this process's own variables (so
        the model can be used or saved as usual); any task, alone or with
        the others."""
        values = self.values()
        for name, variable in self.variables.items():
            variable.assign(values[name])

    def save(self, path: Optional[str] = None, checkpoint_object: Any = None) -> str:
        """Write a checkpoint of every variable; the chief writes it, the
        other tasks write nothing and return the path (so a script may call
        it on the chief alone or on every task). Without a path:
        `CHECKPOINT_DIR/ckpt-<steps run>` (`Config.checkpoint_dir`),
        written atomically, named in the folder's index file
        (`tf.train.latest_checkpoint`), the last `Config.keep_checkpoints`
        kept. With the user's `tf.train.Checkpoint`, the values are copied
        into its variables and it writes them."""
        if path is None and not self._started:
            self._require_started("save()")
            return self._resumed.path     # resumed at its last step: that is the checkpoint
        target = self._save_path(path)
        if not self.job.is_chief:
            return target
        values = self.values()
        if path is not None:
            return checkpoint.save(os.fspath(path), values, self._user_variables(),
                                   checkpoint_object)
        writer = None if checkpoint_object is None else (
            lambda prefix: checkpoint.save(prefix, values, self._user_variables(),
                                           checkpoint_object))
        written = checkpoint.write_atomically(
            os.path.dirname(target), self._steps, values, self._config.checkpoint.keep_checkpoints,
            random_steps=self.engine.random_steps, writer=writer, example=self._example,
            examples=self._examples)
        if self._periodic is not None:
            self._periodic.written()
        return written

    def _user_variables(self) -> dict[str, Any]:
        return {v.name: v.variable for v in self._captured_step.variables}

    def _save_path(self, path: Optional[str]) -> str:
        if path is not None:
            return os.fspath(path)
        folder = self._config.checkpoint.checkpoint_dir
        if folder is None:
            raise ConfigError("runner.save() without a path needs Config(checkpoint_dir=...); "
                              "give the path, save('ckpt/model'), or set the folder")
        return os.path.join(os.path.abspath(folder), f"ckpt-{self._steps}")

    def _after_step_checkpoint(self) -> None:
        """A periodic checkpoint when one is due (by the chief)."""
        if self._periodic is not None and self._periodic.due(self._steps):
            started = time.perf_counter()
            path = self.save()
            logger.info("checkpoint %s written after step %d (%.2f s)", path, self._steps,
                        time.perf_counter() - started)
            self._grow = elastic.grow_wanted(self.job)

    def restore(self, path: Optional[str] = None) -> None:
        """Load values written by `save` (name-keyed); without a path the
        latest in `Config.checkpoint_dir`. Every task calls it. Before the
        first step: the chief loads them when the program is built."""
        if not self._started:
            self._pending_restore = self._restore_path(path) if self.job.is_chief else None
            return
        values = self._lookup(self._restore_path(path)) if self.job.is_chief else None
        with heartbeat.waiting():
            self.engine.assign(values)

    def _restore_path(self, path: Optional[str]) -> str:
        if path is not None:
            return os.fspath(path)
        folder = self._config.checkpoint.checkpoint_dir
        latest = tf.train.latest_checkpoint(folder) if folder else None
        if latest is None:
            raise ConfigError(
                "runner.restore() without a path restores the latest checkpoint in "
                f"Config.checkpoint_dir={folder!r}, and there is none" if folder else
                "runner.restore() without a path needs Config(checkpoint_dir=...); give the "
                "path of a checkpoint written by runner.save")
        return latest

    def close(self) -> None:
        """Release what the engine holds (its sessions); the runner runs no
        more steps."""
        self.engine.close()
        self._closed = True

    def sync(self) -> None:
        """Wait until every task called `sync` (all must). With
        Config(sync=ASYNC) or weak synchronisation workers run ahead of each
        other: after the last step, every worker's updates are in."""
        if self._started:
            with heartbeat.waiting():
                self.engine.sync()


# ----------------------------------------------------------------------------- plan only

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
    links: Any = None
    """`--links`: what MIXED prices with (None: assumed)."""
    cores: Any = None
    """`--cores`: predict step times on machines of so many cores."""
    scale: Any = None
    """`--predict`: and on these cluster shapes (`planner/scale.py`)."""


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

    def __init__(self, train_step: Any, resources: ResourcesLike, config: Config,
                 links: Any = None, cores: Any = None, scale: Any = None) -> None:
        self._step, self._resources, self._config = train_step, resources, config
        self._links, self._cores, self._scale = links, cores, scale
        self.num_workers = parse_resources(resources).num_workers
        self.num_replicas = self.num_workers

    def run(self, *batch: Any) -> Any:
        raise Planned(plan(self._step, *batch, resources=self._resources, config=self._config,
                           sample_batches=[tuple(batch)], links=self._links,
                           cores=self._cores, scale=self._scale))


def _warn_if_a_scheduler_started_it() -> None:
    """A script a scheduler started as one task of many, run without
    `parallax-tf task`, trains alone: say so (docs/clusters.md)."""
    try:
        start = schedulers.detect()
    except LaunchError:
        return
    if start is not None and start.size > 1:
        logger.warning(
            "this process is %s, but it was not started through parallax-tf task: it trains "
            "ALONE, like every other task of the job. Start each task as 'parallax-tf task "
            "script.py ARGS...' (docs/clusters.md)", start.describe())


def _warn_if_not_the_launchers(resources: Any, role: Any) -> None:
    """Under a launcher (`parallax-tf run`, `parallax-tf task`) the job runs
    on the launcher's resources and the script's `resources=` is ignored:
    the chief warns when the script names other resources of several slots
    (one slot, the default, is what a script that also runs alone says)."""
    launched = env.resources()
    if not role.is_chief or launched is None:
        return
    try:
        mine = parse_resources(resources)
        if mine.num_workers == 1 or mine.to_str() == parse_resources(launched).to_str():
            return
    except ParallaxError:
        pass                    # not resources at all: ignored too, and said so
    logger.warning(
        "resources=%r in the script are not the launcher's (%s): under parallax-tf run or "
        "parallax-tf task the job runs on the launcher's resources and the script's are "
        "ignored; pass them on with resources=os.environ.get('PARALLAX_TF_RESOURCES', ...), "
        "or drop resources= (docs/keras.md)", resources, launched)


def get_runner(train_step: Any, resources: ResourcesLike = "localhost:0",
               config: Optional[Config] = None) -> Any:
    """A runner for `train_step` on `resources` (see the module doc)."""
    config = config or Config()
    if not isinstance(config, Config):
        raise ConfigError(f"config={config!r} is not a parallax_tf.Config; build one with "
                          "parallax_tf.Config(...)")
    if _plan_only is not None:
        return PlanOnlyRunner(train_step, _plan_only.resources or resources,
                              _plan_only.change(config) if _plan_only.change else config,
                              _plan_only.links, _plan_only.cores, _plan_only.scale)
    role = current_role()
    if role is None:
        _warn_if_a_scheduler_started_it()
    if role is not None:
        global _launched_step
        if _launched_step is not None:
            raise ConfigError(
                f"px.get_runner() was already called in this task (for step "
                f"{_launched_step!r}); a launched task runs one training step on one TensorFlow "
                "server: keep the first runner and call its run() (px.keras.fit: one call with "
                "all the epochs), or train the other model in a job of its own")
        _launched_step = getattr(train_step, "__name__", repr(train_step))
        _warn_if_not_the_launchers(resources, role)
        elastic.check_config(config)
    mode = registry.mode_of(config)
    made = mode.create(train_step, resources, config, role)
    if made is None:        # the user's process: launch the job, end with its status
        raise SystemExit(mode.launch(resources, config))
    job, engine = made
    return Runner(train_step, job, engine)
