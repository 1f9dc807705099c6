"""What the Horovod peers share: the benchmark's per-step recorder and the
two lines a Keras 3 user of Horovod 0.28.1 writes around the step."""
from __future__ import annotations

from typing import Any, Optional


def step_stats(rank: int) -> Optional[Any]:
    """The benchmark's recorder (PARALLAX_TF_STATS_DIR): the same per-step
    timing and interface counters as a parallax_tf worker; None outside it."""
    from parallax_tf.launch.role import current_role
    from parallax_tf.runtime.stats import StepStats
    role = current_role()
    return StepStats.from_env(rank, role.machine if role is not None else 0)


def tf_variables(variables: list) -> list:
    """The tf.Variables under Keras 3 variables: Horovod 0.28.1's
    DistributedGradientTape keys gradients by `source.ref()`, which Keras 3
    variables lack (horovod issue #4290)."""
    import keras
    return [v.value if isinstance(v, keras.Variable) else v for v in variables]


def broadcast_from_rank0(variables: list, optimizer: Any) -> None:
    """Every worker starts from rank 0's values: the model's and the
    optimizer's (built first, so its slots exist), as Horovod's Keras
    callback does."""
    import horovod.tensorflow as hvd
    optimizer.build(variables)
    hvd.broadcast_variables(tf_variables(variables), root_rank=0)
    hvd.broadcast_variables(tf_variables(optimizer.variables), root_rank=0)
