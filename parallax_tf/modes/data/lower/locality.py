"""Keeping a whole (unpartitioned) server variable's traffic small: what a
step pulls from its server is the rows it looks up, each distinct row once,
and a scalar for each norm of its aggregated gradient.

Two passes (`modes/data/lower/program.py`), found by tracing the NMT example, whose
HYBRID step moved 2.3-3.1x the byte model's prediction:

* `distinct_lookups`: a lookup `GatherV2(ReadVariableOp(v), ids)` (Keras 3's
  `Embedding`) or `ResourceGather(v, ids)` of a whole server variable `v`
  was placed on the server as it stands, so its output, one row per id,
  crossed to the worker: a batch of 32 x 31 tokens pulled 992 rows of a
  350-row table. Now the worker sends the distinct ids, the server gathers
  those rows, and the worker repeats them (`tf.unique`): the pull is alpha
  rows, as the byte model (and a partitioned variable's gather,
  `modes/data/lower/partition.py`) has it.
* `server_norms`: the ops that reduce a whole server variable's aggregated
  gradient to scalars, such as global-norm clipping's `L2Loss`, ran on the
  worker, so the aggregated gradient (every replica's rows) crossed back
  to every worker each step: N x 992 rows per table on the NMT. Now they
  run on the server, next to the aggregated gradient, and a scalar crosses.
"""
from __future__ import annotations

import contextlib
import dataclasses
from typing import Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep, DenseGradient, SparseGradient
from parallax_tf.graph.analysis import backward_ops
from parallax_tf.graph.gather_first import move_control_edges
from parallax_tf.graph.staged_import import Built, NodeBuilder, node_edges, split_input


@dataclasses.dataclass(frozen=True)
class Lookup:
    """A row lookup (`GatherV2` of a read, `ResourceGather`) of a whole
    server variable."""

    server: str
    """The variable's device: where the distinct rows are gathered."""
    row_shape: tuple
    """The variable's shape without its first (row) dimension."""
    near: Optional[str] = None
    """Where the rows are used (a split position's task); None: where the
    ids are."""


def lookup_builders(graph_def: tf.compat.v1.GraphDef,
                    lookups: dict[str, Lookup]) -> dict[str, NodeBuilder]:
    """Builders for the captured lookup nodes named in `lookups`."""
    return {node.name: _distinct_rows(node, lookups[node.name])
            for node in graph_def.node if node.name in lookups}


def _distinct_rows(node: tf.compat.v1.NodeDef, lookup: Lookup) -> NodeBuilder:
    batch_dims = node.attr["batch_dims"].i if "batch_dims" in node.attr else 0
    resource = node.op == "ResourceGather"

    def build(inputs: list) -> Built:
        params, ids = inputs[0], inputs[1]
        axis = 0 if resource else tf.get_static_value(inputs[2])
        if axis is None or int(axis) != 0 or batch_dims != 0 \
                or _same_task(ids.device, lookup.server):
            with tf.device(lookup.server):      # not a row lookup from afar: as it was
                if resource:
                    return Built(outputs=[tf.raw_ops.ResourceGather(
                        resource=params, indices=ids, batch_dims=batch_dims,
                        dtype=tf.as_dtype(node.attr["dtype"].type))])
                return Built(outputs=[tf.raw_ops.GatherV2(
                    params=params, indices=ids, axis=inputs[2], batch_dims=batch_dims)])
        near = lookup.near or ids.device
        with _on(near):
            distinct, back = tf.unique(tf.reshape(ids, [-1]), name="distinct")
        with tf.device(lookup.server):
            rows = tf.raw_ops.ResourceGather(resource=params, indices=distinct,
                                             dtype=tf.as_dtype(node.attr["dtype"].type)) if resource \
                else _rows_of(params, distinct)
        with _on(near):
            row_shape = tf.constant(lookup.row_shape, dtype=tf.int32,
                                    shape=[len(lookup.row_shape)])
            out = tf.reshape(tf.gather(rows, back), tf.concat(
                [tf.shape(ids, out_type=tf.int32), row_shape], axis=0), name="looked_up")
            out.set_shape(ids.shape.concatenate(lookup.row_shape))
        # control edges on the lookup (TF orders a later scatter into the
        # variable after it) wait for the server's gather, on the server
        return Built(outputs=[out], control=rows.op)
    return build


