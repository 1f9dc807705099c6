"""The case study's network (Model parallelization in TensorFlow, section
IV): two convolutional layers with max-pooling and n fully connected layers,
for MNIST-shaped 28x28x1 images, cut into S contiguous blocks for manual
model splitting.

    conv 5x5, 32 filters, ReLU, valid  28x28x1  -> 24x24x32,  max-pool 2 -> 12x12x32
    conv 5x5, 64 filters, ReLU, valid  12x12x32 -> 8x8x64,    max-pool 2 -> 4x4x64
    flatten                                                  -> 1024
    n - 1 fully connected, ReLU, 1024 -> 1024 (all of them, the first included)
    fully connected, 1024 -> 10 (logits)

`layers` = the paper's n counts every fully connected layer, the 10-way
output included. That is what the paper's parameter counts say: each 20 more
layers add exactly 20 x 1,049,600 = 20 x (1024 x 1024 + 1024), but n = 20
gives 20,026,752 parameters, fewer than 20 such layers (20,992,000), so only
n - 1 of them are 1024 x 1024. This model has 22,006 parameters fewer than
the paper's at every n (20,004,746 / 40,996,746 / 61,988,746); see
README.md ("The model") for why no natural architecture matches exactly.

`build(layers, splits)` returns the S parts (Keras models, built); part k
runs under `px.split(k)` in `make_train_step`. The parts are contiguous
blocks of layers balanced by parameter count (`balanced_blocks`).
"""
from __future__ import annotations

import contextlib
import dataclasses
from typing import Sequence

import keras
import tensorflow as tf

import parallax_tf as px

IMAGE_SHAPE = (28, 28, 1)
CLASSES = 10

