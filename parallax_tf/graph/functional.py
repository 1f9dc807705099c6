"""The step as a function of its variables' values (a GraphDef rewrite).

A captured step reads and writes variables through their handles, in an
order that only control edges keep. This pass turns every top-level use of
a variable into dataflow: the step receives each variable's value at its
start (a placeholder `parallax/value/<name>`), a read becomes that value or
the value left by the last write before it (in the order the control edges
give), a write computes the new value (`assign_add` -> `x + d`, a scatter
-> `x +/- unsorted_segment_sum(updates, indices)`), and the step returns
the value of every written variable after its last write. The caller
assigns those once, after the step.

Why: DTensor (TF 2.21) loses the order of a read after an assign of the same
variable inside an imported Keras step (Keras 3 Adam then reads its
momentum before the update: measured, docs/layouts.md), and has no layout
propagation for `ResourceScatterSub` (Keras 3 SGD on an Embedding). A pure
function has neither problem, and each variable is written once per step.

Variables also used inside nested functions (a `While` of a Keras LSTM)
keep their handle for those uses; writing one inside a nested function is
refused (the write could not be ordered against the step's own).
"""
from __future__ import annotations

import dataclasses
from typing import Optional

import tensorflow as tf
from tensorflow.core.framework import attr_value_pb2, node_def_pb2

from parallax_tf.capture import CapturedStep, CapturedVariable
from parallax_tf.errors import PlanError
from parallax_tf.graph.staged_import import topological_order

_WRITES = {"AssignVariableOp": "Identity", "AssignAddVariableOp": "AddV2",
           "AssignSubVariableOp": "Sub", "ResourceScatterAdd": "AddV2",
           "ResourceScatterSub": "Sub", "ResourceApplyGradientDescent": "Sub"}
_READS = frozenset({"ReadVariableOp", "VariableShape", "VarIsInitializedOp",
                    "ResourceGather", "ResourceGatherNd"})
_FUNCTION_ATTRS = ("f", "body", "cond", "then_branch", "else_branch", "branches")


@dataclasses.dataclass(frozen=True, kw_only=True)
class FunctionalStep:
    """A captured step rewritten as a function of its variables' values."""

    graph_def: tf.compat.v1.GraphDef = dataclasses.field(repr=False)
    value_inputs: dict[str, str]
    """Variable name -> placeholder tensor its value at the start is fed to."""
    final_values: dict[str, str]
    """Variable name -> tensor holding its value after the step (written
    variables only)."""
    kept_handles: dict[str, str]
    """Variable name -> handle placeholder still used (inside nested
    functions, read-only): feed the variable's handle."""


def _type(dtype: str) -> attr_value_pb2.AttrValue:
    return attr_value_pb2.AttrValue(type=tf.as_dtype(dtype).as_datatype_enum)


def _node(name: str, op: str, inputs: list[str], **attrs) -> node_def_pb2.NodeDef:
    node = node_def_pb2.NodeDef(name=name, op=op, input=inputs)
    for key, value in attrs.items():
        node.attr[key].CopyFrom(value)
    return node


def _const(name: str, value, dtype: tf.DType) -> node_def_pb2.NodeDef:
    tensor = tf.make_tensor_proto(value, dtype=dtype)
    return _node(name, "Const", [], dtype=attr_value_pb2.AttrValue(type=dtype.as_datatype_enum),
                 value=attr_value_pb2.AttrValue(tensor=tensor))


def _rewrite(node: node_def_pb2.NodeDef, op: str, inputs: list[str], **attrs) -> None:
    """Turn `node` (keeping its name and its control inputs) into `op`."""
    controls = [i for i in node.input if i.startswith("^")]
    node.op = op
    node.ClearField("attr")
    node.ClearField("device")
    for key, value in attrs.items():
        node.attr[key].CopyFrom(value)
    del node.input[:]
    node.input.extend(inputs + controls)


