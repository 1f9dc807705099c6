"""The session engine: data parallelism (HYBRID, ALLREDUCE, PS, AUTO,
MIXED), model splits, weak synchronisation and chunked AllReduce.

Every worker task starts its `tf.distribute.Server`; once the plan is
known, the job's collectives start for the plan's topology
(`comm/process_sets.py`: TensorFlow's collective ops by default, one
group per split position; Horovod's, the same groups as process sets,
when the job runs on Horovod's engine, `Config.collectives`), the step is
lowered to this replica's program (`modes/data/lower/program.py`) and run in a
`tf.compat.v1.Session` against this worker's server (between-graph
replication). With model splitting the program spans the replica's tasks;
the tasks other than the driver only serve (`launch/bootstrap.py`).
Before training, the tuning hooks (`tuning.py`) may change the plan: AUTO
chooses the architecture (MIXED: each sparse variable's place, confirmed
against AUTO's candidates), the partition search the shard counts, the
chunk search (while training) the chunk size.
"""
from __future__ import annotations

import atexit
import dataclasses
import logging
import re
import time
from typing import Any, Optional, Sequence, cast

import numpy as np
import tensorflow as tf

from parallax_tf import env, views
from parallax_tf.capture import CapturedStep, capture
from parallax_tf.classify import classify
from parallax_tf.classify.compute import measure_compute
from parallax_tf.classify.model_info import ModelInfo
from parallax_tf.comm.collective import collective_ops, server_config
from parallax_tf.comm.process_sets import Collectives, init_collectives, machine_collective
from parallax_tf.config import MEASURED, Architecture, Config, DataParallel
from parallax_tf.config.compose import refuse
from parallax_tf.errors import ConfigError
from parallax_tf.graph.layers import gradient_layers
from parallax_tf.graph.split import SplitAssignment, assign_splits
from parallax_tf.launch import tf_server
from parallax_tf.modes.data import mode, tuning, weak_runtime
from parallax_tf.modes.data.chunk_search import ChunkSearcher
from parallax_tf.modes.data.lower.dynamic import check_plan
from parallax_tf.modes.data.lower.homes import WorkerProgram
from parallax_tf.modes.data.lower.lifecycle import release, starting_values
from parallax_tf.modes.data.lower.program import build_worker_program
from parallax_tf.modes.data.weak_runtime import drain, settle
from parallax_tf.modes.engine import Engine, Values, own_values
from parallax_tf.modes.local import local_or_launch
from parallax_tf.plan import Plan
from parallax_tf.planner import options
from parallax_tf.planner.decided import Decided, plan_decided, predict_candidates
from parallax_tf.planner.per_variable import ASSUMED
from parallax_tf.planner.placing import make_plan, measured_like
from parallax_tf.planner.scale import Scale, batch_rows, predict_scale
from parallax_tf.planner.step_time import BOX, Cores
from parallax_tf.runtime import checkpoint, data, inputs, timeline
from parallax_tf.runtime.job import Job, launch_job, task_cluster
from parallax_tf.session.context import WorkerContext
from parallax_tf.session.start import run_init, session_config

logger = logging.getLogger(__name__)


def create(train_step: Any, resources: Any, config: Config, role: Any) -> Any:
    """This task's job and engine (`registry.py`)."""
    if role is None:
        return local_or_launch(train_step, resources, config)
    job = Job.of_task(role, task_cluster(role))
    return job, SessionEngine(job, config_for_job(config))


def launch(resources: Any, config: Config) -> int:
    return launch_job(resources, start_servers=mode.starts_servers(config),
                      architecture=(config.data.architecture or Architecture.HYBRID).value)


