"""The row cache's oracle: a model, and a single-process simulation of a
job training it with `Config(row_cache=px.RowCache(rows, staleness))`,
written from the rules (docs/row_cache.md, config/row_cache.py), apart
from the lowering (modes/data/lower/row_cache.py).

The model: three tables (SGD, Adagrad, Adam), each with its own Dense head,
looked up with the same skewed ids (a few rows take most reads), the loss
the sum of the heads' mean squared errors. The simulation keeps the
servers' variables (the model's own) and per worker the cache's state;
each step every worker reads its rows (cached and fetched in this period:
its copy; otherwise the server's value, which refreshes a cached row's
copy), computes its gradients on those rows, holds its cached rows'
gradient rows until the period's last step (s > 0), and the servers apply
the user's optimizers once to the aggregate: the dense gradients averaged
over the workers (AllReduce), the sparse rows of every worker
concatenated in worker order, scaled by 1 / workers.
"""
import contextlib

import keras
import numpy as np
import tensorflow as tf

VOCAB, DIM, LEN, BATCH = 30, 3, 3, 4
_WEIGHTS = 1.0 / np.arange(1, VOCAB + 1) ** 1.3
_WEIGHTS /= _WEIGHTS.sum()


def batch(step, slot):
    rng = np.random.default_rng(500 * step + slot)
    ids = rng.choice(VOCAB, size=(BATCH, LEN), p=_WEIGHTS).astype(np.int32)
    y = rng.normal(size=(BATCH, 2)).astype(np.float32)
    return ids, y


def _parts(partitioned=False):
    import parallax_tf as px
    keras.utils.set_random_seed(11)
    parts = []
    for name, optimizer in (("sgd", keras.optimizers.SGD(0.5)),
                            ("adagrad", keras.optimizers.Adagrad(0.5)),
                            ("adam", keras.optimizers.Adam(0.05))):
        with (px.partitioner() if partitioned else contextlib.nullcontext()):
            emb = keras.layers.Embedding(VOCAB, DIM, name=f"emb_{name}")
            emb.build((None, LEN))
        dense = keras.layers.Dense(2, name=f"out_{name}")
        dense.build((None, DIM))
        parts.append((emb, dense, optimizer))
    return parts


def _loss(parts, ids, y):
    return tf.add_n([tf.reduce_mean((dense(tf.reduce_mean(emb(ids), axis=1)) - y) ** 2)
                     for emb, dense, _ in parts])


def three_tables(partitioned=False):
    """The job's step (`parallax_tf.testing` factory); `partitioned`: the
    tables made under `px.partitioner()` (the simulation is the same)."""
    parts = _parts(partitioned)

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            loss = _loss(parts, ids, y)
        variables = [v for emb, dense, _ in parts for v in emb.trainable_weights
                     + dense.trainable_weights]
        grads = tape.gradient(loss, variables)
        k = 0
        for emb, dense, optimizer in parts:
            n = len(emb.trainable_weights + dense.trainable_weights)
            optimizer.apply_gradients(zip(grads[k:k + n], variables[k:k + n]))
            k += n
        return loss

    return train_step, batch


def three_tables_partitioned():
    return three_tables(partitioned=True)