class _Rewriter:
    """Rewrites the uses of one variable, in graph order."""

    def __init__(self, var: CapturedVariable, library: dict) -> None:
        self.var = var
        self.library = library
        self.added: list[node_def_pb2.NodeDef] = []
        self.value = f"parallax/value/{var.name}"
        self.current = f"{self.value}:0"
        self.written = False
        self.kept = False
        shape = attr_value_pb2.AttrValue(shape=tf.TensorShape(var.shape).as_proto())
        self.added.append(_node(self.value, "Placeholder", [], dtype=_type(var.dtype),
                                shape=shape))

    def use(self, node: node_def_pb2.NodeDef, handle: str) -> None:
        data = [i for i in node.input if not i.startswith("^")]
        first = data[0].split(":")[0] if data else ""
        if node.op in _WRITES and first == handle:
            self._write(node, data)
        elif node.op in _READS and first == handle:
            self._read(node, data)
        elif any(key in node.attr for key in _FUNCTION_ATTRS):
            self._nested(node, handle)
        else:
            raise PlanError(
                f"variable {self.var.name!r} is used by op {node.name!r} ({node.op}), which "
                "layouts do not support yet (supported: reads, gathers, assign, assign_add, "
                "assign_sub, scatter_add, scatter_sub, nested functions that read it); "
                "write the step with Keras 3 layers and optimizers, or run it without a mesh")

    def _read(self, node: node_def_pb2.NodeDef, data: list[str]) -> None:
        T = _type(self.var.dtype)
        if node.op == "ReadVariableOp":
            _rewrite(node, "Identity", [self.current], T=T)
        elif node.op == "VariableShape":
            _rewrite(node, "Shape", [self.current], T=T, out_type=node.attr["out_type"])
        elif node.op == "VarIsInitializedOp":
            self.added.append(_const(f"{node.name}/parallax_true", True, tf.bool))
            _rewrite(node, "Identity", [f"{node.name}/parallax_true"],
                     T=attr_value_pb2.AttrValue(type=tf.bool.as_datatype_enum))
        elif node.op == "ResourceGatherNd":
            _rewrite(node, "GatherNd", [self.current, data[1]], Tparams=T,
                     Tindices=node.attr["Tindices"])
        else:                                           # ResourceGather
            batch_dims = node.attr["batch_dims"].i if "batch_dims" in node.attr else 0
            axis = f"{node.name}/parallax_axis"
            self.added.append(_const(axis, batch_dims, tf.int32))
            _rewrite(node, "GatherV2", [self.current, data[1], axis], Tparams=T,
                     Tindices=node.attr["Tindices"],
                     Taxis=attr_value_pb2.AttrValue(type=tf.int32.as_datatype_enum),
                     batch_dims=attr_value_pb2.AttrValue(i=batch_dims))

    def _write(self, node: node_def_pb2.NodeDef, data: list[str]) -> None:
        T = _type(self.var.dtype)
        op = _WRITES[node.op]
        if node.op == "AssignVariableOp":
            _rewrite(node, "Identity", [data[1]], T=T)
        elif node.op in ("AssignAddVariableOp", "AssignSubVariableOp"):
            _rewrite(node, op, [self.current, data[1]], T=T)
        elif node.op == "ResourceApplyGradientDescent":      # var -= alpha * delta
            step = f"{node.name}/parallax_step"
            self.added.append(_node(step, "Mul", [data[1], data[2]], T=T))
            _rewrite(node, op, [self.current, step], T=T)
        else:                                               # ResourceScatterAdd/Sub
            tind = node.attr["Tindices"]
            rows = f"{node.name}/parallax_rows"
            summed = f"{node.name}/parallax_segment_sum"
            self.added.append(_const(rows, self.var.shape[0], tf.as_dtype(tind.type)))
            self.added.append(_node(summed, "UnsortedSegmentSum", [data[2], data[1], rows],
                                    T=T, Tindices=tind, Tnumsegments=tind))
            _rewrite(node, op, [self.current, summed], T=T)
        self.current = f"{node.name}:0"
        self.written = True

    def _nested(self, node: node_def_pb2.NodeDef, handle: str) -> None:
        for index, inp in enumerate(i for i in node.input if not i.startswith("^")):
            if inp.split(":")[0] == handle and writes_argument(node, index, self.library):
                raise PlanError(
                    f"variable {self.var.name!r} is written inside a nested function ({node.op} "
                    f"{node.name!r}); layouts run the step as a function of the variables' "
                    "values and cannot order that write against the step's own: update "
                    "variables outside tf.while_loop / tf.cond bodies")
        self.kept = True


def _function_names(node) -> list[str]:
    out = []
    for key in _FUNCTION_ATTRS:
        if key in node.attr:
            value = node.attr[key]
            out += [f.name for f in value.list.func] if value.HasField("list") \
                else [value.func.name]
    return [n for n in out if n]


