"""Pipelined training: one driver per stage process, each running its column
of the schedule (docs/pipeline.md).

* The replica's first task (stage 0) runs the user's script. On its first
  `run(batch)` it splits the batch into micro-batches, captures the step at
  a micro-batch's shapes, gets the plan (the chief plans: the stages, the
  schedule; `planners/pipeline.py`), cuts and lowers the step for every
  stage of its replica (`lower/pipeline_cut.py`, `lower/pipeline_program.py`)
  and publishes the program (a GraphDef and the names each stage runs) in
  the job's store. Each `run` then feeds the micro-batches to stage 0's
  column and waits for the step's outputs and for every stage's end of the
  mini-batch.
* Every other stage task starts through the bootstrap, never runs the
  script, reads its replica's program from the store (`serve_stage`) and
  runs its column in a loop: each forward waits for the previous stage's
  message in its queue, so the stages follow the data.

One `Session.run` per schedule cell (its dequeues, compute, sends, and with
1F1B the update). The stage processes run until the launcher stops the job.
"""
from __future__ import annotations

import logging
import time
from typing import Any, Optional, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.capture import capture
from parallax_tf.classify import classify
from parallax_tf.config import Config
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.lower.pipeline_cut import cut_pipeline
from parallax_tf.lower.pipeline_program import PipelineProgram, StageRuns, build_pipeline_program
from parallax_tf.lower.program import run_init
from parallax_tf.plan import Plan
from parallax_tf.plan.schedule import Phase, Schedule, spectrain_gaps
from parallax_tf.planners import pipeline as planner
from parallax_tf.runtime import checkpoint, data, heartbeat, plan_exchange
from parallax_tf.runtime.worker import DistributedRunner, session_config

logger = logging.getLogger(__name__)


def program_key(generation: int, replica: int) -> str:
    """Where replica `replica`'s pipeline program is published."""
    return f"pipeline_g{generation}_r{replica}"


def run_column(session: tf.compat.v1.Session, graph: tf.Graph, runs: StageRuns,
               schedule: Schedule, microbatches: Optional[Sequence[tuple]] = None,
               versions: str = "schedule") -> None:
    """Run stage `runs.index`'s column of `schedule` once (one mini-batch):
    one Session.run per cell; stage 0 feeds the micro-batches; SpecTrain's
    version gaps (`spectrain_gaps(schedule, versions)`) fed per cell."""
    k = runs.index
    forward = graph.get_operation_by_name(runs.forward)
    backward = graph.get_operation_by_name(runs.backward)
    last = graph.get_operation_by_name(runs.last_backward)
    inputs = [graph.get_tensor_by_name(n) for n in runs.inputs]
    s_forward = graph.get_tensor_by_name(runs.s_forward) if runs.s_forward else None
    s_backward = graph.get_tensor_by_name(runs.s_backward) if runs.s_backward else None
    gaps = spectrain_gaps(schedule, versions)
    column = schedule.columns[k]
    for i, action in enumerate(column):
        m = action.microbatch
        feed: dict = {}
        if action.phase is Phase.FORWARD:
            if inputs:
                feed.update(zip(inputs, tf.nest.flatten(microbatches[m])))
            if s_forward is not None:
                feed[s_forward] = float(gaps[(k, Phase.FORWARD, m)])
            session.run(forward, feed)
            continue
        if s_backward is not None:
            feed[s_backward] = float(gaps[(k, Phase.BACKWARD, m)])
        session.run(last if i == len(column) - 1 else backward, feed)


def combine_outputs(values: Sequence[np.ndarray]) -> list:
    """The step's outputs over the micro-batches: the mean of floating
    values (a mean loss of the mini-batch), the sum of integers (counts)."""
    out = []
    for v in values:
        v = np.asarray(v)
        if np.issubdtype(v.dtype, np.floating):
            out.append(v.mean(axis=0))
        elif np.issubdtype(v.dtype, np.integer):
            out.append(v.sum(axis=0))
        else:
            out.append(v[-1])
    return out


def publish_program(program: PipelineProgram, generation: int, replica: int) -> None:
    text = plan_exchange.graph_text(program.graph,
                                    stages=[r.to_dict() for r in program.stages])
    plan_exchange.publish(text, key=program_key(generation, replica))


def read_program(text: str) -> tuple[tf.Graph, tuple[StageRuns, ...]]:
    graph, d = plan_exchange.read_graph_text(text)
    return graph, tuple(StageRuns.from_dict(r) for r in d["stages"])


