"""The benchmark's per-step recorder for a peer script (PARALLAX_TF_STATS_DIR):
the same per-step timing and interface counters as a parallax_tf worker."""
from __future__ import annotations

from typing import Any, Optional


def step_stats(rank: int) -> Optional[Any]:
    """`StepStats` for this task, or None outside the benchmark."""
    from parallax_tf.launch.role import current_role
    from parallax_tf.runtime.stats import StepStats
    role = current_role()
    return StepStats.from_env(rank, role.machine if role is not None else 0)
