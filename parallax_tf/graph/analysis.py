"""Graph analysis for lowering: which state variables are optimizer slots of
which server-placed variable, and which ops draw random numbers in their
kernels.

A non-trainable variable s is a slot of trainable variable v when s has v's
shape and one of s's write ops is reached from v's gradient (its indices, for
a sparse gradient) along data edges that never pass through a scalar. The
scalar rule keeps global-norm clipping (every gradient reaches every update
through the norm, a scalar) from linking a slot to all variables.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping

import tensorflow as tf

from parallax_tf.capture import CapturedStep, CapturedVariable, DenseGradient, SparseGradient
from parallax_tf.graph.staged_import import node_edges

TAPE_SCOPE = "gradient_tape/"
"""The name scope of the ops `tf.GradientTape.gradient` adds."""


def non_scalar_reach(graph: tf.Graph, start: Iterable[str],
                     avoid: frozenset = frozenset()) -> set[str]:
    """Op names reached from tensors `start` through non-scalar tensors,
    not entering the ops in `avoid`."""
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
            if op.type == "IdentityN":
                # Keras groups every gradient in one IdentityN: output i is
                # input i, so follow only the outputs of this tensor.
                seen_ops.add(op.name)
                frontier.extend(op.outputs[i] for i, t in enumerate(op.inputs)
                                if t is tensor)
                continue
            if op.name in seen_ops or op.name in avoid:
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


def backward_ops(step: CapturedStep) -> frozenset:
    """The ops of the step's backward pass (`backward_region`)."""
    return frozenset(backward_region(step, *node_edges(step.parsed_graph_def())))


def slot_owners(step: CapturedStep, candidates: Iterable[str]) -> dict[str, str]:
    """state variable name -> name of the variable (among `candidates`) it is a slot of.

    The walk from a variable's gradient does not re-enter the backward
    pass: a normalisation offset's gradient is reused by the backward pass
    to compute earlier layers' gradients, and following it there linked
    every same-shaped slot of those layers to the offset."""
    graph = step.concrete_function.graph
    by_name = {v.name: v for v in step.variables}
    state = [v for v in step.variables if not v.trainable and v.updates]
    owners: dict[str, str] = {}
    avoid = backward_ops(step)
    for name in candidates:
        var = by_name[name]
        reach = non_scalar_reach(graph, _gradient_roots(var), avoid)
        for s in state:
            if s.shape == var.shape and s.name not in owners and any(
                    u.name in reach for u in s.updates):
                owners[s.name] = name
    return owners


def _backward(graph: tf.Graph, ops: Iterable[tf.Operation]) -> set[str]:
    """Names of `ops` and every op they depend on through data edges."""
    return _walk(ops, lambda op: [t.op for t in op.inputs])


def downstream(ops: Iterable[tf.Operation]) -> set[str]:
    """Names of `ops` and every op that depends on them through data edges."""
    return _walk(ops, lambda op: [c for t in op.outputs for c in t.consumers()])


def run_closure(ops: Iterable[tf.Operation]) -> set[str]:
    """Names of `ops` and every op a session run of them executes (data and
    control edges)."""
    return _walk(ops, lambda op: [t.op for t in op.inputs] + list(op.control_inputs))


_READS = frozenset({"ReadVariableOp", "ResourceGather", "VarIsInitializedOp", "VariableShape"})
"""Stateful ops that only read their resource."""


def feeding_only(graph_def: Any, drop: Iterable[str], graph: tf.Graph,
                 keep: Iterable[str] = ()) -> set[str]:
    """Nodes of `graph_def` whose outputs only feed `drop` (along data
    edges, transitively) and that have no effect of their own (pure ops and
    variable reads): with `drop` left out of an import they would run only
    because a control edge orders them (a reader of a dropped update's
    variable on a server, run by every step for nothing). `graph`: the
    step's graph, whose ops say which are stateful. `keep`: tensors the
    program uses besides (gradients it pushes): they and what computes them
    stay."""
    nodes, inputs, consumers = node_edges(graph_def)
    gone, out = set(drop), set()
    needed: set[str] = set()            # `keep` and its data ancestors
    stack = [t.split(":")[0] for t in keep]
    while stack:
        name = stack.pop()
        if name in nodes and name not in needed:
            needed.add(name)
            stack.extend(inputs[name])

    def pure(node: Any) -> bool:
        if node.op in _READS:
            return True
        try:
            return not graph.get_operation_by_name(node.name).op_def.is_stateful
        except KeyError:                    # not the step's own op: keep it
            return False
    changed = True
    while changed:
        changed = False
        for name, node in nodes.items():
            users = set(consumers[name])
            if name in gone or name in needed or not users or not users <= gone \
                    or not pure(node):
                continue
            gone.add(name)
            out.add(name)
            changed = True
    return out


