"""A program's own copy of a lookup table the step reads.

A captured step's lookup tables (`capture.CapturedTable`: a Keras
`IntegerLookup` or `StringLookup`, a `tf.lookup.StaticHashTable`) are
resources of the process that traced it. A lowered program runs elsewhere
(a session on a worker's server), so it builds a table of its own, filled
from the contents exported at capture; lookups then stay on the task that
makes them.
"""
from __future__ import annotations

from typing import Any

import tensorflow as tf


def local_table(table: Any, shared_name: str) -> tuple[tf.Tensor, tf.Operation]:
    """(the copy's handle, the op that fills it), created on the current
    device. `shared_name` names it in its task's resource manager, so other
    sessions on that task (a pipeline's stage tasks) find the filled table;
    use one per program generation."""
    name = table.handle.split(":")[0]
    key_dtype, value_dtype = tf.as_dtype(table.key_dtype), tf.as_dtype(table.value_dtype)
    handle = tf.raw_ops.HashTableV2(key_dtype=key_dtype, value_dtype=value_dtype,
                                    shared_name=shared_name, use_node_name_sharing=False,
                                    name=f"parallax/table/{name}")
    init = tf.raw_ops.InitializeTableV2(
        table_handle=handle,
        keys=tf.constant(table.keys, key_dtype, name=f"parallax/table_keys/{name}"),
        values=tf.constant(table.values, value_dtype, name=f"parallax/table_values/{name}"),
        name=f"parallax/table_init/{name}")
    return handle, init
