"""A compiled Keras model (Embedding + Dense) trained with px.keras.fit;
the test compares it with keras' own fit in one process.

    keras_fit.py OUT_DIR RESOURCES

Writes OUT_DIR/worker{i}.npz (the weights after fit), OUT_DIR/worker{i}.json
(the History), OUT_DIR/callback{i}.txt where the callbacks ran, and
OUT_DIR/evaluate.json on the chief (model.evaluate after fit), and the
library's runtime metrics under OUT_DIR/tb (Config(logdir=...))."""
from __future__ import annotations

import json
import os
import sys

import keras
import numpy as np

EPOCHS, STOP_AFTER, BATCH = 4, 1, 16
"""px.keras.fit runs 4 epochs, 16 examples per worker; a callback on the
chief stops training after epoch 1 (the second)."""

CONFIG = dict(architecture="auto", num_partitions=2, chunks=1,
              placements={"tiny/hidden/kernel": "ps"}, search_warmup=0, search_iterations=1,
              tune="predict")
"""AUTO (its one candidate HYBRID: the placement on the servers leaves
ALLREDUCE out, the chunks PS; predicted, not timed), the Embedding in 2
shards, the logits' gradients in a chunk, the hidden kernel on the
servers: pairs of features of the composition table run together
(docs/composition.md)."""


def make_data():
    rng = np.random.default_rng(0)
    y = rng.integers(0, 2, size=256)
    x = np.where(rng.random((256, 6)) < 0.5, y[:, None] * 50 + rng.integers(0, 50, (256, 6)),
                 rng.integers(0, 100, (256, 6)))
    return x.astype("int64"), y.astype("int64")


def make_model() -> keras.Model:
    import parallax_tf as px
    keras.utils.set_random_seed(0)
    with px.partitioner():          # the Embedding: CONFIG's num_partitions cuts it
        model = keras.Sequential([keras.Input((6,), dtype="int64"),
                                  keras.layers.Embedding(100, 8, name="embedding"),
                                  keras.layers.GlobalAveragePooling1D(),
                                  keras.layers.Dense(8, activation="relu", name="hidden"),
                                  keras.layers.Dense(2, name="logits")], name="tiny")
    model.compile(optimizer=keras.optimizers.SGD(0.2, momentum=0.9),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    return model


class StopAfter(keras.callbacks.Callback):
    """Records where it ran; asks to stop after epoch `epoch`."""

    def __init__(self, epoch: int, record: str = "") -> None:
        super().__init__()
        self.epoch, self.record = epoch, record

    def on_epoch_end(self, epoch, logs=None):
        if self.record:
            with open(self.record, "a") as f:
                f.write(f"{epoch}\n")
        if epoch >= self.epoch:
            self.model.stop_training = True


def main(out: str, resources: str) -> None:
    import parallax_tf as px
    x, y = make_data()
    model = make_model()
    from parallax_tf.launch.role import current_role
    role = current_role()
    index = role.index if role is not None else 0
    history = px.keras.fit(
        model, x, y, batch_size=BATCH, epochs=EPOCHS, shuffle=False, verbose=2,
        validation_data=(x[:64], y[:64]), resources=resources,
        config=px.Config(logdir=os.path.join(out, "tb"), **CONFIG),
        callbacks=[StopAfter(STOP_AFTER, os.path.join(out, f"callback{index}.txt"))])
    np.savez(os.path.join(out, f"worker{index}.npz"), *model.get_weights())
    with open(os.path.join(out, f"worker{index}.json"), "w") as f:
        json.dump(history.history, f)
    if index == 0:
        with open(os.path.join(out, "evaluate.json"), "w") as f:
            json.dump(model.evaluate(x, y, verbose=0, return_dict=True), f)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
