"""Train the LM example single-device; `parallax-tf plan` shows how it is distributed.

    python examples/lm/train.py --config tiny --steps 50
    parallax-tf plan examples/lm/train.py --resources "h1:0;h2:0;h3:0;h4:0" -- --config tiny
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
from model import CONFIGS, LanguageModel, batches  # noqa: E402


def parse_args(argv):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--config", choices=sorted(CONFIGS), default="tiny")
    parser.add_argument("--steps", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
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
    start = time.perf_counter()
    for i, (tokens, targets) in enumerate(batches(cfg, args.steps, seed=args.seed)):
        loss = float(train_step(tokens, targets))
        if i % 10 == 0 or i == args.steps - 1:
            words = (i + 1) * cfg.batch_size * cfg.seq_len
            print(f"step {i:4d}  loss {loss:.4f}  "
                  f"{words / (time.perf_counter() - start):.0f} words/s", flush=True)


if __name__ == "__main__":
    main()
