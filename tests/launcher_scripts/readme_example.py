"""The README's first example, run verbatim: the ```python block of
README.md that calls `px.get_runner` is executed as it is written, with the
names it leaves to the user (`train_step`, `dataset`) defined here: an
Embedding and a Dense layer trained with SGD on a `tf.data.Dataset` (so each
batch is a tuple of eager tensors). The resources are the README's
("host1:0,1;host2:0,1"), mapped to this box by README_RESOURCES.

Afterwards the chief writes its final weights and losses (OUT/worker_0.json)
for the test's single-device reference.

    README_RESOURCES=localhost:0,1 python readme_example.py OUT
"""
import json
import os
import re
import sys

import numpy as np
import tensorflow as tf

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ROWS, BATCH = 512, 64


def readme_block() -> str:
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        text = f.read()
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    return next(b for b in blocks if "px.get_runner(" in b)


def build():
    """The user's part: a model, its tf.function step and a dataset."""
    emb = tf.keras.layers.Embedding(
        100, 8, embeddings_initializer=tf.keras.initializers.RandomUniform(seed=1))
    dense = tf.keras.layers.Dense(1, kernel_initializer=tf.keras.initializers.GlorotUniform(
        seed=2))
    emb.build((None, 4))
    dense.build((None, 8))
    opt = tf.keras.optimizers.SGD(0.1)

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((dense(tf.reduce_mean(emb(x), 1)) - y) ** 2)
        variables = emb.trainable_variables + dense.trainable_variables
        opt.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return loss

    ids = np.random.RandomState(0).randint(0, 100, size=(ROWS, 4)).astype(np.int32)
    ys = np.random.RandomState(1).rand(ROWS, 1).astype(np.float32)
    dataset = tf.data.Dataset.from_tensor_slices((ids, ys))
    return train_step, dataset, emb.trainable_variables + dense.trainable_variables


if __name__ == "__main__":
    out = sys.argv[1]
    train_step, dataset, variables = build()
    block = readme_block().replace('"host1:0,1;host2:0,1"',
                                   repr(os.environ.get("README_RESOURCES", "localhost:0,1")))
    scope = {"train_step": train_step, "dataset": dataset}
    exec(compile(block, "README.md", "exec"), scope)  # the README, verbatim
    runner = scope["runner"]
    if runner.worker_id == 0:
        runner.export()
        with open(os.path.join(out, "worker_0.json"), "w", encoding="utf-8") as f:
            json.dump({"loss": float(scope["loss"]), "workers": runner.num_workers,
                       "values": {v.name: v.numpy().tolist() for v in variables}}, f)
