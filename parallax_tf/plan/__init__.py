"""Stage 3: the Plan (typed placements, topology, compute splits) and the byte model.

The names below are loaded on first use (PEP 562), so the pure modules of
this package (`topology`, `placements`, `chunks`, `bytes_model`, `schedule`)
import without TensorFlow: the launcher, the bootstrap and `Config` use them.
"""
from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "AllReduce": "placements", "CollectiveKind": "placements", "Layout": "placements",
    "ParameterServer": "placements", "Placement": "placements", "SplitPart": "placements",
    "Stage": "placements", "Plan": "plan", "VariablePlan": "plan",
    "Topology": "topology", "CollectiveEstimate": "placements",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'parallax_tf.plan' has no attribute {name!r}")
    return getattr(importlib.import_module(f"parallax_tf.plan.{_EXPORTS[name]}"), name)
