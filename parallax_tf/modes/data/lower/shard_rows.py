"""The update math of a partitioned variable, run shard by shard on its servers.

After aggregation each shard's server holds its part of a partitioned
variable's sparse gradient: the rows whose index falls in the shard, with
their (global) indices. The optimizer's math on those rows (clip scaling,
Adagrad's square, its division by the gathered accumulator rows) is row by
row, so instead of concatenating the parts on the worker, computing there
and splitting the results again for the scatters, each shard's part is
carried through the math on its own server:

* a tensor *aligned* with the gradient's rows keeps one part per shard
  (`ShardParts`); its whole value is a concat on the worker, built lazily
  (a Session computes it only if something else needs it);
* an element-wise op of aligned tensors (same gradient) and operands that
  do not span the rows (a learning rate, a clip scale) -> the op per shard
  on the shard's server;
* a row gather of the variable (or of a slot, or of an element-wise
  function of either) at the aligned indices -> a local gather per shard;
* a `ResourceScatter*` of the variable or a slot at the aligned indices ->
  a local scatter per shard;
* `L2Loss` of an aligned tensor (a global-norm clip) -> per-shard L2Loss,
  summed on the worker (only scalars cross the network).

Anything else that uses an aligned tensor sees its whole value, which is
correct and costs the transfer. Which nodes qualify is decided on the
GraphDef (`aligned_kinds`); whether their operands really do not span the
rows is checked when they are built, with a fallback to the plain op.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional

import tensorflow as tf

from parallax_tf.graph.staged_import import Built

ROWS, IDS, WHOLE = "rows", "ids", "whole"

ELEMENTWISE_OPS = frozenset({
    # unary
    "Identity", "StopGradient", "Cast", "Neg", "Abs", "Sign", "Square", "Sqrt", "Rsqrt",
    "Reciprocal", "Inv", "Exp", "Expm1", "Log", "Log1p", "Floor", "Ceil", "Round", "Relu", "Sigmoid", "Tanh",
    # binary (the other operand must not span the rows: checked when built)
    "Add", "AddV2", "Sub", "Mul", "MulNoNan", "Div", "RealDiv", "DivNoNan", "Maximum",
    "Minimum", "Pow", "SquaredDifference", "FloorDiv", "FloorMod"})


@dataclasses.dataclass(frozen=True)
class Aligned:
    """A tensor aligned with the rows of one partitioned gradient: its rows
    (`ROWS`) or their global indices (`IDS`); or (`WHOLE`) a tensor of a
    partitioned variable's whole shape, held shard by shard like the
    variable (its reads, the gradient densified, element-wise functions of
    those: Keras 3 Adam's moments)."""

    kind: str
    key: str
    """The gradient's variable (its sharding's name)."""


def same_split(a, b) -> bool:  # two Shardings
    """Whether two shardings put each row in the same shard."""
    return a.rows == b.rows and a.num_shards == b.num_shards


class ShardParts:
    """Per-shard parts of aligned tensors, by GraphDef tensor name ('node:0').
    The gradient's parts are registered by the aggregation (the pulled
    gradient, per shard, on its server); builders add the rest."""

    def __init__(self) -> None:
        self._parts: dict[str, list[tf.Tensor]] = {}

    def put(self, name: str, parts: list[tf.Tensor]) -> None:
        self._parts[canonical(name)] = list(parts)

    def get(self, name: str) -> Optional[list[tf.Tensor]]:
        return self._parts.get(canonical(name))


def canonical(name: str) -> str:
    """A GraphDef tensor name with its output index ('node' -> 'node:0')."""
    return name if ":" in name else f"{name}:0"


def create_like(node: tf.compat.v1.NodeDef, inputs: list, name: str) -> tf.Operation:
    """A new op of `node`'s type and attributes with `inputs`."""
    attrs = {k: v for k, v in node.attr.items() if not k.startswith("_")}
    graph = tf.compat.v1.get_default_graph()
    return graph._create_op_internal(  # the public create_op is deprecated
        node.op, inputs, attrs=attrs, name=name)


def plain(node: tf.compat.v1.NodeDef, inputs: list) -> Built:
    """`node` itself, on the whole values."""
    return Built(outputs=list(create_like(node, inputs, "plain").outputs))


def elementwise_builder(node: tf.compat.v1.NodeDef, parts: ShardParts,
                        sharding, whole: bool = False) -> Callable[[list], Built]:
    """An element-wise op of aligned tensors, per shard (see the module
    doc); `whole`: of `WHOLE` tensors (the whole value is a stitch of the
    shards' rows, not a concat)."""
    names = [i for i in node.input if not i.startswith("^")]

    def build(inputs: list) -> Built:
        per_input = [parts.get(n) for n in names]
        aligned = [p for p in per_input if p is not None]
        if not aligned:
            return plain(node, inputs)
        rank = aligned[0][0].shape.rank
        for t, p in zip(inputs, per_input):
            if p is None and (rank is None or t.shape.rank is None or t.shape.rank >= rank):
                return plain(node, inputs)        # spans the rows: not row by row
        out = []
        for s, device in enumerate(sharding.devices):
            with tf.device(device):
                out.append(create_like(node, [p[s] if p is not None else t
                                              for t, p in zip(inputs, per_input)],
                                       f"shard{s}").outputs[0])
        parts.put(node.name, out)
        return Built(outputs=[sharding.stitch(out) if whole else
                              tf.concat(out, axis=0, name="whole")])
    return build


def densify_builder(node: tf.compat.v1.NodeDef, parts: ShardParts,
                    sharding) -> Callable[[list], Built]:
    """`UnsortedSegmentSum` of a partitioned gradient's rows at its indices
    into the variable's rows (an `IndexedSlices` densified: Keras 3 Adam):
    each shard sums its own rows on its server, into its local rows."""
    names = [i for i in node.input if not i.startswith("^")]

    def build(inputs: list) -> Built:
        values, ids = parts.get(names[0]), parts.get(names[1])
        known = tf.get_static_value(inputs[2])      # None for a slice of a shape
        if values is None or ids is None or known not in (None, sharding.rows):
            return plain(node, inputs)
        # the sum is into the variable's rows (checked when it runs: the rows
        # come from the gradient's dense shape, rarely constant-folded here)
        same = tf.debugging.assert_equal(tf.cast(inputs[2], tf.int64),
                                         tf.constant(sharding.rows, tf.int64),
                                         message="densified into other rows than the variable's")
        p, out = sharding.num_shards, []
        for s, device in enumerate(sharding.devices):
            with tf.device(device), tf.control_dependencies([same]):
                out.append(tf.math.unsorted_segment_sum(
                    values[s], sharding.local_rows(ids[s]), (sharding.rows - s + p - 1) // p,
                    name=f"shard{s}"))
        parts.put(node.name, out)
        return Built(outputs=[sharding.stitch(out)])
    return build


def l2loss_builder(node: tf.compat.v1.NodeDef, parts: ShardParts,
                   sharding) -> Callable[[list], Built]:
    """L2Loss of an aligned tensor: a partial sum per shard, added on the worker."""
    def build(inputs: list) -> Built:
        p = parts.get(node.input[0])
        if p is None:
            return plain(node, inputs)
        partial = []
        for s, device in enumerate(sharding.devices):
            with tf.device(device):
                partial.append(tf.nn.l2_loss(p[s], name=f"shard{s}"))
        return Built(outputs=[tf.add_n(partial, name="sum")])
    return build


def aligned_kinds(nodes: dict[str, tf.compat.v1.NodeDef], seeds: dict[str, Aligned],
                  var_rows: Callable[[str], Any],
                  key_sharding: dict[str, Any]) -> dict[str, Aligned]:
    """GraphDef tensor name -> `Aligned`, for the seeds (the aggregated
    gradients' values and indices) and every node output derived from them
    by the rules of the module doc. `var_rows(node)` gives the Sharding when
    the node's output is a partitioned read or an element-wise function of
    one (a valid params of a local gather), else None. (Shardings are typed
    Any here: `partition.py`, which defines them, imports this module.)"""
    memo: dict[str, Optional[Aligned]] = {}

    def whole(key: str) -> Aligned:
        """`WHOLE` of the sharding `key`, named by the first sharding split
        and placed alike (a variable and its slots share one)."""
        mine = key_sharding[key]
        return Aligned(WHOLE, min(n for n, sh in key_sharding.items()
                                  if same_split(sh, mine) and sh.devices == mine.devices))

    def kind(name: str) -> Optional[Aligned]:
        name = canonical(name)
        if name in seeds:
            return seeds[name]
        if name in memo:
            return memo[name]
        memo[name] = None
        source, index = name.rsplit(":", 1)
        node = nodes.get(source)
        result = None
        if node is not None and index == "0":
            data = [i for i in node.input if not i.startswith("^")]
            if node.op in ELEMENTWISE_OPS:
                kinds = {k for k in (kind(i) for i in data) if k is not None}
                if len(kinds) == 1:
                    (k,) = kinds
                    if k.kind in (ROWS, WHOLE) or node.op == "Identity":
                        result = k
            elif node.op == "ReadVariableOp" and var_rows(name) is not None:
                result = whole(var_rows(name).name)
            elif node.op == "UnsortedSegmentSum" and len(data) == 3:
                rows, ids = kind(data[0]), kind(data[1])
                if rows is not None and rows.kind == ROWS and ids == Aligned(IDS, rows.key):
                    result = whole(rows.key)
            elif node.op in ("GatherV2", "Gather") and len(data) >= 2:
                ids = kind(data[1])
                params = var_rows(data[0])
                if ids is not None and ids.kind == IDS and params is not None \
                        and same_split(params, key_sharding[ids.key]):
                    result = Aligned(ROWS, ids.key)
        memo[name] = result
        return result

    out = {name: k for name, k in seeds.items()}
    for name in nodes:
        k = kind(f"{name}:0")
        if k is not None:
            out[f"{name}:0"] = k
    return out
