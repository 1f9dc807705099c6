"""Graph analysis for lowering: which state variables are optimizer slots of
which server-placed variable.

A non-trainable variable s is a slot of trainable variable v when s has v's
shape and one of s's write ops is reached from v's gradient (its indices, for
a sparse gradient) along data edges that never pass through a scalar. The
scalar rule keeps global-norm clipping (every gradient reaches every update
through the norm, a scalar) from linking a slot to all variables.
"""
from __future__ import annotations

from typing import Iterable

import tensorflow as tf

from parallax_tf.capture import CapturedStep, CapturedVariable, DenseGradient, SparseGradient


def _non_scalar_reach(graph: tf.Graph, start: Iterable[str]) -> set[str]:
    """Op names reached from tensors `start` through non-scalar tensors."""
    seen_ops: set[str] = set()
    frontier = [graph.get_tensor_by_name(t) for t in start]
    seen_tensors = set()
    while frontier:
        tensor = frontier.pop()
        if tensor.name in seen_tensors:
            continue
        seen_tensors.add(tensor.name)
        if tensor.shape.rank == 0:
            continue
        for op in tensor.consumers():
            if op.name in seen_ops:
                continue
            seen_ops.add(op.name)
            frontier.extend(op.outputs)
    return seen_ops


def _gradient_roots(var: CapturedVariable) -> list[str]:
    if isinstance(var.gradient, SparseGradient):
        return [var.gradient.indices]
    if isinstance(var.gradient, DenseGradient):
        return [var.gradient.tensor]
    return []


def slot_owners(step: CapturedStep, candidates: Iterable[str]) -> dict[str, str]:
    """state variable name -> name of the variable (among `candidates`) it is a slot of."""
    graph = step.concrete_function.graph
    by_name = {v.name: v for v in step.variables}
    state = [v for v in step.variables if not v.trainable and v.updates]
    owners: dict[str, str] = {}
    for name in candidates:
        var = by_name[name]
        reach = _non_scalar_reach(graph, _gradient_roots(var))
        for s in state:
            if s.shape == var.shape and s.name not in owners and any(
                    u.name in reach for u in s.updates):
                owners[s.name] = name
    return owners
