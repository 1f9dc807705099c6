"""Cutting a captured step's graph into phases (GraphDef analysis), shared
by the modes that rewrite a step into programs of their own (a pipeline's
stages, weak synchronisation's server updates).

The tape's ops (`gradient_tape/...`) that lead to the gradients are the
*backward*; what the step's outputs and the backward need that is not
backward is the *forward*; the rest that writes variables (the optimizer)
is the *update*, fed with the gradients. Forward tensors are classed by
how they depend on the batch (`TensorClass`): *activation* (on the batch,
a state variable or a stateful op), *weight* (only on trainable variables
and constants), *free* (constants). `Cutter` gives, per position of a
split assignment (`graph/split.py`), the forward, backward and update
programs and what crosses between them; `split_identity_n` first rewrites
Keras' one `IdentityN` over all gradients into one `Identity` per gradient.
"""
from __future__ import annotations

import enum
from typing import Iterable, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep, DenseGradient, SparseGradient
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import backward_region
from parallax_tf.graph.staged_import import node_edges, split_input, topological_order

TAPE = "gradient_tape/"
_READS = frozenset({"ReadVariableOp", "ResourceGather", "ResourceGatherNd", "VariableShape"})


class TensorClass(enum.IntEnum):
    """How a forward tensor depends on the micro-batch (ordered: the class of
    an op's output is the highest of its inputs')."""

    FREE = 0
    WEIGHT = 1
    ACTIVATION = 2


def tensor_name(name: str) -> str:
    """'node' -> 'node:0'; 'node:2' unchanged."""
    node, index, _ = split_input(name)
    return f"{node}:{index}"


def split_identity_n(graph_def: tf.compat.v1.GraphDef) -> tf.compat.v1.GraphDef:
    """A copy of `graph_def` with each top-level IdentityN replaced by one
    Identity per input (`<name>_part<i>`), consumers rewired; control edges
    on the IdentityN wait for all parts."""
    out = tf.compat.v1.GraphDef()
    out.CopyFrom(graph_def)
    targets = {n.name: n for n in out.node if n.op == "IdentityN"}
    if not targets:
        return out
    keep = [n for n in out.node if n.name not in targets]
    parts: dict[str, list[str]] = {}
    new_nodes = []
    for name, node in targets.items():
        dtypes = list(node.attr["T"].list.type)
        data = [i for i in node.input if not i.startswith("^")]
        controls = [i for i in node.input if i.startswith("^")]
        parts[name] = []
        for i, (inp, dtype) in enumerate(zip(data, dtypes)):
            part = tf.compat.v1.NodeDef(name=f"{name}_part{i}", op="Identity",
                                        input=[inp, *controls], device=node.device)
            part.attr["T"].type = dtype
            new_nodes.append(part)
            parts[name].append(part.name)
    for node in keep:
        rewired = []
        for inp in node.input:
            source, index, control = split_input(inp)
            if source not in targets:
                rewired.append(inp)
            elif control:
                rewired.extend(f"^{p}" for p in parts[source])
            else:
                rewired.append(f"{parts[source][index]}:0")
        del node.input[:]
        node.input.extend(rewired)
    del out.node[:]
    out.node.extend(keep + new_nodes)
    return out


class _Graph:
    """Nodes, data inputs and consumers of a GraphDef."""

    def __init__(self, graph_def) -> None:
        self.nodes, _, self.consumers = node_edges(graph_def)
        self.inputs = {name: [split_input(i) for i in n.input if not i.startswith("^")]
                       for name, n in self.nodes.items()}
        self.order = topological_order(self.nodes)

    def ancestors(self, targets: Iterable[str]) -> set[str]:
        seen: set[str] = set()
        stack = [t for t in targets if t in self.nodes]
        while stack:
            name = stack.pop()
            if name in seen:
                continue
            seen.add(name)
            stack.extend(s for s, _, _ in self.inputs[name] if s not in seen)
        return seen


def _gradient_tensors(var) -> tuple[str, ...]:
    g = var.gradient
    if isinstance(g, DenseGradient):
        return (tensor_name(g.tensor),)
    if isinstance(g, SparseGradient):
        return tuple(tensor_name(t) for t in (g.values, g.indices, g.dense_shape) if t)
    return ()


