"""The pipeline's contract with the shared layers (`registry.py`):
its lowering passes, how its plans read and are drawn, what a launch
starts. No TensorFlow.
"""
from __future__ import annotations

from typing import Any

from parallax_tf.config import Architecture, Config
from parallax_tf.modes.pipeline import section as pipeline_of
from parallax_tf.plan.schedule import Schedule, make_schedule
from parallax_tf.planner.describe import decision_lines
from parallax_tf.views.picture import Facts
from parallax_tf.views.text import session_summary, split_lines

PASSES = ("cut_stages", "stage_variables", "stage_queues", "stage_forward",
          "stage_backward", "stage_update", "stage_column", "pipeline_init")
"""The pipeline's lowering (`cut.py`, `program.py`)."""


def passes(plan: Any) -> tuple[str, ...]:
    return PASSES


def schedule(plan: Any) -> Schedule:
    """The plan's schedule (`plan/schedule.py`): its kind, stages, micro-batches."""
    pipe = pipeline_of(plan.config)
    return make_schedule(pipe.schedule, plan.num_splits,
                         pipe.microbatches or 2 * plan.num_splits)


def summary(plan: Any) -> str:
    """The text plan: one row per variable, the stages, the schedule."""
    stages = split_lines(
        plan, word="stage", moved=True,
        head=f"pipeline of {plan.num_splits} stage(s), one task each ({plan.num_replicas} "
             "pipeline replica(s); 'to next': the bytes of activations forward and their "
             "gradients back per mini-batch, in the machines' bytes above where the next "
             "stage is on another machine; ms: forward+backward of one micro-batch, "
             "measured on one process):")
    return session_summary(plan, architecture="PIPELINE", passes=passes(plan), parts=stages,
                           more=[*decision_lines(plan), "", *_schedule_lines(plan)])


def _schedule_lines(plan: Any) -> list[str]:
    """The schedule: its kind, the staleness treatment, the clock table."""
    pipe = pipeline_of(plan.config)
    made = schedule(plan)
    treatment = "" if pipe.staleness is None else (
        f"; staleness treatment {pipe.staleness.value.upper()}"
        + (f" (gamma {pipe.spectrain_gamma})" if pipe.spectrain_gamma is not None else "")
        + (" with the paper's version differences" if pipe.spectrain_versions == "paper"
           else ""))
    return [f"schedule {made.kind.value.upper()}{treatment}: " + made.describe(),
            *made.format(max_clocks=40).splitlines()]


def picture(plan: Any) -> Facts:
    return Facts(architecture="PIPELINE", role="stage")


def starts_servers(config: Config) -> bool:
    """A GPipe pipeline whose sparse (HYBRID) or every (PS) variable lives on
    the parameter servers."""
    return config.data.architecture in (Architecture.HYBRID, Architecture.PS)


def predicted(plan: Any) -> dict:
    return {"predicted_bytes_per_machine": plan.bytes_per_machine(), "architecture": "pipeline",
            "plan": {n: {"placement": v.placement.kind, "num_shards": v.num_shards,
                         "alpha": v.alpha} for n, v in plan.variables.items()}}


def serve_ps(role: Any, plan: Any, server: Any) -> None:
    """A pipeline's servers only serve."""