def plan_offline(train_step: Any, example_args: tuple, cluster: Any, config: Config,
                 sample_batches: Any = None, alphas: Any = None, links: Any = None,
                 cores: Any = None, scale: Any = None) -> Plan:
    """The plan of `train_step` on one example batch, without a job
    (`px.plan`, `parallax-tf plan`; `links`: what MIXED prices with, else
    assumed; `cores`: predict each candidate's step time on machines of
    so many cores, `planner/step_time.py`, timing the step on this process;
    `scale`: and on each cluster shape it names, `planner/scale.py`)."""
    cores = Cores.of(cores) if cores is not None else None      # refused before any work
    if scale is not None:
        scale = Scale.of(scale).on(cluster)
        if cores is None:
            raise ConfigError(f"scale={scale.shapes!r}: give the cores of one machine too "
                              "(px.plan(cores=36, scale=...); parallax-tf plan --predict "
                              "SHAPES --cores 36)")
    captured = capture(train_step, *example_args)
    model = classify(captured, sample_batches=sample_batches, alphas=alphas)
    splits, layers = assign_splits(captured), gradient_layers(captured)
    plan = make_plan(model, cluster, config, splits=splits, layers=layers, links=links)
    if cluster.num_workers > 1:
        check_plan(captured, plan)
    if cores is not None:
        if plan.bytes_per_machine() is None:
            raise ConfigError(
                "a step time is predicted from the bytes each machine moves, and the share "
                "of rows a step touches is not measured for the sparse variables "
                f"{sorted(v.name for v in plan.variables.values() if v.bytes_per_machine is None)}"
                ": give sample batches (px.plan(..., sample_batches=[...]), or a "
                "parallax_tf_step hook's StepSpec(sample_batches=...))")
        compute = scale.compute(None) if scale is not None and scale.times_nothing \
            else measure_compute(captured, example_args)
        predicted = predict_candidates(model, cluster, config, compute, links or ASSUMED, cores,
                                       splits=splits, layers=layers,
                                       calibration=scale.calibration if scale else BOX)
        if scale is not None:
            predicted["scale"] = predict_scale(
                model, config, compute, links or ASSUMED, cores, scale,
                batch_rows(example_args), splits=splits, layers=layers,
                links_measured_on=cluster.num_machines if links is not None
                and links.measured else 2)
        plan = dataclasses.replace(plan, predicted=predicted)
    return plan


def serve(role: Any, plan_json: str) -> None:
    """A task of a split replica other than its first: start the TensorFlow
    server and the job's collectives (the same groups as every task), then serve
    until the launcher stops the job (the replica's driver places ops and
    variables here)."""
    plan = Plan.from_json(plan_json)
    server = tf_server.start(role, server_config())
    init_collectives(plan.topology, plan.config.data.collectives, role.index)
    coords = plan.topology.coords(role.index)
    part = plan.splits[coords["split"]] if plan.splits else None
    logger.info("worker %d serves split position %d of replica %d on %s%s", role.index,
                coords["split"], coords["replica"], plan.task_devices[role.index],
                f" ({len(part.variables)} variables, layers {', '.join(part.layers)})"
                if part else "")
    server.join()      # until the launcher stops the job


def config_for_job(config: Config) -> Config:
    """The script's Config with the launch's architecture (`parallax-tf run
    --architecture`) where the script left it to its default; a script's
    own choice that the launch contradicts is refused by name."""
    arch = env.architecture()
    ours = config.data.architecture or Architecture.HYBRID
    if arch:
        # Config converts (and checks) the launcher's string as it does the script's
        launched = DataParallel(architecture=cast(Architecture, arch)).architecture
        assert launched is not None                 # DataParallel converts the string
        if launched is not ours and config.architecture_given:
            raise ConfigError(
                f"the job was launched with --architecture {launched.value} but the script's "
                f"Config says architecture={ours.value!r}: drop one of the two "
                "(the script's choice is used when the launch gives none)")
        if launched is not ours:
            config, ours = config.replace(architecture=launched), launched
    if ours is Architecture.HYBRID and "tune" in config.features():
        refuse("tune", "hybrid")                    # nothing chooses: tune= does nothing
    return config


