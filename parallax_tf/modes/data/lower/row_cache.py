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

A dynamic table's cache (`KeyCache`) keeps its copies by key; its
table's call (`table_calls.py`) asks the servers for the rows of the keys
it does not serve.

Kept apart from weak synchronisation's mirrors (a whole variable pulled
by version, the step reading the mirror) and from `read_cache.py` (a
per-step copy of a dense variable read inside a loop): this cache keeps
some rows of a sparse table across steps, and its names say so
(`parallax/row_cache/...`).
"""
from __future__ import annotations

from typing import Any, Callable, Optional

import tensorflow as tf

from parallax_tf.config.row_cache import DECAY, FORGET, RowCache
from parallax_tf.errors import PlanError
from parallax_tf.graph.staged_import import Built, NodeBuilder

COUNTERS = ("reads", "hits", "gradient_rows", "pushed_rows")
"""Per table, since the program started: distinct rows looked up, those
served from the cache, gradient rows the step produced, rows pushed."""

KEY_COUNTERS = ("reads", "hits")
"""Per dynamic table (its gradient rows go every step): distinct keys
looked up, those found and served from the cache."""


def _variable(device: str, name: str, dtype: tf.DType, shape: list) -> tf.Tensor:
    with tf.device(device):
        return tf.raw_ops.VarHandleOp(dtype=dtype, shape=shape, shared_name=name, container="",
                                      name=name.replace("parallax/", "parallax_", 1))


def _read(handle: tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    return tf.raw_ops.ReadVariableOp(resource=handle, dtype=dtype)


class _Cache:
    """A table's cache state on one worker: variables named under the
    program's prefix, initialised at its start."""

    state: dict
    v: dict

    def _make(self, caches: "RowCaches", prefix: str) -> None:
        self.v = {}
        for key, (kind, dims, initial) in self.state.items():
            self.v[key] = _variable(caches.device, f"{prefix}/{key}", kind, dims)
            caches.inits.append(tf.raw_ops.AssignVariableOp(resource=self.v[key], value=initial))

    def read(self, key: str) -> tf.Tensor:
        return _read(self.v[key], self.state[key][0])

    def _count(self, key: str, amount: tf.Tensor) -> tf.Operation:
        return tf.raw_ops.AssignAddVariableOp(resource=self.v[key],
                                              value=tf.cast(amount, tf.int64))

    @staticmethod
    def _at_period_start(caches: "RowCaches", name: str, writes: Callable) -> tf.Tensor:
        """`writes()` (the ops that choose the cached set) run at a period's
        first step; a tensor to wait for before the step's lookups."""
        def choose() -> tf.Tensor:
            with tf.control_dependencies(writes()):
                return tf.constant(True)

        chosen = tf.cond(caches.first, choose, lambda: tf.constant(False),
                         name=f"parallax/row_cache/choose/{name}")
        with tf.control_dependencies([caches.tick]):
            return tf.identity(chosen)


class TableCache(_Cache):
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
        with tf.device(device):
            self._make(caches, prefix)
            self.begin = self._begin()

    def _begin(self) -> tf.Tensor:
        """At a period's first step: the most-read rows cached, none valid,
        the counts halved. A tensor to wait for before the step's lookups."""
        def choose() -> list:
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
            return writes

        return self._at_period_start(self.caches, self.name, choose)

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


