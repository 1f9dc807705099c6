"""The collectives a set of layouts implies per step (a prediction).

The reasoning of the Mesh TensorFlow paper, applied to the ops of the
captured step that use each laid-out variable, with what DTensor (TF 2.21)
does where it differs (read from its programs, docs/layouts.md):

* **gradients**: a variable replicated along the mesh axis that splits the
  batch gets a partial gradient on every device: all-reduced over that axis
  (its shard's bytes). A sparse gradient (rows of an embedding) is
  all-reduced as a whole dense table, once per densification the optimizer
  makes (an `unsorted_segment_sum`, a scatter: SGD one, Adagrad and Adam
  two), whatever the table's row split;
* **a contraction over a split dim** (MatMul, BatchMatMul, Einsum, Conv2D):
  every device holds a partial sum of the output, all-reduced over that axis
  (the output's bytes per device, i.e. split by the batch axis and by the
  variable's other split dims);
* **a gather from a table split by rows**: DTensor all-gathers the table (an
  all-reduce of the table with zeros outside each device's rows);
* **backward through a split free dim**: the gradient with respect to the
  op's other operand is a partial sum over that axis, all-reduced (only when
  that operand depends on trainable variables, i.e. the gradient is needed).

Ring algorithm bytes per device: all-reduce 2 (g-1)/g n, all-gather and
reduce-scatter (g-1)/g n (`CollectiveEstimate.bytes_per_device`). DTensor
may choose otherwise (e.g. all-gather a split table before a gather); the
benchmark prints DTensor's own collectives next to these
(`modes/layout/dtensor_program.py`).
"""
from __future__ import annotations

import math
import re
from typing import Optional, Sequence

import tensorflow as tf

from parallax_tf.capture import CapturedStep, SparseGradient
from parallax_tf.graph.analysis import downstream, non_scalar_reach
from parallax_tf.plan.placements import CollectiveEstimate
from parallax_tf.plan.topology import Topology

Axes = tuple[Optional[str], ...]
_PASS_THROUGH = frozenset({"Identity", "Cast", "ReadVariableOp"})
_DENSIFY = frozenset({"UnsortedSegmentSum", "ResourceScatterAdd", "ResourceScatterSub"})


def _bytes(tensor: tf.Tensor) -> Optional[int]:
    shape = tensor.shape
    if shape.rank is None or any(d is None for d in shape.as_list()):
        return None
    return math.prod(shape.as_list()) * tensor.dtype.size


def _reshaped(axes: Axes, before: list, after: list) -> Optional[Axes]:
    """The axes of a reshaped tensor: dims merged into one keep the axis of
    their first (major) dim, a dim cut in several gives its axis to the
    first; None when the shapes are not static."""
    if None in before or None in after:
        return None
    out: list[Optional[str]] = [None] * len(after)
    i = j = 0
    while i < len(before) and j < len(after):
        gi, gj = [i], [j]
        a, b = before[i], after[j]
        while a != b:
            if a < b:
                i += 1
                gi.append(i)
                a *= before[i]
            else:
                j += 1
                gj.append(j)
                b *= after[j]
        major = next((axes[k] for k in gi if before[k] != 1), None)
        out[gj[0]] = major if len(gi) == 1 or all(axes[k] is None for k in gi[1:]) else None
        i, j = i + 1, j + 1
    return tuple(out)


def _uses(tensor: tf.Tensor, axes: Axes) -> list[tuple[tf.Operation, int, Axes]]:
    """(op, input index, the operand's axes) of the forward ops using
    `tensor` (whose dims are split per `axes`), through Identity/Cast,
    Reshape and Transpose."""
    out = []
    for op in tensor.consumers():
        if op.name.startswith("gradient_tape/"):
            continue                          # backward ops: the backward rule counts them
        if op.type in _PASS_THROUGH:
            out += _uses(op.outputs[0], axes)
        elif op.type == "Reshape" and op.inputs[0] is tensor:
            new = _reshaped(axes, tensor.shape.as_list() if tensor.shape.rank else [None],
                            op.outputs[0].shape.as_list() if op.outputs[0].shape.rank
                            else [None])
            if new is not None:
                out += _uses(op.outputs[0], new)
        elif op.type == "Transpose" and op.inputs[0] is tensor:
            perm = tf.get_static_value(op.inputs[1])
            if perm is not None:
                out += _uses(op.outputs[0], tuple(axes[int(k)] for k in perm))
        else:
            out += [(op, i, axes) for i, t in enumerate(op.inputs) if t is tensor]
    return out


def _contracted(op: tf.Operation, index: int, rank: int) -> Optional[tuple[set, set]]:
    """(contracted dims, free dims) of input `index` of `op`, or None when
    the op is not a contraction this model knows."""
    dims = set(range(rank))
    if op.type == "MatMul" and rank == 2:
        transposed = op.get_attr("transpose_b" if index == 1 else "transpose_a")
        k = (1 if transposed else 0) if index == 1 else (0 if transposed else 1)
        return {k}, dims - {k}
    if op.type in ("BatchMatMulV2", "BatchMatMul", "BatchMatMulV3") and rank >= 2:
        adjoint = op.get_attr("adj_y" if index == 1 else "adj_x")
        k = (rank - 1 if adjoint else rank - 2) if index == 1 else (
            rank - 2 if adjoint else rank - 1)
        return {k}, dims - {k}
    if op.type == "Einsum":
        equation = op.get_attr("equation").decode()
        inputs, _, output = equation.replace(" ", "").partition("->")
        subscripts = inputs.split(",")
        if index >= len(subscripts) or "." in subscripts[index] or len(subscripts[index]) != rank:
            return None
        mine = subscripts[index]
        contracted = {d for d, letter in enumerate(mine) if letter not in output}
        return contracted, dims - contracted
    if op.type == "Conv2D" and index == 1 and rank == 4:
        return {0, 1, 2}, {3}
    if op.type in ("GatherV2", "ResourceGather") and index == 0:
        return {0}, dims - {0}
    return None


