"""The layout engine: Mesh-style layouts on DTensor (docs/layouts.md).

Every task of a layout job is a DTensor *client* running the user's
script: it captures the step on its first batch tiled to the global batch
(one part per data group), the chief plans it (`modes/layout/planner.py`), the
others check they captured the same model fed with the same shapes; every
task lays the variables out (the chief's values broadcast), binds the SPMD
program (`modes/layout/lower.py`) and runs it on its part of each batch.

Reading values back whole is a collective of every client, but a runner's
`values` / `export` / `save` may be called by one task alone (the chief
exporting, a periodic checkpoint). So every client agrees, in a tiny
collective (`_agree`), at each step's start, in each read and at its
program's end, how many tasks want a read now and how many have ended:
a read someone asked for is then made by every client at the same point
of its sequence of collectives, and a client that ended keeps answering
until every client has ended (`finish`, called by the bootstrap).
"""
from __future__ import annotations

import logging
from typing import Any, Callable, Optional, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf import env
from parallax_tf.capture import CapturedStep, capture
from parallax_tf.classify import classify
from parallax_tf.config import Config
from parallax_tf.config import mesh as vocab
from parallax_tf.embeddings.table import refuse_in_a_job
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.launch import heartbeat
from parallax_tf.modes.engine import Engine, Values, own_values
from parallax_tf.modes.layout import dtensor, script_start, task_hook
from parallax_tf.modes.layout import section as layout_of
from parallax_tf.modes.layout.lower import build_layout_program
from parallax_tf.modes.layout.planner import make_layout_plan, mesh_topology
from parallax_tf.plan import Plan
from parallax_tf.resources import parse_resources
from parallax_tf.runtime.job import Job

logger = logging.getLogger(__name__)


def create(train_step: Any, resources: Any, config: Config, role: Any) -> Any:
    """This task's job and engine (`registry.py`); DTensor is set up
    first (`script_start.py`: this process may re-run itself, or launch the job)."""
    setup = script_start.dtensor_setup(resources, config, role)
    if setup is None:
        return None
    cluster = parse_resources(env.resources() or resources) if role is not None \
        else parse_resources(resources)
    job = Job(cluster=cluster, worker_id=setup.client_id, num_workers=setup.topology.num_tasks,
              role=role, store=env.kv_store() is not None and setup.num_clients > 1)
    return job, LayoutEngine(job, config, setup)


def launch(resources: Any, config: Config) -> int:
    return script_start.launch_job(resources, config)


def plan_offline(train_step: Any, example_args: tuple, cluster: Any, config: Config,
                 sample_batches: Any = None, alphas: Any = None, links: Any = None,
                 cores: Any = None, scale: Any = None) -> Plan:
    """The plan of a laid-out `train_step` on one task's batch (tiled to the
    global batch), without a job. `links` price nothing here."""
    if cores is not None or scale is not None:
        asked = f"cores={cores!r}" if cores is not None else f"scale={scale!r}"
        raise ConfigError(f"{asked}: step times are predicted for data-parallel plans "
                          "(HYBRID, ALLREDUCE, PS, AUTO, MIXED), not yet for a layout's; "
                          "drop cores= and scale= (parallax-tf plan: --cores, --predict)")
    topology = mesh_topology(config, cluster.num_workers)
    captured = capture(train_step, *global_batch(example_args, topology, config))
    refuse_in_a_job(captured, "layout")
    return make_layout_plan(captured, classify(captured), cluster, config)


def serve(role: Any, plan_json: str) -> None:
    raise ConfigError(f"{role.name} of a layout job has no part to serve: every task of a "
                      "layout job runs the script")


