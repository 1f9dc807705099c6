"""Train the Criteo-style ranking model on a synthetic click stream:
single-device, or distributed by parallax_tf.

    python examples/ranking/train.py --config tiny --steps 200
    parallax-tf run --resources "localhost:0,1" examples/ranking/train.py --architecture mixed
    parallax-tf plan examples/ranking/train.py --resources "a:0;b:0" -a mixed -- --config criteo

26 tables of 10 to 10^6 rows (`--config criteo`; `tiny`: 10 to 10^4) with
Zipf-distributed ids (model.py, data.py). `--architecture mixed` places
each table where its own measured cost says (the servers, a densified
AllReduce, or gathered rows); `--place NAME=ps|allreduce|allgather` names
a table's place yourself. At the end worker 0 prints the held-out log loss
next to the best achievable one (the click model is known). The lines that
make the single-device script distributed are marked [parallax].
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import keras
import numpy as np
import tensorflow as tf
from common import TrainMonitor, add_common_flags, make_optimizer, parallax_config

import parallax_tf as px
from ranking.data import ClickStream
from ranking.model import CONFIGS, build_ranking


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="adagrad", default_config="tiny")
    parser.add_argument("--place", action="append", default=[], metavar="NAME=WHERE",
                        help="a table's place: 'cat00/embeddings=allreduce' "
                             "(Config.placements); repeat for more")
    parser.set_defaults(clip_norm=0.0)
    return parser.parse_args(argv)


def resolve_config(args):
    cfg = CONFIGS[args.config]
    changes = {}
    if args.batch_size:
        changes["batch_size"] = args.batch_size
    if args.learning_rate:
        changes["learning_rate"] = args.learning_rate
    return dataclasses.replace(cfg, **changes)


def config(args) -> px.Config:
    placements = dict(item.split("=", 1) for item in args.place) or None
    return parallax_config(args).replace(placements=placements)


def build(args):
    cfg = resolve_config(args)
    model = build_ranking(cfg, seed=args.seed)
    optimizer = make_optimizer(args.optimizer, cfg.learning_rate)
    variables = model.trainable_variables

    @tf.function
    def train_step(dense, ids, clicks):
        with tf.GradientTape() as tape:
            logits = model(dense, ids)
            loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
                labels=clicks, logits=logits))
        optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return loss

    return cfg, ClickStream(cfg, seed=args.seed), model, train_step


def evaluate(model, stream) -> tuple[float, float, float]:
    """(log loss, AUC, the best achievable log loss) on held-out examples."""
    dense, ids, clicks, best = stream.held_out()
    p = tf.sigmoid(model(dense, ids)).numpy()[:, 0].astype(np.float64)
    p = np.clip(p, 1e-7, 1 - 1e-7)
    y = clicks[:, 0]
    loss = -float(np.mean(y * np.log(p) + (1 - y) * np.log1p(-p)))
    auc = keras.metrics.AUC(num_thresholds=1000)
    auc.update_state(y, p)
    return loss, float(auc.result()), best


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step and sample batches."""
    args = parse_args(argv)
    cfg, stream, _, train_step = build(args)
    sample = [stream.batch(k) for k in range(2)]
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample,
                       config=config(args))


def main(argv=None):
    args = parse_args(argv)
    cfg, stream, model, train_step = build(args)
    runner = px.get_runner(train_step, resources=args.resources,                # [parallax]
                           config=config(args))
    monitor = TrainMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="examples", logdir=args.logdir,
                           log_every=args.log_every)
    for i in range(args.steps):
        dense, ids, clicks = stream.batch(i, runner.replica_id)                 # [parallax]
        loss = runner.run(dense, ids, clicks)
        monitor.step(i, float(loss), len(clicks))
    runner.sync()
    monitor.pause()
    runner.export()                        # trained values -> the model's own variables
    if runner.worker_id == 0:
        loss, auc, best = evaluate(model, stream)
        print(f"held-out log loss {loss:.4f} (best achievable {best:.4f}), AUC {auc:.3f}",
              flush=True)
    monitor.close()
    return monitor


if __name__ == "__main__":
    main()
