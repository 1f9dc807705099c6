"""Pipelines (docs/pipeline.md): a step cut into stages fed micro-batches,
GPipe or 1F1B with a staleness treatment; selected by a `Pipeline` section."""
from __future__ import annotations

from parallax_tf.config import Config, Pipeline
from parallax_tf.errors import ConfigError


def section(config: Config) -> Pipeline:
    """The job's `Pipeline` section (a pipeline's Config has one)."""
    if config.pipeline is None:
        raise ConfigError("this Config has no pipeline section; give "
                          "Config(schedule='gpipe' or '1f1b') for a pipeline")
    return config.pipeline
