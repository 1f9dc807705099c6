"""The public inspection entry: `plan(train_step, *example_args, ...) -> Plan`."""
from __future__ import annotations

import dataclasses
from typing import Any, Optional, Sequence

from parallax_tf.capture import capture
from parallax_tf.classify import classify
from parallax_tf.config import Config
from parallax_tf.errors import ConfigError
from parallax_tf.plan import Plan, make_plan
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
         alphas: Optional[dict[str, float]] = None) -> Plan:
    """Capture, classify and plan `train_step` for `resources`.

    `example_args`: one batch as the step's arguments (or none, when the step
    has an input_signature); with layouts, one task's batch (it is repeated
    to the global batch, one part per data group); with a pipeline, one
    mini-batch (split in micro-batches; alpha is measured on the first).
    `sample_batches`: per-worker batches on which
    alpha of each sparse variable is measured (without them alpha stays
    unknown and so do sparse byte predictions). `alphas`: known alphas by name.
    """
    if config is not None and not isinstance(config, Config):
        raise ConfigError(f"config={config!r} is not a parallax_tf.Config; "
                          "build one with parallax_tf.Config(...)")
    cluster = parse_resources(resources)
    config = config or Config()
    if config.is_layout:
        from parallax_tf.planners.layout import make_layout_plan, mesh_topology  # noqa: PLC0415
        from parallax_tf.modes.layout.engine import global_batch  # noqa: PLC0415
        topology = mesh_topology(config, cluster.num_workers)
        captured = capture(train_step, *global_batch(example_args, topology, config))
        return make_layout_plan(captured, classify(captured), cluster, config)
    if config.is_pipeline:
        from parallax_tf.planners import pipeline  # noqa: PLC0415
        micro = pipeline.split_batch(example_args, pipeline.microbatch_count(
            train_step, config, example_args))
        captured = capture(train_step, *micro[0])
        model = classify(captured, sample_batches=[micro[0]], alphas=alphas)
        return pipeline.make_pipeline_plan(model, captured, cluster, config, micro[0])[0]
    captured = capture(train_step, *example_args)
    model = classify(captured, sample_batches=sample_batches, alphas=alphas)
    from parallax_tf.planners.chunks import gradient_layers  # noqa: PLC0415
    from parallax_tf.planners.split import assign_splits  # noqa: PLC0415
    return make_plan(model, cluster, config, splits=assign_splits(captured),
                     layers=gradient_layers(captured))
