"""The layers of a captured step in the order backprop produces their
gradients: what chunked aggregation groups (`plan/chunks.py`), shared by the modes.

A layer is a trainable variable's name without its last component
(`dense_3/kernel`, `dense_3/bias` -> `dense_3`). A layer's gradients are
ready when the last of them is computed; layers are ordered by the depth of
that point: the longest path of ops (data and control edges) from the
graph's sources to it. Backprop computes the gradient of an earlier layer
from the backward ops of every later one, so its depth is larger: for a
chain of layers this is the order backprop produces them, the network's
last layer first.
"""
from __future__ import annotations

import tensorflow as tf

from parallax_tf.capture import CapturedStep, DenseGradient
from parallax_tf.graph.staged_import import topological_order
from parallax_tf.plan.chunks import GradientLayer


def gradient_layers(step: CapturedStep) -> tuple[GradientLayer, ...]:
    """Every layer with dense gradients, in backward order (module doc)."""
    nodes = {n.name: n for n in step.parsed_graph_def().node}
    rank: dict[str, int] = {}                 # longest path from the sources
    for name in topological_order(nodes):
        sources = [i.lstrip("^").split(":")[0] for i in nodes[name].input]
        rank[name] = 1 + max((rank[s] for s in sources if s in rank), default=0)
    ready: dict[str, int] = {}
    members: dict[str, list] = {}
    for var in step.trainable_variables:
        if not isinstance(var.gradient, DenseGradient):
            continue
        layer = var.name.rsplit("/", 1)[0] if "/" in var.name else var.name
        at = rank[var.gradient.tensor.rsplit(":", 1)[0]]
        ready[layer] = max(ready.get(layer, -1), at)
        members.setdefault(layer, []).append(var)
    out = []
    for layer in sorted(members, key=lambda n: (ready[n], n)):
        variables = members[layer]
        out.append(GradientLayer(
            name=layer, variables=tuple(v.name for v in variables),
            bytes=sum(v.num_elements * tf.as_dtype(v.dtype).size for v in variables)))
    return tuple(out)
