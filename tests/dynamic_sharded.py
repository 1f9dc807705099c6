"""The single-process simulation of a dynamic table spread over S servers
(what parallax_tf/modes/data/lower/dynamic.py runs in a job): S tables of
the spec's shards (`TableSpec.shard`) on one device, keys routed by
`hashing.shard_of`, the admission sketch and the step whole; each training
call evicts, finds and admits shard by shard with one count of every
shard's new keys, as the job's chief does. Its per-shard steps are the
one-device table's (`TableOps`, checked against the plain-Python
reference by oracle (b)); routing, phases and row numbering are written
here again, apart from the lowering."""
from __future__ import annotations

import keras
import numpy as np
import tensorflow as tf

from parallax_tf.embeddings import hashing
from parallax_tf.embeddings.optimizer_slots import slots_of
from parallax_tf.embeddings.table import TableOps, TableSpec, state_variables


class ShardedTable(tf.Module):
    def __init__(self, dim: int, capacity: int, shards: int, *, name: str, **settings) -> None:
        super().__init__(name=name)
        self.spec = TableSpec(dim, capacity, name=name, **settings)
        self.S = shards

        def maker(prefix):
            def make(vname, shape, dtype, init, trainable):
                return tf.Variable(init(shape, tf.as_dtype(dtype)), trainable=trainable,
                                   name=f"{prefix}/{vname}")
            return make
        self.shards = [TableOps(self.spec.shard(shards, s), state_variables(
            self.spec.shard(shards, s), tf.float32, maker(f"{name}/shard{s}")))
            for s in range(shards)]
        whole = state_variables(self.spec, tf.float32, maker(f"{name}/whole"))
        self.whole = TableOps(self.spec, {k: whole[k] for k in ("sketch", "step") if k in whole})
        self.rows = [shard.variables["rows"] for shard in self.shards]
        self.optimizer = None

    def __call__(self, ids):
        keys = tf.reshape(tf.cast(ids, tf.int64), [-1])
        S, spec = self.S, self.spec
        t = self.whole.variables["step"].read_value()
        parts = tf.dynamic_partition(keys, hashing.shard_of(keys, S), S)
        sighted, writes, evictions = [], [], []
        for s, shard in enumerate(self.shards):
            evicted = [shard.evict_if_due(t, slots_of(self.optimizer, self.rows[s]))] \
                if spec.evicts else []
            evictions.append(evicted)
            writes += evicted
            with tf.control_dependencies(evicted):
                sighted.append(shard.sighted(parts[s]))
        if spec.min_count > 1:
            counted = self.whole.count(tf.concat([u for u, *_ in sighted], 0),
                                       tf.concat([c for _, c, *_ in sighted], 0),
                                       tf.concat([n for *_, n in sighted], 0))
            estimates = tf.split(counted, tf.stack([tf.size(u) for u, *_ in sighted]), num=S)
            admitted = [tf.logical_and(n, e) for (*_, n), e in zip(sighted, estimates)]
        else:
            admitted = [n for *_, n in sighted]
        for s, (shard, (u, c, f, r, _), ok) in enumerate(zip(self.shards, sighted, admitted)):
            with tf.control_dependencies(evictions[s]):
                writes += shard.admit(u, c, f, r, ok, t)[0]
        with tf.control_dependencies(writes):
            done = self.whole.variables["step"].assign_add(1)
        with tf.control_dependencies([done]):
            keys = tf.identity(keys)
        shard_of = hashing.shard_of(keys, S)
        where = tf.dynamic_partition(tf.range(tf.size(keys)), shard_of, S)
        parts = tf.dynamic_partition(keys, shard_of, S)
        out = []
        for s, shard in enumerate(self.shards):
            found, row = shard.find(parts[s])
            at = tf.where(found)[:, 0]
            got = tf.scatter_nd(at[:, None], tf.gather(self.rows[s], tf.gather(row, at)),
                                tf.stack([tf.size(parts[s], out_type=tf.int64),
                                          tf.constant(spec.dim, tf.int64)]))
            out.append(got)
        rows = tf.dynamic_stitch(where, out)
        return tf.reshape(rows, tf.concat([tf.shape(ids), [spec.dim]], 0))

    def whole_rows(self) -> np.ndarray:
        """The rows as the job's variable holds them: row l of shard s at
        l x S + s."""
        out = np.zeros((self.spec.capacity, self.spec.dim), np.float32)
        for s, rows in enumerate(self.rows):
            out[s::self.S] = rows.numpy()
        return out


def build_optimizer(optimizer: keras.optimizers.Optimizer, variables: list) -> None:
    optimizer.build(variables)
