"""A user's model, as a new user would write it: a 100-row table that every
example looks up beside a 10^5-row table, and a dense body (Keras
functional, two Dense layers of one class), Adagrad. Issue 64's case: the
communication price alone put both tables on the servers, while the
small one, touched whole every step, trains faster AllReduced
(benchmarks/LOG.md, "Choosing by the prediction").

    python benchmarks/user_tables/train.py --steps 100
    parallax-tf run -r "localhost:0;127.0.0.1:0" benchmarks/user_tables/train.py -a auto
    python -m benchmarks.compare --models user_tables --archs hybrid,allreduce,mixed,auto \\
        --machines 2 --rates 1000,100 --repeats 3 --name user-tables --no-plots

The labels follow a known rule of both tables' ids and the dense features,
so the loss falls. Flags as the examples' (examples/common/flags.py).
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(_REPO, "examples"))

import keras  # noqa: E402
import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from common import TrainMonitor, add_common_flags, make_optimizer, parallax_config  # noqa: E402

import parallax_tf as px  # noqa: E402


@dataclasses.dataclass(frozen=True)
class TablesConfig:
    small_rows: int
    big_rows: int
    dim: int
    ids_per_example: int          # looked up in each table per example
    hidden: int
    batch_size: int
    learning_rate: float = 0.1


CONFIGS = {
    "bench": TablesConfig(small_rows=100, big_rows=100_000, dim=16, ids_per_example=8,
                          hidden=64, batch_size=256),
    "tiny": TablesConfig(small_rows=100, big_rows=10_000, dim=8, ids_per_example=4,
                         hidden=16, batch_size=32),
}
NUM_DENSE = 8


def build_model(cfg: TablesConfig, seed: int) -> keras.Model:
    keras.utils.set_random_seed(seed)
    small_ids = keras.Input((cfg.ids_per_example,), dtype="int32", name="small_ids")
    big_ids = keras.Input((cfg.ids_per_example,), dtype="int32", name="big_ids")
    dense = keras.Input((NUM_DENSE,), name="dense")
    small = keras.layers.Embedding(cfg.small_rows, cfg.dim, name="small")(small_ids)
    big = keras.layers.Embedding(cfg.big_rows, cfg.dim, name="big")(big_ids)
    h = keras.layers.Concatenate()([keras.ops.mean(small, axis=1), keras.ops.mean(big, axis=1),
                                    dense])
    h = keras.layers.Dense(cfg.hidden, activation="relu", name="body0")(h)
    h = keras.layers.Dense(cfg.hidden, activation="relu", name="body1")(h)
    logit = keras.layers.Dense(1, name="logit")(h)
    return keras.Model([small_ids, big_ids, dense], logit, name="user_tables")


def batch(cfg: TablesConfig, step: int, replica: int = 0, seed: int = 0) -> tuple:
    """(small ids, big ids, dense, clicks) of one worker's step: small ids
    uniform (a batch touches every row), big ids Zipf-like over the rows."""
    rng = np.random.default_rng([seed, step, replica])
    n, k = cfg.batch_size, cfg.ids_per_example
    small = rng.integers(0, cfg.small_rows, (n, k)).astype(np.int32)
    big = (np.minimum(rng.zipf(1.1, (n, k)), cfg.big_rows) - 1).astype(np.int32)
    dense = rng.normal(size=(n, NUM_DENSE)).astype(np.float32)
    score = (small % 7 - 3).mean(axis=1) * 0.5 + (big % 5 - 2).mean(axis=1) * 0.5 + dense[:, 0]
    clicks = (score > 0).astype(np.float32)[:, None]
    return small, big, dense, clicks


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="adagrad", default_config="bench")
    parser.set_defaults(clip_norm=0.0)
    return parser.parse_args(argv)


def build(args):
    cfg = CONFIGS[args.config]
    if args.batch_size:
        cfg = dataclasses.replace(cfg, batch_size=args.batch_size)
    model = build_model(cfg, args.seed)
    optimizer = make_optimizer(args.optimizer, args.learning_rate or cfg.learning_rate)
    variables = model.trainable_variables

    @tf.function
    def train_step(small, big, dense, clicks):
        with tf.GradientTape() as tape:
            logits = model([small, big, dense])
            loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
                labels=clicks, logits=logits))
        optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return loss

    return cfg, train_step


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step and sample batches."""
    args = parse_args(argv)
    cfg, train_step = build(args)
    sample = [batch(cfg, k, seed=args.seed) for k in range(2)]
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample,
                       config=parallax_config(args))


def main(argv=None):
    args = parse_args(argv)
    cfg, train_step = build(args)
    runner = px.get_runner(train_step, resources=args.resources, config=parallax_config(args))
    monitor = TrainMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="examples", logdir=args.logdir,
                           log_every=args.log_every)
    for i in range(args.steps):
        small, big, dense, clicks = batch(cfg, i, runner.replica_id, args.seed)
        loss = runner.run(small, big, dense, clicks)
        monitor.step(i, float(loss), len(clicks))
    runner.sync()
    monitor.close()
    return monitor


if __name__ == "__main__":
    main()
