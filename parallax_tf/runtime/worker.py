"""`DistributedRunner`: one worker of a launched job.

The worker starts its `tf.distribute.Server` and Horovod, captures the user's
step on the first batch it runs, plans it for the job's cluster (every
worker computes the same plan), lowers it to this worker's program and runs
that program in a `tf.compat.v1.Session` against its own server.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Optional

import numpy as np
import tensorflow as tf

from parallax_tf import env
from parallax_tf.comm import Collective, HorovodCollective
from parallax_tf.config import Config, SyncMode
from parallax_tf.errors import ConfigError
from parallax_tf.lower.program import (WorkerContext, WorkerProgram, build_worker_program,
                                       initial_values)
from parallax_tf.resources import parse_resources
from parallax_tf.runtime import checkpoint
from parallax_tf.runtime.role import TaskRole
from parallax_tf.runtime.runner import _BaseRunner

logger = logging.getLogger(__name__)


def _config_for_job(config: Config) -> Config:
    arch = env.architecture()
    return dataclasses.replace(config, architecture=arch) if arch else config


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
        if config.sync is SyncMode.ASYNC:
            raise ConfigError(
                "Config(sync=ASYNC): asynchronous training of server-placed variables is "
                "not implemented in this version of the runtime; use sync=SYNC (the default)")
        super().__init__(train_step, cluster, config)
        self.role = role
        self._server = tf.distribute.Server(role.cluster_spec(), job_name="worker",
                                            task_index=role.index, protocol="grpc", start=True)
        if collective is None:
            import horovod.tensorflow as hvd  # noqa: PLC0415
            hvd.init()
            collective = HorovodCollective()
        self._collective = collective
        self._program: Optional[WorkerProgram] = None
        self._session: Optional[tf.compat.v1.Session] = None

    @property
    def worker_id(self) -> int:
        return self.role.index

    @property
    def num_workers(self) -> int:
        return self.role.num_workers

    def _context(self) -> WorkerContext:
        return WorkerContext(
            worker=self.role.index, num_workers=self.role.num_workers,
            worker_device=f"/job:worker/task:{self.role.index}/device:CPU:0",
            server_devices=tuple(f"/job:ps/task:{k}/device:CPU:0"
                                 for k in range(self.role.num_ps)),
            collective=self._collective,
            machine_of=tuple(m for m, machine in enumerate(self._cluster.machines)
                             for _ in machine.slots))

    def _start(self, batch: tuple) -> WorkerProgram:
        captured = self._capture(batch)
        if self._plan.num_servers and self.role.num_ps < self._plan.num_servers:
            raise ConfigError(
                f"the plan puts variables on {self._plan.num_servers} parameter servers but the "
                f"job started {self.role.num_ps}; launch with an architecture other than "
                "allreduce (parallax-tf run --architecture hybrid)")
        program = build_worker_program(captured, self._plan, self._context())
        session_config = tf.compat.v1.ConfigProto(allow_soft_placement=True)
        from tensorflow.core.protobuf import rewriter_config_pb2  # noqa: PLC0415
        session_config.graph_options.rewrite_options.dependency_optimization = (
            rewriter_config_pb2.RewriterConfig.OFF)
        self._session = tf.compat.v1.Session(self._server.target, graph=program.graph,
                                             config=session_config)
        self._load(program, initial_values(program.homes))
        self._program = program
        return program

    def _load(self, program: WorkerProgram, values: dict[str, np.ndarray]) -> None:
        """Set every variable of the running program (replicas on each worker,
        server variables by the chief), then broadcast and synchronise."""
        init = program.init
        self._session.run([init.assign, init.sync],
                          {init.values[n]: v for n, v in values.items()})

    def run(self, *batch: Any) -> Any:
        """Run one step on this worker's `batch`; returns the step's outputs here."""
        program = self._program or self._start(batch)
        flat = tf.nest.flatten(batch)
        if len(flat) != len(program.inputs):
            raise ConfigError(f"run() got {len(flat)} input tensors, the step was captured "
                              f"with {len(program.inputs)}; pass batches of the same structure")
        outputs, _ = self._session.run([list(program.outputs), program.step_done],
                                       dict(zip(program.inputs, flat)))
        structure = self._captured.concrete_function.structured_outputs
        return tf.nest.pack_sequence_as(structure, outputs)

    def values(self) -> dict[str, np.ndarray]:
        """Current values of every variable (replicas from this worker, server
        variables from their servers)."""
        if self._program is None:
            raise ConfigError("run a step before reading values")
        return self._session.run(self._program.reads)

    def restore(self, path: str) -> None:
        """Load values written by `save` (name-keyed) into the running job;
        every worker must call it (replicas are set locally, server variables
        by the chief)."""
        if self._program is None:
            raise ConfigError("run a step before restore() (the program is built then)")
        self._load(self._program, checkpoint.read_values(path, list(self._program.homes)))
