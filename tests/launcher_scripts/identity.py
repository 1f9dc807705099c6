"""Captures models' training steps and prints, per model, the variables'
plan names and the model fingerprint as JSON: the identity every process
running the same script must agree on (tests/test_identity.py runs it in two
processes).

    python identity.py KIND [KIND ...]      (KIND: functional|subclassed|raw)

One line per KIND, in the order given: {"kind": ..., "names": ..., "fingerprint": ...}.
Each KIND is built after keras.backend.clear_session(), so its names are
those of a process that built it alone.
"""
import json
import sys

import keras
import numpy as np
import tensorflow as tf

from parallax_tf.capture import capture
from parallax_tf.classify import classify


class Recommender(keras.Model):
    """Four Embedding layers (two of one shape) and three Dense of one class,
    written the usual way: sublayers built on the first call."""

    def __init__(self):
        super().__init__(name="recommender")
        self.user = keras.layers.Embedding(100, 8)
        self.item = keras.layers.Embedding(100, 8)
        self.genre = keras.layers.Embedding(20, 4)
        self.place = keras.layers.Embedding(30, 4)
        self.hidden = [keras.layers.Dense(16, activation="relu") for _ in range(2)]
        self.score = keras.layers.Dense(1)

    def call(self, x):
        h = tf.concat([self.user(x["user"]), self.item(x["item"]), self.genre(x["genre"]),
                       self.place(x["place"])], axis=-1)
        for layer in self.hidden:
            h = layer(h)
        return self.score(h)


def recommender_data(n=64, seed=0):
    rng = np.random.RandomState(seed)
    x = {"user": rng.randint(0, 100, n).astype("int32"),
         "item": rng.randint(0, 100, n).astype("int32"),
         "genre": rng.randint(0, 20, n).astype("int32"),
         "place": rng.randint(0, 30, n).astype("int32")}
    return x, rng.rand(n, 1).astype("float32")


def keras_step(model, optimizer):
    loss_fn = keras.losses.MeanSquaredError()

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss
    return step


def build(kind):
    keras.utils.set_random_seed(0)
    if kind == "subclassed":
        x, y = recommender_data()
        return keras_step(Recommender(), keras.optimizers.Adam(1e-2)), (x, y)
    if kind == "functional":
        inputs = keras.Input((8,))
        h = inputs
        for _ in range(3):
            h = keras.layers.Dense(8, activation="tanh")(h)
        model = keras.Model(inputs, keras.layers.Dense(1)(h))
        x = np.ones((4, 8), np.float32)
        return keras_step(model, keras.optimizers.Adagrad(0.1)), (x, np.ones((4, 1), np.float32))
    # raw: unnamed tf.Variables of one shape, read in a loop, plain SGD
    ws = [tf.Variable(tf.random.stateless_normal([8, 8], seed=[i, 0])) for i in range(3)]
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            h = x
            for w in ws:
                h = tf.tanh(tf.matmul(h, w))
            loss = tf.reduce_mean(h ** 2)
        opt.apply_gradients(zip(tape.gradient(loss, ws), ws))
        return loss
    return step, (np.ones((4, 8), np.float32),)


if __name__ == "__main__":
    for kind in sys.argv[1:]:
        keras.backend.clear_session()
        step, batch = build(kind)
        captured = capture(step, *batch)
        info = classify(captured)
        print(json.dumps({"kind": kind,
                          "names": [[v.name, list(v.shape)] for v in captured.variables],
                          "fingerprint": info.fingerprint}), flush=True)
