"""Cutting a captured step into pipeline stages and phases (GraphDef analysis).

A pipelined step runs, per micro-batch, a *forward* program on every stage
(0..S-1), then a *backward* program (S-1..0), and an *update* program per
stage (after each backward with 1F1B, once per mini-batch with GPipe). The
user wrote one step; this module decides, from the captured GraphDef and
the split assignment (`modes/data/split.py`: which stage runs each op and
holds each variable), what each program computes and what crosses between
them:

* **phases**: backward = the tape's ops (`gradient_tape/...`) that lead to
  the gradients; forward = what the step's outputs and the backward need
  that is not backward; update = the rest that writes variables (the
  optimizer), fed with the gradients;
* **classes of forward tensors**: *activation* (depends on the batch, on a
  state variable or on a stateful op), *weight* (depends only on trainable
  variables and constants), *free* (constants): free tensors are
  recomputed wherever needed, weights are recomputed by the backward with
  the treatment's weights (or stashed by `STASH`), activations are
  stashed between a micro-batch's forward and its backward;
* **messages**: the tensors one stage's forward sends the next (its own
  activations and those it relays) and one stage's backward sends the
  previous one;
* **variables**: each trainable variable and its slots on its stage; state
  that only the update uses (the optimizer's step counter and learning
  rate) copied on every stage, each stage updating its own.

Refused with a `PlanError` naming the op: a variable used by two stages
(tied weights), an update that needs another stage's gradient (global-norm
clipping) or a value of the forward pass, an output the forward does not
compute, a backward that needs a later stage's forward or an earlier
stage's backward.

`split_identity_n` first rewrites Keras' one `IdentityN` over all gradients
into one `Identity` per gradient, so each stage's update takes only its own.
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Iterable, Mapping, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep, DenseGradient, SparseGradient
from parallax_tf.config import Staleness
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import backward_region, slot_owners
from parallax_tf.graph.staged_import import _split_input as _split
from parallax_tf.graph.staged_import import node_edges, topological_order

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
    node, index, _ = _split(name)
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
            source, index, control = _split(inp)
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


@dataclasses.dataclass(frozen=True, kw_only=True)
class StageCut:
    """What stage `index` runs and exchanges (tensor names 'node:i' of the
    rewritten GraphDef)."""

    index: int
    forward_in: tuple[str, ...]
    """Tensors the forward receives from stage index-1 (empty on stage 0)."""
    forward_out: tuple[str, ...]
    """Tensors the forward sends to stage index+1 (computed here or relayed)."""
    stash: tuple[str, ...]
    """Forward tensors kept from a micro-batch's forward for its backward."""
    outputs: tuple[int, ...]
    """Indices of the step's outputs this stage's forward computes."""
    forward_writes: tuple[str, ...]
    """Writes of forward state (batch-norm statistics) run by the forward."""
    forward_nodes: frozenset[str]
    backward_in: tuple[str, ...]
    """Tensors the backward receives from stage index+1 (empty on the last)."""
    backward_out: tuple[str, ...]
    """Tensors the backward sends to stage index-1 (empty on stage 0)."""
    backward_nodes: frozenset[str]
    """Backward ops, and the forward ops it recomputes (weights, constants)."""
    gradients: tuple[tuple[str, tuple[str, ...]], ...]
    """(variable, its gradient's tensors: (dense,) or (values, indices[, shape]))."""
    update_writes: tuple[str, ...]
    update_nodes: frozenset[str]
    variables: tuple[str, ...]
    """Variables held by this stage alone (trainable, their slots, forward state)."""

    @property
    def gradient_tensors(self) -> tuple[str, ...]:
        return tuple(t for _, ts in self.gradients for t in ts)


@dataclasses.dataclass(frozen=True, kw_only=True)
class PipelineCut:
    """The step cut into stages."""

    stages: tuple[StageCut, ...]
    stage_copies: tuple[str, ...]
    """State variables every stage holds a copy of (only the update, or
    only reads, use them)."""
    classes: Mapping[str, TensorClass]
    """Forward node -> its class."""
    owners: Mapping[str, str] = dataclasses.field(default_factory=dict)
    """Optimizer slot -> the trainable variable it belongs to."""
    graph_def: bytes = dataclasses.field(repr=False, default=b"")
    """The rewritten GraphDef (IdentityN split) the names refer to."""

    @property
    def num_stages(self) -> int:
        return len(self.stages)

    def parsed_graph_def(self):
        gd = tf.compat.v1.GraphDef()
        gd.ParseFromString(self.graph_def)
        return gd


