"""A compiled Keras model trained with `px.keras.fit`: the only line that
differs from a plain Keras script is the `fit` call.

    python examples/keras/train.py                          # one process
    parallax-tf run -r localhost:0,1 examples/keras/train.py   # 2 workers
    python examples/keras/train.py --resources localhost:0,1   # the same

A topic classifier over synthetic token sequences: an Embedding (sparse
gradients: its table lives on the parameter servers under the default
HYBRID architecture), mean pooling and two Dense layers (AllReduced).
`batch_size` is per worker, as with Horovod.
"""
from __future__ import annotations

import argparse
import hashlib
import os

import keras
import numpy as np

import parallax_tf as px
from parallax_tf.launch.role import current_role


def make_data(n: int, vocab: int, length: int, classes: int, seed: int = 0):
    """Sequences whose tokens come mostly from their class's part of the
    vocabulary (a learnable task of any size)."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, classes, size=n)
    width = vocab // classes
    own = y[:, None] * width + rng.integers(0, width, size=(n, length))
    noise = rng.integers(0, vocab, size=(n, length))
    x = np.where(rng.random((n, length)) < 0.3, own, noise)
    return x.astype("int64"), y.astype("int64")


def make_model(vocab: int, classes: int, dim: int = 32) -> keras.Model:
    return keras.Sequential([
        keras.Input((None,), dtype="int64"),
        keras.layers.Embedding(vocab, dim, name="embedding"),
        keras.layers.GlobalAveragePooling1D(),
        keras.layers.Dense(dim, activation="relu", name="hidden"),
        keras.layers.Dense(classes, name="logits"),
    ], name="topics")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--resources", "-r", default="localhost:0",
                   help="where to train (default: one process); under parallax-tf run "
                        "the launcher's resources are used")
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=32, help="per worker")
    p.add_argument("--examples", type=int, default=4096)
    p.add_argument("--vocab", type=int, default=2000)
    p.add_argument("--verbose", type=int, default=2, help="Keras' verbose (0, 1, 2)")
    args = p.parse_args()

    keras.utils.set_random_seed(0)
    x, y = make_data(args.examples, args.vocab, length=20, classes=4)
    model = make_model(args.vocab, classes=4)
    model.compile(optimizer=keras.optimizers.Adam(0.01),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])

    # model.fit(x, y, batch_size=..., epochs=..., validation_split=0.1) becomes:
    history = px.keras.fit(model, x, y, batch_size=args.batch_size, epochs=args.epochs,
                           validation_split=0.1, verbose=args.verbose,
                           resources=os.environ.get("PARALLAX_TF_RESOURCES", args.resources))

    losses = ", ".join(f"{v:.4f}" for v in history.history["loss"])
    digest = hashlib.sha256(b"".join(w.tobytes() for w in model.get_weights())).hexdigest()[:16]
    worker = current_role()
    who = f"worker {worker.index}" if worker is not None else "single process"
    print(f"[{who}] loss per epoch: {losses}; weights sha256 {digest}")
    if worker is None or worker.index == 0:
        loss, accuracy = model.evaluate(x, y, verbose=0)
        print(f"[{who}] evaluate on all data: loss {loss:.4f}, accuracy {accuracy:.4f}")


if __name__ == "__main__":
    main()
