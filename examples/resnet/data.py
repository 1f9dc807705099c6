"""Image data for the ResNet example. Every source gives

* `train_elements()`: a `tf.data.Dataset` of cheap elements (an index, a file
  name, or a small image) to shard, shuffle and repeat,
* `load(element)`: the (image float32 [H, W, C], label int32) pair, mapped
  after sharding so each worker decodes only its own part,
* `eval_batches(batch_size)`: the held-out set, batched, in a fixed order,
* `input_shape`, `classes`.

Sources:

* `SyntheticImages`: a learnable synthetic task, generated deterministically
  per index (no download, no memory held): each class has a fixed smooth
  random pattern; an image is its class's pattern, randomly shifted and
  scaled, plus Gaussian noise.
* `ImageFolder`: a directory with one sub-directory of images per class
  (jpeg, png, bmp, gif), read with tf.data; held out: a fixed 10% of the
  files, or a second directory.
* `Digits`: scikit-learn's 8x8 handwritten digits (`load_digits`, 1797
  images as scikit-learn ships them, read by examples/common/digits.py
  without importing scikit-learn), a small real-data check; a fixed 20% is
  held out.
"""
from __future__ import annotations

import os

import numpy as np
import tensorflow as tf
from common import digits

IMAGE_EXTENSIONS = (".jpg", ".jpeg", ".png", ".bmp", ".gif")


class SyntheticImages:
    """Class-dependent patterns plus noise (see the module doc). Image i of
    seed s is the same in every process (stateless random ops)."""

    def __init__(self, image_size: int, classes: int, channels: int = 3, num_train: int = 10_000,
                 num_eval: int = 1000, noise: float = 1.0, max_shift: int | None = None,
                 seed: int = 0, task_seed: int = 1234) -> None:
        self.image_size, self.classes, self.channels = image_size, classes, channels
        self.num_train, self.num_eval = num_train, num_eval
        self.noise = noise
        self.max_shift = image_size // 8 if max_shift is None else max_shift
        self.seed, self.task_seed = seed, task_seed
        self.input_shape = (image_size, image_size, channels)
        # Patterns are drawn at low resolution and upsampled: smooth, and small
        # to hold even for 1000 classes at 224x224.
        low = max(min(image_size // 2, 8), 2)
        rng = np.random.default_rng(task_seed)
        patterns = rng.normal(size=(classes, low, low, channels)).astype(np.float32)
        self.patterns = tf.constant(patterns)

    def _image(self, index: tf.Tensor, seed: int):
        index = tf.cast(index, tf.int32)
        key = tf.stack([tf.constant(seed, tf.int32), index])
        label = tf.random.stateless_uniform([], key, 0, self.classes, dtype=tf.int32)
        size = self.image_size
        pattern = tf.image.resize(self.patterns[label][None], [size, size], "bilinear")[0]
        pattern /= tf.math.reduce_std(pattern) + 1e-6
        shift = tf.random.stateless_uniform([2], key + [0, 1], -self.max_shift,
                                            self.max_shift + 1, dtype=tf.int32)
        pattern = tf.roll(pattern, shift, axis=[0, 1])
        scale = tf.random.stateless_uniform([], key + [0, 2], 0.7, 1.3)
        noise = tf.random.stateless_normal(self.input_shape, key + [0, 3], stddev=self.noise)
        return pattern * scale + noise, label

    def train_elements(self) -> tf.data.Dataset:
        return tf.data.Dataset.range(self.num_train)

    def load(self, index):
        return self._image(index, self.seed)

    def eval_batches(self, batch_size: int) -> tf.data.Dataset:
        """Other indices' images: another seed of the same task."""
        return (tf.data.Dataset.range(self.num_eval)
                .map(lambda i: self._image(i, self.seed + 10_000)).batch(batch_size))

    def arrays(self, num: int, seed: int | None = None) -> tuple[np.ndarray, np.ndarray]:
        """`num` images and labels as numpy arrays (for tests)."""
        seed = self.seed if seed is None else seed
        images, labels = zip(*(self._image(tf.constant(i), seed) for i in range(num)))
        return np.stack([i.numpy() for i in images]), np.array([int(lab) for lab in labels])


def _normalise(image: tf.Tensor) -> tf.Tensor:
    return tf.cast(image, tf.float32) / 127.5 - 1.0


class ImageFolder:
    """`directory/<class name>/<image file>`; classes sorted by name."""

    def __init__(self, directory: str, image_size: int, eval_directory: str | None = None,
                 eval_fraction: float = 0.1, seed: int = 0) -> None:
        self.image_size = image_size
        self.input_shape = (image_size, image_size, 3)
        self.class_names = sorted(d for d in os.listdir(directory)
                                  if os.path.isdir(os.path.join(directory, d)))
        if not self.class_names:
            raise ValueError(f"{directory} has no class sub-directories "
                             "(expected DIR/<class>/<image>)")
        self.classes = len(self.class_names)
        files, labels = self._list(directory)
        order = np.random.default_rng(seed).permutation(len(files))
        files, labels = [files[i] for i in order], labels[order]
        if eval_directory:
            self.train = (files, labels)
            self.eval = self._list(eval_directory)
        else:
            n_eval = int(round(len(files) * eval_fraction))
            self.eval = (files[:n_eval], labels[:n_eval])
            self.train = (files[n_eval:], labels[n_eval:])
        if not len(self.train[0]):
            raise ValueError(f"no training images in {directory}")

    def _list(self, directory: str):
        files, labels = [], []
        for label, name in enumerate(self.class_names):
            folder = os.path.join(directory, name)
            if not os.path.isdir(folder):
                continue
            for f in sorted(os.listdir(folder)):
                if f.lower().endswith(IMAGE_EXTENSIONS):
                    files.append(os.path.join(folder, f))
                    labels.append(label)
        return files, np.array(labels, np.int32)

    def train_elements(self) -> tf.data.Dataset:
        return tf.data.Dataset.from_tensor_slices(self.train)

    def load(self, path, label):
        image = tf.io.decode_image(tf.io.read_file(path), channels=3, expand_animations=False)
        image = tf.image.resize(image, [self.image_size, self.image_size])
        image.set_shape(self.input_shape)
        return _normalise(image), label

    def eval_batches(self, batch_size: int) -> tf.data.Dataset:
        return tf.data.Dataset.from_tensor_slices(self.eval).map(self.load).batch(batch_size)


class Digits:
    """scikit-learn's `load_digits`: 8x8 grey images, 10 classes."""

    def __init__(self, eval_fraction: float = 0.2, seed: int = 0) -> None:
        digit_images, digit_labels = digits.load()
        images = (digit_images.astype(np.float32) / 8.0 - 1.0)[..., None]   # 0..16 -> -1..1
        labels = digit_labels.astype(np.int32)
        order = np.random.default_rng(seed).permutation(len(images))
        n_eval = int(round(len(images) * eval_fraction))
        self.eval = (images[order[:n_eval]], labels[order[:n_eval]])
        self.train = (images[order[n_eval:]], labels[order[n_eval:]])
        self.input_shape = (8, 8, 1)
        self.classes = 10

    def train_elements(self) -> tf.data.Dataset:
        return tf.data.Dataset.from_tensor_slices(self.train)

    def load(self, image, label):
        return image, label

    def eval_batches(self, batch_size: int) -> tf.data.Dataset:
        return tf.data.Dataset.from_tensor_slices(self.eval).batch(batch_size)