def nested_writes(step: CapturedStep) -> frozenset:
    """The variables the step writes inside a nested function (a `tf.cond`
    or `tf.while_loop` body, a call: Keras' LossScaleOptimizer applies its
    updates in one), by name."""
    graph_def = step.parsed_graph_def()
    library = {f.signature.name: f for f in graph_def.library.function}
    nodes = {n.name: n for n in graph_def.node}
    out = set()
    for var in step.variables:
        handle = var.handle.rsplit(":", 1)[0]
        for ref in var.passes_to:
            node = nodes.get(ref.name)
            data = [i for i in node.input if not i.startswith("^")] if node else []
            if any(i.split(":")[0] == handle and writes_argument(node, k, library)
                   for k, i in enumerate(data)):
                out.add(var.name)
                break
    return frozenset(out)


def writes_argument(node, index: int, library: dict, depth: int = 0) -> bool:
    """Whether a call-like `node` writes the resource it gets as input `index`
    (looking into nested calls)."""
    if depth > 8:
        return True
    offset = 1 if node.op in ("If", "StatelessIf", "Case", "StatelessCase") else 0
    for fname in _function_names(node):
        fdef = library.get(fname)
        if fdef is None or index - offset >= len(fdef.signature.input_arg) or index < offset:
            continue
        arg = fdef.signature.input_arg[index - offset].name
        for inner in fdef.node_def:
            data = [i for i in inner.input if not i.startswith("^")]
            for j, inp in enumerate(data):
                if inp.split(":")[0] != arg:
                    continue
                if j == 0 and (inner.op in _WRITES or inner.op.startswith(
                        ("ResourceScatter", "ResourceApply", "ResourceSparseApply"))):
                    return True
                if _function_names(inner) and writes_argument(inner, j, library, depth + 1):
                    return True
    return False


def functionalize(step: CapturedStep) -> FunctionalStep:
    """Rewrite `step` as a function of its variables' values (module doc)."""
    gd = step.parsed_graph_def()
    nodes = {n.name: n for n in gd.node}
    order = topological_order(nodes)
    rank = {n: i for i, n in enumerate(order)}
    users: dict[str, list[node_def_pb2.NodeDef]] = {}
    for node in gd.node:
        for inp in node.input:
            if not inp.startswith("^"):
                users.setdefault(inp.split(":")[0], []).append(node)
    library = {f.signature.name: f for f in gd.library.function}
    value_inputs, finals, kept, added = {}, {}, {}, []
    for var in step.variables:
        handle = var.handle.rsplit(":", 1)[0]
        rewriter = _Rewriter(var, library)
        seen: set[str] = set()
        for node in sorted(users.get(handle, ()), key=lambda n: rank[n.name]):
            if node.name not in seen:
                seen.add(node.name)
                rewriter.use(node, handle)
        added += rewriter.added
        value_inputs[var.name] = f"{rewriter.value}:0"
        if rewriter.written:
            finals[var.name] = rewriter.current
        if rewriter.kept:
            kept[var.name] = var.handle
    gd.node.extend(added)
    for node in gd.node:
        if "_class" in node.attr:          # colocation with handles that may be gone
            del node.attr["_class"]
    return FunctionalStep(graph_def=gd, value_inputs=value_inputs, final_values=finals,
                          kept_handles=kept)


def import_functional(fs: FunctionalStep, step: CapturedStep, args: tuple,
                      values: dict, handles: dict,
                      extra: Optional[dict] = None) -> tuple[list, dict]:
    """Import `fs` into the current (function) graph: `args` the step's
    arguments, `values` variable name -> its value at the start, `handles`
    name -> its handle (for `fs.kept_handles`), `extra` more placeholders
    (tensors the step captured from Python) -> their value. Returns the
    step's outputs (flattened) and name -> value after the step of each
    written variable; the caller assigns them."""
    input_map = dict(zip(step.input_names, tf.nest.flatten(args)))
    input_map.update(extra or {})
    input_map.update({fs.value_inputs[name]: value for name, value in values.items()})
    input_map.update({fs.kept_handles[name]: tf.convert_to_tensor(handles[name])
                      for name in fs.kept_handles})        # captured into the function
    finals = list(fs.final_values.items())
    out = tf.graph_util.import_graph_def(
        fs.graph_def, input_map=input_map,
        return_elements=list(step.output_names) + [t for _, t in finals], name="")
    n = len(step.output_names)
    return list(out[:n]), {name: value for (name, _), value in zip(finals, out[n:])}
