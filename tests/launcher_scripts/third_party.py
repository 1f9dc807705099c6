"""Models nobody here wrote, trained unchanged (tests/test_third_party.py):

* `gpt2`: keras-hub's GPT-2 (`GPT2Backbone` + `GPT2CausalLM`, 2 small
  layers, random weights), Adam, `px.keras.fit`;
* `bert`: keras-hub's BERT (`BertBackbone` + `BertTextClassifier`), Adam
  with `global_clipnorm`, `px.keras.fit`;
* `dcn`: a deep-and-cross recommender with keras-rs' `FeatureCross`, a
  dict of categorical features through Embeddings, Adagrad, `px.keras.fit`;
* `horovod`: Horovod's TensorFlow 2 synthetic benchmark as a user ports it
  (docs/keras.md, "Coming from Horovod"): its `benchmark_step` (tape,
  `apply_gradients`, no return value) run by `px.get_runner`, on a small
  CNN with BatchNormalization (as the benchmark's ResNet-50 has), SGD.

MODE `local` writes the reference (one process: Keras' own `fit` with the
global batch; for `horovod` the per-replica simulation: each replica's
gradient from its own batch's statistics, averaged, and the chief's moving
statistics from its own batches, the convention of Horovod and of Keras'
data parallelism without SyncBatchNorm); `distributed` trains on 2
workers of 2 emulated machines. `local` takes several cases, comma
separated: one process writes each one's reference in turn (Keras' session
cleared and its seed set before each, as in a process of its own).

    python third_party.py CASE[,CASE...] local OUT
    python third_party.py CASE distributed OUT
"""
import json
import os
import sys

os.environ.setdefault("KERAS_BACKEND", "tensorflow")

import numpy as np

RESOURCES = "localhost:0;127.0.0.1:0"
WORKERS, BATCH, STEPS = 2, 4, 4


def _tokens(n, seed, vocab=200, length=16):
    rng = np.random.default_rng(seed)
    return rng.integers(1, vocab, (n, length)).astype("int32")


def gpt2():
    import keras
    import keras_hub
    backbone = keras_hub.models.GPT2Backbone(
        vocabulary_size=200, num_layers=2, num_heads=2, hidden_dim=32, intermediate_dim=64,
        max_sequence_length=16, dropout=0.0)
    model = keras_hub.models.GPT2CausalLM(backbone=backbone, preprocessor=None)
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  weighted_metrics=[])
    n = WORKERS * BATCH * STEPS
    tokens = _tokens(n + 1, 1)
    x = {"token_ids": tokens[:n], "padding_mask": np.ones((n, 16), "int32")}
    return model, x, np.roll(tokens[:n], -1, axis=1)


def bert():
    import keras
    import keras_hub
    backbone = keras_hub.models.BertBackbone(
        vocabulary_size=200, num_layers=2, num_heads=2, hidden_dim=32, intermediate_dim=64,
        max_sequence_length=16, dropout=0.0)
    model = keras_hub.models.BertTextClassifier(backbone=backbone, num_classes=2,
                                                preprocessor=None, dropout=0.0)
    model.compile(optimizer=keras.optimizers.Adam(1e-3, global_clipnorm=1.0),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["sparse_categorical_accuracy"])
    n = WORKERS * BATCH * STEPS
    x = {"token_ids": _tokens(n, 2), "segment_ids": np.zeros((n, 16), "int32"),
         "padding_mask": np.ones((n, 16), "int32")}
    return model, x, np.random.default_rng(3).integers(0, 2, n).astype("int32")


class DeepCross:
    """Deep & cross network (keras-rs' FeatureCross) over categorical features."""

    @staticmethod
    def build():
        import keras
        import keras_rs
        features = {"user": 50, "item": 80, "category": 12}
        inputs = {k: keras.Input((), dtype="int32", name=k) for k in features}
        embedded = [keras.layers.Embedding(size, 6, name=f"{k}_embedding")(inputs[k])
                    for k, size in features.items()]
        x0 = keras.layers.Concatenate()(embedded)
        x = keras_rs.layers.FeatureCross()(x0, x0)
        x = keras_rs.layers.FeatureCross()(x0, x)
        deep = keras.layers.Dense(16, activation="relu")(x0)
        out = keras.layers.Dense(1)(keras.layers.Concatenate()([x, deep]))
        model = keras.Model(inputs, out)
        model.compile(optimizer=keras.optimizers.Adagrad(0.05), loss="mse")
        n = WORKERS * BATCH * STEPS
        rng = np.random.default_rng(4)
        x = {k: rng.integers(0, size, n).astype("int32") for k, size in features.items()}
        return model, x, rng.normal(size=(n, 1)).astype("float32")


