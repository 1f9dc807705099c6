"""How a training step is distributed: `Config`, its sections, and the
composition table that says which sections combine (docs/composition.md).

String values are accepted for enum fields (``architecture="ps"``) and
converted; unknown or contradictory values raise `ConfigError` naming the
field, the value, what is allowed and a way out.
"""
from parallax_tf.config.core import Config
from parallax_tf.config.sections import (
    COLLECTIVES,
    MEASURED,
    VARIABLE_PLACEMENTS,
    Aggregation,
    Architecture,
    Checkpointing,
    DataParallel,
    Layouts,
    Observability,
    Pipeline,
    ScheduleKind,
    Search,
    Staleness,
    SyncMode,
)

__all__ = ["COLLECTIVES", "MEASURED", "VARIABLE_PLACEMENTS", "Aggregation", "Architecture", "Checkpointing", "Config",
           "DataParallel", "Layouts", "Observability", "Pipeline", "ScheduleKind", "Search",
           "Staleness", "SyncMode"]
