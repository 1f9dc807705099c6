"""The toy mode's engine: one process runs the step as written."""
from __future__ import annotations

import dataclasses
from typing import Any

from parallax_tf.modes.local import LocalEngine
from parallax_tf.plan import Plan
from parallax_tf.planner.placing import make_plan
from parallax_tf.resources import parse_resources
from parallax_tf.runtime.job import Job


class ToyEngine(LocalEngine):
    """One process running the step as written (the local engine's), whose
    plans are the toy mode's."""

    def plan_step(self, captured: Any, model: Any) -> Plan:
        return dataclasses.replace(make_plan(model, self.job.cluster, self.config), mode="toy")


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
