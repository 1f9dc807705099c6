"""The pipeline engine: one driver per stage process, each running its
column of the schedule (docs/pipeline.md).

* The replica's first task (stage 0) runs the user's script. On its first
  batch it splits the batch into micro-batches, the step is captured at a
  micro-batch's shapes and planned (the chief: the stages, the schedule;
  `modes/pipeline/planner.py`); the driver cuts and lowers the step for every
  stage of its replica (`modes/pipeline/cut.py`,
  `modes/pipeline/program.py`) and publishes the program (a GraphDef and
  the names each stage runs) in the job's store. Each step then feeds the
  micro-batches to stage 0's column and waits for the step's outputs and
  for every stage's end of the mini-batch.
* Every other stage task starts through the bootstrap, never runs the
  script, reads its replica's program from the store (`serve_stage`) and
  runs its column in a loop: each forward waits for the previous stage's
  message in its queue, so the stages follow the data.

One `Session.run` per stage and mini-batch: the stage's whole column, its
cells chained in the graph (each cell's dequeues, compute, sends and, with
1F1B, the update); with TensorFlow's collectives across pipeline replicas,
its reductions in a run of their own beside it (`Reductions`). The stage
processes run until the launcher stops the job.
"""
from __future__ import annotations

import logging
import threading
import time
from typing import Any, Optional, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.capture import capture
from parallax_tf.classify import classify
from parallax_tf.comm.collective import collective_ops, server_config
from parallax_tf.comm.process_sets import init_collectives
from parallax_tf.config import Config
from parallax_tf.embeddings.table import refuse_in_a_job
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.graph.split import assign_splits
from parallax_tf.launch import store_client, tf_server
from parallax_tf.modes.engine import Engine, Values, own_values
from parallax_tf.modes.local import local_or_launch
from parallax_tf.modes.pipeline import mode, planner
from parallax_tf.modes.pipeline import section as pipeline_of
from parallax_tf.modes.pipeline.cut import cut_pipeline
from parallax_tf.modes.pipeline.program import PipelineProgram, StageRuns, build_pipeline_program
from parallax_tf.plan import ParameterServer, Plan
from parallax_tf.runtime import data
from parallax_tf.runtime.inputs import flatten
from parallax_tf.runtime.job import Job, launch_job, task_cluster
from parallax_tf.session.context import WorkerContext
from parallax_tf.session.start import run_init, session_config

logger = logging.getLogger(__name__)

GENERATION = 1


def create(train_step: Any, resources: Any, config: Config, role: Any) -> Any:
    """This task's job and engine (`registry.py`)."""
    if role is None:
        made = local_or_launch(train_step, resources,
                               config.replace(pipeline=None, architecture=None))
        if made is not None:
            logger.info("one slot: the pipeline's stages run as one step on this device, on "
                        "the whole batch (as single-device training)")
        return made
    job = Job.of_task(role, task_cluster(role))
    return job, PipelineEngine(job, config, train_step)


def launch(resources: Any, config: Config) -> int:
    return launch_job(resources, start_servers=mode.starts_servers(config))


def plan_offline(train_step: Any, example_args: tuple, cluster: Any, config: Config,
                 sample_batches: Any = None, alphas: Any = None, links: Any = None,
                 cores: Any = None, scale: Any = None) -> Plan:
    """The plan of a pipelined `train_step` on one mini-batch, without a job
    (the step captured at a micro-batch's shapes, alpha measured on it).
    `links` price nothing here."""
    if cores is not None or scale is not None:
        asked = f"cores={cores!r}" if cores is not None else f"scale={scale!r}"
        raise ConfigError(f"{asked}: step times are predicted for data-parallel plans "
                          "(HYBRID, ALLREDUCE, PS, AUTO, MIXED), not yet for a pipeline's; "
                          "drop cores= and scale= (parallax-tf plan: --cores, --predict)")
    micro = planner.split_batch(example_args, planner.microbatch_count(
        train_step, config, example_args))
    captured = capture(train_step, *micro[0])
    if cluster.num_workers > 1:
        refuse_in_a_job(captured, "pipeline")
    model = classify(captured, sample_batches=[micro[0]], alphas=alphas)
    return planner.make_pipeline_plan(model, captured, cluster, config, micro[0])[0]