class LayoutEngine(Engine):
    """One DTensor client of a layout job (see the module doc)."""

    plan_key = "layout_plan"
    sample_alpha = False

    def __init__(self, job: Any, config: Config, setup: Any) -> None:
        self.job, self.config, self.setup = job, config, setup
        self.topology = setup.topology
        self.program = None
        self.captured: Optional[CapturedStep] = None
        self.mesh = None
        self.variables: dict[str, Any] = {}
        self._fn: Optional[Callable] = None
        """The bound SPMD step (`LayoutProgram.bind`), once started."""
        self._input_shapes: Optional[list] = None
        self._agreed = 0
        """Agreement rounds made (the same count on every client)."""
        self._finished = False
        task_hook.when_done(self.finish)

    @property
    def clients(self) -> int:
        return self.setup.num_clients

    @property
    def replica(self) -> Optional[tuple[int, int]]:
        """This task's data group: tasks of one group read the same data."""
        return self.setup.data_group()

    def traced_batch(self, batch: tuple) -> tuple:
        return global_batch(batch, self.topology, self.config)

    def plan_step(self, captured: Any, model: Any) -> Plan:
        refuse_in_a_job(captured, "layout")
        kind = "GPU:0" if self.setup.device_type == "GPU" else "CPU:0"
        return make_layout_plan(captured, model, self.job.cluster, self.config,
                                task_devices=(kind,) * self.job.num_workers)

    def check_batch(self, flat: Sequence[Any]) -> None:
        shapes = [tuple(np.shape(a)) for a in flat]
        if self._input_shapes is None:
            self._input_shapes = shapes
        elif shapes != self._input_shapes:
            raise ConfigError(
                f"run() got inputs of shapes {shapes}, but the step was laid out for "
                f"{self._input_shapes} (its first batch): a laid-out step keeps its shapes; "
                "batch with drop_remainder=True (or pad the last batch)")

    def start(self, captured: Any, model: Any, plan: Plan, values: Optional[Values],
              batch: tuple) -> Plan:
        self.captured = captured
        self.program = build_layout_program(captured, plan)
        self.mesh = dtensor.make_mesh(plan.topology.axes)
        layouts = self._layouts()
        values = values or own_values(captured)
        laid = dtensor.broadcast_from_first({n: values(n) for n in self.program.variable_axes},
                                            layouts, self.mesh)
        self.variables = {n: dtensor.variable(v) for n, v in laid.items()}
        self._fn = self.program.bind(self.variables, self.mesh)
        return plan

    def _layouts(self) -> dict:
        return {n: dtensor.layout(self.mesh, a) for n, a in self.program.variable_axes.items()}

    def step(self, batch: tuple, flat: list) -> list:
        assert self._fn is not None, "start() binds the step first"
        self._serve()
        inputs = dtensor.pack_inputs(flat, self.mesh, self.topology, self.setup.client_id,
                                     self.setup.data_axis)
        try:
            results = self._fn(*inputs)
        except (tf.errors.UnknownError, tf.errors.InvalidArgumentError) as e:
            why = dtensor.explain_error(e)
            if why is None:
                raise
            logger.debug("DTensor's error: %s", e)
            raise PlanError(f"{why}. Leave the dims that reach this op replicated (drop their "
                            "layout rule or dim name), or train without a mesh "
                            "(docs/layouts.md lists what DTensor cannot lay out)") from None
        return [dtensor.first_component(o).numpy() for o in results]

    # -- reads any task may ask for alone ----------------------------------------
    def _agree(self, wants_read: int, ended: int) -> tuple[int, int]:
        """One agreement round (every client calls it at the same point of
        its sequence): (tasks wanting a read now, tasks that ended)."""
        self._agreed += 1
        total = dtensor.sum_over_clients(np.array([wants_read, ended], np.int64), self.mesh)
        return int(total[0]), int(total[1])

    def _whole(self) -> dict[str, np.ndarray]:
        return dtensor.whole_values({n: v.read_value() for n, v in self.variables.items()},
                                    self.mesh)

    def _serve(self) -> None:
        """At a step's start: make the reads other tasks asked for, until a
        round in which nobody asks."""
        if self.clients == 1:
            return
        while self._agree(0, 0)[0]:
            self._whole()

    def read(self) -> dict[str, np.ndarray]:
        if self.clients > 1:
            self._agree(1, 0)
        return self._whole()

    def finish(self) -> None:
        """This client's program ended: answer the reads the others still
        ask for until every client has ended (called once, at exit)."""
        if self.clients == 1 or self._fn is None or self._finished:
            return
        self._finished = True
        # each agreement waits for every client holding the GIL, so no beat
        # runs meanwhile: a client whose chief still evaluates or writes a
        # checkpoint must not look frozen (it did, in CI on 2026-12-01)
        with heartbeat.phase("answering the other clients' reads (its program ended)",
                             quiet=True):
            while True:
                reads, ended = self._agree(0, 1)
                if reads:
                    self._whole()
                if ended == self.clients and not reads:
                    return

    def assign(self, values: Optional[Values]) -> None:
        """Load `values` (the chief's count; the other tasks pass
        placeholders); every task calls it."""
        if values is None:          # placeholders: only the chief's values count
            whole = {n: np.zeros(v.shape, v.dtype.as_numpy_dtype)
                     for n, v in self.variables.items()}
        else:
            whole = {n: values(n) for n in self.variables}
        for name, value in dtensor.broadcast_from_first(whole, self._layouts(),
                                                        self.mesh).items():
            self.variables[name].assign(value)

    # -- inspection ----------------------------------------------------------------
    def device_bytes(self) -> dict[str, int]:
        """Bytes of the parts this task's first device holds, measured on
        its DTensor components: the trainable variables and the state
        (optimizer slots, counters)."""
        assert self.captured is not None, "start() first"
        trainable = {v.name for v in self.captured.trainable_variables}
        out = {"trainable": 0, "state": 0}
        for name, v in self.variables.items():
            shape = dtensor.local_shape(v.read_value())
            size = int(np.prod(shape)) * v.dtype.size if shape else v.dtype.size
            out["trainable" if name in trainable else "state"] += size
        return out

    def local_shapes(self) -> dict[str, tuple[int, ...]]:
        """The shape of the part of each variable on this task's first device."""
        return {n: dtensor.local_shape(v.read_value()) for n, v in self.variables.items()}


def global_batch(batch: tuple, topology: Any, config: Config) -> tuple:
    """One task's batch repeated to the global batch's shape (one part per
    data group): the shapes the laid-out step is traced with."""
    data_axis = dict(layout_of(config).layout_rules).get(vocab.BATCH)
    groups = len(topology.data_groups(data_axis))
    if data_axis is None or groups == 1:
        return tuple(batch)
    return tuple(tf.nest.map_structure(
        lambda a: np.concatenate([np.asarray(a)] * groups) if np.ndim(a) else a, tuple(batch)))


def program_stats(engine: Any) -> dict:
    """What the oracle jobs record of this task's program (`parallax_tf.testing`)."""
    return {"passes": list(engine.program.passes), "local_shapes": engine.local_shapes()}