class KeyCache(_Cache):
    """One dynamic table's cache on one worker, by key: a table's rows move
    on eviction and resharding, so a copy is kept under its key
    (docs/row_cache.md). The read counts are by key too, in a hash table on
    the worker; a key whose halved count falls below `FORGET` is forgotten.
    `hot`: the cached keys in ascending order (`hot_count` of them, then
    the largest key). A copy serves from the step after the one that
    fetched it until the period ends (a table called twice in a step may
    evict between the calls). Every key still goes to the servers each
    step (a cached read is a sighting, as a fetched one is); only the rows
    of the keys not served here come back. The table's gradient rows go
    every step (`table_calls.py` builds the call around `split` and
    `served`)."""

    def __init__(self, caches: "RowCaches", name: str, dim: int, dtype: tf.DType) -> None:
        self.name, self.caches = name, caches
        self.size, self.dim, self.dtype = caches.setting.rows, dim, dtype
        prefix = f"{caches.prefix}/{name}"
        n, device = self.size, caches.device
        self.state = {
            "hot": (tf.int64, [n], tf.fill([n], tf.constant(tf.int64.max, tf.int64))),
            "hot_count": (tf.int32, [], tf.constant(0, tf.int32)),
            "values": (dtype, [n, dim], tf.zeros([n, dim], dtype)),
            "fetched": (tf.int64, [n], tf.fill([n], tf.constant(-1, tf.int64))),
            **{c: (tf.int64, [], tf.constant(0, tf.int64)) for c in KEY_COUNTERS}}
        with tf.device(device):
            self._make(caches, prefix)
            self.counts = tf.raw_ops.MutableHashTableV2(
                key_dtype=tf.int64, value_dtype=tf.float32, shared_name=f"{prefix}/counts",
                name=f"{prefix}/counts".replace("parallax/", "parallax_", 1))
            known, _ = self._export()
            caches.inits.append(tf.raw_ops.LookupTableRemoveV2(table_handle=self.counts,
                                                               keys=known))
            self.begin = self._begin()
        self._counted: Optional[tf.Operation] = None     # the step's last count, in call order

    def _export(self) -> tuple[tf.Tensor, tf.Tensor]:
        keys, counts = tf.raw_ops.LookupTableExportV2(table_handle=self.counts, Tkeys=tf.int64,
                                                      Tvalues=tf.float32)
        return tf.reshape(keys, [-1]), tf.reshape(counts, [-1])

    def _begin(self) -> tf.Tensor:
        """At a period's first step: the most-read keys cached (ties: the
        lower key), none fetched, the counts halved and the faint ones
        forgotten. A tensor to wait for before the step's lookups."""
        def choose() -> list:
            keys, counts = self._export()
            by_key = tf.argsort(keys, stable=True)
            keys, counts = tf.gather(keys, by_key), tf.gather(counts, by_key)
            top = tf.gather(keys, tf.argsort(-counts, stable=True)[:self.size])
            n = tf.size(top)
            hot = tf.concat([tf.sort(top), tf.fill([self.size - n], tf.int64.max)], 0)
            halved = counts * DECAY
            kept = halved >= FORGET
            writes = [tf.raw_ops.AssignVariableOp(resource=self.v["hot"], value=hot),
                      tf.raw_ops.AssignVariableOp(resource=self.v["hot_count"], value=n),
                      tf.raw_ops.AssignVariableOp(resource=self.v["fetched"], value=tf.fill(
                          [self.size], tf.constant(-1, tf.int64)))]
            with tf.control_dependencies(writes):
                writes += [tf.raw_ops.LookupTableRemoveV2(
                               table_handle=self.counts, keys=tf.boolean_mask(keys, ~kept)),
                           tf.raw_ops.LookupTableInsertV2(
                               table_handle=self.counts, keys=tf.boolean_mask(keys, kept),
                               values=tf.boolean_mask(halved, kept))]
            return writes

        return self._at_period_start(self.caches, self.name, choose)

    def split(self, unique: tf.Tensor, counts: tf.Tensor) -> tuple:
        """The step's distinct keys (and how often each was read) counted:
        (cached, hit, slot, counted): whether each key is cached, cached and
        fetched at an earlier step of this period (served here if the table
        finds it), its slot, and the op that counted them (after the count of
        the table's call before it in the step: a read and a write each)."""
        after = [self.begin] + ([self._counted] if self._counted is not None else [])
        with tf.device(self.caches.device), tf.control_dependencies(after):
            old = tf.raw_ops.LookupTableFindV2(table_handle=self.counts, keys=unique,
                                               default_value=tf.constant(0.0))
            counted = self._counted = tf.raw_ops.LookupTableInsertV2(
                table_handle=self.counts, keys=unique, values=old + tf.cast(counts, tf.float32))
            hot = self.read("hot")
            at = tf.searchsorted(hot, unique, out_type=tf.int32)
            slot = tf.minimum(at, self.size - 1)
            cached = tf.logical_and(at < self.read("hot_count"),
                                    tf.equal(tf.gather(hot, slot), unique))
            fetched = tf.gather(self.read("fetched"), slot)
            hit = tf.logical_and(cached, tf.logical_and(fetched >= 0, fetched < self.caches.t))
        return cached, hit, slot, counted

    def served(self, fetched_at: tf.Tensor, fetched: tf.Tensor, found: tf.Tensor,
               split: tuple) -> tf.Tensor:
        """The rows of the step's distinct keys ([n, dim]): those fetched
        (`fetched` at positions `fetched_at`) and, for the keys found and
        hit, this worker's copies; the cached keys fetched refresh theirs
        (usable from the next step)."""
        cached, hit, slot, counted = split
        with tf.device(self.caches.device):
            n = tf.size(found)
            rows = tf.scatter_nd(fetched_at[:, None], fetched,
                                 tf.stack([n, tf.constant(self.dim, tf.int32)]))
            use = tf.where(tf.logical_and(hit, found))[:, 0]
            copies = tf.raw_ops.ResourceGather(resource=self.v["values"],
                                               indices=tf.gather(slot, use), dtype=self.dtype)
            rows = tf.tensor_scatter_nd_update(rows, use[:, None], copies)
            fresh = tf.where(tf.logical_and(tf.logical_and(cached, tf.logical_not(hit)),
                                            found))[:, 0]
            slots = tf.gather(slot, fresh)
            stored = tf.raw_ops.ResourceScatterUpdate(resource=self.v["values"], indices=slots,
                                                      updates=tf.gather(rows, fresh))
            with tf.control_dependencies([stored]):    # usable only once the copy is in
                marked = tf.raw_ops.ResourceScatterUpdate(
                    resource=self.v["fetched"], indices=slots,
                    updates=tf.fill(tf.shape(slots), self.caches.t))
            writes = [stored, marked, counted, self._count("reads", n),
                      self._count("hits", tf.size(use))]
            with tf.control_dependencies(writes):
                return tf.identity(rows, name=f"parallax/row_cache/looked_up/{self.name}")


