"""The pipeline planner: the stages of a pipelined step, and its Plan.

Stages come from the user's split scopes (`px.split(k)`: stage k, as in
model splitting) or, for a step without them, from
`Config(pipeline_stages=S)`: the step's layers (trainable variables
grouped by their path less the last component, in the order the forward
reads them) are cut into S contiguous groups, balanced by measured compute
time, then by parameter bytes:

1. every op of the forward pass belongs to the latest layer whose weights
   it depends on (a layer's matmul depends on its own weights and, through
   its input, on every earlier layer's; the loss on all of them); a
   backward op belongs to its forward op's layer;
2. the captured step runs a few times on one process with full tracing
   (on copies of the variables), and each layer's time is the sum of its
   ops' (forward and backward);
3. `balance` picks the contiguous cut that minimises the slowest stage's
   time, and among cuts within 5% of it the one whose largest stage holds
   the fewest parameter bytes;
4. each forward op is marked with its layer's stage, and the split planner
   (`graph/split.py`) places everything else as for model splitting.

Every stage's measured time (forward + backward of one micro-batch) is in
the plan (`SplitPart.compute_ms`), printed with its layers and bytes.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Optional, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep, capture
from parallax_tf.classify.compute import measure_op_times
from parallax_tf.config import Config
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.graph.layers import gradient_layers
from parallax_tf.graph.split import assign_splits
from parallax_tf.graph.staged_import import node_edges, topological_order
from parallax_tf.modes.pipeline import section as pipeline_of
from parallax_tf.plan.schedule import ScheduleError, make_schedule
from parallax_tf.planner.placing import make_stage_plan

logger = logging.getLogger(__name__)

TAPE = "gradient_tape/"
BALANCE_SLACK = 1.05
"""Cuts within this factor of the fastest slowest-stage time count as
balanced; among them the fewest bytes in the largest stage wins."""


def resolve_config(config: Config, stages: int) -> Config:
    """`config` with the micro-batches decided (None: 2 x stages) and the
    schedule checked for `stages` (ConfigError naming the sizes)."""
    pipe = pipeline_of(config)
    if pipe.pipeline_stages is not None and pipe.pipeline_stages != stages:
        raise ConfigError(
            f"Config(pipeline_stages={pipe.pipeline_stages}) but the step marks {stages} "
            f"stage(s) with px.split(0..{stages - 1}); drop pipeline_stages (the split scopes "
            "are the stages) or the split scopes")
    microbatches = pipe.microbatches or 2 * stages
    try:
        make_schedule(pipe.schedule, stages, microbatches)
    except ScheduleError as e:
        raise ConfigError(f"Config(schedule={pipe.schedule.value!r}, microbatches="
                          f"{microbatches}): {e}") from e
    return config.replace(microbatches=microbatches)


def microbatch_count(step: Any, config: Config, batch: Sequence[Any]) -> int:
    """Config.microbatches, else 2 x the stages (`pipeline_stages`, or the
    step's split scopes, found by tracing it on `batch`)."""
    pipe = pipeline_of(config)
    if pipe.microbatches:
        return pipe.microbatches
    if pipe.pipeline_stages:
        return 2 * pipe.pipeline_stages
    marks = capture(step, *batch).split_marks
    return 2 * (len({k for _, k in marks}) or 1)


def split_batch(batch: Sequence[Any], microbatches: int) -> list[tuple]:
    """The M micro-batches of `batch` (each array split along its first
    dim); ConfigError when a batch does not split evenly."""
    arrays = [np.asarray(x) for x in tf.nest.flatten(batch)]
    for a in arrays:
        if a.ndim == 0 or a.shape[0] % microbatches:
            raise ConfigError(
                f"a batch of shape {a.shape} cannot be split into {microbatches} equal "
                f"micro-batches along its first dim: give batches of a multiple of "
                f"{microbatches} examples (drop_remainder=True), or another "
                "Config(microbatches=...)")
    size = arrays[0].shape[0] // microbatches
    out = []
    for m in range(microbatches):
        parts = [a[m * size:(m + 1) * size] for a in arrays]
        out.append(tuple(tf.nest.pack_sequence_as(tuple(batch), parts)))
    return out


# ----------------------------------------------------------------------------- layers

def _graph(step: CapturedStep) -> tuple[dict, dict]:
    """(node by name, its data inputs' names)."""
    nodes, inputs, _ = node_edges(step.parsed_graph_def())
    return nodes, inputs


def layers_in_order(step: CapturedStep) -> list[str]:
    """The step's layers (trainable variables' paths less their last
    component), in the order the graph first reads them."""
    nodes, _ = _graph(step)
    rank = {n: i for i, n in enumerate(nodes)}
    first: dict[str, int] = {}
    for var in step.trainable_variables:
        layer = var.name.rsplit("/", 1)[0]
        reads = [rank[r.name] for r in var.reads if r.name in rank] or [len(rank)]
        first[layer] = min(first.get(layer, len(rank)), min(reads))
    return sorted(first, key=lambda layer: (first[layer], layer))


def op_layers(step: CapturedStep, layers: Sequence[str]) -> dict[str, int]:
    """Forward op -> index of the latest layer whose weights it depends on
    (absent: none); a backward op (gradient_tape/...) -> its forward op's."""
    nodes, inputs = _graph(step)
    index = {layer: i for i, layer in enumerate(layers)}
    handle_layer = {v.handle.rsplit(":", 1)[0]: index[v.name.rsplit("/", 1)[0]]
                    for v in step.trainable_variables}
    out: dict[str, int] = {}
    for name in topological_order(nodes):
        if name.startswith(TAPE):
            continue
        found = [handle_layer[i] for i in inputs[name] if i in handle_layer]
        found += [out[i] for i in inputs[name] if i in out]
        if found:
            out[name] = max(found)
    for name in nodes:
        if name.startswith(TAPE):
            parts = name[len(TAPE):].split("/")
            for i in range(len(parts), 0, -1):
                forward = "/".join(parts[:i])
                if forward in out:
                    out[name] = out[forward]
                    break
    return out


def balance(times: Sequence[float], sizes: Sequence[float], stages: int) -> tuple[int, ...]:
    """Stage of each of the layers (contiguous, every stage non-empty):
    the cut minimising the slowest stage's time, and among those within
    BALANCE_SLACK of it, the smallest largest-stage size."""
    n = len(times)
    if stages > n:
        raise PlanError(f"a pipeline of {stages} stages needs at least {stages} layers with "
                        f"weights; the step has {n}: use pipeline_stages <= {n}")
    t_sum = np.concatenate([[0.0], np.cumsum(times)])
    b_sum = np.concatenate([[0.0], np.cumsum(sizes)])

    def best(cost, limit: Optional[float]) -> tuple[float, list]:
        inf = float("inf")
        value = [[inf] * (n + 1) for _ in range(stages + 1)]
        cut = [[0] * (n + 1) for _ in range(stages + 1)]
        value[0][0] = 0.0
        for s in range(1, stages + 1):
            for i in range(s, n - (stages - s) + 1):
                for j in range(s - 1, i):
                    if limit is not None and t_sum[i] - t_sum[j] > limit:
                        continue
                    v = max(value[s - 1][j], cost(j, i))
                    if v < value[s][i]:
                        value[s][i], cut[s][i] = v, j
        return value[stages][n], cut

    fastest, _ = best(lambda j, i: t_sum[i] - t_sum[j], None)
    _, cut = best(lambda j, i: b_sum[i] - b_sum[j], fastest * BALANCE_SLACK + 1e-12)
    stage_of, i = [0] * n, n
    for s in range(stages, 0, -1):
        j = cut[s][i]
        for layer in range(j, i):
            stage_of[layer] = s - 1
        i = j
    return tuple(stage_of)


# ----------------------------------------------------------------------------- assignment

def stage_assignment(step: CapturedStep, config: Config, batch: Sequence[Any]):
    """(split assignment of the stages, measured ms per stage)."""
    times = measure_op_times(step, batch)
    layers = layers_in_order(step)
    of_layer = op_layers(step, layers)
    if not step.split_marks:
        stages = pipeline_of(config).pipeline_stages
        if stages is None:
            raise ConfigError(
                f"Config(schedule={pipeline_of(config).schedule.value!r}) needs stages: mark "
                "them in the "
                "step with px.split(k) (as for model splitting), or give "
                "Config(pipeline_stages=S) to cut the step automatically")
        layer_ms = [0.0] * len(layers)
        for op, t in times.items():
            if op in of_layer:
                layer_ms[of_layer[op]] += t
        sizes = [0] * len(layers)
        index = {layer: i for i, layer in enumerate(layers)}
        for var in step.trainable_variables:
            sizes[index[var.name.rsplit("/", 1)[0]]] += var.num_elements * \
                tf.as_dtype(var.dtype).size
        stage_of_layer = balance(layer_ms, sizes, stages)
        step = mark_stages(step, dict(zip(layers, stage_of_layer)))
        logger.info("pipeline stages cut from measured layer times (ms): %s",
                    ", ".join(f"{layer} {1e3 * t:.2f}" for layer, t in zip(layers, layer_ms)))
    assignment = assign_splits(step)
    assert assignment is not None               # the stages are marked
    stage_ms = [0.0] * assignment.num_splits
    for op, t in times.items():
        if op in assignment.node_split and (op in of_layer or op.startswith(TAPE)):
            stage_ms[assignment.node_split[op]] += 1e3 * t
    return assignment, stage_ms


def mark_stages(step: CapturedStep, stage_of_layer: dict[str, int]) -> CapturedStep:
    """`step` with each forward op that depends on a layer's weights marked
    with that layer's stage (rule 1 of the module doc); the other ops are
    left to the split planner (constants go with their consumers)."""
    layers = layers_in_order(step)
    of_layer = op_layers(step, layers)
    marks = {op: stage_of_layer[layers[of_layer[op]]] for op in _forward_ops(step)
             if op in of_layer}
    return dataclasses.replace(step, split_marks=tuple(sorted(marks.items())))


def _forward_ops(step: CapturedStep) -> list[str]:
    """Ops the step's outputs depend on, outside the tape."""
    nodes, inputs = _graph(step)
    seen: set[str] = set()
    stack = [t.split(":")[0] for t in step.output_names]
    while stack:
        name = stack.pop()
        if name in seen or name not in nodes or name.startswith(TAPE):
            continue
        seen.add(name)
        stack.extend(inputs[name])
    return sorted(seen)


def make_pipeline_plan(model: Any, step: CapturedStep, cluster: Any, config: Config,
                       batch: Sequence[Any], task_devices: Optional[Sequence[str]] = None):
    """The Plan of a pipelined step captured at one micro-batch (`batch`)."""
    assignment, stage_ms = stage_assignment(step, config, batch)
    config = resolve_config(config, assignment.num_splits)
    plan = make_stage_plan(model, cluster, config, assignment, task_devices=task_devices,
                           stage_ms=stage_ms, layers=gradient_layers(step))
    moved = activation_bytes(step, assignment, config)
    plan = dataclasses.replace(plan, mode="pipeline", splits=tuple(
        dataclasses.replace(part, activation_bytes=moved[part.position])
        for part in plan.splits), variables=per_microbatch_rows(plan))
    return plan, assignment


def per_microbatch_rows(plan: Any) -> dict:
    """The plan's variables with a sparse variable's bytes counted once per
    micro-batch: alpha is measured on one micro-batch, and each micro-batch
    looks its rows up (a sampled softmax samples its own candidates) and
    sends their gradient (a mini-batch's rows are not merged)."""
    M = pipeline_of(plan.config).microbatches or 1
    return {name: dataclasses.replace(v, bytes_per_machine=tuple(
                b * M for b in v.bytes_per_machine))
            if v.kind == "sparse" and v.bytes_per_machine is not None else v
            for name, v in plan.variables.items()}


def activation_bytes(step: CapturedStep, assignment: Any, config: Config) -> list[int]:
    """Per stage: the bytes one mini-batch moves between it and the next
    (each micro-batch's tensors sent forward, and their gradients sent
    back), from the cut's static shapes; 0 for the last stage, and for
    tensors whose shape is not static."""
    from parallax_tf.modes.pipeline.cut import cut_pipeline  # noqa: PLC0415  (graph work)
    cut = cut_pipeline(step, assignment, pipeline_of(config).staleness)
    graph = step.concrete_function.graph

    def size(names: Sequence[str]) -> int:
        total = 0
        for name in names:
            t = graph.get_tensor_by_name(name)
            if t.shape.is_fully_defined():
                total += t.shape.num_elements() * t.dtype.size
        return total
    M = pipeline_of(config).microbatches or 1
    out = [0] * cut.num_stages
    for k in range(cut.num_stages - 1):
        out[k] = M * (size(cut.stages[k].forward_out) + size(cut.stages[k + 1].backward_out))
    return out
