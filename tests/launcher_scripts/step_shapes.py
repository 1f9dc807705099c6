"""Steps of every shape a user writes, distributed unchanged (the one model
of each CASE; tests/test_step_shapes.py compares with one process):

* `features`: a dict of features: integer ids through an IntegerLookup,
  strings through a StringLookup (lookup tables inside the model), dense
  floats, a ragged float feature, and a Python scalar argument; returns a
  nested structure {"loss": ..., "parts": (..., [...])}; batches from a
  `tf.data` pipeline (eager tensors) and as NumPy arrays, alternately;
* `nothing`: a step that returns nothing (Horovod's benchmark_step style);
* `mixed`: mixed precision (`mixed_float16`, Keras' LossScaleOptimizer)
  with `global_clipnorm` and `tf.clip_by_global_norm` on an Embedding and
  two Dense layers.

    parallax-tf run -r R step_shapes.py CASE ARCH OUT
"""
import json
import os
import sys

import numpy as np

STEPS, BATCH = 4, 4
WORDS = ["apple", "pear", "fig", "kiwi", "plum"]


def data(step, slot, case):
    rng = np.random.default_rng(100 * step + slot)
    if case == "features":
        lengths = rng.integers(1, 4, BATCH)
        return ({"ids": rng.choice([3, 7, 11, 20, 99], (BATCH, 3)).astype("int64"),
                 "word": np.array([WORDS[i] for i in rng.integers(0, 5, BATCH)], object),
                 "dense": rng.normal(size=(BATCH, 2)).astype("float32"),
                 "ragged": [rng.normal(size=n).astype("float32").tolist() for n in lengths]},
                0.5)
    x = rng.integers(0, 30, (BATCH, 3)).astype("int32")
    return x, rng.normal(size=(BATCH, 1)).astype("float32")


def as_tensors(batch):
    """The batch as a tf.data pipeline gives it (eager tensors, ragged)."""
    import tensorflow as tf
    features, scale = batch
    out = {k: tf.constant(v) for k, v in features.items() if k != "ragged"}
    out["ragged"] = tf.ragged.constant(features["ragged"], dtype=tf.float32)
    return out, tf.constant(scale)


def build(case):
    import keras
    import tensorflow as tf
    keras.utils.set_random_seed(3)
    if case == "mixed":
        keras.mixed_precision.set_global_policy("mixed_float16")
    if case == "features":
        ids = keras.layers.IntegerLookup(vocabulary=[3, 7, 11, 20])
        words = keras.layers.StringLookup(vocabulary=WORDS[:4])
        emb_ids = keras.layers.Embedding(5, 4, name="emb_ids")
        emb_words = keras.layers.Embedding(5, 4, name="emb_words")
        head = keras.layers.Dense(1, name="head")
        for layer, shape in ((emb_ids, (None, 3)), (emb_words, (None,)), (head, (None, 11))):
            layer.build(shape)
        variables = emb_ids.trainable_weights + emb_words.trainable_weights + \
            head.trainable_weights
        opt = keras.optimizers.Adagrad(0.2)

        @tf.function
        def step(features, scale):
            with tf.GradientTape() as tape:
                a = tf.reduce_mean(emb_ids(ids(features["ids"])), axis=1)
                b = emb_words(words(features["word"]))
                r = tf.reduce_mean(features["ragged"], axis=1, keepdims=True)
                h = tf.concat([a, b, features["dense"] * scale, r], axis=1)
                loss = tf.reduce_mean(head(h) ** 2)
            grads = tape.gradient(loss, variables)
            opt.apply_gradients(zip(grads, variables))
            return {"loss": loss, "parts": (tf.reduce_mean(a), [tf.size(features["word"])])}
        return step, variables
    emb = keras.layers.Embedding(30, 4, name="emb")
    hidden = keras.layers.Dense(4, activation="tanh", name="hidden")
    out = keras.layers.Dense(1, name="out")
    emb.build((None, 3))
    hidden.build((None, 4))
    out.build((None, 4))
    variables = emb.trainable_weights + hidden.trainable_weights + out.trainable_weights
    if case == "mixed":
        opt = keras.optimizers.LossScaleOptimizer(keras.optimizers.SGD(0.1, global_clipnorm=1.0),
                                                  initial_scale=64.0)
    else:
        opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            pred = out(hidden(tf.reduce_mean(emb(x), axis=1)))
            loss = tf.reduce_mean((tf.cast(pred, tf.float32) - y) ** 2)
            scaled = opt.scale_loss(loss) if case == "mixed" else loss
        grads = tape.gradient(scaled, variables)
        if case == "mixed":
            grads, _ = tf.clip_by_global_norm(grads, 1e4)
        opt.apply_gradients(zip(grads, variables))
        if case == "nothing":
            return None
        return loss
    return step, variables


def reference(case, out, replicas=2):
    """One process: STEPS steps on every replica's batches concatenated."""
    import tensorflow as tf
    step, variables = build(case)
    for k in range(STEPS):
        parts = [data(k, r, case) for r in range(replicas)]
        if case == "features":
            features = {key: np.concatenate([p[0][key] for p in parts])
                        for key in ("ids", "word", "dense")}
            features["ragged"] = tf.ragged.constant(
                [row for p in parts for row in p[0]["ragged"]], dtype=tf.float32)
            step(features, tf.constant(parts[0][1]))
        else:
            step(*(np.concatenate([p[i] for p in parts]) for i in range(2)))
    write(out, f"{case}_local.json", replicas, variables)


def write(out, name, replicas, variables):
    with open(os.path.join(out, name), "w", encoding="utf-8") as f:
        json.dump({"replicas": replicas,
                   "values": {v.path: np.asarray(v.numpy(), "float64").tolist()
                              for v in variables}}, f)


def main(case, arch, out):
    if arch == "local":
        return reference(case, out)
    import parallax_tf as px
    step, variables = build(case)
    runner = px.get_runner(step, config=px.Config(architecture=arch))
    for k in range(STEPS):
        batch = data(k, runner.replica_id, case)
        if case == "features" and k % 2 == 0:
            batch = as_tensors(batch)
        elif case == "features":
            import tensorflow as tf
            features, scale = batch
            batch = ({**features, "ragged": tf.ragged.constant(features["ragged"])}, scale)
        result = runner.run(*batch)
        if case == "nothing":
            assert result is None, result
        if case == "features":
            assert set(result) == {"loss", "parts"} and len(result["parts"]) == 2, result
            assert int(result["parts"][1][0]) == BATCH, result
    if runner.worker_id == 0:
        runner.export()
        write(out, f"{case}_{arch}.json", runner.num_replicas, variables)


if __name__ == "__main__":
    main(*sys.argv[1:4])
