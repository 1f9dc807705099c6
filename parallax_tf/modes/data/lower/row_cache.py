"""The worker-side row cache (`Config(row_cache=px.RowCache(rows, staleness))`,
docs/row_cache.md; the rules are `config/row_cache.py`'s).

Each cached table gets, on this worker's task, a cache of `rows` slots:
the rows in it (`hot`, and `slot_of` from row to slot), their copies and
whether each was fetched in this period (`values`, `valid`), the read
counts that choose them (`counts`), and with s > 0 the held gradient rows
(`held`, `touched`). A step counter says where a step falls in its period.

* `begin` (every step, before the step's lookups): at a period's first
  step, the `rows` most-read rows become the cached set, no copy is valid,
  the counts are halved.
* `lookup` wraps the builder of each of the table's lookups
  (`distinct_lookups`', `partition`'s): the distinct ids are counted, the
  ones cached and valid come from the copies, the others through the
  wrapped builder from the servers; cached ones fetched so refresh their
  copies.
* `hold` (s > 0) takes the worker's gradient before its push
  (`aggregate.py`): rows of cached rows are summed into `held`; at the
  period's last step the held rows go out with the step's other rows.

Kept apart from weak synchronisation's mirrors (a whole variable pulled
by version, the step reading the mirror) and from `read_cache.py` (a
per-step copy of a dense variable read inside a loop): this cache keeps
some rows of a sparse table across steps, and its names say so
(`parallax/row_cache/...`).
"""
from __future__ import annotations

from typing import Any

import tensorflow as tf

from parallax_tf.config.row_cache import DECAY, RowCache
from parallax_tf.errors import PlanError
from parallax_tf.graph.staged_import import Built, NodeBuilder

COUNTERS = ("reads", "hits", "gradient_rows", "pushed_rows")
"""Per table, since the program started: distinct rows looked up, those
served from the cache, gradient rows the step produced, rows pushed."""


def _variable(device: str, name: str, dtype: tf.DType, shape: list) -> tf.Tensor:
    with tf.device(device):
        return tf.raw_ops.VarHandleOp(dtype=dtype, shape=shape, shared_name=name, container="",
                                      name=name.replace("parallax/", "parallax_", 1))