def server_devices(plan: Plan, owners: Any) -> dict[str, str]:
    """Every variable the plan puts on a parameter server (pipeline x HYBRID
    or PS: one shard each), and its optimizer slots -> the server's device."""
    out = {}
    for name, entry in plan.variables.items():
        if isinstance(entry.placement, ParameterServer):
            if entry.placement.num_shards != 1:
                raise PlanError(
                    f"variable {name!r} is partitioned in {entry.placement.num_shards} shards; "
                    "a pipeline's server variables are one shard each (partitioning them is "
                    "not built yet): create it without px.partitioner(), or drop "
                    "architecture=")
            out[name] = f"/job:ps/task:{entry.placement.servers[0]}/device:CPU:0"
    for slot, owner in owners.items():
        if owner in out:
            out[slot] = out[owner]
    return out


def session_tasks(plan: Plan, task: int) -> list[str]:
    """The tasks a stage's session talks to: its replica's stage tasks and
    the servers the plan uses."""
    servers = sorted({p.servers[0] for v in plan.variables.values()
                      if isinstance(p := v.placement, ParameterServer)})
    return [f"/job:worker/task:{t}" for t in plan.topology.group("split", task)] + \
        [f"/job:ps/task:{k}" for k in servers]


def program_key(generation: int, replica: int) -> str:
    """Where replica `replica`'s pipeline program is published."""
    return f"pipeline_g{generation}_r{replica}"


def run_column(session: tf.compat.v1.Session, graph: tf.Graph, runs: StageRuns,
               microbatches: Optional[Sequence[tuple]] = None, fetches: Sequence = ()) -> list:
    """Run stage `runs.index`'s column of the schedule once (one mini-batch)
    as one Session.run; stage 0 feeds the micro-batches. Returns the values
    of `fetches` (fetched in the same run). With `StageRuns.reduction`
    (TensorFlow's collectives across replicas), a thread runs the stage's
    reductions beside it, in a run of their own (`Reductions`)."""
    feed: dict = {}
    if runs.inputs:
        assert microbatches is not None         # stage 0, which has inputs, is fed
        values = [x for micro in microbatches for x in flatten(micro)]
        feed = dict(zip([graph.get_tensor_by_name(n) for n in runs.inputs], values))
    reducer = Reductions(session, graph, runs) if runs.reduction else None
    values = session.run([graph.get_operation_by_name(runs.column), *fetches], feed)[1:]
    if reducer is not None:
        reducer.wait()
    return values


class Reductions:
    """The stage's reduction run of the mini-batch (`StageRuns.reduction`)
    in a thread of its own, beside the column's run: it holds only the
    stage's collectives and its task's queues, under the group's own step-id
    sequence (`StageRuns.graph_key`); started with the column, it waits on
    the stage's queue for each update's gradients, so its setup costs the
    column nothing. Every member of a group runs one per mini-batch, so
    their step ids agree."""

    def __init__(self, session: tf.compat.v1.Session, graph: tf.Graph, runs: StageRuns) -> None:
        self.error: Optional[BaseException] = None
        op = graph.get_operation_by_name(runs.reduction)
        options = tf.compat.v1.RunOptions()
        options.experimental.collective_graph_key = runs.graph_key

        def run() -> None:
            try:
                session.run(op, options=options)
            except BaseException as e:          # raised by `wait`
                self.error = e
        self.thread = threading.Thread(target=run, daemon=True,
                                       name=f"pipeline-stage{runs.index}-reduction")
        self.thread.start()

    def wait(self) -> None:
        """After the column's run (whose updates took every reduction's
        result): the reduction run's end; its error, if it failed. (A column
        whose run failed does not wait: a reduction may wait for a peer that
        went away, until the launcher stops the job.)"""
        self.thread.join(REDUCTION_WAIT_S)
        if self.error is not None:
            raise self.error
        if self.thread.is_alive():
            raise RuntimeError(f"the stage's reduction run did not end within "
                               f"{REDUCTION_WAIT_S} s after its column's run, which took its "
                               "results")


REDUCTION_WAIT_S = 60.0
"""How long a column's run waits for its reduction run to return (it has
put its last result already: only the run's end is left)."""


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
    text = store_client.graph_text(program.graph,
                                    stages=[r.to_dict() for r in program.stages])
    store_client.publish(text, key=program_key(generation, replica))


