"""Rows gathered before the elementwise math of an optimizer's slot, not
after it (a GraphDef rewrite).

Keras 3's Adagrad updates a table's rows with

    accumulator[rows] += g**2
    table[rows] -= lr * g / gather(sqrt(accumulator + epsilon), rows)

where the square root runs over *every* row of the accumulator, each step:
its `ReadVariableOp` copies the whole variable (a variable that sparse ops
touch is read by copy in TensorFlow), then `AddV2` and `Sqrt` run on all of
it, and the step's rows are gathered from the result. On a server holding a
65,536 x 16 table that is 1-2 ms of CPU a step per table; it grows with the
table, not with the step's rows.

An elementwise function commutes with a gather of rows, exactly (each
output element is the same function of the same input element), so

    GatherV2(f(ReadVariableOp(v)), ids, axis=0)  ->  f(ResourceGather(v, ids))

computes the same rows, bit for bit, from the rows alone (TensorFlow's
graph optimiser may then turn a division by the rows' square root into a
multiplication by their reciprocal square root, as it does for a dense
variable's Adagrad: an ulp apart; `tests/test_gather_first.py`). `rewrite` finds
that pattern where `f` is a chain of elementwise ops (unary ones, or binary
ones whose other operand is a scalar) that nothing else consumes, and
rewrites it in place: the read becomes the gather of the variable's rows (at
the same point of the step: it keeps the read's control inputs, so it reads
after the slot's update as before), and the gather an `Identity` of the
chain. Every node keeps its name, so placements by name (the update math on
its server) are unchanged. A gather of a plain read (an embedding's lookup,
or an identity of the read) is left alone, and so is a pattern with a node
another pass replaces: those passes own them (`modes/data/lower/partition.py`,
`locality.py`, `row_cache.py`).

For the same reason (a read copies the whole variable), a read whose value
nothing uses no longer reads it (`_unread`).
"""
from __future__ import annotations

from typing import Any, Collection, Mapping, Sequence

import tensorflow as tf
from tensorflow.core.framework import attr_value_pb2

from parallax_tf.graph.staged_import import ancestors, node_edges, split_input

UNARY = frozenset({"Sqrt", "Rsqrt", "Square", "Neg", "Abs", "Exp", "Log", "Log1p",
                   "Reciprocal", "Inv", "Sign", "Identity", "Relu", "Sigmoid", "Tanh"})
"""Elementwise ops of one input."""
BINARY = frozenset({"AddV2", "Add", "Sub", "Mul", "RealDiv", "Div", "DivNoNan", "Maximum",
                    "Minimum", "Pow", "SquaredDifference", "MulNoNan"})
"""Elementwise ops of two inputs; rewritten only where the other is a scalar."""


_NO_BATCH = attr_value_pb2.AttrValue(i=0)


def _scalar(name: str, nodes: Mapping, scalar_handles: Collection[str]) -> bool:
    """Whether tensor `name` is a scalar the graph says is one: a scalar
    constant, a read of a scalar variable, or a cast or identity of one."""
    node_name, index, _ = split_input(name)
    node = nodes.get(node_name)
    if node is None or index != 0:
        return False
    if node.op == "Const":
        return len(node.attr["value"].tensor.tensor_shape.dim) == 0 \
            and not node.attr["value"].tensor.tensor_shape.unknown_rank
    if node.op == "ReadVariableOp":
        return split_input(node.input[0])[0] in scalar_handles
    if node.op in ("Cast", "Identity"):
        return _scalar(node.input[0], nodes, scalar_handles)
    return False


def _axis_zero(name: str, nodes: Mapping) -> bool:
    node = nodes.get(split_input(name)[0])
    if node is None or node.op != "Const":
        return False
    value = tf.make_ndarray(node.attr["value"].tensor)
    return value.shape == () and int(value) == 0