class RowCaches:
    """The row caches of one worker's program."""

    def __init__(self, setting: RowCache, names: dict[str, tuple[tuple, tf.DType]], device: str,
                 generation: int, keyed: Optional[dict[str, tuple[int, tf.DType]]] = None) -> None:
        self.setting, self.device = setting, device
        self.prefix = f"parallax/row_cache/g{generation}"
        self.inits: list[tf.Operation] = []
        period = setting.period
        scope = f"parallax_row_cache_g{generation}/"
        with tf.compat.v1.name_scope(scope), tf.device(device):
            step = _variable(device, f"{self.prefix}/step", tf.int64, [])
            self.inits.append(tf.raw_ops.AssignVariableOp(resource=step,
                                                          value=tf.constant(0, tf.int64)))
            self.t = t = _read(step, tf.int64)
            """The step (counted from the program's start), read once a step."""
            with tf.control_dependencies([t]):
                self.tick = tf.raw_ops.AssignAddVariableOp(resource=step,
                                                           value=tf.constant(1, tf.int64))
            phase = tf.math.floormod(t, period)
            self.first = tf.equal(phase, 0)
            self.last = tf.equal(phase, period - 1)
        with tf.compat.v1.name_scope(scope):
            self.tables = {name: TableCache(self, name, shape, dtype)
                           for name, (shape, dtype) in names.items()}
            self.keyed = {name: KeyCache(self, name, dim, dtype)
                          for name, (dim, dtype) in (keyed or {}).items()}
            """A dynamic table's rows (their captured name) -> its cache by key."""
        with tf.compat.v1.name_scope(scope), tf.device(device):
            self.counters = {name: {c: table.read(c) for c in COUNTERS}
                             for name, table in self.tables.items()}
            """Table -> counter -> a read of it (`COUNTERS`; `KEY_COUNTERS`
            for a dynamic table's)."""
            self.counters.update({name: {c: table.read(c) for c in KEY_COUNTERS}
                                  for name, table in self.keyed.items()})

    def counts(self, session: Any) -> dict[str, dict[str, int]]:
        """Table -> counter -> its value now, read in `session`."""
        return {table: {c: int(v) for c, v in values.items()}
                for table, values in session.run(self.counters).items()}


def program_caches(plan: Any, homes: dict, tables: dict, ctx: Any,
                   caches: Optional[RowCaches] = None) -> Optional[RowCaches]:
    """The program's row caches: `caches` when an earlier pass made them,
    else new ones for every table `plan.row_cached` names (a static one's
    by row, a dynamic one's, in `tables`, by key); None without any."""
    if caches is not None or not plan.row_cached:
        return caches
    static = [n for n in plan.row_cached if plan.variables[n].table is None]
    return RowCaches(plan.config.row_cache,
                     {n: (homes[n].captured.shape, tf.as_dtype(homes[n].captured.dtype))
                      for n in static}, ctx.worker_device, ctx.generation,
                     {n: (tables[n].spec.dim, tf.as_dtype(homes[n].captured.dtype))
                      for n in plan.row_cached if n not in static})


def cache_lookups(homes: dict, builders: dict, server_math: dict, caches: RowCaches) -> dict:
    """`builders` with the lookups of every static table `caches` serves
    behind its cache: the gathers of its read or its handle that a builder
    fetches from the servers (its update math's own gathers on the servers
    left as they are). PlanError for a cached table with no such lookup."""
    names = tuple(caches.tables)
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
    return wrapped
