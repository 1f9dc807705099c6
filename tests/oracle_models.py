"""Tiny deterministic models for the equivalence oracle (see parallax_tf.testing)."""
import contextlib

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px

VOCAB, DIM, LEN, BATCH = 40, 4, 3, 4


def _batch(step, slot):
    rng = np.random.default_rng(1000 * step + slot)
    ids = rng.integers(0, VOCAB, (BATCH, LEN)).astype(np.int32)
    y = rng.normal(size=(BATCH, 2)).astype(np.float32)
    return ids, y


def _embedding_model(optimizer, clip=True, summed=False, partitioned=False):
    """Embedding (sparse) + Dense (dense), squared error; `summed`: the loss is
    a sum over the batch instead of a mean; `partitioned`: the embedding is
    created under `partitioner()`."""
    keras.utils.set_random_seed(7)
    with (px.partitioner() if partitioned else contextlib.nullcontext()):
        emb = keras.layers.Embedding(VOCAB, DIM, name="emb")
        emb.build((None, LEN))
    dense = keras.layers.Dense(2, name="out")
    dense.build((None, DIM))
    variables = emb.trainable_weights + dense.trainable_weights
    reduce = tf.reduce_sum if summed else tf.reduce_mean

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.reduce_mean(emb(ids), axis=1)
            loss = reduce((dense(h) - y) ** 2)
        grads = tape.gradient(loss, variables)
        if clip:
            grads, _ = tf.clip_by_global_norm(grads, 1.0)
        optimizer.apply_gradients(zip(grads, variables))
        if summed:   # reported per BATCH examples, so that worker means compare
            return loss * BATCH / tf.cast(tf.shape(ids)[0], tf.float32)
        return loss

    return train_step, _batch


def _optimizers():
    return (("sgd", keras.optimizers.SGD(0.5)), ("adagrad", keras.optimizers.Adagrad(0.5)),
            ("adam", keras.optimizers.Adam(0.05)))


def three_optimizers(partitioned=False):
    """Three embedding models in one step, trained by SGD, Adagrad and Adam
    (each its own table, head and global-norm clip): one job checks the
    three optimizers' update math (scatters, Adam's dense assigns);
    `partitioned`: the tables under `partitioner()`, plus a raw tf.Variable
    table looked up with tf.nn.embedding_lookup (ResourceGather) and its
    partitioned bias, trained by a second Adagrad."""
    keras.utils.set_random_seed(7)
    groups = []
    for name, optimizer in _optimizers():
        with (px.partitioner() if partitioned else contextlib.nullcontext()):
            emb = keras.layers.Embedding(VOCAB, DIM, name=f"emb_{name}")
            emb.build((None, LEN))
        dense = keras.layers.Dense(2, name=f"out_{name}")
        dense.build((None, DIM))
        groups.append((lambda ids, emb=emb: tf.reduce_mean(emb(ids), axis=1),
                       emb.trainable_weights + dense.trainable_weights, dense, optimizer))
    if partitioned:
        rng = np.random.default_rng(3)
        with px.partitioner():
            table = tf.Variable(rng.normal(size=(VOCAB, DIM)).astype(np.float32), name="table")
            bias = tf.Variable(np.zeros(VOCAB, np.float32), name="table_bias")
        dense = keras.layers.Dense(2, name="out_raw")
        dense.build((None, DIM))

        def raw(ids):
            rows = tf.nn.embedding_lookup(table, ids) + \
                tf.nn.embedding_lookup(bias, ids)[..., None]
            return tf.reduce_mean(rows, axis=1)
        groups.append((raw, [table, bias] + dense.trainable_weights, dense,
                       keras.optimizers.Adagrad(0.5)))

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            losses = [tf.reduce_mean((dense(features(ids)) - y) ** 2)
                      for features, _, dense, _ in groups]
            loss = tf.add_n(losses)
        grads = tape.gradient(loss, [v for _, vs, _, _ in groups for v in vs])
        start = 0
        for _, variables, _, optimizer in groups:
            mine, _ = tf.clip_by_global_norm(grads[start:start + len(variables)], 1.0)
            optimizer.apply_gradients(zip(mine, variables))
            start += len(variables)
        return loss

    return train_step, _batch


def three_optimizers_partitioned():
    return three_optimizers(partitioned=True)


def lstm_adam():
    """Embedding -> Keras LSTM (a While loop that reads its kernels each
    time step) -> Dense, Adam: under PS the LSTM's dense kernels live on the
    servers and the loop reads them (modes/data/lower/read_cache.py)."""
    keras.utils.set_random_seed(7)
    emb = keras.layers.Embedding(VOCAB, DIM, name="emb")
    lstm = keras.layers.LSTM(3, name="lstm")
    dense = keras.layers.Dense(2, name="out")
    model = keras.Sequential([keras.Input((LEN,), dtype="int32"), emb, lstm, dense],
                             name="lstm_model")
    optimizer = keras.optimizers.Adam(0.05)
    variables = model.trainable_weights

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((model(ids) - y) ** 2)
        optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return loss

    return train_step, _batch


def embedding_sgd():
    return _embedding_model(keras.optimizers.SGD(0.5))


def embedding_adagrad():
    return _embedding_model(keras.optimizers.Adagrad(0.5))


def embedding_adam():
    return _embedding_model(keras.optimizers.Adam(0.05))


