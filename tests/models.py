"""Tiny models shared by the tests.

Every builder returns a `Built`: the `tf.function` training step, one example
batch (a tuple of the step's positional arguments) and the objects a test
inspects. The models are small enough that capturing one takes well under a
second on two cores.
"""
from __future__ import annotations

import dataclasses
import os
from typing import Any, Optional

import keras
import numpy as np
import tensorflow as tf

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LM_SCRIPT = os.path.join(REPO, "examples", "lm", "train.py")


@dataclasses.dataclass(frozen=True)
class Built:
    """A training step, one example batch, and named objects of the model."""

    step: Any
    example_args: tuple
    parts: dict = dataclasses.field(default_factory=dict)


def make_optimizer(name: str, learning_rate: float = 0.1) -> keras.optimizers.Optimizer:
    """'sgd', 'adagrad' or 'adam' as a Keras 3 optimizer."""
    return {"sgd": keras.optimizers.SGD, "adagrad": keras.optimizers.Adagrad,
            "adam": keras.optimizers.Adam}[name](learning_rate)


def embedding_model(optimizer: str = "sgd", clip_norm: Optional[float] = None,
                    vocab: int = 50, dim: int = 4, seed: int = 0) -> Built:
    """Keras Embedding('emb', [vocab, dim]) -> mean over the sequence ->
    Dense('out', 1); squared error. Only emb/embeddings is sparse.
    Example batch: ids [2, 3] int32, y [2] float32."""
    keras.utils.set_random_seed(seed)
    emb = keras.layers.Embedding(vocab, dim, name="emb")
    out = keras.layers.Dense(1, name="out")
    emb.build((None, 3))
    out.build((None, dim))
    opt = make_optimizer(optimizer)
    variables = emb.trainable_weights + out.trainable_weights

    @tf.function
    def train_step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.reduce_mean(emb(ids), axis=1)
            loss = tf.reduce_mean(tf.square(out(h)[:, 0] - y))
        grads = tape.gradient(loss, variables)
        if clip_norm is not None:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        opt.apply_gradients(zip(grads, variables))
        return loss

    ids = np.array([[1, 2, 3], [3, 4, 5]], np.int32)
    y = np.array([0.5, -0.5], np.float32)
    return Built(train_step, (ids, y), {"emb": emb, "out": out, "optimizer": opt})


def conv_net(seed: int = 0) -> Built:
    """Conv2D('conv') -> BatchNormalization('bn') -> Flatten -> Dense('fc', 3),
    SGD. All trainable variables are dense; BN's moving statistics are state.
    Example batch: x [2, 6, 6, 1] float32, labels [2] int32."""
    keras.utils.set_random_seed(seed)
    model = keras.Sequential([
        keras.Input((6, 6, 1)),
        keras.layers.Conv2D(2, 3, name="conv"),
        keras.layers.BatchNormalization(name="bn"),
        keras.layers.Flatten(),
        keras.layers.Dense(3, name="fc"),
    ], name="convnet")
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def train_step(x, labels):
        with tf.GradientTape() as tape:
            logits = model(x, training=True)
            loss = tf.reduce_mean(keras.losses.sparse_categorical_crossentropy(
                labels, logits, from_logits=True))
        grads = tape.gradient(loss, model.trainable_variables)
        opt.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    x = np.random.default_rng(seed).normal(size=(2, 6, 6, 1)).astype(np.float32)
    return Built(train_step, (x, np.array([0, 2], np.int32)), {"model": model})


class GatherModule(tf.Module):
    """Raw tf.Variables in a tf.Module:

    * `table` [10, 3], read with tf.gather               -> SPARSE
    * `lookup` [12, 3], read with tf.nn.embedding_lookup  -> SPARSE
    * `shared` [6, 3], gathered *and* summed densely      -> DENSE
    * `w` [3], used densely                               -> DENSE
    """

    def __init__(self) -> None:
        super().__init__(name="gather_module")
        self.table = tf.Variable(tf.ones([10, 3]), name="table")
        self.lookup = tf.Variable(tf.ones([12, 3]), name="lookup")
        self.shared = tf.Variable(tf.ones([6, 3]), name="shared")
        self.w = tf.Variable(tf.ones([3]), name="w")

    @property
    def all_variables(self) -> list[tf.Variable]:
        return [self.table, self.lookup, self.shared, self.w]


def sgd_update(variables: list, grads: list, lr: float = 0.1) -> None:
    """Plain SGD: scatter_sub for IndexedSlices, else assign_sub. Works on
    tf.Variables and Keras 3 variables (through their tf.Variable `.value`)."""
    for v, g in zip(variables, grads):
        if isinstance(g, tf.IndexedSlices):
            target = v if isinstance(v, tf.Variable) else v.value
            target.scatter_sub(tf.IndexedSlices(lr * g.values, g.indices, g.dense_shape))
        else:
            v.assign_sub(lr * g)


def gather_module_model() -> Built:
    """A `GatherModule` trained with `sgd_update`. Example batch: ids [4] int32."""
    m = GatherModule()

    @tf.function
    def train_step(ids):
        with tf.GradientTape() as tape:
            rows = (tf.gather(m.table, ids) + tf.nn.embedding_lookup(m.lookup, ids)
                    + tf.gather(m.shared, ids % 6))
            loss = tf.reduce_sum(rows * m.w) + tf.reduce_sum(m.shared)
        grads = tape.gradient(loss, m.all_variables)
        sgd_update(m.all_variables, grads)
        return loss

    return Built(train_step, (np.array([1, 2, 3, 3], np.int32),), {"module": m})


def known_sizes_model() -> Built:
    """Two raw variables of known size for byte checks:
    `dense` [50, 2] float32 = 400 bytes (DENSE), `table` [40, 5] float32 =
    800 bytes (SPARSE, gathered by the ids). Example batch: ids [8] int32."""
    dense = tf.Variable(tf.fill([50, 2], 0.5), name="dense")
    table = tf.Variable(tf.fill([40, 5], 0.5), name="table")

    @tf.function
    def train_step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(table, ids)) * tf.reduce_sum(dense)
        grads = tape.gradient(loss, [dense, table])
        sgd_update([dense, table], grads, lr=0.01)
        return loss

    return Built(train_step, (np.arange(8, dtype=np.int32),),
                 {"dense": dense, "table": table})


def no_gradient_step() -> Built:
    """A tf.function that uses a variable but never calls tape.gradient."""
    v = tf.Variable(tf.ones([3]), name="unused_in_gradient")

    @tf.function
    def train_step(x):
        loss = tf.reduce_sum(v * x)
        v.assign_sub(0.1 * tf.ones([3]))
        return loss

    return Built(train_step, (np.ones([3], np.float32),), {"v": v})


def load_lm_spec(argv: tuple[str, ...] = ("--config", "tiny")) -> Any:
    """The LM example's `parallax_tf_step(argv)` (a StepSpec), loaded the way
    the command line loads it."""
    from parallax_tf.script import load_script, step_spec
    return step_spec(load_script(LM_SCRIPT), list(argv))


def variable_values(variables: list) -> dict[str, np.ndarray]:
    """name -> numpy copy of the value, for before/after comparisons."""
    return {f"{i}:{v.name}": np.array(v.numpy(), copy=True) for i, v in enumerate(variables)}