def read_program(text: str) -> tuple[tf.Graph, tuple[StageRuns, ...]]:
    graph, d = store_client.read_graph_text(text)
    return graph, tuple(StageRuns.from_dict(r) for r in d["stages"])


class PipelineEngine(Engine):
    """The driver of one pipeline replica: stage 0's task."""

    sample_alpha = True

    def __init__(self, job: Any, config: Config, train_step: Any) -> None:
        role = job.role
        self.job, self.role, self.config, self.train_step = job, role, config, train_step
        self.server = tf_server.start(role, server_config())
        self.program: Optional[PipelineProgram] = None
        self.session: Optional[tf.compat.v1.Session] = None
        self.plan: Optional[Plan] = None
        self.microbatches = pipeline_of(config).microbatches
        self._micro_shapes: Optional[list] = None
        self.microbatch_outputs: Optional[list] = None
        """The last step's outputs per micro-batch, [M, ...] each."""

    @property
    def replica(self) -> Optional[tuple[int, int]]:
        if self.plan is None:
            return None
        return self.plan.topology.coords(self.role.index)["replica"], self.plan.num_replicas

    def _micro(self, batch: tuple) -> list:
        if self.microbatches is None:
            self.microbatches = planner.microbatch_count(self.train_step, self.config, batch)
        return planner.split_batch(batch, self.microbatches)

    def traced_batch(self, batch: tuple) -> tuple:
        return tuple(self._micro(batch)[0])

    def plan_step(self, captured: Any, model: Any) -> Plan:
        refuse_in_a_job(captured, "pipeline")
        plan, _ = planner.make_pipeline_plan(
            model, captured, self.job.cluster, self.config, captured.example_args,
            task_devices=self.role.worker_devices or None)
        return plan

    def _assignment(self, captured: Any, plan: Plan) -> Any:
        """The stage assignment every driver derives alike: the step's own
        marks, or the chief's automatic cut rebuilt from the plan's layers."""
        step = captured
        if not step.split_marks:
            step = planner.mark_stages(step, {layer: part.position for part in plan.splits
                                              for layer in part.layers})
        assignment = assign_splits(step)
        assert assignment is not None           # a pipeline's step has its stages marked
        for name, entry in plan.variables.items():
            if assignment.variable_split.get(name, 0) != entry.split:
                raise PlanError(
                    f"variable {name!r} is on stage {entry.split} in the chief's plan but on "
                    f"stage {assignment.variable_split.get(name, 0)} in worker "
                    f"{self.role.index}'s capture: every worker must run the same script")
        return assignment

    def start(self, captured: Any, model: Any, plan: Plan, values: Optional[Values],
              batch: tuple) -> Plan:
        started = time.perf_counter()
        self.plan, self.captured = plan, captured
        self.config = plan.config
        microbatches = pipeline_of(self.config).microbatches
        assert microbatches is not None         # the plan's config has them (`resolve_config`)
        self.microbatches = microbatches
        schedule = mode.schedule(plan)
        if self.role.index not in plan.drivers:
            raise ConfigError(f"worker {self.role.index} runs the script, but it is stage "
                              f"{plan.topology.coords(self.role.index)['split']} of a "
                              "pipeline: start the job with parallax-tf run or get_runner()")
        data.set_replicas(plan.num_replicas)
        collectives = init_collectives(plan.topology, plan.config.data.collectives, self.role.index)
        cut = cut_pipeline(captured, self._assignment(captured, plan),
                           pipeline_of(self.config).staleness)
        topo = plan.topology
        context = WorkerContext(
            generation=GENERATION, worker=topo.coords(self.role.index)["replica"],
            num_workers=topo.num_replicas, worker_device=plan.task_device(self.role.index),
            server_devices=(), collective=collectives.drivers,
            tasks_per_replica=topo.num_splits,
            split_devices=tuple(plan.task_device(t) for t in topo.group(
                "split", self.role.index)) if topo.num_splits > 1 else (),
            split_collectives=collectives.splits if topo.num_splits > 1 else ())
        servers = server_devices(plan, cut.owners)
        if servers and self.role.num_ps < plan.num_servers:
            raise ConfigError(
                f"the plan puts variables {sorted(servers)} on {plan.num_servers} parameter "
                f"server(s) but the job started {self.role.num_ps}: launch it with parallax-tf "
                "run or get_runner(resources=...), which start one per machine")
        program = build_pipeline_program(captured, cut, self.config, context, microbatches,
                                         plan.chunks, servers)
        # Only this replica's stage tasks and the servers it uses (the
        # launcher stops idle servers once the plan is out, and a session
        # that lists a stopped task hangs at its first run).
        self.session = session = tf.compat.v1.Session(
            self.server.target, graph=program.graph,
            config=session_config(session_tasks(plan, self.role.index)))
        self.program = program
        if program.tables is not None:
            session.run(program.tables)
        run_init(session, program.init, values or own_values(captured))
        # Only now the other stages start: a session's first run (which sends
        # its graph to the master) hung while other tasks' runs already
        # waited on this task's queues.
        if plan.num_splits > 1:
            publish_program(program, GENERATION, topo.coords(self.role.index)["replica"])
        self._micro_shapes = [np.shape(x) for x in flatten(self._micro(batch)[0])]
        logger.info("pipeline ready in %.1f s: %d stage(s) x %d micro-batch(es), %s",
                    time.perf_counter() - started, plan.num_splits, microbatches,
                    schedule.kind.value)
        return plan

    def _running(self) -> tuple[PipelineProgram, tf.compat.v1.Session]:
        """The program and its session (`start` made them)."""
        assert self.program is not None and self.session is not None, "start() first"
        return self.program, self.session

    def step(self, batch: tuple, flat: list) -> list:
        program, session = self._running()
        micro = self._micro(batch)
        shapes = [np.shape(x) for x in flatten(micro[0])]
        if shapes != self._micro_shapes:
            raise ConfigError(
                f"run() got a batch whose micro-batches have shapes {shapes}; the pipeline was "
                f"built for {self._micro_shapes} (the first batch): feed batches of one shape "
                "(drop_remainder=True)")
        fetches = [list(program.outputs)] + ([program.done] if program.done is not None else [])
        values = run_column(session, program.graph, program.stages[0], micro, fetches)[0]
        self.microbatch_outputs = values
        return combine_outputs(values)

    def read(self) -> dict[str, np.ndarray]:
        program, session = self._running()
        return session.run(program.reads)

    def assign(self, values: Optional[Values]) -> None:
        program, session = self._running()
        run_init(session, program.init,
                 values if values is not None else own_values(self.captured))

    def close(self) -> None:
        if self.session is not None:
            self.session.close()
            self.session = None