class PipelineRunner(DistributedRunner):
    """The driver of one pipeline replica: stage 0's task."""

    _GENERATION = 1

    def __init__(self, train_step: Any, role: Any, config: Config) -> None:
        super().__init__(train_step, role, config)
        self._pipeline: Optional[PipelineProgram] = None
        self._schedule: Optional[Schedule] = None
        self._micro_shapes: Optional[list] = None
        self.microbatch_outputs: Optional[list] = None
        """The last `run`'s outputs per micro-batch, [M, ...] each."""

    def _assignment(self, plan: Plan) -> Any:
        """The stage assignment every driver derives alike: the step's own
        marks, or the chief's automatic cut rebuilt from the plan's layers."""
        from parallax_tf.planners.split import assign_splits  # noqa: PLC0415
        step = self._captured
        if not step.split_marks:
            step = planner.mark_stages(step, {layer: part.position for part in plan.splits
                                              for layer in part.layers})
        assignment = assign_splits(step)
        for name, entry in plan.variables.items():
            if assignment.variable_split.get(name, 0) != entry.split:
                raise PlanError(
                    f"variable {name!r} is on stage {entry.split} in the chief's plan but on "
                    f"stage {assignment.variable_split.get(name, 0)} in worker "
                    f"{self.role.index}'s capture: every worker must run the same script")
        return assignment

    def _plan_pipeline(self, micro: tuple) -> tuple[Plan, Any]:
        if self.role.index == 0:
            plan, assignment = planner.make_pipeline_plan(
                self._model_info, self._captured, self._cluster, self._config, micro,
                task_devices=self.role.worker_devices or None)
            plan_exchange.publish(plan.to_json(indent=None))
            logger.info("plan:\n%s", plan.summary())
            return plan, assignment
        plan = Plan.from_json(plan_exchange.wait())
        if plan.model_fingerprint != self._model_info.fingerprint:
            raise ConfigError(
                f"worker {self.role.index} captured a different model than worker 0 (model "
                f"fingerprint {self._model_info.fingerprint} vs {plan.model_fingerprint}): "
                "every worker must run the same script with the same arguments")
        return plan, self._assignment(plan)

    def _start(self, batch: tuple) -> PipelineProgram:
        started = time.perf_counter()
        micro = planner.split_batch(batch, planner.microbatch_count(self._step, self._config,
                                                                    batch))
        self._captured = capture(self._step, *micro[0])
        self._model_info = classify(self._captured, sample_batches=[micro[0]])
        self._plan, assignment = self._plan_pipeline(micro[0])
        self._config = self._plan.config
        self._schedule = self._plan.schedule()
        if self.role.index not in self._plan.drivers():
            raise ConfigError(f"worker {self.role.index} runs the script, but it is stage "
                              f"{self._plan.topology.coords(self.role.index)['split']} of a "
                              "pipeline: start the job with parallax-tf run or get_runner()")
        data.set_replicas(self._plan.num_replicas)
        if self._collectives is None:
            from parallax_tf.comm.process_sets import init_collectives  # noqa: PLC0415
            self._collectives = init_collectives(self._plan.topology)
        cut = cut_pipeline(self._captured, assignment,
                           self._config.staleness)
        program = build_pipeline_program(self._captured, cut, self._config,
                                         self._context(self._GENERATION),
                                         self._config.microbatches)
        self._session = tf.compat.v1.Session(
            self._server.target, graph=program.graph,
            config=session_config(self._device_filters(self._plan)))
        self._pipeline = program
        homes = {v.name: v for v in self._captured.variables}
        run_init(self._session, program.init, lambda name: homes[name].variable.numpy())
        # Only now the other stages start: a session's first run (which sends
        # its graph to the master) hung while other tasks' runs already
        # waited on this task's queues.
        replica = self._plan.topology.coords(self.role.index)["replica"]
        if self._plan.num_splits > 1:
            publish_program(program, self._GENERATION, replica)
        self._micro_shapes = [np.shape(x) for x in tf.nest.flatten(micro[0])]
        logger.info("pipeline ready in %.1f s: %d stage(s) x %d micro-batch(es), %s",
                    time.perf_counter() - started, self._plan.num_splits,
                    self._config.microbatches, self._schedule.kind.value)
        return program

    def _device_filters(self, plan: Plan) -> list[str]:
        """Only this replica's stage tasks: a pipeline has no parameter
        servers (the launcher stops idle ones once the plan is out, and a
        session that lists a stopped task hangs at its first run)."""
        return [f"/job:worker/task:{t}" for t in plan.topology.group("split", self.role.index)]

    def run(self, *batch: Any) -> Any:
        """Run one mini-batch through the pipeline (its micro-batches by the
        schedule); returns the step's outputs combined over the micro-batches
        (`combine_outputs`); per micro-batch in `microbatch_outputs`."""
        program = self._pipeline or self._start(batch)
        micro = planner.split_batch(batch, self._config.microbatches)
        shapes = [np.shape(x) for x in tf.nest.flatten(micro[0])]
        if shapes != self._micro_shapes:
            raise ConfigError(
                f"run() got a batch whose micro-batches have shapes {shapes}; the pipeline was "
                f"built for {self._micro_shapes} (the first batch): feed batches of one shape "
                "(drop_remainder=True)")
        if self._stats is not None:
            self._stats.before_step(tf.nest.flatten(batch))
        heartbeat.step_started()
        run_column(self._session, program.graph, program.stages[0], self._schedule, micro,
                   self._config.spectrain_versions)
        fetches = [list(program.outputs), program.done] if program.done is not None \
            else [list(program.outputs)]
        values = self._session.run(fetches)[0]
        heartbeat.step_finished()
        self._steps += 1
        if self._stats is not None:
            self._stats.after_step()
        self.microbatch_outputs = values
        structure = self._captured.concrete_function.structured_outputs
        return tf.nest.pack_sequence_as(structure, combine_outputs(values))

    def sync(self) -> None:
        """Nothing to wait for: `run` returns once every stage is done."""

    def values(self) -> dict[str, np.ndarray]:
        if self._pipeline is None:
            raise ConfigError("run a step before reading values")
        return self._session.run(self._pipeline.reads)

    def restore(self, path: Optional[str] = None) -> None:
        if self._pipeline is None:
            raise ConfigError("run a step before restore() (the program is built then)")
        run_init(self._session, self._pipeline.init,
                 checkpoint.read_values(self._restore_path(path), list(self._pipeline.reads)))