class SessionEngine(Engine):
    """One replica driver of a data-parallel (or split, weak-sync) job."""

    def __init__(self, job: Any, config: Config) -> None:
        role = job.role
        self.job, self.role, self.config = job, role, config
        self.cluster = job.cluster
        self.server = tf_server.start(role, server_config())
        self.collectives: Optional[Collectives] = None
        """Started once the plan is known (its process sets)."""
        self.program: Optional[WorkerProgram] = None
        self.session: Optional[tf.compat.v1.Session] = None
        self.generation = 0
        self.captured: Optional[CapturedStep] = None
        self.model: Optional[ModelInfo] = None
        self.splits: Optional[SplitAssignment] = None
        """The step's split assignment (`graph/split.py`), once captured."""
        self.layers: tuple = ()
        """The step's layers with dense gradients, in backward order (chunks)."""
        self.decided = Decided()
        """What the planner decided on this cluster so far (the tuning hooks
        replace it: `tuning.py`)."""
        self.chunk_tuner: Optional[ChunkSearcher] = None
        """The chunk search (`chunk_search.ChunkSearcher`) while it runs."""
        self.weak: Optional[weak_runtime.WeakPuller] = None
        """Weak synchronisation's puller (`weak_runtime.py`), once started."""
        self.plan: Optional[Plan] = None
        self._random_steps = 0
        self._trace = env.trace_request() if role.index == 0 else None
        self._steps = 0
        self._op_types: Optional[dict] = None
        self.tuned = tuning.Outcomes()
        """What the tuning hooks measured and chose."""

    # -- planning -------------------------------------------------------------
    def plan_step(self, captured: Any, model: Any) -> Plan:
        self._adopt(captured, model)
        if not self.job.store:
            # Every task plans on its own: the hot rows measured on each
            # task's own first batch would place shards differently.
            self.model = measured_like(self._model(), None)
        return self.make_plan()

    def _adopt(self, captured: Any, model: Any) -> None:
        if self.captured is None:
            self.captured, self.model = captured, model
            self.splits = assign_splits(captured)
            self.layers = gradient_layers(captured)

    def _model(self) -> ModelInfo:
        """The captured step's classification (`_adopt`)."""
        assert self.model is not None, "the step is captured first"
        return self.model

    def _planned(self) -> Plan:
        """The plan (`start` sets it)."""
        assert self.plan is not None, "start() first"
        return self.plan

    def _running(self) -> tuple[WorkerProgram, tf.compat.v1.Session]:
        """The program and its session (`start` opens them)."""
        assert self.program is not None and self.session is not None, "start() first"
        return self.program, self.session

    def make_plan(self, num_shards: Optional[dict] = None, chunk_size: Optional[int] = None,
                  architecture: Optional[Architecture] = None) -> Plan:
        """Plan the captured step with the decisions made so far (a candidate
        being timed in place of its decision: `planner/decided.py`)."""
        plan = plan_decided(self.decided, self._model(), self.cluster, self.config,
                            splits=self.splits, layers=self.layers,
                            task_devices=self.role.worker_devices or None,
                            architecture=architecture, num_shards=num_shards,
                            chunk_size=chunk_size)
        if self.plan is not None and self.plan.inputs:
            plan = dataclasses.replace(plan, inputs=self.plan.inputs)
        check_plan(self.captured, plan)
        return plan

    # -- start ----------------------------------------------------------------
    def start(self, captured: Any, model: Any, plan: Plan, values: Optional[Values],
              batch: tuple) -> Plan:
        self._adopt(captured, model)
        if self.job.store and not self.job.is_chief:
            self.model = measured_like(self._model(), plan)
        self.plan = plan
        if self.role.index not in plan.drivers:
            raise ConfigError(
                f"worker {self.role.index} runs the script, but the plan splits the model over "
                f"{plan.num_splits} tasks per replica and this task only serves its part: "
                "start the job with parallax-tf run, get_runner(resources=...) or "
                "launch(..., plan_from_chief=True), which start such tasks as servers")
        data.set_replicas(plan.num_replicas)
        if self.collectives is None:
            self.collectives = init_collectives(plan.topology, plan.config.data.collectives,
                                               self.role.index)
        self._check_device()
        self.plan = tuning.tune_before_training(self, batch)
        if self.config.row_cache is not None and not self.plan.row_cached \
                and self.role.index == 0:      # (a chosen ALLREDUCE's plan drops the setting)
            logger.warning("Config(row_cache=...) caches nothing: the plan puts no table with a "
                           "sparse gradient on the servers (architecture 'hybrid', 'ps' or "
                           "'mixed'); drop row_cache=")
        if self.role.index == 0:
            options.warn_densified(self.plan, self.config, captured)
        if self.plan.num_servers and self.role.num_ps < self.plan.num_servers:
            raise ConfigError(
                f"the plan puts variables on {self.plan.num_servers} parameter servers but the "
                f"job started {self.role.num_ps}; launch with an architecture other than "
                "allreduce (parallax-tf run --architecture hybrid)")
        self.program, self.session = self.open(self.plan)
        run_init(self.session, self.program.init,
                 starting_values(self.program, values or own_values(captured)))
        if self.program.weak is not None:
            self._begin_weak()
        if self.program.row_caches is not None:     # scripts seldom close their runner
            atexit.register(self._report_row_cache)
        if self.program.transfers is not None and self.role.index == 0:
            logger.info("worker 0: %s", self.program.transfers.line())
        if self.stats is not None and self.program.transfers is not None:
            self.stats.set_transfers(self.program.transfers)
        return self.plan

    def _check_device(self) -> None:
        """A worker planned on its GPU that TensorFlow cannot see computes on
        CPU (soft placement): say so."""
        if self._planned().task_devices[self.role.index].startswith("GPU") and \
                not tf.config.list_physical_devices("GPU"):
            logger.warning("worker %d is planned on its GPU, but TensorFlow sees none (is the "
                           "CPU-only tensorflow installed?); it computes on CPU",
                           self.role.index)

    def context(self, generation: int) -> WorkerContext:
        plan = self._planned()
        topo, collectives = plan.topology, self.collectives
        assert collectives is not None          # `start` began them
        s = topo.num_splits
        machine_of_task = [m for m, machine in enumerate(self.cluster.machines)
                           for _ in machine.slots]
        mine = self.role.machine
        return WorkerContext(
            generation=generation,
            worker=topo.coords(self.role.index)["replica"], num_workers=topo.num_replicas,
            worker_device=plan.task_device(self.role.index),
            server_devices=tuple(f"/job:ps/task:{k}/device:CPU:0"
                                 for k in range(self.role.num_ps)),
            collective=collectives.drivers,
            machine_of=tuple(machine_of_task[t] for t in plan.drivers),
            tasks_per_replica=s,
            split_devices=tuple(plan.task_device(t) for t in topo.group(
                "split", self.role.index)) if s > 1 else (),
            split_collectives=collectives.splits if s > 1 else (),
            machine_collective=machine_collective(
                collectives.drivers, self.role.index,
                [t for t in plan.drivers if machine_of_task[t] == mine], mine))

    def open(self, plan: Plan) -> tuple[WorkerProgram, tf.compat.v1.Session]:
        """Lower the captured step per `plan` (a new generation of server
        state) and open a session on it."""
        self.generation += 1
        assert self.captured is not None, "the step is captured first"
        program = build_worker_program(self.captured, plan, self.context(self.generation),
                                       splits=self.splits)
        session = tf.compat.v1.Session(self.server.target, graph=program.graph,
                                       config=session_config(self._device_filters(plan)))
        if program.tables is not None:
            session.run(program.tables)
        return program, session

    def _device_filters(self, plan: Plan) -> list[str]:
        """The tasks this driver's program can touch: the servers, its
        replica's tasks and the workers of its machine (local aggregation's
        inboxes). The session then neither contacts nor waits for the other
        workers (nor reports, at the end of a job, that they are gone)."""
        machine_of = [m for m, machine in enumerate(self.cluster.machines)
                      for _ in machine.slots]
        tasks = set(plan.topology.group("split", self.role.index))
        tasks.update(t for t, m in enumerate(machine_of) if m == self.role.machine)
        # A plan without server-placed variables leaves the servers idle: the
        # launcher stops them (a session that lists a stopped task hangs at
        # its first run). AUTO's and MIXED's first plan keep them: what they
        # measure uses them.
        idle = plan.num_servers == 0 and plan.architecture not in MEASURED
        servers = [] if idle else ["/job:ps"]
        return [*servers, *(f"/job:worker/task:{t}" for t in sorted(tasks))]

    def _begin_weak(self) -> None:
        """Weak synchronisation (`weak_runtime.py`): the chief publishes each
        server's update program (its servers start updating), every worker
        gets its puller."""
        plan = self._planned()
        program, session = self._running()
        assert program.weak is not None         # `start` calls this for a weak program
        if self.role.index == 0:
            weak_runtime.publish_server_programs(self.captured, plan, self.generation,
                                              plan.num_replicas)
        self.weak = weak_runtime.WeakPuller(
            session, program.graph, program.weak, self._weak_policy(),
            weak_runtime.Delays(self.config.stragglers, self.role.index))
        # A worker whose script ends without runner.sync() still tells the
        # servers it is done, so they stop waiting for its gradients.
        atexit.register(self._finish_weak)

    def _finish_weak(self) -> None:
        """Mark this worker finished on every weak block (at `close`, or at exit)."""
        program, session = self.program, self.session
        if program is None or program.weak is None or session is None:
            return                      # closed: `close` marked it
        try:
            session.run(program.graph.get_operation_by_name(program.weak.finish))
        except (tf.errors.OpError, RuntimeError) as e:   # the job is going away
            logger.debug("could not mark worker %d finished: %s", self.role.index, e)

    # -- steps ----------------------------------------------------------------
    def check_batch(self, flat: Sequence[Any]) -> None:
        inputs.check(flat, self._running()[0].inputs)

    def step(self, batch: tuple, flat: list) -> list:
        program, session = self._running()
        if self.weak is not None:
            pulled = self.weak.pull()
            delay = self.weak.delays.worker(self.role.index)
            if delay:
                time.sleep(delay)           # an injected straggler: computes late
            if self.stats is not None:
                self.stats.note(stale_blocks=pulled.stale, pull_seconds=pulled.waited,
                                injected_delay=delay)
        trace_to = self._trace[1] if self._trace is not None and self._trace[0] == self._steps \
            else None
        measured = self.stats is not None and self.stats.wants_trace(self._steps)
        options, metadata = (tf.compat.v1.RunOptions(
            trace_level=tf.compat.v1.RunOptions.FULL_TRACE), tf.compat.v1.RunMetadata()) \
            if trace_to is not None or measured else (None, None)
        feed = dict(zip(program.inputs, flat))
        apart = program.weak.stashes if self.weak is not None and program.weak else ()
        if self.weak is not None and not apart:
            assert program.weak is not None
            feed[program.weak.tag] = self.weak.tag
        outputs, _ = session.run([list(program.outputs), program.step_done], feed,
                                 options=options, run_metadata=metadata)
        if apart:        # TensorFlow's collectives: the pushes in a run of their own
            assert self.weak is not None and program.weak is not None
            session.run(list(program.weak.pushes), {program.weak.tag: self.weak.tag})
        self._steps += 1
        self._random_steps += 1
        if trace_to is not None:
            logger.info("step %d traced to %s", self._steps - 1,
                        timeline.write(metadata, trace_to, program.graph))
        self.last_events = self._events(metadata) if measured else None
        return outputs

    def _events(self, metadata: Any) -> list[dict]:
        """A traced step's ops (runtime/timeline.py) for the metrics."""
        if self._op_types is None:
            graph = self._running()[0].graph
            self._op_types = {op.name: op.type for op in graph.get_operations()}
        return timeline.step_events(metadata, self._op_types)

    def after_step(self, seconds: float) -> Optional[Plan]:
        if self.chunk_tuner is None:
            return None
        k = self.chunk_tuner.after_step(seconds)
        replanned = None
        if k is not None and k != self.decided.chunk_size:
            self.decided = dataclasses.replace(self.decided, chunk_size=k)
            program, session = self._running()
            values = session.run(program.reads)
            release(session, program)
            session.close()
            self.plan = replanned = self.make_plan()
            self.program, self.session = self.open(self.plan)
            self._random_steps = 0
            run_init(self.session, self.program.init, starting_values(self.program, values))
        if self.chunk_tuner.done:
            self.chunk_tuner.broadcast.close()
            self.tuned.chunks, self.chunk_tuner = self.chunk_tuner.result, None
            logger.info("training on with chunks of %d layer(s); plan:\n%s", k,
                        views.summary(self._planned()))
            tuning.end_if_only_tuning("chunks")
        return replanned

    def _weak_policy(self) -> Any:
        """The job's WeakSync (only called in a weak program)."""
        assert self.config.weak_sync is not None
        return self.config.weak_sync

    # -- values ---------------------------------------------------------------
    def read(self) -> dict[str, np.ndarray]:
        program, session = self._running()
        if self.weak is not None:        # this worker's last gradients are applied
            assert program.weak is not None
            drain(session, program.graph, program.weak, self.weak, self._weak_policy())
        return session.run(program.reads)

    def assign(self, values: Optional[Values]) -> None:
        program, session = self._running()
        run_init(session, program.init, starting_values(
            program, values if values is not None else own_values(self.captured)))

    def close(self) -> None:
        if self.session is not None:
            if self.weak is not None:   # while the session is open (`_finish_weak`)
                self._finish_weak()
            if self.program is not None and self.program.row_caches is not None:
                self._report_row_cache()
            self.session.close()
            self.session = None

    def _report_row_cache(self) -> None:
        """Log (and record in the step stats) what the row cache served: at
        `close`, or at exit."""
        if self.program is None or self.session is None or self.program.row_caches is None:
            return                      # closed: `close` reported
        try:
            counts = self.program.row_caches.counts(self.session)
        except tf.errors.OpError as e:         # a job ending on a failure: nothing to say
            logger.debug("row cache counters not read: %s", e)
            return
        for table, c in counts.items():
            pushed = (f", {c['pushed_rows']} of {c['gradient_rows']} gradient rows pushed"
                      if "pushed_rows" in c else " (by key; its gradient rows go every step)")
            logger.info("row cache, %s: %d of %d reads served on worker %d (%.0f%%)%s", table,
                        c["hits"], c["reads"], self.role.index,
                        100 * c["hits"] / max(1, c["reads"]), pushed)
        if self.stats is not None:
            self.stats.set_row_cache(counts)

    def resume_random(self, times: int, batch: tuple) -> None:
        """Go on where the checkpoint was taken: the stateful random ops run
        as often as they had run (every worker)."""
        program, session = self._running()
        ops = checkpoint.random_ops(program.graph)
        if not ops or not times:
            return
        unseeded = checkpoint.unseeded(ops)
        if unseeded:
            logger.warning("the step's random ops %s have no seed: a resumed job draws other "
                           "random numbers than an uninterrupted one would (set "
                           "tf.random.set_seed(...) before building the model)",
                           ", ".join(unseeded[:3]) + (" ..." if len(unseeded) > 3 else ""))
        started = time.perf_counter()
        checkpoint.replay_random(session, ops,
                                 dict(zip(program.inputs, inputs.flatten(batch))), times)
        self._random_steps = times
        logger.info("%d random op(s) advanced by %d runs (%.2f s)", len(ops), times,
                    time.perf_counter() - started)

    @property
    def random_steps(self) -> int:
        return self._random_steps

    def sync(self) -> None:
        program, session = self._running()
        weak = program.weak if self.weak is not None else None
        if weak is not None:          # every worker's last update is made
            settle(session, program.graph, weak, self._weak_policy())
        session.run(program.sync)
        if weak is not None:          # training may go on after a sync
            session.run(program.graph.get_operation_by_name(weak.unfinish))

    @property
    def replica(self) -> Optional[tuple[int, int]]:
        if self.plan is not None:
            return self.plan.topology.coords(self.role.index)["replica"], \
                self.plan.num_replicas
        known = env.replica()
        if known is not None:
            return known
        return None


