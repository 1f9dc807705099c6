"""The planner: where each variable goes and how its traffic moves, decided
before the first step, in one folder (issue 64):

- `placing.py`: `make_plan(model, cluster, config)`, the places of every
  variable (servers and their shards, AllReduce), and a pipeline's
  `make_stage_plan` (its stages, or the servers);
- `options.py`: the options per variable (shard counts, the servers or
  AllReduce or AllGather, what `Config.placements` asks);
- `servers.py`: the server assignment of the shards;
- `estimate.py`: the estimator, bytes per machine per step (Table 3);
- `per_variable.py`: MIXED's per-variable options priced on the links;
- `architecture.py`: AUTO's candidates and its decision;
- `cost_model.py`, `protocol.py`: the partition search (Parallax Section
  3.2): how many shards for variables created under `partitioner()`;
- `chunk_size.py`: the chunk-size search's protocol;
- `decision.py`: the cached decisions and the links they were made on;
- `plot.py`: the searches' pictures.

The data mode's engine times what the planner asks it to
(`modes/data/tuning.py` and the timing drivers beside it).

TensorFlow-free: the partition protocol takes a `measure(p) -> seconds per iteration`
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
        raise AttributeError(f"module 'parallax_tf.planner' has no attribute {name!r}")
    return getattr(importlib.import_module(f"parallax_tf.planner.{_EXPORTS[name]}"), name)