def _product(axes: Sequence[Optional[str]], sizes: dict[str, int]) -> int:
    return math.prod(sizes[a] for a in axes if a is not None)


def predict_collectives(step: CapturedStep, axes_of: dict[str, Axes], topology: Topology,
                        data_axis: Optional[str]) -> tuple[CollectiveEstimate, ...]:
    """The collectives `axes_of` (variable name -> mesh axis per dim)
    implies for `step` (module doc)."""
    sizes = dict(topology.axes)
    graph = step.concrete_function.graph
    batch_ops = downstream([graph.get_tensor_by_name(n).op for n in step.input_names])
    trainable = [v for v in step.trainable_variables if v.name in axes_of]
    depends_on_weights = downstream([graph.get_operation_by_name(r.name)
                                 for v in trainable for r in v.reads])
    split = sizes.get(data_axis, 1) if data_axis else 1
    out: list[CollectiveEstimate] = []
    for var in trainable:
        axes = axes_of[var.name]
        itemsize = tf.as_dtype(var.dtype).size
        whole = math.prod(var.shape) * itemsize
        shard = whole // max(1, _product(axes, sizes))
        if isinstance(var.gradient, SparseGradient) and data_axis and split > 1:
            reach = non_scalar_reach(graph, [var.gradient.values])
            times = max(1, sum(1 for n in reach
                               if graph.get_operation_by_name(n).type in _DENSIFY))
            table = whole // max(1, _product(axes[1:], sizes))
            out += [CollectiveEstimate(
                kind="allreduce", axes=(data_axis,), group_size=split, tensor_bytes=table,
                variable=var.name, reason=f"gradient of {var.name}, sparse, densified "
                                          f"({k + 1} of {times}): the whole table")
                for k in range(times)]
        elif var.gradient is not None and data_axis and split > 1:
            if data_axis in axes:
                out.append(CollectiveEstimate(
                    kind="reducescatter", axes=(data_axis,), group_size=split,
                    tensor_bytes=shard * split, variable=var.name,
                    reason=f"gradient of {var.name} (batch and one of its dims split over "
                           f"{data_axis!r})"))
            else:
                out.append(CollectiveEstimate(
                    kind="allreduce", axes=(data_axis,), group_size=split, tensor_bytes=shard,
                    variable=var.name, reason=f"gradient of {var.name} (batch split over "
                                              f"{data_axis!r})"))
        for read in var.reads:
            for tensor in graph.get_operation_by_name(read.name).outputs:
                for op, index, op_axes in _uses(tensor, axes):
                    out += _op_collectives(op, index, var.name, op_axes, sizes, data_axis,
                                           batch_ops, depends_on_weights, whole)
    return tuple(out)


def _op_collectives(op: tf.Operation, index: int, variable: str, axes: Axes,
                    sizes: dict[str, int], data_axis: Optional[str], batch_ops: set[str],
                    needs_grad: set[str], whole: int) -> list[CollectiveEstimate]:
    dims = _contracted(op, index, len(axes))
    if dims is None:
        return []
    contracted, free = dims
    others = [t for i, t in enumerate(op.inputs) if i != index and t.dtype != tf.int32
              and t.dtype != tf.int64] if op.type not in ("GatherV2", "ResourceGather") \
        else [op.inputs[1]]
    batched = any(t.op.name in batch_ops for t in others)
    split = sizes.get(data_axis, 1) if (data_axis and batched) else 1
    out = []
    forward_axes = tuple(sorted({axes[d] for d in contracted if axes[d] is not None}))
    out_bytes = _bytes(op.outputs[0])
    gather = op.type in ("GatherV2", "ResourceGather")
    if forward_axes and gather:            # DTensor all-gathers the table
        out.append(CollectiveEstimate(
            kind="allreduce", axes=forward_axes,
            group_size=math.prod(sizes[a] for a in forward_axes),
            tensor_bytes=whole // max(1, _product([axes[d] for d in free], sizes)),
            variable=variable,
            reason=f"forward {op.type} {_short(op.name)} gathers rows of {variable} split over "
                   f"{', '.join(forward_axes)}: the whole table (DTensor)"))
    elif forward_axes and out_bytes is not None:
        local = out_bytes // split // max(1, _product([axes[d] for d in free], sizes))
        out.append(CollectiveEstimate(
            kind="allreduce", axes=forward_axes,
            group_size=math.prod(sizes[a] for a in forward_axes), tensor_bytes=local,
            variable=variable,
            reason=f"forward {op.type} {_short(op.name)} contracts a dim of {variable} split "
                   f"over {', '.join(forward_axes)}"))
    backward_axes = tuple(sorted({axes[d] for d in free if axes[d] is not None}))
    if backward_axes and not gather:
        for other in others:
            size = _bytes(other)
            if size is None or other.op.name not in needs_grad:
                continue
            local = size // split // max(1, _product([axes[d] for d in contracted], sizes))
            out.append(CollectiveEstimate(
                kind="allreduce", axes=backward_axes,
                group_size=math.prod(sizes[a] for a in backward_axes), tensor_bytes=local,
                variable=variable,
                reason=f"backward of {op.type} {_short(op.name)}: its input's gradient sums "
                       f"over {variable}'s dims split over {', '.join(backward_axes)}"))
    return out


def _short(name: str) -> str:
    return re.sub(r"_\d+(?=/|$)", "", name)
