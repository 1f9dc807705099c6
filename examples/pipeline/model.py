"""The SpecTrain paper's two kinds of model, sized for a small CPU box, as
lists of *units* (layers applied in sequence), so that any contiguous cut
is a pipeline stage:

* `fc`: a fully connected network (the paper's SNN is 32 layers of 2048):
  `--layers` Dense layers of `--width` with ReLU, then a 10-way output, on
  28x28 digits (flattened);
* `cnn`: a small convolutional network on the same digits: `--layers`
  3x3 convolutions of `--width` filters with ReLU (all but the first with
  stride 2), a Dense layer of 64 and a 10-way output;
* `lstm`: an embedding and `--layers` stacked LSTM layers (the paper's
  Residual LSTM has 8 of 512/1024), unrolled over the sequence (a
  pipeline's stages see the unrolled ops), then a 2-way output, on the
  synthetic sentiment task of `data.py`.

The training step marks contiguous blocks of units with `px.split(k)`
([parallax]): stage k of a pipeline; on one device the marks do nothing.
Without marks (`stages=None`) the same step can be cut automatically
(`px.Config(pipeline_stages=S)`).
"""
from __future__ import annotations

import contextlib
from typing import Optional, Sequence

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px


def build_fc(layers: int, width: int, seed: int) -> list[list]:
    keras.utils.set_random_seed(seed)
    units = []
    for i in range(layers):
        dense = keras.layers.Dense(width, activation="relu", name=f"fc{i}")
        dense.build((None, 28 * 28 if i == 0 else width))
        units.append([dense])
    out = keras.layers.Dense(10, name="logits")
    out.build((None, width))
    units[-1].append(out)
    return units


def build_cnn(layers: int, width: int, seed: int) -> list[list]:
    keras.utils.set_random_seed(seed)
    units, shape = [], (None, 28, 28, 1)
    for i in range(layers):
        conv = keras.layers.Conv2D(width, 3, strides=1 if i == 0 else 2, activation="relu",
                                   name=f"conv{i}")
        conv.build(shape)
        shape = conv.compute_output_shape(shape)
        units.append([conv])
    dense = keras.layers.Dense(64, activation="relu", name="fc")
    dense.build((None, int(np.prod(shape[1:]))))
    out = keras.layers.Dense(10, name="logits")
    out.build((None, 64))
    units += [[dense], [out]]
    return units


class Residual:
    """`h + layer(h)` (the paper's Residual LSTM adds each layer's input to
    its output)."""

    def __init__(self, layer) -> None:
        self.layer = layer
        self.name = layer.name

    @property
    def trainable_weights(self) -> list:
        return self.layer.trainable_weights

    def __call__(self, h: tf.Tensor) -> tf.Tensor:
        return h + self.layer(h)


def build_lstm(layers: int, units_per_layer: int, vocab: int, length: int,
               seed: int) -> list[list]:
    """Embedding, `layers` residual LSTM layers (unrolled), the mean over
    time, a 2-way output."""
    keras.utils.set_random_seed(seed)
    emb = keras.layers.Embedding(vocab, units_per_layer, name="emb")
    emb.build((None, length))
    units = []
    for i in range(layers):
        lstm = keras.layers.LSTM(units_per_layer, return_sequences=True, unroll=True,
                                 name=f"lstm{i}")
        lstm.build((None, length, units_per_layer))
        units.append(([emb] if i == 0 else []) + [Residual(lstm)])
    out = keras.layers.Dense(2, name="logits")
    out.build((None, units_per_layer))
    units[-1] += [keras.layers.GlobalAveragePooling1D(name="mean"), out]
    return units


def apply(unit: Sequence, h: tf.Tensor) -> tf.Tensor:
    for layer in unit:
        if isinstance(layer, keras.layers.Dense) and len(h.shape) > 2:
            h = tf.reshape(h, [-1, int(np.prod(h.shape[1:]))])
        h = layer(h)
    return h


def blocks(num_units: int, stages: int) -> list[list[int]]:
    """Contiguous blocks of units, one per stage, as even as possible."""
    return [list(b) for b in np.array_split(np.arange(num_units), stages)]


def trainable(units: Sequence) -> list:
    seen, out = set(), []
    for unit in units:
        for layer in unit:
            for w in layer.trainable_weights:
                if id(w) not in seen:
                    seen.add(id(w))
                    out.append(w)
    return out


def count_parameters(units: Sequence) -> int:
    return sum(int(np.prod(w.shape)) for w in trainable(units))


def forward(units: Sequence, x: tf.Tensor, stages: Optional[int] = None) -> tf.Tensor:
    """The logits; with `stages`, each contiguous block under px.split(k)."""
    h = x
    for k, block in enumerate(blocks(len(units), stages or 1)):
        with px.split(k) if stages else contextlib.nullcontext():          # [parallax]
            for i in block:
                h = apply(units[i], h)
    return h


def make_train_step(units: Sequence, optimizer, stages: Optional[int]):
    """One step of mini-batch SGD: the mean cross-entropy of the batch."""
    variables = trainable(units)
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)

    @tf.function
    def train_step(x, y):
        with tf.GradientTape() as tape:
            loss = loss_fn(y, forward(units, x, stages))
        grads = tape.gradient(loss, variables)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step


def evaluate(units: Sequence, data: tuple, batch_size: int = 500) -> tuple[float, float]:
    """(mean cross-entropy, top-1 accuracy) on held-out (x, y), eagerly."""
    x, y = data
    loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True, reduction="sum")
    total_loss, correct = 0.0, 0
    for i in range(0, len(y), batch_size):
        logits = forward(units, tf.constant(x[i:i + batch_size]))
        labels = y[i:i + batch_size]
        total_loss += float(loss_fn(labels, logits))
        correct += int(np.sum(np.argmax(logits.numpy(), -1) == labels))
    return total_loss / len(y), correct / len(y)


def describe(units: Sequence, stages: Optional[int]) -> str:
    names = [",".join(layer.name for layer in unit) for unit in units]
    if not stages:
        return " -> ".join(names)
    return " | ".join(" -> ".join(names[i] for i in b)
                      for b in blocks(len(units), stages))
