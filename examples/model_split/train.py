"""Train the model-splitting example (the case study of "Model
parallelization in TensorFlow"): 2 conv layers + n fully connected layers on
MNIST-shaped digits, its layers cut into S contiguous blocks, block k run by
task k of each model replica (`with px.split(k)`).

    python examples/model_split/train.py --layers 20 --steps 5              # single-device
    python examples/model_split/train.py --config tiny --steps 30           # seconds
    parallax-tf run --resources "localhost:0,1,2" examples/model_split/train.py --splits 3
    parallax-tf run --resources "localhost:0,1,2;127.0.0.1:0,1,2" \\
        examples/model_split/train.py --layers 20 --splits 3                 # 2 replicas x 3
    parallax-tf plan examples/model_split/train.py --resources "localhost:0,1" -- --config tiny

With one slot (plain `python train.py`) the split scopes do nothing: the same
script trains the whole model on one device. Launched on N slots with
--splits S, each replica spans S tasks and there are R = N / S replicas; only
the first task of each replica runs this script (reads data, prints), the
others serve their part. --batch-size is per replica. The lines that make
the single-device script split and distributed are marked [parallax] (one in
model.py); see README.md.
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import tensorflow as tf
from common import TrainMonitor, add_common_flags, make_optimizer, parallax_config
from model_split.data import make_source
from model_split.model import (
    CONFIGS,
    LEARNING_RATES,
    build,
    count_parameters,
    describe,
    make_train_step,
    predict,
)

import parallax_tf as px


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="sgd", default_config="paper")
    for action in parser._actions:              # this example's own wording
        if action.dest == "batch_size":
            action.help = "images per replica and step (default 1000, the case study's)"
        elif action.dest == "config":
            action.help = ("paper: 1024-wide layers, 32/64 filters (default); tiny: 64-wide, "
                           "8/16 filters (CI)")
        elif action.dest == "steps":
            action.help = "training steps (default 20)"
        elif action.dest == "clip_norm":
            action.help = "global-norm gradient clipping; 0 disables (default 0)"
        elif action.dest == "log_every":
            action.help = "print a line every N steps (default 1: every step and its time)"
        elif action.dest == "learning_rate":
            action.help = ("default: per config and optimizer, " + "; ".join(
                f"{c}: " + ", ".join(f"{k} {v:g}" for k, v in rates.items())
                for c, rates in LEARNING_RATES.items()))
    parser.set_defaults(steps=20, clip_norm=0.0, log_every=1)
    parser.add_argument("--layers", type=int, default=20,
                        help="n: fully connected layers, the 10-way output included (default "
                             "20; the paper's 20/40/60)")
    parser.add_argument("--splits", type=int, default=None,
                        help="S: split positions = tasks per model replica (default: the "
                             "slots of the job's first machine, one replica per machine; 2 "
                             "on one device; 1: no split scopes at all)")
    parser.add_argument("--data", choices=["digits", "synthetic"], default="digits",
                        help="digits: scikit-learn's 8x8 digits upscaled to 28x28 (default); "
                             "synthetic: class patterns + noise")
    parser.add_argument("--no-eval", action="store_true",
                        help="skip the held-out accuracy at the end (and runner.export())")
    parser.add_argument("--timings", default=None, metavar="PATH",
                        help="worker 0 writes its step times, losses and the run's shape "
                             "here as JSON (benchmarks/model_split.py reads it)")
    args = parser.parse_args(argv)
    if args.splits is None:
        args.splits = default_splits(args.resources)
    if args.layers < 1:
        parser.error("--layers must be >= 1")
    if not 1 <= args.splits <= args.layers + 2:
        parser.error(f"--splits must be between 1 and {args.layers + 2} (layer units: 2 convs "
                     f"+ {args.layers} fully connected)")
    return args


def default_splits(resources: str) -> int:
    """One replica per machine: the slots of the job's first machine (the
    launched job's resources, else --resources); 2 when that is one slot."""
    launched = px.env.resources()
    slots = px.parse_resources(launched or resources).machines[0].num_workers
    return slots if slots > 1 else 2


def resolve_config(args):
    cfg = CONFIGS[args.config]
    if args.batch_size:
        cfg = dataclasses.replace(cfg, batch_size=args.batch_size)
    return cfg


def build_all(args):
    cfg = resolve_config(args)
    parts = build(args.layers, args.splits, cfg, seed=args.seed)
    optimizer = make_optimizer(args.optimizer,
                               args.learning_rate or LEARNING_RATES[args.config][args.optimizer])
    return cfg, parts, make_train_step(parts, optimizer, clip_norm=args.clip_norm)