class _Graph:
    """Nodes, data inputs and consumers of a GraphDef."""

    def __init__(self, graph_def) -> None:
        self.nodes, _, self.consumers = node_edges(graph_def)
        self.inputs = {name: [_split(i) for i in n.input if not i.startswith("^")]
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


class _Cutter:
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
        self.grad_nodes = {_split(t)[0] for ts in self.grads.values() for t in ts}
        self.backward = backward_region(step, self.g.nodes, {
            n: [src for src, _, _ in ins] for n, ins in self.g.inputs.items()}, self.g.consumers)
        self.backward |= {n for n in self.grad_nodes if n in self.g.nodes}
        outputs = [_split(t)[0] for t in step.output_names]
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
        stack: list[tuple[str, Optional[str]]] = [(_split(t)[0], None) for t in targets]
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
        reached = nodes | set(_split(t)[0] for t in targets)
        stash = [t for s in sorted(stash_nodes) for t in self._used_tensors(reached, s)]
        stash += [t for t in targets if _split(t)[0] in stash_nodes and t not in stash]
        needed = [t for s in sorted(later) for t in self._used_tensors(reached, s)]
        needed += [t for t in targets if _split(t)[0] in later and t not in needed]
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
        reached = nodes | set(_split(t)[0] for t in targets)
        needed = [t for s in sorted(earlier) for t in self._used_tensors(reached, s)]
        needed += [t for t in targets if _split(t)[0] in earlier and t not in needed]
        return nodes, tuple(needed)

    def update_program(self, k: int, writes: list[str], grads: set[str],
                       unit: Optional[str] = None) -> set[str]:
        """The update ops of `writes`, fed with `grads` (stage k's; `unit`
        names the part in errors, default 'stage k')."""
        grad_nodes = {_split(t)[0] for t in grads}
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


def _check_top_level_reads(step: CapturedStep, staleness: Staleness) -> None:
    """STASH and SPECTRAIN replace the step's reads of a weight (stashed,
    predicted); a weight read inside a nested function (a loop's body)
    would escape them."""
    for var in step.trainable_variables:
        if var.passes_to:
            op = var.passes_to[0]
            raise PlanError(
                f"variable {var.name!r} is read inside {op.type} op {op.name!r} (a loop or a "
                f"nested function): staleness={staleness.value!r} stashes or predicts the "
                "step's own reads of each weight and cannot reach into the loop. Unroll the "
                "recurrent layer (keras.layers.LSTM(..., unroll=True)), or use "
                "staleness='vanilla' or schedule='gpipe', which read the current weights "
                "wherever they are read")


def _placement_of_state(cut: _Cutter, owners: Mapping[str, str]) -> tuple[dict, list]:
    """Stage of each variable; the state variables every stage copies."""
    homes = dict(cut.assignment.variable_split)
    copies = []
    forward_reads = {}
    for var in cut.step.variables:
        users = [r.name for r in var.reads] + [u.name for u in var.updates]
        forward_reads[var.name] = sorted({cut.where.get(u, 0) for u in users
                                          if u in cut.forward or u in cut.backward})
    for var in cut.step.variables:
        if var.trainable or var.name in owners:
            stages = forward_reads[var.name]
            if var.trainable and len(stages) > 1:
                raise PlanError(
                    f"variable {var.name!r} is used by the forward/backward of stages "
                    f"{stages}: in a pipeline each stage owns its weights; use it in one stage")
            if var.name in owners:
                homes[var.name] = homes[owners[var.name]]
            continue
        writes_forward = any(u.name in cut.forward_writes for u in var.updates)
        stages = forward_reads[var.name]
        if writes_forward:
            if len(stages) > 1:
                raise PlanError(f"state variable {var.name!r} is written by the forward pass "
                                f"and used by stages {stages}; keep its uses in one stage")
            homes[var.name] = stages[0] if stages else homes.get(var.name, 0)
        else:
            copies.append(var.name)
    return homes, copies


def _output_stages(cut: _Cutter) -> list[int]:
    """The stage whose forward computes each output of the step."""
    out = []
    for name in cut.step.output_names:
        node = _split(name)[0]
        if node not in cut.forward or cut.g.ancestors([node]) & cut.backward:
            raise PlanError(f"the step returns {name!r}, which is not computed by the forward "
                            "pass alone (a gradient's norm, an optimizer value?); a pipelined "
                            "step returns values of the forward pass, such as the loss")
        out.append(cut.producer(node))
    return out


def _writes(cut: _Cutter, homes: Mapping[str, int], copies: list[str]) -> tuple[dict, dict]:
    """Per stage: the writes its update runs (every stage writes its own
    copies), and the forward-state writes its forward runs."""
    update: dict[int, list[str]] = {k: [] for k in range(cut.stages)}
    forward: dict[int, list[str]] = {k: [] for k in range(cut.stages)}
    for var in cut.step.variables:
        for u in var.updates:
            if var.name in copies:
                for k in range(cut.stages):
                    update[k].append(u.name)
            elif u.name in cut.forward_writes:
                forward[homes[var.name]].append(u.name)
            else:
                update[homes[var.name]].append(u.name)
    return update, forward


def _backwards(cut: _Cutter, grads_of: dict) -> tuple[dict, dict, dict]:
    """Per stage, first stage first (stage k's backward also computes what
    the backwards of earlier stages need from it): nodes, stash, and the
    tensors it receives from the next stage."""
    nodes: dict = {}
    stash: dict = {}
    needed_later: dict = {}
    for k in range(cut.stages):
        targets = [t for ts in grads_of[k].values() for t in ts]
        targets += [t for j in range(k) for t in needed_later[j]
                    if cut.where.get(_split(t)[0], 0) == k and t not in targets]
        nodes[k], stash[k], needed_later[k] = cut.backward_program(k, targets)
    received = {k: tuple(sorted({t for j in range(k + 1) for t in needed_later[j]
                                 if cut.where.get(_split(t)[0], 0) > k}))
                for k in range(cut.stages)}
    return nodes, stash, received


def _forwards(cut: _Cutter, stash: dict, output_stage: list[int],
              forward_writes: dict) -> tuple[dict, dict]:
    """Per stage, last stage first (stage k's forward computes what later
    stages need from it: their forward and their stash): nodes, and the
    tensors it receives from the previous stage."""
    nodes: dict = {}
    needed_earlier: dict = {}
    for k in reversed(range(cut.stages)):
        targets = list(stash[k]) + [t for i, t in enumerate(cut.step.output_names)
                                    if output_stage[i] == k]
        targets += [t for j in range(k + 1, cut.stages) for t in needed_earlier[j]
                    if cut.producer(_split(t)[0]) == k and t not in targets]
        targets = [tensor_name(t) for t in targets] + forward_writes[k]
        nodes[k], needed_earlier[k] = cut.forward_program(k, targets)
    received = {k: tuple(sorted({t for j in range(k, cut.stages) for t in needed_earlier[j]
                                 if cut.producer(_split(t)[0]) < k}))
                for k in range(cut.stages)}
    return nodes, received


def cut_pipeline(step: CapturedStep, assignment, staleness: Optional[Staleness] = None
                 ) -> PipelineCut:
    """Cut `step` per `assignment` (its split positions are the stages).
    `staleness`: the 1F1B treatment (STASH: the backward takes the
    forward's weights from the stash instead of recomputing them)."""
    if staleness in (Staleness.STASH, Staleness.SPECTRAIN):
        _check_top_level_reads(step, staleness)
    cut = _Cutter(step, assignment, staleness is Staleness.STASH)
    S = cut.stages
    owners = slot_owners(step, sorted(cut.trainable))
    homes, copies = _placement_of_state(cut, owners)
    output_stage = _output_stages(cut)
    grads_of: dict[int, dict[str, tuple[str, ...]]] = {k: {} for k in range(S)}
    for var, tensors in cut.grads.items():
        if tensors:
            grads_of[homes[var]][var] = tensors
    writes_of, forward_writes = _writes(cut, homes, copies)
    b_nodes, stash, backward_in = _backwards(cut, grads_of)
    f_nodes, forward_in = _forwards(cut, stash, output_stage, forward_writes)
    stages = []
    for k in range(S):
        grads = {t for ts in grads_of[k].values() for t in ts}
        stages.append(StageCut(
            index=k, forward_in=forward_in[k] if k else (),
            forward_out=forward_in[k + 1] if k + 1 < S else (),
            stash=stash[k], outputs=tuple(i for i, s in enumerate(output_stage) if s == k),
            forward_writes=tuple(forward_writes[k]), forward_nodes=frozenset(f_nodes[k]),
            backward_in=backward_in[k] if k + 1 < S else (),
            backward_out=backward_in[k - 1] if k else (),
            backward_nodes=frozenset(b_nodes[k]),
            gradients=tuple(sorted(grads_of[k].items())),
            update_writes=tuple(writes_of[k]),
            update_nodes=frozenset(cut.update_program(k, writes_of[k], grads)),
            variables=tuple(sorted(v.name for v in step.variables
                                   if v.name not in copies and homes[v.name] == k))))
    return PipelineCut(stages=tuple(stages), stage_copies=tuple(sorted(copies)),
                       classes=dict(cut.classes), owners=dict(owners),
                       graph_def=cut.graph_def.SerializeToString())