def _walk(ops: Iterable[tf.Operation], neighbours) -> set[str]:
    seen: set[str] = set()
    frontier = list(ops)
    while frontier:
        op = frontier.pop()
        if op.name in seen:
            continue
        seen.add(op.name)
        frontier.extend(neighbours(op))
    return seen


def update_math(step: CapturedStep, groups: dict[str, list[str]]) -> dict[str, str]:
    """op name -> owner: the ops that compute only the update of one owner
    variable (and its slots), from its gradient to its update ops.

    `groups` maps each owner to the owner and its slots. An op qualifies when
    it is reached from the owner's gradient and feeds the owner group's
    update ops, and feeds neither another variable's update nor an output of
    the step (so a global-norm clip stays where the norms meet; the per-
    variable scaling, the optimizer's square roots and divisions qualify).
    """
    graph = step.concrete_function.graph
    by_name = {v.name: v for v in step.variables}
    feeds: dict[str, set[str]] = {}
    for owner, members in groups.items():
        updates = [graph.get_operation_by_name(u.name) for m in members
                   for u in by_name[m].updates]
        for name in _backward(graph, updates):
            feeds.setdefault(name, set()).add(owner)
    grouped = {m for members in groups.values() for m in members}
    others = [graph.get_operation_by_name(u.name) for v in step.variables
              if v.name not in grouped for u in v.updates]
    outputs = [graph.get_tensor_by_name(n).op for n in step.output_names]
    for name in _backward(graph, others + outputs):
        feeds.setdefault(name, set()).add("")
    result: dict[str, str] = {}
    for owner, members in groups.items():
        var = by_name[owner]
        roots = [graph.get_tensor_by_name(t) for t in _gradient_roots(var)]
        if isinstance(var.gradient, SparseGradient):
            roots.append(graph.get_tensor_by_name(var.gradient.values))
        roots += [t for m in members for r in by_name[m].reads
                  for t in graph.get_operation_by_name(r.name).outputs]
        seen: set[str] = set()
        frontier = [c for r in roots for c in r.consumers()]
        while frontier:       # only through ops that serve this owner alone
            op = frontier.pop()
            if op.name in seen or feeds.get(op.name) != {owner}:
                continue
            seen.add(op.name)
            result.setdefault(op.name, owner)
            frontier.extend(c for t in op.outputs for c in t.consumers())
    return result


STATEFUL_RANDOM_OPS = frozenset({
    "RandomUniform", "RandomUniformInt", "RandomStandardNormal", "TruncatedNormal",
    "ParameterizedTruncatedNormal", "RandomGamma", "RandomPoisson",
    "RandomPoissonV2", "Multinomial", "RandomShuffle", "RandomCrop",
    "LogUniformCandidateSampler", "UniformCandidateSampler", "LearnedUnigramCandidateSampler",
    "FixedUnigramCandidateSampler", "ThreadUnsafeUnigramCandidateSampler",
    "AllCandidateSampler"})
"""Ops whose random numbers come from a generator inside the kernel (its
state is in no variable and no checkpoint). Keras 3 layers and
`tf.random.Generator` keep theirs in variables, which checkpoints hold."""


def random_ops(graph: tf.Graph) -> list:
    """The stateful random ops of a lowered program (`STATEFUL_RANDOM_OPS`)."""
    return [op for op in graph.get_operations() if op.type in STATEFUL_RANDOM_OPS]


def backward_region(step: CapturedStep, nodes: Mapping[str, Any],
                    inputs: Mapping[str, list], consumers: Mapping[str, list]) -> set[str]:
    """The backward pass: the tape's ops (`gradient_tape/...`) that lead to
    the gradients, and every op between them and the gradients (the tape
    sums a tensor's gradients with ops outside its name scope), less what
    the step's outputs depend on (the forward pass: a while loop's
    gradient puts the forward loop's accumulators under the tape's name)."""
    targets: set[str] = set()
    for var in step.trainable_variables:
        g = var.gradient
        names = [g.tensor] if isinstance(g, DenseGradient) else [
            g.values, g.indices] if isinstance(g, SparseGradient) else []
        targets.update(n.split(":")[0] for n in names)
    def reach(start: list[str], edges: Mapping[str, list]) -> set[str]:
        seen: set[str] = set()
        while start:
            name = start.pop()
            if name not in seen and name in nodes:
                seen.add(name)
                start.extend(edges[name])
        return seen

    forward = reach([t.split(":")[0] for t in step.output_names], inputs)
    upstream = reach(sorted(targets), inputs)
    downstream = reach([n for n in nodes if n.startswith(TAPE_SCOPE) and n not in forward],
                       consumers)
    return (upstream & downstream) - forward
