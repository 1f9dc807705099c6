"""The manual-split planner: which split position runs each op and holds
each variable of a step marked with `px.split(k)` / `tf.device`.

The user marks the forward pass; everything else follows these rules, in
order (docs/model_splitting.md):

1. an op the user marked runs where it was marked;
2. a variable lives on the split position of its first marked user (the
   first marked op, in graph order, that reads it or uses its read); an
   optimizer slot lives with its variable; a variable no marked op uses
   (the optimizer's step counter, its learning rate) on position 0;
3. ops on a variable's handle (reads, gathers, writes) run where it lives;
4. a gradient op of the tape (`gradient_tape/<forward op>/...`) runs where
   its forward op runs (TensorFlow's colocate-gradients-with-ops rule);
5. the update math that serves one variable alone (the optimizer's moments,
   square roots, divisions) runs where the variable lives;
6. any other op runs on the latest position among its inputs' (data flows
   forward through the positions), or, without placed inputs (constants),
   on the first position among its consumers'; what is left on position 0;
   an op of the backward pass that rule 4 does not place (the tape's sums
   of a tensor's gradients, `AddN`, which carry no `gradient_tape/` name)
   runs on the *earliest* position among its backward inputs': there data
   flows from the last position to the first.

Errors (`PlanError`, before any process starts): split positions with a
gap, a variable updated by an op the user marked for another position.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Optional

from parallax_tf.capture import CapturedStep
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import TAPE_SCOPE, backward_region, slot_owners, update_math
from parallax_tf.graph.staged_import import node_edges, topological_order
from parallax_tf.plan.placements import SplitPart


@dataclasses.dataclass(frozen=True, kw_only=True)
class SplitAssignment:
    """Where every top-level op and every variable of a split step goes."""

    num_splits: int
    node_split: Mapping[str, int]
    """Every top-level op of the captured graph -> split position."""
    variable_split: Mapping[str, int]
    """Every captured variable (trainable and state) -> split position."""
    layers: tuple[tuple[str, ...], ...]
    """Per position, the layers whose weights it holds, in the order the
    step reads them."""

    def parts(self, variables: Mapping[str, Any]) -> tuple[SplitPart, ...]:
        """One `SplitPart` per position; `variables`: the plan's VariablePlans."""
        out = []
        for k in range(self.num_splits):
            mine = tuple(n for n, v in variables.items() if self.variable_split.get(n, 0) == k)
            out.append(SplitPart(
                position=k, layers=self.layers[k], variables=mine,
                num_ops=sum(1 for s in self.node_split.values() if s == k),
                parameter_bytes=sum(variables[n].bytes for n in mine)))
        return tuple(out)


def _check_positions(marks: Mapping[str, int]) -> int:
    used = sorted(set(marks.values()))
    if used != list(range(len(used))):
        missing = sorted(set(range(used[-1] + 1)) - set(used))
        raise PlanError(
            f"the step marks split positions {used} but none of {missing}: number the "
            f"positions of a replica 0..{len(used) - 1} without gaps (px.split(k) / "
            "tf.device('/job:worker/task:k'))")
    return len(used)


def _layers(step: CapturedStep, homes: Mapping[str, int], graph_order: list[str],
            num_splits: int) -> tuple:
    """Per position, the layers whose weights it holds (a trainable
    variable's path without its last component: `part0/conv1/kernel` ->
    `part0/conv1`), in the order the step first reads them."""
    rank = {n: i for i, n in enumerate(graph_order)}
    first = {}
    for var in step.trainable_variables:
        reads = [rank[r.name] for r in var.reads if r.name in rank]
        first[var.name] = min(reads) if reads else len(rank)
    layers: list[list[str]] = [[] for _ in range(num_splits)]
    for var in sorted(step.trainable_variables, key=lambda v: (first[v.name], v.name)):
        layer = var.name.rsplit("/", 1)[0]
        if layer not in layers[homes[var.name]]:
            layers[homes[var.name]].append(layer)
    return tuple(tuple(x) for x in layers)


