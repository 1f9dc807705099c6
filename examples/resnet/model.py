"""ResNets in Keras 3 layers (He et al., 2016): ResNet-50 (the Parallax
paper's image model) and small variants for CPUs and CI.

Every weight is a Conv2D / Dense kernel or a BatchNormalization gamma/beta:
all DENSE, so parallax_tf replicates them and AllReduces their gradients
(HYBRID plans this model exactly like ALLREDUCE). BatchNormalization's moving
mean and variance are per-worker state when distributed (as with Horovod).

Bottleneck blocks put the stride on the 3x3 convolution (ResNet v1.5); convs
have no bias (batch norm follows). ResNet-50 has 25,557,032 parameters with
1000 classes (checked in tests/test_examples.py).
"""
from __future__ import annotations

import dataclasses

import keras
import tensorflow as tf


@dataclasses.dataclass(frozen=True, kw_only=True)
class ResNetConfig:
    blocks: tuple                 # blocks per stage
    widths: tuple                 # channels of each stage (before the bottleneck expansion)
    bottleneck: bool              # 1x1-3x3-1x1 blocks (x4 expansion) or two 3x3 convs
    stem: str                     # "imagenet": 7x7/2 conv + 3x3/2 max pool; "cifar": 3x3/1 conv
    stem_width: int
    image_size: int               # synthetic data
    classes: int                  # synthetic data
    batch_size: int               # images per worker and step
    learning_rate: float = 0.1
    weight_decay: float = 0.0     # L2 on conv and dense kernels, added to the loss
    train_images: int = 10_000    # synthetic data
    eval_images: int = 1000


CONFIGS = {
    # CI: two stages of one basic block, 8 and 16 channels, 16x16 images.
    "tiny": ResNetConfig(blocks=(1, 1), widths=(8, 16), bottleneck=False, stem="cifar",
                         stem_width=8, image_size=16, classes=10, batch_size=32,
                         learning_rate=0.05, train_images=4096, eval_images=500),
    # ResNet-20 (CIFAR-style), 32x32 images.
    "small": ResNetConfig(blocks=(3, 3, 3), widths=(16, 32, 64), bottleneck=False,
                          stem="cifar", stem_width=16, image_size=32, classes=10,
                          batch_size=64, learning_rate=0.1, weight_decay=1e-4,
                          train_images=20_000, eval_images=1000),
    # ResNet-50 on 224x224 ImageNet-size images, batch 64 per worker.
    "paper": ResNetConfig(blocks=(3, 4, 6, 3), widths=(64, 128, 256, 512), bottleneck=True,
                          stem="imagenet", stem_width=64, image_size=224, classes=1000,
                          batch_size=64, learning_rate=0.1, weight_decay=1e-4,
                          train_images=20_000, eval_images=1000),
}

EXPANSION = 4


def _conv(filters: int, kernel: int, stride: int, name: str) -> keras.layers.Conv2D:
    return keras.layers.Conv2D(filters, kernel, strides=stride, padding="same", use_bias=False,
                               kernel_initializer="he_normal", name=name)


def _bn(name: str, zero: bool = False) -> keras.layers.BatchNormalization:
    """Batch norm; `zero` starts gamma at 0 (last BN of a residual branch)."""
    return keras.layers.BatchNormalization(momentum=0.9, epsilon=1e-5, name=name,
                                           gamma_initializer="zeros" if zero else "ones")


def _block(x, width: int, stride: int, bottleneck: bool, name: str):
    out_channels = width * EXPANSION if bottleneck else width
    shortcut = x
    if stride != 1 or x.shape[-1] != out_channels:
        shortcut = _conv(out_channels, 1, stride, f"{name}_proj")(x)
        shortcut = _bn(f"{name}_proj_bn")(shortcut)
    if bottleneck:
        y = keras.layers.ReLU()(_bn(f"{name}_bn1")(_conv(width, 1, 1, f"{name}_conv1")(x)))
        y = keras.layers.ReLU()(_bn(f"{name}_bn2")(_conv(width, 3, stride, f"{name}_conv2")(y)))
        y = _bn(f"{name}_bn3", zero=True)(_conv(out_channels, 1, 1, f"{name}_conv3")(y))
    else:
        y = keras.layers.ReLU()(_bn(f"{name}_bn1")(_conv(width, 3, stride, f"{name}_conv1")(x)))
        y = _bn(f"{name}_bn2", zero=True)(_conv(width, 3, 1, f"{name}_conv2")(y))
    return keras.layers.ReLU()(keras.layers.Add()([shortcut, y]))


def build_resnet(cfg: ResNetConfig, input_shape: tuple, classes: int,
                 seed: int = 0) -> keras.Model:
    """The ResNet of `cfg` for images of `input_shape` (H, W, C) and
    `classes` classes; outputs logits."""
    keras.utils.set_random_seed(seed)
    inputs = keras.Input(shape=input_shape, name="images")
    if cfg.stem == "imagenet":
        x = _conv(cfg.stem_width, 7, 2, "stem_conv")(inputs)
        x = keras.layers.ReLU()(_bn("stem_bn")(x))
        x = keras.layers.MaxPooling2D(3, strides=2, padding="same")(x)
    elif cfg.stem == "cifar":
        x = keras.layers.ReLU()(_bn("stem_bn")(_conv(cfg.stem_width, 3, 1, "stem_conv")(inputs)))
    else:
        raise ValueError(f"stem={cfg.stem!r}; choose 'imagenet' or 'cifar'")
    for s, (num_blocks, width) in enumerate(zip(cfg.blocks, cfg.widths)):
        for b in range(num_blocks):
            stride = 2 if (b == 0 and s > 0) else 1
            x = _block(x, width, stride, cfg.bottleneck, name=f"stage{s + 1}_block{b + 1}")
    x = keras.layers.GlobalAveragePooling2D()(x)
    logits = keras.layers.Dense(classes, name="logits")(x)
    return keras.Model(inputs, logits, name="resnet")


def l2_penalty(model: keras.Model) -> tf.Tensor:
    """Sum of squared conv and dense kernels / 2."""
    kernels = [v for v in model.trainable_variables if "kernel" in v.path]
    return tf.add_n([tf.nn.l2_loss(v) for v in kernels])