def serve(role: Any, plan_json: str) -> None:
    """A stage task other than a replica's first: start the TensorFlow
    server and the collectives, read the replica's program, run the stage's column
    for every mini-batch until the launcher stops the job."""
    plan = Plan.from_json(plan_json)
    server = tf_server.start(role, server_config())
    init_collectives(plan.topology, plan.config.data.collectives, role.index)
    coords = plan.topology.coords(role.index)
    replica, k = coords["replica"], coords["split"]
    graph, runs = read_program(store_client.wait(key=program_key(GENERATION, replica)))
    session = tf.compat.v1.Session(server.target, graph=graph,
                                   config=session_config(session_tasks(plan, role.index)))
    schedule = mode.schedule(plan)
    part = plan.splits[k]
    logger.info("worker %d runs stage %d of pipeline replica %d (%s, %d variables, layers %s)",
                role.index, k, replica, schedule.kind.value, len(part.variables),
                ", ".join(part.layers))
    while True:
        try:
            run_column(session, graph, runs[k])
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


def program_stats(engine: Any) -> dict:
    """What a pipeline replica's program contains: ops per task, its queues
    and their devices, its collectives (what the oracle jobs record,
    `parallax_tf.testing`)."""
    program = engine.program
    ops = program.graph.get_operations()
    tasks: dict = {}
    for o in ops:
        if "/job:worker/" in o.device:
            task = o.device.split("/task:")[1].split("/")[0]
            tasks[task] = tasks.get(task, 0) + 1
    return {"passes": list(program.passes), "ops_per_task": tasks,
            "queues": {o.name: o.device for o in ops if o.type == "FIFOQueueV2"},
            "collectives": sorted(collective_ops(ops)),
            "server_ops": sorted({f"{o.device.split('/device')[0]}:{o.type}" for o in ops
                                  if "/job:ps" in o.device}),
            "stages": [r.to_dict() for r in program.stages]}