class _Cache:
    """One worker's cache of one table."""

    def __init__(self, rows, size):
        self.size = min(size, rows)
        self.counts = np.zeros(rows, np.float32)
        self.slot_of = np.full(rows, -1)
        self.hot = np.full(self.size, -1)
        self.values = np.zeros((self.size, DIM), np.float32)
        self.valid = np.zeros(self.size, bool)
        self.held = np.zeros((self.size, DIM), np.float32)
        self.touched = np.zeros(self.size, bool)
        self.reads = self.hits = self.gradient_rows = self.pushed_rows = 0

    def choose(self):
        order = np.argsort(-self.counts, kind="stable")[:self.size]    # ties: the lower row
        kept = self.counts[order] > 0
        self.hot = np.where(kept, order, -1)
        self.slot_of[:] = -1
        self.slot_of[order[kept]] = np.arange(self.size)[kept]
        self.valid[:] = False
        self.counts *= 0.5

    def read(self, ids, server):
        """The rows this worker sees for `ids` (the server's table `server`)."""
        distinct, seen = np.unique(ids, return_counts=True)
        self.counts[distinct] += seen
        seen_rows = server.copy()
        for row in distinct:
            self.reads += 1
            slot = self.slot_of[row]
            if slot >= 0 and self.valid[slot]:
                self.hits += 1
                seen_rows[row] = self.values[slot]
            elif slot >= 0:
                self.values[slot] = server[row]
                self.valid[slot] = True
        return seen_rows

    def hold(self, values, indices, last, holds):
        values, indices = self._hold(values, indices, last, holds)
        self.pushed_rows += len(indices)
        return values, indices

    def _hold(self, values, indices, last, holds):
        self.gradient_rows += len(indices)
        if not holds:
            return values, indices
        cached = self.slot_of[indices] >= 0
        for value, slot in zip(values[cached], self.slot_of[indices[cached]]):
            self.held[slot] += value
            self.touched[slot] = True
        values, indices = values[~cached], indices[~cached]
        if last:
            due = np.flatnonzero(self.touched)
            values = np.concatenate([values, self.held[due]])
            indices = np.concatenate([indices, self.hot[due]])
            self.held[:] = 0
            self.touched[:] = False
        return values, indices


def simulate(workers, steps, rows, staleness):
    """The job's final trainable values (by the plan's names) and each
    worker's counters per table (the job's `row_cache` counters: reads,
    hits, gradient_rows, pushed_rows)."""
    parts = _parts()
    period = staleness + 1
    caches = [[_Cache(VOCAB, rows) for _ in parts] for _ in range(workers)]
    for t in range(steps):
        pushed = [[] for _ in parts]
        dense = [[] for _ in parts]
        for w in range(workers):
            ids, y = batch(t, w)
            for k, (emb, head, _) in enumerate(parts):
                cache = caches[w][k]
                if t % period == 0:
                    cache.choose()
                server = emb.embeddings.numpy()
                view = tf.Variable(cache.read(ids, server))
                with tf.GradientTape() as tape:
                    loss = tf.reduce_mean((head(tf.reduce_mean(tf.gather(view, ids), axis=1))
                                           - y) ** 2)
                g_rows, *g_dense = tape.gradient(loss, [view] + head.trainable_weights)
                values = g_rows.values.numpy().reshape(-1, DIM)
                indices = g_rows.indices.numpy().reshape(-1)
                pushed[k].append(cache.hold(values, indices, t % period == period - 1,
                                            staleness > 0))
                dense[k].append([g.numpy() for g in g_dense])
        for k, (emb, head, optimizer) in enumerate(parts):
            values = np.concatenate([v for v, _ in pushed[k]]) / workers
            indices = np.concatenate([i for _, i in pushed[k]]).astype(np.int64)
            sparse = tf.IndexedSlices(tf.constant(values, tf.float32), tf.constant(indices),
                                      tf.constant([VOCAB, DIM], tf.int64))
            means = [np.mean([d[j] for d in dense[k]], axis=0)
                     for j in range(len(head.trainable_weights))]
            optimizer.apply_gradients(zip([sparse] + [tf.constant(m) for m in means],
                                          [emb.embeddings] + head.trainable_weights))
    values = {}
    for emb, head, _ in parts:
        for v in emb.trainable_weights + head.trainable_weights:
            values[v.path] = v.numpy()
    counts = [{emb.name: {"reads": c.reads, "hits": c.hits, "gradient_rows": c.gradient_rows,
                          "pushed_rows": c.pushed_rows}
               for (emb, _, _), c in zip(parts, worker)} for worker in caches]
    return values, counts
