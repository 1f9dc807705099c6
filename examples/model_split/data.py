"""MNIST-shaped inputs (28x28x1 float32 images, int32 labels 0-9) for the
model-splitting example, nothing downloaded, deterministic:

* `Digits` (`--data digits`, the default): scikit-learn's 8x8 handwritten
  digits (1797 images as scikit-learn ships them, read by
  examples/common/digits.py without importing scikit-learn), made
  MNIST-like: pixel values 0..16 scaled to 0..1, each image resized to 20x20
  with bilinear interpolation (`tf.image.resize`, antialiased) and centred in
  a 28x28 frame with a 4-pixel black border, as MNIST centres its digits in a
  20x20 box. A fixed 20% is held out (permutation of `seed`).
* `SyntheticDigits` (`--data synthetic`): a learnable synthetic task: each
  class has a fixed smooth random 28x28 pattern (7x7 Gaussian noise,
  bilinearly upsampled); an image is its class's pattern shifted by up to 2
  pixels, scaled by 0.7-1.3, plus Gaussian noise (sigma 0.5). Drawn with
  numpy from `seed` (held-out images from another seed).

Both give `train` and `eval` as (images, labels) numpy arrays;
`train_dataset()` is the training set as a `tf.data.Dataset` of
(image, label) pairs, to shard, shuffle, repeat and batch.
"""
from __future__ import annotations

import numpy as np
import tensorflow as tf
from common import digits

IMAGE_SHAPE = (28, 28, 1)
CLASSES = 10


class _Source:
    train: tuple
    eval: tuple
    input_shape = IMAGE_SHAPE
    classes = CLASSES

    def train_dataset(self) -> tf.data.Dataset:
        return tf.data.Dataset.from_tensor_slices(self.train)

    def eval_batches(self, batch_size: int) -> tf.data.Dataset:
        return tf.data.Dataset.from_tensor_slices(self.eval).batch(batch_size)

    def describe(self) -> str:
        return (f"{self.name}: {len(self.train[1])} training images, "
                f"{len(self.eval[1])} held out, 28x28x1")


def upscale_digits(images: np.ndarray) -> np.ndarray:
    """[N, 8, 8] values 0..16 -> [N, 28, 28, 1] float32 in 0..1: bilinear
    (antialiased) resize to 20x20, centred in 28x28 with a black border."""
    x = tf.constant(images.astype(np.float32)[..., None] / 16.0)
    x = tf.image.resize(x, [20, 20], method="bilinear", antialias=True)
    x = tf.pad(x, [[0, 0], [4, 4], [4, 4], [0, 0]])
    return np.clip(x.numpy(), 0.0, 1.0).astype(np.float32)


class Digits(_Source):
    """scikit-learn's 8x8 digits upscaled to 28x28 (see the module doc)."""

    name = "digits (scikit-learn load_digits, upscaled 8x8 -> 20x20 in 28x28)"

    def __init__(self, eval_fraction: float = 0.2, seed: int = 0) -> None:
        digit_images, digit_labels = digits.load()
        images = upscale_digits(digit_images)
        labels = digit_labels.astype(np.int32)
        order = np.random.default_rng(seed).permutation(len(images))
        n_eval = int(round(len(images) * eval_fraction))
        train = images[order[n_eval:]]
        mean, std = float(train.mean()), float(train.std())
        images = (images - mean) / std            # the training pixels' mean 0, std 1
        self.eval = (images[order[:n_eval]], labels[order[:n_eval]])
        self.train = (images[order[n_eval:]], labels[order[n_eval:]])


class SyntheticDigits(_Source):
    """Class patterns plus noise (see the module doc)."""

    name = "synthetic (class patterns + noise)"

    def __init__(self, num_train: int = 8192, num_eval: int = 1000, noise: float = 0.5,
                 max_shift: int = 2, seed: int = 0, task_seed: int = 1234) -> None:
        rng = np.random.default_rng(task_seed)
        low = rng.normal(size=(CLASSES, 7, 7, 1)).astype(np.float32)
        patterns = tf.image.resize(low, [28, 28], method="bilinear").numpy()
        patterns /= patterns.std(axis=(1, 2, 3), keepdims=True) + 1e-6
        self.patterns = patterns
        self.noise, self.max_shift = noise, max_shift
        self.train = self._draw(num_train, seed)
        self.eval = self._draw(num_eval, seed + 10_000)

    def _draw(self, num: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
        rng = np.random.default_rng(seed)
        labels = rng.integers(0, CLASSES, size=num).astype(np.int32)
        shifts = rng.integers(-self.max_shift, self.max_shift + 1, size=(num, 2))
        scales = rng.uniform(0.7, 1.3, size=(num, 1, 1, 1)).astype(np.float32)
        images = np.empty((num, *IMAGE_SHAPE), np.float32)
        for i in range(num):
            images[i] = np.roll(self.patterns[labels[i]], tuple(shifts[i]), axis=(0, 1))
        images = images * scales + rng.normal(scale=self.noise, size=images.shape).astype(
            np.float32)
        return images, labels


def make_source(name: str, seed: int = 0) -> _Source:
    if name == "digits":
        return Digits(seed=seed)
    if name == "synthetic":
        return SyntheticDigits(seed=seed)
    raise SystemExit(f"--data {name!r}: choose 'digits' or 'synthetic'")