_BARRIERS = ("parallax_pushed", "parallax_local", "parallax_step_done", "parallax_init",
             "parallax_release", "parallax_sync")


def program_stats(engine: Any) -> dict:
    """What the lowered program contains: its collectives (barriers apart),
    the user's variable-writing ops placed on parameter servers, the
    gathers placed there, the variables read whole there (handle:read),
    the shared variables the release destroys there (their shared names)
    and the dynamic tables' keys left there (what the oracle jobs record,
    `parallax_tf.testing`)."""
    program = engine.program
    ops = program.graph.get_operations()
    collectives = collective_ops(ops)

    def named(kind: str) -> list:
        return sorted(n for n, c in collectives.items() if c["kind"] == kind
                      and not n.startswith(_BARRIERS))
    staged = sorted(o.name for o in ops if "/job:ps" in o.device and o.type == "AssignVariableOp"
                    and re.search(r"/stage_(keys|counts)(_\d+)?$", o.name))
    server_writes = sorted(
        f"{o.type}:{o.name}" for o in ops if "/job:ps" in o.device and (
            o.type.startswith(("ResourceScatter", "ResourceApply", "ResourceSparseApply"))
            or o.type in ("AssignVariableOp", "AssignAddVariableOp", "AssignSubVariableOp"))
        and not o.name.startswith(("parallax/", "parallax_transform/", "parallax_init",
                                   "AssignVariableOp")) and o.name not in staged)
    server_gathers = sorted(f"{o.type}:{o.name}" for o in ops if "/job:ps" in o.device
                            and o.type in ("GatherV2", "ResourceGather"))
    server_reads = sorted(f"{o.inputs[0].op.name}:{o.name}" for o in ops
                          if "/job:ps" in o.device and o.type == "ReadVariableOp")
    server_releases = sorted(
        o.inputs[0].op.get_attr("shared_name").decode() for o in ops
        if o.type == "DestroyResourceOp" and "/job:ps" in o.device
        and o.inputs[0].op.type == "VarHandleOp")
    tasks: dict = {}
    for o in ops:
        if "/job:worker/" in o.device:
            task = o.device.split("/task:")[1].split("/")[0]
            tasks[task] = tasks.get(task, 0) + 1
    homes = {n: h.device for n, h in program.homes.items()}
    return {"allreduce": named("allreduce"), "allgather": named("allgather"),
            "grouped_allreduce": named("grouped_allreduce"),
            "server_writes": server_writes, "server_gathers": server_gathers,
            "server_reads": server_reads, "server_releases": server_releases,
            "server_stages": [n for n in staged if re.search(r"/stage_keys(_\d+)?$", n)],
            "collectives": {n: {"device": c["device"], "process_set": c["process_set"],
                                "op": c["op"]} for n, c in collectives.items()},
            "ops_per_task": tasks, "homes": homes,
            "passes": list(program.passes),
            "op_devices": {o.name: o.device for o in ops},
            "row_cache": {} if program.row_caches is None or engine.session is None
            else program.row_caches.counts(engine.session)}