def serve_stage(role: Any, plan_json: str) -> None:
    """A stage task other than a replica's first: start the TensorFlow
    server and Horovod, read the replica's program, run the stage's column
    for every mini-batch until the launcher stops the job."""
    from parallax_tf.comm.process_sets import init_collectives  # noqa: PLC0415
    plan = Plan.from_json(plan_json)
    server = tf.distribute.Server(role.cluster_spec(), job_name="worker",
                                  task_index=role.index, protocol="grpc", start=True)
    init_collectives(plan.topology)
    coords = plan.topology.coords(role.index)
    replica, k = coords["replica"], coords["split"]
    graph, runs = read_program(plan_exchange.wait(key=program_key(
        PipelineRunner._GENERATION, replica)))  # noqa: SLF001
    tasks = plan.topology.group("split", role.index)
    session = tf.compat.v1.Session(server.target, graph=graph, config=session_config(
        [f"/job:worker/task:{t}" for t in tasks]))
    schedule = plan.schedule()
    part = plan.splits[k]
    logger.info("worker %d runs stage %d of pipeline replica %d (%s, %d variables, layers %s)",
                role.index, k, replica, schedule.kind.value, len(part.variables),
                ", ".join(part.layers))
    while True:
        try:
            run_column(session, graph, runs[k], schedule,
                       versions=plan.config.spectrain_versions)
        except (tf.errors.UnavailableError, tf.errors.CancelledError,
                tf.errors.AbortedError) as e:
            _peer_gone(role, k, e)


PEER_GONE_WAIT_S = 60.0
"""How long a stage whose peer vanished waits for the launcher to stop it."""


def _peer_gone(role: Any, stage: int, error: Exception) -> None:
    """A run failed because another task of the job went away (the driver
    ended, a neighbour died): the launcher stops this task once it sees
    that task's exit, or reports it; wait for that, and raise after
    PEER_GONE_WAIT_S if nobody does (then this task is the one reported)."""
    lines = [ln.strip() for ln in str(error).splitlines() if ln.strip()]
    first = next((ln for ln in lines if ln.startswith(("UNAVAILABLE", "CANCELLED", "ABORTED"))),
                 lines[0] if lines else type(error).__name__)
    logger.info("worker %d (stage %d): a peer task went away (%s); waiting to be stopped",
                role.index, stage, first[:200])
    time.sleep(PEER_GONE_WAIT_S)
    raise error
