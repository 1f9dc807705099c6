"""Partitioned server variables: the builders that split a variable's ops by shard.

A variable split in p shards keeps row r in shard r mod p, at local row
r // p; shard s lives on its own server. The captured step never sees the
shards: every op of the captured graph that uses the variable's handle is
replaced (see `StagedImport` builders) by per-shard ops plus a stitch:

* `ReadVariableOp` -> one read per shard on its server (cheap, no copy);
  consumers that need the whole value get a stitch of the shards on the
  worker, built lazily (a Session runs it only if something uses it);
* `GatherV2` of such a read (axis 0) and `ResourceGather` -> a gather per
  shard on its server of the ids that fall in it, stitched back in the ids'
  order on the worker: only the looked-up rows cross the network, each
  distinct row once per lookup;
* `GatherV2` (axis 0) of an element-wise function of such a read, e.g.
  Adagrad's `gather(sqrt(accumulator + eps), ids)` -> the function applied
  on the worker to the gathered rows (row-wise ops commute with a row
  gather), so again only the rows cross the network;
* `Shape` of such a read and `VariableShape` -> a constant;
* `ResourceScatter*` -> the indices and updates of each shard, scattered
  there with local row numbers;
* `Assign*VariableOp` (a dense update, e.g. Keras 3 Adam) -> each shard
  assigned its strided rows of the value.

Anything else that uses the handle (a nested function call, a fused
`ResourceApply*` kernel) is refused with a `PlanError` naming the op.
"""
from __future__ import annotations

import dataclasses
from typing import Optional

import tensorflow as tf

from parallax_tf.errors import PlanError
from parallax_tf.graph.staged_import import Built, NodeBuilder
from parallax_tf.modes.data.lower.shard_rows import (
    ELEMENTWISE_OPS,
    IDS,
    ROWS,
    WHOLE,
    Aligned,
    ShardParts,
    aligned_kinds,
    canonical,
    create_like,
    densify_builder,
    elementwise_builder,
    l2loss_builder,
    same_split,
)

_SCATTER_OPS = frozenset({"ResourceScatterAdd", "ResourceScatterSub", "ResourceScatterUpdate",
                          "ResourceScatterMul", "ResourceScatterDiv", "ResourceScatterMin",
                          "ResourceScatterMax"})
_ASSIGN_OPS = frozenset({"AssignVariableOp", "AssignAddVariableOp", "AssignSubVariableOp"})