def _variable_homes(step: CapturedStep, marks: Mapping[str, int], order: list[str],
                    consumers: Mapping[str, list[str]],
                    owners: Mapping[str, str]) -> dict[str, int]:
    """Rule 2: the first marked user of each variable; slots (`owners`:
    slot -> its variable) with their owner."""
    rank = {n: i for i, n in enumerate(order)}
    homes: dict[str, int] = {}
    for var in step.variables:
        users = []
        for read in var.reads:
            users.append(read.name)
            users.extend(consumers.get(read.name, ()))
        marked = sorted((rank[u], u) for u in users if u in marks)
        if marked:
            homes[var.name] = marks[marked[0][1]]
    for slot, owner in owners.items():
        if owner in homes:
            homes[slot] = homes[owner]
    for var in step.variables:
        homes.setdefault(var.name, 0)
    return homes


def _check_updates(step: CapturedStep, marks: Mapping[str, int],
                   homes: Mapping[str, int]) -> None:
    for var in step.variables:
        for op in var.updates:
            if op.name in marks and marks[op.name] != homes[var.name]:
                raise PlanError(
                    f"variable {var.name!r} lives on split position {homes[var.name]} (its "
                    f"first user is marked there) but op {op.name!r} ({op.type}) that "
                    f"updates it is marked for position {marks[op.name]}: a variable is "
                    "updated where it lives. Apply the optimizer outside the split scopes "
                    "(its ops then follow each variable), or create and use the variable "
                    "under one scope")


def _forward_op(name: str, nodes: Mapping[str, Any]) -> Optional[str]:
    """`gradient_tape/a/b/MatMul/MatMul_1` -> `a/b/MatMul` (the longest
    prefix of the path after the tape scope that names an op)."""
    if not name.startswith(TAPE_SCOPE):
        return None
    parts = name[len(TAPE_SCOPE):].split("/")
    for i in range(len(parts), 0, -1):
        candidate = "/".join(parts[:i])
        if candidate in nodes:
            return candidate
    return None


def assign_splits(step: CapturedStep) -> Optional[SplitAssignment]:
    """The split assignment of `step`, or None when it marks no split."""
    marks = dict(step.split_marks)
    if not marks:
        return None
    num_splits = _check_positions(marks)
    graph_def = step.parsed_graph_def()
    nodes, inputs, consumers = node_edges(graph_def)
    order = topological_order(nodes)
    owners = slot_owners(step, [v.name for v in step.trainable_variables])
    homes = _variable_homes(step, marks, order, consumers, owners)
    _check_updates(step, marks, homes)
    split: dict[str, int] = dict(marks)
    handle_home = {v.handle.rsplit(":", 1)[0]: homes[v.name] for v in step.variables}
    for name, ins in inputs.items():          # rule 3: ops on a handle
        if name not in split and ins and ins[0] in handle_home:
            split[name] = handle_home[ins[0]]
    for var in step.variables:                # gathers of a read run with it
        for g in var.gathers:
            split.setdefault(g.name, homes[var.name])
    _place_update_math(step, homes, owners, split)
    backward = backward_region(step, nodes, inputs, consumers)
    for name in order:                        # rules 4 and 6 (forward)
        if name in split:
            continue
        fwd = _forward_op(name, nodes)
        if fwd is not None and fwd in split:
            split[name] = split[fwd]
            continue
        placed = [split[i] for i in inputs[name] if i in split]
        flowing_back = [split[i] for i in inputs[name] if i in split and i in backward]
        if name in backward and flowing_back:
            split[name] = min(flowing_back)
        elif placed:
            split[name] = max(placed)
    for name in reversed(order):              # rule 6 (constants: first consumer)
        if name not in split:
            placed = [split[c] for c in consumers[name] if c in split]
            split[name] = min(placed) if placed else 0
    return SplitAssignment(num_splits=num_splits, node_split=split, variable_split=homes,
                           layers=_layers(step, homes, [n.name for n in graph_def.node],
                                          num_splits))


def _place_update_math(step: CapturedStep, homes: Mapping[str, int],
                       owners: Mapping[str, str], split: dict[str, int]) -> None:
    """Rule 5, with `lower.analysis.update_math`'s definition."""
    groups = {v.name: [v.name] + [s for s, o in owners.items() if o == v.name]
              for v in step.trainable_variables if v.gradient is not None}
    for node, owner in update_math(step, groups).items():
        split.setdefault(node, homes[owner])
