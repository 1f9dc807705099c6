"""The public inspection entry: `plan(train_step, *example_args, ...) -> Plan`."""
from __future__ import annotations

import dataclasses
from typing import Any, Optional, Sequence

from parallax_tf import registry
from parallax_tf.config import Config
from parallax_tf.errors import ConfigError
from parallax_tf.plan import Plan
from parallax_tf.planner import per_variable
from parallax_tf.resources import ResourcesLike, parse_resources


@dataclasses.dataclass(frozen=True, kw_only=True)
class StepSpec:
    """What a user script exposes to `parallax-tf plan` (and later commands):
    its training step, one example batch, and optionally sample batches on
    which alpha is measured, resources and a Config.

    A script exposes it with a module-level function

        def parallax_tf_step(argv: list[str]) -> parallax_tf.StepSpec: ...

    which the command line calls with the script's own arguments.
    """

    step: Any
    """The tf.function training step."""
    example_args: tuple = ()
    """One batch, as the step's positional arguments."""
    sample_batches: Sequence[Any] = ()
    """Per-worker batches (tuples like example_args) to measure alpha on."""
    resources: Optional[ResourcesLike] = None
    """Default resources when the command line gives none."""
    config: Optional[Config] = None
    """Default Config when the command line gives none."""

    def __post_init__(self) -> None:
        if not isinstance(self.example_args, tuple):
            raise ConfigError(
                f"StepSpec.example_args must be a tuple of the step's arguments, got "
                f"{type(self.example_args).__name__}; write example_args=(x, y)")


def plan(train_step: Any, *example_args: Any, resources: ResourcesLike = "localhost:0",
         config: Optional[Config] = None, sample_batches: Optional[Sequence[Any]] = None,
         alphas: Optional[dict[str, float]] = None, links: Any = None,
         cores: Any = None, scale: Any = None) -> Plan:
    """Capture, classify and plan `train_step` for `resources`.

    `example_args`: one batch as the step's arguments (or none, when the step
    has an input_signature); with layouts, one task's batch (it is repeated
    to the global batch, one part per data group); with a pipeline, one
    mini-batch (split in micro-batches; alpha is measured on the first).
    `sample_batches`: per-worker batches on which
    alpha of each sparse variable is measured (without them alpha stays
    unknown and so do sparse byte predictions). `alphas`: known alphas by name.
    `links`: what communication costs on the cluster, which MIXED prices its
    choices with: ``"MBIT[,ROUND_TRIP_MS]"`` or a `search.per_variable.Links`
    (default: assumed, 1 Gbit/s; a job measures its own).
    `cores`: the cores per machine (or a `planner.step_time.Cores`, for
    machines sharing a box's): the plan then predicts each candidate
    architecture's step time (`plan.predicted`, printed by `px.summary`),
    timing the step on this process first (data-parallel plans, with
    sample batches). `scale`: with `cores`, also predict each candidate
    on other cluster shapes, e.g. ``"1x6,2x6,4x6,8x6"`` (machines x workers)
    or a `planner.scale.Scale` (a given single-device step time, another
    machine class's calibration): throughput, bytes per machine, what
    bounds the step and where adding machines stops paying
    (`plan.predicted["scale"]`, printed by `px.summary`; docs/scaling.md).
    """
    if config is not None and not isinstance(config, Config):
        raise ConfigError(f"config={config!r} is not a parallax_tf.Config; "
                          "build one with parallax_tf.Config(...)")
    cluster = parse_resources(resources)
    config = config or Config()
    if links is not None and not isinstance(links, per_variable.Links):
        links = per_variable.Links.parse(links)
    return registry.mode_of(config).plan(train_step, tuple(example_args), cluster, config,
                                         sample_batches=sample_batches, alphas=alphas,
                                         links=links, cores=cores, scale=scale)
