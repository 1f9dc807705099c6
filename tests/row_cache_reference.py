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


# ----------------------------------------------------------------- dynamic tables, by key

_DYNAMIC = (("sgd", dict(capacity=64)),
            ("adagrad", dict(capacity=12, min_count=2, sketch_width=64, eviction="lfu",
                             evict_every=2, occupancy=0.75, probes=8)),
            ("adam", dict(capacity=10, eviction="lru", max_age=3, evict_every=2,
                          occupancy=0.5)))
_POOL = np.random.default_rng(5).integers(-2 ** 62, 2 ** 62, size=60, dtype=np.int64)


def dynamic_batch(step, slot):
    rng = np.random.default_rng(700 * step + slot)
    ids = _POOL[np.minimum(rng.zipf(1.4, size=(BATCH, LEN)) - 1, len(_POOL) - 1)]
    return ids, rng.normal(size=(BATCH, 2)).astype(np.float32)


def _dynamic_parts():
    import parallax_tf as px
    keras.utils.set_random_seed(13)
    parts = []
    for (name, settings), optimizer in zip(_DYNAMIC, (
            keras.optimizers.SGD(0.5), keras.optimizers.Adagrad(0.5),
            keras.optimizers.Adam(0.05))):
        settings = dict(settings)
        table = px.DynamicTable(DIM, settings.pop("capacity"), seed=3, name=f"dyn_{name}",
                                **settings)
        dense = keras.layers.Dense(2, name=f"dout_{name}")
        dense.build((None, DIM))
        optimizer.build([table.rows] + dense.trainable_weights)
        table.optimizer = optimizer
        parts.append((table, dense, optimizer))
    return parts


def dynamic_three():
    """Three dynamic tables (SGD's plain, Adagrad's with admission and LFU
    eviction, Adam's with LRU eviction and max_age, both under capacity
    pressure), one training call each a step, each with its own head,
    skewed int64 keys: the job's step."""
    parts = _dynamic_parts()

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            loss = tf.add_n([tf.reduce_mean((dense(tf.reduce_mean(table(ids, training=True),
                                                                  axis=1)) - y) ** 2)
                             for table, dense, _ in parts])
        variables = [v for table, dense, _ in parts for v in [table.rows]
                     + dense.trainable_weights]
        grads = tape.gradient(loss, variables)
        for k, (_, dense, optimizer) in enumerate(parts):
            n = 1 + len(dense.trainable_weights)
            start = sum(1 + len(d.trainable_weights) for _, d, _ in parts[:k])
            optimizer.apply_gradients(zip(grads[start:start + n], variables[start:start + n]))
        return loss

    return train_step, dynamic_batch


class _KeyCache:
    """One worker's cache of one dynamic table, by key (the rules of
    docs/row_cache.md for dynamic tables)."""

    def __init__(self, size):
        self.size = size
        self.counts = {}                 # key -> float32 count
        self.hot = set()
        self.copies, self.fetched = {}, {}
        self.reads = self.hits = 0

    def choose(self):
        ranked = sorted(self.counts.items(), key=lambda kv: (-kv[1], kv[0]))[:self.size]
        self.hot = {k for k, _ in ranked}
        self.fetched = {}
        halved = {k: np.float32(c * np.float32(0.5)) for k, c in self.counts.items()}
        self.counts = {k: c for k, c in halved.items() if c >= np.float32(2.0 ** -10)}

    def read(self, keys, found, rows, server, t):
        """The rows this worker sees (a copy of `server` with its hits)."""
        distinct, seen = np.unique(keys, return_counts=True)
        for k, c in zip(distinct.tolist(), seen.tolist()):
            self.counts[k] = np.float32(self.counts.get(k, np.float32(0)) + np.float32(c))
        at = {k: i for i, k in enumerate(keys.tolist())}
        view = server.copy()
        for k in distinct.tolist():
            self.reads += 1
            i = at[k]
            if not found[i]:
                continue
            if k in self.hot and 0 <= self.fetched.get(k, -1) < t:
                self.hits += 1
                view[rows[i]] = self.copies[k]
            elif k in self.hot:
                self.copies[k], self.fetched[k] = server[rows[i]].copy(), t
        return view


def simulate_dynamic(workers, steps, size, staleness):
    """The job's final values (the tables' state and the heads, by name)
    and each worker's counters per table, of `dynamic_three` trained with
    `RowCache(size, staleness)` on one server: each table's training call
    on the workers' keys concatenated (one device's admission order); each
    worker's forward and backward on the rows it sees (its hits: its
    copies); the rows' gradients of every worker concatenated, scaled by
    1 / workers, every step; the heads' averaged."""
    parts = _dynamic_parts()
    period = staleness + 1
    caches = [[_KeyCache(size) for _ in parts] for _ in range(workers)]
    for t in range(steps):
        batches = [dynamic_batch(t, w) for w in range(workers)]
        for k, (table, head, optimizer) in enumerate(parts):
            flat = np.concatenate([ids.reshape(-1) for ids, _ in batches])
            found, rows = (x.numpy() for x in table._ops.train_lookup(tf.constant(flat)))
            server = table.rows.numpy()
            n = BATCH * LEN
            g_values, g_rows, g_dense = [], [], []
            for w, (ids, y) in enumerate(batches):
                cache = caches[w][k]
                if t % period == 0:
                    cache.choose()
                mine = slice(w * n, (w + 1) * n)
                view = tf.Variable(cache.read(ids.reshape(-1), found[mine], rows[mine], server, t))
                at = np.flatnonzero(found[mine])
                with tf.GradientTape() as tape:
                    seen = tf.scatter_nd(at[:, None], tf.gather(view, rows[mine][at]), [n, DIM])
                    seen = tf.where(found[mine][:, None], seen,
                                    tf.constant(table.spec.default, tf.float32))
                    emb = tf.reduce_mean(tf.reshape(seen, [BATCH, LEN, DIM]), axis=1)
                    loss = tf.reduce_mean((head(emb) - y) ** 2)
                grad, *dense = tape.gradient(loss, [view] + head.trainable_weights)
                g_values.append(tf.convert_to_tensor(grad.values).numpy().reshape(-1, DIM))
                g_rows.append(grad.indices.numpy().reshape(-1))
                g_dense.append([g.numpy() for g in dense])
            sparse = tf.IndexedSlices(tf.constant(np.concatenate(g_values) / workers),
                                      tf.constant(np.concatenate(g_rows).astype(np.int64)),
                                      tf.constant(table.rows.shape, tf.int64))
            means = [tf.constant(np.mean([d[j] for d in g_dense], axis=0))
                     for j in range(len(head.trainable_weights))]
            optimizer.apply_gradients(zip([sparse] + means,
                                          [table.rows] + head.trainable_weights))
    values = {}
    for table, head, _ in parts:
        values.update({v.name.split(":")[0]: v.numpy() for v in table.variables})
        values.update({v.path: v.numpy() for v in head.trainable_weights})
    counts = [{table.rows.name.split(":")[0]: {"reads": c.reads, "hits": c.hits}
               for (table, _, _), c in zip(parts, worker)} for worker in caches]
    return values, counts
