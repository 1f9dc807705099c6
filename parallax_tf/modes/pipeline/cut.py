"""Cutting a captured step into pipeline stages and phases (GraphDef analysis).

A pipelined step runs, per micro-batch, a *forward* program on every stage
(0..S-1), then a *backward* program (S-1..0), and an *update* program per
stage (after each backward with 1F1B, once per mini-batch with GPipe). The
user wrote one step; this module decides, from the captured GraphDef and
the split assignment (`graph/split.py`: which stage runs each op and
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
from typing import Mapping, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep
from parallax_tf.config import Staleness
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import slot_owners
from parallax_tf.graph.cut import Cutter, TensorClass, tensor_name
from parallax_tf.graph.staged_import import split_input


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


def _placement_of_state(cut: Cutter, owners: Mapping[str, str]) -> tuple[dict, list]:
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


def _output_stages(cut: Cutter) -> list[int]:
    """The stage whose forward computes each output of the step."""
    out = []
    for name in cut.step.output_names:
        node = split_input(name)[0]
        if node not in cut.forward or cut.g.ancestors([node]) & cut.backward:
            raise PlanError(f"the step returns {name!r}, which is not computed by the forward "
                            "pass alone (a gradient's norm, an optimizer value?); a pipelined "
                            "step returns values of the forward pass, such as the loss")
        out.append(cut.producer(node))
    return out


def _writes(cut: Cutter, homes: Mapping[str, int], copies: list[str]) -> tuple[dict, dict]:
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


def _backwards(cut: Cutter, grads_of: dict) -> tuple[dict, dict, dict]:
    """Per stage, first stage first (stage k's backward also computes what
    the backwards of earlier stages need from it): nodes, stash, and the
    tensors it receives from the next stage."""
    nodes: dict = {}
    stash: dict = {}
    needed_later: dict = {}
    for k in range(cut.stages):
        targets = [t for ts in grads_of[k].values() for t in ts]
        targets += [t for j in range(k) for t in needed_later[j]
                    if cut.where.get(split_input(t)[0], 0) == k and t not in targets]
        nodes[k], stash[k], needed_later[k] = cut.backward_program(k, targets)
    received = {k: tuple(sorted({t for j in range(k + 1) for t in needed_later[j]
                                 if cut.where.get(split_input(t)[0], 0) > k}))
                for k in range(cut.stages)}
    return nodes, stash, received


def _forwards(cut: Cutter, stash: dict, output_stage: list[int],
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
                    if cut.producer(split_input(t)[0]) == k and t not in targets]
        targets = [tensor_name(t) for t in targets] + forward_writes[k]
        nodes[k], needed_earlier[k] = cut.forward_program(k, targets)
    received = {k: tuple(sorted({t for j in range(k, cut.stages) for t in needed_earlier[j]
                                 if cut.producer(split_input(t)[0]) < k}))
                for k in range(cut.stages)}
    return nodes, received


def cut_pipeline(step: CapturedStep, assignment, staleness: Optional[Staleness] = None
                 ) -> PipelineCut:
    """Cut `step` per `assignment` (its split positions are the stages).
    `staleness`: the 1F1B treatment (STASH: the backward takes the
    forward's weights from the stash instead of recomputing them)."""
    if staleness in (Staleness.STASH, Staleness.SPECTRAIN):
        _check_top_level_reads(step, staleness)
    cut = Cutter(step, assignment, staleness is Staleness.STASH)
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