def _rows_of(params: tf.Tensor, ids: tf.Tensor) -> tf.Tensor:
    """`params`' rows at `ids`; a read of a variable is gathered from the
    variable itself, after what the read waited for: TensorFlow reads a
    variable that sparse ops update by copying all of it (a table-sized
    copy each step), and `unread_lookups` leaves the read nothing else to do."""
    if params.op.type != "ReadVariableOp":
        return tf.gather(params, ids)
    with tf.control_dependencies(params.op.control_inputs):
        return tf.raw_ops.ResourceGather(resource=params.op.inputs[0], indices=ids,
                                         dtype=params.dtype)


def unread_lookups(graph_def: tf.compat.v1.GraphDef, lookups: dict[str, Lookup]) -> None:
    """In `graph_def` (in place): the control edges on the read of each
    lookup `GatherV2(ReadVariableOp(v), ids)` in `lookups` that nothing
    else reads come from the lookup instead (its builder's gather of the
    rows, `_rows_of`), so the whole read runs no more."""
    nodes, _, consumers = node_edges(graph_def)
    moved = {}
    for name in lookups:
        node = nodes.get(name)
        read = nodes.get(split_input(node.input[0])[0]) if node is not None \
            and node.op == "GatherV2" else None
        if read is not None and read.op == "ReadVariableOp" and consumers[read.name] == [name]:
            moved[read.name] = name
    move_control_edges(graph_def, moved)


def _on(device: Optional[str]) -> contextlib.AbstractContextManager:
    """`device`; the enclosing default when there is none."""
    return tf.device(device) if device else contextlib.nullcontext()


def _same_task(a: str, b: str) -> bool:
    if not a or not b:
        return False
    x, y = tf.DeviceSpec.from_string(a), tf.DeviceSpec.from_string(b)
    return (x.job, x.task or 0) == (y.job, y.task or 0)


_NEVER_MOVED = frozenset({"IdentityN", "PartitionedCall", "StatefulPartitionedCall"})


def gradient_reductions(step: CapturedStep, owners: list[str]) -> dict[str, str]:
    """op name -> owner: the ops that reduce the gradient of one `owners`
    variable to scalars (an `L2Loss` of global-norm clipping, a
    `Square` -> `Sum` chain).

    An op qualifies when each of its data inputs is the owner's gradient (a
    sparse gradient's values), an output of a qualifying op, a constant or
    a scalar, and each of its outputs is a scalar or feeds qualifying ops
    only (at least one); stateful ops (`CheckNumerics`, a `py_function`),
    function calls, ops of the backward pass and Keras' `IdentityN` (which
    groups every gradient) never do. Placed with the aggregated gradient, such ops send
    scalars instead of the gradient."""
    graph = step.concrete_function.graph
    by_name = {v.name: v for v in step.variables}
    avoid = backward_ops(step)
    outputs = set(step.output_names)
    result: dict[str, str] = {}
    for owner in owners:
        gradient = by_name[owner].gradient
        if isinstance(gradient, SparseGradient):
            roots = [gradient.values]
        elif isinstance(gradient, DenseGradient):
            roots = [gradient.tensor]
        else:
            continue
        members = _derived_ops(graph, roots, avoid)
        memo: dict[str, bool] = {}

        def reduces(op: tf.Operation) -> bool:
            if op.name not in memo:
                memo[op.name] = False          # a cycle never qualifies
                memo[op.name] = all(
                    t.shape.rank == 0 or (t.name not in outputs and t.consumers() and all(
                        c.name in members and reduces(c) for c in t.consumers()))
                    for t in op.outputs)
            return memo[op.name]

        for name in members:
            if reduces(graph.get_operation_by_name(name)):
                result.setdefault(name, owner)
    return result


def _derived_ops(graph: tf.Graph, roots: list[str], avoid: frozenset) -> set[str]:
    """Ops computed from the tensors `roots` only (besides constants and
    scalars), through non-scalar tensors, outside `avoid`."""
    derived = set(roots)
    members: set[str] = set()
    frontier = [c for r in roots for c in graph.get_tensor_by_name(r).consumers()]
    while frontier:
        op = frontier.pop()
        if op.name in members or op.name in avoid or op.type in _NEVER_MOVED \
                or op.op_def.is_stateful or not op.outputs \
                or any(t.dtype == tf.resource for t in op.inputs):
            continue
        if not all(t.name in derived or t.op.type == "Const" or t.shape.rank == 0
                   for t in op.inputs):
            continue                 # revisited when another input is derived
        members.add(op.name)
        for t in op.outputs:
            derived.add(t.name)
            if t.shape.rank != 0:
                frontier.extend(t.consumers())
    return members
