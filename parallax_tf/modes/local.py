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
from parallax_tf.modes.data.chunks import gradient_layers
from parallax_tf.modes.data.planner import make_plan
from parallax_tf.modes.engine import Engine, Values
from parallax_tf.plan import Plan

logger = logging.getLogger(__name__)


class LocalEngine(Engine):
    """One slot: the user's step, called directly."""

    def __init__(self, job: Any, config: Config, train_step: Any) -> None:
        self.job, self.config, self.train_step = job, config, train_step
        self.variables: dict[str, Any] = {}

    def plan_step(self, captured: Any, model: Any) -> Plan:
        config = self.config
        if config.is_pipeline:
            logger.info("one slot: the pipeline's stages run as one step on this "
                        "device, on the whole batch (as single-device training)")
            config = config.replace(pipeline=None, architecture=None)
        return make_plan(model, self.job.cluster, config, layers=gradient_layers(captured))

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