def evaluate(parts, source, batch_size: int = 500) -> float:
    """Top-1 accuracy on the held-out images, in plain eager TF."""
    correct = total = 0
    for images, labels in source.eval_batches(batch_size):
        predicted = tf.argmax(predict(parts, images), -1, output_type=tf.int32)
        correct += int(tf.reduce_sum(tf.cast(predicted == labels, tf.int32)))
        total += int(labels.shape[0])
    return correct / max(total, 1)


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step and an example batch."""
    args = parse_args(argv)
    cfg, _, train_step = build_all(args)
    source = make_source(args.data, args.seed)
    images, labels = source.train
    b = cfg.batch_size
    if len(labels) < b:
        images = tf.tile(images, [math.ceil(b / len(labels)), 1, 1, 1]).numpy()
        labels = tf.tile(labels, [math.ceil(b / len(labels))]).numpy()
    batch = (images[:b], labels[:b])
    return px.StepSpec(step=train_step, example_args=batch, sample_batches=[batch],
                       config=parallax_config(args))


class SplitMonitor(TrainMonitor):
    """The shared monitor; its step lines also give the step's own time
    (`runner.run`, measured by the caller)."""

    _quiet = False

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.step_seconds: list[float] = []
        """Each step's `runner.run` time, first step included."""

    def step(self, step: int, loss: float, units: float, seconds: float = math.nan) -> None:
        self.step_seconds.append(seconds)
        self._quiet = self.bar is None
        try:
            super().step(step, loss, units)
        finally:
            self._quiet = False
        done = step + 1
        if self.chief and self.bar is None and (done % self.log_every == 0
                                                or done == self.steps or step == 0):
            note = "  (first step: trace, plan, lowering)" if step == 0 else ""
            self.print(f"{self._prefix()} step {done:4d}/{self.steps}  loss "
                       f"{self.last_loss:.4f}  {seconds * 1e3:8.1f} ms{note}".strip())

    def print(self, text: str) -> None:
        if not self._quiet:
            super().print(text)


def main(argv=None):
    args = parse_args(argv)
    cfg, parts, train_step = build_all(args)
    runner = px.get_runner(train_step, resources=args.resources,               # [parallax]
                           config=parallax_config(args))
    source = make_source(args.data, args.seed)
    data = px.shard(source.train_dataset())                                   # [parallax]
    data = (data.shuffle(10_000, seed=args.seed).repeat()
            .batch(cfg.batch_size, drop_remainder=True).prefetch(2))
    monitor = SplitMonitor(worker_id=runner.replica_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="images", logdir=args.logdir,
                           log_every=args.log_every)
    if runner.worker_id == 0:
        monitor.print(f"model: 2 conv + {args.layers} fully connected layers (width "
                      f"{cfg.width}), {count_parameters(parts):,} parameters, "
                      f"{len(parts)} part(s)")
        monitor.print(describe(parts))
        monitor.print(f"data: {source.describe()}; batch {cfg.batch_size} per replica, "
                      f"optimizer {args.optimizer}")
    accuracy = None

    def run_eval(step):
        nonlocal accuracy
        if args.no_eval:
            return
        monitor.pause()
        runner.export()                    # trained values -> the parts' own variables
        if runner.worker_id == 0:
            accuracy = evaluate(parts, source)
            monitor.metric(step, "accuracy", accuracy)
        monitor.resume()

    # The iterator is kept until the end: destroying a tf.data iterator can
    # block for seconds, which would count as training time.
    batches_left = iter(data)
    for i in range(args.steps):
        images, labels = next(batches_left)
        start = time.perf_counter()
        loss = float(runner.run(images.numpy(), labels.numpy()))
        seconds = time.perf_counter() - start
        monitor.step(i, loss, int(labels.shape[0]), seconds)
        if i == 0:                         # the chief knows the replicas after step 1
            monitor.num_workers = runner.num_replicas
        if i == 0 and runner.worker_id == 0 and runner.num_workers > 1:
            monitor.print(f"{runner.num_workers} worker slot(s): {runner.num_replicas} "
                          f"replica(s) x {runner.num_workers // max(runner.num_replicas, 1)} "
                          f"task(s); this driver is replica {runner.replica_id}")
        if args.eval_every and (i + 1) % args.eval_every == 0 and i + 1 < args.steps:
            run_eval(i + 1)
    run_eval(args.steps)
    monitor.close()
    if args.timings and runner.worker_id == 0:
        write_timings(args, cfg, parts, runner, monitor, accuracy)
    return monitor


def write_timings(args, cfg, parts, runner, monitor, accuracy) -> None:
    record = {
        "layers": args.layers, "splits": args.splits, "config": args.config,
        "width": cfg.width, "batch_size": cfg.batch_size, "optimizer": args.optimizer,
        "data": args.data, "parameters": count_parameters(parts),
        "part_parameters": [p.count_params() for p in parts],
        "num_workers": runner.num_workers, "num_replicas": runner.num_replicas,
        "step_seconds": monitor.step_seconds, "losses": monitor.losses,
        "loss_summary": list(monitor.loss_summary()), "accuracy": accuracy,
        "pid": os.getpid(),
    }
    folder = os.path.dirname(os.path.abspath(args.timings))
    os.makedirs(folder, exist_ok=True)
    with open(args.timings, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=1)


if __name__ == "__main__":
    main()
