"""The partition search: how many shards for variables created under
`partitioner()` (Parallax Section 3.2).

TensorFlow-free: the protocol takes a `measure(p) -> seconds per iteration`
callable, fits the cost model t(p) = theta0 + theta1/p + theta2*p and chooses p
inside the sampled range; the decision is cached per model and cluster.
"""
from parallax_tf.search.cost_model import CostModel, fit_cost_model
from parallax_tf.search.decision import (
                                         Decision,
                                         default_decision_path,
                                         fingerprint,
                                         load_decision,
                                         save_decision,
)
from parallax_tf.search.plot import plot_search
from parallax_tf.search.protocol import (
                                         DEFAULT_TOLERANCE,
                                         SearchResult,
                                         choose_partitions,
                                         search_partitions,
)

__all__ = [
    "DEFAULT_TOLERANCE", "CostModel", "Decision", "SearchResult", "choose_partitions",
    "default_decision_path", "fingerprint", "fit_cost_model", "load_decision", "plot_search",
    "save_decision", "search_partitions",
]
