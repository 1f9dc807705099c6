"""The flags every example takes, and the objects built from them."""
from __future__ import annotations

import argparse

import keras

import parallax_tf as px

OPTIMIZERS = ("sgd", "momentum", "adagrad", "adam")


def add_common_flags(parser: argparse.ArgumentParser, configs, *, default_optimizer: str,
                     default_config: str = "tiny") -> argparse.ArgumentParser:
    """--config --steps --batch-size --seed --resources --architecture
    --partitions --optimizer --learning-rate --clip-norm --logdir --eval-every
    --log-every. `None` defaults (batch size, learning rate) mean "the
    config's"."""
    parser.add_argument("--config", choices=sorted(configs), default=default_config)
    parser.add_argument("--steps", type=int, default=50, help="training steps (default 50)")
    parser.add_argument("--batch-size", type=int, default=None,
                        help="examples per worker and step (default: the config's)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--resources", default="localhost:0",
                        help="machines and slots, e.g. 'h1:0,1;h2:0,1' (default: one slot, "
                             "single-device)")
    parser.add_argument("--architecture", default="hybrid", type=str.lower,
                        choices=["hybrid", "allreduce", "ps"])
    parser.add_argument("--partitions", type=int, default=1,
                        help="shards of each variable created under partitioner() "
                             "(default 1: each on one server)")
    parser.add_argument("--optimizer", choices=OPTIMIZERS, default=default_optimizer,
                        help=f"Keras 3 optimizer (default {default_optimizer}; note that "
                             "Keras 3 Adam updates a sparse embedding densely)")
    parser.add_argument("--learning-rate", type=float, default=None,
                        help="default: the config's")
    parser.add_argument("--clip-norm", type=float, default=5.0,
                        help="global-norm gradient clipping; 0 disables (default 5)")
    parser.add_argument("--logdir", default=None,
                        help="write TensorBoard scalars here (worker 0 only)")
    parser.add_argument("--eval-every", type=int, default=0,
                        help="evaluate every N steps on worker 0 (default: only at the end)")
    parser.add_argument("--log-every", type=int, default=10,
                        help="print a line every N steps when stdout is not a terminal")
    parser.add_argument("--chunks", default="tensor",
                        help="AllReduce of the dense gradients: tensor (each its own, the "
                             "default), all (one chunk), K (chunks of K layers), a size such "
                             "as 4MiB, or search (docs/chunks.md)")
    return parser


def make_optimizer(name: str, learning_rate: float,
                   initial_accumulator_value: float = 0.1) -> keras.optimizers.Optimizer:
    """'sgd', 'momentum' (SGD, momentum 0.9), 'adagrad' (starting its
    accumulators at `initial_accumulator_value`) or 'adam' (Keras 3)."""
    if name == "sgd":
        return keras.optimizers.SGD(learning_rate)
    if name == "momentum":
        return keras.optimizers.SGD(learning_rate, momentum=0.9)
    if name == "adagrad":
        return keras.optimizers.Adagrad(learning_rate,
                                         initial_accumulator_value=initial_accumulator_value)
    if name == "adam":
        return keras.optimizers.Adam(learning_rate)
    raise ValueError(f"unknown optimizer {name!r}; choose one of {', '.join(OPTIMIZERS)}")


def parallax_config(args: argparse.Namespace) -> px.Config:
    """The parallax_tf Config the flags ask for."""
    return px.Config(architecture=args.architecture, num_partitions=args.partitions,
                     chunks=args.chunks)