def rewrite(graph_def: tf.compat.v1.GraphDef, handles: Collection[str],
            scalar_handles: Collection[str] = (), keep: Collection[str] = ()) -> list[str]:
    """Rewrite `graph_def` in place (module doc) for reads of the variables
    whose handle nodes are in `handles`; `scalar_handles`: handle nodes of
    scalar variables (their reads may be the other operand of a binary op);
    `keep`: nodes other passes replace or drop, and the step's outputs (a
    pattern with one is left). Returns the nodes rewritten: the gathers,
    then the reads and shapes `_unread` rewrote."""
    nodes, _, consumers = node_edges(graph_def)
    keep, done = frozenset(keep), []
    for gather in list(graph_def.node):
        if gather.op != "GatherV2" or gather.attr.get("batch_dims", _NO_BATCH).i != 0 \
                or len(gather.input) < 3 or not _axis_zero(gather.input[2], nodes):
            continue
        chain, at = [], gather.input[0]
        while True:
            name, index, _ = split_input(at)
            node = nodes.get(name)
            if node is None or index != 0 or len(consumers[name]) != 1:
                break
            if node.op == "ReadVariableOp":
                break
            data = [i for i in node.input if not i.startswith("^")]
            if node.op in UNARY and len(data) == 1:
                chain.append(node)
                at = data[0]
            elif node.op in BINARY and len(data) == 2:
                tops = [i for i in data if not _scalar(i, nodes, scalar_handles)]
                if len(tops) != 1:
                    break
                chain.append(node)
                at = tops[0]
            else:
                break
        read = nodes.get(split_input(at)[0])
        if all(n.op == "Identity" for n in chain) or read is None \
                or read.op != "ReadVariableOp" or {gather.name, read.name, *(
                    n.name for n in chain)} & keep \
                or split_input(at)[1] != 0 or len(consumers[read.name]) != 1 \
                or split_input(read.input[0])[0] not in handles:
            continue
        ids = gather.input[1]
        if read.name in ancestors(nodes, {split_input(ids)[0]}):
            continue                    # the ids come from the read: no gather first
        _become(read, "ResourceGather", [read.input[0], ids, *read.input[1:]],
                {"dtype": read.attr["dtype"].type, "Tindices": gather.attr["Tindices"].type})
        read.attr["validate_indices"].b = True
        _become(gather, "Identity", [gather.input[0], *gather.input[3:]],
                {"T": gather.attr["Tparams"].type})
        done.append(gather.name)   # consumers stay: the ids pass from the gather to the read
    return done + _unread(graph_def, handles, keep)


def _unread(graph_def: tf.compat.v1.GraphDef, handles: Collection[str],
            keep: frozenset) -> list[str]:
    """Reads whose value nothing needs: a `ReadVariableOp` that only orders
    other ops (tf.function's control edges: Keras 3's `Embedding` leaves
    one behind its static shape) becomes `VarIsInitializedOp` of the
    variable, which reads no value; `Shape(ReadVariableOp(v))` whose read
    nothing else uses becomes `VariableShape(v)`, the read's control edges
    its own and those on the read on it. Returns the nodes rewritten."""
    nodes, _, consumers = node_edges(graph_def)
    moved, done = {}, []
    for node in graph_def.node:
        if node.op == "ReadVariableOp" and not consumers[node.name] and node.name not in keep \
                and split_input(node.input[0])[0] in handles:
            _become(node, "VarIsInitializedOp", node.input, {})
            done.append(node.name)
            continue
        read = nodes.get(split_input(node.input[0])[0]) if node.op == "Shape" \
            and node.input else None
        if read is None or read.op != "ReadVariableOp" or split_input(node.input[0])[1] != 0 \
                or consumers[read.name] != [node.name] or {node.name, read.name} & keep \
                or split_input(read.input[0])[0] not in handles:
            continue
        _become(node, "VariableShape", [read.input[0], *read.input[1:], *node.input[1:]],
                {"out_type": node.attr["out_type"].type})
        moved[read.name] = node.name
        done.append(node.name)
    move_control_edges(graph_def, moved)
    return done


def move_control_edges(graph_def: tf.compat.v1.GraphDef, moved: Mapping[str, str]) -> None:
    """In `graph_def`, every control edge from a node of `moved` comes from
    the node it maps to instead."""
    edges = {"^" + a: "^" + b for a, b in moved.items()}
    for node in graph_def.node:
        if any(i in edges for i in node.input):
            inputs = list(dict.fromkeys(edges.get(i, i) for i in node.input))
            del node.input[:]
            node.input.extend(inputs)


def _become(node: Any, op: str, inputs: Sequence[str], types: dict) -> None:
    """`node` turned into `op` of `inputs` (data first, then control edges),
    with only the type attributes `types`."""
    edges = [i for i in inputs if not i.startswith("^")] + \
        list(dict.fromkeys(i for i in inputs if i.startswith("^")))
    node.op = op
    del node.input[:]
    node.input.extend(edges)
    for key in list(node.attr):
        if key != "_class":
            del node.attr[key]
    for key, value in types.items():
        node.attr[key].type = value