def embedding_adagrad_paced():
    """`embedding_adagrad` whose batches come at most every
    PARALLAX_TF_TEST_BATCH_SECONDS in a launched task (a job that trains long
    enough to be looked at while it trains: tests/test_ssh.py; the launcher
    forwards PARALLAX_TF_ variables over ssh); the same batches."""
    import os
    import time
    step, make_batch = embedding_adagrad()
    launched = bool(os.environ.get("PARALLAX_TF_TASK"))
    pause = float(os.environ.get("PARALLAX_TF_TEST_BATCH_SECONDS", "0")) if launched else 0.0

    def paced(k, slot):
        time.sleep(pause)
        return make_batch(k, slot)
    return step, paced


def embedding_sgd_sum():
    """Per-worker loss is a sum over the batch: SUM aggregation of the workers'
    gradients equals the gradient of the summed loss on the concatenated batch.
    The oracle compares per-step losses as the mean over workers, so the step
    reports its loss scaled to BATCH examples."""
    return _embedding_model(keras.optimizers.SGD(0.05), clip=False, summed=True)


def embedding_sgd_mean():
    """`embedding_sgd_sum`'s model and initial values on a mean loss (what a
    job aggregating by mean trains): the oracle's negative control."""
    return _embedding_model(keras.optimizers.SGD(0.05), clip=False)


def partitioned_sgd():
    return _embedding_model(keras.optimizers.SGD(0.5), partitioned=True)


def partitioned_adagrad():
    return _embedding_model(keras.optimizers.Adagrad(0.5), partitioned=True)


def partitioned_adam():
    return _embedding_model(keras.optimizers.Adam(0.05), partitioned=True)