PAPER_PARAMETERS = {20: 20_026_752, 40: 41_018_752, 60: 62_010_752}
"""The counts the paper gives for n = 20 / 40 / 60."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class SplitConfig:
    width: int                    # units of the hidden fully connected layers
    filters: tuple                # filters of the two convolutions
    kernel: int = 5
    batch_size: int = 1000        # images per replica and step (the case study's)


CONFIGS = {
    # The case study: 1024-wide layers, 32 and 64 filters (flatten = 4x4x64 = 1024).
    "paper": SplitConfig(width=1024, filters=(32, 64)),
    # CI: 64-wide layers, 8 and 16 filters (flatten = 4x4x16 = 256); a few ms per step.
    "tiny": SplitConfig(width=64, filters=(8, 16)),
    # The chunking benchmark's deep, flat network: 256-wide layers (256 KiB each).
    "small": SplitConfig(width=256, filters=(8, 16)),
}

LEARNING_RATES = {
    "paper": {"sgd": 1e-3, "momentum": 3e-4, "adagrad": 3e-3, "adam": 1e-4},
    "tiny": {"sgd": 1e-2, "momentum": 3e-3, "adagrad": 3e-2, "adam": 1e-3},
    "small": {"sgd": 3e-3, "momentum": 1e-3, "adagrad": 1e-2, "adam": 3e-4},
}
"""Default learning rate per config and optimizer (--learning-rate
overrides). Plain SGD on the 1024-wide chain diverges at 3e-3 within a few
steps (n = 20, batch 1000) and falls steadily at 1e-3."""


# ---------------------------------------------------------------- layers and blocks

def make_layers(cfg: SplitConfig, layers: int) -> list[list[keras.layers.Layer]]:
    """The network as a list of units, each a short list of Keras layers that
    stay together (a convolution with its pooling, a dense layer): the
    granularity at which the network is cut."""
    if layers < 1:
        raise ValueError(f"layers={layers}: the network needs at least the output layer")
    he = "he_normal"             # ReLU chains of 20-60 layers: He initialisation
    f1, f2 = cfg.filters
    units = [
        [keras.layers.Conv2D(f1, cfg.kernel, activation="relu", kernel_initializer=he,
                             name="conv1"),
         keras.layers.MaxPooling2D(2, name="pool1")],
        [keras.layers.Conv2D(f2, cfg.kernel, activation="relu", kernel_initializer=he,
                             name="conv2"),
         keras.layers.MaxPooling2D(2, name="pool2"),
         keras.layers.Flatten(name="flatten")],
    ]
    for i in range(1, layers):
        units.append([keras.layers.Dense(cfg.width, activation="relu", kernel_initializer=he,
                                         name=f"fc{i}")])
    units.append([keras.layers.Dense(CLASSES, name="logits")])
    return units


def unit_parameters(cfg: SplitConfig, layers: int) -> list[int]:
    """Parameters of each unit of `make_layers` (computed, nothing built)."""
    f1, f2 = cfg.filters
    k = cfg.kernel
    side = ((IMAGE_SHAPE[0] - k + 1) // 2 - k + 1) // 2
    flat = side * side * f2
    counts = [k * k * IMAGE_SHAPE[2] * f1 + f1, k * k * f1 * f2 + f2]
    fan_in = flat
    for _ in range(1, layers):
        counts.append(fan_in * cfg.width + cfg.width)
        fan_in = cfg.width
    counts.append(fan_in * CLASSES + CLASSES)
    return counts


def balanced_blocks(weights: Sequence[int], splits: int) -> list[tuple[int, int]]:
    """Cut `weights` (per unit, in order) into `splits` contiguous, non-empty
    blocks minimising the largest block's sum (ties: the earliest cuts);
    returns [(start, end)] per block."""
    n = len(weights)
    if not 1 <= splits <= n:
        raise ValueError(f"cannot cut {n} layer units into {splits} non-empty blocks")
    prefix = [0]
    for w in weights:
        prefix.append(prefix[-1] + w)
    inf = float("inf")
    # best[s][i]: the smallest possible largest block when the first i units form s blocks
    best = [[inf] * (n + 1) for _ in range(splits + 1)]
    cut = [[0] * (n + 1) for _ in range(splits + 1)]
    best[0][0] = 0
    for s in range(1, splits + 1):
        for i in range(s, n - (splits - s) + 1):
            for j in range(s - 1, i):
                cost = max(best[s - 1][j], prefix[i] - prefix[j])
                if cost < best[s][i]:
                    best[s][i], cut[s][i] = cost, j
    blocks, i = [], n
    for s in range(splits, 0, -1):
        j = cut[s][i]
        blocks.append((j, i))
        i = j
    return blocks[::-1]


def build(layers: int, splits: int, cfg: SplitConfig = CONFIGS["paper"],
          seed: int = 0) -> list[keras.Sequential]:
    """The network of `layers` fully connected layers cut into `splits`
    parts balanced by parameter count, each a built `keras.Sequential`
    (variables created now, in order, so every run starts from the same
    values whatever `splits` is)."""
    keras.utils.set_random_seed(seed)
    units = make_layers(cfg, layers)
    blocks = balanced_blocks(unit_parameters(cfg, layers), splits)
    parts, shape = [], IMAGE_SHAPE
    for k, (start, end) in enumerate(blocks):
        part = keras.Sequential([layer for unit in units[start:end] for layer in unit],
                                name=f"part{k}")
        part.build((None, *shape))
        shape = part.compute_output_shape((None, *shape))[1:]
        parts.append(part)
    return parts


def count_parameters(parts: Sequence[keras.Model]) -> int:
    return sum(p.count_params() for p in parts)


def describe(parts: Sequence[keras.Model]) -> str:
    """One line per part: its layers and parameters."""
    lines = []
    for k, part in enumerate(parts):
        names = [layer.name for layer in part.layers if layer.count_params()]
        span = names[0] if len(names) == 1 else f"{names[0]}..{names[-1]}"
        lines.append(f"part {k}: {span} ({len(names)} layers with weights), "
                     f"{part.count_params():,} parameters")
    return "\n".join(lines)


# ---------------------------------------------------------------- the step

def make_train_step(parts: Sequence[keras.Model], optimizer: keras.optimizers.Optimizer,
                    clip_norm: float = 0.0):
    """The training step: part k under `px.split(k)`, the loss with the last
    part (sparse softmax cross-entropy, mean over the batch); `clip_norm` > 0
    clips the gradients by their global norm. With one part there is no
    split scope at all: plain single-device TensorFlow. Returns the loss."""
    variables = [w for part in parts for w in part.trainable_weights]
    last = len(parts) - 1

    def on(k: int):
        """Split position k; nothing at all with one part."""
        return px.split(k) if len(parts) > 1 else contextlib.nullcontext()  # [parallax]

    @tf.function
    def train_step(images, labels):
        with tf.GradientTape() as tape:
            h = images
            for k, part in enumerate(parts):
                with on(k):
                    h = part(h, training=True)
            with on(last):                        # the loss beside the logits
                loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(
                    labels=labels, logits=h))
        grads = tape.gradient(loss, variables)
        if clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return train_step


def predict(parts: Sequence[keras.Model], images) -> tf.Tensor:
    """Logits of the whole network, in plain eager TensorFlow (evaluation)."""
    h = images
    for part in parts:
        h = part(h, training=False)
    return h