def cnn():
    import keras
    return keras.Sequential([
        keras.Input((12, 12, 3)), keras.layers.Conv2D(4, 3, use_bias=False),
        keras.layers.BatchNormalization(), keras.layers.ReLU(),
        keras.layers.GlobalAveragePooling2D(), keras.layers.Dense(3)])


def images(step, replica):
    rng = np.random.default_rng(100 * step + replica)
    return (rng.normal(size=(BATCH, 12, 12, 3)).astype("float32"),
            rng.integers(0, 3, BATCH).astype("int32"))


def step_of(model, opt, returns):
    """Horovod's benchmark_step, with its hvd.* lines taken out."""
    import keras
    import tensorflow as tf
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def benchmark_step(data, target):
        with tf.GradientTape() as tape:
            probs = model(data, training=True)
            loss = loss_fn(target, probs)
        gradients = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(gradients, model.trainable_variables))
        if returns:
            return loss
    return benchmark_step


def write(out, case, mode, data):
    with open(os.path.join(out, f"{case}_{mode}.json"), "w", encoding="utf-8") as f:
        json.dump(data, f)


def weights(model):
    return {w.path: np.asarray(w.numpy(), "float64").tolist() for w in model.weights}


def fit_case(case, mode, out):
    import keras

    import parallax_tf as px
    keras.utils.set_random_seed(0)
    model, x, y = {"gpt2": gpt2, "bert": bert, "dcn": DeepCross.build}[case]()
    if mode == "local":
        history = model.fit(x, y, batch_size=WORKERS * BATCH, epochs=1, shuffle=False,
                            verbose=0)
    else:
        history = px.keras.fit(model, x, y, batch_size=BATCH, epochs=1, shuffle=False,
                               verbose=0, resources=RESOURCES)
        from parallax_tf import env
        if '"index": 0' not in (env.task_role_json() or ""):
            return
    write(out, case, mode, {"loss": history.history["loss"], "weights": weights(model)})


def step_case(case, mode, out):
    import keras
    import tensorflow as tf

    import parallax_tf as px
    keras.utils.set_random_seed(0)
    model = cnn()
    opt = keras.optimizers.SGD(0.1)
    step = step_of(model, opt, returns=False)
    if mode == "distributed":
        runner = px.get_runner(step, RESOURCES, px.Config(architecture="allreduce"))
        for k in range(STEPS):
            result = runner.run(*images(k, runner.replica_id))
            assert result is None, result       # the step returns nothing: nor does run
        if runner.worker_id == 0:
            runner.export()
            write(out, case, mode, {"weights": weights(model)})
        return
    # each replica's gradient with its own batch statistics, averaged; the
    # moving statistics are the chief's (replica 0's) own
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    stats = [w for w in model.weights if not w.trainable]
    for k in range(STEPS):
        grads, chief_stats = None, None
        for r in range(WORKERS):
            before = [s.numpy() for s in stats]
            data, target = images(k, r)
            with tf.GradientTape() as tape:
                loss = loss_fn(target, model(data, training=True))
            g = tape.gradient(loss, model.trainable_variables)
            grads = g if grads is None else [a + b for a, b in zip(grads, g)]
            if r == 0:
                chief_stats = [s.numpy() for s in stats]
            for s, value in zip(stats, before):
                s.assign(value)
        for s, value in zip(stats, chief_stats):
            s.assign(value)
        opt.apply_gradients(zip([g / WORKERS for g in grads], model.trainable_variables))
    write(out, case, mode, {"weights": weights(model)})


def main(case, mode, out):
    if case in ("gpt2", "bert", "dcn"):
        fit_case(case, mode, out)
    else:
        step_case(case, mode, out)


if __name__ == "__main__":
    cases, mode, out = sys.argv[1:4]
    if mode == "local":
        import keras
        for case in cases.split(","):
            keras.backend.clear_session()   # layer names counted from scratch, as in a
            main(case, mode, out)           # process of its own
    else:
        main(cases, mode, out)
