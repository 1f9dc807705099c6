"""Mesh-style layouts on DTensor (docs/layouts.md): every variable laid out
over a device mesh, the step run SPMD; selected by a `Layouts` section."""
from __future__ import annotations

from parallax_tf.config import Config, Layouts
from parallax_tf.errors import ConfigError


def section(config: Config) -> Layouts:
    """The job's `Layouts` section (a layout job's Config has one)."""
    if config.layout is None:
        raise ConfigError("this Config has no layout section; give "
                          "Config(mesh='batch:2;model:2', layout_rules=...) for layouts")
    return config.layout
