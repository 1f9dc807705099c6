"""Train the LM example: single-device, or distributed by parallax_tf.

    python examples/lm/train.py --config tiny --steps 50
    parallax-tf run --resources "localhost:0,1;127.0.0.1:0,1" examples/lm/train.py --steps 20
    python examples/lm/train.py --resources "localhost:0,1" --steps 20   # launches itself
    parallax-tf plan examples/lm/train.py --resources "h1:0;h2:0;h3:0;h4:0" -- --config tiny

The lines that make the single-device script distributed are marked [parallax].
"""
from __future__ import annotations

import argparse
import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import keras  # noqa: E402
import tensorflow as tf  # noqa: E402

import parallax_tf as px  # noqa: E402
from model import CONFIGS, LanguageModel, batches, dataset  # noqa: E402


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--config", choices=sorted(CONFIGS), default="tiny")
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--resources", default="localhost:0",
                        help="machines and slots, e.g. 'h1:0,1;h2:0,1' (default: one slot)")
    parser.add_argument("--architecture", default="hybrid", choices=["hybrid", "allreduce", "ps"])
    parser.add_argument("--partitions", type=int, default=None,
                        help="shards of the embedding and softmax (default: one per machine)")
    parser.add_argument("--search", action="store_true",
                        help="search the number of shards with the cost model before training "
                             "(cached per model and cluster)")
    parser.add_argument("--search-iterations", type=int, default=5,
                        help="timed steps per measurement of the search")
    parser.add_argument("--no-local-aggregation", action="store_true",
                        help="push server-placed gradients per worker instead of summing "
                             "them per machine first (the TF-PS baseline)")
    return parser.parse_args(argv)


def build(args):
    cfg = CONFIGS[args.config]
    model = LanguageModel(cfg, seed=args.seed)
    optimizer = keras.optimizers.Adagrad(cfg.learning_rate)

    @tf.function
    def train_step(tokens, targets):
        with tf.GradientTape() as tape:
            loss = model.loss(tokens, targets)
        variables = model.trainable_variables
        grads = tape.gradient(loss, variables)
        grads, _ = tf.clip_by_global_norm(grads, 5.0)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return cfg, model, train_step


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step, an example batch, and a few
    batches on which alpha (rows touched per iteration) is measured."""
    args = parse_args(argv)
    cfg, _, train_step = build(args)
    sample = list(batches(cfg, 4, seed=args.seed))
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample)


def main(argv=None):
    args = parse_args(argv)
    cfg, model, train_step = build(args)
    config = px.Config(architecture=args.architecture, num_partitions=args.partitions,
                       search_partitions=args.search,
                       local_aggregation=not args.no_local_aggregation)
    runner = px.get_runner(train_step, resources=args.resources, config=config)  # [parallax]
    data = px.shard(dataset(cfg, 1_000_000, seed=args.seed))                     # [parallax]
    data = data.batch(cfg.batch_size, drop_remainder=True).take(args.steps)
    start = time.perf_counter()
    for i, (tokens, targets) in enumerate(data):
        loss = float(runner.run(tokens.numpy(), targets.numpy()))
        if i == 0:
            start = time.perf_counter()          # the first step includes set-up
        elapsed = time.perf_counter() - start
        rate = i * cfg.batch_size * cfg.seq_len / elapsed if i else float("nan")
        print(f"worker {runner.worker_id}/{runner.num_workers} step {i:4d}  loss {loss:.4f}  "
              f"{rate:.0f} words/s", flush=True)


if __name__ == "__main__":
    main()