@dataclasses.dataclass(frozen=True, kw_only=True)
class Sharding:
    """A variable split by rows over servers."""

    name: str
    shape: tuple[int, ...]
    dtype: tf.DType
    handles: tuple[tf.Tensor, ...]
    devices: tuple[str, ...]

    @property
    def num_shards(self) -> int:
        return len(self.handles)

    @property
    def rows(self) -> int:
        return self.shape[0]

    def rows_of(self, shard: int) -> tf.Tensor:
        """Global row numbers held by `shard`, in local order."""
        return tf.range(shard, self.rows, self.num_shards)

    def local_rows(self, ids: tf.Tensor) -> tf.Tensor:
        """The local row of each global row number in its shard."""
        return tf.math.floordiv(ids, tf.cast(self.num_shards, ids.dtype))

    def split(self, ids: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        """(shard of each id as int32, its local row)."""
        p = tf.cast(self.num_shards, ids.dtype)
        return tf.cast(tf.math.floormod(ids, p), tf.int32), self.local_rows(ids)

    def route(self, flat_ids: tf.Tensor) -> tuple[tf.Tensor, list[tf.Tensor]]:
        """(shard of each of the 1-D `flat_ids`, their local rows split by shard)."""
        shard_of, local = self.split(flat_ids)
        return shard_of, tf.dynamic_partition(local, shard_of, self.num_shards)

    def read_shards(self) -> list[tf.Tensor]:
        reads = []
        for s, (handle, device) in enumerate(zip(self.handles, self.devices)):
            with tf.device(device):
                reads.append(tf.raw_ops.ReadVariableOp(resource=handle, dtype=self.dtype,
                                                       name=f"parallax/shard_read/{s}"))
        return reads

    def stitch(self, shard_values: list[tf.Tensor]) -> tf.Tensor:
        """The whole variable from its shards' values."""
        return tf.dynamic_stitch([self.rows_of(s) for s in range(self.num_shards)],
                                 shard_values)

    def gather(self, shard_values: Optional[list[tf.Tensor]], ids: tf.Tensor) -> tf.Tensor:
        """Rows `ids` (any shape): each shard gathers its ids on its server,
        from `shard_values` (reads) or, when None, from the shard variables.
        Each distinct id is fetched once (a batch repeats frequent words);
        the rows are repeated on the worker."""
        distinct, back = tf.unique(tf.reshape(ids, [-1]))
        shard_of, local_parts = self.route(distinct)
        p = self.num_shards
        positions = tf.dynamic_partition(tf.range(tf.size(distinct)), shard_of, p)
        gathered = []
        for s in range(p):
            with tf.device(self.devices[s]):
                if shard_values is None:
                    gathered.append(tf.raw_ops.ResourceGather(
                        resource=self.handles[s], indices=local_parts[s], dtype=self.dtype))
                else:
                    gathered.append(tf.gather(shard_values[s], local_parts[s]))
        rows = tf.gather(tf.dynamic_stitch(positions, gathered), back)
        row_shape = tf.constant(self.shape[1:], dtype=tf.int32, shape=[len(self.shape) - 1])
        return tf.reshape(rows, tf.concat([tf.shape(ids, out_type=tf.int32), row_shape], axis=0))

    def scatter(self, op_type: str, indices: tf.Tensor, updates: tf.Tensor) -> tf.Operation:
        shard_of, local_parts = self.route(tf.reshape(indices, [-1]))
        p = self.num_shards
        if updates.shape.rank == 0:
            update_parts = [updates] * p
        else:
            rows = tf.reshape(updates, tf.constant([-1, *self.shape[1:]], dtype=tf.int32))
            update_parts = tf.dynamic_partition(rows, shard_of, p)
        kernel = getattr(tf.raw_ops, op_type)
        ops = []
        for s in range(p):
            with tf.device(self.devices[s]):
                ops.append(kernel(resource=self.handles[s], indices=local_parts[s],
                                  updates=update_parts[s]))
        return tf.group(*ops)

    def assign(self, op_type: str, value: tf.Tensor) -> tf.Operation:
        kernel = getattr(tf.raw_ops, op_type)
        ops = []
        for s in range(self.num_shards):
            part = value[s::self.num_shards]
            with tf.device(self.devices[s]):
                ops.append(kernel(resource=self.handles[s], value=part))
        return tf.group(*ops)


def _batch_dims(node: tf.compat.v1.NodeDef) -> int:
    return node.attr["batch_dims"].i if "batch_dims" in node.attr else 0


def _gathers_rows(node: tf.compat.v1.NodeDef, inputs: list) -> bool:
    """Whether the gather `node` with resolved `inputs` gathers whole rows
    (axis 0, statically known, no batch dimensions)."""
    axis = tf.get_static_value(inputs[2]) if len(inputs) > 2 else 0
    return axis is not None and int(axis) == 0 and _batch_dims(node) == 0


def _out_type(node: tf.compat.v1.NodeDef) -> tf.DType:
    return tf.as_dtype(node.attr["out_type"].type) if "out_type" in node.attr else tf.int32


def _source(name: str) -> str:
    return name.lstrip("^").split(":")[0]


def _unsupported(sharding: Sharding, node: tf.compat.v1.NodeDef) -> PlanError:
    return PlanError(
        f"variable {sharding.name!r} is split in {sharding.num_shards} shards, but op "
        f"{node.name!r} ({node.op}) uses it in a way the partitioned rewrite does not "
        "support (supported: reads, gathers along rows, scatter updates, whole-value "
        "assigns); create the variable outside partitioner(), or run with "
        "partitioner(num_shards=1) / Config(num_partitions=1)")


class _Builders:
    """Collects the builders for the nodes that use partitioned handles."""

    def __init__(self, shardings: dict[str, Sharding]) -> None:
        self.shardings = shardings
        self.shard_reads: dict[str, list[tf.Tensor]] = {}
        self.stitched: dict[str, tf.Tensor] = {}
        self.builders: dict[str, NodeBuilder] = {}
        self.parts: Optional[ShardParts] = None
        """Per-shard parts of aligned tensors, when the update math runs per shard."""

    def read(self, node: tf.compat.v1.NodeDef, sharding: Sharding) -> NodeBuilder:
        def build(inputs: list) -> Built:
            reads = sharding.read_shards()
            self.shard_reads[node.name] = reads
            if self.parts is not None:        # a WHOLE tensor, held shard by shard
                self.parts.put(node.name, reads)
            stitched = tf.identity(sharding.stitch(reads),
                                   name=f"parallax/stitched/{sharding.name}")
            self.stitched[node.name] = stitched
            return Built(outputs=[stitched],
                         control=tf.group(*reads, name=f"parallax/read_shards/{sharding.name}"))
        return build

    def gather_of_read(self, node: tf.compat.v1.NodeDef, sharding: Sharding,
                       read: str) -> NodeBuilder:
        def build(inputs: list) -> Built:
            params, ids = inputs[0], inputs[1]
            if not _gathers_rows(node, inputs):
                return Built(outputs=[tf.gather(params, ids, axis=inputs[2],
                                                batch_dims=_batch_dims(node))])
            return Built(outputs=[sharding.gather(self.shard_reads[read], ids)])
        return build

    @staticmethod
    def shape(node: tf.compat.v1.NodeDef, sharding: Sharding) -> NodeBuilder:
        """The Shape of a partitioned read: the whole variable's shape."""
        def build(inputs: list) -> Built:
            return Built(outputs=[tf.constant(sharding.shape, dtype=_out_type(node))])
        return build

    def gather_of_rowwise(self, node: tf.compat.v1.NodeDef, sharding: Sharding, read: str,
                          chain: list[str]) -> NodeBuilder:
        """`node` gathers rows of f(read), f the element-wise ops `chain`
        (read first): gather the read's rows on the servers, apply f to them."""
        def build(inputs: list) -> Built:
            params, ids = inputs[0], inputs[1]
            rows = None
            if _gathers_rows(node, inputs):
                rows = _apply_rowwise(params.graph, chain, self.stitched[read].name,
                                      len(sharding.shape),
                                      lambda: sharding.gather(self.shard_reads[read], ids))
            if rows is None:          # not row-wise after all: gather the whole value
                rows = tf.raw_ops.GatherV2(params=params, indices=ids, axis=inputs[2],
                                           batch_dims=_batch_dims(node))
            return Built(outputs=[rows])
        return build

    def gather_aligned(self, node: tf.compat.v1.NodeDef, sharding: Sharding, read: str,
                       chain: list[str], parts: ShardParts, otherwise: NodeBuilder) -> NodeBuilder:
        """Rows of the variable (or of f(read), f the element-wise `chain`)
        at indices aligned with a partitioned gradient: a local gather per
        shard, f applied there; `otherwise` when the ids have no parts."""
        def build(inputs: list) -> Built:
            ids = parts.get(node.input[1])
            if ids is None or not _gathers_rows(node, inputs):
                return otherwise(inputs)
            out = []
            for s, device in enumerate(sharding.devices):
                with tf.device(device):
                    def rows(s=s) -> tf.Tensor:
                        return tf.gather(self.shard_reads[read][s], sharding.local_rows(ids[s]))
                    value = _apply_rowwise(inputs[0].graph, chain, self.stitched[read].name,
                                           len(sharding.shape), rows) if chain else rows()
                if value is None:
                    return otherwise(inputs)
                out.append(value)
            parts.put(node.name, out)
            return Built(outputs=[tf.concat(out, axis=0, name="whole")])
        return build

    @staticmethod
    def assign_whole(node: tf.compat.v1.NodeDef, sharding: Sharding, parts: ShardParts,
                     otherwise: NodeBuilder) -> NodeBuilder:
        """An assign of a whole value held shard by shard (`WHOLE`): each
        shard assigned its part on its server; `otherwise` without parts."""
        def build(inputs: list) -> Built:
            value = parts.get(node.input[1])
            if value is None:
                return otherwise(inputs)
            kernel = getattr(tf.raw_ops, node.op)
            ops = []
            for s, device in enumerate(sharding.devices):
                with tf.device(device):
                    ops.append(kernel(resource=sharding.handles[s], value=value[s]))
            return Built(outputs=[], control=tf.group(*ops))
        return build

    @staticmethod
    def scatter_aligned(node: tf.compat.v1.NodeDef, sharding: Sharding, parts: ShardParts,
                        otherwise: NodeBuilder) -> NodeBuilder:
        """A scatter at indices aligned with a partitioned gradient: a local
        scatter per shard of its rows; `otherwise` when they have no parts."""
        def build(inputs: list) -> Built:
            ids, updates = parts.get(node.input[1]), parts.get(node.input[2])
            if ids is None or (updates is None and inputs[2].shape.rank != 0):
                return otherwise(inputs)
            kernel = getattr(tf.raw_ops, node.op)
            ops = []
            for s, device in enumerate(sharding.devices):
                with tf.device(device):
                    ops.append(kernel(resource=sharding.handles[s],
                                      indices=sharding.local_rows(ids[s]),
                                      updates=updates[s] if updates is not None else inputs[2]))
            return Built(outputs=[], control=tf.group(*ops))
        return build

    def for_handle_user(self, node: tf.compat.v1.NodeDef, sharding: Sharding) -> NodeBuilder:
        op = node.op
        if op == "ResourceGather":
            if node.attr["batch_dims"].i != 0:
                raise _unsupported(sharding, node)
            return lambda inputs: Built(outputs=[sharding.gather(None, inputs[1])])
        if op in _SCATTER_OPS:
            return lambda inputs: Built(outputs=[], control=sharding.scatter(
                op, inputs[1], inputs[2]))
        if op in _ASSIGN_OPS:
            return lambda inputs: Built(outputs=[], control=sharding.assign(op, inputs[1]))
        if op == "VariableShape":
            return lambda inputs: Built(outputs=[tf.constant(sharding.shape,
                                                             dtype=_out_type(node))])
        if op == "VarIsInitializedOp":
            return lambda inputs: Built(outputs=[tf.reduce_all(tf.stack([
                tf.raw_ops.VarIsInitializedOp(resource=h) for h in sharding.handles]))])
        raise _unsupported(sharding, node)


def _apply_rowwise(graph: tf.Graph, chain: list[str], start: str, rank: int,
                   gathered_rows) -> Optional[tf.Tensor]:
    """The imported ops `chain` (element-wise, each fed by the previous one,
    the first by tensor `start`, the stitched read) re-applied to the rows
    `gathered_rows()` returns; None when an op's other operand spans the rows
    (its rank is not below the variable's `rank`): then the ops do not
    commute with a row gather."""
    ops = [graph.get_operation_by_name(name) for name in chain]
    carried = start
    for op in ops:
        others = [t for t in op.inputs if t.name != carried]
        if len(others) != len(op.inputs) - 1 or \
                any(t.shape.rank is None or t.shape.rank >= rank for t in others):
            return None
        carried = op.outputs[0].name
    rows = gathered_rows()
    carried = start
    for op in ops:
        inputs = [rows if t.name == carried else t for t in op.inputs]
        rows = create_like(op.node_def, inputs, f"parallax/rows/{op.name}").outputs[0]
        carried = op.outputs[0].name
    return rows


def _rowwise_chains(nodes: dict[str, tf.compat.v1.NodeDef],
                    reads: dict[str, Sharding]) -> dict[str, tuple[str, list[str]]]:
    """node name -> (partitioned read, element-wise ops from the read to the
    node) for every element-wise node fed by exactly one partitioned read
    (through such ops, on first outputs only)."""
    memo: dict[str, Optional[tuple[str, list[str]]]] = {}

    def carrier(name: str) -> Optional[tuple[str, list[str]]]:
        if name in memo:
            return memo[name]
        memo[name] = None                 # cycles (none expected) end the walk
        node = nodes.get(name)
        result: Optional[tuple[str, list[str]]] = None
        if name in reads:
            result = (name, [])
        elif node is not None and node.op in ELEMENTWISE_OPS:
            found = []
            for inp in node.input:
                if inp.startswith("^"):
                    continue
                source, _, index = inp.partition(":")
                sub = carrier(source)
                if sub is not None:
                    found.append((sub, index in ("", "0")))
            if len(found) == 1 and found[0][1]:
                read, chain = found[0][0]
                result = (read, [*chain, name])
        memo[name] = result
        return result

    return {name: c for name in nodes if (c := carrier(name)) is not None and c[1]}


def partition_builders(graph_def: tf.compat.v1.GraphDef, shardings: dict[str, Sharding],
                       seeds: Optional[dict[str, Aligned]] = None,
                       parts: Optional[ShardParts] = None,
                       skip: frozenset = frozenset()) -> dict[str, NodeBuilder]:
    """Builders for every node of `graph_def` that uses a partitioned
    variable; `shardings` is keyed by the node name of the variable's handle
    placeholder in the captured graph. `seeds`: the aggregated gradients of
    partitioned variables (values and indices tensors), whose per-shard parts
    the aggregation puts in `parts`: their update math then runs per shard
    (see `shard_rows`). `skip`: nodes the program leaves out and builds
    otherwise (a dynamic table's calls: `lower/table_calls.py`)."""
    b = _Builders(shardings)
    reads: dict[str, Sharding] = {}
    for node in graph_def.node:
        if node.name in skip:
            continue
        for position, inp in enumerate(node.input):
            sharding = shardings.get(_source(inp))
            if sharding is None or inp.startswith("^"):
                continue
            if position != 0:
                raise _unsupported(sharding, node)
            if node.op == "ReadVariableOp":
                b.builders[node.name] = b.read(node, sharding)
                reads[node.name] = sharding
            else:
                b.builders[node.name] = b.for_handle_user(node, sharding)
    nodes = {n.name: n for n in graph_def.node}
    chains = _rowwise_chains(nodes, reads)
    for node in graph_def.node:
        if not node.input or node.input[0].startswith("^"):
            continue
        params = node.input[0]
        if node.op in ("GatherV2", "Gather") and _source(params) in chains \
                and params.partition(":")[2] in ("", "0"):
            read, chain = chains[_source(params)]
            b.builders[node.name] = b.gather_of_rowwise(node, reads[read], read, chain)
            continue
        read = _source(node.input[0])
        sharding = reads.get(read)
        if sharding is None:
            continue
        if node.op in ("GatherV2", "Gather"):
            b.builders[node.name] = b.gather_of_read(node, sharding, read)
        elif node.op == "Shape":
            b.builders[node.name] = b.shape(node, sharding)
    if seeds:
        assert parts is not None, "the aggregation gives the seeds' parts with them"
        _aligned_builders(b, nodes, shardings, reads, chains, seeds, parts)
    return b.builders


def _aligned_builders(b: _Builders, nodes: dict, shardings: dict[str, Sharding],
                      reads: dict[str, Sharding], chains: dict, seeds: dict[str, Aligned],
                      parts: ShardParts) -> None:
    """Builders that carry partitioned gradients' rows through the update
    math shard by shard (see `shard_rows`)."""
    key_sharding = {sh.name: sh for sh in shardings.values()}
    b.parts = parts

    def var_rows(name: str) -> Optional[Sharding]:
        source, _, index = name.partition(":")
        if index not in ("", "0"):
            return None
        if source in reads:
            return reads[source]
        return reads[chains[source][0]] if source in chains else None

    kinds = aligned_kinds(nodes, seeds, var_rows, key_sharding)
    gathered = {n for node in nodes.values() if node.op in ("GatherV2", "Gather")
                and node.input and _source(node.input[0]) in chains
                for n in chains[_source(node.input[0])][1]}
    """Element-wise ops whose rows a gather takes (Adagrad's sqrt of its
    accumulator): imported as they are, the gather re-applies them."""

    def kind(name: str) -> Optional[Aligned]:
        return kinds.get(canonical(name))

    for name, node in nodes.items():
        data = [i for i in node.input if not i.startswith("^")]
        own = kind(name)
        if own is not None and own.kind == WHOLE:
            if name in gathered:
                continue          # re-applied to gathered rows by name (`_apply_rowwise`)
            if node.op in ELEMENTWISE_OPS:
                b.builders[name] = elementwise_builder(node, parts, key_sharding[own.key],
                                                       whole=True)
            elif node.op == "UnsortedSegmentSum":
                b.builders[name] = densify_builder(node, parts, key_sharding[own.key])
            continue                                # a read: its builder gives its parts
        if own is not None and f"{name}:0" not in seeds:
            grad_sharding = key_sharding[own.key]
            if node.op in ELEMENTWISE_OPS:
                b.builders[name] = elementwise_builder(node, parts, grad_sharding)
            else:                                   # a gather of rows at aligned ids
                source = _source(data[0])
                read, chain = (source, []) if source in reads else chains[source]
                # the first pass gave every gather of a read or of a chain its builder
                b.builders[name] = b.gather_aligned(node, reads[read], read, chain, parts,
                                                    b.builders[name])
        elif node.op == "L2Loss" and data and (k := kind(data[0])) is not None \
                and k.kind == ROWS:
            b.builders[name] = l2loss_builder(node, parts, key_sharding[k.key])
        elif node.op in _ASSIGN_OPS and len(data) == 2 and _source(data[0]) in shardings \
                and (k := kind(data[1])) is not None and k.kind == WHOLE \
                and same_split(shardings[_source(data[0])], key_sharding[k.key]):
            b.builders[name] = b.assign_whole(node, shardings[_source(data[0])], parts,
                                              b.builders[name])
        elif node.op in _SCATTER_OPS and len(data) == 3 and _source(data[0]) in shardings:
            handle = shardings[_source(data[0])]
            ids, updates = kind(data[1]), kind(data[2])
            if ids is not None and ids.kind == IDS and same_split(handle, key_sharding[ids.key]) \
                    and (updates is None or updates == Aligned(ROWS, ids.key)):
                b.builders[name] = b.scatter_aligned(node, handle, parts, b.builders[name])