def _read(handle: tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    return tf.raw_ops.ReadVariableOp(resource=handle, dtype=dtype)


class TableCache:
    """One table's cache on one worker."""

    def __init__(self, caches: "RowCaches", name: str, shape: tuple, dtype: tf.DType) -> None:
        self.name, self.caches = name, caches
        self.rows, self.row_shape, self.dtype = int(shape[0]), tuple(shape[1:]), dtype
        self.size = min(caches.setting.rows, self.rows)
        prefix = f"{caches.prefix}/{name}"
        n, device = self.size, caches.device
        self.state = {
            "counts": (tf.float32, [self.rows], tf.zeros([self.rows], tf.float32)),
            "slot_of": (tf.int32, [self.rows], tf.fill([self.rows], -1)),
            "hot": (tf.int64, [n], tf.fill([n], tf.constant(-1, tf.int64))),
            "values": (dtype, [n, *self.row_shape], tf.zeros([n, *self.row_shape], dtype)),
            "valid": (tf.bool, [n], tf.zeros([n], tf.bool)),
            **({"held": (dtype, [n, *self.row_shape], tf.zeros([n, *self.row_shape], dtype)),
                "touched": (tf.bool, [n], tf.zeros([n], tf.bool))}
               if caches.setting.holds_gradients else {}),
            **{c: (tf.int64, [], tf.constant(0, tf.int64)) for c in COUNTERS}}
        self.v: dict[str, tf.Tensor] = {}
        with tf.device(device):
            for key, (kind, dims, initial) in self.state.items():
                self.v[key] = _variable(device, f"{prefix}/{key}", kind, dims)
                caches.inits.append(tf.raw_ops.AssignVariableOp(resource=self.v[key],
                                                                value=initial))
            self.begin = self._begin()

    def read(self, key: str) -> tf.Tensor:
        return _read(self.v[key], self.state[key][0])

    def _count(self, key: str, amount: tf.Tensor) -> tf.Operation:
        return tf.raw_ops.AssignAddVariableOp(resource=self.v[key],
                                              value=tf.cast(amount, tf.int64))

    def _begin(self) -> tf.Tensor:
        """At a period's first step: the most-read rows cached, none valid,
        the counts halved. A tensor to wait for before the step's lookups."""
        def choose() -> tf.Tensor:
            counts = self.read("counts")
            top, rows = tf.math.top_k(counts, self.size, sorted=True)   # ties: the lower row
            kept = top > 0
            slots = tf.boolean_mask(tf.range(self.size), kept)
            slot_of = tf.tensor_scatter_nd_update(
                tf.fill([self.rows], -1), tf.expand_dims(tf.boolean_mask(rows, kept), 1), slots)
            hot = tf.where(kept, tf.cast(rows, tf.int64), tf.constant(-1, tf.int64))
            writes = [tf.raw_ops.AssignVariableOp(resource=self.v["slot_of"], value=slot_of),
                      tf.raw_ops.AssignVariableOp(resource=self.v["hot"], value=hot),
                      tf.raw_ops.AssignVariableOp(resource=self.v["valid"],
                                                  value=tf.zeros([self.size], tf.bool)),
                      tf.raw_ops.AssignVariableOp(resource=self.v["counts"],
                                                  value=counts * DECAY)]
            with tf.control_dependencies(writes):
                return tf.constant(True)

        chosen = tf.cond(self.caches.first, choose, lambda: tf.constant(False),
                         name=f"parallax/row_cache/choose/{self.name}")
        with tf.control_dependencies([self.caches.tick]):
            return tf.identity(chosen)

    def lookup(self, builder: NodeBuilder) -> NodeBuilder:
        """`builder` (a lookup of the table's rows from the servers) behind
        the cache: only the rows not cached, or not fetched in this period,
        go through it."""
        def build(inputs: list) -> Built:
            params, ids = inputs[0], inputs[1]
            if len(inputs) > 2 and tf.get_static_value(inputs[2]) != 0:
                return builder(inputs)                      # not a lookup of rows
            with tf.device(self.caches.device), tf.control_dependencies([self.begin]):
                distinct, back, seen = tf.unique_with_counts(tf.reshape(ids, [-1]))
                counted = tf.raw_ops.ResourceScatterAdd(
                    resource=self.v["counts"], indices=distinct, updates=tf.cast(seen, tf.float32))
                slot = tf.gather(self.read("slot_of"), distinct)
                safe = tf.maximum(slot, 0)
                hit = tf.logical_and(slot >= 0, tf.gather(self.read("valid"), safe))
                hit_at = tf.cast(tf.where(hit)[:, 0], tf.int32)
                miss_at = tf.cast(tf.where(tf.logical_not(hit))[:, 0], tf.int32)
                missed = tf.gather(distinct, miss_at)
            fetched = builder([params, missed, *inputs[2:]])
            with tf.device(self.caches.device):
                rows_missed = fetched.outputs[0]
                miss_slot = tf.gather(slot, miss_at)
                kept = miss_slot >= 0
                refresh = tf.boolean_mask(miss_slot, kept)
                stored = tf.raw_ops.ResourceScatterUpdate(
                    resource=self.v["values"], indices=refresh,
                    updates=tf.boolean_mask(rows_missed, kept))
                with tf.control_dependencies([stored]):   # valid only once the copy is in
                    marked = tf.raw_ops.ResourceScatterUpdate(
                        resource=self.v["valid"], indices=refresh,
                        updates=tf.ones_like(refresh, tf.bool))
                writes = [stored, marked, counted, self._count("reads", tf.size(distinct)),
                          self._count("hits", tf.size(hit_at))]
                served = tf.raw_ops.ResourceGather(resource=self.v["values"],
                                                   indices=tf.gather(safe, hit_at),
                                                   dtype=self.dtype)
                rows = tf.dynamic_stitch([hit_at, miss_at], [served, rows_missed])
                with tf.control_dependencies(writes):
                    out = tf.reshape(tf.gather(rows, back), tf.concat(
                        [tf.shape(ids, out_type=tf.int32),
                         tf.constant(self.row_shape, tf.int32, [len(self.row_shape)])], 0),
                        name=f"parallax/row_cache/looked_up/{self.name}")
                out.set_shape(ids.shape.concatenate(self.row_shape))
            return Built(outputs=[out], control=fetched.control)
        return build

    def hold(self, values: tf.Tensor, indices: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        """The gradient rows (`values`, `indices`) this worker pushes this
        step: s = 0, all of them; s > 0, the rows of uncached rows, and at a
        period's last step the held sums of cached ones."""
        with tf.device(self.caches.device), tf.control_dependencies([self.begin]):
            produced = self._count("gradient_rows", tf.shape(indices)[0])
            if not self.caches.setting.holds_gradients:
                with tf.control_dependencies([produced, self._count("pushed_rows",
                                                                    tf.shape(indices)[0])]):
                    return tf.identity(values), tf.identity(indices)
            slot = tf.gather(self.read("slot_of"), indices)
            cached = slot >= 0
            held_at = tf.where(cached)[:, 0]
            sent_at = tf.where(tf.logical_not(cached))[:, 0]
            held_slots = tf.gather(slot, held_at)
            add = tf.raw_ops.ResourceScatterAdd(resource=self.v["held"], indices=held_slots,
                                                updates=tf.gather(values, held_at))
            touch = tf.raw_ops.ResourceScatterUpdate(
                resource=self.v["touched"], indices=held_slots,
                updates=tf.ones_like(held_slots, tf.bool))
            last = self.caches.last
            with tf.control_dependencies([add, touch]):
                due = tf.where(tf.logical_and(self.read("touched"), last))[:, 0]
                flushed = tf.raw_ops.ResourceGather(resource=self.v["held"], indices=due,
                                                    dtype=self.dtype)
                flushed_ids = tf.cast(tf.gather(self.read("hot"), due), indices.dtype)
            def clear() -> tf.Tensor:
                writes = [tf.raw_ops.AssignVariableOp(resource=self.v["held"], value=tf.zeros(
                              [self.size, *self.row_shape], self.dtype)),
                          tf.raw_ops.AssignVariableOp(resource=self.v["touched"],
                                                      value=tf.zeros([self.size], tf.bool))]
                with tf.control_dependencies(writes):
                    return tf.constant(True)

            with tf.control_dependencies([flushed, flushed_ids]):
                reset = [tf.cond(last, clear, lambda: tf.constant(False))]
            out_values = tf.concat([tf.gather(values, sent_at), flushed], 0)
            out_indices = tf.concat([tf.gather(indices, sent_at), flushed_ids], 0)
            with tf.control_dependencies([*reset, produced,
                                          self._count("pushed_rows", tf.shape(out_indices)[0])]):
                return (tf.identity(out_values, name=f"parallax/row_cache/pushed/{self.name}"),
                        tf.identity(out_indices))


class RowCaches:
    """The row caches of one worker's program."""

    def __init__(self, setting: RowCache, names: dict[str, tuple[tuple, tf.DType]], device: str,
                 generation: int) -> None:
        self.setting, self.device = setting, device
        self.prefix = f"parallax/row_cache/g{generation}"
        self.inits: list[tf.Operation] = []
        period = setting.period
        scope = f"parallax_row_cache_g{generation}/"
        with tf.compat.v1.name_scope(scope), tf.device(device):
            step = _variable(device, f"{self.prefix}/step", tf.int64, [])
            self.inits.append(tf.raw_ops.AssignVariableOp(resource=step,
                                                          value=tf.constant(0, tf.int64)))
            t = _read(step, tf.int64)
            with tf.control_dependencies([t]):
                self.tick = tf.raw_ops.AssignAddVariableOp(resource=step,
                                                           value=tf.constant(1, tf.int64))
            phase = tf.math.floormod(t, period)
            self.first = tf.equal(phase, 0)
            self.last = tf.equal(phase, period - 1)
        with tf.compat.v1.name_scope(scope):
            self.tables = {name: TableCache(self, name, shape, dtype)
                           for name, (shape, dtype) in names.items()}
        with tf.compat.v1.name_scope(scope), tf.device(device):
            self.counters = {name: {c: table.read(c) for c in COUNTERS}
                             for name, table in self.tables.items()}
            """Table -> counter -> a read of it (`COUNTERS`)."""

    def counts(self, session: Any) -> dict[str, dict[str, int]]:
        """Table -> counter -> its value now, read in `session`."""
        return {table: {c: int(v) for c, v in values.items()}
                for table, values in session.run(self.counters).items()}


def cache_lookups(plan: Any, homes: dict, builders: dict, server_math: dict,
                  ctx: Any) -> tuple[RowCaches, dict]:
    """The program's row caches, and `builders` with the lookups of every
    cached table (`plan.row_cached`) behind them: the gathers of its read
    or its handle that a builder fetches from the servers (its update
    math's own gathers on the servers left as they are). PlanError for a
    cached table with no such lookup."""
    names = plan.row_cached
    setting = plan.config.row_cache
    assert setting is not None and names, "mode.passes asks for the cache only then"
    caches = RowCaches(setting, {n: (homes[n].captured.shape, tf.as_dtype(homes[n].captured.dtype))
                                 for n in names}, ctx.worker_device, ctx.generation)
    nodes = {g.name: n for n in names for g in homes[n].captured.gathers
             if g.name in builders and g.name not in server_math}
    unserved = [n for n in names if n not in set(nodes.values())]
    if unserved:
        raise PlanError(
            f"Config(row_cache=...): the server tables {unserved} have no row lookup the "
            "cache can serve (a gather of the table's read, or a ResourceGather, at the "
            "step's top level; a lookup inside a tf.function the step calls or a loop is "
            "not one); look the rows up in the step itself, keep the table off the servers "
            "(placements={name: 'allreduce'}), or drop row_cache=")
    wrapped = dict(builders)
    for node, name in nodes.items():
        wrapped[node] = caches.tables[name].lookup(builders[node])
    return caches, wrapped
