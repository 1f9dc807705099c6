"""`DistributedRunner`: one replica driver of a launched job.

The worker starts its `tf.distribute.Server`, captures the user's step on the
first batch it runs; the chief (worker 0) plans it for the job's cluster and
publishes the plan (`plan_exchange`), every other driver reads that plan (it
never plans on its own). Then Horovod starts with the plan's process sets,
the step is lowered to this replica's program and run in a
`tf.compat.v1.Session` against this worker's server. With model splitting the
program spans the replica's tasks; the tasks other than the driver only
serve (`runtime/bootstrap.py`).
"""
from __future__ import annotations

import atexit
import dataclasses
import logging
import sys
import time
from typing import Any, Optional

import numpy as np
import tensorflow as tf

from parallax_tf import env
from parallax_tf.comm import Collective
from parallax_tf.comm.process_sets import Collectives, init_collectives
from parallax_tf.classify.model_info import Kind
from parallax_tf.config import Architecture, Config
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.lower.program import (WorkerContext, WorkerProgram, build_worker_program,
                                       initial_values, run_init)
from parallax_tf.plan import Plan, make_plan, measured_like
from parallax_tf.plan.chunks import TENSOR, ChunkSearch
from parallax_tf.planners.chunks import gradient_layers
from parallax_tf.planners.split import assign_splits
from parallax_tf.resources import parse_resources
from parallax_tf.runtime import checkpoint, data, heartbeat, inputs, plan_exchange, search
from parallax_tf.runtime.auto import choose_architecture
from parallax_tf.runtime.chunk_search import ChunkSearcher, cached_k
from parallax_tf.runtime.role import TaskRole
from parallax_tf.runtime.runner import _BaseRunner
from parallax_tf.runtime.metrics import RunMetrics, observers
from parallax_tf.runtime.stats import StepStats
from parallax_tf.search import architecture as auto
from parallax_tf.search.chunks import decision_path as chunk_decision_path

logger = logging.getLogger(__name__)

RESUME_KEY = "resume"
"""Where the chief publishes the checkpoint the job resumes from."""


def _config_for_job(config: Config) -> Config:
    """The script's Config with the launch's architecture (`parallax-tf run
    --architecture`) where the script left it to its default; a script's
    own choice that the launch contradicts is refused by name. A pipeline
    keeps its own (it has no servers)."""
    arch = env.architecture()
    if not arch or config.is_pipeline:
        return config
    launched = Config(architecture=arch).architecture
    if launched is config.architecture:
        return config
    if config.architecture_given:
        raise ConfigError(
            f"the job was launched with --architecture {launched.value} but the script's "
            f"Config says architecture={config.architecture.value!r}: drop one of the two "
            "(the script's choice is used when the launch gives none)")
    return dataclasses.replace(config, architecture=launched)


def session_config(device_filters: list[str]) -> tf.compat.v1.ConfigProto:
    """How every driver opens its session: soft placement (a GPU task on a
    CPU-only TensorFlow computes on CPU), GPU memory on demand, Grappler's
    dependency optimiser off (it pruned the control edges of the Horovod
    barriers), and only the tasks the program touches."""
    config = tf.compat.v1.ConfigProto(allow_soft_placement=True)
    config.gpu_options.allow_growth = True
    from tensorflow.core.protobuf import rewriter_config_pb2  # noqa: PLC0415
    config.graph_options.rewrite_options.dependency_optimization = (
        rewriter_config_pb2.RewriterConfig.OFF)
    config.device_filters.extend(device_filters)
    return config


