"""The toy mode's engine: one process runs the step as written."""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

import tensorflow as tf

from parallax_tf.modes.engine import Engine, Values
from parallax_tf.plan import Plan
from parallax_tf.resources import parse_resources
from parallax_tf.runtime.job import Job
from parallax_tf.session.placing import make_plan


class ToyEngine(Engine):
    def __init__(self, job: Any, config: Any, train_step: Any) -> None:
        self.job, self.config, self.train_step = job, config, train_step
        self.variables: dict[str, Any] = {}

    def plan_step(self, captured: Any, model: Any) -> Plan:
        return dataclasses.replace(make_plan(model, self.job.cluster, self.config), mode="toy")

    def start(self, captured: Any, model: Any, plan: Plan, values: Optional[Values],
              batch: tuple) -> Plan:
        self.variables = {v.name: v.variable for v in captured.variables}
        self.assign(values)
        return plan

    def step(self, batch: tuple, flat: list) -> list:
        out = self.train_step(*batch)
        return [] if out is None else [o.numpy() for o in tf.nest.flatten(out)]

    def read(self) -> dict:
        return {n: v.numpy() for n, v in self.variables.items()}

    def assign(self, values: Optional[Values]) -> None:
        for name, variable in self.variables.items():
            if values is not None:
                variable.assign(values(name))


def create(train_step: Any, resources: Any, config: Any, role: Any) -> Any:
    job = Job(cluster=parse_resources(resources))
    return job, ToyEngine(job, config, train_step)


def launch(resources: Any, config: Any) -> int:
    raise NotImplementedError("the toy mode runs on one process")


def plan_offline(train_step: Any, example_args: tuple, cluster: Any, config: Any,
                 sample_batches: Any = None, alphas: Any = None) -> Plan:
    raise NotImplementedError


def serve(role: Any, plan_json: str) -> None:
    raise NotImplementedError


def program_stats(engine: Any) -> dict:
    return {"passes": ["call_the_step"]}
