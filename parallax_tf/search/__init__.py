"""The partition search: how many shards for variables created under
`partitioner()` (Parallax Section 3.2).

TensorFlow-free: the protocol takes a `measure(p) -> seconds per iteration`
callable, fits the cost model t(p) = theta0 + theta1/p + theta2*p and chooses p
inside the sampled range; the decision is cached per model and cluster.
The names below load on first use (PEP 562): the cost model needs SciPy,
which a launcher or a task that only reads a decision does not.
"""
from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "CostModel": "cost_model", "fit_cost_model": "cost_model",
    "Decision": "decision", "default_decision_path": "decision", "fingerprint": "decision",
    "load_decision": "decision", "save_decision": "decision",
    "plot_search": "plot",
    "DEFAULT_TOLERANCE": "protocol", "SearchResult": "protocol",
    "choose_partitions": "protocol", "search_partitions": "protocol",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module 'parallax_tf.search' has no attribute {name!r}")
    return getattr(importlib.import_module(f"parallax_tf.search.{_EXPORTS[name]}"), name)
