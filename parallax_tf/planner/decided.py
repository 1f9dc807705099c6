"""What the planner has decided on a job's own cluster, and the plan made
with it.

A job that chooses (AUTO, MIXED, the partition and chunk searches) decides
in steps before and while it trains; each step replaces its field of a
`Decided`, and `plan_decided` plans the step with every decision made so
far. The data engine holds one (`modes/data/engine.py`); its tuning hooks
(`modes/data/tuning.py`) replace it.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Optional, Sequence

from parallax_tf.classify import Kind, ModelInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.config.chunking import TENSOR
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.plan import Plan
from parallax_tf.plan.compute import StepCompute
from parallax_tf.planner import per_variable
from parallax_tf.planner.architecture import candidates
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.placing import make_plan
from parallax_tf.planner.step_time import BOX, Calibration, Cores, predict
from parallax_tf.resources import Cluster


@dataclasses.dataclass(frozen=True)
class Decided:
    """Each None until its decision is made."""

    links: Optional[Links] = None
    """The link costs the job measured (AUTO, MIXED: `modes/data/links.py`):
    MIXED prices with them, and every decision records them."""
    architecture: Optional[Architecture] = None
    """AUTO's or MIXED's choice."""
    architecture_choice: Optional[dict] = None
    """What they timed (`ArchitectureChoice.to_dict()`), on the plan."""
    shards: Optional[dict[str, int]] = None
    """The partition search's shards per partition group."""
    chunk_size: Optional[int] = None
    """The chunk search's layers per chunk (or the candidate being timed)."""
    predicted: Optional[dict] = None
    """AUTO's and MIXED's candidates' predicted step times, beside what they
    timed (`predict_plans`), on the plan."""


def candidate_config(config: Config, arch: Architecture) -> Config:
    """`config` under AUTO's / MIXED's candidate `arch` (or the one they
    chose), without `tune` (how they chose: a fixed architecture chooses
    nothing); ALLREDUCE without the partition fields and the row cache
    too, which it has no server variable to use them on (the composition
    table refuses them with it)."""
    if arch is Architecture.ALLREDUCE:
        return config.replace(architecture=arch, num_partitions=None, search_partitions=False,
                              row_cache=None, tune="prune")
    return config.replace(architecture=arch, tune="prune")


def plan_decided(decided: Decided, model: ModelInfo, cluster: Cluster, config: Config, *,
                 splits: Any = None, layers: Sequence[Any] = (),
                 task_devices: Optional[Sequence[str]] = None,
                 architecture: Optional[Architecture] = None,
                 num_shards: Optional[dict[str, int]] = None,
                 chunk_size: Optional[int] = None) -> Plan:
    """`make_plan` with the decisions made so far; a candidate being timed
    (`architecture`, `num_shards`, `chunk_size`) in place of its decision.
    The plan carries the links it was made on, and AUTO's record of what
    it timed once it chose (not on a candidate's plan)."""
    arch = architecture or decided.architecture
    plan = make_plan(model, cluster, config if arch is None else candidate_config(config, arch),
                     num_shards=decided.shards if num_shards is None else num_shards,
                     layers=layers,
                     chunk_size=decided.chunk_size if chunk_size is None else chunk_size,
                     splits=splits, task_devices=task_devices, links=decided.links)
    if decided.architecture_choice is not None and architecture is None:
        plan = dataclasses.replace(plan, architecture_choice=decided.architecture_choice)
    if decided.links is not None and plan.links is None:      # MIXED kept another plan
        plan = dataclasses.replace(plan, links=decided.links.to_dict())
    if decided.predicted is not None and architecture is None:
        plan = dataclasses.replace(plan, predicted=decided.predicted)
    return plan


def predict_candidates(model: ModelInfo, cluster: Cluster, config: Config, compute: StepCompute,
                       links: per_variable.Links, cores: Cores, *, splits: Any = None,
                       layers: Any = (), calibration: Calibration = BOX) -> dict:
    """The predicted step of each architecture AUTO would time (and MIXED's
    own plan, for a step with sparse variables) on `cluster`: what a plan
    records (`Plan.predicted`) and `px.summary` prints."""
    return predict_plans(candidate_plans(model, cluster, config, links, splits=splits,
                                         layers=layers), compute, links, cores, calibration)


def candidate_plans(model: ModelInfo, cluster: Cluster, config: Config,
                    links: per_variable.Links, *, splits: Any = None,
                    layers: Any = ()) -> dict[Architecture, Any]:
    """Each architecture AUTO would time (and MIXED's own plan, for a step
    with sparse variables) planned on `cluster`; a str where it is left
    out (why)."""
    has_sparse = any(v.kind is Kind.SPARSE and v.has_gradient for v in model.variables)
    archs = candidates(has_sparse=has_sparse, chunked=config.chunks != TENSOR,
                       servers=True, per_variable=True)
    plans: dict[Architecture, Any] = {}
    for arch in archs:
        try:
            plans[arch] = make_plan(model, cluster, candidate_config(config, arch),
                                    splits=splits, layers=layers,
                                    links=links if arch is Architecture.MIXED else None)
        except (ConfigError, PlanError) as e:         # as AUTO leaves it out
            plans[arch] = str(e)
    return plans


def predict_plans(plans: Mapping[Architecture, Any], compute: StepCompute,
                  links: per_variable.Links, cores: Cores,
                  calibration: Calibration = BOX) -> dict:
    """Each candidate plan's predicted step (a str: why it was left out),
    with what they were predicted from: `Plan.predicted`."""
    steps: dict[str, dict] = {}
    for arch, plan in plans.items():
        steps[arch.value] = {"left_out": plan} if isinstance(plan, str) else \
            dataclasses.asdict(predict(plan, compute, links, cores, calibration))
    return {"cores": dataclasses.asdict(cores), "links": links.to_dict(),
            "compute": compute.to_dict(), "calibration": dataclasses.asdict(calibration),
            "steps": steps}
