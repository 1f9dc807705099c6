"""The local engine: one process with one slot runs the user's step itself.

`python train.py` with resources of one slot needs no servers, no
collectives and no rewriting: the step is called as it was written (split
scopes do nothing; a pipeline's stages run as one step on the whole batch,
which is single-device training). The runner still captures and plans it,
so `runner.plan` and the checkpoints behave as in a job.
"""
from __future__ import annotations

import logging
from typing import Any, Optional

import numpy as np
import tensorflow as tf

from parallax_tf.config import Config
from parallax_tf.graph.layers import gradient_layers
from parallax_tf.modes.engine import Engine, Values
from parallax_tf.plan import Plan
from parallax_tf.planner.placing import make_plan
from parallax_tf.resources import parse_resources
from parallax_tf.runtime.job import Job

logger = logging.getLogger(__name__)


class LocalEngine(Engine):
    """One slot: the user's step, called directly."""

    runs_the_step_itself = True

    def __init__(self, job: Any, config: Config, train_step: Any) -> None:
        self.job, self.config, self.train_step = job, config, train_step
        self.variables: dict[str, Any] = {}

    def plan_step(self, captured: Any, model: Any) -> Plan:
        return make_plan(model, self.job.cluster, self.config,
                         layers=gradient_layers(captured))

    def start(self, captured: Any, model: Any, plan: Plan, values: Optional[Values],
              batch: tuple) -> Plan:
        self.variables = {v.name: v.variable for v in captured.variables}
        self.assign(values)
        return plan

    def step(self, batch: tuple, flat: list) -> list:
        """The step itself; its outputs as NumPy values, as every engine
        gives them."""
        out = self.train_step(*batch)
        if out is None:
            return []
        return [o.numpy() if hasattr(o, "numpy") else o
                for o in tf.nest.flatten(out, expand_composites=True)]

    def read(self) -> dict[str, np.ndarray]:
        return {n: v.numpy() for n, v in self.variables.items()}

    def assign(self, values: Optional[Values]) -> None:
        if values is None:
            return
        for name, variable in self.variables.items():
            variable.assign(values(name))


def local_or_launch(train_step: Any, resources: Any, config: Any) -> Any:
    """A process the launcher did not start: one slot runs the step itself
    (`LocalEngine`); several slots are a job to launch (None)."""
    cluster = parse_resources(resources)
    if cluster.num_workers > 1:
        return None
    job = Job(cluster=cluster)
    return job, LocalEngine(job, config, train_step)