def raw_table_adagrad():
    """A raw tf.Variable table under partitioner(), looked up with
    tf.nn.embedding_lookup (ResourceGather), plus a partitioned bias looked up
    the same way; Adagrad (scatter updates of table and accumulator)."""
    keras.utils.set_random_seed(7)
    rng = np.random.default_rng(3)
    with px.partitioner():
        table = tf.Variable(rng.normal(size=(VOCAB, DIM)).astype(np.float32), name="table")
        bias = tf.Variable(np.zeros(VOCAB, np.float32), name="table_bias")
    dense = keras.layers.Dense(2, name="out")
    dense.build((None, DIM))
    variables = [table, bias] + dense.trainable_weights
    optimizer = keras.optimizers.Adagrad(0.5)

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.reduce_mean(tf.nn.embedding_lookup(table, ids), axis=1)
            b = tf.reduce_mean(tf.nn.embedding_lookup(bias, ids), axis=1, keepdims=True)
            loss = tf.reduce_mean((dense(h) + b - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _batch


def linear_embedding_sgd():
    """Only an embedding, and a loss linear in it: its gradient does not depend
    on its value, so asynchronous training (each worker's update applied on
    its own, in any order) ends exactly where applying every worker's batch
    one after the other ends."""
    keras.utils.set_random_seed(7)
    with px.partitioner():
        emb = keras.layers.Embedding(VOCAB, DIM, name="emb")
        emb.build((None, LEN))
    weights = tf.constant(np.linspace(-1.0, 1.0, DIM, dtype=np.float32))
    optimizer = keras.optimizers.SGD(0.5)

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.reduce_sum(emb(ids) * weights, axis=-1)) \
                + 0.0 * tf.reduce_sum(y)
        grads = tape.gradient(loss, emb.trainable_weights)
        optimizer.apply_gradients(zip(grads, emb.trainable_weights))
        return loss

    return train_step, _batch


def _rowwise_gather_model(other):
    """A partitioned table looked up directly (its gradient is sparse) and
    through an element-wise function, `gather(stop_gradient(tanh(table * 0.5)
    + other), ids)`, `other` a constant of rank 1 (a row vector: row-wise, the
    rows are gathered on the servers) or of rank 2 (one value per row: the
    whole value is gathered); SGD."""
    keras.utils.set_random_seed(7)
    rng = np.random.default_rng(5)
    with px.partitioner():
        table = tf.Variable(rng.normal(size=(VOCAB, DIM)).astype(np.float32), name="table")
    dense = keras.layers.Dense(2, name="out")
    dense.build((None, DIM))
    variables = [table] + dense.trainable_weights
    optimizer = keras.optimizers.SGD(0.5)
    shift = tf.constant(rng.normal(size=other).astype(np.float32))

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            rows = tf.gather(table, ids) * tf.gather(
                tf.stop_gradient(tf.tanh(table * 0.5) + shift), ids)
            loss = tf.reduce_mean((dense(tf.reduce_mean(rows, axis=1)) - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _batch


def rowwise_gather():
    return _rowwise_gather_model((DIM,))


def rowwise_gather_spanning_rows():
    return _rowwise_gather_model((VOCAB, DIM))


def _split_model(optimizer, splits, embedding=False):
    """A chain of `splits` Dense blocks, block k under px.split(k), and a head
    on the last position; `embedding`: the first block reads an Embedding
    (sparse: on parameter servers in HYBRID)."""
    keras.utils.set_random_seed(11)
    emb = keras.layers.Embedding(VOCAB, DIM, name="split_emb") if embedding else None
    blocks = [keras.layers.Dense(8, activation="tanh", name=f"block{k}") for k in range(splits)]
    head = keras.layers.Dense(2, name="head")

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            with px.split(0):
                x = tf.reduce_mean(emb(ids), axis=1) if emb is not None else \
                    tf.cast(ids, tf.float32) / VOCAB
                h = blocks[0](x)
            for k in range(1, splits):
                with px.split(k):
                    h = blocks[k](h)
            with px.split(splits - 1):
                out = head(h)
            loss = tf.reduce_mean((out - y) ** 2)
        variables = (emb.trainable_weights if emb is not None else []) + [
            w for b in blocks + [head] for w in b.trainable_weights]
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _batch


def split2_sgd():
    return _split_model(keras.optimizers.SGD(0.3), 2)


def split2_adam():
    return _split_model(keras.optimizers.Adam(0.05), 2)


def split3_sgd():
    return _split_model(keras.optimizers.SGD(0.3), 3)


def split3_adam():
    return _split_model(keras.optimizers.Adam(0.05), 3)


def split2_embedding_sgd():
    return _split_model(keras.optimizers.SGD(0.3), 2, embedding=True)


def split2_embedding_adam():
    return _split_model(keras.optimizers.Adam(0.05), 2, embedding=True)


# ----------------------------------------------------------------------------- layouts
# Mesh-style layouts (tests/test_layouts.py): each factory's dim names, and
# the Config fields that lay it out, live next to it.

MLP_DIMS = {"hidden/kernel": ("d_in", "hidden"), "hidden/bias": ("hidden",),
            "out/kernel": ("hidden", "d_out")}


def _layout_mlp(optimizer):
    """x -> Dense(8, tanh) -> Dense(2), squared error; split with
    'hidden:model' the first kernel is cut by columns, the second by rows."""
    keras.utils.set_random_seed(5)
    hidden = keras.layers.Dense(8, activation="tanh", name="hidden")
    out = keras.layers.Dense(2, name="out")
    hidden.build((None, LEN))
    out.build((None, 8))
    variables = hidden.trainable_weights + out.trainable_weights

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            x = tf.cast(ids, tf.float32) / VOCAB
            loss = tf.reduce_mean((out(hidden(x)) - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _batch


def layout_mlp_sgd():
    return _layout_mlp(keras.optimizers.SGD(0.3))


def layout_mlp_adam():
    return _layout_mlp(keras.optimizers.Adam(0.05))


BLOCK_VOCAB, BLOCK_DIM, BLOCK_HEADS, BLOCK_FF = 16, 8, 2, 16
BLOCK_DIMS = {
    "emb/embeddings": ("vocab", "d_model"),
    "mha/(query|key|value)/kernel": ("d_model", "heads", "d_kv"),
    "mha/attention_output/kernel": ("heads", "d_kv", "d_model"),
    "ffn_in/kernel": ("d_model", "d_ff"), "ffn_in/bias": ("d_ff",),
    "ffn_out/kernel": ("d_ff", "d_model"),
    "softmax/kernel": ("d_model", "vocab"), "softmax/bias": ("vocab",)}
MESH_TF_RULES = "batch:batch;d_ff:model;heads:model;vocab:model"


def _block_batch(step, slot):
    rng = np.random.default_rng(2000 * step + slot)
    ids = rng.integers(0, BLOCK_VOCAB, (BATCH, LEN + 1)).astype(np.int32)
    return ids[:, :-1], ids[:, 1:]


def _transformer_block(optimizer):
    """Embedding, causal multi-head attention (no biases, as Mesh TF's: a key
    bias has a zero gradient, which Adam would turn into noise) with a
    residual and layer norm, a ReLU feed-forward with a residual, an untied
    softmax; Mesh TF's Transformer rules split heads, d_ff and vocab over
    'model'."""
    keras.utils.set_random_seed(9)
    emb = keras.layers.Embedding(BLOCK_VOCAB, BLOCK_DIM, name="emb")
    mha = keras.layers.MultiHeadAttention(BLOCK_HEADS, BLOCK_DIM // BLOCK_HEADS, use_bias=False,
                                          name="mha")
    norm = keras.layers.LayerNormalization(name="ln")
    ffn_in = keras.layers.Dense(BLOCK_FF, activation="relu", name="ffn_in")
    ffn_out = keras.layers.Dense(BLOCK_DIM, name="ffn_out")
    softmax = keras.layers.Dense(BLOCK_VOCAB, name="softmax")
    layers = (emb, mha, norm, ffn_in, ffn_out, softmax)

    def logits(tokens):
        h = emb(tokens)
        h = norm(h + mha(h, h, use_causal_mask=True))
        return softmax(h + ffn_out(ffn_in(h)))

    logits(np.zeros((1, LEN), np.int32))
    variables = [w for layer in layers for w in layer.trainable_weights]

    @tf.function
    def train_step(tokens, targets):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
                targets, logits(tokens)))
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _block_batch


def transformer_block_sgd():
    return _transformer_block(keras.optimizers.SGD(0.2))


def transformer_block_adam():
    return _transformer_block(keras.optimizers.Adam(0.02))


def layout_mlp_uneven():
    """layout_mlp_sgd whose data group 1 feeds batches one row shorter (a
    layout job must refuse it before any collective)."""
    step, make_batch = _layout_mlp(keras.optimizers.SGD(0.3))

    def uneven(k, slot):
        ids, y = make_batch(k, slot)
        return (ids[:-1], y[:-1]) if slot == 1 else (ids, y)

    return step, uneven


# ----------------------------------------------------------------------------- chunks
# Chunked aggregation (tests/test_chunks*.py): chains of Dense layers, whose
# gradients backprop produces head first.

class _Recentre(keras.layers.Layer):
    """h + (offset - mean(tanh(centre), 0)): the tape's gradient of `offset`
    is the very tensor the backward pass negates for `centre` (as in a batch
    normalisation's offset), so that gradient is reused inside backprop."""

    def build(self, shape):
        self.offset = self.add_weight(shape=(shape[-1],), initializer="zeros", name="offset")
        self.centre = self.add_weight(shape=(3, shape[-1]), initializer="glorot_uniform",
                                      name="centre")
        self.units = shape[-1]

    def call(self, h):
        return h + (self.offset - tf.reduce_mean(tf.tanh(self.centre), 0))


def _chain(optimizer, blocks=3, recentre=False):
    keras.utils.set_random_seed(13)
    layers = [keras.layers.Dense(8, activation="tanh", name=f"block{k}")
              for k in range(blocks)] + [keras.layers.Dense(2, name="head")]
    if recentre:
        layers.insert(1, _Recentre(name="recentre"))
    width = LEN
    for layer in layers:
        layer.build((None, width))
        width = layer.units
    variables = [w for layer in layers for w in layer.trainable_weights]

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.cast(ids, tf.float32) / VOCAB
            for layer in layers:
                h = layer(h)
            loss = tf.reduce_mean((h - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _batch


def chain_sgd():
    return _chain(keras.optimizers.SGD(0.3))


def chain_adam():
    return _chain(keras.optimizers.Adam(0.05))


def recentre_chain_sgd():
    """A gradient reused by backprop (tests/test_chunks_jobs.py)."""
    return _chain(keras.optimizers.SGD(0.3), recentre=True)


def deep_chain_adam():
    """7 blocks and a head: 8 layers for the chunk search to choose over."""
    return _chain(keras.optimizers.Adam(0.02), blocks=7)


def _pipeline_mlp(optimizer, stages=3, batch=8, width=8, embedding=False):
    """A small MLP (optionally an Embedding in front) split in `stages` stages
    with px.split, mean squared error; batches of `batch` examples."""
    keras.utils.set_random_seed(11)
    layers = []
    if embedding:
        emb = keras.layers.Embedding(VOCAB, width, name="emb")
        emb.build((None, LEN))
    for i in range(stages):
        last = i == stages - 1
        layer = keras.layers.Dense(2 if last else width, activation=None if last else "tanh",
                                   name=f"fc{i}")
        layer.build((None, width if i or embedding else 4))
        layers.append(layer)
    variables = ([] if not embedding else emb.trainable_weights) + [
        w for layer in layers for w in layer.trainable_weights]

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            h = x
            for i, layer in enumerate(layers):
                with px.split(i):
                    if i == 0 and embedding:
                        h = tf.reduce_mean(emb(h), axis=1)
                    h = layer(h)
            loss = tf.reduce_mean((h - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    def make_batch(step, slot):
        rng = np.random.default_rng(1000 * step + slot)
        x = rng.integers(0, VOCAB, (batch, LEN)).astype(np.int32) if embedding else \
            rng.normal(size=(batch, 4)).astype(np.float32)
        return x, rng.normal(size=(batch, 2)).astype(np.float32)

    return train_step, make_batch


def pipeline_mlp(stages=3, optimizer="momentum"):
    """`stages` tanh Dense stages (the last linear), SGD (lr 0.1) with or
    without momentum 0.9, or Adam (0.01): the simulator's oracle models."""
    make = {"sgd": lambda: keras.optimizers.SGD(0.1),
            "momentum": lambda: keras.optimizers.SGD(0.1, momentum=0.9),
            "adam": lambda: keras.optimizers.Adam(0.01)}[optimizer]
    return _pipeline_mlp(make(), stages=stages)


def pipeline_mlp_momentum():
    """3 stages, SGD with momentum (the SpecTrain paper's optimizer)."""
    return _pipeline_mlp(keras.optimizers.SGD(0.1, momentum=0.9))


def pipeline_embedding_adam():
    """2 stages, an Embedding (sparse gradient) on stage 0, Adam."""
    return _pipeline_mlp(keras.optimizers.Adam(0.01), stages=2, embedding=True)


def pipeline_embedding_momentum():
    """2 stages, an Embedding (sparse gradient) on stage 0, SGD with
    momentum (which applies a row gradient as its dense sum, as the
    simulator's lookup layer does)."""
    return _pipeline_mlp(keras.optimizers.SGD(0.1, momentum=0.9), stages=2, embedding=True)


def _pipeline_two_tables(optimizer, width=8, batch=8):
    """2 stages, each with a lookup: an input Embedding on stage 0 (mean of a
    sequence's rows, then a tanh Dense) and an output table on stage 1 whose
    row of the target id scores the Dense's output (a sampled-softmax-like
    read: only the targets' rows); squared error on the score."""
    keras.utils.set_random_seed(23)
    emb = keras.layers.Embedding(VOCAB, width, name="emb")
    emb.build((None, LEN))
    fc0 = keras.layers.Dense(width, activation="tanh", name="fc0")
    fc0.build((None, width))
    fc1 = keras.layers.Dense(width, activation="tanh", name="fc1")
    fc1.build((None, width))
    out = keras.layers.Embedding(VOCAB, width, name="out")
    out.build((None,))
    variables = [*emb.trainable_weights, *fc0.trainable_weights, *fc1.trainable_weights,
                 *out.trainable_weights]

    @tf.function
    def train_step(x, target, y):
        with tf.GradientTape() as tape:
            with px.split(0):
                h = fc0(tf.reduce_mean(emb(x), axis=1))
            with px.split(1):
                score = tf.reduce_sum(fc1(h) * out(target), axis=1)
            loss = tf.reduce_mean((score - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    def make_batch(step, slot):
        rng = np.random.default_rng(500 + 1000 * step + slot)
        return (rng.integers(0, VOCAB, (batch, LEN)).astype(np.int32),
                rng.integers(0, VOCAB, (batch,)).astype(np.int32),
                rng.normal(size=(batch,)).astype(np.float32))

    return train_step, make_batch


def pipeline_two_tables_adagrad():
    return _pipeline_two_tables(keras.optimizers.Adagrad(0.3))


def pipeline_two_tables_adam():
    return _pipeline_two_tables(keras.optimizers.Adam(0.05))


def _mse_step(model, variables, optimizer):
    """A training step of `model` (a callable) on mean squared error."""
    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((model(x) - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step


def _normal_batches(seed, batch=8):
    """make_batch(step, slot): `batch` examples of 4 normal inputs and 2
    normal targets, drawn from seed + 1000 step + slot."""
    def make_batch(step, slot):
        rng = np.random.default_rng(seed + 1000 * step + slot)
        return (rng.normal(size=(batch, 4)).astype(np.float32),
                rng.normal(size=(batch, 2)).astype(np.float32))

    return make_batch


def pipeline_mlp_unmarked():
    """Four Dense layers of growing width and no split scopes (for
    Config(pipeline_stages=S): the cut is measured and balanced); SGD."""
    keras.utils.set_random_seed(13)
    widths = [4, 8, 16, 32, 2]
    layers = []
    for i in range(4):
        layer = keras.layers.Dense(widths[i + 1], activation="tanh" if i < 3 else None,
                                   name=f"u{i}")
        layer.build((None, widths[i]))
        layers.append(layer)
    variables = [w for layer in layers for w in layer.trainable_weights]

    def model(x):
        h = x
        for layer in layers:
            h = layer(h)
        return h

    return _mse_step(model, variables, keras.optimizers.SGD(0.1)), _normal_batches(500)


def pipeline_residual():
    """3 stages of residual tanh layers, h <- h + tanh(W h + b): the gradient
    of each stage's input is the sum (the tape's AddN) of the residual path's
    and the layer's, which belongs to that stage's backward; SGD."""
    keras.utils.set_random_seed(17)
    layers = []
    for i in range(3):
        layer = keras.layers.Dense(4, activation="tanh", name=f"res{i}")
        layer.build((None, 4))
        layers.append(layer)
    variables = [w for layer in layers for w in layer.trainable_weights]
    optimizer = keras.optimizers.SGD(0.1)

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            h = x
            for i, layer in enumerate(layers):
                with px.split(i):
                    h = h + layer(h)
            loss = tf.reduce_mean((h[:, :2] - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    def make_batch(step, slot):
        rng = np.random.default_rng(77 + 1000 * step + slot)
        return (rng.normal(size=(8, 4)).astype(np.float32),
                rng.normal(size=(8, 2)).astype(np.float32))

    return train_step, make_batch


def pipeline_lstm_loop(unroll=False):
    """An LSTM (a While loop unless `unroll`) on stage 0, a Dense on stage 1."""
    keras.utils.set_random_seed(19)
    lstm = keras.layers.LSTM(4, unroll=unroll, name="lstm")
    lstm.build((None, 3, 2))
    out = keras.layers.Dense(2, name="out")
    out.build((None, 4))
    variables = lstm.trainable_weights + out.trainable_weights
    optimizer = keras.optimizers.SGD(0.1)

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            with px.split(0):
                h = lstm(x)
            with px.split(1):
                loss = tf.reduce_mean((out(h) - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    def make_batch(step, slot):
        rng = np.random.default_rng(99 + 1000 * step + slot)
        return (rng.normal(size=(8, 3, 2)).astype(np.float32),
                rng.normal(size=(8, 2)).astype(np.float32))

    return train_step, make_batch


def pipeline_mlp2_momentum():
    """2 stages, SGD with momentum."""
    return _pipeline_mlp(keras.optimizers.SGD(0.1, momentum=0.9), stages=2)


def weak_mlp_momentum():
    """Two Dense layers, SGD with momentum (on parameter servers with
    architecture='ps': four blocks)."""
    keras.utils.set_random_seed(23)
    a, b = keras.layers.Dense(6, activation="tanh", name="wa"), keras.layers.Dense(2, name="wb")
    a.build((None, 4))
    b.build((None, 6))
    return (_mse_step(lambda x: b(a(x)), a.trainable_weights + b.trainable_weights,
                      keras.optimizers.SGD(0.1, momentum=0.9)), _normal_batches(31, batch=4))


def weak_embedding_adagrad():
    """An Embedding (sparse rows) and a Dense, Adagrad, no clipping."""
    return _embedding_model(keras.optimizers.Adagrad(0.5), clip=False)


class Tower(keras.Model):
    """A subclassed model of four Dense layers of one class (Keras names
    them dense, dense_1, ...), each its own pipeline stage."""

    def __init__(self):
        super().__init__()
        self.blocks = [keras.layers.Dense(6 if i < 3 else 2,
                                          activation="tanh" if i < 3 else None)
                       for i in range(4)]

    def call(self, x):
        h = x
        for i, block in enumerate(self.blocks):
            with px.split(i):
                h = block(h)
        return h


def pipeline_subclassed_adam():
    """The `Tower` (4 stages), Adam, mean squared error."""
    keras.utils.set_random_seed(29)
    model = Tower()
    model(np.zeros((1, 4), np.float32))
    return (_mse_step(model, model.trainable_variables, keras.optimizers.Adam(0.01)),
            _normal_batches(700))


MIXED_PLACEMENTS = {"srv_adagrad/embeddings": "ps", "srv_adam/embeddings": "ps",
                    "gat_adagrad/embeddings": "allgather", "gat_adam/embeddings": "allgather",
                    "dense_adagrad/embeddings": "allreduce"}
"""Where `mixed_tables`' tables go (the conformance row 'mixed' asks
`Config(architecture='mixed', placements=...)` for these)."""


def mixed_tables(densified_reference=False, partitioned=False):
    """Five embedding tables summed into one Dense head: two on the servers
    and two gathered (one of each trained by Adagrad, one by Adam), one
    densified and AllReduced (Adagrad); the head by Adam. No clipping (a
    global norm of sparse rows counts duplicates, of a densified gradient
    their sums). `densified_reference`: the single-device step that
    densifies that table's gradient, as the job's AllReduce does (Adagrad's
    square of a summed row is not its sum of squares). `partitioned`:
    'srv_adagrad' made under px.partitioner() (num_partitions cuts it)."""
    keras.utils.set_random_seed(11)
    tables = {}
    for k, name in enumerate(sorted(MIXED_PLACEMENTS)):
        cut = partitioned and name.startswith("srv_adagrad")
        with (px.partitioner() if cut else contextlib.nullcontext()):
            emb = keras.layers.Embedding(VOCAB, DIM, name=name.split("/")[0])
            emb.build((None, LEN))
        tables[name] = (k, emb)
    head = keras.layers.Dense(2, name="head")
    head.build((None, DIM))
    adagrad, adam = keras.optimizers.Adagrad(0.3), keras.optimizers.Adam(0.05)
    groups = [(adagrad, [e.embeddings for n, (_, e) in tables.items() if "adagrad" in n]),
              (adam, [e.embeddings for n, (_, e) in tables.items() if "adam" in n]
               + head.trainable_weights)]
    densified = tables["dense_adagrad/embeddings"][1].embeddings

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.add_n([tf.reduce_mean(emb((ids + 7 * k) % VOCAB), axis=1)
                          for k, emb in tables.values()])
            loss = tf.reduce_mean((head(h) - y) ** 2)
        grads = tape.gradient(loss, [v for _, vs in groups for v in vs])
        start = 0
        for optimizer, variables in groups:
            mine = grads[start:start + len(variables)]
            if densified_reference:
                mine = [tf.convert_to_tensor(g) if v is densified else g
                        for g, v in zip(mine, variables)]
            optimizer.apply_gradients(zip(mine, variables))
            start += len(variables)
        return loss

    return train_step, _batch


def mixed_tables_densified_reference():
    return mixed_tables(densified_reference=True)


def mixed_tables_partitioned():
    return mixed_tables(partitioned=True)


def mixed_tables_partitioned_densified_reference():
    return mixed_tables(densified_reference=True, partitioned=True)


def _dynamic_settings():
    return {
        "sgd": dict(capacity=64),
        "adagrad": dict(capacity=12, min_count=2, sketch_width=64, eviction="lfu",
                        evict_every=2, occupancy=0.75, probes=8),
        "adam": dict(capacity=10, eviction="lru", max_age=3, evict_every=2, occupancy=0.5),
    }


def _dynamic_batches():
    pool = np.random.default_rng(5).integers(-2 ** 62, 2 ** 62, size=60, dtype=np.int64)

    def batch(step, slot):
        rng = np.random.default_rng(1000 * step + slot)
        ids = pool[np.minimum(rng.zipf(1.4, size=(BATCH, LEN)) - 1, len(pool) - 1)]
        return ids, rng.normal(size=(BATCH, 2)).astype(np.float32)
    return batch


def dynamic_tables(shards=None, capped=False):
    """Three dynamic tables (px.DynamicTable) in one step, trained by SGD,
    Adagrad and Adam, each with its own head: SGD's a plain table (part 1's
    oracle (a): every key fits), Adagrad's with admission (min_count=2) and
    LFU eviction, Adam's with LRU eviction and max_age, both under capacity
    pressure (oracle (b)), and called twice a step. Ids from a space of
    2**62, skewed.
    `shards`: the single-process simulation of the tables spread over that
    many servers instead (tests/dynamic_sharded.py); its step has
    `whole_rows()`, the rows as the job holds them.
    `capped`: plus a 2-row Embedding (ids mod 2, SGD) under a `partitioner()`
    without num_shards: a searched group whose 2 rows cap the partition
    search's p at 2 (all searched groups share one p), so a search times
    p = 2 and 1 only (`dynamic_tables_capped`)."""
    keras.utils.set_random_seed(7)
    groups = []
    for name, optimizer in _optimizers():
        cfg = dict(_dynamic_settings()[name])
        capacity = cfg.pop("capacity")
        dense = None
        if shards is None:
            table = px.DynamicTable(DIM, capacity, seed=3, name=f"dyn_{name}", **cfg)
            rows = [table.rows]
        else:
            from dynamic_sharded import ShardedTable
            table = ShardedTable(DIM, capacity, shards, seed=3, name=f"dyn_{name}", **cfg)
            rows = table.rows
        dense = keras.layers.Dense(2, name=f"dout_{name}")
        dense.build((None, DIM))
        variables = rows + dense.trainable_weights
        optimizer.build(variables)
        table.optimizer = optimizer
        groups.append((table, dense, variables, optimizer))
    cap = cap_optimizer = None
    if capped:
        with (px.partitioner() if shards is None else contextlib.nullcontext()):
            cap = keras.layers.Embedding(2, DIM, name="cap")
            cap.build((None, LEN))
        cap_optimizer = keras.optimizers.SGD(0.5)
        cap_optimizer.build(cap.trainable_weights)

    def call(table, ids):
        return table(ids, training=True) if shards is None else table(ids)

    def lookup(table, ids):          # Adam's table is called twice a step (its step counts calls)
        if table.spec.name != "dyn_adam":
            return call(table, ids)
        return tf.concat([call(table, ids[:, :1]), call(table, ids[:, 1:])], axis=1)

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            losses = [tf.reduce_mean((dense(tf.reduce_mean(lookup(table, ids), 1)) - y) ** 2)
                      for table, dense, _, _ in groups]
            if cap is not None:
                losses.append(tf.reduce_mean(cap(tf.math.floormod(ids, 2)) ** 2))
            loss = tf.add_n(losses)
        extra = cap.trainable_weights if cap is not None else []
        grads = tape.gradient(loss, [v for _, _, vs, _ in groups for v in vs] + extra)
        start = 0
        for _, _, variables, optimizer in groups:
            optimizer.apply_gradients(zip(grads[start:start + len(variables)], variables))
            start += len(variables)
        if cap is not None:
            cap_optimizer.apply_gradients(zip(grads[start:], extra))
        return loss

    if shards is not None:
        train_step.whole_values = lambda: {
            **{f"dyn_{name}/rows": table.whole_rows() for name, (table, *_) in
               zip(("sgd", "adagrad", "adam"), groups)},
            **{w.path: w.numpy() for _, dense, _, _ in groups for w in dense.trainable_weights},
            **{w.path: w.numpy() for w in (cap.trainable_weights if cap is not None else [])}}
    return train_step, _dynamic_batches()


def dynamic_tables_capped():
    """`dynamic_tables(capped=True)`: the partition search's tables job
    (tests/test_search_e2e.py)."""
    return dynamic_tables(capped=True)


def sharded_reference(shards, replicas, steps, capped=False):
    """(losses, values) of `dynamic_tables` simulated on one device with its
    tables in `shards` shards, on the replicas' batches concatenated."""
    step, make_batch = dynamic_tables(shards, capped=capped)
    losses = []
    for k in range(steps):
        parts = [make_batch(k, w) for w in range(replicas)]
        losses.append(float(step(*(np.concatenate([p[i] for p in parts]) for i in range(2)))))
    return losses, step.whole_values()


def reshard_table():
    """Two dynamic tables that no server count changes: every key fits (no
    policy eviction), admission (min_count=2: the sketch is whole) and, for
    'clicks', eviction by age (a key's own last sighting), trained by
    Adagrad ('clicks', whose eviction finds the accumulators) and Adam
    ('views', which does not evict: its moments are found by the update
    math), each slot row moving with its row; an Embedding made under
    px.partitioner() ('words', the ids modulo VOCAB; Adagrad), cut in as many
    partitions as the job has servers; and a dense head. Their steps equal
    one device's whatever the shards, so a checkpoint of 2 servers resumed
    on 3 must train on as one device does."""
    keras.utils.set_random_seed(7)
    clicks = px.DynamicTable(DIM, 96, seed=3, name="clicks", min_count=2, sketch_width=128,
                             max_age=3, evict_every=2)
    views = px.DynamicTable(DIM, 96, seed=4, name="views", min_count=2, sketch_width=128)
    with px.partitioner():
        words = keras.layers.Embedding(VOCAB, DIM, name="words")
        words.build((None, LEN))
    dense = keras.layers.Dense(2, name="head")
    dense.build((None, 3 * DIM))
    adagrad, adam = keras.optimizers.Adagrad(0.5), keras.optimizers.Adam(0.05)
    first = [clicks.rows] + words.trainable_weights + dense.trainable_weights
    adagrad.build(first)
    adam.build([views.rows])
    clicks.optimizer = adagrad

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.concat([tf.reduce_mean(clicks(ids, training=True), 1),
                           tf.reduce_mean(views(ids[:, ::-1], training=True), 1),
                           tf.reduce_mean(words(tf.math.floormod(ids, VOCAB)), 1)], 1)
            loss = tf.reduce_mean((dense(h) - y) ** 2)
        grads = tape.gradient(loss, first + [views.rows])
        adagrad.apply_gradients(zip(grads[:-1], first))
        adam.apply_gradients([(grads[-1], views.rows)])
        return loss

    train_step.tables = {"clicks": (clicks, adagrad), "views": (views, adam)}
    train_step.head = dense
    train_step.words = words
    return train_step, _dynamic_batches()


def reshard_stream(examples=120):
    """`reshard_table`'s input as one global stream of `examples` examples
    (ids, labels), whatever the worker count: a job reads it through
    `px.shard(..., start=runner.start_example)`."""
    batch = _dynamic_batches()
    parts = [batch(k, 0) for k in range(examples // BATCH)]
    return np.concatenate([p[0] for p in parts]), np.concatenate([p[1] for p in parts])


# ----------------------------------------------------------------------------- composed
# Models whose one job runs many features of the composition table at once
# (tests/test_conformance.py's covering rows, docs/composition.md).

COMPOSED_PLACEMENTS = {"side/embeddings": "allgather", "block0/kernel": "ps"}
"""Where the composed rows place two variables by name: a table gathered, a
dense kernel on the servers (architectures with servers)."""


def composed(split=False, table=False, optimizer="sgd", blocks=3, shards=None,
             partitioned=True):
    """An Embedding made under px.partitioner() ('emb': num_partitions and
    the partition search cut it), a second one ('side': a placement names
    it), optionally a dynamic table whose every key fits ('dyn/rows'), then
    `blocks` tanh Dense blocks and a head (the chunks and the chunk search
    group their gradients); `split`: position 0 holds the tables and
    block0, position 1 the rest. SGD by default: exact whichever placement
    a search picks (a densified table's duplicate rows are summed first,
    which Adagrad or Adam would square differently). `shards`: the table
    simulated in that many shards on one device (tests/dynamic_sharded.py;
    the job's row numbering: `composed_reference`); `partitioned=False`: 'emb'
    made outside px.partitioner() (weak synchronisation keeps it whole)."""
    keras.utils.set_random_seed(17)
    with (px.partitioner() if partitioned else contextlib.nullcontext()):
        emb = keras.layers.Embedding(VOCAB, DIM, name="emb")
        emb.build((None, LEN))
    side = keras.layers.Embedding(VOCAB, DIM, name="side")
    side.build((None, LEN))
    layers = [keras.layers.Dense(8, activation="tanh", name=f"block{k}") for k in range(blocks)]
    layers.append(keras.layers.Dense(2, name="head"))
    width = DIM
    for layer in layers:
        layer.build((None, width))
        width = layer.units
    dyn, rows = None, []
    if table and shards is None:
        dyn = px.DynamicTable(DIM, 4 * VOCAB, seed=3, name="dyn")
        rows = [dyn.rows]
    elif table:
        from dynamic_sharded import ShardedTable
        dyn = ShardedTable(DIM, 4 * VOCAB, shards, seed=3, name="dyn")
        rows = dyn.rows
    variables = emb.trainable_weights + side.trainable_weights + rows + [
        w for layer in layers for w in layer.trainable_weights]
    optimizer = {"sgd": lambda: keras.optimizers.SGD(0.3),
                 "adagrad": lambda: keras.optimizers.Adagrad(0.3)}[optimizer]()
    optimizer.build(variables)
    if dyn is not None:
        dyn.optimizer = optimizer
    position = px.split if split else (lambda k: contextlib.nullcontext())

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            with position(0):
                h = tf.reduce_mean(emb(ids) + side((ids + 7) % VOCAB), axis=1)
                if dyn is not None:
                    keys = tf.cast(ids, tf.int64) * 1000003
                    found = dyn(keys, training=True) if shards is None else dyn(keys)
                    h += tf.reduce_mean(found, 1)
                h = layers[0](h)
            with position(1):
                for layer in layers[1:]:
                    h = layer(h)
                loss = tf.reduce_mean((h - y) ** 2)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    if shards is not None:
        train_step.whole_values = lambda: {
            **{w.path: w.numpy() for w in variables if not any(w is r for r in rows)},
            "dyn/rows": dyn.whole_rows()}
    return train_step, _batch


def composed_split():
    return composed(split=True)


def composed_table():
    return composed(table=True)


def composed_split_table():
    return composed(split=True, table=True)


def composed_split_whole():
    return composed(split=True, partitioned=False)


def composed_reference(factory, replicas, steps, shards=None):
    """(losses, values) of one device training `factory` (a composed model)
    on the replicas' batches concatenated; with `shards`, its dynamic table
    simulated in that many shards (as the job spreads it over its servers)."""
    from parallax_tf.testing import single_device
    if shards is None or "table" not in factory:
        return single_device(f"{__name__}:{factory}", replicas, steps)
    step, make_batch = composed(split="split" in factory, table=True, shards=shards)
    losses = []
    for k in range(steps):
        parts = [make_batch(k, w) for w in range(replicas)]
        losses.append(float(step(*(np.concatenate([p[i] for p in parts]) for i in range(2)))))
    return losses, step.whole_values()


def composed_linear(split=False):
    """The composed model's variables in a loss linear in each of them
    (each block reads the input, not the previous block), SGD: no gradient
    depends on a value, so an asynchronous job's server variables end where
    the single-device run would with every worker's update applied in full
    (`async_reference`), and its AllReduced ones as single device."""
    keras.utils.set_random_seed(19)
    with px.partitioner():
        emb = keras.layers.Embedding(VOCAB, DIM, name="emb")
        emb.build((None, LEN))
    side = keras.layers.Embedding(VOCAB, DIM, name="side")
    side.build((None, LEN))
    layers = [keras.layers.Dense(2, name=f"block{k}") for k in range(4)]
    for layer in layers:
        layer.build((None, LEN))
    variables = emb.trainable_weights + side.trainable_weights + [
        w for layer in layers for w in layer.trainable_weights]
    weights = tf.constant(np.linspace(-1.0, 1.0, DIM, dtype=np.float32))
    optimizer = keras.optimizers.SGD(0.3)
    position = px.split if split else (lambda k: contextlib.nullcontext())

    @tf.function
    def train_step(ids, y):
        x = tf.cast(ids, tf.float32) / VOCAB
        with tf.GradientTape() as tape:
            with position(0):
                rows = tf.reduce_sum((emb(ids) + side((ids + 7) % VOCAB)) * weights, -1)
                loss = tf.reduce_mean(rows) + tf.reduce_mean(layers[0](x) * y)
            with position(1):
                for layer in layers[1:]:
                    loss += tf.reduce_mean(layer(x) * y)
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step, _batch


def composed_linear_split():
    return composed_linear(split=True)


def async_reference(factory, on_servers, replicas, steps):
    """The values an asynchronous job of `factory` (a `composed_linear`
    model) ends with: its AllReduced variables as single device, each of
    `on_servers` moved `replicas` times as far (every worker's update
    applied in full, not averaged)."""
    from parallax_tf.capture import capture
    from parallax_tf.testing import single_device
    step, make_batch = globals()[factory]()
    initial = {v.name: v.variable.numpy() for v in capture(step, *make_batch(0, 0)).variables}
    _, single = single_device(f"{__name__}:{factory}", replicas, steps)
    return {n: initial[n] + replicas * (v - initial[n]) if n in on_servers else v
            for n, v in single.items()}
