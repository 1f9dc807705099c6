"""Reads of a server-placed dense variable inside a nested function (the
`While` of a Keras LSTM, a `PartitionedCall`) go through a per-step copy
on the worker.

Without it the function's `ReadVariableOp` is placed with the variable, on
its server, so every loop iteration reads the whole variable across the
network and the loop itself is partitioned between the worker and the
server (its `LoopCond` sent to the server each iteration): the NMT example
under the PS architecture moved 6.9x the bytes the byte model predicts.
With it, each step reads the variable once into a resource variable on the
worker (`parallax/cache/<name>`), and the nested function gets that copy's
handle; the step's own top-level reads and the optimizer's writes keep the
server's handle. The copy is refreshed before the function runs (a
control edge), so it holds the value the step started with, as the
server's variable does until the step's update.

Only variables the function reads: a nested function that writes one keeps
the server's handle (its write must reach the server). Sparse variables
(rows gathered inside the loop) keep theirs too: copying a large table
each step would move more than the rows the loop gathers.
"""
from __future__ import annotations

import tensorflow as tf

from parallax_tf.graph.functional import writes_argument


def cached_variables(homes: dict, mirrored: frozenset = frozenset()) -> list:
    """The captured variables whose nested reads get a worker copy."""
    return [h.captured for n, h in homes.items()
            if h.shared and h.sharding is None and n not in mirrored
            and h.captured.passes_to and not h.captured.is_sparse_gradient]


def rewire(graph_def: tf.compat.v1.GraphDef, variables: list) -> dict[str, list[str]]:
    """In `graph_def`, point the nested functions' handle inputs of
    `variables` at a new placeholder `parallax_cache/<handle>` (one per
    variable), unless the function writes the variable. Returns variable
    name -> the consumers rewired (none: no placeholder added)."""
    library = {f.signature.name: f for f in graph_def.library.function}
    nodes = {n.name: n for n in graph_def.node}
    out: dict[str, list[str]] = {}
    for var in variables:
        handle = var.handle.rsplit(":", 1)[0]
        cache = f"parallax_cache/{handle}"
        rewired = []
        for ref in var.passes_to:
            node = nodes.get(ref.name)
            if node is None:
                continue
            data = [i for i in node.input if not i.startswith("^")]
            indices = [k for k, i in enumerate(data) if i.split(":")[0] == handle]
            if not indices or any(writes_argument(node, k, library) for k in indices):
                continue
            for position, inp in enumerate(node.input):
                if not inp.startswith("^") and inp.split(":")[0] == handle:
                    node.input[position] = cache
            rewired.append(node.name)
        if rewired:
            placeholder = graph_def.node.add(name=cache, op="Placeholder")
            placeholder.attr["dtype"].type = tf.resource.as_datatype_enum
            out[var.name] = rewired
    return out


def cache_feeds(homes: dict, rewired: dict[str, list[str]], device: str) -> dict[str, tf.Tensor]:
    """For each rewired variable: a resource variable on `device` refreshed
    from the server's value, and its handle (after the refresh) as the feed
    of the placeholder `rewire` added."""
    feeds = {}
    for name in rewired:
        home = homes[name]
        handle = home.captured.handle.rsplit(":", 1)[0]
        var = home.captured
        with tf.device(device):
            cache = tf.raw_ops.VarHandleOp(dtype=tf.as_dtype(var.dtype), shape=var.shape,
                                           shared_name=f"parallax/cache/{name}",
                                           name=f"parallax/cache/{name}")
            refresh = tf.raw_ops.AssignVariableOp(resource=cache, value=home.read(),
                                                  name=f"parallax/cache_refresh/{name}")
            with tf.control_dependencies([refresh]):
                feeds[f"parallax_cache/{handle}"] = tf.identity(
                    cache, name=f"parallax/cache_handle/{name}")
    return feeds