class DistributedRunner(_BaseRunner):
    """Runs the lowered step for one worker of a launched job."""

    def __init__(self, train_step: Any, role: TaskRole, config: Config,
                 collective: Optional[Collective] = None) -> None:
        if not role.is_worker:
            raise ConfigError(f"get_runner() called in {role.name}; only workers run steps")
        resources = env.resources()
        if resources is None:
            raise ConfigError("this task was launched without PARALLAX_TF_RESOURCES; "
                              "start it with parallax-tf run or get_runner()")
        cluster = parse_resources(resources)
        if cluster.num_workers != role.num_workers:
            raise ConfigError(f"resources {resources!r} have {cluster.num_workers} workers but "
                              f"the job has {role.num_workers}")
        config = _config_for_job(config)
        super().__init__(train_step, cluster, config)
        self.role = role
        self._server = tf.distribute.Server(role.cluster_spec(), job_name="worker",
                                            task_index=role.index, protocol="grpc", start=True)
        self._collectives: Optional[Collectives] = None if collective is None else \
            Collectives(drivers=collective, splits=(collective,))
        """Started once the plan is known (its process sets)."""
        self._program: Optional[WorkerProgram] = None
        self._session: Optional[tf.compat.v1.Session] = None
        self._generation = 0
        self._splits = None
        """The step's split assignment (`planners.split`), once captured."""
        self._layers = ()
        """The step's layers with dense gradients, in backward order (chunks)."""
        self._shards: Optional[dict] = None
        """The partition search's shard counts, once it decided."""
        self._chunk_size: Optional[int] = None
        """The chunk search's k, once chosen (or the candidate being timed)."""
        self._chunk_search: Optional[ChunkSearcher] = None
        self.chunk_search_result = None
        """What the chunk search measured and chose (None when it did not run)."""
        heartbeat.configure(config.step_timeout)
        heartbeat.start(role.name)
        self._stats = observers(StepStats.from_env(role.index, role.machine),
                                RunMetrics.from_config(config, role.index, role.num_workers,
                                                       role.local_rank == 0))
        self._weak = None
        """Weak synchronisation's puller (runtime/weak_sync.py), once started."""
        self._trace = env.trace_request() if role.index == 0 else None
        self._steps = 0
        self._resume_known = self._periodic is None
        """Whether `_resume` is known here (the chief reads the folder, the
        other workers what the chief published)."""
        if self._periodic is not None and role.index == 0:
            self._resume = checkpoint.latest(config.checkpoint_dir)
            self._resume_known = True
            if env.kv_store() is not None:
                plan_exchange.publish(self._resume.to_json() if self._resume else "{}",
                                      key=RESUME_KEY)
        self.search_outcome: Optional[search.SearchOutcome] = None
        """What the partition search decided (None when it did not run)."""
        self._auto_choice: Optional[dict] = None
        """What Architecture.AUTO timed and chose (shown in the plan)."""
        self.architecture_choice: Optional[auto.ArchitectureChoice] = None
        """The same, for the script (None without AUTO, and on a worker other
        than the chief when the chief's cached decision was used)."""

    @property
    def start_step(self) -> int:
        """The step the job starts from (see `_BaseRunner.start_step`); on a
        worker other than the chief, known once the chief made its runner."""
        if not self._resume_known:
            if env.kv_store() is not None:
                self._resume = checkpoint.Resume.from_json(plan_exchange.wait(RESUME_KEY))
            else:
                self._resume = checkpoint.latest(self._config.checkpoint_dir)
            self._resume_known = True
        return super().start_step

    @property
    def worker_id(self) -> int:
        return self.role.index

    @property
    def num_workers(self) -> int:
        return self.role.num_workers

    @property
    def replica_id(self) -> int:
        """This worker's replica (= worker_id without model splitting)."""
        if self._plan is not None:
            return self._plan.topology.coords(self.role.index)["replica"]
        known = env.replica()
        if known is not None:
            return known[0]
        if self.role.index == 0:
            return 0
        return self.role.index

    @property
    def num_replicas(self) -> int:
        """Number of model replicas (= num_workers without model splitting).
        Known before the first step everywhere but on the chief, which
        decides it on its first step."""
        if self._plan is not None:
            return self._plan.num_replicas
        known = env.replica()
        if known is not None:
            return known[1]
        raise ConfigError("num_replicas is known on worker 0 after its first runner.run(...) "
                          "(the step's split scopes decide it); use num_workers before")

    @property
    def _collective(self) -> Collective:
        return self._collectives.drivers

    def _context(self, generation: int) -> WorkerContext:
        plan = self._plan
        topo = plan.topology
        s = topo.num_splits
        machine_of_task = [m for m, machine in enumerate(self._cluster.machines)
                           for _ in machine.slots]
        return WorkerContext(
            generation=generation,
            worker=topo.coords(self.role.index)["replica"], num_workers=topo.num_replicas,
            worker_device=plan.task_device(self.role.index),
            server_devices=tuple(f"/job:ps/task:{k}/device:CPU:0"
                                 for k in range(self.role.num_ps)),
            collective=self._collectives.drivers,
            machine_of=tuple(machine_of_task[t] for t in plan.drivers()),
            tasks_per_replica=s,
            split_devices=tuple(plan.task_device(t) for t in topo.group(
                "split", self.role.index)) if s > 1 else (),
            split_collectives=self._collectives.splits if s > 1 else ())

    def _make_plan(self, num_shards: Optional[dict] = None,
                   chunk_size: Optional[int] = None,
                   architecture: Optional[Architecture] = None) -> Plan:
        """Plan the captured step (the searches' choices kept unless given)."""
        num_shards = self._shards if num_shards is None else num_shards
        chunk_size = self._chunk_size if chunk_size is None else chunk_size
        config = self._config if architecture is None else \
            dataclasses.replace(self._config, architecture=architecture)
        plan = make_plan(self._model_info, self._cluster, config, num_shards=num_shards,
                         layers=self._layers, chunk_size=chunk_size,
                         splits=self._splits, task_devices=self.role.worker_devices or None)
        if self._auto_choice is not None and architecture is None:
            plan = dataclasses.replace(plan, architecture_choice=self._auto_choice)
        return plan

    def _job_plan(self) -> Plan:
        """The chief plans and publishes; every other worker reads the chief's
        plan and checks that it captured the same model. Without the
        launcher's store every task plans on its own: the hot rows measured
        on each task's own first batch would place shards differently, so
        they are left out there (the shards are placed by size alone)."""
        if env.kv_store() is None:
            self._model_info = measured_like(self._model_info, None)
        if self.role.index == 0:
            plan = self._make_plan()
            if env.kv_store() is not None:
                plan_exchange.publish(plan.to_json(indent=None))
            logger.info("plan:\n%s", plan.summary())
            return plan
        if env.kv_store() is None:
            return self._make_plan()      # a job launched without a store: plan alike
        plan = Plan.from_json(plan_exchange.wait())
        if plan.model_fingerprint != self._model_info.fingerprint:
            raise ConfigError(
                f"worker {self.role.index} captured a different model than worker 0 (model "
                f"fingerprint {self._model_info.fingerprint} vs the plan's "
                f"{plan.model_fingerprint}): every worker must run the same script with the "
                "same arguments")
        self._model_info = measured_like(self._model_info, plan)
        return plan

    def _start(self, batch: tuple) -> WorkerProgram:
        self._capture(batch)
        self._splits = assign_splits(self._captured)
        self._layers = gradient_layers(self._captured)
        self._plan = self._job_plan()
        if self.role.index not in self._plan.drivers():
            raise ConfigError(
                f"worker {self.role.index} runs the script, but the plan splits the model over "
                f"{self._plan.num_splits} tasks per replica and this task only serves its part: "
                "start the job with parallax-tf run, get_runner(resources=...) or "
                "launch(..., plan_from_chief=True), which start such tasks as servers")
        data.set_replicas(self._plan.num_replicas)
        if self._collectives is None:
            self._collectives = init_collectives(self._plan.topology)
        self._check_device()
        search_dir = env.search_only_dir()
        if self._config.architecture is Architecture.AUTO:
            self._choose_architecture(batch, search_dir)
        if self._plan.num_servers and self.role.num_ps < self._plan.num_servers:
            raise ConfigError(
                f"the plan puts variables on {self._plan.num_servers} parameter servers but the "
                f"job started {self.role.num_ps}; launch with an architecture other than "
                "allreduce (parallax-tf run --architecture hybrid)")
        chunks = env.search_kind() == "chunks"
        if self._config.search_partitions and self._plan.num_servers == 0 \
                and not search_dir:
            logger.info("no variable on parameter servers (%s): no partitions to search",
                        self._plan.architecture.value.upper())
        elif self._config.search_partitions or search_dir and not chunks:
            self._search(batch, search_dir)
        if isinstance(self._config.chunks, ChunkSearch) or search_dir and chunks:
            self._begin_chunk_search(search_dir)
        program, self._session = self._open(self._plan)
        self._load(program, self._start_values(program))
        self._program = program
        if self.start_step:
            self._resume_position(program, batch)
        if program.weak is not None:
            self._begin_weak(program)
        if self._stats is not None:
            if self.role.index == 0:
                self._stats.set_plan(self._plan)
            if program.transfers is not None:
                self._stats.set_transfers(program.transfers)
        if program.transfers is not None and self.role.index == 0:
            logger.info("worker 0: %s", program.transfers.line())
        return program

    def _start_values(self, program: WorkerProgram) -> Any:
        """The values the program starts from: the variables' initial values,
        or (on the chief: it sets the server variables, and the replicated
        ones are broadcast from it) those of the checkpoint the job resumes
        from or `restore` asked for."""
        initial = initial_values(program.homes)
        if self.role.index != 0:
            return initial
        saved = self._resume_values(list(program.homes))
        return initial if saved is None else saved.__getitem__

    def _resume_position(self, program: WorkerProgram, batch: tuple) -> None:
        """Go on where the checkpoint was taken: the step counter, and the
        stateful random ops run as often as they had run (every worker)."""
        self._steps = self.start_step
        times = self._resume.random_steps
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
        checkpoint.replay_random(self._session, ops,
                                 dict(zip(program.inputs, inputs.flatten(batch))), times)
        self._random_steps = times
        logger.info("resumed at step %d: %d random op(s) advanced by %d runs (%.2f s)",
                    self._steps, len(ops), times, time.perf_counter() - started)

    def _open(self, plan: Plan) -> tuple[WorkerProgram, tf.compat.v1.Session]:
        """Lower the captured step per `plan` (a new generation of server
        state) and open a session on it."""
        self._generation += 1
        program = build_worker_program(self._captured, plan, self._context(self._generation),
                                       splits=self._splits)
        return program, tf.compat.v1.Session(self._server.target, graph=program.graph,
                                             config=session_config(self._device_filters(plan)))

    def _device_filters(self, plan: Plan) -> list[str]:
        """The tasks this driver's program can touch: the servers, its
        replica's tasks and the workers of its machine (local aggregation's
        inboxes). The session then neither contacts nor waits for the other
        workers (nor reports, at the end of a job, that they are gone)."""
        machine_of = [m for m, machine in enumerate(self._cluster.machines)
                      for _ in machine.slots]
        tasks = set(plan.topology.group("split", self.role.index))
        tasks.update(t for t, m in enumerate(machine_of) if m == self.role.machine)
        # An ALLREDUCE plan's servers are idle: the launcher stops them
        # (a session that lists a stopped task hangs at its first run).
        servers = [] if plan.architecture is Architecture.ALLREDUCE else ["/job:ps"]
        return [*servers, *(f"/job:worker/task:{t}" for t in sorted(tasks))]

    def _search(self, batch: tuple, search_dir: Optional[str]) -> None:
        """Choose the number of partitions by measuring (runtime/search.py);
        in `parallax-tf search` mode, stop the process afterwards."""
        groups = search.searched_groups(self._model_info)
        broadcaster = search.Broadcaster(self._collective, self._server.target,
                                         self._context(0).worker_device)

        def measure_steps(p: int) -> list:
            return self._time_plan(self._make_plan(num_shards={g: p for g in groups}), batch)

        try:
            outcome = search.run_search(
                measure_steps=measure_steps, broadcast=broadcaster,
                is_chief=self.role.index == 0, model=self._model_info, plan=self._plan,
                cluster=self._cluster, config=self._config,
                input_specs=self._captured.input_specs, out_dir=search_dir,
                use_cache=search_dir is None)
        finally:
            broadcaster.close()
        self.search_outcome = outcome
        self._shards = {g: outcome.chosen_p for g in groups}
        self._plan = self._make_plan()
        logger.info("training with %d partitions; plan:\n%s", outcome.chosen_p,
                    self._plan.summary())
        if search_dir is not None:
            raise SystemExit(0)   # `parallax-tf search`: the search was the job

    def _time_plan(self, plan: Plan, batch: tuple) -> list:
        """Lower `plan` as a new program generation, initialise it, time
        `search_warmup` + `search_iterations` steps on `batch`, release it:
        the step times (the searches' measurement)."""
        program, session = self._open(plan)
        try:
            self._load(program, initial_values(program.homes), session)
            times = search.time_steps(
                session, [list(program.outputs), program.step_done],
                search.as_feed(program.inputs, batch), self._config.search_warmup,
                self._config.search_iterations)
            session.run(program.release)
        finally:
            session.close()
        return times

    def _choose_architecture(self, batch: tuple, search_dir: Optional[str]) -> None:
        """Architecture.AUTO: time each candidate on this cluster, train with
        the fastest (runtime/auto.py)."""
        has_sparse = any(v.kind is Kind.SPARSE and v.has_gradient
                         for v in self._model_info.variables)
        candidates = auto.candidates(has_sparse=has_sparse,
                                     chunked=self._config.chunks != TENSOR,
                                     servers=self.role.num_ps > 0)
        plans: dict = {}
        for arch in candidates:
            try:
                plans[arch] = self._make_plan(architecture=arch)
            except (ConfigError, PlanError) as e:
                logger.info("AUTO: %s left out: %s", arch.value.upper(), e)
        predicted = {}
        for arch, plan in plans.items():
            per_machine = plan.bytes_per_machine()
            predicted[arch.value] = None if per_machine is None else \
                sum(per_machine) / max(1, len(per_machine))
        broadcast = search.Broadcaster(self._collective, self._server.target,
                                       self._context(0).worker_device)
        fps = search.fingerprints(self._plan, self._cluster, self._config,
                                  self._captured.input_specs)
        try:
            chosen, choice, cached = choose_architecture(
                candidates=list(plans), broadcast=broadcast,
                measure=lambda arch: self._time_plan(plans[arch], batch),
                is_chief=self.role.index == 0, folder=search.cache_dir(self._config, search_dir),
                fingerprints=fps, use_cache=search_dir is None, predicted_bytes=predicted,
                settings={"warmup": self._config.search_warmup,
                          "iterations": self._config.search_iterations,
                          "cluster": self._cluster.to_str()})
        finally:
            broadcast.close()
        self.architecture_choice = choice
        self._auto_choice = choice.to_dict() if choice is not None else None
        self._config = dataclasses.replace(self._config, architecture=chosen)
        self._plan = self._make_plan()
        logger.info("training with architecture %s (%s); plan:\n%s", chosen.value.upper(),
                    "cached decision" if cached else "timed", self._plan.summary())
        if self.role.index == 0:      # the one line a user should see without logging set up
            timed = ", ".join(f"{a.upper()} {t * 1e3:.1f}" for a, t in choice.samples) \
                if choice is not None else ""
            print(f"parallax_tf: architecture AUTO chose {chosen.value.upper()} ("
                  + ("the cached decision of an earlier run: " if cached else "")
                  + f"ms/step timed on this cluster: {timed})", file=sys.stderr, flush=True)

    def _begin_chunk_search(self, search_dir: Optional[str]) -> None:
        """Start the chunk search (runtime/chunk_search.py), or take the
        cached decision; `parallax-tf search --chunks` searches even when
        the script's Config does not ask for it."""
        if not isinstance(self._config.chunks, ChunkSearch):
            self._config = dataclasses.replace(self._config, chunks=ChunkSearch())
        broadcast = search.Broadcaster(self._collective, self._server.target,
                                       self._context(0).worker_device)
        fps = search.fingerprints(self._plan, self._cluster, self._config,
                                  self._captured.input_specs)
        folder = search.cache_dir(self._config, search_dir)
        cached = cached_k(folder=folder, fingerprints=fps, is_chief=self.role.index == 0,
                          use_cache=search_dir is None, broadcast=broadcast)
        self._chunk_size = cached or 1
        self._plan = self._make_plan()
        if cached is not None or len(self._plan.chunks) <= 2:
            logger.info("chunks of %d layer(s) (%s)", self._chunk_size,
                        "cached decision" if cached else "2 layers or fewer: nothing to search")
            broadcast.close()
            return
        self._chunk_search = ChunkSearcher(
            settings=self._config.chunks, num_layers=len(self._plan.chunks),
            broadcast=broadcast, is_chief=self.role.index == 0,
            path=chunk_decision_path(folder, *fps), fingerprints=fps)

    def _after_step(self, seconds: float) -> None:
        """The chunk search's bookkeeping; a new program when k changes."""
        searcher = self._chunk_search
        k = searcher.after_step(seconds)
        if k is not None and k != self._chunk_size:
            self._chunk_size = k
            values = self._session.run(self._program.reads)
            self._session.run(self._program.release)
            self._session.close()
            self._plan = self._make_plan()
            self._program, self._session = self._open(self._plan)
            self._random_steps = 0
            self._load(self._program, values)
        if searcher.done:
            searcher.broadcast.close()
            self.chunk_search_result, self._chunk_search = searcher.result, None
            logger.info("training on with chunks of %d layer(s); plan:\n%s", self._chunk_size,
                        self._plan.summary())
            if env.search_only_dir() is not None:
                raise SystemExit(0)   # `parallax-tf search --chunks`: the search was the job

    def _begin_weak(self, program: WorkerProgram) -> None:
        """Weak synchronisation (runtime/weak_sync.py): the chief publishes
        each server's update program (its servers start updating), every
        worker gets its puller."""
        from parallax_tf.runtime import weak_sync  # noqa: PLC0415
        if self.role.index == 0:
            weak_sync.publish_server_programs(self._captured, self._plan, self._generation,
                                              self._plan.num_replicas)
        self._weak = weak_sync.WeakPuller(
            self._session, program.graph, program.weak, self._config.weak_sync,
            weak_sync.Delays(self._config.stragglers, self.role.index))
        # A worker whose script ends without runner.sync() still tells the
        # servers it is done, so they stop waiting for its gradients.
        atexit.register(self._finish_weak)

    def _finish_weak(self) -> None:
        try:
            self._session.run(self._program.graph.get_operation_by_name(
                self._program.weak.finish))
        except (tf.errors.OpError, RuntimeError) as e:   # the job is going away
            logger.debug("could not mark worker %d finished: %s", self.role.index, e)

    @property
    def weak_stats(self) -> Any:
        """Weak sync: this worker's pulls so far (`PullStats`: blocks taken
        stale, seconds waited, server responses held back), or None."""
        return self._weak.total if self._weak is not None else None

    def _check_device(self) -> None:
        """A worker planned on its GPU that TensorFlow cannot see computes on
        CPU (soft placement): say so."""
        if self._plan.task_devices[self.role.index].startswith("GPU") and \
                not tf.config.list_physical_devices("GPU"):
            logger.warning("worker %d is planned on its GPU, but TensorFlow sees none (is the "
                           "CPU-only tensorflow installed?); it computes on CPU",
                           self.role.index)

    def _load(self, program: WorkerProgram, values: Any,
              session: Optional[tf.compat.v1.Session] = None) -> None:
        """Set every variable of the running program (replicas on each worker,
        server variables by the chief), then broadcast and synchronise.
        `values`: a dict by name, or a function of the name."""
        run_init(session or self._session, program.init, values)

    def run(self, *batch: Any) -> Any:
        """Run one step on this worker's `batch`; returns the step's outputs here."""
        program = self._program or self._start(batch)
        flat = inputs.flatten(batch)
        inputs.check(flat, program.inputs)
        if self._stats is not None:
            self._stats.before_step(flat)
        started = time.perf_counter()
        if self._weak is not None:
            pulled = self._weak.pull()
            delay = self._weak.delays.worker(self.role.index)
            if delay:
                time.sleep(delay)           # an injected straggler: computes late
            if self._stats is not None:
                self._stats.note(stale_blocks=pulled.stale, pull_seconds=pulled.waited,
                                 injected_delay=delay)
        traced = self._trace is not None and self._trace[0] == self._steps
        measured = self._stats is not None and self._stats.wants_trace(self._steps)
        options, metadata = (tf.compat.v1.RunOptions(
            trace_level=tf.compat.v1.RunOptions.FULL_TRACE), tf.compat.v1.RunMetadata()) \
            if traced or measured else (None, None)
        feed = dict(zip(program.inputs, flat))
        if self._weak is not None:
            feed[program.weak.tag] = self._weak.tag
        heartbeat.step_started()
        try:
            outputs, _ = self._session.run([list(program.outputs), program.step_done], feed,
                                           options=options, run_metadata=metadata)
        except BaseException:
            heartbeat.step_failed()
            raise
        heartbeat.step_finished()
        self._steps += 1
        self._random_steps += 1
        if traced:
            from parallax_tf.runtime import timeline  # noqa: PLC0415
            logger.info("step %d traced to %s", self._steps - 1,
                        timeline.write(metadata, self._trace[1], program.graph))
        if self._stats is not None:
            self._stats.after_step(self._events(metadata) if measured else None)
        if self._chunk_search is not None:
            self._after_step(time.perf_counter() - started)
        if self.role.index == 0:
            self._after_step_checkpoint()
        return inputs.repack(self._captured.output_structure, outputs)

    def _events(self, metadata: Any) -> list[dict]:
        """A traced step's ops (runtime/timeline.py) for the metrics."""
        from parallax_tf.runtime import timeline  # noqa: PLC0415
        if getattr(self, "_op_types", None) is None:
            self._op_types = {op.name: op.type for op in self._program.graph.get_operations()}
        return timeline.step_events(metadata, self._op_types)

    def sync(self) -> None:
        """Wait until every worker called `sync` (all must). With
        Config(sync=ASYNC) workers run ahead of each other: call it after the
        last step before the chief reads values, saves or exports, so every
        worker's updates are in."""
        if self._program is None:
            return
        with heartbeat.waiting():
            if self._weak is not None:     # every worker's last update is made
                from parallax_tf.runtime.weak_sync import settle  # noqa: PLC0415
                settle(self._session, self._program.graph, self._program.weak,
                       self._config.weak_sync)
            self._session.run(self._program.sync)
            if self._weak is not None:     # training may go on after a sync
                self._session.run(self._program.graph.get_operation_by_name(
                    self._program.weak.unfinish))

    def values(self) -> dict[str, np.ndarray]:
        """Current values of every variable (replicas from this worker, server
        variables from their servers)."""
        if self._program is None:
            raise ConfigError("run a step before reading values")
        with heartbeat.waiting():
            return self._session.run(self._program.reads)

    def save(self, path: Optional[str] = None,
             checkpoint_object: Optional[tf.train.Checkpoint] = None) -> str:
        """Write a checkpoint of every variable on the chief (worker 0); on
        the other workers it writes nothing and returns the path, so a
        script may call it on every worker (as layout jobs must). Without a
        path: `CHECKPOINT_DIR/ckpt-<steps run>` (`Config.checkpoint_dir`),
        named in the folder's index file for `tf.train.latest_checkpoint`."""
        if self.role.index != 0:
            return self._save_path(path)
        return super().save(path, checkpoint_object)

    def restore(self, path: Optional[str] = None) -> None:
        """Load values written by `save` (name-keyed) into the running job;
        every worker must call it (replicas are set locally, server variables
        by the chief). Before the first step: the chief loads them when the
        program is built (the others get them by broadcast)."""
        if self._program is None:       # loaded by the chief when the program is built
            self._pending_restore = self._restore_path(path) if self.role.index == 0 else None
            return
        self._load(self._program, checkpoint.read_values(self._restore_path(path),
                                                         list(self._program.homes)))