class Cutter:
    """One cut: the analysis state, filled stage by stage."""

    def __init__(self, step: CapturedStep, assignment, stash_weights: bool) -> None:
        self.step = step
        self.graph_def = split_identity_n(step.parsed_graph_def())
        self.g = _Graph(self.graph_def)
        self.assignment = assignment
        self.stages = assignment.num_splits
        self.stash_weights = stash_weights
        self.where = dict(assignment.node_split)
        for name in self.g.nodes:                  # IdentityN parts: with their input
            if name not in self.where and "_part" in name:
                self.where[name] = self.where.get(self.g.inputs[name][0][0], 0)
        self.handles = {v.handle.rsplit(":", 1)[0]: v for v in step.variables}
        self.inputs = {t.rsplit(":", 1)[0] for t in step.input_names}
        self.trainable = {v.name for v in step.trainable_variables}
        self.grads = {v.name: _gradient_tensors(v) for v in step.trainable_variables}
        self.grad_nodes = {split_input(t)[0] for ts in self.grads.values() for t in ts}
        self.backward = backward_region(step, self.g.nodes, {
            n: [src for src, _, _ in ins] for n, ins in self.g.inputs.items()}, self.g.consumers)
        self.backward |= {n for n in self.grad_nodes if n in self.g.nodes}
        outputs = [split_input(t)[0] for t in step.output_names]
        self.forward = self.g.ancestors(outputs + sorted(self.backward)) - self.backward
        self.forward_writes = {u.name for v in step.variables if not v.trainable
                               for u in v.updates if self._is_forward_write(v, u.name)}
        self.forward |= self.g.ancestors(sorted(self.forward_writes)) - self.backward
        self.classes = self._classify()

    def _is_forward_write(self, var, op: str) -> bool:
        """A write of state that belongs to the forward pass: it depends on
        no gradient, and on the batch (batch-norm statistics) or writes a
        variable the forward reads (a dropout layer's seed)."""
        ancestors = self.g.ancestors([op])
        if ancestors & self.grad_nodes:
            return False
        return bool(ancestors & self.inputs) or any(r.name in self.forward for r in var.reads)

    # -- classes -------------------------------------------------------------
    def _stateful(self, name: str) -> bool:
        graph = self.step.concrete_function.graph
        try:
            return graph.get_operation_by_name(name).op_def.is_stateful
        except KeyError:
            return False          # a node of the rewrite (IdentityN part)

    def _classify(self) -> dict[str, TensorClass]:
        classes: dict[str, TensorClass] = {}
        for name in self.g.order:
            if name not in self.forward:
                continue
            node = self.g.nodes[name]
            ins = self.g.inputs[name]
            if name in self.inputs:
                cls = TensorClass.ACTIVATION
            elif name in self.handles or node.op == "Placeholder":
                cls = TensorClass.FREE       # handles and captured constants: fed everywhere
            elif node.op in _READS and ins and ins[0][0] in self.handles:
                var = self.handles[ins[0][0]]
                cls = TensorClass.WEIGHT if var.trainable else TensorClass.ACTIVATION
                cls = max([cls] + [classes.get(s, TensorClass.FREE) for s, _, _ in ins[1:]])
            elif self._stateful(name):
                cls = TensorClass.ACTIVATION
            else:
                cls = max([classes.get(s, TensorClass.FREE) for s, _, _ in ins],
                          default=TensorClass.FREE)
            classes[name] = cls
        return classes

    def producer(self, node: str) -> int:
        return 0 if node in self.inputs else self.where.get(node, 0)

    def _fed(self, node: str) -> bool:
        """Handles and captured constants: every program gets its own."""
        return node in self.handles or (self.g.nodes[node].op == "Placeholder"
                                        and node not in self.inputs)

    # -- traversals --------------------------------------------------------
    def _walk(self, targets: Iterable[str], visit) -> set[str]:
        """Nodes reached backwards from the targets' nodes; `visit(node,
        consumer)` returns True to import the node (and go on) or False to
        stop there (the caller records the node's tensors as fed)."""
        nodes: set[str] = set()
        stack: list[tuple[str, Optional[str]]] = [(split_input(t)[0], None) for t in targets]
        while stack:
            name, consumer = stack.pop()
            if name in nodes or self._fed(name):
                continue
            if not visit(name, consumer):
                continue
            nodes.add(name)
            stack.extend((s, name) for s, _, _ in self.g.inputs[name])
        return nodes

    def _used_tensors(self, nodes: set[str], source: str) -> list[str]:
        """'source:i' for every output of `source` that a node of `nodes` reads."""
        return sorted({f"{source}:{i}" for n in nodes for s, i, _ in self.g.inputs[n]
                       if s == source})

    def backward_program(self, k: int, targets: list[str]) -> tuple:
        """Stage k's backward: nodes, stashed forward tensors, tensors needed
        from later stages."""
        stash_nodes: set[str] = set()
        later: set[str] = set()

        def visit(name: str, consumer: Optional[str]) -> bool:
            if name in self.backward:
                stage = self.where.get(name, 0)
                if stage > k:
                    later.add(name)
                    return False
                if stage < k:
                    raise PlanError(
                        f"the backward pass of stage {k} needs {name!r}, computed by the "
                        f"backward pass of the earlier stage {stage}: a pipeline's backward "
                        "runs from the last stage to the first; keep the op's forward on "
                        f"stage {stage} or later")
                return True
            cls = self.classes.get(name)
            if cls is None:
                raise PlanError(f"the backward pass of stage {k} needs {name!r}, which the "
                                "forward pass does not compute (an optimizer op?)")
            if cls is TensorClass.FREE:
                return True
            if cls is TensorClass.WEIGHT and not self.stash_weights:
                self._check_weight_stage(name, k, consumer)
                return True
            stash_nodes.add(name)
            return False

        nodes = self._walk(targets, visit)
        reached = nodes | set(split_input(t)[0] for t in targets)
        stash = [t for s in sorted(stash_nodes) for t in self._used_tensors(reached, s)]
        stash += [t for t in targets if split_input(t)[0] in stash_nodes and t not in stash]
        needed = [t for s in sorted(later) for t in self._used_tensors(reached, s)]
        needed += [t for t in targets if split_input(t)[0] in later and t not in needed]
        return nodes, tuple(stash), tuple(needed)

    def _check_weight_stage(self, name: str, k: int, consumer: Optional[str]) -> None:
        stage = self.where.get(name, 0)
        if stage != k:
            raise PlanError(
                f"op {consumer or name!r} on stage {k} uses {name!r}, a value of the weights of "
                f"stage {stage}: in a pipeline each stage owns its weights (tied weights, "
                "such as an input embedding reused as the softmax, cannot be split across "
                "stages); put both uses in one stage")

    def forward_program(self, k: int, targets: list[str]) -> tuple:
        """Stage k's forward: nodes and the tensors it needs from earlier stages."""
        earlier: set[str] = set()

        def visit(name: str, consumer: Optional[str]) -> bool:
            if name not in self.forward:
                raise PlanError(f"the forward pass of stage {k} needs {name!r}, which is "
                                "computed by the backward pass or the update")
            cls = self.classes[name]
            if cls is TensorClass.FREE:
                return True
            stage = self.producer(name)
            if cls is TensorClass.WEIGHT:
                self._check_weight_stage(name, k, consumer)
                return True
            if stage < k or (name in self.inputs and k > 0):
                earlier.add(name)
                return False
            if stage > k:
                raise PlanError(
                    f"the forward pass of stage {k} needs {name!r}, computed by the later "
                    f"stage {stage}: a pipeline's forward runs from the first stage to the "
                    "last; mark the ops so that data flows forward (px.split)")
            return True

        nodes = self._walk(targets, visit)
        reached = nodes | set(split_input(t)[0] for t in targets)
        needed = [t for s in sorted(earlier) for t in self._used_tensors(reached, s)]
        needed += [t for t in targets if split_input(t)[0] in earlier and t not in needed]
        return nodes, tuple(needed)

    def update_program(self, k: int, writes: list[str], grads: set[str],
                       unit: Optional[str] = None) -> set[str]:
        """The update ops of `writes`, fed with `grads` (stage k's; `unit`
        names the part in errors, default 'stage k')."""
        grad_nodes = {split_input(t)[0] for t in grads}
        others = self.grad_nodes - grad_nodes
        unit = unit or f"stage {k}"
        alone = ("a pipeline updates each stage on its own, so global-norm clipping "
                 "(tf.clip_by_global_norm) cannot be pipelined; clip each gradient alone "
                 "(clipnorm=) or use schedule=None") if unit.startswith("stage") else (
                "weak synchronisation updates each block on its server on its own, so "
                "global-norm clipping (tf.clip_by_global_norm) cannot be used with it; clip "
                "each gradient alone (clipnorm=) or drop weak_sync")

        def visit(name: str, consumer: Optional[str]) -> bool:
            if name in grad_nodes:
                return False
            if name in others:
                raise PlanError(f"the update of {unit} needs the gradient {name!r} of another "
                                f"variable (through {consumer!r}): {alone}")
            if name in self.backward or (name in self.forward
                                         and self.classes[name] is not TensorClass.FREE):
                raise PlanError(
                    f"the update of {unit} needs {name!r} from the "
                    f"{'backward' if name in self.backward else 'forward'} pass (through "
                    f"{consumer!r}); it can take only the gradients")
            return True

        return self._walk(writes, visit)
